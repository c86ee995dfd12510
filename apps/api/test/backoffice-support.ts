import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { paymentReferences, payments } from '../src/db/schema/index.js';
import {
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
} from './checkout-helpers.js';
import { signUp, type TestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';

/**
 * What the back office's test files share (backoffice.test.ts, backoffice-races.test.ts,
 * money-queue.test.ts): a signed-in staff member, and a customer who paid for HealthCash by card (the
 * payment's reference, amount and customer), whose money a refund may send back.
 */
export function backofficeSupport(t: TestApp) {
  const staff = (app: FastifyInstance, roles: string[]) => signedInStaff(app, roles, 'bo');

  async function paidHealthCash() {
    const c = await signUp(t.app);
    const { healthCash } = await seededPlans(t);
    await fillCart(t.app, c, [{ plan_id: healthCash.planId }]);
    const { reference } = await cardReference(t.app, c);
    await sandboxCharge(t.app, reference);
    const paid = await payCall(t.app, c, { payment_reference: reference });
    expect(paid.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ amount: payments.amountKobo, customerId: paymentReferences.customerId })
      .from(payments)
      .innerJoin(paymentReferences, eq(paymentReferences.id, payments.paymentReferenceId))
      .where(eq(paymentReferences.reference, reference));
    return { c, reference, amountKobo: row!.amount, customerId: row!.customerId };
  }

  return { staff, paidHealthCash };
}
