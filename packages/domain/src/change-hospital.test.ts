import { describe, expect, it } from 'vitest';
import {
  changeHospitalBodySchema,
  changeHospitalCopy,
  nextHospitalChangeAllowedAt,
} from './change-hospital.js';

const messagesFor = (values: Record<string, unknown>) =>
  Object.fromEntries(
    (changeHospitalBodySchema.safeParse(values).error?.issues ?? []).map((i) => [
      String(i.path[0]),
      i.message,
    ]),
  );

describe('the change-hospital request body', () => {
  it('When a hospital id and a reason are given, then the id is a number and the reason trimmed', () => {
    expect(
      changeHospitalBodySchema.parse({ hospital_id: '12', change_reason: '  Too far from home ' }),
    ).toEqual({ hospital_id: 12, change_reason: 'Too far from home' });
  });

  it.each([undefined, '', 'abc', 0, -3, 1.5])(
    "When the hospital id is %j, then it fails with 'Please choose a hospital from the list'",
    (hospital_id) => {
      expect(messagesFor({ hospital_id, change_reason: 'Moved house' }).hospital_id).toBe(
        'Please choose a hospital from the list',
      );
    },
  );

  it.each([undefined, '', '    '])(
    'When the reason is %j, then it fails with the reason-required message',
    (change_reason) => {
      expect(messagesFor({ hospital_id: 3, change_reason }).change_reason).toBe(
        changeHospitalCopy.reasonRequired,
      );
    },
  );

  it('When the reason is 500 characters, then it is accepted; 501 fails', () => {
    expect(
      changeHospitalBodySchema.safeParse({ hospital_id: 3, change_reason: 'a'.repeat(500) })
        .success,
    ).toBe(true);
    expect(messagesFor({ hospital_id: 3, change_reason: 'a'.repeat(501) }).change_reason).toBe(
      'Please keep your reason to 500 characters or fewer',
    );
  });
});

describe('the hospital change interval', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', '2026-04-15T10:00:00.000Z'],
    ['2025-11-30T09:00:00.000Z', '2026-02-28T09:00:00.000Z'],
    ['2027-11-30T09:00:00.000Z', '2028-02-29T09:00:00.000Z'],
    ['2026-03-31T12:00:00.000Z', '2026-06-30T12:00:00.000Z'],
  ])('When a change was approved at %s, then the next is allowed from %s', (approved, next) => {
    expect(nextHospitalChangeAllowedAt(new Date(approved)).toISOString()).toBe(next);
  });

  it('When the change is too soon, then the message names the interval and has a place for the day', () => {
    expect(changeHospitalCopy.tooSoon).toBe(
      'You can change your hospital once every 3 months. You can request another change from {date}.',
    );
  });
});
