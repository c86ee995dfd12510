import { beforeAll } from 'vitest';
import type { SandboxPaymentProvider } from '../src/integrations/payments/sandbox.js';
import { fillCart, seededPlans, testClock } from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';

type Plans = Awaited<ReturnType<typeof seededPlans>>;

/**
 * What the checkout's payments test files share (payments.test.ts, payments-races.test.ts,
 * payments-rules.test.ts, and the free month's files through free-month-support.ts): the app on a
 * clock the test moves (from 10 March 2026, 09:00 UTC), the seeded health and HealthCash plans
 * (filled in before the file's tests, as `t` is), the sandbox payment provider, and a new customer
 * with a cart of the given plans.
 */
export function usePaymentsApp() {
  const clock = testClock();
  const t = useTestApp({ overrides: { now: clock.now } });
  const plans = {} as Plans;
  beforeAll(async () => {
    Object.assign(plans, await seededPlans(t));
  });
  const sandbox = () => t.ctx.payments as SandboxPaymentProvider;
  async function customerWith(items: { plan_id: number }[]) {
    const c = await signUp(t.app);
    await fillCart(t.app, c, items);
    return c;
  }
  return { clock, t, plans, sandbox, customerWith };
}
