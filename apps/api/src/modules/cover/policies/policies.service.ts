import {
  addMonths,
  cancellationCopy,
  checkoutCopy,
  koboToNaira,
  lagosDate,
  sponsorshipCopy,
  type CancellationTerms,
  type PolicyHistoryAnswer,
  type RenewalAnswer,
  type RenewalQuote,
} from '@alaafia/domain';
import type { Language } from '@alaafia/i18n';
import { hasContinuationConsent, recordConsent } from '../../customers/consents/index.js';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { renderPolicyDocument } from '../../../documents/policy-document.js';
import { conflict, fieldError, notFound, unprocessable } from '../../../lib/http-errors.js';
import { findProductByKey } from '../../catalogue/products/index.js';
import { findCustomerById } from '../../customers/customers/index.js';
import { findHospitalAnyState } from '../hospitals/index.js';
import { findCancellationReason } from '../../platform/reference/index.js';
import {
  findPoliciesByIds,
  type PolicyRow,
  findOwnPolicyByNumber,
  latestPolicyOf,
  listPolicies,
} from './policies.repo.js';
import { toPolicyAnswer, type PolicyAnswer } from './policy-view.js';
import { historyAnswer, movePolicy, policyHistories } from './policy-moves.js';

/**
 * What the policies routes need from sales, handed in by app.ts because sales sits above cover
 * (docs/architecture.md, 'The layers'): Renew Now's code (premium collection, modules/sales/billing,
 * charges cards and fulfils payments), and the payments module's answers on a policy's payments.
 */
export interface PolicySales {
  renewPolicy(ctx: AppContext, policy: PolicyRow): Promise<RenewalAnswer>;
  renewalQuote(ctx: AppContext, policy: PolicyRow): Promise<RenewalQuote>;
  /** The latest payment that paid for a policy (its purchase or a renewal), or null. */
  latestPaymentForPolicy(
    db: DbOrTx,
    policy: PolicyRow,
  ): Promise<{
    reference: { reference: string };
    payment: { amountKobo: number; paidAt: Date; channel: string | null };
  } | null>;
  /** Whether the policy was issued by the reference that was given the customer's free month. */
  issuedWithFreeMonth(db: DbOrTx, policy: PolicyRow): Promise<boolean>;
}

export function createPoliciesService(ctx: AppContext, sales: PolicySales) {
  const { db } = ctx.database;

  /** The customer's policy of a product named in a path (its uid, customer_products name or id). */
  async function policyOfProduct(customerId: number, productKey: string) {
    const product = await findProductByKey(db, productKey);
    if (!product) throw notFound(checkoutCopy.productUnknown);
    const policy = await latestPolicyOf(db, customerId, product.uid);
    if (!policy) throw unprocessable(checkoutCopy.noPolicy, { product: [checkoutCopy.noPolicy] });
    return policy;
  }

  return {
    async premiums(customerId: number): Promise<PolicyAnswer[]> {
      const today = lagosDate(ctx.now());
      return (await listPolicies(db, customerId)).map((p) => toPolicyAnswer(p, today));
    },

    /**
     * The policy document, for its owner only: another customer's policy number answers 404, the
     * same as a number that does not exist, so nothing tells whether it does.
     */
    async document(customerId: number, policyNumber: string) {
      const found = await findOwnPolicyByNumber(db, customerId, policyNumber);
      const customer = await findCustomerById(db, customerId);
      if (!found || !customer) throw notFound();
      const { policy, product, planName, sponsorName } = found;
      const paid = await sales.latestPaymentForPolicy(db, policy);
      // A health plan is used at the customer's chosen hospital: the document names it.
      const hospital =
        product.uid === 'HI' && customer.preferredHospitalId !== null
          ? await findHospitalAnyState(db, customer.preferredHospitalId)
          : null;
      const pdf = await renderPolicyDocument({
        policyNumber: policy.policyNumber,
        insured: {
          name: `${customer.firstName} ${customer.lastName}`,
          email: customer.email,
          phone: customer.phoneNumber,
        },
        product: { title: product.title, uid: product.uid, details: product.details },
        planName,
        sumAssuredKobo: policy.sumAssuredKobo,
        premiumKobo: policy.premiumKobo,
        unit: policy.unit,
        status: policy.status,
        startDate: policy.startDate,
        nextPaymentDate: policy.nextPaymentDate,
        dateCancelled: policy.dateCancelled,
        hospital: hospital
          ? { name: hospital.name, address: hospital.fullAddress || hospital.address }
          : null,
        underwriter: ctx.config.underwriter,
        sponsor: sponsorName,
        payment: paid
          ? {
              reference: paid.reference.reference,
              amountPaid: koboToNaira(paid.payment.amountKobo),
              paidAt: paid.payment.paidAt,
              channel: paid.payment.channel,
            }
          : null,
        language: customer.language,
        issuedAt: policy.createdAt,
      });
      return { filename: `${policy.policyNumber}.pdf`, pdf };
    },

    /**
     * The policy's history (issue 26), oldest first, for its owner only: another customer's policy
     * number answers 404, like one that does not exist.
     */
    async history(customerId: number, policyNumber: string): Promise<PolicyHistoryAnswer> {
      const found = await findOwnPolicyByNumber(db, customerId, policyNumber);
      if (!found) throw notFound();
      const rows = (await policyHistories(db, [found.policy.id])).get(found.policy.id) ?? [];
      return { policy_number: found.policy.policyNumber, events: historyAnswer(rows) };
    },

    /**
     * 'Cancel anytime': the policy stops now (no refund of the period already paid), with a reason;
     * the reason 'Other' needs the customer's own words (reason_note), kept with the cancellation.
     */
    async cancel(
      customerId: number,
      productKey: string,
      reasonId: number,
      reasonNote?: string | null,
    ): Promise<PolicyAnswer> {
      const reason = await findCancellationReason(db, reasonId);
      if (!reason) throw fieldError('reason_id', checkoutCopy.reasonUnknown);
      const isOther = reason.reason.trim().toLowerCase() === 'other';
      const note = isOther ? (reasonNote?.trim() ?? '') : '';
      if (isOther && note === '') throw fieldError('reason_note', cancellationCopy.noteRequired);
      const policy = await policyOfProduct(customerId, productKey);
      // A paused policy may be cancelled too (its customer stops paying for good).
      if (policy.status !== 'active' && policy.status !== 'paused') {
        throw conflict(checkoutCopy.policyAlreadyCancelled, {
          product: [checkoutCopy.policyAlreadyCancelled],
        });
      }
      const now = ctx.now();
      const moved = await db.transaction((tx) =>
        movePolicy(tx, policy, 'cancelled', {
          by: { actor: 'customer' },
          reason: 'cancelled_by_customer',
          now,
          set: {
            dateCancelled: now,
            cancellationReasonId: reasonId,
            cancellationNote: note === '' ? null : note,
          },
        }),
      );
      if (!moved) {
        throw conflict(checkoutCopy.policyAlreadyCancelled, {
          product: [checkoutCopy.policyAlreadyCancelled],
        });
      }
      const [view] = await findPoliciesByIds(db, [policy.id]);
      return toPolicyAnswer(view!, lagosDate(now));
    },

    /**
     * The customer agrees, before their sponsored cover ends, to keep the policy at their own cost:
     * recorded as a consent like the checkout's (terms and privacy versions, the time, the IP), for
     * this policy. Only with it does their saved card pay for a product they never bought; without
     * it the policy ends with the sponsorship (docs/business-rules.md, 'Sponsors'). Agreeing twice
     * records nothing more.
     */
    async continueAfterSponsorship(
      customerId: number,
      productKey: string,
      ipAddress: string | null,
      /** The request's language, the page's the box was read on (recorded with the consent). */
      language: Language,
    ): Promise<PolicyAnswer> {
      const policy = await policyOfProduct(customerId, productKey);
      if (policy.status !== 'active' || policy.sponsorId === null) {
        throw conflict(sponsorshipCopy.notSponsored, {
          product: [sponsorshipCopy.notSponsored],
        });
      }
      const now = ctx.now();
      await db.transaction(async (tx) => {
        if (!(await hasContinuationConsent(tx, policy.id)))
          await recordConsent(tx, {
            customerId,
            kind: 'sponsorship_continue',
            at: now,
            ipAddress,
            paymentReference: null,
            policyId: policy.id,
            language,
          });
      });
      const [view] = await findPoliciesByIds(db, [policy.id]);
      return toPolicyAnswer(view!, lagosDate(now));
    },

    /**
     * What cancelling means now (issue 18): in the free month nothing was paid, so nothing is kept
     * or refunded; otherwise the paid time is not refunded. Either way, Renew Now before paid_until
     * brings the policy back at no charge (renewPolicy reactivates a policy still in its period).
     */
    async cancellationTerms(customerId: number, productKey: string): Promise<CancellationTerms> {
      const policy = await policyOfProduct(customerId, productKey);
      const today = lagosDate(ctx.now());
      const inFreeMonth =
        (policy.status === 'active' || policy.status === 'paused') &&
        today < addMonths(policy.startDate, 1) &&
        (await sales.issuedWithFreeMonth(db, policy));
      return { in_free_month: inFreeMonth, paid_until: policy.nextPaymentDate };
    },

    /** What Renew Now will do and cost, from the code renew-policy runs (issue 18). */
    async renewalQuote(customerId: number, productKey: string) {
      return sales.renewalQuote(ctx, await policyOfProduct(customerId, productKey));
    },

    async renew(customerId: number, productKey: string) {
      return sales.renewPolicy(ctx, await policyOfProduct(customerId, productKey));
    },
  };
}
