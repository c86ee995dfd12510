import {
  daysBetween,
  KYC_DEADLINE_DAYS,
  kycReminderDue,
  lagosDate,
  PAUSED_DAYS_BEFORE_LAPSE,
  PRODUCT_TITLES,
  type ProductUid,
} from '@alaafia/domain';
import { and, eq, isNull, lte, min } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { customers, payments, policies } from '../../../db/schema/index.js';
import { notify } from '../../platform/messaging/index.js';
import {
  lapsePolicy,
  pauseForVerification,
  resumeAfterVerificationPause,
} from '../../cover/policies/index.js';

const productName = (uid: string) => PRODUCT_TITLES[uid as ProductUid] ?? uid;

/**
 * Customers who paid but have not finished identity verification (issue 15; docs/business-rules.md,
 * 'Verification after the sale'), with the day of their first payment. A customer whose
 * verification is held for our review has done their part and is left alone; closed accounts too.
 */
async function unverifiedPayers(db: DbOrTx) {
  return db
    .select({ customerId: customers.id, firstPaidAt: min(payments.paidAt) })
    .from(customers)
    .innerJoin(payments, eq(payments.customerId, customers.id))
    .where(
      and(
        eq(customers.haveCompletedKyc, false),
        eq(customers.kycInReviewStatus, false),
        isNull(customers.closedAt),
      ),
    )
    .groupBy(customers.id);
}

/**
 * The verification job (hourly, `kyc.deadline`): reminders 1, 7 and 25 days after the first payment
 * (each once, the latest one reached: a clock that jumps sends no pile of old reminders); at 30
 * days still unverified, the customer's active policies are paused for verification (no cover, no
 * automatic charge) and they are told; 60 days after that, still unverified, those policies lapse.
 */
export async function enforceKycDeadline(ctx: Pick<AppContext, 'database' | 'now'>) {
  const { db } = ctx.database;
  const now = ctx.now();
  const today = lagosDate(now);
  let reminded = 0;
  let suspended = 0;
  for (const row of await unverifiedPayers(db)) {
    if (!row.firstPaidAt) continue;
    const elapsed = daysBetween(lagosDate(new Date(row.firstPaidAt)), today);
    const reminder = kycReminderDue(elapsed);
    if (reminder !== null) {
      const sent = await notify(db, {
        customerId: row.customerId,
        at: now,
        event: 'kyc.reminder',
        key: `${row.customerId}:day${reminder}`,
        params: { daysLeft: Math.max(1, KYC_DEADLINE_DAYS - elapsed) },
      });
      if (sent) reminded += 1;
    }
    if (elapsed < KYC_DEADLINE_DAYS) continue;
    await db.transaction(async (tx) => {
      const paused = await pauseForVerification(tx, row.customerId, now);
      if (paused.length === 0) return;
      suspended += paused.length;
      await notify(tx, {
        customerId: row.customerId,
        at: now,
        event: 'kyc.suspended',
        key: `${row.customerId}:${paused
          .map((p) => p.id)
          .sort((a, b) => a - b)
          .join(',')}`,
        params: {
          products: [...new Set(paused.map((p) => productName(p.productUid)))].join(' and '),
        },
      });
    });
  }

  // Paused for verification PAUSED_DAYS_BEFORE_LAPSE days ago and still unverified: lapsed.
  const lapseBefore = new Date(now.getTime() - PAUSED_DAYS_BEFORE_LAPSE * 86_400_000);
  const toLapse = await db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.status, 'paused'),
        eq(policies.pauseReason, 'verification'),
        lte(policies.pausedAt, lapseBefore),
      ),
    );
  let lapsed = 0;
  for (const policy of toLapse) {
    await db.transaction(async (tx) => {
      const changed = await lapsePolicy(tx, policy, {
        job: 'kyc.deadline',
        now,
        tell: {
          event: 'cover.lapsed',
          key: `${policy.id}:verification:${lagosDate(policy.pausedAt!)}`,
          params: { product: productName(policy.productUid) },
        },
      });
      if (changed) lapsed += 1;
    });
  }
  return { reminded, suspended, lapsed };
}

/**
 * Verification finished: the customer's policies paused for it resume at once (in the caller's
 * transaction). A premium that fell due while paused is due from today (the paused days had no
 * cover and are not charged); the months already paid are kept.
 */
export async function resumeAfterVerification(
  tx: DbOrTx,
  customerId: number,
  now: Date,
): Promise<number> {
  const today = lagosDate(now);
  const paused = await tx
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.customerId, customerId),
        eq(policies.status, 'paused'),
        eq(policies.pauseReason, 'verification'),
      ),
    )
    .for('update');
  let resumed = 0;
  for (const policy of paused) {
    // A policy of the same product bought since holds the cover (one active per product).
    const [other] = await tx
      .select({ id: policies.id })
      .from(policies)
      .where(
        and(
          eq(policies.customerId, customerId),
          eq(policies.productUid, policy.productUid),
          eq(policies.status, 'active'),
        ),
      )
      .limit(1);
    if (other) continue;
    const moved = await resumeAfterVerificationPause(tx, policy, today, now, {
      event: 'cover.resumed',
      key: `${policy.id}:verified:${policy.pausedAt?.toISOString() ?? today}`,
      params: { product: productName(policy.productUid) },
    });
    if (moved) resumed += 1;
  }
  return resumed;
}
