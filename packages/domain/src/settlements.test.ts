import { describe, expect, it } from 'vitest';
import { paystackLocalFeeKobo, paystackTransferFeeKobo } from './settlements.js';

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

describe("Paystack's transfer fee", () => {
  it('When a transfer is up to ₦5,000, then the fee is ₦10; up to ₦50,000, ₦25; above, ₦50', () => {
    expect(paystackTransferFeeKobo(100)).toBe(1_000);
    expect(paystackTransferFeeKobo(500_000)).toBe(1_000);
    expect(paystackTransferFeeKobo(500_001)).toBe(2_500);
    expect(paystackTransferFeeKobo(5_000_000)).toBe(2_500);
    expect(paystackTransferFeeKobo(5_000_001)).toBe(5_000);
    expect(paystackTransferFeeKobo(200_000_000_000)).toBe(5_000);
  });
});
