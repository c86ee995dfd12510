import { createHash, randomBytes } from 'node:crypto';
import bankData from '../../db/seed/data/banks.json' with { type: 'json' };
import { paystackTransferFeeKobo } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { sandboxTransfers } from '../../db/schema/index.js';
import { paystackSignature } from './paystack-http.js';
import { fromPaystackTransfer, PAYSTACK_TRANSFER_REFERENCE } from './paystack-schemas.js';
import { type ProviderBank, type ProviderTransfer } from './types.js';
import { SANDBOX_SECRET_KEY, INSUFFICIENT_BALANCE, SandboxBalance } from './sandbox-balance.js';

type TransferRow = typeof sandboxTransfers.$inferSelect;

/**
 * The sandbox's transfers (payouts to customers' bank accounts), as Paystack's Transfers API answers
 * them: a recipient per account, a transfer queued as 'pending' whose outcome
 * POST /api/sandbox/paystack/transfer decides, its verify and its webhook, drawn from the balance;
 * and List Banks (the banks a transfer can reach).
 */
export class SandboxTransfers extends SandboxBalance {
  /** A recipient code per bank account, as Paystack would give one (the sandbox keeps none). */
  async createTransferRecipient(input: {
    name: string;
    accountNumber: string;
    bankCode: string;
  }): Promise<{ recipientCode: string; accountName: string | null }> {
    const digest = createHash('sha256')
      .update(`${input.bankCode}:${input.accountNumber}`)
      .digest('hex');
    return {
      recipientCode: `RCP_sbx${digest.slice(0, 14)}`,
      accountName: input.name.toUpperCase(),
    };
  }

  /** A sandbox transfer as Paystack's transfer object. */
  transferToPaystack(row: TransferRow) {
    return {
      id: row.id,
      reference: row.reference,
      amount: row.amountKobo,
      currency: 'NGN',
      domain: 'test',
      source: 'balance',
      reason: row.reason,
      status: row.status,
      transfer_code: row.transferCode,
      failures: null,
      titan_code: null,
      transferred_at: row.status === 'success' ? row.updatedAt.toISOString() : null,
      gateway_response:
        row.status === 'failed'
          ? 'Sandbox: the bank declined the transfer'
          : row.status === 'success' || row.status === 'reversed'
            ? 'Approved or completed successfully'
            : null,
      recipient: { recipient_code: row.recipientCode, type: 'nuban', currency: 'NGN' },
      // The NIP session id once the money reached the bank (30 digits, as NIBSS gives them).
      session:
        row.status === 'success' || row.status === 'reversed'
          ? { provider: 'nip', id: `0900${String(row.id).padStart(26, '0')}` }
          : { provider: null, id: null },
      fee_charged: paystackTransferFeeKobo(row.amountKobo),
      fees_breakdown: null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private async findTransfer(reference: string): Promise<TransferRow | null> {
    const [row] = await this.db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.reference, reference))
      .limit(1);
    return row ?? null;
  }

  /**
   * A transfer is queued as Paystack queues one ('pending'); POST /api/sandbox/paystack/transfer
   * decides its outcome. A reference already sent is not sent again (as at Paystack).
   */
  async initiateTransfer(input: {
    reference: string;
    recipientCode: string;
    amountKobo: number;
    reason: string;
  }): Promise<ProviderTransfer> {
    if (!PAYSTACK_TRANSFER_REFERENCE.test(input.reference)) {
      // Paystack refuses a reference that is not lowercase letters, digits, '-' and '_' (16 or more):
      // status false, nothing sent; the client reads that refusal as a failed transfer.
      return {
        reference: input.reference,
        status: 'failed',
        amountKobo: input.amountKobo,
        transferCode: null,
        reason: input.reason,
        message:
          'Invalid transfer reference: use lowercase letters, digits, - and _ (at least 16 characters)',
        sessionId: null,
        feeChargedKobo: null,
        failures: null,
      };
    }
    const now = this.now();
    const known = await this.findTransfer(input.reference);
    if (
      !known &&
      (await this.checkBalance()) < input.amountKobo + paystackTransferFeeKobo(input.amountKobo)
    ) {
      // As Paystack answers a transfer the balance cannot pay: status false, nothing sent.
      return {
        reference: input.reference,
        status: 'failed',
        amountKobo: input.amountKobo,
        transferCode: null,
        reason: input.reason,
        message: INSUFFICIENT_BALANCE,
        sessionId: null,
        feeChargedKobo: null,
        failures: null,
      };
    }
    await this.db
      .insert(sandboxTransfers)
      .values({
        reference: input.reference,
        recipientCode: input.recipientCode,
        amountKobo: input.amountKobo,
        reason: input.reason,
        status: 'pending',
        transferCode: `TRF_sbx${randomBytes(6).toString('hex')}`,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const row = await this.findTransfer(input.reference);
    return fromPaystackTransfer(this.transferToPaystack(row!));
  }

  /**
   * Paystack's List Banks, as the sandbox answers it: today's list (the seeded banks,
   * db/seed/data/banks.json), every one supporting transfers. It is also the fallback when Paystack
   * cannot be reached (modules/platform/reference/banks-refresh.ts).
   */
  async listBanks(): Promise<ProviderBank[]> {
    return bankData.map((b) => ({
      name: b.name,
      code: b.code,
      slug: b.slug,
      supportsTransfer: true,
      active: true,
    }));
  }

  async verifyTransfer(reference: string): Promise<ProviderTransfer | null> {
    const row = await this.findTransfer(reference);
    return row ? fromPaystackTransfer(this.transferToPaystack(row)) : null;
  }

  /**
   * Sets a sandbox transfer's outcome (success or failed from pending; reversed from success) and
   * answers the signed transfer.* webhook Paystack would send; null when there is no such transfer.
   */
  async setTransferOutcome(input: {
    reference: string;
    outcome: 'success' | 'failed' | 'reversed';
  }): Promise<{ body: string; signature: string } | null> {
    const existing = await this.findTransfer(input.reference);
    if (!existing) return null;
    const [row] = await this.db
      .update(sandboxTransfers)
      .set({ status: input.outcome, updatedAt: this.now() })
      .where(eq(sandboxTransfers.id, existing.id))
      .returning();
    return this.transferWebhookFor(row!);
  }

  /** The transfer.* event for a transfer's current status, signed (repeat deliveries are the same body). */
  transferWebhookFor(row: TransferRow): { body: string; signature: string } | null {
    if (!['success', 'failed', 'reversed'].includes(row.status)) return null;
    const body = JSON.stringify({
      event: `transfer.${row.status}`,
      data: this.transferToPaystack(row),
    });
    return { body, signature: paystackSignature(SANDBOX_SECRET_KEY, body) };
  }

  async latestTransferWebhook(reference: string) {
    const row = await this.findTransfer(reference);
    return row ? this.transferWebhookFor(row) : null;
  }
}
