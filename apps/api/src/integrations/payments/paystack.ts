import { z } from 'zod';
import { lagosDate } from '@alaafia/domain';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderBank,
  type ProviderCheckout,
  type ProviderSettlement,
  type ProviderSettlementTransaction,
  type ProviderRefund,
  type ProviderTransaction,
  type ProviderTransfer,
  type ProviderTransferAccount,
  type ProviderUssdCharge,
} from './types.js';
import {
  pausedChargeSchema,
  koboAmount,
  fromPaystackRefund,
  fromPaystackTransaction,
  envelopeSchema,
  fromPaystackTransfer,
  recipientSchema,
  initializeSchema,
  ussdChargeSchema,
  transferChargeSchema,
  paystackSettlementSchema,
  paystackSettlementTransactionSchema,
  paystackBankSchema,
  listMetaSchema,
} from './paystack-schemas.js';
import {
  RATE_LIMIT_MAX_WAIT_MS,
  RATE_LIMIT_RETRIES,
  retryAfterMs,
  sleep,
  verifyPaystackSignature,
} from './paystack-http.js';

/**
 * Paystack over fetch with the secret key. Shapes follow Paystack's API reference:
 * - verify: https://paystack.com/docs/api/transaction/#verify
 * - charge_authorization: https://paystack.com/docs/api/transaction/#charge-authorization
 * - refund: https://paystack.com/docs/api/refund/#create, fetch: https://paystack.com/docs/api/refund/#fetch,
 *   list: https://paystack.com/docs/api/refund/#list (PaystackOSS/openapi RefundListResponse)
 * - settlements: GET /settlement and GET /settlement/{id}/transactions (PaystackOSS/openapi
 *   paths/settlement.yaml, settlement_{id}_transactions.yaml; perPage and page only), the settlement
 *   object's fields as https://paystack.com/docs/api/settlement/ shows them (total_processed,
 *   total_fees, total_amount, deductions, effective_amount)
 * - balance: GET /balance (PaystackOSS/openapi paths/balance.yaml, BalanceCheckResponseArray)
 * - pay with transfer (POST /charge with bank_transfer): https://paystack.com/docs/payments/payment-methods/#bank-transfer
 * - transfers: create recipient https://paystack.com/docs/api/transfer-recipient/#create (type nuban),
 *   initiate https://paystack.com/docs/api/transfer/#initiate, verify https://paystack.com/docs/api/transfer/#verify
 *   (shapes from PaystackOSS/openapi: TransferRecipientCreateResponse, TransferVerifyResponse)
 * - webhooks (x-paystack-signature, HMAC-SHA512 of the body): https://paystack.com/docs/payments/webhooks/
 * Every answer is `{ status: boolean, message: string, data }`; amounts are kobo.
 */
/** List Refunds pages: 100 refunds a page, at most 20 pages (2,000 refunds since the send). */
const LIST_REFUNDS_PER_PAGE = 100;
const LIST_REFUNDS_MAX_PAGES = 20;

interface PaystackOptions {
  secretKey: string;
  publicKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

const LIST_PER_PAGE = 100;
const LIST_SETTLEMENTS_MAX_PAGES = 50;

export class PaystackClient implements PaymentProvider {
  readonly name = 'paystack' as const;
  readonly publicKey: string;
  private readonly secretKey: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  /**
   * After a 429 no call of this client is sent before this time (ms since the epoch): the premium
   * collection's concurrent charges all wait out Paystack's Retry-After, not only the one refused.
   */
  private notBefore = 0;

  constructor(options: PaystackOptions) {
    this.secretKey = options.secretKey;
    this.publicKey = options.publicKey;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, unknown>,
  ): Promise<{
    httpStatus: number;
    status: boolean;
    message: string;
    data: unknown;
    meta: unknown;
  }> {
    let res: Response;
    for (let retries = 0; ; retries += 1) {
      const wait = this.notBefore - Date.now();
      if (wait > 0) await sleep(wait);
      try {
        res = await fetch(`${this.baseUrl}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${this.secretKey}`,
            Accept: 'application/json',
            ...(body ? { 'Content-Type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (err) {
        throw new PaymentProviderError(
          `Paystack could not be reached: ${(err as Error).message}`,
          true,
        );
      }
      if (res.status !== 429 || retries >= RATE_LIMIT_RETRIES) break;
      const backOff = retryAfterMs(res.headers.get('retry-after'));
      if (backOff > RATE_LIMIT_MAX_WAIT_MS) break;
      this.notBefore = Math.max(this.notBefore, Date.now() + backOff);
      await res.body?.cancel();
    }
    if (res.status >= 500 || res.status === 429) {
      throw new PaymentProviderError(`Paystack answered ${res.status}`, true, res.status);
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      throw new PaymentProviderError(
        `Paystack answered ${res.status} without JSON`,
        true,
        res.status,
      );
    }
    const parsed = envelopeSchema.safeParse(json);
    if (!parsed.success) {
      throw new PaymentProviderError(
        `Paystack answered ${res.status} in an unknown shape`,
        false,
        res.status,
      );
    }
    return {
      httpStatus: res.status,
      status: parsed.data.status,
      message: parsed.data.message,
      data: parsed.data.data,
      meta: parsed.data.meta,
    };
  }

  async verifyTransaction(reference: string): Promise<ProviderTransaction | null> {
    const res = await this.request('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    if (!res.status) {
      if (res.httpStatus === 404 || /not found/i.test(res.message)) return null;
      throw new PaymentProviderError(
        `Paystack verify failed: ${res.message}`,
        false,
        res.httpStatus,
      );
    }
    return fromPaystackTransaction(res.data);
  }

  async chargeAuthorization(input: {
    authorizationCode: string;
    email: string;
    amountKobo: number;
    reference: string;
  }): Promise<ProviderTransaction> {
    const res = await this.request('POST', '/transaction/charge_authorization', {
      authorization_code: input.authorizationCode,
      email: input.email,
      amount: input.amountKobo,
      currency: 'NGN',
      reference: input.reference,
    });
    if (!res.status && /duplicate/i.test(res.message)) {
      // Our reference was charged before (a retry after a lost answer): its outcome is the
      // transaction's, which verification reads; nothing is known here.
      throw new PaymentProviderError(`Paystack: ${res.message}`, true, res.httpStatus);
    }
    if (!res.status) {
      // A definite refusal (4xx, `status: false`): no money moved. 'Authorization code is invalid'
      // (or inactive) means the saved card is dead; anything else ('Charge attempt cannot be
      // fulfilled until ...') is a decline to retry on the schedule.
      return {
        id: '',
        reference: input.reference,
        status: 'failed',
        amountKobo: input.amountKobo,
        currency: 'NGN',
        channel: 'card',
        paidAt: null,
        gatewayResponse: res.message,
        customerEmail: input.email,
        authorization: null,
        authorizationUrl: null,
        cardUnusable: /authorization (code )?is (invalid|inactive)|invalid authorization/i.test(
          res.message,
        ),
      };
    }
    const paused = pausedChargeSchema.safeParse(res.data);
    const transaction = fromPaystackTransaction(res.data);
    if (paused.success && paused.data.paused) {
      // The bank wants the customer to approve this charge (a second factor): pending until then.
      return {
        ...transaction,
        status: 'pending',
        authorizationUrl: paused.data.authorization_url ?? null,
      };
    }
    return transaction;
  }

  async refund(input: { reference: string; amountKobo: number | null }): Promise<ProviderRefund> {
    const res = await this.request('POST', '/refund', {
      transaction: input.reference,
      ...(input.amountKobo !== null ? { amount: input.amountKobo } : {}),
    });
    if (!res.status) {
      throw new PaymentProviderError(
        `Paystack refund failed: ${res.message}`,
        false,
        res.httpStatus,
      );
    }
    return fromPaystackRefund(res.data, input.reference);
  }

  async fetchRefund(refundId: string): Promise<ProviderRefund | null> {
    const res = await this.request('GET', `/refund/${encodeURIComponent(refundId)}`);
    if (!res.status) {
      if (res.httpStatus === 404 || /not found/i.test(res.message)) return null;
      throw new PaymentProviderError(
        `Paystack fetch refund failed: ${res.message}`,
        false,
        res.httpStatus,
      );
    }
    return fromPaystackRefund(res.data, null);
  }

  /**
   * List Refunds (`GET /refund`, PaystackOSS/openapi paths/refund.yaml): the documented parameters
   * are perPage, page, from and to, and none names a transaction, so the integration's refunds since
   * a day before `since` (clocks apart) are read page by page, newest first, and only those whose
   * `transaction_reference` is ours are answered. At most LIST_REFUNDS_MAX_PAGES pages: a refund
   * older than that is not adopted, and the caller's refusal rules (fully reversed) still hold.
   */
  async listRefunds(input: { reference: string; since: Date }): Promise<ProviderRefund[]> {
    const from = new Date(input.since.getTime() - 86_400_000).toISOString();
    const found: ProviderRefund[] = [];
    for (let page = 1; page <= LIST_REFUNDS_MAX_PAGES; page += 1) {
      const query = new URLSearchParams({
        from,
        perPage: String(LIST_REFUNDS_PER_PAGE),
        page: String(page),
      });
      const res = await this.request('GET', `/refund?${query.toString()}`);
      if (!res.status) {
        if (res.httpStatus === 404) break;
        throw new PaymentProviderError(
          `Paystack list refunds failed: ${res.message}`,
          false,
          res.httpStatus,
        );
      }
      if (!Array.isArray(res.data)) {
        throw new PaymentProviderError('Paystack answered a refund list we cannot read', false);
      }
      for (const item of res.data) {
        const refund = fromPaystackRefund(item, null);
        if (refund.transactionReference === input.reference) found.push(refund);
      }
      if (res.data.length < LIST_REFUNDS_PER_PAGE) break;
    }
    return found;
  }

  async listSettlements(input: { from: string; to: string }): Promise<ProviderSettlement[]> {
    const found: ProviderSettlement[] = [];
    for (let page = 1; page <= LIST_SETTLEMENTS_MAX_PAGES; page += 1) {
      const query = new URLSearchParams({ perPage: String(LIST_PER_PAGE), page: String(page) });
      const res = await this.request('GET', `/settlement?${query.toString()}`);
      if (!res.status) {
        if (res.httpStatus === 404) break;
        throw new PaymentProviderError(
          `Paystack list settlements failed: ${res.message}`,
          false,
          res.httpStatus,
        );
      }
      const items = z.array(paystackSettlementSchema).safeParse(res.data);
      if (!items.success)
        throw new PaymentProviderError('Paystack answered a settlement list we cannot read', false);
      let older = false;
      for (const item of items.data) {
        const day = lagosDate(new Date(item.settlement_date));
        if (day < input.from) older = true;
        if (day < input.from || day > input.to) continue;
        found.push({
          id: String(item.id),
          status: item.status,
          settlementDate: day,
          // An answer without total_processed (older settlements) had no deductions: charges are
          // what was settled plus the fees.
          totalProcessedKobo: item.total_processed ?? item.total_amount + item.total_fees,
          totalFeesKobo: item.total_fees,
          totalAmountKobo: item.total_amount,
          deductionsKobo: item.deductions ?? 0,
          effectiveAmountKobo: item.effective_amount,
        });
      }
      if (older || items.data.length < LIST_PER_PAGE) break;
    }
    return found;
  }

  async settlementTransactions(settlementId: string): Promise<ProviderSettlementTransaction[]> {
    const found: ProviderSettlementTransaction[] = [];
    for (let page = 1; page <= LIST_SETTLEMENTS_MAX_PAGES; page += 1) {
      const query = new URLSearchParams({ perPage: String(LIST_PER_PAGE), page: String(page) });
      const res = await this.request(
        'GET',
        `/settlement/${encodeURIComponent(settlementId)}/transactions?${query.toString()}`,
      );
      if (!res.status)
        throw new PaymentProviderError(
          `Paystack settlement transactions failed: ${res.message}`,
          false,
          res.httpStatus,
        );
      const items = z.array(paystackSettlementTransactionSchema).safeParse(res.data);
      if (!items.success)
        throw new PaymentProviderError(
          'Paystack answered settlement transactions we cannot read',
          false,
        );
      for (const item of items.data)
        found.push({
          reference: item.reference,
          amountKobo: item.amount,
          feesKobo: item.fees ?? 0,
        });
      if (items.data.length < LIST_PER_PAGE) break;
    }
    return found;
  }

  /**
   * Check Balance (`GET /balance`, PaystackOSS/openapi paths/balance.yaml, BalanceCheckResponseArray:
   * `[{ currency, balance }]`): the NGN balance, kobo.
   */
  async checkBalance(): Promise<number> {
    const res = await this.request('GET', '/balance');
    const items = z
      .array(z.object({ currency: z.string(), balance: koboAmount }))
      .safeParse(res.data);
    if (!res.status || !items.success)
      throw new PaymentProviderError(
        `Paystack check balance failed: ${res.message}`,
        res.httpStatus === null || res.httpStatus >= 500,
        res.httpStatus,
      );
    const ngn = items.data.find((b) => b.currency === 'NGN');
    if (!ngn) throw new PaymentProviderError('Paystack reported no NGN balance', false);
    return ngn.balance;
  }

  /** Initialize Transaction (`POST /transaction/initialize`): the payment page of one reference. */
  async initializeTransaction(input: {
    reference: string;
    email: string;
    amountKobo: number;
  }): Promise<ProviderCheckout> {
    const res = await this.request('POST', '/transaction/initialize', {
      email: input.email,
      amount: input.amountKobo,
      currency: 'NGN',
      reference: input.reference,
    });
    const data = initializeSchema.safeParse(res.data);
    if (!res.status || !data.success) {
      throw new PaymentProviderError(
        `Paystack did not give a payment page: ${res.message}`,
        false,
        res.httpStatus,
      );
    }
    return {
      authorizationUrl: data.data.authorization_url,
      accessCode: data.data.access_code,
      reference: data.data.reference,
    };
  }

  async chargeUssd(input: {
    reference: string;
    email: string;
    amountKobo: number;
    bankType: string;
  }): Promise<ProviderUssdCharge> {
    const res = await this.request('POST', '/charge', {
      email: input.email,
      amount: input.amountKobo,
      reference: input.reference,
      ussd: { type: input.bankType },
    });
    const data = ussdChargeSchema.safeParse(res.data);
    if (!res.status || !data.success) {
      throw new PaymentProviderError(
        `Paystack did not give a USSD code: ${res.message}`,
        false,
        res.httpStatus,
      );
    }
    return {
      reference: data.data.reference,
      status: data.data.status,
      ussdCode: data.data.ussd_code,
      displayText: data.data.display_text,
    };
  }

  async createTransferAccount(input: {
    reference: string;
    email: string;
    amountKobo: number;
    expiresAt: Date;
  }): Promise<ProviderTransferAccount> {
    const res = await this.request('POST', '/charge', {
      email: input.email,
      amount: input.amountKobo,
      reference: input.reference,
      bank_transfer: { account_expires_at: input.expiresAt.toISOString() },
    });
    const data = transferChargeSchema.safeParse(res.data);
    if (!res.status || !data.success) {
      throw new PaymentProviderError(
        `Paystack did not give a transfer account: ${res.message}`,
        false,
        res.httpStatus,
      );
    }
    return {
      bankName: data.data.bank.name,
      accountNumber: data.data.account_number,
      accountName: data.data.account_name,
      expiresAt: data.data.account_expires_at
        ? new Date(data.data.account_expires_at)
        : input.expiresAt,
    };
  }

  async createTransferRecipient(input: {
    name: string;
    accountNumber: string;
    bankCode: string;
  }): Promise<{ recipientCode: string; accountName: string | null }> {
    const res = await this.request('POST', '/transferrecipient', {
      type: 'nuban',
      name: input.name,
      account_number: input.accountNumber,
      bank_code: input.bankCode,
      currency: 'NGN',
    });
    const data = recipientSchema.safeParse(res.data);
    if (!res.status || !data.success) {
      throw new PaymentProviderError(
        `Paystack did not create the transfer recipient: ${res.message}`,
        false,
        res.httpStatus,
      );
    }
    return {
      recipientCode: data.data.recipient_code,
      accountName: data.data.details?.account_name ?? null,
    };
  }

  async initiateTransfer(input: {
    reference: string;
    recipientCode: string;
    amountKobo: number;
    reason: string;
  }): Promise<ProviderTransfer> {
    const res = await this.request('POST', '/transfer', {
      source: 'balance',
      amount: input.amountKobo,
      recipient: input.recipientCode,
      reference: input.reference,
      reason: input.reason,
      currency: 'NGN',
    });
    if (!res.status && /duplicate|already/i.test(res.message)) {
      // Our reference was sent before (a retry after a lost answer): that transfer is the answer.
      const existing = await this.verifyTransfer(input.reference);
      if (existing) return existing;
      throw new PaymentProviderError(`Paystack: ${res.message}`, true, res.httpStatus);
    }
    if (!res.status) {
      // A definite refusal (insufficient balance, a recipient Paystack will not pay): nothing sent.
      return {
        reference: input.reference,
        status: 'failed',
        amountKobo: input.amountKobo,
        transferCode: null,
        reason: input.reason,
        message: res.message,
        sessionId: null,
        feeChargedKobo: null,
        failures: null,
      };
    }
    return fromPaystackTransfer(res.data);
  }

  async verifyTransfer(reference: string): Promise<ProviderTransfer | null> {
    const res = await this.request('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
    if (!res.status) {
      if (res.httpStatus === 404 || /not found/i.test(res.message)) return null;
      throw new PaymentProviderError(
        `Paystack verify transfer failed: ${res.message}`,
        true,
        res.httpStatus,
      );
    }
    return fromPaystackTransfer(res.data);
  }

  /**
   * List Banks (`GET /bank`, PaystackOSS/openapi paths/bank.yaml, MiscellaneousListBanksResponse):
   * Nigerian banks in NGN, cursor pages of 100 (`use_cursor`, `next`) followed to the end, at most
   * LIST_BANKS_MAX_PAGES.
   */
  async listBanks(): Promise<ProviderBank[]> {
    const found: ProviderBank[] = [];
    let next: string | null = null;
    for (let page = 0; page < LIST_BANKS_MAX_PAGES; page += 1) {
      const query = new URLSearchParams({
        country: 'nigeria',
        currency: 'NGN',
        use_cursor: 'true',
        perPage: '100',
        ...(next ? { next } : {}),
      });
      const res = await this.request('GET', `/bank?${query.toString()}`);
      if (!res.status || !Array.isArray(res.data)) {
        throw new PaymentProviderError(
          `Paystack list banks failed: ${res.message}`,
          res.httpStatus === null || res.httpStatus >= 500,
          res.httpStatus,
        );
      }
      for (const item of res.data) {
        const bank = paystackBankSchema.safeParse(item);
        if (bank.success && !bank.data.is_deleted)
          found.push({
            name: bank.data.name,
            code: bank.data.code,
            slug: bank.data.slug,
            supportsTransfer: bank.data.supports_transfer,
            active: bank.data.active,
          });
      }
      next = listMetaSchema.safeParse(res.meta).data?.next ?? null;
      if (!next) break;
    }
    return found;
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean {
    return verifyPaystackSignature(this.secretKey, rawBody, signature);
  }
}

const LIST_BANKS_MAX_PAGES = 10;
