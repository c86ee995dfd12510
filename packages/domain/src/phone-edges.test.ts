import { describe, expect, it } from 'vitest';
import { maskPhoneNumber, normalizeNigerianPhone } from './phone.js';

/** Nigerian mobile numbers at their edges: digits around a number, and the mask of a short value (issue 43). */
describe('a Nigerian mobile number', () => {
  it('When digits stand before or after an otherwise right number, then it is no number', () => {
    for (const input of [
      '908031234567',
      '080312345678',
      '1+2348031234567',
      '+23480312345678',
      '2342348031234567',
      '+234+2348031234',
    ])
      expect(normalizeNigerianPhone(input), input).toBeNull();
  });

  it('When a value has exactly four digits, then its last two are shown; fewer, none', () => {
    expect(maskPhoneNumber('ab1234')).toBe('*** **34');
    expect(maskPhoneNumber('123')).toBe('***');
    expect(maskPhoneNumber('ab12')).toBe('***');
  });
});
