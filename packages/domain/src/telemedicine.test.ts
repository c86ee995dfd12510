import { describe, expect, it } from 'vitest';
import {
  canMoveTelemedicine,
  isUrgent,
  TELEMEDICINE_STATUSES,
  telemedicineCopy,
  URGENT_SIGNS,
} from './telemedicine-rules.js';
import { telemedicineAskFormSchema, telemedicineRequestBodySchema } from './telemedicine.js';

describe('telemedicine (issue 28 item 4)', () => {
  it('When any urgent sign is ticked, then it is urgent', () => {
    for (const sign of URGENT_SIGNS)
      expect(isUrgent({ symptoms: 'a cough', urgent_signs: [sign.key] })).toBe(true);
  });

  it('When the words name an urgent sign, then it is urgent; everyday complaints are not', () => {
    for (const words of [
      'sharp CHEST PAIN since morning',
      'my son is having a seizure',
      'she cannot breathe well',
      'I think he had a stroke',
      'heavy bleeding after delivery',
      'he is unconscious',
    ])
      expect(isUrgent({ symptoms: words }), words).toBe(true);
    for (const words of ['a cough and catarrh', 'malaria symptoms, fever', 'rash on my arm'])
      expect(isUrgent({ symptoms: words }), words).toBe(false);
  });

  it('When moves are asked for, then only the table allows them: sent by the system, the rest by the partner, never back from closed', () => {
    expect(canMoveTelemedicine('requested', 'sent', 'system')).toBe(true);
    expect(canMoveTelemedicine('requested', 'sent', 'partner')).toBe(false);
    expect(canMoveTelemedicine('sent', 'called_back', 'partner')).toBe(true);
    expect(canMoveTelemedicine('called_back', 'closed', 'partner')).toBe(true);
    for (const to of TELEMEDICINE_STATUSES) {
      expect(canMoveTelemedicine('closed', to, 'partner')).toBe(false);
      expect(canMoveTelemedicine('closed', to, 'system')).toBe(false);
    }
    expect(canMoveTelemedicine('called_back', 'sent', 'system')).toBe(false);
  });

  it('When the hospital is known, then the urgent advice names it and 112 before anything else', () => {
    expect(telemedicineCopy.urgentAdvice('Reddington Hospital')).toMatch(
      /^This needs care at once\. Go to your hospital, Reddington Hospital, now, or call 112/,
    );
    expect(telemedicineCopy.urgentAdvice(null)).toContain('nearest hospital');
  });

  it('When the body is sent, then the words are required and the signs must be on the list', () => {
    expect(
      telemedicineRequestBodySchema.safeParse({ symptoms: 'cough', urgency: 'soon' }).success,
    ).toBe(true);
    const bad = telemedicineRequestBodySchema.safeParse({ symptoms: ' ', urgency: 'soon' });
    expect(bad.error?.issues[0]?.message).toBe(telemedicineCopy.symptomsRequired);
    expect(
      telemedicineRequestBodySchema.safeParse({
        symptoms: 'cough',
        urgency: 'soon',
        urgent_signs: ['x'],
      }).success,
    ).toBe(false);
  });

  it("When the form is checked, then each field has the request's own message, and a right form is the request's fields", () => {
    const empty = telemedicineAskFormSchema.safeParse({ signs: [], symptoms: '' });
    const messages = Object.fromEntries(
      (empty.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      symptoms: telemedicineCopy.symptomsRequired,
      urgency: telemedicineCopy.urgencyRequired,
    });
    expect(
      telemedicineAskFormSchema.parse({ signs: [], symptoms: ' a cough ', urgency: 'soon' }),
    ).toEqual({ signs: [], symptoms: 'a cough', urgency: 'soon' });
  });
});
