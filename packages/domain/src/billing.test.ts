import { describe, expect, it } from 'vitest';
import {
  addMonthsOnDay,
  anchorDay,
  chargeAttemptFor,
  coverWasOn,
  graceEndsOn,
  inGrace,
  kycReminderDue,
  lapsesOn,
  nextChargeAttemptDate,
  nextDueDate,
  pausesOn,
  CHARGE_ATTEMPT_DAYS,
  CROSS_SELL_AFTER_DAYS,
  GRACE_DAYS,
  GRACE_WARNING_DAYS,
  KYC_DEADLINE_DAYS,
  KYC_REMINDER_DAYS,
  PAUSED_DAYS_BEFORE_LAPSE,
  RENEWAL_REMINDER_DAYS,
} from './billing.js';

describe('month ends keep their day (docs/business-rules.md, Premiums)', () => {
  it('When a policy is bought on 31 January, then it is due 28 February, 31 March, 30 April, 31 May', () => {
    const start = '2026-01-31';
    const dues = [start];
    for (let i = 0; i < 4; i += 1) dues.push(nextDueDate(dues.at(-1)!, 1, start));
    expect(dues).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
  });

  it('When the year is a leap year, then 31 January is due 29 February, then 31 March', () => {
    expect(nextDueDate('2028-01-31', 1, '2028-01-31')).toBe('2028-02-29');
    expect(nextDueDate('2028-02-29', 1, '2028-01-31')).toBe('2028-03-31');
  });

  it('When a policy starts on the 30th, then February caps it and March is the 30th again', () => {
    expect(nextDueDate('2026-02-28', 1, '2026-01-30')).toBe('2026-03-30');
  });

  it('When the due date is not a capped month end, then it is its own anchor (a policy resumed on another day)', () => {
    expect(anchorDay('2026-03-15', '2026-01-31')).toBe(15);
    expect(nextDueDate('2026-03-15', 1, '2026-01-31')).toBe('2026-04-15');
    // The last day of a month, with a start on an earlier day: the due date's own day.
    expect(anchorDay('2026-04-30', '2026-01-10')).toBe(30);
  });

  it('When months are taken back (a lost chargeback), then the anchor day holds backwards too', () => {
    expect(nextDueDate('2026-03-31', -1, '2026-01-31')).toBe('2026-02-28');
    expect(nextDueDate('2026-02-28', -1, '2026-01-31')).toBe('2026-01-31');
    expect(addMonthsOnDay('2026-12-31', 2, 31)).toBe('2027-02-28');
    expect(nextDueDate('2026-01-31', 12, '2026-01-31')).toBe('2027-01-31');
  });
});

describe('the life of a policy after the sale (issue 15; docs/business-rules.md, Premiums)', () => {
  it('When the rules are read, then the retries, grace, pause, reminders and offers are as the business rules say', () => {
    expect(CHARGE_ATTEMPT_DAYS).toEqual([0, 3, 7, 14]);
    expect(GRACE_DAYS).toBe(14);
    expect(PAUSED_DAYS_BEFORE_LAPSE).toBe(60);
    expect(GRACE_WARNING_DAYS).toBe(3);
    expect(RENEWAL_REMINDER_DAYS).toEqual([14, 7, 1]);
    expect(KYC_REMINDER_DAYS).toEqual([1, 7, 25]);
    expect(KYC_DEADLINE_DAYS).toBe(30);
    expect(CROSS_SELL_AFTER_DAYS).toBe(14);
  });

  it('When a card is declined, then it is tried again 3, 7 and 14 days after the due date, never daily, and not before the due date', () => {
    const due = '2026-03-10';
    expect(chargeAttemptFor(due, '2026-03-09')).toBe(-1);
    expect(chargeAttemptFor(due, '2026-03-10')).toBe(0);
    expect(chargeAttemptFor(due, '2026-03-12')).toBe(0);
    expect(chargeAttemptFor(due, '2026-03-13')).toBe(1);
    expect(chargeAttemptFor(due, '2026-03-16')).toBe(1);
    expect(chargeAttemptFor(due, '2026-03-17')).toBe(2);
    expect(chargeAttemptFor(due, '2026-03-24')).toBe(3);
    expect(chargeAttemptFor(due, '2026-05-01')).toBe(3);
    expect(nextChargeAttemptDate(due, -1)).toBe('2026-03-10');
    expect(nextChargeAttemptDate(due, 0)).toBe('2026-03-13');
    expect(nextChargeAttemptDate(due, 1)).toBe('2026-03-17');
    expect(nextChargeAttemptDate(due, 2)).toBe('2026-03-24');
    expect(nextChargeAttemptDate(due, 3)).toBeNull();
  });

  it('When a premium is unpaid, then cover lasts 14 days, the policy pauses on the 15th and lapses 60 days later', () => {
    const due = '2026-03-10';
    expect(graceEndsOn(due)).toBe('2026-03-23');
    expect(pausesOn(due)).toBe('2026-03-24');
    expect(lapsesOn(due)).toBe('2026-05-23');
    expect(inGrace('active', due, '2026-03-09')).toBe(false);
    expect(inGrace('active', due, '2026-03-10')).toBe(true);
    expect(inGrace('active', due, '2026-03-23')).toBe(true);
    expect(inGrace('active', due, '2026-03-24')).toBe(false);
    expect(inGrace('paused', due, '2026-03-12')).toBe(false);
    expect(inGrace('active', null, '2026-03-12')).toBe(false);
  });

  it('When an event is claimed, then cover was on from the start through the paid period and the grace days while active; never before the start', () => {
    const policy = { status: 'active', startDate: '2026-01-10', nextPaymentDate: '2026-03-10' };
    expect(coverWasOn(policy, '2026-01-09')).toBe(false);
    expect(coverWasOn(policy, '2026-01-10')).toBe(true);
    expect(coverWasOn(policy, '2026-03-09')).toBe(true);
    expect(coverWasOn(policy, '2026-03-23')).toBe(true);
    expect(coverWasOn(policy, '2026-03-24')).toBe(false);
    const paused = { ...policy, status: 'paused' };
    expect(coverWasOn(paused, '2026-03-09')).toBe(true);
    expect(coverWasOn(paused, '2026-03-10')).toBe(false);
    // No next payment date (paid up front, or ended): cover only while active.
    expect(coverWasOn({ ...policy, nextPaymentDate: null }, '2026-06-01')).toBe(true);
    expect(coverWasOn({ ...paused, nextPaymentDate: null }, '2026-06-01')).toBe(false);
    expect(coverWasOn({ ...paused, nextPaymentDate: null }, '2026-01-09')).toBe(false);
  });

  it('When a paying customer has not finished verification, then they are reminded 1, 7 and 25 days after the first payment, and from day 30 no more (the policies pause instead)', () => {
    expect(kycReminderDue(0)).toBeNull();
    expect(kycReminderDue(1)).toBe(1);
    expect(kycReminderDue(6)).toBe(1);
    expect(kycReminderDue(7)).toBe(7);
    expect(kycReminderDue(24)).toBe(7);
    expect(kycReminderDue(25)).toBe(25);
    expect(kycReminderDue(29)).toBe(25);
    expect(kycReminderDue(30)).toBeNull();
    expect(kycReminderDue(45)).toBeNull();
  });
});
