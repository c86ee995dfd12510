import { describe, expect, it } from 'vitest';
import {
  formatKobo,
  formatNaira,
  formatThousands,
  kobo,
  koboToNaira,
  koboToNairaOrNull,
  nairaToKobo,
  nairaInWords,
  parseNairaInput,
} from './money.js';

const intl = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2, minimumFractionDigits: 0 });

describe('money', () => {
  it('When an amount is shown, then it reads as en-NG grouping does, with at most two decimals', () => {
    const amounts = [
      0, 1, 12, 999, 1000, 1100, 1100.5, 1100.25, 1100.05, 120000, 500000, 1234567.89, 50, 99999.99,
      1_000_000, 7_500_000_000, -2500, -0.5, 0.1, 0.01, 12.3, 1500.1,
    ];
    for (const amount of amounts)
      expect(formatThousands(amount), String(amount)).toBe(intl.format(amount));
  });

  it('When every kobo amount up to N20,000 is shown, then it matches Intl exactly', () => {
    for (let kobo = 0; kobo <= 2_000_000; kobo += 37) {
      const naira = koboToNaira(kobo);
      expect(formatThousands(naira)).toBe(intl.format(naira));
    }
    // 54,000 comparisons: seconds on a busy 2-core machine, longer under Stryker's instrumentation.
  }, 60_000);

  it('When a premium is shown, then it has the naira sign', () => {
    expect(formatNaira(120000)).toBe('₦120,000');
    expect(formatNaira(1100.5)).toBe('₦1,100.50');
    expect(formatNaira(15955.5)).toBe('₦15,955.50');
    expect(formatNaira(0.05)).toBe('₦0.05');
    expect(formatNaira(1100.25)).toBe('₦1,100.25');
  });

  it('When naira go to the payment provider, then they are whole kobo', () => {
    expect(nairaToKobo(1100.5)).toBe(110050);
    expect(koboToNaira(110050)).toBe(1100.5);
  });
});

describe('kobo at the edges', () => {
  it('When a kobo amount is shown to a customer, then it reads in naira with the sign', () => {
    expect(formatKobo(kobo(12_000_000))).toBe('₦120,000');
    expect(formatKobo(kobo(110_050))).toBe('₦1,100.50');
    expect(formatKobo(kobo(0))).toBe('₦0');
  });

  it('When a nullable kobo column goes into an answer, then it is naira, and null stays null', () => {
    expect(koboToNairaOrNull(kobo(250_000))).toBe(2500);
    expect(koboToNairaOrNull(kobo(0))).toBe(0);
    expect(koboToNairaOrNull(null)).toBeNull();
  });
});

describe('naira to kobo', () => {
  it('When the amount is not a finite number, then it is refused before it reaches the provider', () => {
    for (const bad of [NaN, Infinity, -Infinity])
      expect(() => nairaToKobo(bad), String(bad)).toThrow(RangeError);
  });

  it('When the amount has a fraction of a kobo, then it is rounded to the nearest kobo', () => {
    expect(nairaToKobo(50)).toBe(5000);
    expect(nairaToKobo(0.015)).toBe(2);
    expect(nairaToKobo(0.004)).toBe(0);
    expect(nairaToKobo(1_000_000)).toBe(100_000_000);
  });
});

describe('a typed money amount', () => {
  it('When the customer types naira with a sign, spaces and commas, then the whole naira are read', () => {
    expect(parseNairaInput('₦ 120,000')).toBe(120_000);
    expect(parseNairaInput('30000')).toBe(30_000);
    expect(parseNairaInput(' 1 500 ')).toBe(1_500);
    expect(parseNairaInput('0')).toBe(0);
  });

  it('When nothing numeric is typed, then there is no amount', () => {
    expect(parseNairaInput('')).toBeNull();
    expect(parseNairaInput('₦')).toBeNull();
    expect(parseNairaInput('abc')).toBeNull();
  });

  it('When a minus is typed, then only the digits count (amounts are whole and positive)', () => {
    expect(parseNairaInput('-500')).toBe(500);
  });

  it('When kobo follow a decimal point, then they are dropped, never read as more naira (issue 25)', () => {
    expect(parseNairaInput('1,100.50')).toBe(1_100);
    expect(parseNairaInput('₦180,000.00')).toBe(180_000);
    expect(parseNairaInput('45000.5')).toBe(45_000);
    expect(parseNairaInput(' ₦ 45 000.00 ')).toBe(45_000);
    expect(parseNairaInput('.50')).toBeNull();
  });

  it('When the digits pass the largest safe integer, then there is no amount', () => {
    expect(parseNairaInput(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseNairaInput('9007199254740993')).toBeNull();
  });
});

describe('an amount in words', () => {
  it('When a staff member is about to pay an amount, then it reads in words as it is said', () => {
    expect(nairaInWords(45_000)).toBe('forty-five thousand naira');
    expect(nairaInWords(4_500)).toBe('four thousand, five hundred naira');
    expect(nairaInWords(1_100_000)).toBe('one million, one hundred thousand naira');
    expect(nairaInWords(180_015)).toBe('one hundred and eighty thousand and fifteen naira');
    expect(nairaInWords(250_999)).toBe(
      'two hundred and fifty thousand, nine hundred and ninety-nine naira',
    );
    expect(nairaInWords(12)).toBe('twelve naira');
    expect(nairaInWords(0)).toBe('zero naira');
    expect(nairaInWords(2_000_000_000)).toBe('two billion naira');
    expect(nairaInWords(20)).toBe('twenty naira');
    expect(nairaInWords(1_000)).toBe('one thousand naira');
    expect(nairaInWords(999_999_999_999_999)).toBe(
      'nine hundred and ninety-nine trillion, nine hundred and ninety-nine billion, nine hundred and ninety-nine million, nine hundred and ninety-nine thousand, nine hundred and ninety-nine naira',
    );
    // Past the trillions the words stop: the figure is said with its commas.
    expect(nairaInWords(1_000_000_000_000_000)).toBe('1,000,000,000,000,000 naira');
  });

  it('When the amount has kobo, then only the whole naira are said; a negative amount is refused', () => {
    expect(nairaInWords(1_100.5)).toBe('one thousand, one hundred naira');
    expect(() => nairaInWords(-1)).toThrow(RangeError);
  });
});

describe('formatting edge cases', () => {
  it('When the amount is not finite, then it is shown as JavaScript writes it', () => {
    expect(formatThousands(NaN)).toBe('NaN');
    expect(formatThousands(Infinity)).toBe('Infinity');
  });

  it('When a negative amount rounds to zero, then no minus is shown', () => {
    expect(formatThousands(-0.001)).toBe('0');
    expect(formatThousands(-0.5)).toBe('-0.5');
  });
});
