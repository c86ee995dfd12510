import { describe, expect, it } from 'vitest';
import { hospitalRefundKobo } from './care-cases.js';
import { claimBenefitLabel } from './claim-terms.js';
import { kobo } from './money.js';

describe('the refund claim of a member who paid at the hospital (issue 39 item 6)', () => {
  it('When the member paid less than the benefit has left, then the refund is what they paid', () => {
    expect(hospitalRefundKobo(kobo(1_200_000), kobo(5_000_000))).toBe(1_200_000);
  });

  it('When the member paid more than the benefit has left that day, then the refund is what is left', () => {
    expect(hospitalRefundKobo(kobo(7_000_000), kobo(5_000_000))).toBe(5_000_000);
    expect(hospitalRefundKobo(kobo(7_000_000), kobo(0))).toBe(0);
  });

  it('When the benefit has no money limit (primary care, paid by capitation), then the refund is what they paid', () => {
    expect(hospitalRefundKobo(kobo(2_500_000), null)).toBe(2_500_000);
  });

  it('When a figure is below zero, then the refund is never below zero', () => {
    expect(hospitalRefundKobo(kobo(-100), kobo(5_000_000))).toBe(0);
    expect(hospitalRefundKobo(kobo(100), kobo(-5))).toBe(0);
  });
});

describe('what a claim is for, in words', () => {
  it('When a claim is a hospital refund, then it reads as one; a HealthCash benefit reads as its own label', () => {
    expect(claimBenefitLabel('hospital_refund')).toBe('Refund of a hospital charge');
    expect(claimBenefitLabel('accident_emergency')).toBe('Accidents and emergencies');
  });
});
