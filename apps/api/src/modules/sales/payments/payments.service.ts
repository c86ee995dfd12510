import { randomBytes } from 'node:crypto';
import {
  checkoutCopy,
  consentCopy,
  consentVersionsCurrent,
  CURRENCY,
  koboToNaira,
  lagosDate,
  monthsPerUnit,
  priceCheckout,
  referralDiscountPercent,
  type PaymentType,
} from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import type { Language } from '@alaafia/i18n';
import type { AppContext } from '../../../app-context.js';
import { paymentReferences, type ReferenceLine } from '../../../db/schema/index.js';
import { PaymentProviderError } from '../../../integrations/payments/types.js';
import { HttpError, notFound, unprocessable } from '../../../lib/http-errors.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';
import { listOpenCartItems } from '../carts/index.js';
import { recordConsent } from '../../customers/consents/index.js';
import { findCustomerById, type CustomerRow } from '../../customers/customers/index.js';
import {
  findPoliciesByIds,
  toPolicyAnswer,
  type PolicyAnswer,
} from '../../cover/policies/index.js';
import { confirmReference } from './fulfilment.js';
import {
  activeProductUids,
  findReference,
  findReferral,
  freeMonthsUsed,
  insertReference,
  type ReferenceRow,
} from './payments.repo.js';

/** How long a bank-transfer account stays open for its one payment. */
const TRANSFER_ACCOUNT_MINUTES = 60;

export const referenceRateLimit: RateLimitRule = {
  name: 'payment-reference:customer',
  limit: 30,
  windowMs: 10 * 60_000,
};

/** A payment reference: hard to guess, and in the characters Paystack accepts. */
export function newReference(): string {
  return `ALF-${randomBytes(10).toString('hex').toUpperCase()}`;
}

function quoteLines(lines: ReferenceLine[]) {
  return lines.map((l) => ({
    product_uid: l.product_uid,
    plan_id: l.plan_id,
    plan_name: l.plan_name,
    unit: l.unit,
    unit_price: koboToNaira(l.unit_price_kobo),
    coverage: koboToNaira(l.coverage_kobo),
    cover_months: l.cover_months,
    amount: koboToNaira(l.amount_kobo),
    ...(l.policy_id !== undefined ? { policy_id: l.policy_id } : {}),
  }));
}

export function cardQuote(ctx: AppContext, ref: ReferenceRow, customer: CustomerRow) {
  return {
    reference: ref.reference,
    total: koboToNaira(ref.amountKobo),
    amount_kobo: ref.amountKobo,
    currency: 'NGN' as const,
    payment_type: 'card' as const,
    provider: ctx.payments.name,
    public_key: ctx.payments.publicKey,
    email: customer.email,
    phone_number: customer.phoneNumber,
    discount_percent: ref.discountPercent,
    referral_code: ref.referralCode,
    card_verification: koboToNaira(ref.cardVerificationKobo),
    lines: quoteLines(ref.lines),
  };
}

/**
 * The checkout's terms-and-privacy consent that came with a reference request (the route has
 * already refused one without `accept_terms`), the versions the page showed, and the caller's IP.
 */
type CheckoutConsent = {
  terms_version?: string | undefined;
  privacy_version?: string | undefined;
  ip: string | null;
  /** The request's language (the page's the box was read on), recorded with the consent. */
  language: Language;
};

const providerUnavailable = () => new HttpError(503, checkoutCopy.providerUnavailable);
const referenceError = (message: string) =>
  unprocessable(message, { payment_reference: [message] });

export function createPaymentsService(ctx: AppContext) {
  const { db } = ctx.database;

  async function customerOf(customerId: number) {
    const customer = await findCustomerById(db, customerId);
    if (!customer) throw notFound();
    return customer;
  }

  /**
   * The referral discount: a code given now, else the one the customer signed up with. A code is
   * another customer's customer_referral_code (5%) or a code with its own discount; one's own code
   * and unknown codes given now are 422; a stored code that no longer works just gives no discount.
   */
  async function referralFor(customer: CustomerRow, given: string | undefined) {
    const explicit = given !== undefined && given.trim() !== '';
    const code = (explicit ? given : (customer.referralCode ?? '')).trim().toUpperCase();
    if (code === '') return { code: null, percent: 0 };
    const fail = (message: string) => {
      if (explicit) throw unprocessable(message, { referral_code: [message] });
      return { code: null, percent: 0 };
    };
    if (code === customer.customerReferralCode.toUpperCase()) return fail(checkoutCopy.referralOwn);
    const referral = await findReferral(db, code);
    if (referral.ownerId === null && referral.customerDiscount === null) {
      return fail(checkoutCopy.referralInvalid);
    }
    if (referral.ownerId === customer.id) return fail(checkoutCopy.referralOwn);
    return {
      code,
      percent: referralDiscountPercent({ customer_discount: referral.customerDiscount }),
    };
  }

  /** Prices the open cart and stores the reference before any money moves. */
  async function createPurchaseReference(
    customer: CustomerRow,
    paymentType: PaymentType,
    options: { numberOfMonths?: 3 | 12; referralCode?: string; consent: CheckoutConsent },
  ): Promise<ReferenceRow> {
    if (!consentVersionsCurrent(options.consent)) {
      throw unprocessable(consentCopy.versionChanged, {
        accept_terms: [consentCopy.versionChanged],
      });
    }
    await ctx.rateLimiter.consume(referenceRateLimit, String(customer.id));
    const items = await listOpenCartItems(db, customer.id);
    if (items.length === 0) {
      throw unprocessable(checkoutCopy.cartEmpty, { cart: [checkoutCopy.cartEmpty] });
    }
    for (const { plan, product } of items) {
      if (!plan.active || !product.purchasable || monthsPerUnit(plan.unit) === null) {
        throw unprocessable(checkoutCopy.productNotSold, {
          products: [checkoutCopy.productNotSold],
        });
      }
    }
    const active = await activeProductUids(
      db,
      customer.id,
      items.map((i) => i.product.uid),
    );
    if (active.length > 0) {
      // Before any money moves: the client shows its 'You already paid for this product' modal and renews.
      throw new HttpError(
        409,
        checkoutCopy.alreadyPaid,
        { product: [checkoutCopy.alreadyPaid] },
        { product_status: 'active', product_uid: active[0] },
      );
    }
    const referral = await referralFor(customer, options.referralCode);
    // One free month per customer per product, ever: once given (even on a policy since cancelled),
    // a monthly card plan charges its first month now. Until then every card reference of the
    // customer is priced with the free month, exactly as the notice before the checkout says
    // (docs/business-rules.md 'Free month and payment deduplication'): a checkout cancelled or left
    // never takes the free month from the next one. Fulfilment claims the free month atomically, so
    // of several such references paid, the first gets it and the others buy no cover (fulfilment.ts).
    const used = await freeMonthsUsed(
      db,
      customer.id,
      items.map((i) => i.product.uid),
    );
    const priced = priceCheckout({
      plans: items.map(({ plan, product }) => ({
        product_uid: product.uid,
        plan_id: plan.id,
        plan_code: plan.code,
        plan_name: plan.name,
        unit_price_kobo: plan.priceKobo,
        unit: plan.unit,
        coverage_kobo: plan.coverageKobo,
      })),
      paymentType,
      numberOfMonths: options.numberOfMonths,
      discountPercent: referral.percent,
      freeMonthUsed: used,
    });
    const now = ctx.now();
    const reference = newReference();
    const row = await db.transaction(async (tx) => {
      const inserted = await insertReference(tx, {
        reference,
        customerId: customer.id,
        cartId: items[0]!.cartId,
        paymentType,
        numberOfMonths: paymentType === 'card' ? null : (options.numberOfMonths ?? 12),
        purpose: 'purchase',
        lines: priced.lines,
        cardVerificationKobo: priced.card_verification_kobo,
        amountKobo: priced.total_kobo,
        currency: CURRENCY,
        discountPercent: priced.discount_percent,
        referralCode: referral.code,
        status: 'pending',
        provider: ctx.payments.name,
        createdAt: now,
        updatedAt: now,
      });
      if (!inserted) throw new Error('payment reference collision');
      // The terms and privacy notice the customer ticked, recorded with the reference they were
      // ticked for: no reference without its consent, no consent without its reference.
      await recordConsent(tx, {
        customerId: customer.id,
        kind: 'checkout_terms',
        at: now,
        ipAddress: options.consent.ip,
        paymentReference: reference,
        language: options.consent.language,
      });
      return inserted;
    });
    return row;
  }

  return {
    async cardReference(
      customerId: number,
      referralCode: string | undefined,
      consent: CheckoutConsent,
    ) {
      const customer = await customerOf(customerId);
      const ref = await createPurchaseReference(customer, 'card', { referralCode, consent });
      return cardQuote(ctx, ref, customer);
    },

    async transferReference(
      customerId: number,
      numberOfMonths: 3 | 12,
      referralCode: string | undefined,
      consent: CheckoutConsent,
    ) {
      const customer = await customerOf(customerId);
      const ref = await createPurchaseReference(customer, 'transfer', {
        numberOfMonths,
        referralCode,
        consent,
      });
      const expiresAt = new Date(ctx.now().getTime() + TRANSFER_ACCOUNT_MINUTES * 60_000);
      let account;
      try {
        account = await ctx.payments.createTransferAccount({
          reference: ref.reference,
          email: customer.email,
          amountKobo: ref.amountKobo,
          expiresAt,
        });
      } catch (err) {
        await db
          .update(paymentReferences)
          .set({ status: 'failed', failureReason: 'no transfer account', updatedAt: ctx.now() })
          .where(eq(paymentReferences.id, ref.id));
        if (err instanceof PaymentProviderError) throw providerUnavailable();
        throw err;
      }
      const transferAccount = {
        bank_name: account.bankName,
        account_number: account.accountNumber,
        account_name: account.accountName,
      };
      await db
        .update(paymentReferences)
        .set({ transferAccount, expiresAt: account.expiresAt, updatedAt: ctx.now() })
        .where(eq(paymentReferences.id, ref.id));
      return {
        reference: ref.reference,
        total: koboToNaira(ref.amountKobo),
        amount_kobo: ref.amountKobo,
        currency: 'NGN' as const,
        payment_type: 'transfer' as const,
        provider: ctx.payments.name,
        number_of_months: numberOfMonths,
        account: transferAccount,
        expires_at: account.expiresAt.toISOString(),
        discount_percent: ref.discountPercent,
        referral_code: ref.referralCode,
        lines: quoteLines(ref.lines),
      };
    },

    /**
     * A bank-USSD payment of the open cart (issue 41: the USSD channel's checkout): the reference is
     * priced and stored with the consent as any checkout's, then Paystack's Create Charge with the
     * bank's `ussd.type` answers the code the customer dials. `charge.success` (the webhook) or
     * reconciliation then fulfils it like any payment. A provider failure marks the reference
     * failed and is a 503.
     */
    async ussdReference(customerId: number, bankType: string, consent: CheckoutConsent) {
      const customer = await customerOf(customerId);
      const ref = await createPurchaseReference(customer, 'ussd', { consent });
      let charge;
      try {
        charge = await ctx.payments.chargeUssd({
          reference: ref.reference,
          email: customer.email,
          amountKobo: ref.amountKobo,
          bankType,
        });
      } catch (err) {
        await db
          .update(paymentReferences)
          .set({ status: 'failed', failureReason: 'no ussd code', updatedAt: ctx.now() })
          .where(eq(paymentReferences.id, ref.id));
        if (err instanceof PaymentProviderError) throw providerUnavailable();
        throw err;
      }
      return {
        reference: ref.reference,
        amountKobo: ref.amountKobo,
        ussdCode: charge.ussdCode,
        lines: ref.lines,
      };
    },

    /**
     * The payments call: the customer says they paid. We ask the provider, fulfil when it confirms,
     * and answer the reference's policies (the same list on every repeated call). What the client
     * says about payment or price is not read.
     */
    async pay(customerId: number, reference: string): Promise<PolicyAnswer[]> {
      let ref = await findReference(db, reference);
      // Another customer's reference answers as an unknown one: nothing about it is told.
      if (!ref || ref.customerId !== customerId) throw referenceError(checkoutCopy.paymentNotFound);
      if (!ref.fulfilledAt) {
        let outcome;
        try {
          outcome = await confirmReference(ctx, ref.reference, 'payments_call');
        } catch (err) {
          if (err instanceof PaymentProviderError) throw providerUnavailable();
          throw err;
        }
        switch (outcome.kind) {
          case 'fulfilled':
          case 'already_fulfilled':
            ref = outcome.reference;
            break;
          case 'mismatch':
            throw referenceError(checkoutCopy.amountMismatch);
          case 'not_paid':
            throw referenceError(
              outcome.reference.status === 'failed'
                ? checkoutCopy.paymentFailed
                : checkoutCopy.paymentNotReceived,
            );
          case 'unknown_reference':
            throw referenceError(checkoutCopy.paymentNotFound);
        }
      }
      const ids = ref.lines.map((l) => l.policy_id).filter((id): id is number => id !== undefined);
      const today = lagosDate(ctx.now());
      return (await findPoliciesByIds(db, ids)).map((p) => toPolicyAnswer(p, today));
    },
  };
}
