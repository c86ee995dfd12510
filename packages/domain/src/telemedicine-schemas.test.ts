import { describe, expect, it } from 'vitest';
import {
  telemedicineCallbackSchema,
  telemedicineRequestBodySchema,
  telemedicineRequestSchema,
} from './telemedicine.js';
import { telemedicineCopy } from './telemedicine-rules.js';

/**
 * 'Talk to a doctor' (docs/business-rules.md, 'Telemedicine'): the request's words for bad input,
 * the partner's callback and the request as the customer sees it (issue 43).
 */
const messagesAt = (
  r: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => (r.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe('asking to talk to a doctor', () => {
  it('When nothing is ticked, then no urgent sign is sent; the words are trimmed', () => {
    expect(
      telemedicineRequestBodySchema.parse({ symptoms: '  a cough  ', urgency: 'soon' }),
    ).toEqual({
      symptoms: 'a cough',
      urgency: 'soon',
      urgent_signs: [],
    });
  });

  it('When the words, how soon or a sign is not of its kind, then each has its words', () => {
    const r = telemedicineRequestBodySchema.safeParse({
      symptoms: 5,
      urgency: 'never',
      urgent_signs: ['hiccups'],
    });
    expect(messagesAt(r, 'symptoms')).toEqual([telemedicineCopy.symptomsRequired]);
    expect(messagesAt(r, 'urgency')).toEqual([telemedicineCopy.urgencyRequired]);
    expect(messagesAt(r, 'urgent_signs')).toEqual([telemedicineCopy.signUnknown]);
    expect(
      messagesAt(
        telemedicineRequestBodySchema.safeParse({ symptoms: '  ab  ', urgency: 'soon' }),
        'symptoms',
      ),
    ).toEqual([telemedicineCopy.symptomsRequired]);
  });

  it('When every sign is ticked, then all pass; one more than the list is refused', () => {
    const all = [
      'chest_pain',
      'breathing',
      'bleeding',
      'seizure',
      'unconscious',
      'stroke',
      'burns',
      'pregnancy_bleeding',
      'poisoning',
      'injury',
    ];
    expect(
      telemedicineRequestBodySchema.safeParse({
        symptoms: 'help',
        urgency: 'today',
        urgent_signs: all,
      }).success,
    ).toBe(true);
    expect(
      messagesAt(
        telemedicineRequestBodySchema.safeParse({
          symptoms: 'help',
          urgency: 'today',
          urgent_signs: [...all, 'injury'],
        }),
        'urgent_signs',
      ),
    ).toEqual([telemedicineCopy.signUnknown]);
  });
});

describe('the partner’s callback and the request shown', () => {
  it('When the partner calls back or closes, then the reference is trimmed and up to 64 characters', () => {
    expect(
      telemedicineCallbackSchema.parse({ reference: ' TM-1 ', status: 'called_back' }),
    ).toEqual({
      reference: 'TM-1',
      status: 'called_back',
    });
    expect(
      telemedicineCallbackSchema.parse({ reference: 'r'.repeat(64), status: 'closed' }).status,
    ).toBe('closed');
    for (const body of [
      { reference: '  ', status: 'closed' },
      { reference: 'r'.repeat(65), status: 'closed' },
      { reference: 'TM-1', status: 'sent' },
    ])
      expect(
        telemedicineCallbackSchema.safeParse(body).success,
        JSON.stringify(body).slice(0, 30),
      ).toBe(false);
  });

  it('When a request is shown, then every field is kept', () => {
    const request = {
      reference: 'TM-1',
      status: 'sent',
      status_text: 'A doctor will call you back on your phone soon.',
      urgency: 'soon',
      created_at: '2026-12-07T10:00:00.000Z',
      updated_at: '2026-12-07T10:01:00.000Z',
    };
    expect(telemedicineRequestSchema.parse(request)).toEqual(request);
  });
});
