import { describe, expect, it } from 'vitest';
import { CANCELLATION_NOTE_MAX, cancellationCopy } from './cancellation.js';
import {
  cancellationTermsSchema,
  cancelPolicyBodySchema,
  cartDeleteBodySchema,
  cartProductSchema,
  checkoutCopy,
  discountedKobo,
  paymentBodySchema,
  priceCheckout,
  renewalQuoteSchema,
  transferReferenceBodySchema,
  type PlanForPricing,
} from './checkout.js';
import { kobo } from './money.js';

/**
 * The checkout's request bodies as the flows send them, what a customer reads when one is wrong,
 * and the answers before cancelling or renewing (issue 43).
 */
type Parsed = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messagesAt = (result: Parsed, field: string) =>
  (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe('a cart item', () => {
  it('When the product is named by its id, its uid or its name, then it is read (a name trimmed)', () => {
    expect(cartProductSchema.parse({ id: 3, plan_id: '7' })).toEqual({ id: 3, plan_id: 7 });
    expect(cartProductSchema.parse({ product_id: ' HI ', plan_id: 7, price: 5000 })).toEqual({
      product_id: 'HI',
      plan_id: 7,
      price: 5000,
    });
    expect(cartProductSchema.safeParse({ id: 'p'.repeat(60), plan_id: 7 }).success).toBe(true);
  });

  it('When the product name is blank or past 60 characters, then the item is refused', () => {
    for (const id of ['  ', 'p'.repeat(61)])
      expect(cartProductSchema.safeParse({ id, plan_id: 7 }).success).toBe(false);
  });

  it('When the plan is not a number, then the customer reads that the plan is unknown', () => {
    expect(messagesAt(cartProductSchema.safeParse({ id: 3, plan_id: 'gold' }), 'plan_id')).toEqual([
      checkoutCopy.planUnknown,
    ]);
  });

  it('When carts are deleted with no ids in either form, then the customer is asked for them at carts', () => {
    const r = cartDeleteBodySchema.safeParse({});
    expect(messagesAt(r, 'carts')).toEqual([checkoutCopy.cartIdsRequired]);
    expect(cartDeleteBodySchema.parse({ data: { carts: ['4'] } })).toEqual({
      data: { carts: [4] },
    });
  });
});

describe('paying', () => {
  it('When a transfer is for 3 or 12 months, then it is read; any other number is refused in words', () => {
    for (const n of [3, 12, '3'])
      expect(transferReferenceBodySchema.parse({ number_of_months: n })).toEqual({
        number_of_months: Number(n),
      });
    for (const number_of_months of ['quarter', 6])
      expect(
        messagesAt(transferReferenceBodySchema.safeParse({ number_of_months }), 'number_of_months'),
      ).toEqual([checkoutCopy.transferMonths]);
  });

  it('When a payment reference is sent, then it is trimmed; not text or blank is asked for, too long is not found', () => {
    expect(paymentBodySchema.parse({ payment_reference: ' ALF-123 ', has_payed: true })).toEqual({
      payment_reference: 'ALF-123',
      has_payed: true,
    });
    expect(paymentBodySchema.safeParse({ payment_reference: 'r'.repeat(100) }).success).toBe(true);
    for (const payment_reference of [123, '  '])
      expect(
        messagesAt(paymentBodySchema.safeParse({ payment_reference }), 'payment_reference'),
      ).toEqual([checkoutCopy.paymentReferenceRequired]);
    expect(
      messagesAt(
        paymentBodySchema.safeParse({ payment_reference: 'r'.repeat(101) }),
        'payment_reference',
      ),
    ).toEqual([checkoutCopy.paymentNotFound]);
  });

  it('When a discount is not a whole percentage from 0 to 100, or a unit is not sold online, then the error says so', () => {
    expect(() => discountedKobo(kobo(100), 101)).toThrow(
      'discount percent must be a whole number from 0 to 100',
    );
    const plan: PlanForPricing = {
      product_uid: 'HI',
      plan_id: 1,
      plan_code: 'HI-W',
      plan_name: 'Weekly',
      unit_price_kobo: kobo(100),
      unit: 'Week',
      coverage_kobo: kobo(10_000),
    };
    expect(() => priceCheckout({ plans: [plan], paymentType: 'card', discountPercent: 0 })).toThrow(
      'plan unit Week is not sold online',
    );
  });
});

describe('cancelling and renewing', () => {
  it('When a reason is chosen with a note, then the note is trimmed; a reason that is no number is refused', () => {
    expect(cancelPolicyBodySchema.parse({ reason_id: '2', reason_note: ' Too dear ' })).toEqual({
      reason_id: 2,
      reason_note: 'Too dear',
    });
    expect(
      messagesAt(cancelPolicyBodySchema.safeParse({ reason_id: 'other' }), 'reason_id'),
    ).toEqual([checkoutCopy.reasonUnknown]);
  });

  it('When the note is not text or too long, then the customer reads which', () => {
    expect(
      messagesAt(cancelPolicyBodySchema.safeParse({ reason_id: 2, reason_note: 5 }), 'reason_note'),
    ).toEqual([cancellationCopy.noteRequired]);
    const longest = 'n'.repeat(CANCELLATION_NOTE_MAX);
    expect(cancelPolicyBodySchema.safeParse({ reason_id: 2, reason_note: longest }).success).toBe(
      true,
    );
    expect(
      messagesAt(
        cancelPolicyBodySchema.safeParse({ reason_id: 2, reason_note: `${longest}n` }),
        'reason_note',
      ),
    ).toEqual([cancellationCopy.noteTooLong]);
  });

  it('When the terms and a renewal quote are answered, then every field is kept, how being one of three', () => {
    const terms = { in_free_month: false, paid_until: '2026-12-31' };
    expect(cancellationTermsSchema.parse(terms)).toEqual(terms);
    const quote = {
      how: 'saved_card',
      amount: 5000,
      cover_months: 1,
      covered_from: '2026-12-08',
      covered_until: '2027-01-08',
      card: { brand: 'visa', last4: '4081' },
    };
    expect(renewalQuoteSchema.parse(quote)).toEqual(quote);
    for (const how of ['reactivate', 'card_payment'])
      expect(renewalQuoteSchema.parse({ ...quote, how, card: null }).how).toBe(how);
    expect(renewalQuoteSchema.safeParse({ ...quote, how: 'cash' }).success).toBe(false);
  });
});
