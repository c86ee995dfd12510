import { createHash, randomBytes } from 'node:crypto';
import { type SandboxCardOutcome } from '@alaafia/domain';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  sandboxCardBehaviours,
  sandboxRefunds,
  sandboxTransactions,
} from '../../db/schema/index.js';
import { paystackSignature, verifyPaystackSignature } from './paystack-http.js';
import { fromPaystackTransaction, type PaystackTransaction } from './paystack-schemas.js';
import {
  FULLY_REVERSED,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderRefund,
  type ProviderTransaction,
  type ProviderCheckout,
  type ProviderTransferAccount,
  type ProviderUssdCharge,
} from './types.js';
import { SandboxTransfers } from './sandbox-transfers.js';
import { SANDBOX_SECRET_KEY } from './sandbox-balance.js';

export { INSUFFICIENT_BALANCE } from './sandbox-balance.js';

type LedgerRow = typeof sandboxTransactions.$inferSelect;

/** The sandbox's bank-USSD code of a reference: five digits made from it (the same every time). */
function ussdToken(reference: string) {
  const digits = BigInt(`0x${createHash('sha256').update(reference).digest('hex').slice(0, 10)}`);
  return (digits % 100_000n).toString().padStart(5, '0');
}

/** A stable fake card per customer e-mail, so a second payment by the same "card" matches the first. */
function fakeCard(email: string) {
  const digest = createHash('sha256').update(email.toLowerCase()).digest('hex');
  return { signature: `SIG_sbx${digest.slice(0, 16)}`, last4: '4081' };
}

/**
 * The offline payment provider: a ledger in our own database with Paystack's shapes. The sandbox
 * checkout (POST /api/sandbox/paystack/charge) marks a reference paid or failed as Paystack would;
 * verify, charge_authorization and refund read and write the same ledger.
 */
export class SandboxPaymentProvider extends SandboxTransfers implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publicKey = null;

  constructor(
    db: Db,
    now: () => Date = () => new Date(),
    /** Where the app is served (APP_URL): the sandbox's payment pages are under it. */
    private readonly appUrl = 'http://localhost:3000',
  ) {
    super(db, now);
  }

  /** A ledger row as Paystack's transaction object. */
  toPaystack(row: LedgerRow): PaystackTransaction {
    const card = fakeCard(row.email);
    return {
      id: row.id,
      reference: row.reference,
      status: row.status,
      amount: row.amountKobo,
      currency: row.currency,
      channel: row.channel,
      paid_at: row.paidAt?.toISOString() ?? null,
      gateway_response:
        row.status === 'success' ? 'Successful' : row.status === 'failed' ? 'Declined' : null,
      customer: { email: row.email },
      authorization:
        row.authorizationCode && row.channel === 'card'
          ? {
              authorization_code: row.authorizationCode,
              card_type: 'visa',
              last4: card.last4,
              exp_month: '12',
              exp_year: String(this.now().getUTCFullYear() + 3),
              bank: 'SANDBOX TEST BANK',
              channel: 'card',
              reusable: true,
              signature: card.signature,
            }
          : null,
    };
  }

  private async find(reference: string): Promise<LedgerRow | null> {
    const [row] = await this.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, reference))
      .limit(1);
    return row ?? null;
  }

  async verifyTransaction(reference: string): Promise<ProviderTransaction | null> {
    const row = await this.find(reference);
    return row ? fromPaystackTransaction(this.toPaystack(row)) : null;
  }

  /**
   * What the sandbox checkout does when the customer presses Pay or the charge fails: the ledger row
   * for the reference becomes success or failed. A reference already paid stays paid (as at Paystack).
   */
  async completeCharge(input: {
    reference: string;
    outcome: 'success' | 'failed';
    amountKobo: number;
    email: string;
    channel: 'card' | 'bank_transfer' | 'ussd';
  }): Promise<LedgerRow> {
    const now = this.now();
    const existing = await this.find(input.reference);
    if (existing?.status === 'success') return existing;
    const values = {
      status: input.outcome,
      amountKobo: input.amountKobo,
      channel: existing?.channel ?? input.channel,
      email: input.email,
      authorizationCode:
        input.outcome === 'success' && (existing?.channel ?? input.channel) === 'card'
          ? `AUTH_sbx${randomBytes(6).toString('hex')}`
          : null,
      paidAt: input.outcome === 'success' ? now : null,
      updatedAt: now,
    };
    const [row] = await this.db
      .insert(sandboxTransactions)
      .values({ reference: input.reference, ...values, createdAt: now })
      .onConflictDoUpdate({
        target: sandboxTransactions.reference,
        set: values,
        setWhere: sql`${sandboxTransactions.status} <> 'success'`,
      })
      .returning();
    return row ?? (await this.find(input.reference))!;
  }

  /**
   * The charge.dispute.* event Paystack would post for a paid transaction (one dispute per
   * transaction in the sandbox, its id the ledger row's), and its signature; null when unpaid.
   */
  async disputeWebhookFor(input: {
    reference: string;
    event: 'create' | 'remind' | 'resolve';
    resolution?: 'merchant-accepted' | 'auto-accepted' | 'declined';
  }): Promise<{ body: string; signature: string } | null> {
    const row = await this.find(input.reference);
    if (!row || row.status !== 'success') return null;
    const resolved = input.event === 'resolve';
    const now = this.now();
    const body = JSON.stringify({
      event: `charge.dispute.${input.event}`,
      data: {
        id: row.id,
        refund_amount: row.amountKobo,
        currency: row.currency,
        status: resolved ? 'resolved' : 'awaiting-merchant-feedback',
        resolution: resolved ? (input.resolution ?? 'declined') : null,
        domain: 'test',
        transaction: this.toPaystack(row),
        transaction_reference: null,
        category: 'chargeback',
        customer: { email: row.email },
        dueAt: new Date(now.getTime() + 2 * 24 * 3_600_000).toISOString(),
        resolvedAt: resolved ? now.toISOString() : null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      },
    });
    return { body, signature: paystackSignature(SANDBOX_SECRET_KEY, body) };
  }

  /** The charge.success event Paystack would post, and its signature. */
  webhookFor(row: LedgerRow): { body: string; signature: string } {
    const body = JSON.stringify({ event: 'charge.success', data: this.toPaystack(row) });
    return { body, signature: paystackSignature(SANDBOX_SECRET_KEY, body) };
  }

  async chargeAuthorization(input: {
    authorizationCode: string;
    email: string;
    amountKobo: number;
    reference: string;
  }): Promise<ProviderTransaction> {
    const existing = await this.find(input.reference);
    if (existing) return fromPaystackTransaction(this.toPaystack(existing));
    const [card] = await this.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.authorizationCode, input.authorizationCode))
      .limit(1);
    // POST /api/sandbox/paystack/card-behaviour makes a customer's saved cards decline from then on.
    const [behaviour] = await this.db
      .select({ outcome: sandboxCardBehaviours.outcome })
      .from(sandboxCardBehaviours)
      .where(eq(sandboxCardBehaviours.email, input.email.toLowerCase()))
      .limit(1);
    if (behaviour?.outcome === 'invalid') {
      // What Paystack answers for a dead authorization: status false, nothing charged.
      return {
        id: '',
        reference: input.reference,
        status: 'failed',
        amountKobo: input.amountKobo,
        currency: 'NGN',
        channel: 'card',
        paidAt: null,
        gatewayResponse: 'Authorization code is invalid',
        customerEmail: input.email,
        authorization: null,
        cardUnusable: true,
      };
    }
    const ok =
      card?.status === 'success' && card.email === input.email && behaviour?.outcome !== 'failed';
    const now = this.now();
    const [row] = await this.db
      .insert(sandboxTransactions)
      .values({
        reference: input.reference,
        status: ok ? 'success' : 'failed',
        amountKobo: input.amountKobo,
        channel: 'card',
        email: input.email,
        authorizationCode: ok ? input.authorizationCode : null,
        paidAt: ok ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return fromPaystackTransaction(this.toPaystack(row!));
  }

  async refund(input: { reference: string; amountKobo: number | null }): Promise<ProviderRefund> {
    // One transaction, the paid transaction's row locked: at Paystack a refund and the
    // transaction's reversal are one act. Apart, a worker killed between them left the transaction
    // reversed in full with no refund listed, and the retry was refused as "fully reversed" for a
    // refund no ledger held (a fresh-clone run of jobs-workers.test.ts counted 199 of 200).
    const queued = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.reference, input.reference))
        .limit(1)
        .for('update');
      if (!row || row.status !== 'success') {
        throw new Error(`sandbox: no paid transaction ${input.reference} to refund`);
      }
      // Paystack refuses a refund of a transaction already refunded in full (400, "Transaction has
      // been fully reversed"): a retried refund job can never send the money twice.
      if (row.refundedKobo >= row.amountKobo) {
        throw new PaymentProviderError(`sandbox refund failed: ${FULLY_REVERSED}`, false, 400);
      }
      const amount = input.amountKobo ?? row.amountKobo;
      if (amount <= 0 || row.refundedKobo + amount > row.amountKobo) {
        throw new Error('sandbox: refund larger than the transaction');
      }
      await tx
        .update(sandboxTransactions)
        .set({ refundedKobo: row.refundedKobo + amount, updatedAt: this.now() })
        .where(eq(sandboxTransactions.id, row.id));
      const [inserted] = await tx
        .insert(sandboxRefunds)
        .values({
          transactionReference: input.reference,
          amountKobo: amount,
          status: 'pending',
          createdAt: this.now(),
          updatedAt: this.now(),
        })
        .returning();
      return inserted!;
    });
    return this.toRefund(queued);
  }

  private toRefund(row: typeof sandboxRefunds.$inferSelect): ProviderRefund {
    return {
      id: String(row.id),
      status: row.status,
      transactionReference: row.transactionReference,
      amountKobo: row.amountKobo,
    };
  }

  /**
   * Paystack's fetch refund. A sandbox refund still queued is processed when it is first looked at
   * (as Paystack's test mode does promptly), unless a sandbox route set another outcome.
   */
  async fetchRefund(refundId: string): Promise<ProviderRefund | null> {
    const id = Number(refundId);
    if (!Number.isSafeInteger(id)) return null;
    const [row] = await this.db
      .update(sandboxRefunds)
      .set({
        status: sql`case when ${sandboxRefunds.status} = 'pending' then 'processed' else ${sandboxRefunds.status} end`,
        updatedAt: this.now(),
      })
      .where(eq(sandboxRefunds.id, id))
      .returning();
    return row ? this.toRefund(row) : null;
  }

  /**
   * Paystack's List Refunds as Paystack answers it: the ledger's refunds since a day before `since`
   * (its `from`), newest first; the transaction is picked out here, as the Paystack client does.
   */
  async listRefunds(input: { reference: string; since: Date }): Promise<ProviderRefund[]> {
    const from = new Date(input.since.getTime() - 86_400_000);
    const rows = await this.db
      .select()
      .from(sandboxRefunds)
      .where(gte(sandboxRefunds.createdAt, from))
      .orderBy(sql`${sandboxRefunds.id} desc`);
    return rows
      .map((row) => this.toRefund(row))
      .filter((r) => r.transactionReference === input.reference);
  }

  /**
   * Sets a sandbox refund's outcome (the latest refund of a transaction) and answers the signed
   * refund.* webhook Paystack would send for it, for tests and demos.
   */
  async setRefundOutcome(input: {
    reference: string;
    outcome: 'processing' | 'processed' | 'failed' | 'needs-attention';
  }): Promise<{ body: string; signature: string } | null> {
    const [latest] = await this.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.transactionReference, input.reference))
      .orderBy(sql`${sandboxRefunds.id} desc`)
      .limit(1);
    if (!latest) return null;
    const [row] = await this.db
      .update(sandboxRefunds)
      .set({ status: input.outcome, updatedAt: this.now() })
      .where(eq(sandboxRefunds.id, latest.id))
      .returning();
    // As Paystack sends them: refund.pending, .processing and .processed carry the amount as a
    // string and no refund id; refund.failed and .needs-attention name the refund by its id.
    const documented = input.outcome === 'processing' || input.outcome === 'processed';
    const body = JSON.stringify({
      event: `refund.${input.outcome}`,
      data: {
        status: input.outcome,
        transaction_reference: row!.transactionReference,
        refund_reference: null,
        amount: documented ? String(row!.amountKobo) : row!.amountKobo,
        currency: 'NGN',
        processor: 'sandbox',
        customer: { first_name: null, last_name: null, email: null },
        integration: 0,
        domain: 'test',
        ...(documented ? {} : { id: row!.id }),
      },
    });
    return { body, signature: paystackSignature(SANDBOX_SECRET_KEY, body) };
  }

  /**
   * A payment page as Initialize Transaction gives one: the reference is recorded pending (what it
   * is for and how much) and the page is the sandbox's own (GET /api/sandbox/paystack/checkout/{reference},
   * paid with POST /api/sandbox/paystack/charge). Asking again for the same reference answers the same page.
   */
  /** Every refund of a paid transaction, oldest first (the sandbox's own refund list). */
  async refundsOf(transactionReference: string) {
    return this.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.transactionReference, transactionReference))
      .orderBy(asc(sandboxRefunds.id));
  }

  /**
   * How a card paid by this e-mail behaves from now on (the sandbox's test cards): a saved-card
   * charge of the customer with that address succeeds, declines or asks for the bank's approval.
   */
  async setCardBehaviour(email: string, outcome: SandboxCardOutcome) {
    await this.db
      .insert(sandboxCardBehaviours)
      .values({ email, outcome, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: sandboxCardBehaviours.email,
        set: { outcome, updatedAt: new Date() },
      });
  }

  async initializeTransaction(input: {
    reference: string;
    email: string;
    amountKobo: number;
  }): Promise<ProviderCheckout> {
    const now = this.now();
    await this.db
      .insert(sandboxTransactions)
      .values({
        reference: input.reference,
        status: 'pending',
        amountKobo: input.amountKobo,
        channel: 'card',
        email: input.email,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const code = createHash('sha256').update(input.reference).digest('hex').slice(0, 15);
    return {
      authorizationUrl: `${this.appUrl.replace(/\/+$/, '')}/api/sandbox/paystack/checkout/${encodeURIComponent(input.reference)}`,
      accessCode: `sbx_${code}`,
      reference: input.reference,
    };
  }

  /** The sandbox's record of a reference (initialized, paid or failed), or null. */
  async transaction(reference: string): Promise<LedgerRow | null> {
    return this.find(reference);
  }

  /**
   * A bank-USSD charge as Paystack's Create Charge answers it (`pay_offline`, the code to dial): the
   * reference is recorded pending; POST /api/sandbox/paystack/ussd pays or fails it, as the customer
   * dialling their bank would. The code is made from the reference, so asking again gives the same.
   */
  async chargeUssd(input: {
    reference: string;
    email: string;
    amountKobo: number;
    bankType: string;
  }): Promise<ProviderUssdCharge> {
    const now = this.now();
    await this.db
      .insert(sandboxTransactions)
      .values({
        reference: input.reference,
        status: 'pending',
        amountKobo: input.amountKobo,
        channel: 'ussd',
        email: input.email,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const ussdCode = `*${input.bankType}*000*${ussdToken(input.reference)}#`;
    return {
      reference: input.reference,
      status: 'pay_offline',
      ussdCode,
      displayText: `Please dial ${ussdCode} on your mobile phone to complete the transaction`,
    };
  }

  /**
   * The pending bank-USSD charge a code pays (`*737*000*12345#`, as chargeUssd gave it), or null:
   * the simulator's phone dials the code as the customer would dial their bank.
   */
  async pendingUssdCharge(code: string): Promise<LedgerRow | null> {
    const token = /^\*\d{3}\*000\*(\d{5})#$/.exec(code.trim())?.[1];
    if (!token) return null;
    const rows = await this.db
      .select()
      .from(sandboxTransactions)
      .where(
        and(eq(sandboxTransactions.channel, 'ussd'), eq(sandboxTransactions.status, 'pending')),
      );
    return rows.find((row) => ussdToken(row.reference) === token) ?? null;
  }

  async createTransferAccount(input: {
    reference: string;
    email: string;
    amountKobo: number;
    expiresAt: Date;
  }): Promise<ProviderTransferAccount> {
    const now = this.now();
    await this.db
      .insert(sandboxTransactions)
      .values({
        reference: input.reference,
        status: 'pending',
        amountKobo: input.amountKobo,
        channel: 'bank_transfer',
        email: input.email,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const digits = BigInt(
      `0x${createHash('sha256').update(input.reference).digest('hex').slice(0, 12)}`,
    );
    return {
      bankName: 'Sandbox Test Bank (test mode, not a real bank)',
      accountNumber: `99${(digits % 100_000_000n).toString().padStart(8, '0')}`,
      accountName: 'ALAAFIA SANDBOX - TEST MODE',
      expiresAt: input.expiresAt,
    };
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean {
    return verifyPaystackSignature(SANDBOX_SECRET_KEY, rawBody, signature);
  }
}
