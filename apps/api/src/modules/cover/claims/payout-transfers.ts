/**
 * A payout's transfers (docs/business-rules.md, 'Payouts'): the reference, sending through the payment
 * provider, the provider's answers (webhook or verify), reconciliation of transfers in flight, and the
 * job that sends the approved payouts that fell due.
 */
import { randomBytes } from 'node:crypto';
import { formatKobo, kobo, lagosDate, paystackTransferFeeKobo } from '@alaafia/domain';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { claims, customers, payoutTransfers, payouts } from '../../../db/schema/index.js';
import { credit, debit, entryIdByKey, postEntry } from '../../platform/ledger/index.js';
import {
  PaymentProviderError,
  type ProviderTransfer,
} from '../../../integrations/payments/types.js';
import { enqueueJob } from '../../../jobs/queue.js';
import { conflict, HttpError } from '../../../lib/http-errors.js';
import { eachOnItsOwn } from '../../../lib/batch.js';
import { notify } from '../../platform/messaging/index.js';
import {
  askForTopUpAtPaystack,
  balanceCovers,
  closeBatchFailure,
  closeWorkItems,
  isInsufficientBalance,
  raiseWorkItem,
  recordBatchFailure,
} from '../../platform/work-queue/index.js';
import { moveClaim, type ClaimRow } from './claim-moves.js';
import { syncClaimReserve } from './claim-reserve.js';
import { movePayout, payoutCopy, type PayoutRow, type TransferRow, type Ctx } from './payouts.js';

/** The idempotency key of a payout's transfer sent (one per transfer reference). */
const payoutSentKey = (payoutId: number, reference: string) =>
  `payout.sent:${payoutId}:${reference}`;

/**
 * Paystack's transfer statuses, as ours (payout_transfers.status). 'otp' (held until someone enters
 * a one-time password on Paystack's dashboard), 'received' and 'queued' (Paystack has it and has not
 * sent it yet) are kept as they are, not read as 'pending': an OTP-held transfer needs a person.
 */
export function transferStatusOf(providerStatus: string): TransferRow['status'] {
  switch (providerStatus) {
    case 'success':
    case 'reversed':
    case 'otp':
    case 'received':
    case 'queued':
      return providerStatus;
    case 'failed':
    case 'abandoned':
    case 'blocked':
    case 'rejected':
      return 'failed';
    default:
      // pending, and any status Paystack adds: still with the provider.
      return 'pending';
  }
}

/** Our transfer statuses still with the provider: verified again until they end. */
const TRANSFER_IN_FLIGHT = ['pending', 'otp', 'received', 'queued'] as const;

export function transferInFlight(status: string): boolean {
  return (TRANSFER_IN_FLIGHT as readonly string[]).includes(status);
}

/** Reconciliation first verifies a pending transfer this long after it was sent, then backs off. */
const TRANSFER_CHECK_AFTER_MS = 10 * 60_000;

/**
 * A new transfer reference: unique, ours, stored before any provider call, in the form Paystack's
 * Initiate Transfer takes (lowercase letters, digits, '-' and '_', at least 16 characters:
 * integrations/payments/paystack.ts, PAYSTACK_TRANSFER_REFERENCE).
 */
function newTransferReference(payoutId: number, attempt: number): string {
  return `alf-po-${payoutId}-${attempt}-${randomBytes(5).toString('hex')}`;
}

/**
 * Starts sending a payout, in the caller's transaction: a new transfer row with a new unique
 * reference (status 'created'), the payout 'sending' under it, and the send job keyed on the
 * reference. Nothing is sent to the provider here: the job does, after this commits. When the
 * balance at Paystack does not cover the payout and its fee (Paystack would refuse the transfer),
 * nothing starts: finance is asked to top the balance up, the payout stays approved, and the next
 * run of the claims schedule (sendDuePayouts) tries again. Answers the reference, or null.
 */
export async function startTransfer(
  tx: DbOrTx,
  payout: PayoutRow,
  claim: ClaimRow,
  now: Date,
): Promise<string | null> {
  const covered = await balanceCovers(tx, {
    needKobo: payout.amountKobo + paystackTransferFeeKobo(payout.amountKobo),
    what: `claim ${claim.claimNumber} payment ${payout.sequence} of ${formatKobo(payout.amountKobo)} (and Paystack's ${formatKobo(kobo(paystackTransferFeeKobo(payout.amountKobo)))} fee)`,
    now,
  });
  if (!covered) return null;
  const [{ n }] = (await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payoutTransfers)
    .where(eq(payoutTransfers.payoutId, payout.id))) as [{ n: number }];
  const attempt = Number(n) + 1;
  const reference = newTransferReference(payout.id, attempt);
  const updated = await movePayout(tx, payout, 'sending', now, { reference, failureReason: null });
  if (!updated) throw conflict(payoutCopy.notAwaiting);
  const [transfer] = await tx
    .insert(payoutTransfers)
    .values({
      payoutId: payout.id,
      attempt,
      reference,
      amountKobo: payout.amountKobo,
      status: 'created',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await closeWorkItems(tx, { payoutId: payout.id }, now, `Sent again under ${reference}.`);
  await enqueueJob(
    tx,
    'payouts.send',
    { transferId: transfer!.id },
    { dedupeKey: reference, runAt: now },
  );
  if (claim.status === 'approved') {
    await moveClaim(tx, claim, 'paying', {
      actor: 'system',
      now,
      note: {
        copy: 'paymentSent',
        values: { sequence: String(payout.sequence), amount: formatKobo(payout.amountKobo) },
      },
      message: { amount: payout.amountKobo },
    });
  } else {
    await notify(tx, {
      customerId: claim.customerId,
      event: 'claim.paying',
      key: `payout:${payout.id}:${attempt}:sending`,
      params: {
        claimNumber: claim.claimNumber,
        amount: formatKobo(payout.amountKobo),
        account: claim.accountLast4,
      },
      at: now,
    });
  }
  return reference;
}

/** Is this payout ready to send today (approved, due, and for a later income part, confirmed)? */
export function readyToSend(payout: PayoutRow, today: string): boolean {
  return (
    payout.status === 'approved' &&
    payout.dueDate <= today &&
    (payout.sequence === 1 || payout.confirmed === true)
  );
}

/**
 * The send job (payouts.send, keyed on the transfer's reference): sends the transfer once whatever
 * happens. It first asks the provider about the reference, so a retry after a crash between the
 * provider call and our update finds the transfer already made and only records it; only a reference
 * the provider has never seen is sent, and Paystack refuses a reference twice anyway.
 */
export async function sendTransfer(ctx: Ctx, transferId: number): Promise<void> {
  const { db } = ctx.database;
  const [row] = await db
    .select({ transfer: payoutTransfers, payout: payouts, claim: claims })
    .from(payoutTransfers)
    .innerJoin(payouts, eq(payouts.id, payoutTransfers.payoutId))
    .innerJoin(claims, eq(claims.id, payouts.claimId))
    .where(eq(payoutTransfers.id, transferId))
    .limit(1);
  if (!row || row.transfer.status !== 'created') return;
  const known = await ctx.payments.verifyTransfer(row.transfer.reference);
  if (known) {
    await applyTransferOutcome(ctx, known);
    return;
  }
  let recipientCode = row.claim.recipientCode;
  if (!recipientCode) {
    const [customer] = await db
      .select({ firstName: customers.firstName, lastName: customers.lastName })
      .from(customers)
      .where(eq(customers.id, row.claim.customerId))
      .limit(1);
    const name =
      row.claim.accountName ??
      row.claim.claimantName ??
      `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim();
    const recipient = await ctx.payments.createTransferRecipient({
      name,
      accountNumber: ctx.cipher.decrypt(row.claim.accountNumberEnc),
      bankCode: row.claim.bankCode,
    });
    recipientCode = recipient.recipientCode;
    await db.update(claims).set({ recipientCode }).where(eq(claims.id, row.claim.id));
  }
  const sent = await ctx.payments.initiateTransfer({
    reference: row.transfer.reference,
    recipientCode,
    amountKobo: row.transfer.amountKobo,
    reason: `Alaafia claim ${row.claim.claimNumber} payment ${row.payout.sequence}`,
  });
  if (sent.status === 'failed' && isInsufficientBalance(sent.message)) {
    // Paystack's balance could not pay it (docs/business-rules.md, 'Paystack's balance'): finance
    // is asked for a top-up of what Paystack says is missing; the payout fails as refused.
    const available = await ctx.payments.checkBalance().catch(() => null);
    if (available !== null)
      await askForTopUpAtPaystack(db, {
        needKobo: row.transfer.amountKobo + paystackTransferFeeKobo(row.transfer.amountKobo),
        paystackBalanceKobo: available,
        what: `claim ${row.claim.claimNumber} payment ${row.payout.sequence} of ${formatKobo(kobo(row.transfer.amountKobo))}`,
        now: ctx.now(),
      });
  }
  await applyTransferOutcome(ctx, sent);
}

type TransferOutcome =
  | { kind: 'unknown_transfer' }
  | { kind: 'unchanged'; status: string }
  | { kind: 'updated'; status: string };

/** Which of our transfer statuses may follow which: success can still be reversed; failed and reversed are final. */
function mayFollow(from: string, to: string): boolean {
  if (from === to) return false;
  if (from === 'created' || transferInFlight(from)) return to !== 'created';
  if (from === 'success') return to === 'reversed';
  return false;
}

/**
 * One transfer outcome from the provider (initiate's answer, verify, a transfer.* webhook), applied
 * exactly once whatever the order or number of deliveries: the transfer row only moves forward, and
 * the payout changes only while it is still carried by that reference. Success pays the payout (and
 * the claim when nothing else is owed); failed or reversed puts it in finance's queue.
 */
export async function applyTransferOutcome(
  ctx: Pick<AppContext, 'database' | 'now'>,
  outcome: ProviderTransfer,
): Promise<TransferOutcome> {
  const now = ctx.now();
  const status = transferStatusOf(outcome.status);
  return ctx.database.db.transaction(async (tx) => {
    const [transfer] = await tx
      .select()
      .from(payoutTransfers)
      .where(eq(payoutTransfers.reference, outcome.reference))
      .for('update');
    if (!transfer) return { kind: 'unknown_transfer' } as const;
    if (!mayFollow(transfer.status, status))
      return { kind: 'unchanged', status: transfer.status } as const;
    await tx
      .update(payoutTransfers)
      .set({
        status,
        providerStatus: outcome.status,
        transferCode: outcome.transferCode ?? transfer.transferCode,
        providerMessage: outcome.message ?? transfer.providerMessage,
        sessionId: outcome.sessionId ?? transfer.sessionId,
        feeChargedKobo: outcome.feeChargedKobo ?? transfer.feeChargedKobo,
        failures: outcome.failures ?? transfer.failures,
        nextCheckAt: transferInFlight(status)
          ? new Date(now.getTime() + TRANSFER_CHECK_AFTER_MS)
          : null,
        updatedAt: now,
      })
      .where(eq(payoutTransfers.id, transfer.id));
    if (status === 'otp') {
      // Held at Paystack until someone enters the OTP sent to the business's phone: a person must
      // act (docs/operations.md, 'Transfer OTPs'). Finance sees it; it is verified again meanwhile.
      const [held] = await tx
        .select({ payout: payouts, claimNumber: claims.claimNumber, customerId: claims.customerId })
        .from(payouts)
        .innerJoin(claims, eq(claims.id, payouts.claimId))
        .where(eq(payouts.id, transfer.payoutId));
      if (held)
        await raiseWorkItem(tx, {
          kind: 'payout.otp',
          payoutId: held.payout.id,
          customerId: held.customerId,
          transactionReference: transfer.reference,
          amountKobo: transfer.amountKobo,
          note: `Claim ${held.claimNumber} payment ${held.payout.sequence} (${formatKobo(held.payout.amountKobo)}) is waiting at Paystack for an OTP${outcome.message ? ` (${outcome.message})` : ''}: finalize it with the OTP on Paystack's dashboard, and disable transfer OTPs (docs/operations.md).`,
          now,
        });
    }
    if (transferInFlight(status)) return { kind: 'updated', status } as const;
    if (transfer.status === 'otp') {
      await closeWorkItems(
        tx,
        { payoutId: transfer.payoutId },
        now,
        `Transfer ${status} after the OTP hold.`,
      );
    }

    const [found] = await tx
      .select({ payout: payouts, claim: claims })
      .from(payouts)
      .innerJoin(claims, eq(claims.id, payouts.claimId))
      .where(and(eq(payouts.id, transfer.payoutId), eq(payouts.reference, transfer.reference)))
      .for('update');
    if (!found) return { kind: 'updated', status } as const;
    const { payout, claim } = found;

    if (status === 'success') {
      if (payout.status !== 'sending') return { kind: 'updated', status } as const;
      if (!(await movePayout(tx, payout, 'paid', now, { paidAt: now })))
        return { kind: 'updated', status } as const;
      // The books: the claim paid for the underwriter out of our Paystack balance, charged to it;
      // its case reserve lowered by as much (docs/business-rules.md, 'Posting rules').
      await postEntry(tx, {
        at: now,
        memo: `Claim ${claim.claimNumber} payment ${payout.sequence} sent`,
        kind: 'payout.sent',
        reference: transfer.reference,
        claimId: claim.id,
        policyId: claim.policyId,
        idempotencyKey: payoutSentKey(payout.id, transfer.reference),
        lines: [
          debit('due_to_underwriter', transfer.amountKobo),
          credit('cash_at_paystack', transfer.amountKobo),
          debit('uw_claims_paid', transfer.amountKobo),
          credit('uw_control', transfer.amountKobo),
        ],
      });
      await syncClaimReserve(tx, claim.id, now, `payment ${payout.sequence} paid`);
      await notify(tx, {
        customerId: claim.customerId,
        event: 'claim.payout_paid',
        key: `payout:${payout.id}:paid`,
        params: {
          claimNumber: claim.claimNumber,
          amount: formatKobo(payout.amountKobo),
          account: claim.accountLast4,
        },
        at: now,
      });
      // Paystack's fee for the transfer, from our balance: our own cost (docs/business-rules.md,
      // 'The books'), once per transfer; kept when a transfer is reversed later.
      const reported = outcome.feeChargedKobo ?? transfer.feeChargedKobo;
      const fee = reported ?? paystackTransferFeeKobo(transfer.amountKobo);
      await postEntry(tx, {
        at: now,
        memo: `Paystack's fee for claim ${claim.claimNumber} payment ${payout.sequence}${reported === null ? " (Paystack's published fee: it reported none)" : ''}`,
        kind: 'payout.fee',
        // Named by the transfer only: the fee is our cost, not paid for the claim (the claims
        // bordereau's paid is what left cash at Paystack for the claim itself).
        reference: transfer.reference,
        idempotencyKey: `payout.fee:${transfer.reference}`,
        lines: [debit('paystack_fees', fee), credit('cash_at_paystack', fee)],
      });
      await settleIfAllPaid(tx, claim, now);
      return { kind: 'updated', status } as const;
    }

    // failed or reversed: finance looks at it; it is sent again only under a new approval.
    const payoutStatus = status === 'reversed' ? 'reversed' : 'failed';
    if (payout.status !== 'sending' && payout.status !== 'paid') {
      return { kind: 'updated', status } as const;
    }
    const failed = await movePayout(tx, payout, payoutStatus, now, {
      paidAt: null,
      failureReason: outcome.message ?? `Transfer ${status}`,
    });
    if (!failed) return { kind: 'updated', status } as const;
    // Sent, then failed or reversed: the money is back, and still owed (the reserve again).
    if ((await entryIdByKey(tx, payoutSentKey(payout.id, transfer.reference))) !== null) {
      await postEntry(tx, {
        at: now,
        memo: `Claim ${claim.claimNumber} payment ${payout.sequence} ${status}`,
        kind: 'payout.reversed',
        reference: transfer.reference,
        claimId: claim.id,
        policyId: claim.policyId,
        idempotencyKey: `payout.reversed:${payout.id}:${transfer.reference}`,
        lines: [
          debit('cash_at_paystack', transfer.amountKobo),
          credit('due_to_underwriter', transfer.amountKobo),
          debit('uw_control', transfer.amountKobo),
          credit('uw_claims_paid', transfer.amountKobo),
        ],
      });
      await syncClaimReserve(tx, claim.id, now, `payment ${payout.sequence} ${status}`);
    }
    await raiseWorkItem(tx, {
      kind: status === 'reversed' ? 'payout.reversed' : 'payout.failed',
      payoutId: payout.id,
      customerId: claim.customerId,
      transactionReference: transfer.reference,
      amountKobo: transfer.amountKobo,
      note: `Claim ${claim.claimNumber} payment ${payout.sequence} (${formatKobo(payout.amountKobo)}) ${status}: ${outcome.message ?? 'no reason given'}. Approve it again to send it under a new reference.`,
      now,
    });
    await notify(tx, {
      customerId: claim.customerId,
      event: 'claim.payout_delayed',
      key: `payout:${payout.id}:${transfer.attempt}:${status}`,
      params: { claimNumber: claim.claimNumber, amount: formatKobo(payout.amountKobo) },
      at: now,
    });
    return { kind: 'updated', status } as const;
  });
}

/** A claim whose payouts are all paid (or cancelled, at least one paid) is paid. */
async function settleIfAllPaid(tx: DbOrTx, claim: ClaimRow, now: Date) {
  const rows = await tx
    .select({ status: payouts.status, amount: payouts.amountKobo })
    .from(payouts)
    .where(eq(payouts.claimId, claim.id));
  const allDone = rows.every((r) => r.status === 'paid' || r.status === 'cancelled');
  const paid = kobo(rows.filter((r) => r.status === 'paid').reduce((sum, r) => sum + r.amount, 0));
  if (!allDone || paid === 0 || claim.status !== 'paying') return;
  await moveClaim(tx, claim, 'paid', {
    actor: 'system',
    now,
    note: { copy: 'paidInAll', values: { amount: formatKobo(paid) } },
    message: { amount: paid },
  });
}

/**
 * Reconciliation (payouts.reconcile, every few minutes): a transfer still pending with the provider
 * is verified when its check falls due (10 minutes, then backing off), and one left 'created' for
 * long (its job died) is verified too; the outcome is applied like a webhook's.
 */
export async function reconcileTransfers(ctx: Ctx): Promise<number> {
  const now = ctx.now();
  const { db } = ctx.database;
  const due = await db
    .select()
    .from(payoutTransfers)
    .where(
      or(
        and(
          inArray(payoutTransfers.status, [...TRANSFER_IN_FLIGHT]),
          lte(payoutTransfers.nextCheckAt, now),
        ),
        and(
          eq(payoutTransfers.status, 'created'),
          lte(payoutTransfers.createdAt, new Date(now.getTime() - 30 * 60_000)),
        ),
      ),
    )
    .orderBy(asc(payoutTransfers.id))
    .limit(100);
  let applied = 0;
  // Each transfer on its own: Paystack unreachable for one is checked again later (backing off);
  // one whose outcome cannot be applied is put before finance; the others go on (docs/operations.md,
  // 'When one item of a batch fails').
  await eachOnItsOwn(
    due,
    async (t) => {
      const checks = t.checks + 1;
      await db
        .update(payoutTransfers)
        .set({
          checks,
          nextCheckAt: new Date(now.getTime() + TRANSFER_CHECK_AFTER_MS * 2 ** Math.min(checks, 8)),
        })
        .where(eq(payoutTransfers.id, t.id));
      let found: ProviderTransfer | null;
      try {
        found = await ctx.payments.verifyTransfer(t.reference);
      } catch (err) {
        if (err instanceof PaymentProviderError) return;
        throw err;
      }
      if (found) {
        const r = await applyTransferOutcome(ctx, found);
        if (r.kind === 'updated') applied += 1;
      }
      await closeBatchFailure(db, `transfer:${t.reference}`, now);
    },
    (t, error) =>
      recordBatchFailure(db, {
        subject: `transfer:${t.reference}`,
        what: `Checking payout transfer ${t.reference} (${formatKobo(kobo(t.amountKobo))}) with Paystack`,
        error,
        reference: t.reference,
        amountKobo: t.amountKobo,
        now,
      }),
  );
  return applied;
}

/** Sends the approved payouts that fell due (income parts confirmed by the customer). */
export async function sendDuePayouts(ctx: Ctx): Promise<number> {
  const now = ctx.now();
  const today = lagosDate(now);
  const { db } = ctx.database;
  const due = await db
    .select({ payout: payouts, claim: claims })
    .from(payouts)
    .innerJoin(claims, eq(claims.id, payouts.claimId))
    .where(
      and(
        eq(payouts.status, 'approved'),
        lte(payouts.dueDate, today),
        inArray(claims.status, ['approved', 'paying']),
      ),
    )
    .orderBy(asc(payouts.dueDate))
    .limit(200);
  let started = 0;
  // Each payout on its own: one that fails is put before finance and the others go out all the
  // same (docs/operations.md, 'When one item of a batch fails').
  await eachOnItsOwn(
    due.filter(({ payout }) => readyToSend(payout, today)),
    async ({ payout, claim }) => {
      try {
        if (await db.transaction(async (tx) => startTransfer(tx, payout, claim, now))) started += 1;
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 409) return; // moved by someone else meanwhile
        throw err;
      }
      await closeBatchFailure(db, `payout:${payout.id}`, now);
    },
    ({ payout, claim }, error) =>
      recordBatchFailure(db, {
        subject: `payout:${payout.id}`,
        what: `Sending claim ${claim.claimNumber} payment ${payout.sequence} (${formatKobo(payout.amountKobo)})`,
        error,
        reference: claim.claimNumber,
        amountKobo: payout.amountKobo,
        now,
      }),
  );
  return started;
}
