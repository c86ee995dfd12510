import { describe, expect, it } from 'vitest';
import { addMonthsOnDay, anchorDay, nextDueDate } from './billing.js';

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
