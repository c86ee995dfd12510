import { describe, expect, it } from 'vitest';
import { coercedInt4, INT4_MAX, INT4_MIN, inputCopy, int4, text } from './input.js';

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
});
