import { describe, expect, it } from 'vitest';
import { formatNaira, formatThousands, koboToNaira, nairaToKobo } from './money.js';

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
  });

  it('When a premium is shown, then it has the naira sign', () => {
    expect(formatNaira(120000)).toBe('₦120,000');
    expect(formatNaira(1100.5)).toBe('₦1,100.5');
  });

  it('When naira go to the payment provider, then they are whole kobo', () => {
    expect(nairaToKobo(1100.5)).toBe(110050);
    expect(koboToNaira(110050)).toBe(1100.5);
  });
});
