import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  calendarMonth,
  coercedInt4,
  INT4_MAX,
  INT4_MIN,
  inputCopy,
  int4,
  text,
} from './input.js';

describe('request primitives (issue 12)', () => {
  it('When a string holds a NUL anywhere, then text() refuses it with the input copy', () => {
    for (const value of ['\u0000', 'Ikeja\u0000', 'a\u0000b']) {
      const result = text().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(inputCopy.nul);
    }
    expect(text().trim().parse('  Ọlá 🇳🇬  ')).toBe('Ọlá 🇳🇬');
  });

  it('When a number leaves int4, then int4() and coercedInt4() refuse it; its edges pass', () => {
    expect(int4().parse(INT4_MAX)).toBe(INT4_MAX);
    expect(int4().parse(INT4_MIN)).toBe(INT4_MIN);
    expect(coercedInt4().parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const value of [INT4_MAX + 1, INT4_MIN - 1, 1e20]) {
      expect(int4().safeParse(value).error?.issues[0]?.message).toBe(inputCopy.outOfRange);
      expect(coercedInt4().safeParse(String(value)).error?.issues[0]?.message).toBe(
        inputCopy.outOfRange,
      );
    }
  });

  it("When a day or month is out of the years 2000-2099 or not on the calendar, then it is refused with one message: the range copy, or the field's own for any other form", () => {
    const day = calendarDay('Enter a day');
    const month = calendarMonth('Enter a month');
    const messages = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((i) => i.message);
    for (const ok of ['2000-01-01', '2026-02-28', '2028-02-29', '2099-12-31'])
      expect(day.parse(ok)).toBe(ok);
    for (const ok of ['2000-01', '2026-12', '2099-12']) expect(month.parse(ok)).toBe(ok);
    for (const far of ['1999-12-31', '1900-01-01', '0000-01-01', '2100-01-01', '9999-12-31'])
      expect(messages(day.safeParse(far))).toEqual([inputCopy.dayOutOfRange]);
    for (const far of ['1999-12', '0000-01', '0001-01', '2100-01', '9999-12'])
      expect(messages(month.safeParse(far))).toEqual([inputCopy.monthOutOfRange]);
    for (const bad of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      'abc',
      '',
    ])
      expect(messages(day.safeParse(bad))).toEqual(['Enter a day']);
    for (const bad of ['2026-00', '2026-13', '2026-1', '2026-01-01', '10000-01', 'abc'])
      expect(messages(month.safeParse(bad))).toEqual(['Enter a month']);
    expect(messages(day.safeParse(20260101))).toEqual(['Enter a day']);
    expect(messages(day.safeParse('2026-01-01\u0000'))).toEqual([inputCopy.nul, 'Enter a day']);
  });
});
