import {
  addDays,
  CLAIM_SLA_ALERT_DAYS,
  CLAIM_STATUTORY_DAYS,
  EI_CONFIRMATION_DAYS,
  EI_CONFIRMATION_LEAD_DAYS,
  EI_CONFIRMATION_REMINDER_DAYS,
  formatKobo,
  formatLongDate,
  formatCalendarDate,
  lagosDate,
  lunarHolidaysWarning,
  SETTLEMENT_ALERT_DAY,
  settlementClock,
  startOfLagosDay,
  UNDECIDED_CLAIM_STATUSES,
} from '@alaafia/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { claims, payouts } from '../../../db/schema/index.js';
import { activeAdministrators, activeStaffWithRoles } from '../../platform/access/index.js';
import { notify } from '../../platform/messaging/index.js';
import { raiseWorkItem, workItemRaised } from '../../platform/work-queue/index.js';
import { moveClaim } from './claim-moves.js';
import { cancelRemainingPayouts } from './payouts.js';
import { sendDuePayouts } from './payout-transfers.js';

const DAY_MS = 86_400_000;

/**
 * The claims clock (claims.schedule, hourly, and on POST /api/sandbox/jobs/run):
 * - approved payouts that fell due are sent;
 * - income protection: the customer is asked EI_CONFIRMATION_LEAD_DAYS before each later payment
 *   whether they are still out of work, reminded on days 3 and 10, and if they have not answered
 *   after EI_CONFIRMATION_DAYS the remaining payments stop and the claim is closed;
 * - a claim not yet decided CLAIM_SLA_ALERT_DAYS after it was filed alerts the administrators once
 *   (finance_items 'claim.sla', and an e-mail to every administrator); monthly income payments
 *   scheduled by design after an approval do not;
 * - an approved claim whose payment fallen due is still not sent SETTLEMENT_ALERT_DAY days after
 *   filing (waiting for finance's approval, approved but not sent, failed) alerts finance and the
 *   administrators once (finance_items 'claim.payment_sla', and an e-mail): s.210's clock runs to
 *   the payment;
 * - from the year before the Islamic holidays of the claims clock run out, a warning once a year in
 *   the log and the back office's queue (finance_items 'claims.holidays').
 */
export async function runClaimsSchedule(ctx: AppContext, log?: FastifyBaseLogger) {
  const sent = await sendDuePayouts(ctx);
  const asked = await askForConfirmations(ctx);
  const alerts = await alertNearingStatutoryLimit(ctx);
  const paymentAlerts = await alertPaymentsNearingLimit(ctx);
  const holidays = await warnHolidaysRunningOut(ctx, log);
  return { sent, ...asked, alerts, paymentAlerts, holidays };
}

/** docs/business-rules.md, 'The service clock': the Islamic holidays' table nears its end. */
async function warnHolidaysRunningOut(ctx: AppContext, log?: FastifyBaseLogger) {
  const { db } = ctx.database;
  const now = ctx.now();
  const today = lagosDate(now);
  const warning = lunarHolidaysWarning(today);
  if (!warning) return 0;
  const reference = `claims-holidays-${today.slice(0, 4)}`;
  if (await workItemRaised(db, 'claims.holidays', reference)) return 0;
  await raiseWorkItem(db, {
    kind: 'claims.holidays',
    customerId: null,
    transactionReference: reference,
    amountKobo: null,
    note: warning,
    now,
  });
  log?.warn({ reference }, warning);
  return 1;
}

async function askForConfirmations(ctx: AppContext) {
  const { db } = ctx.database;
  const now = ctx.now();
  const today = lagosDate(now);
  let requested = 0;
  let reminded = 0;
  let closed = 0;

  // Ask: the next later part whose due date is within the lead days.
  const toAsk = await db
    .select({ payout: payouts, claim: claims })
    .from(payouts)
    .innerJoin(claims, eq(claims.id, payouts.claimId))
    .where(
      and(
        eq(payouts.status, 'scheduled'),
        isNull(payouts.confirmationRequestedAt),
        lte(payouts.dueDate, addDays(today, EI_CONFIRMATION_LEAD_DAYS)),
        inArray(claims.status, ['approved', 'paying']),
      ),
    )
    .orderBy(asc(payouts.sequence));
  const askedClaims = new Set<number>();
  for (const { payout, claim } of toAsk) {
    if (askedClaims.has(claim.id)) continue; // one question at a time per claim
    askedClaims.add(claim.id);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(payouts)
        .set({ confirmationRequestedAt: now, updatedAt: now })
        .where(and(eq(payouts.id, payout.id), isNull(payouts.confirmationRequestedAt)))
        .returning();
      if (!row) return;
      requested += 1;
      await notify(tx, {
        customerId: claim.customerId,
        event: 'claim.confirmation_requested',
        key: `payout:${payout.id}:confirm`,
        params: {
          claimNumber: claim.claimNumber,
          amount: formatKobo(payout.amountKobo),
          answerBy: formatLongDate(new Date(now.getTime() + EI_CONFIRMATION_DAYS * DAY_MS)),
        },
        at: now,
      });
    });
  }

  // Remind, then stop.
  const waiting = await db
    .select({ payout: payouts, claim: claims })
    .from(payouts)
    .innerJoin(claims, eq(claims.id, payouts.claimId))
    .where(
      and(
        eq(payouts.status, 'scheduled'),
        isNotNull(payouts.confirmationRequestedAt),
        isNull(payouts.confirmed),
        inArray(claims.status, ['approved', 'paying']),
      ),
    );
  for (const { payout, claim } of waiting) {
    const askedAt = payout.confirmationRequestedAt!.getTime();
    const answerBy = askedAt + EI_CONFIRMATION_DAYS * DAY_MS;
    if (now.getTime() >= answerBy) {
      await db.transaction(async (tx) => {
        const [fresh] = await tx.select().from(claims).where(eq(claims.id, claim.id)).for('update');
        if (!fresh || !['approved', 'paying'].includes(fresh.status)) return;
        await cancelRemainingPayouts(tx, claim.id, now, 'No answer within 14 days.');
        await moveClaim(tx, fresh, 'closed', {
          actor: 'system',
          now,
          note: { copy: 'noAnswer', values: { days: String(EI_CONFIRMATION_DAYS) } },
          message: {
            reason: `we did not hear within ${EI_CONFIRMATION_DAYS} days that you are still out of work, so the payments stopped. Contact us if you are still out of work.`,
          },
        });
        closed += 1;
      });
      continue;
    }
    const next = EI_CONFIRMATION_REMINDER_DAYS[payout.remindersSent];
    if (next === undefined || now.getTime() < askedAt + next * DAY_MS) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(payouts)
        .set({ remindersSent: payout.remindersSent + 1, updatedAt: now })
        .where(and(eq(payouts.id, payout.id), eq(payouts.remindersSent, payout.remindersSent)))
        .returning();
      if (!row) return;
      reminded += 1;
      await notify(tx, {
        customerId: claim.customerId,
        event: 'claim.confirmation_reminder',
        key: `payout:${payout.id}:remind:${payout.remindersSent + 1}`,
        params: {
          claimNumber: claim.claimNumber,
          amount: formatKobo(payout.amountKobo),
          answerBy: formatLongDate(new Date(answerBy)),
        },
        at: now,
      });
    });
  }
  return { requested, reminded, closed };
}

/**
 * Claims not yet decided CLAIM_SLA_ALERT_DAYS after filing: one alert each, before the 60-day limit
 * (NIIRA 2025 s.210 is about settling an admitted claim; an approved claim's monthly parts are paid
 * on their schedule and do not raise it).
 */
async function alertNearingStatutoryLimit(ctx: AppContext) {
  const { db } = ctx.database;
  const now = ctx.now();
  const threshold = new Date(now.getTime() - CLAIM_SLA_ALERT_DAYS * DAY_MS);
  const due = await db
    .select()
    .from(claims)
    .where(
      and(
        inArray(claims.status, [...UNDECIDED_CLAIM_STATUSES]),
        isNull(claims.slaAlertedAt),
        lte(claims.createdAt, threshold),
      ),
    );
  const alerted: { claimNumber: string; deadline: string; status: string }[] = [];
  for (const claim of due) {
    const deadline = formatLongDate(
      new Date(claim.createdAt.getTime() + CLAIM_STATUTORY_DAYS * DAY_MS),
    );
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(claims)
        .set({ slaAlertedAt: now })
        .where(and(eq(claims.id, claim.id), isNull(claims.slaAlertedAt)))
        .returning();
      if (!row) return false;
      await raiseWorkItem(tx, {
        kind: 'claim.sla',
        claimId: claim.id,
        customerId: claim.customerId,
        transactionReference: claim.claimNumber,
        amountKobo: null,
        note: `Claim ${claim.claimNumber} (${claim.status}) was filed ${CLAIM_SLA_ALERT_DAYS} days ago and is not decided; the law requires it settled by ${deadline}.`,
        now,
      });
      return true;
    });
    if (done) alerted.push({ claimNumber: claim.claimNumber, deadline, status: claim.status });
  }
  if (alerted.length > 0) {
    // One e-mail to each administrator, through messaging (queued, retried): the work items stand
    // whatever happens to it.
    const claimLines = alerted
      .map((a) => `- ${a.claimNumber} (${a.status}): settle by ${a.deadline}`)
      .join('\n');
    await db.transaction(async (tx) => {
      for (const admin of await activeAdministrators(tx)) {
        await notify(tx, {
          staffId: admin.id,
          event: 'claims.sla-alert',
          key: `${admin.id}:${now.toISOString()}`,
          params: { count: alerted.length, claims: claimLines },
          at: now,
        });
      }
    });
  }
  return alerted.length;
}

/** An approved claim's payment that is due and not yet with the bank or paid. */
const PAYMENT_WAITING = ['awaiting_approval', 'approved', 'failed', 'reversed'] as const;

/**
 * Approved claims with a payment fallen due and not sent SETTLEMENT_ALERT_DAY days after filing:
 * one alert each (issue 36; NIIRA 2025 s.210 counts 60 days to the payment, not to the decision).
 */
async function alertPaymentsNearingLimit(ctx: AppContext) {
  const { db } = ctx.database;
  const now = ctx.now();
  const today = lagosDate(now);
  const threshold = startOfLagosDay(addDays(today, 1 - SETTLEMENT_ALERT_DAY));
  const due = await db
    .selectDistinct({ claim: claims })
    .from(claims)
    .innerJoin(payouts, eq(payouts.claimId, claims.id))
    .where(
      and(
        isNull(claims.paymentAlertedAt),
        lt(claims.createdAt, threshold),
        inArray(payouts.status, [...PAYMENT_WAITING]),
        lte(payouts.dueDate, today),
      ),
    );
  const alerted: { claimNumber: string; deadline: string; daysLeft: number }[] = [];
  for (const { claim } of due) {
    const clock = settlementClock(lagosDate(claim.createdAt), today);
    const deadline = formatCalendarDate(clock.dueBy);
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(claims)
        .set({ paymentAlertedAt: now })
        .where(and(eq(claims.id, claim.id), isNull(claims.paymentAlertedAt)))
        .returning();
      if (!row) return false;
      await raiseWorkItem(tx, {
        kind: 'claim.payment_sla',
        claimId: claim.id,
        customerId: claim.customerId,
        transactionReference: claim.claimNumber,
        amountKobo: null,
        note: `Claim ${claim.claimNumber} was approved and its payment is not sent, ${clock.day} days after it was filed: ${clock.daysLeft} days left to pay it by ${deadline} (NIIRA 2025 s.210).`,
        now,
      });
      return true;
    });
    if (done) alerted.push({ claimNumber: claim.claimNumber, deadline, daysLeft: clock.daysLeft });
  }
  if (alerted.length > 0) {
    // One e-mail to each finance member and administrator, through messaging (queued, retried):
    // the work items stand whatever happens to it.
    const claimLines = alerted
      .map((a) => `- ${a.claimNumber}: ${a.daysLeft} days left, pay by ${a.deadline}`)
      .join('\n');
    await db.transaction(async (tx) => {
      for (const person of await activeStaffWithRoles(tx, ['finance', 'administrator'])) {
        await notify(tx, {
          staffId: person.id,
          event: 'claims.payment-sla-alert',
          key: `${person.id}:${now.toISOString()}`,
          params: { count: alerted.length, claims: claimLines },
          at: now,
        });
      }
    });
  }
  return alerted.length;
}
