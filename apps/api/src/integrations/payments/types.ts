/**
 * The payment provider port: Paystack for real, the sandbox ledger offline. Amounts are kobo here (the
 * provider boundary); the rest of the API works in naira and converts at this edge.
 */
export type PaymentProviderName = 'sandbox' | 'paystack';

/** A card authorization as the provider reports it (Paystack's `authorization` object). */
export interface ProviderAuthorization {
  authorizationCode: string;
  cardType: string | null;
  last4: string | null;
  expMonth: string | null;
  expYear: string | null;
  bank: string | null;
  channel: string | null;
  reusable: boolean;
  signature: string | null;
}

/** A transaction as the provider reports it (Paystack's verify / charge answer, `data`). */
export interface ProviderTransaction {
  id: string;
  reference: string;
  /** success | failed | abandoned | pending | ongoing | reversed | ... */
  status: string;
  amountKobo: number;
  currency: string;
  channel: string | null;
  paidAt: Date | null;
  gatewayResponse: string | null;
  customerEmail: string | null;
  authorization: ProviderAuthorization | null;
  /**
   * A saved-card charge the customer's bank wants approved (Paystack's `paused: true`): the page
   * where they approve it. The transaction is pending until they do.
   */
  authorizationUrl?: string | null;
  /**
   * A saved-card charge refused outright (Paystack's `status: false`, e.g. 'Authorization code is
   * invalid'): the card cannot be charged again and the customer must add a new one.
   */
  cardUnusable?: boolean;
}

/** A refund as the provider reports it (Paystack's refund object). */
export interface ProviderRefund {
  /** The provider's refund id; null when its answer had none. */
  id: string | null;
  /** pending | processing | processed | failed | needs-attention */
  status: string;
  transactionReference: string | null;
  amountKobo: number | null;
}

export interface ProviderTransferAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
  expiresAt: Date;
}

/** A transfer (payout) as the provider reports it (Paystack's transfer object). */
export interface ProviderTransfer {
  reference: string;
  /** pending | success | failed | reversed | otp | received | queued | abandoned | blocked | rejected */
  status: string;
  amountKobo: number;
  transferCode: string | null;
  reason: string | null;
  /** The provider's words for the outcome (Paystack's `gateway_response`), when it gives some. */
  message: string | null;
  /** The NIP session id of a transfer that reached the bank (`session.id`): finance quotes it to the bank. */
  sessionId: string | null;
  /** Paystack's fee for the transfer, kobo (`fee_charged`), when it says. */
  feeChargedKobo: number | null;
  /** Paystack's `failures` (its record of failed attempts), as it gives it; null when none. */
  failures: unknown;
}

/** A bank as the provider lists it (Paystack's List Banks, `GET /bank`). */
export interface ProviderBank {
  name: string;
  /** The bank code transfers and account checks take (`058`). */
  code: string;
  slug: string;
  /** Paystack's `supports_transfer`: payouts can be sent to it. */
  supportsTransfer: boolean;
  active: boolean;
}

/**
 * A settlement: a payout of our Paystack balance to our bank (Paystack's settlement object, its
 * figures as Paystack gives them: docs/business-rules.md, 'Reconciliation with Paystack').
 */
export interface ProviderSettlement {
  id: string;
  /** success | processing | pending | failed */
  status: string;
  /** The Lagos day it was paid out (YYYY-MM-DD). */
  settlementDate: string;
  /** The charges it pays out, before fees (`total_processed`). */
  totalProcessedKobo: number;
  /** Paystack's fees on those charges (`total_fees`). */
  totalFeesKobo: number;
  /** The charges less the fees (`total_amount`). */
  totalAmountKobo: number;
  /**
   * What Paystack kept back for what was drawn from the balance since the last settlement (refunds,
   * transfers and their fees): `deductions`, 0 when it says null.
   */
  deductionsKobo: number;
  /** What reached the bank (`effective_amount`): total_amount less the deductions. */
  effectiveAmountKobo: number;
}

/** One transaction a settlement paid out (Paystack's transaction object, with its `fees`). */
export interface ProviderSettlementTransaction {
  reference: string;
  amountKobo: number;
  feesKobo: number;
}

/**
 * A payment page for one reference (Paystack's Initialize Transaction answer): the payer opens
 * `authorizationUrl` (a link that can be e-mailed) and pays there.
 */
export interface ProviderCheckout {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

/** A bank-USSD charge as Paystack answers it (`status: pay_offline`, `ussd_code`, `display_text`). */
export interface ProviderUssdCharge {
  reference: string;
  status: string;
  ussdCode: string;
  displayText: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The key the browser opens the checkout with; null when there is none (the sandbox). */
  readonly publicKey: string | null;
  /** The transaction for a reference, or null when the provider has none. */
  verifyTransaction(reference: string): Promise<ProviderTransaction | null>;
  /**
   * A payment page for `amountKobo` under our reference (Paystack's Initialize Transaction), for a
   * payer with no account here: a sponsor paying its invoice by a link.
   */
  initializeTransaction(input: {
    reference: string;
    email: string;
    amountKobo: number;
  }): Promise<ProviderCheckout>;
  /** Charges a saved card (a reusable authorization) under our reference. */
  chargeAuthorization(input: {
    authorizationCode: string;
    email: string;
    amountKobo: number;
    reference: string;
  }): Promise<ProviderTransaction>;
  /**
   * Refunds a transaction (by our reference), in full or `amountKobo` of it. Answers the refund as
   * queued (Paystack: `pending`) with the provider's refund id; the outcome comes later.
   */
  refund(input: { reference: string; amountKobo: number | null }): Promise<ProviderRefund>;
  /** One refund by the provider's refund id (Paystack's fetch refund), or null when it has none. */
  fetchRefund(refundId: string): Promise<ProviderRefund | null>;
  /**
   * The refunds the provider has for a transaction (by our reference), created since `since`
   * (Paystack's List Refunds with its documented parameters only: `from`, `perPage`, `page`; every
   * page read and the transaction picked out here, since Paystack documents no transaction filter).
   * A refund job retried after its worker died mid-send reads this to adopt the refund it already
   * created instead of sending the money again.
   */
  listRefunds(input: { reference: string; since: Date }): Promise<ProviderRefund[]>;
  /**
   * A charge the customer completes by dialling their bank's USSD code (Paystack's Create Charge with
   * `ussd: { type }`, one of 737, 919, 822, 966): the answer's `ussd_code` is what they dial. The
   * transaction stays pending until they do; `charge.success` confirms it like any payment.
   */
  chargeUssd(input: {
    reference: string;
    email: string;
    amountKobo: number;
    bankType: string;
  }): Promise<ProviderUssdCharge>;
  /** A bank account the customer transfers `amountKobo` into, for this reference only. */
  createTransferAccount(input: {
    reference: string;
    email: string;
    amountKobo: number;
    expiresAt: Date;
  }): Promise<ProviderTransferAccount>;
  /**
   * A transfer recipient for a Nigerian bank account (Paystack: POST /transferrecipient, type nuban).
   * Answers the recipient code transfers are sent to.
   */
  createTransferRecipient(input: {
    name: string;
    accountNumber: string;
    bankCode: string;
  }): Promise<{ recipientCode: string; accountName: string | null }>;
  /**
   * Sends money from our balance to a recipient under our unique reference (Paystack: POST
   * /transfer). A reference the provider already has is not sent again: the answer is that transfer.
   */
  initiateTransfer(input: {
    reference: string;
    recipientCode: string;
    amountKobo: number;
    reason: string;
  }): Promise<ProviderTransfer>;
  /** The transfer for our reference (Paystack: GET /transfer/verify/:reference), or null. */
  verifyTransfer(reference: string): Promise<ProviderTransfer | null>;
  /**
   * The Nigerian banks the provider lists (Paystack: `GET /bank?country=nigeria&currency=NGN`, every
   * page), for payouts and account checks (modules/platform/reference/banks-refresh.ts keeps them daily).
   */
  listBanks(): Promise<ProviderBank[]>;
  /**
   * The settlements paid out on Lagos days `from` to `to` (YYYY-MM-DD, both included): Paystack's
   * List Settlements (`GET /settlement`, with the documented `perPage` and `page` only; every page
   * read, newest first, until one is older than `from`).
   */
  listSettlements(input: { from: string; to: string }): Promise<ProviderSettlement[]>;
  /** The transactions of one settlement (`GET /settlement/{id}/transactions`, every page). */
  settlementTransactions(settlementId: string): Promise<ProviderSettlementTransaction[]>;
  /**
   * Our NGN balance at the provider now, kobo (Paystack's Check Balance, `GET /balance`: the
   * balance of the NGN entry): what transfers can be paid from.
   */
  checkBalance(): Promise<number>;
  /** HMAC-SHA512 of the raw webhook body with the secret key, compared in constant time. */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
}

/** Paystack's answer to a refund of a transaction already refunded in full (HTTP 400). */
export const FULLY_REVERSED = 'Transaction has been fully reversed';

/** The provider refused a refund because the transaction was already refunded in full. */
export function isFullyReversed(err: unknown): boolean {
  return (
    err instanceof PaymentProviderError &&
    err.httpStatus === 400 &&
    err.message.toLowerCase().includes(FULLY_REVERSED.toLowerCase())
  );
}

/** The provider could not be reached or answered in a way we cannot use. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** A retry later may succeed (network, 5xx, 429). */
    public readonly retryable: boolean,
    public readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
