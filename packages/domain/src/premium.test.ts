import { describe, expect, it } from 'vitest';
import { premiumSchema } from './premium.js';

/** A premium as the dashboard reads it (dashboard-and-kyc.md section 3; issue 15; issue 43). */
const premium = {
  product_prefix_code: 'HI',
  product_id: 2,
  sum_assured: 500_000,
  premium: 5000,
  policy_duration: 'Monthly',
  company: null,
  active: false,
  next_payment_date: '2026-07-01',
  policy_document: null,
  date_cancelled: null,
};

describe('a premium’s payment state', () => {
  it('When a premium is paid, overdue, paused or ended, then the state is read; paused for payment or verification', () => {
    for (const payment_state of ['paid', 'overdue', 'paused', 'ended'])
      expect(premiumSchema.parse({ ...premium, payment_state }).payment_state).toBe(payment_state);
    for (const paused_reason of ['payment', 'verification', null])
      expect(premiumSchema.parse({ ...premium, paused_reason }).paused_reason).toBe(paused_reason);
  });

  it('When a state or a reason is not one of those, then the answer is refused; an older server’s has none', () => {
    expect(premiumSchema.safeParse({ ...premium, payment_state: 'lapsed' }).success).toBe(false);
    expect(premiumSchema.safeParse({ ...premium, paused_reason: 'fraud' }).success).toBe(false);
    expect(premiumSchema.parse(premium)).toEqual(premium);
  });
});
