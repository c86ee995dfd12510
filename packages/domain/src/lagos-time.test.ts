import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addWorkingDays,
  daysBetween,
  endOfLagosDay,
  isNigerianPublicHoliday,
  isWorkingDay,
  LAGOS_OFFSET_MS,
  lagosDate,
  lagosTime,
  startOfLagosDay,
} from './lagos-time.js';

// The one Lagos clock (issue 26; docs/business-rules.md, 'The Lagos clock').
describe('the Lagos clock', () => {
  it('Is UTC+1 all year, winter and summer alike', () => {
    expect(LAGOS_OFFSET_MS).toBe(3_600_000);
    expect(lagosTime(new Date('2026-01-15T09:30:00Z'))).toBe('10:30');
    expect(lagosTime(new Date('2026-07-15T09:30:00Z'))).toBe('10:30');
  });

  it('Turns to the next Lagos day at 23:00 UTC, not at midnight UTC', () => {
    expect(lagosDate(new Date('2026-11-27T22:59:59.999Z'))).toBe('2026-11-27');
    expect(lagosDate(new Date('2026-11-27T23:00:00.000Z'))).toBe('2026-11-28');
    // 23:00 in Lagos is still the same day; 00:00 in Lagos is the next.
    expect(lagosDate(new Date('2026-11-27T22:00:00.000Z'))).toBe('2026-11-27');
    expect(lagosTime(new Date('2026-11-27T22:00:00.000Z'))).toBe('23:00');
    expect(lagosTime(new Date('2026-11-27T23:00:00.000Z'))).toBe('00:00');
    // The year turns in Lagos an hour before it does in London.
    expect(lagosDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('Starts a Lagos day at 23:00 UTC the evening before and ends it a millisecond before the next', () => {
    expect(startOfLagosDay('2026-11-28').toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(endOfLagosDay('2026-11-28')).toBe('2026-11-28T22:59:59.999Z');
    expect(lagosDate(startOfLagosDay('2026-11-28'))).toBe('2026-11-28');
    expect(lagosDate(new Date(endOfLagosDay('2026-11-28')))).toBe('2026-11-28');
    expect(lagosDate(new Date(Date.parse(endOfLagosDay('2026-11-28')) + 1))).toBe('2026-11-29');
  });

  it('Adds days and months and counts the days between across months, leap years and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
  });

  it('Knows the public holidays, fixed, Easter, Islamic and observed', () => {
    expect(isNigerianPublicHoliday('2026-10-01')).toBe(true); // Independence Day
    expect(isNigerianPublicHoliday('2026-04-03')).toBe(true); // Good Friday
    expect(isNigerianPublicHoliday('2026-04-06')).toBe(true); // Easter Monday
    expect(isNigerianPublicHoliday('2026-05-27')).toBe(true); // Eid-el-Kabir
    // Democracy Day 2027 is a Saturday: observed on Monday 14 June.
    expect(isNigerianPublicHoliday('2027-06-12')).toBe(true);
    expect(isNigerianPublicHoliday('2027-06-14')).toBe(true);
    expect(isNigerianPublicHoliday('2026-11-27')).toBe(false);
  });

  it('Counts working days without weekends and holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // a Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-12-25')).toBe(false); // Christmas
    // Thursday 24 December: Christmas (Fri), the weekend, Boxing Day observed on Monday 28.
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-29');
    // Friday to the next working day skips the weekend.
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 0)).toBe('2026-11-27');
  });
});
