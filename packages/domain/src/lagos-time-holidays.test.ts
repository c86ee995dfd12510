import { describe, expect, it } from 'vitest';
import {
  addMonths,
  easterSunday,
  isNigerianPublicHoliday,
  isWorkingDay,
  lunarHolidaysWarning,
  nigerianPublicHolidays,
} from './lagos-time.js';

/**
 * The service clock's calendar (docs/business-rules.md, 'The service clock'): every holiday the
 * claims and pre-authorisation clocks skip, and the edges of Easter and of observed days (issue 43).
 */
describe('the Islamic holidays the clock skips (declared or expected, as the days off fall)', () => {
  const lunar: Record<string, string[]> = {
    'Eid-el-Fitr': [
      '2025-03-31',
      '2025-04-01',
      '2026-03-20',
      '2026-03-23',
      '2027-03-10',
      '2027-03-11',
      '2028-02-28',
      '2028-02-29',
      '2029-02-14',
      '2029-02-15',
      '2030-02-04',
      '2030-02-05',
    ],
    'Eid-el-Kabir': [
      '2025-06-06',
      '2025-06-09',
      '2026-05-27',
      '2026-05-28',
      '2027-05-17',
      '2027-05-18',
      '2028-05-05',
      '2028-05-08',
      '2029-04-24',
      '2029-04-25',
      '2030-04-15',
      '2030-04-16',
    ],
    'Eid-el-Maulud': [
      '2025-09-05',
      '2026-08-26',
      '2027-08-16',
      '2028-08-03',
      '2029-07-24',
      '2030-07-15',
    ],
  };

  for (const [holiday, days] of Object.entries(lunar))
    it(`When the day is ${holiday} (a day off), then it is a holiday and no working day`, () => {
      for (const day of days) {
        expect(isNigerianPublicHoliday(day), day).toBe(true);
        expect(isWorkingDay(day), day).toBe(false);
      }
    });

  it('When a year’s holidays are listed, then only that year’s days are in it', () => {
    const days = [...nigerianPublicHolidays(2027)];
    expect(days.length).toBeGreaterThan(0);
    expect(days.filter((d) => !d.startsWith('2027-'))).toEqual([]);
  });

  it('When the last known year itself is reached, then the warning asks for the following years', () => {
    expect(lunarHolidaysWarning('2030-06-01')).toBe(
      'The Islamic holidays of the claims clock end in 2030. Add the following years before then (packages/domain/src/lagos-time.ts, LUNAR_HOLIDAYS).',
    );
  });
});

describe('fixed holidays and the day they are observed', () => {
  it('When it is New Year’s Day, then it is a holiday', () => {
    expect(isNigerianPublicHoliday('2026-01-01')).toBe(true);
  });

  it('When a fixed holiday falls on a Sunday, then the Monday after is off, not the Tuesday', () => {
    // Independence Day 2028 is a Sunday.
    expect(isNigerianPublicHoliday('2028-10-02')).toBe(true);
    expect(isNigerianPublicHoliday('2028-10-03')).toBe(false);
  });
});

describe('Easter in the years the algorithm’s terms turn', () => {
  it('When the year is a multiple of 19 (its golden number 1), or one of the rare late corrections, then Easter is still right', () => {
    expect(easterSunday(2014)).toBe('2014-04-20');
    expect(easterSunday(2049)).toBe('2049-04-18');
    expect(easterSunday(2076)).toBe('2076-04-19');
  });
});

describe('months added', () => {
  it('When the year has fewer than four digits, then it is still written with four', () => {
    expect(addMonths('0999-01-31', 1)).toBe('0999-02-28');
  });
});
