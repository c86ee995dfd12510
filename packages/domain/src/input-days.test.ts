import { describe, expect, it } from 'vitest';
import { calendarDay, calendarMonth } from './input.js';

/** A day or a month in a request: one message, the request's own, whatever is wrong (issue 43). */
const messages = (r: { error?: { issues: { message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.message);

describe('a day and a month in a request', () => {
  it('When a day does not exist, even in a year out of range, then only the request’s own message is given', () => {
    expect(messages(calendarDay('Enter the day').safeParse('2026-02-30'))).toEqual([
      'Enter the day',
    ]);
    expect(messages(calendarDay('Enter the day').safeParse('1999-02-30'))).toEqual([
      'Enter the day',
    ]);
  });

  it('When a day or a month is not text, then the request’s own message is given', () => {
    expect(messages(calendarDay('Enter the day').safeParse(20260101))).toEqual(['Enter the day']);
    expect(messages(calendarMonth('Enter the month').safeParse(202601))).toEqual([
      'Enter the month',
    ]);
  });
});
