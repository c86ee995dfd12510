import { expect } from 'vitest';
import { upsertNextOfKin } from '../src/modules/customers/next-of-kin/next-of-kin.repo.js';
import { multipart, samples } from './file-samples.js';
import type { TestApp } from './helpers.js';

/**
 * What the claims test files share (claims.test.ts, claims-rules.test.ts, claims-races.test.ts and
 * the others that file a claim): the customer's evidence uploaded as the claim form uploads it, the
 * payout account, the bodies of a HealthCash accident claim and an income protection claim, and the
 * next of kin who may claim for a death.
 */

/**
 * The payout account the sandbox's account look-up finds in the customer's name (one ending 0001
 * is someone else's).
 */
export const claimBank = { bank_code: '058', account_number: '0123456789' };

/**
 * Uploads a PDF as the signed-in customer's claim evidence (POST /api/local/upload/s3, `type`
 * claim_document unless told) and answers its file URL; `content` gives the file its own bytes
 * (its own hash).
 */
export async function uploadClaimDocument(
  t: TestApp,
  c: { cookie: string },
  { type = 'claim_document', content = samples.pdf }: { type?: string; content?: Buffer } = {},
) {
  const { payload, headers } = await multipart(
    { type },
    { name: 'bill.pdf', content, type: 'application/pdf' },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/local/upload/s3',
    headers: { ...headers, cookie: c.cookie },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { file_url: string } }>().data.file_url;
}

/**
 * A ₦80,000 HealthCash accident-and-emergency claim for 28 May 2026 with the evidence given, paid
 * to `claimBank`.
 */
export function healthCashClaim(documents: string[], overrides: Record<string, unknown> = {}) {
  return {
    product_uid: 'HTCI',
    benefit: 'accident_emergency',
    date_of_event: '2026-05-28',
    amount_claimed: 80_000,
    documents,
    ...claimBank,
    ...overrides,
  };
}

/**
 * An income protection claim for a dismissal on 20 May 2026, with no notice before the purchase,
 * the evidence given, paid to `claimBank`.
 */
export function incomeClaim(documents: string[], overrides: Record<string, unknown> = {}) {
  return {
    product_uid: 'EI',
    reason: 'dismissal',
    date_of_job_loss: '2026-05-20',
    notice_before_purchase: false,
    documents,
    ...claimBank,
    ...overrides,
  };
}

/**
 * Names Ngozi Okeke, a sibling, on `phone` as the customer's next of kin (saved by the next-of-kin
 * module's own function, as the settings page saves one); answers the phone.
 */
export async function addNextOfKin(t: TestApp, customerId: number, phone: string) {
  await upsertNextOfKin(
    t.database.db,
    { customerId, firstName: 'Ngozi', lastName: 'Okeke', phone, relationship: 'Sibling' },
    t.ctx.now(),
  );
  return phone;
}
