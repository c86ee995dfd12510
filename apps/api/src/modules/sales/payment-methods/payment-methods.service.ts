import {
  accountCopy,
  cardCopy,
  CARD_VERIFICATION_CHARGE,
  checkoutCopy,
  CURRENCY,
  nairaToKobo,
  type SavedCard,
} from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import { PaymentProviderError } from '../../../integrations/payments/types.js';
import { HttpError, notFound, unprocessable } from '../../../lib/http-errors.js';
import { findCustomerById } from '../../customers/customers/index.js';
import { CARD_UPDATE_PURPOSE } from '../payments/index.js';
import { findReference, insertReference } from '../payments/index.js';
import {
  cardQuote,
  createPaymentsService,
  newReference,
  referenceRateLimit,
} from '../payments/index.js';
import { deleteOwnCard, listActiveCards, type AuthorizationRow } from '../payments/index.js';
import { audit, type AuditActor } from '../../platform/access/index.js';

function toSavedCard(row: AuthorizationRow, index: number): SavedCard {
  return {
    id: row.id,
    brand: (row.cardType ?? 'card').trim() || 'card',
    last4: row.last4 ?? '',
    exp_month: row.expMonth,
    exp_year: row.expYear,
    bank: row.bank,
    in_use: index === 0,
    saved_at: row.createdAt.toISOString(),
  };
}

const referenceError = (message: string) =>
  unprocessable(message, { payment_reference: [message] });

/**
 * The saved payment card (settings): shown by brand and last four, and replaced through a new card
 * verification paid in the shared checkout. The reference is made and confirmed by the payments
 * module's own code (the one fulfilment saves the card, deactivates the others and queues the refund
 * of the verification); this module only starts it and reads the result.
 */
export function createPaymentMethodsService(ctx: AppContext) {
  const { db } = ctx.database;
  const payments = createPaymentsService(ctx);

  async function cards(customerId: number): Promise<SavedCard[]> {
    return (await listActiveCards(db, customerId, ctx.payments.name)).map(toSavedCard);
  }

  return {
    cards,

    /**
     * Removes one of the customer's own saved cards (issue 18; right to erasure): the stored
     * authorization is deleted, so it can never be charged again, and the removal is written to the
     * audit log in the same transaction (who asked from where, which card by brand and last four).
     * Another customer's card, or one already removed, is 404 and changes nothing. A card that pays
     * a monthly policy may be removed: the next premium then needs a new card (the premium collection
     * finds none and the policy goes into its grace days, docs/business-rules.md).
     */
    async removeCard(customerId: number, cardId: number, actor: AuditActor): Promise<SavedCard[]> {
      await db.transaction(async (tx) => {
        const removed = await deleteOwnCard(tx, customerId, cardId);
        if (!removed) throw notFound(cardCopy.notFound);
        await audit(
          tx,
          actor,
          {
            action: 'customer.card_removed',
            recordType: 'payment_authorization',
            recordId: removed.id,
            before: {
              customer_id: customerId,
              brand: removed.cardType,
              last4: removed.last4,
              provider: removed.provider,
            },
            after: null,
          },
          ctx.now(),
        );
      });
      return cards(customerId);
    },

    /**
     * A card verification reference: the refundable ₦50, stored before the customer pays, with no
     * policy lines. The answer is the card quote every checkout opens the provider with.
     */
    async startReplacement(customerId: number) {
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw notFound();
      await ctx.rateLimiter.consume(referenceRateLimit, String(customerId));
      const now = ctx.now();
      const amountKobo = nairaToKobo(CARD_VERIFICATION_CHARGE);
      const ref = await insertReference(db, {
        reference: newReference(),
        customerId,
        cartId: null,
        paymentType: 'card',
        purpose: CARD_UPDATE_PURPOSE,
        lines: [],
        cardVerificationKobo: amountKobo,
        amountKobo,
        currency: CURRENCY,
        discountPercent: 0,
        status: 'pending',
        provider: ctx.payments.name,
        createdAt: now,
        updatedAt: now,
      });
      if (!ref) throw new Error('payment reference collision');
      return cardQuote(ctx, ref, customer);
    },

    /**
     * After the provider window: the payment is verified and fulfilled by the payments service
     * (another customer's or an unpaid reference is refused there, in its words), then the card the
     * provider reports is looked up among the saved ones. A card the provider says cannot be charged
     * again is not saved: 422, and its verification is refunded all the same.
     */
    async confirmReplacement(customerId: number, reference: string): Promise<SavedCard[]> {
      const ref = await findReference(db, reference);
      if (!ref || ref.customerId !== customerId) throw referenceError(checkoutCopy.paymentNotFound);
      if (ref.purpose !== CARD_UPDATE_PURPOSE)
        throw referenceError(accountCopy.notACardVerification);
      await payments.pay(customerId, reference);
      let transaction;
      try {
        transaction = await ctx.payments.verifyTransaction(reference);
      } catch (err) {
        if (err instanceof PaymentProviderError)
          throw new HttpError(503, checkoutCopy.providerUnavailable);
        throw err;
      }
      const rows = await listActiveCards(db, customerId, ctx.payments.name);
      const auth = transaction?.authorization;
      const inUse = rows[0];
      const isTheNewCard =
        inUse !== undefined &&
        auth?.reusable === true &&
        (auth.signature
          ? inUse.signature === auth.signature
          : inUse.last4 === auth.last4 && inUse.expYear === auth.expYear);
      if (!isTheNewCard) {
        throw unprocessable(accountCopy.cardNotReusable, { card: [accountCopy.cardNotReusable] });
      }
      const saved = rows.map(toSavedCard);
      return saved;
    },
  };
}
