import { formatKobo, kobo } from '@alaafia/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { accountBalanceKobo } from '../ledger/index.js';
import { closeSubjectItem, openItemAbout, raiseWorkItem } from './work-items.js';

/*
 * Our balance at Paystack (issue 36 item 8; docs/business-rules.md, 'Paystack's balance'): the books'
 * Cash at Paystack. Payouts and refunds are paid out of it; each day's settlement sweeps the rest of
 * the day's charges to the bank, less what was drawn. A payout is sent only when the balance covers
 * it and its fee (Paystack refuses a transfer the balance cannot pay); when it does not, finance is
 * asked to top the balance up (one open `paystack.top_up` item, its note and amount following the
 * latest shortfall), and the payout waits for the next run after the top-up is posted.
 */

/** The subject of the one top-up item (finance_items.subject). */
const PAYSTACK_BALANCE_SUBJECT = 'paystack-balance';

/** The advisory lock that makes payouts check the balance one at a time (released at commit). */
const BALANCE_LOCK_KEY = 3_608_001;

/** Cash at Paystack in the books, now (kobo; negative when more went out than came in). */
export function paystackBalanceKobo(db: DbOrTx): Promise<number> {
  return accountBalanceKobo(db, 'cash_at_paystack');
}

/** What the open top-up item asks for (kobo; 0 when none is open). */
export async function topUpAskedKobo(db: DbOrTx): Promise<number> {
  const item = await openItemAbout(db, PAYSTACK_BALANCE_SUBJECT, 'paystack.top_up');
  return item?.amountKobo ?? 0;
}

/** Puts (or updates) the top-up item: the balance is short by `shortKobo` for `what`. */
async function askForTopUp(
  tx: DbOrTx,
  input: {
    balanceKobo: number;
    shortKobo: number;
    what: string;
    now: Date;
    /** Whose figure the balance is: the books' (Cash at Paystack) or Paystack's own. */
    per?: 'books' | 'paystack';
  },
) {
  const balance =
    input.per === 'paystack'
      ? `Paystack reports a balance of ${formatKobo(kobo(input.balanceKobo))}`
      : `Cash at Paystack is ${formatKobo(kobo(input.balanceKobo))}`;
  await raiseWorkItem(tx, {
    kind: 'paystack.top_up',
    subject: PAYSTACK_BALANCE_SUBJECT,
    customerId: null,
    transactionReference: PAYSTACK_BALANCE_SUBJECT,
    amountKobo: input.shortKobo,
    note: `${balance}: ${input.what}. Top the balance up by at least ${formatKobo(kobo(input.shortKobo))} on Paystack's dashboard, then record the top-up here for a second finance member to approve (docs/operations.md, 'Topping up the Paystack balance').`,
    now: input.now,
  });
}

/**
 * Whether the balance covers `needKobo` more going out (a payout and its expected fee), in the
 * caller's transaction and under a lock, so two payouts never both spend the same money. When it
 * does not, finance is asked for a top-up and the answer is false: the caller does not send.
 */
export async function balanceCovers(
  tx: DbOrTx,
  input: { needKobo: number; what: string; now: Date },
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BALANCE_LOCK_KEY})`);
  const balanceKobo = await paystackBalanceKobo(tx);
  if (balanceKobo >= input.needKobo) return true;
  await askForTopUp(tx, {
    balanceKobo,
    shortKobo: input.needKobo - balanceKobo,
    what: `${input.what} waits for it`,
    now: input.now,
  });
  return false;
}

/**
 * After money went out that Paystack takes whatever the balance (a refund: deducted from the next
 * settlements), the balance below zero asks finance for a top-up.
 */
export async function askForTopUpIfNegative(
  tx: DbOrTx,
  input: { what: string; now: Date },
): Promise<void> {
  const balanceKobo = await paystackBalanceKobo(tx);
  if (balanceKobo >= 0) return;
  await askForTopUp(tx, {
    balanceKobo,
    shortKobo: -balanceKobo,
    what: `${input.what} took it below zero (Paystack takes it from the next settlements)`,
    now: input.now,
  });
}

/**
 * The top-up item closes: a top-up was posted, or (`ifCovered`) a settlement left the balance at or
 * above zero. A payout still short asks again on its next run.
 */
export async function closeTopUpItem(
  tx: DbOrTx,
  input: { now: Date; note: string; ifCovered?: boolean },
): Promise<void> {
  if (input.ifCovered && (await paystackBalanceKobo(tx)) < 0) return;
  await closeSubjectItem(tx, PAYSTACK_BALANCE_SUBJECT, 'paystack.top_up', input.now, input.note);
}

/**
 * Paystack refused a transfer because its balance could not pay it (the books thought it could:
 * Paystack takes its fees on the day's charges before they are settled): finance is asked for a
 * top-up of what Paystack says is missing. The payout itself fails as any refused transfer does.
 */
export async function askForTopUpAtPaystack(
  tx: DbOrTx,
  input: { needKobo: number; paystackBalanceKobo: number; what: string; now: Date },
): Promise<void> {
  await askForTopUp(tx, {
    balanceKobo: input.paystackBalanceKobo,
    shortKobo: Math.max(input.needKobo - input.paystackBalanceKobo, 0),
    what: `${input.what} was refused for it`,
    now: input.now,
    per: 'paystack',
  });
}

/** Paystack's words for a transfer its balance cannot pay. */
export const isInsufficientBalance = (message: string | null) =>
  /balance is not enough|insufficient (balance|funds)/i.test(message ?? '');
