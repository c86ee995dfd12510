import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { freeMonths, policies } from '../src/db/schema/index.js';
import { payCall, sandboxCharge } from './checkout-helpers.js';
import type { signUp } from './helpers.js';
import { usePaymentsApp } from './payments-support.js';

/** What a free-month reference costs: the ₦50 card verification (issue 12). */
export const FREE = 5000;

/**
 * What the free month's test files share (free-month.test.ts, free-month-races.test.ts): the
 * checkout's payments set-up (usePaymentsApp: the app on its test clock from 10 March 2026, 09:00
 * UTC, the seeded plans), a customer's health policies and free months given, a customer with the
 * health plan in the cart, and a reference paid through the sandbox and the payments call.
 */
export function useFreeMonthApp() {
  const app = usePaymentsApp();
  const { t, plans, customerWith } = app;

  async function healthPolicies(customerId: number) {
    return t.database.db
      .select()
      .from(policies)
      .where(and(eq(policies.customerId, customerId), eq(policies.productUid, 'HI')))
      .orderBy(policies.id);
  }

  async function grants(customerId: number) {
    return t.database.db.select().from(freeMonths).where(eq(freeMonths.customerId, customerId));
  }

  function customerWithCart() {
    return customerWith([{ plan_id: plans.health.planId }]);
  }

  async function pay(c: Awaited<ReturnType<typeof signUp>>, reference: string) {
    await sandboxCharge(t.app, reference);
    const res = await payCall(t.app, c, { payment_reference: reference });
    expect(res.statusCode).toBe(200);
    return res;
  }

  return { ...app, healthPolicies, grants, customerWithCart, pay };
}
