import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { paymentReferences } from '../../../db/schema/index.js';
import { PaymentProviderError } from '../../../integrations/payments/types.js';
import { fulfilReference } from './fulfilment.js';

/** A reference is first re-checked this long after it was made (the customer may still be paying). */
const RECONCILE_AFTER_MS = 5 * 60_000;
/** Checks per reference: 5 min, 10, 20, 40 min, ... about two days in all. Then it is abandoned. */
const RECONCILE_MAX_CHECKS = 10;

/**
 * The reconciliation job: references still pending past a few minutes are verified with the provider
 * again, with backoff and a bounded number of checks, and fulfilled when the provider confirms them
 * (the customer paid but neither the payments call nor the webhook reached us).
 */
export async function reconcilePendingReferences(ctx: AppContext, limit = 100) {
  const { db } = ctx.database;
  const now = ctx.now();
  const lastCheck = sql`coalesce(${paymentReferences.lastCheckedAt}, ${paymentReferences.createdAt})`;
  // Due: 5 minutes after it was made, then 10, 20, 40 minutes... after the last check.
  const due = await db
    .select()
    .from(paymentReferences)
    .where(
      and(
        eq(paymentReferences.status, 'pending'),
        isNull(paymentReferences.fulfilledAt),
        sql`${paymentReferences.checkAttempts} < ${RECONCILE_MAX_CHECKS}`,
        sql`${lastCheck} + make_interval(secs => ${RECONCILE_AFTER_MS / 1000} * power(2, ${paymentReferences.checkAttempts})) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(lastCheck), asc(paymentReferences.id))
    .limit(limit);
  let fulfilled = 0;
  for (const ref of due) {
    let transaction = null;
    try {
      transaction = await ctx.payments.verifyTransaction(ref.reference);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
    }
    const outcome = await fulfilReference(ctx, ref.reference, transaction, 'reconciliation');
    if (outcome.kind === 'fulfilled' || outcome.kind === 'already_fulfilled') {
      fulfilled += 1;
      continue;
    }
    const attempts = ref.checkAttempts + 1;
    await db
      .update(paymentReferences)
      .set({
        checkAttempts: attempts,
        lastCheckedAt: now,
        updatedAt: now,
        ...(attempts >= RECONCILE_MAX_CHECKS
          ? {
              status: sql`case when ${paymentReferences.status} = 'pending' then 'abandoned' else ${paymentReferences.status} end`,
            }
          : {}),
      })
      .where(and(eq(paymentReferences.id, ref.id), isNull(paymentReferences.fulfilledAt)));
  }
  return { checked: due.length, fulfilled };
}
