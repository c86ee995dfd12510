import { describe, expect, it } from 'vitest';
import { paystackLocalFeeKobo } from './settlements.js';

describe("Paystack's local fee", () => {
  it('When a charge is under ₦2,500, then the fee is 1.5% with the ₦100 waived', () => {
    expect(paystackLocalFeeKobo(110_000)).toBe(1_650);
    expect(paystackLocalFeeKobo(249_999)).toBe(3_750);
  });
  it('When a charge is ₦2,500 or more, then the fee is 1.5% + ₦100', () => {
    expect(paystackLocalFeeKobo(250_000)).toBe(13_750);
    expect(paystackLocalFeeKobo(1_000_000)).toBe(25_000);
  });
  it('When 1.5% + ₦100 would exceed ₦2,000, then the fee is ₦2,000', () => {
    expect(paystackLocalFeeKobo(12_666_700)).toBe(200_000);
    expect(paystackLocalFeeKobo(100_000_000)).toBe(200_000);
    expect(paystackLocalFeeKobo(12_600_000)).toBe(199_000);
  });
});
