import {
  addMonths,
  formatCalendarDate,
  formatKobo,
  lagosDate,
  sponsorshipNoticeDue,
} from '@alaafia/domain';
import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import {
  customers,
  paymentReferences,
  policies,
  sponsorEnrolments,
  sponsors,
} from '../../../db/schema/index.js';
import { notify } from '../../platform/messaging/index.js';
import { findReusableAuthorization } from '../payments/index.js';
import { endWithSponsorship, setPolicySponsor } from '../../cover/policies/index.js';
import { hasContinuationConsent } from '../../customers/consents/index.js';
import { attachPendingEnrolments, productName } from './sponsor-cover.js';
import { chaseUnpaidInvoices, confirmLinkPayments } from './sponsor-invoices.js';

/**
 * The end of sponsored cover (the hourly `sponsors.lifecycle` job; docs/business-rules.md,
 * 'Sponsors'):
 * - a pending enrolment whose e-mail has an account by now (enrolled at the moment of sign-up) starts;
 * - 14 and 3 days before the sponsored months end the customer is told what happens next: a monthly
 *   policy continues at its premium on their saved card (or, with no card, they are asked to add one:
 *   unpaid, it follows the normal grace, pause and lapse); a yearly one is renewed from the dashboard;
 * - on the day they end the enrolment ends, the policy stops carrying the sponsor's name and the
 *   customer is told it continues at their own cost (the premium collection charges it as any policy).
 * - unpaid invoices with a payment link are checked with Paystack (confirmLinkPayments), then the
 *   unpaid ones are chased (sponsor-invoices.ts, chaseUnpaidInvoices).
 * Every message is keyed on the enrolment (or invoice), so a second run tells nobody twice.
 */
export async function runSponsorshipLifecycle(ctx: AppContext) {
  const { db } = ctx.database;
  const now = ctx.now();
  const today = lagosDate(now);

  // An enrolment made while its e-mail was being proven (neither saw the other) waits no longer.
  const missed = await db
    .select({ id: customers.id, email: customers.email })
    .from(sponsorEnrolments)
    .innerJoin(customers, eq(customers.email, sponsorEnrolments.email))
    .where(
      and(
        eq(sponsorEnrolments.status, 'pending'),
        isNull(customers.closedAt),
        isNotNull(customers.emailVerifiedAt),
      ),
    )
    .limit(500);
  for (const customer of new Map(missed.map((m) => [m.id, m])).values())
    await db.transaction((tx) => attachPendingEnrolments(ctx, tx, customer));

  const running = await db
    .select({
      enrolment: sponsorEnrolments,
      sponsorName: sponsors.name,
      policy: policies,
      paymentType: paymentReferences.paymentType,
    })
    .from(sponsorEnrolments)
    .innerJoin(sponsors, eq(sponsors.id, sponsorEnrolments.sponsorId))
    .innerJoin(policies, eq(policies.id, sponsorEnrolments.policyId))
    .leftJoin(paymentReferences, eq(paymentReferences.id, policies.paymentReferenceId))
    .where(
      and(
        eq(sponsorEnrolments.status, 'active'),
        lte(sponsorEnrolments.endsOn, addMonths(today, 1)),
      ),
    )
    .orderBy(asc(sponsorEnrolments.endsOn), asc(sponsorEnrolments.id))
    .limit(2000);

  let told = 0;
  let ended = 0;
  for (const { enrolment, sponsorName, policy, paymentType } of running) {
    const endsOn = enrolment.endsOn!;
    const product = productName(policy.productUid);
    const amount = formatKobo(policy.premiumKobo);
    const unit = policy.unit;
    if (endsOn > today) {
      const notice = sponsorshipNoticeDue(endsOn, today);
      // Only when the sponsored months are still the last ones paid for (the customer has not paid
      // ahead) and the policy is on.
      if (!notice || policy.status !== 'active' || policy.nextPaymentDate !== endsOn) continue;
      // A product the customer never bought continues only if they agree to it (the notice asks).
      const mustAgree =
        policy.paymentReferenceId === null && !(await hasContinuationConsent(db, policy.id));
      const charged = unit === 'Month' && (paymentType === null || paymentType === 'card');
      const card =
        charged && !mustAgree
          ? await findReusableAuthorization(db, policy.customerId, ctx.payments.name)
          : null;
      const sent = await notify(db, {
        customerId: policy.customerId,
        at: now,
        event: 'sponsorship.ending',
        key: `enrolment:${enrolment.id}:${notice}`,
        params: {
          product,
          company: sponsorName,
          endDate: formatCalendarDate(endsOn),
          amount,
          unit,
          card: card?.last4 ?? '',
          continueBy: mustAgree ? 'agree' : !charged ? 'renew' : card ? 'card' : 'add-card',
        },
      });
      if (sent) told += 1;
      continue;
    }
    await db.transaction(async (tx) => {
      const [done] = await tx
        .update(sponsorEnrolments)
        .set({ status: 'ended', endedAt: now })
        .where(and(eq(sponsorEnrolments.id, enrolment.id), eq(sponsorEnrolments.status, 'active')))
        .returning();
      if (!done) return;
      ended += 1;
      // Another sponsor still paying for this policy keeps its name on it; otherwise none.
      const [other] = await tx
        .select({ id: sponsors.id })
        .from(sponsorEnrolments)
        .innerJoin(sponsors, eq(sponsors.id, sponsorEnrolments.sponsorId))
        .where(
          and(
            eq(sponsorEnrolments.policyId, policy.id),
            eq(sponsorEnrolments.status, 'active'),
            gt(sponsorEnrolments.endsOn, today),
          ),
        )
        .orderBy(sql`${sponsorEnrolments.endsOn} desc`)
        .limit(1);
      await setPolicySponsor(tx, policy.id, other?.id ?? null, now);
      if (policy.status !== 'active' || other) return;
      // Never bought and not agreed to keep: the cover ends with the sponsorship, and the customer
      // is invited to continue (Renew Now on the dashboard starts it again at their own cost).
      const ends =
        policy.paymentReferenceId === null &&
        policy.nextPaymentDate !== null &&
        policy.nextPaymentDate <= today &&
        !(await hasContinuationConsent(tx, policy.id)) &&
        (await endWithSponsorship(tx, policy, now));
      await notify(tx, {
        customerId: policy.customerId,
        at: now,
        event: 'sponsorship.ended',
        key: `enrolment:${enrolment.id}:ended`,
        params: { product, company: sponsorName, amount, unit, continued: !ends },
      });
    });
  }
  const paidByLink = await confirmLinkPayments(ctx);
  const chased = await chaseUnpaidInvoices(ctx);
  return { told, ended, paidByLink, chased };
}
