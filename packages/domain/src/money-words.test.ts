import { describe, expect, it } from 'vitest';
import { kobo, nairaInWords, nairaToKobo, parseNairaInput } from './money.js';

/**
 * The amount in words shown beside a payment a staff member makes (docs/business-rules.md, "Naira
 * amounts typed in"): every word of the numbers, and the edges of reading a typed amount (issue 43).
 */
describe('every number word', () => {
  it('When an amount is under twenty, then it reads as its own word', () => {
    const words = [
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'eleven',
      'twelve',
      'thirteen',
      'fourteen',
      'fifteen',
      'sixteen',
      'seventeen',
      'eighteen',
      'nineteen',
    ];
    words.forEach((word, i) => expect(nairaInWords(i + 1)).toBe(`${word} naira`));
  });

  it('When an amount is a round ten, then it reads as its tens word', () => {
    const tens = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
    tens.forEach((word, i) => expect(nairaInWords((i + 2) * 10)).toBe(`${word} naira`));
    expect(nairaInWords(73)).toBe('seventy-three naira');
  });
});

describe('reading a typed amount', () => {
  it('When dots group the thousands, then they are not a decimal point', () => {
    expect(parseNairaInput('1.000.000')).toBe(1_000_000);
  });
});

describe('what cannot be money', () => {
  it('When kobo are not whole, naira not finite or an amount in words negative, then each says why', () => {
    expect(() => kobo(1.5)).toThrow('kobo must be a whole number, got 1.5');
    expect(() => nairaToKobo(Number.NaN)).toThrow('naira must be finite');
    expect(() => nairaInWords(-1)).toThrow('naira must be a finite amount');
  });
});
