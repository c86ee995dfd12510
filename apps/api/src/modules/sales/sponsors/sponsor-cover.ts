import {
  type Kobo,
  addMonths,
  type enrolmentBodySchema,
  formatCalendarDate,
  kobo,
  lagosDate,
  PRODUCT_TITLES,
  sponsorAmountDue,
  type ProductUid,
} from '@alaafia/domain';
import { and, asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import {
  policies,
  pricingPlans,
  sponsorEnrolments,
  sponsorInvoiceLines,
  sponsors,
} from '../../../db/schema/index.js';
import { bookRates, writePremium } from '../../platform/ledger/index.js';
import { notify } from '../../platform/messaging/index.js';
import { extendPolicy, issuePolicy } from '../../cover/policies/index.js';

export type SponsorRow = typeof sponsors.$inferSelect;
export type EnrolmentRow = typeof sponsorEnrolments.$inferSelect;
export type PlanRow = typeof pricingPlans.$inferSelect;
export type EnrolmentInput = z.output<typeof enrolmentBodySchema>;
export type EnrolOutcome = 'invoiced' | 'enrolled' | 'pending' | 'already_enrolled';

export const productName = (uid: string) => PRODUCT_TITLES[uid as ProductUid] ?? uid;

/**
 * Starts sponsored cover for an enrolment whose e-mail has an account, in the caller's transaction:
 * - the customer holds the product (an active or paused policy): the sponsored months extend it
 *   (from its due date when active, from today when paused, as a payment would), at its own premium;
 * - otherwise a new policy of the enrolment's plan starts today for the sponsored months.
 * Either way the policy carries the sponsor's name (`company`), its next payment date is the end of
 * the sponsored months (so nothing is charged before), and the sponsor owes premium x months.
 */
export async function startCover(
  ctx: AppContext,
  tx: DbOrTx,
  enrolment: EnrolmentRow,
  sponsor: SponsorRow,
  customerId: number,
): Promise<EnrolmentRow> {
  const now = ctx.now();
  const today = lagosDate(now);
  const [plan] = await tx
    .select()
    .from(pricingPlans)
    .where(eq(pricingPlans.id, enrolment.planId))
    .limit(1);
  if (!plan) throw new Error(`plan ${enrolment.planId} of enrolment ${enrolment.id} is missing`);
  const [held] = await tx
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.customerId, customerId),
        eq(policies.productUid, enrolment.productUid),
        inArray(policies.status, ['active', 'paused']),
      ),
    )
    // The active one first (there is at most one), else the newest paused one.
    .orderBy(sql`${policies.status} = 'active' desc`, sql`${policies.id} desc`)
    .limit(1)
    .for('update');
  let policyId: number;
  let premium: Kobo;
  let unit: string;
  let startsOn: string;
  let endsOn: string;
  if (held) {
    const extended = await extendPolicy(
      tx,
      held,
      enrolment.months,
      today,
      now,
      { by: { actor: 'system', job: 'sponsors.cover' }, reason: 'sponsor_cover' },
      { sponsorId: sponsor.id },
    );
    policyId = held.id;
    premium = held.premiumKobo;
    unit = held.unit;
    startsOn = held.status === 'active' ? (held.nextPaymentDate ?? today) : today;
    endsOn = extended.nextPaymentDate;
  } else {
    endsOn = addMonths(today, enrolment.months);
    policyId = await issuePolicy(
      tx,
      {
        customerId,
        productUid: enrolment.productUid,
        planId: plan.id,
        paymentReferenceId: null,
        sumAssuredKobo: plan.coverageKobo,
        premiumKobo: plan.priceKobo,
        unit: plan.unit,
        policyDuration: enrolment.months,
        sponsorId: sponsor.id,
        nextPaymentDate: endsOn,
      },
      today,
      now,
      { actor: 'system', job: 'sponsors.cover' },
    );
    premium = plan.priceKobo;
    unit = plan.unit;
    startsOn = today;
  }
  const [active] = await tx
    .update(sponsorEnrolments)
    .set({
      status: 'active',
      customerId,
      policyId,
      premiumKobo: premium,
      unit,
      startsOn,
      endsOn,
      amountDueKobo: sponsorAmountDue(premium, unit, enrolment.months),
      activatedAt: now,
    })
    .where(eq(sponsorEnrolments.id, enrolment.id))
    .returning();
  // The books (docs/business-rules.md, 'Posting rules'): the sponsor owes the cover that starts now,
  // a premium written for the underwriter over the sponsored months, as a payment's would be. What it
  // owes is its invoice line, or, for an enrolment made before invoices, premium x months.
  const [line] = await tx
    .select({ amountKobo: sponsorInvoiceLines.amountKobo })
    .from(sponsorInvoiceLines)
    .where(eq(sponsorInvoiceLines.enrolmentId, enrolment.id))
    .limit(1);
  const owedKobo = line ? kobo(line.amountKobo) : active!.amountDueKobo!;
  await writePremium(tx, {
    at: now,
    memo: `${sponsor.name}: ${productName(enrolment.productUid)} for ${enrolment.months} months (enrolment ${enrolment.id})`,
    idempotencyKey: `sponsor.receivable:${enrolment.id}`,
    paidFrom: 'sponsor_receivables',
    gross: owedKobo,
    period: { from: startsOn, to: endsOn },
    policyId,
    productUid: enrolment.productUid,
    transactionType: held ? 'renewal' : 'new',
    sponsorId: sponsor.id,
    rates: bookRates(ctx.config.underwriter),
  });
  await notify(tx, {
    customerId,
    at: now,
    event: 'sponsorship.started',
    key: `enrolment:${enrolment.id}`,
    params: {
      product: productName(enrolment.productUid),
      company: sponsor.name,
      endDate: formatCalendarDate(endsOn),
    },
  });
  return active!;
}

/**
 * A new customer's sign-up, in its transaction: every enrolment waiting for their e-mail starts
 * (the sponsor paid before they had an account), and the e-mails sent to the address become theirs.
 */
export async function attachPendingEnrolments(
  ctx: AppContext,
  tx: DbOrTx,
  customer: { id: number; email: string },
) {
  const waiting = await tx
    .select({ enrolment: sponsorEnrolments, sponsor: sponsors })
    .from(sponsorEnrolments)
    .innerJoin(sponsors, eq(sponsors.id, sponsorEnrolments.sponsorId))
    .where(
      and(
        eq(sponsorEnrolments.email, customer.email.toLowerCase()),
        eq(sponsorEnrolments.status, 'pending'),
      ),
    )
    .orderBy(asc(sponsorEnrolments.id))
    .for('update');
  for (const { enrolment, sponsor } of waiting)
    await startCover(ctx, tx, enrolment, sponsor, customer.id);
  return waiting.length;
}

/**
 * For the premium collection's query (modules/sales/billing): true for a policy whose sponsored months are still
 * running on `today`. Its customer is never charged for them (docs/business-rules.md, 'Sponsors').
 */
export function sponsoredThrough(policyId: AnyColumn, today: string) {
  return sql`exists (select 1 from ${sponsorEnrolments} se where se.policy_id = ${policyId} and se.status = 'active' and se.ends_on > ${today})`;
}
