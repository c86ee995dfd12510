import { text, int4, coercedInt4 } from './input.js';
import { z } from './zod.js';
import { CARD_VERIFICATION_CHARGE, DEFAULT_REFERRAL_DISCOUNT_PERCENT } from './constants.js';
import { kobo, nairaToKobo, type Kobo } from './money.js';
import { CANCELLATION_NOTE_MAX, cancellationCopy } from './cancellation.js';

/**
 * Checkout: carts, payment references and what they charge (income-protection.md sections 4 and 9,
 * health-plans.md sections 1 and 9, docs/architecture.md, 'Money'). The server computes every amount with
 * these functions; the web app may use them to show the same figures, never to send a price.
 */

/** Customer-facing copy: the spec's alerts word for word, and our messages in its style. */
export const checkoutCopy = {
  // The spec's alerts (income-protection.md section 8, health-plans.md section 8).
  paymentSuccessful: 'Your payment was successful!',
  paymentCancelled: 'Payment process was cancelled.',
  somethingWrong: 'Oops, something went wrong.',
  paymentNotResolved: 'Oops, payment not resolved.',
  alreadyPaid: 'You already paid for this product',
  verificationRefunded: 'Your card verification refund has been processed.',
  // Ours, in the spec's style.
  cartEmpty: 'Your cart is empty.',
  planUnknown: 'We could not find that plan. Please choose a plan from the list.',
  planNotForProduct: 'This plan does not belong to the product you chose.',
  productNotSold: 'This product cannot be bought online yet.',
  onePlanPerProduct: 'Please choose one plan per product.',
  productUnknown: 'We could not find that product.',
  cartIdsRequired: 'Please choose the cart items to remove.',
  referralInvalid: 'This referral code is not valid.',
  referralOwn: 'You cannot use your own referral code.',
  transferMonths: 'Please choose Quarterly or yearly.',
  paymentReferenceRequired: 'Please send the payment reference.',
  paymentNotFound: 'We could not find this payment.',
  paymentNotReceived:
    'We have not received this payment yet. If you have paid, please wait a moment and try again.',
  paymentFailed: 'This payment was not successful. Please try again.',
  amountMismatch:
    'The amount paid does not match this order, so it will be refunded. Please try again.',
  providerUnavailable: 'We could not reach our payment provider. Please try again in a moment.',
  noPolicy: 'You do not have a policy for this product.',
  noPaidPolicy: 'You have no paid policy for this product yet.',
  policyAlreadyCancelled: 'This policy is already cancelled.',
  reasonUnknown: 'Please choose a reason from the list.',
  renewalInProgress: 'Your renewal is being processed. Please check again in a moment.',
  renewalNeedsApproval:
    'Your bank has asked you to approve this payment. Approve it on the page we sent you, then check again.',
  /** Paying (a renewal, a payment link) while cover is paused for verification: verify first. */
  pausedForVerification:
    'Your cover is paused until you complete your verification. Complete it on your dashboard to resume your cover at once.',
} as const;

// ---------------------------------------------------------------------------------------------
// Request bodies
// ---------------------------------------------------------------------------------------------

const productKey = z.union([int4().int().positive(), text().trim().min(1).max(60)]);

/**
 * A cart item as the flows send it: `{ id, plan_id, price }` (id is the product's numeric id, its
 * uid such as 'HI', or its customer_products name); `product_id` is read as another name for id.
 * The price is accepted and ignored: the server reads the plan.
 */
export const cartProductSchema = z.object({
  id: productKey.optional(),
  product_id: productKey.optional(),
  plan_id: coercedInt4({ error: checkoutCopy.planUnknown })
    .int(checkoutCopy.planUnknown)
    .positive(checkoutCopy.planUnknown),
  price: z.unknown().optional(),
});
export type CartProduct = z.output<typeof cartProductSchema>;

export const cartProductsSchema = z.array(cartProductSchema).max(5);

const cartIds = z.array(coercedInt4().int().positive()).max(20);

/** DELETE /local/customers/{id}/carts: the spec sends `{ data: { carts: [ids] } }`; `{ carts }` also reads. */
export const cartDeleteBodySchema = z
  .object({ data: z.object({ carts: cartIds }).optional(), carts: cartIds.optional() })
  .refine((b) => b.data?.carts !== undefined || b.carts !== undefined, {
    message: checkoutCopy.cartIdsRequired,
    path: ['carts'],
  });

/** POST quotes/transfer-payment-reference: 3 for Quarterly, else 12 (income-protection.md section 9). */
export const transferReferenceBodySchema = z.object({
  number_of_months: coercedInt4({ error: checkoutCopy.transferMonths }).refine(
    (n): n is 3 | 12 => n === 3 || n === 12,
    checkoutCopy.transferMonths,
  ),
});

/**
 * POST payments and payments/transfer. Only the reference is read: has_payed, plan_value and any
 * amount are the client's opinion and change nothing; the referral was fixed on the reference.
 */
export const paymentBodySchema = z.object({
  payment_reference: text({ error: checkoutCopy.paymentReferenceRequired })
    .trim()
    .min(1, checkoutCopy.paymentReferenceRequired)
    .max(100, checkoutCopy.paymentNotFound),
  has_payed: z.unknown().optional(),
  referral_code: z.unknown().optional(),
  plan_value: z.unknown().optional(),
  first_name: z.unknown().optional(),
  engage_uid: z.unknown().optional(),
});

export const cancelPolicyBodySchema = z.object({
  reason_id: coercedInt4({ error: checkoutCopy.reasonUnknown })
    .int(checkoutCopy.reasonUnknown)
    .positive(checkoutCopy.reasonUnknown),
  /**
   * The customer's own words, required when the reason is 'Other' (the API checks which reason it
   * is) and kept with the cancellation; ignored for the other reasons.
   */
  reason_note: text({ error: cancellationCopy.noteRequired })
    .trim()
    .max(CANCELLATION_NOTE_MAX, cancellationCopy.noteTooLong)
    .nullish(),
});

/**
 * What cancelling a policy means for its customer, before they confirm (issue 18): whether it is in
 * its free month (nothing was paid, so nothing is kept or refunded) and the day its paid (or free)
 * period ends, until which Renew Now brings it back at no charge.
 */
export const cancellationTermsSchema = z.object({
  in_free_month: z.boolean(),
  paid_until: z.string().nullable().describe('the day the paid or free period ends (Lagos date)'),
});
export type CancellationTerms = z.infer<typeof cancellationTermsSchema>;

/**
 * What Renew Now will do and cost, before it is pressed (issue 18), from the code renew-policy uses:
 * 'reactivate' (still in its paid period: no charge), 'saved_card' (the card on file is charged now)
 * or 'card_payment' (the customer pays by card in the checkout).
 */
export const renewalQuoteSchema = z.object({
  how: z.enum(['reactivate', 'saved_card', 'card_payment']),
  amount: z.number().describe('naira charged now (0 to reactivate)'),
  cover_months: z.number().describe('months of cover the charge buys (0 to reactivate)'),
  covered_from: z.string().describe('the first day the renewal covers (Lagos date)'),
  covered_until: z.string().describe('the day the cover then runs to (Lagos date)'),
  card: z
    .object({ brand: z.string().nullable(), last4: z.string().nullable() })
    .nullable()
    .describe('the saved card that would be charged'),
});
export type RenewalQuote = z.infer<typeof renewalQuoteSchema>;

// ---------------------------------------------------------------------------------------------
// Pricing
// ---------------------------------------------------------------------------------------------

/** How a checkout is paid: a card, a bank transfer, or the customer's bank USSD (issue 41). */
export type PaymentType = 'card' | 'transfer' | 'ussd';

/** A plan as priced: the plan's own price per unit, in kobo, read by the server. */
export interface PlanForPricing {
  product_uid: string;
  plan_id: number;
  plan_code: string;
  plan_name: string;
  /** Kobo per unit (per month or per year). */
  unit_price_kobo: Kobo;
  unit: string;
  /** The plan's cover, in kobo. */
  coverage_kobo: Kobo;
}

export interface PricedLine extends PlanForPricing {
  /** Months of cover this payment buys (the first free month of a monthly card plan included). */
  cover_months: number;
  /** What this line charges now, in kobo, after the referral discount. */
  amount_kobo: Kobo;
  /**
   * True when this line's cover is the customer's one free month of the product (a monthly plan by
   * card, first month not charged). Fulfilment gives it only while the free month is still unclaimed.
   */
  free_month?: boolean;
}

export interface PricedCheckout {
  lines: PricedLine[];
  /** The refundable card verification (₦50) when nothing else is charged by card now; else 0. */
  card_verification_kobo: Kobo;
  discount_percent: number;
  total_kobo: Kobo;
}

/** Months one unit of a plan covers: 1 for 'Month', 12 for 'Year'; other units are not sold online. */
export function monthsPerUnit(unit: string): 1 | 12 | null {
  if (unit === 'Month') return 1;
  if (unit === 'Year') return 12;
  return null;
}

/** An amount less a percentage, in whole kobo (half a kobo rounds up). */
export function discountedKobo(amount: Kobo, percent: number): Kobo {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError('discount percent must be a whole number from 0 to 100');
  }
  return kobo(Math.round((amount * (100 - percent)) / 100));
}

/** The discount a referral gives: its own customer_discount, else the default 5 (spec section 9). */
export function referralDiscountPercent(
  referral: { customer_discount?: number | null } | null,
): number {
  if (!referral) return 0;
  return referral.customer_discount ?? DEFAULT_REFERRAL_DISCOUNT_PERCENT;
}

/**
 * What a checkout charges now.
 * - Card: a monthly plan's first month is free, so it charges nothing now; a yearly plan charges its
 *   yearly price up front (less the discount). One free month per customer per product, ever: a
 *   product in `freeMonthUsed` (its free month was already given, or is promised to another unpaid
 *   reference) charges its first month now.
 *   When nothing else is charged, the card is verified with the refundable ₦50 (refunded once the
 *   payment is confirmed).
 * - Bank transfer or bank USSD: a monthly plan is paid for `numberOfMonths` (3 for Quarterly, else 12)
 *   at its price per month; a yearly plan for one year. The referral discount comes off each line.
 */
export function priceCheckout(input: {
  plans: PlanForPricing[];
  paymentType: PaymentType;
  numberOfMonths?: 3 | 12;
  discountPercent: number;
  /**
   * Products (uids) whose one free month is not this checkout's to give: already given, or promised
   * to another unpaid reference (the server decides both).
   */
  freeMonthUsed?: readonly string[];
}): PricedCheckout {
  const { plans, paymentType, discountPercent } = input;
  const lines = plans.map((plan): PricedLine => {
    const perUnit = monthsPerUnit(plan.unit);
    if (perUnit === null) throw new RangeError(`plan unit ${plan.unit} is not sold online`);
    if (perUnit === 12) {
      return {
        ...plan,
        cover_months: 12,
        amount_kobo: discountedKobo(plan.unit_price_kobo, discountPercent),
      };
    }
    if (paymentType === 'card') {
      if (input.freeMonthUsed?.includes(plan.product_uid)) {
        return {
          ...plan,
          cover_months: 1,
          amount_kobo: discountedKobo(plan.unit_price_kobo, discountPercent),
          free_month: false,
        };
      }
      return { ...plan, cover_months: 1, amount_kobo: kobo(0), free_month: true };
    }
    const months = input.numberOfMonths ?? 12;
    return {
      ...plan,
      cover_months: months,
      amount_kobo: discountedKobo(kobo(plan.unit_price_kobo * months), discountPercent),
    };
  });
  const premiums = lines.reduce((sum, line) => sum + line.amount_kobo, 0);
  const cardVerification =
    paymentType === 'card' && premiums === 0 ? nairaToKobo(CARD_VERIFICATION_CHARGE) : kobo(0);
  return {
    lines,
    card_verification_kobo: cardVerification,
    discount_percent: discountPercent,
    total_kobo: kobo(premiums + cardVerification),
  };
}

/** The later of two YYYY-MM-DD dates. */
export function laterDate(a: string, b: string): string {
  return a >= b ? a : b;
}
