import { type Claim, nairaToKobo } from '@alaafia/domain';
import { expect } from 'vitest';
import { api } from './checkout-helpers.js';
import { healthCashClaim, uploadClaimDocument } from './claims-support.js';
import { type TestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';
import { aCustomer } from './builders/customer.js';

/**
 * A verified customer with a yearly HealthCash policy from January files an accident claim of
 * `amountNaira`, and a claims officer approves it: its one payout waits for finance's approval.
 */
export async function approvedHealthCashClaim(
  t: TestApp,
  healthCashPlanId: number,
  amountNaira: number,
  dateOfEvent: string,
) {
  const c = await aCustomer(t)
    .verified()
    .withPolicy('HTCI', {
      planId: healthCashPlanId,
      startDate: '2026-01-05',
      paidTo: '2027-01-05',
      sumAssuredKobo: nairaToKobo(500_000),
      premiumKobo: nairaToKobo(1000),
    });
  const filed = await api(t.app, c).post(
    `/api/local/customers/${c.id}/claims`,
    healthCashClaim([await uploadClaimDocument(t, c)], {
      date_of_event: dateOfEvent,
      amount_claimed: amountNaira,
    }),
  );
  expect(filed.statusCode).toBe(201);
  const claim = filed.json<{ data: Claim }>().data;
  const officer = await signedInStaff(t.app, ['claims_officer'], 'po');
  const decided = await officer.post(`/api/admin/claims/${claim.id}/decision`, {
    decision: 'approve',
    reason: 'Evidence checked against the policy.',
  });
  expect(decided.statusCode).toBe(200);
  const payout = decided.json<{ data: Claim }>().data.payouts[0]!;
  return { customer: c, claim, payoutId: payout.id };
}
