import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatLongDate } from './dates.js';

const lagos = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

describe('dates', () => {
  it('When a moment is shown, then it is the Lagos day, as Intl writes it', () => {
    expect(formatLongDate(new Date('2026-04-15T10:00:00.000Z'))).toBe('15 April 2026');
    expect(formatLongDate(new Date('2026-04-15T23:30:00.000Z'))).toBe('16 April 2026');
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2029, 0, 1); t += 7 * 3600 * 1000 + 60_000) {
      const date = new Date(t);
      expect(formatLongDate(date), date.toISOString()).toBe(lagos.format(date));
    }
  });

  it('When a calendar day from the API is shown, then it reads day, month name, year', () => {
    expect(formatCalendarDate('2027-11-22')).toBe('22 November 2027');
    expect(formatCalendarDate('2027-01-01T00:00:00.000Z')).toBe('1 January 2027');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });
});
