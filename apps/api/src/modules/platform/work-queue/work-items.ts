import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { financeItems } from '../../../db/schema/index.js';

/**
 * The teams that work items wait for: finance (the money queue, docs/business-rules.md, 'The
 * money queue'), the claims team, and support (a customer asked to be called back, or reported a
 * claim, by USSD: issue 41; their screen is the back office's call-backs).
 */
export type WorkTeam = 'finance' | 'claims' | 'support';

/**
 * How an item closes: by hand (a member of its team resolves it with a note), by itself (the
 * provider's answer ends it), or with its payout (sent again or cancelled).
 */
type Closes = 'by-hand' | 'itself' | 'with-payout';

/**
 * Every kind of work item (finance_items.kind), its team and how it closes. A new kind is a line
 * here and the call that raises it (docs/architecture.md, 'How to raise a work item').
 */
export const WORK_ITEM_KINDS = {
  'refund.failed': { team: 'finance', closes: 'by-hand' },
  'refund.needs-attention': { team: 'finance', closes: 'by-hand' },
  'refund.held': { team: 'finance', closes: 'by-hand' },
  'refund.stuck': { team: 'finance', closes: 'by-hand' },
  dispute: { team: 'finance', closes: 'by-hand' },
  /** A claim payout's transfer failed or was reversed (modules/cover/claims/payouts.ts). */
  'payout.failed': { team: 'finance', closes: 'with-payout' },
  'payout.reversed': { team: 'finance', closes: 'with-payout' },
  /** A payout's transfer held at Paystack for a one-time password (docs/operations.md). */
  'payout.otp': { team: 'finance', closes: 'itself' },
  /**
   * A settled Paystack transaction the ledger does not match, a settlement whose figures or
   * deductions do not add up, or a payment no settlement paid out (modules/back-office/finance/reconciliation.ts).
   */
  'reconciliation.break': { team: 'finance', closes: 'by-hand' },
  /**
   * One item of a batch failed and the batch went on without it (a hospital's capitation, a
   * settlement's reconciliation...; recordBatchFailure): retried on the batch's next run, closed
   * when it passes (or by hand, once finance has dealt with it).
   */
  'batch.failed': { team: 'finance', closes: 'by-hand' },
  /**
   * A sponsor paid an invoice twice (its payment link after a bank transfer, or more than owed):
   * the excess is owed back (modules/sales/sponsors/sponsor-invoices.ts, issue 38).
   */
  'sponsor_invoice.overpaid': { team: 'finance', closes: 'by-hand' },
  /** Our balance at Paystack is short of what must be paid out of it (paystack-balance.ts). */
  'paystack.top_up': { team: 'finance', closes: 'by-hand' },
  /** A claim nearing the 60-day statutory limit (modules/cover/claims/claims-schedule.ts). */
  'claim.sla': { team: 'claims', closes: 'by-hand' },
  /**
   * An approved claim's payment still waiting on day 50 of the 60 (NIIRA 2025 s.210 runs to the
   * payment; modules/cover/claims/claims-schedule.ts): finance's, as the payment is.
   */
  'claim.payment_sla': { team: 'finance', closes: 'by-hand' },
  /**
   * A claim the rules approved and paid, for a claims officer to look back at within 5 working
   * days (modules/cover/claims/claim-look-back.ts): closed when the officer records the finding.
   */
  'claim.look_back': { team: 'claims', closes: 'itself' },
  /**
   * A payment the look back found wrong: finance recovers it from the customer (never a silent
   * reversal; modules/cover/claims/claim-look-back.ts).
   */
  'claim.recovery': { team: 'finance', closes: 'by-hand' },
  /**
   * A health plan member said they did not receive the care a hospital recorded (a pre-authorisation
   * used, or a visit): a claims officer checks with the hospital (modules/cover/hospital-care/
   * care-confirmations.ts, issue 39 item 6).
   */
  'care.not_received': { team: 'claims', closes: 'by-hand' },
  /**
   * A member was asked to pay at a hospital for covered care: an urgent case on the one-hour clock,
   * closed when a claims officer answers it (modules/cover/claims/asked-to-pay.ts).
   */
  'care.asked_to_pay': { team: 'claims', closes: 'itself' },
  /**
   * A hospital refund a claims officer approved: the hospital charged a member for covered care, so
   * finance recovers the amount from it (its capitation or the pre-authorisation;
   * modules/cover/claims/hospital-refund.ts).
   */
  'care.refund_recovery': { team: 'finance', closes: 'by-hand' },
  /** The claims clock's Islamic holidays run out soon (modules/cover/claims/claims-schedule.ts), once a year. */
  'claims.holidays': { team: 'claims', closes: 'by-hand' },
  /** A customer (or a caller with no account) asked by USSD to be called back (workflows/ussd). */
  'callback.requested': { team: 'support', closes: 'by-hand' },
  /**
   * A customer reported a claim by USSD (what happened, the day): support calls them back to help
   * them make it with its documents, which a keypad cannot send (workflows/ussd).
   */
  'claim.reported': { team: 'support', closes: 'by-hand' },
} as const satisfies Record<string, { team: WorkTeam; closes: Closes }>;

export type WorkItemKind = keyof typeof WORK_ITEM_KINDS;

/** The kinds of a team's items, in the order above. */
function workItemKindsOf(team: WorkTeam): WorkItemKind[] {
  return (Object.keys(WORK_ITEM_KINDS) as WorkItemKind[]).filter(
    (kind) => WORK_ITEM_KINDS[kind].team === team,
  );
}

/** What an item is about: at most one item per subject and kind is open (one per dispute). */
interface WorkItemSubject {
  refundId?: number | null;
  disputeId?: number | null;
  payoutId?: number | null;
  claimId?: number | null;
  /** What the item is about when it is none of the above (finance_items.subject). */
  subject?: string | null;
}

export interface RaiseWorkItem extends WorkItemSubject {
  kind: WorkItemKind;
  customerId: number | null;
  transactionReference: string;
  amountKobo: number | null;
  /** What the team needs to know, in plain words (the provider's reason, the dispute's state). */
  note: string;
  now: Date;
  /** false records the news on the item and closes it (nothing left for the team to do). */
  open?: boolean;
  /**
   * false leaves an item that exists as it is (open, or closed by finance): one raised once and for
   * all (a payment no settlement paid out is one break, not one a day). Only for an item with a
   * `subject`.
   */
  update?: boolean;
}

/**
 * Puts something in front of a team, in the caller's transaction: one item per subject and kind
 * (per dispute), created once and updated in place (its note follows the latest news; an item closed
 * before is opened again when `open` is true). The team's queue lists the open ones.
 */
export async function raiseWorkItem(tx: DbOrTx, input: RaiseWorkItem): Promise<void> {
  const open = input.open ?? true;
  const values = {
    kind: input.kind,
    refundId: input.refundId ?? null,
    disputeId: input.disputeId ?? null,
    payoutId: input.payoutId ?? null,
    claimId: input.claimId ?? null,
    subject: input.subject ?? null,
    customerId: input.customerId,
    transactionReference: input.transactionReference,
    amountKobo: input.amountKobo,
    note: input.note,
    createdAt: input.now,
    updatedAt: input.now,
    resolvedAt: open ? null : input.now,
  };
  const set = {
    note: input.note,
    amountKobo: input.amountKobo,
    updatedAt: input.now,
    resolvedAt: open ? null : input.now,
  };
  if (input.subject) {
    const insert = tx.insert(financeItems).values(values);
    const target = [financeItems.subject, financeItems.kind];
    await (input.update === false
      ? insert.onConflictDoNothing({ target })
      : insert.onConflictDoUpdate({ target, set }));
  } else if (input.payoutId) {
    await tx
      .insert(financeItems)
      .values(values)
      .onConflictDoUpdate({ target: [financeItems.payoutId, financeItems.kind], set });
  } else if (input.claimId) {
    await tx
      .insert(financeItems)
      .values(values)
      .onConflictDoUpdate({ target: [financeItems.claimId, financeItems.kind], set });
  } else if (input.disputeId) {
    await tx
      .insert(financeItems)
      .values(values)
      .onConflictDoUpdate({ target: financeItems.disputeId, set });
  } else {
    await tx
      .insert(financeItems)
      .values(values)
      .onConflictDoUpdate({ target: [financeItems.refundId, financeItems.kind], set });
  }
}

/**
 * Closes the open items of a payout (sent again after a new approval, or cancelled) or of a refund
 * (it went through after all, or will never be sent).
 */
export async function closeWorkItems(
  tx: DbOrTx,
  subject: { payoutId: number } | { refundId: number },
  now: Date,
  note?: string,
): Promise<void> {
  const of =
    'payoutId' in subject
      ? eq(financeItems.payoutId, subject.payoutId)
      : eq(financeItems.refundId, subject.refundId);
  await tx
    .update(financeItems)
    .set({ resolvedAt: now, updatedAt: now, ...(note ? { note } : {}) })
    .where(and(of, isNull(financeItems.resolvedAt)));
}

/** Closes the open item of a subject and kind (what it was about is done), with a note. */
export async function closeSubjectItem(
  tx: DbOrTx,
  subject: string,
  kind: WorkItemKind,
  now: Date,
  note: string,
): Promise<void> {
  await tx
    .update(financeItems)
    .set({ resolvedAt: now, updatedAt: now, note: sql`${financeItems.note} || ' · ' || ${note}` })
    .where(
      and(
        eq(financeItems.subject, subject),
        eq(financeItems.kind, kind),
        isNull(financeItems.resolvedAt),
      ),
    );
}

/**
 * What went wrong, in the words of its first cause: the database's own error rather than the query
 * wrapped around it (whose text and parameters are not for finance's note).
 */
function rootMessage(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const cause = current instanceof Error ? current.cause : undefined;
    if (!(cause instanceof Error)) break;
    current = cause;
  }
  return current instanceof Error ? current.message : String(current);
}

/**
 * One item of a batch failed (docs/operations.md, 'When one item of a batch fails'): the batch goes
 * on with the others, and finance sees this one (`batch.failed`, one open item per subject) with
 * what failed; the batch's next run tries it again and closes the item when it passes
 * (closeBatchFailure). Written in its own statement, outside the failed item's rolled-back
 * transaction.
 */
export async function recordBatchFailure(
  tx: DbOrTx,
  input: {
    /** What failed, as the item's subject: `capitation:<hospital>:<month>`, `settlement:<id>`... */
    subject: string;
    /** In plain words: 'Capitation of Lekki Hospital (LEK01) for 2026-01'. */
    what: string;
    error: unknown;
    reference?: string | null;
    amountKobo?: number | null;
    now: Date;
  },
): Promise<void> {
  const message = rootMessage(input.error);
  await raiseWorkItem(tx, {
    kind: 'batch.failed',
    subject: input.subject,
    customerId: null,
    transactionReference: input.reference ?? input.subject,
    amountKobo: input.amountKobo ?? null,
    note: `${input.what} failed and the others went on without it: ${message.slice(0, 300)}. It is tried again on the next run; this item closes when it passes.`,
    now: input.now,
  });
}

/** A batch item that failed before has passed: its `batch.failed` item, if open, is closed. */
export async function closeBatchFailure(tx: DbOrTx, subject: string, now: Date): Promise<void> {
  await closeSubjectItem(tx, subject, 'batch.failed', now, 'Passed on a later run.');
}

/**
 * closeBatchFailure for many items at once, cheaply: the open `batch.failed` items whose subject
 * starts with `prefix` (few, usually none) are read once, and those among `passed` are closed.
 */
export async function closeBatchFailures(
  tx: DbOrTx,
  prefix: string,
  passed: readonly string[],
  now: Date,
): Promise<void> {
  const open = await tx
    .select({ subject: financeItems.subject })
    .from(financeItems)
    .where(
      and(
        isNull(financeItems.resolvedAt),
        eq(financeItems.kind, 'batch.failed'),
        sql`${financeItems.subject} like ${`${prefix}%`}`,
      ),
    );
  const done = new Set(passed);
  for (const { subject } of open)
    if (subject && done.has(subject)) await closeBatchFailure(tx, subject, now);
}

/** Why an item may not be resolved by hand. */
export type NotResolvable = 'closes-itself' | 'closes-with-payout';

/**
 * A member of the team has dealt with an item (finance: a refund sent another way, a
 * reconciliation break explained, a lost chargeback closed): it is closed with their note, under a
 * lock, once. Null when the team has no such item; 'resolved' when it was closed already; a refusal
 * for a kind that closes otherwise.
 */
export async function resolveWorkItem(
  tx: DbOrTx,
  input: { id: number; team: WorkTeam; note: string; now: Date },
): Promise<
  { kind: WorkItemKind; before: string } | 'resolved' | { refused: NotResolvable } | null
> {
  const [item] = await tx
    .select()
    .from(financeItems)
    .where(eq(financeItems.id, input.id))
    .limit(1)
    .for('update');
  const kind = item?.kind as WorkItemKind | undefined;
  if (!item || !kind || WORK_ITEM_KINDS[kind]?.team !== input.team) return null;
  const closes: Closes = WORK_ITEM_KINDS[kind].closes;
  if (closes === 'itself') return { refused: 'closes-itself' };
  if (closes === 'with-payout') return { refused: 'closes-with-payout' };
  if (item.resolvedAt) return 'resolved';
  await tx
    .update(financeItems)
    .set({
      resolvedAt: input.now,
      updatedAt: input.now,
      note: `${item.note} · Resolved: ${input.note}`,
    })
    .where(and(eq(financeItems.id, input.id), isNull(financeItems.resolvedAt)));
  return { kind, before: item.note };
}

/** Has an item of this kind been raised under this reference (open or closed since)? */
export async function workItemRaised(
  db: DbOrTx,
  kind: WorkItemKind,
  transactionReference: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: financeItems.id })
    .from(financeItems)
    .where(
      and(eq(financeItems.kind, kind), eq(financeItems.transactionReference, transactionReference)),
    )
    .limit(1);
  return row !== undefined;
}

/** The open item about a subject, of a kind (its amount), or null. */
export async function openItemAbout(
  db: DbOrTx,
  subject: string,
  kind: WorkItemKind,
): Promise<{ amountKobo: number | null } | null> {
  const [row] = await db
    .select({ amountKobo: financeItems.amountKobo })
    .from(financeItems)
    .where(
      and(
        eq(financeItems.subject, subject),
        eq(financeItems.kind, kind),
        isNull(financeItems.resolvedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * An SQL fragment for a query of the caller's own: whether an item of this kind was ever raised
 * about `subject` (open or closed since), `subject` being an SQL expression of the caller's query
 * (the reconciliation's `'unsettled:' || reference`).
 */
export function workItemRaisedAbout(subject: SQL, kind: WorkItemKind): SQL {
  return sql`exists (select 1 from ${financeItems}
    where ${financeItems.subject} = ${subject} and ${financeItems.kind} = ${kind})`;
}

/** A team's open items, oldest first, at most `limit` (read by its own index). */
export async function openWorkItems(db: DbOrTx, team: WorkTeam, limit: number) {
  return db
    .select()
    .from(financeItems)
    .where(and(isNull(financeItems.resolvedAt), inArray(financeItems.kind, workItemKindsOf(team))))
    .orderBy(asc(financeItems.createdAt), asc(financeItems.id))
    .limit(limit);
}

/** How many open items a team has of each kind. */
export async function openWorkItemCounts(
  db: DbOrTx,
  team: WorkTeam,
): Promise<{ kind: WorkItemKind; n: number }[]> {
  const rows = await db
    .select({ kind: financeItems.kind, n: count() })
    .from(financeItems)
    .where(and(isNull(financeItems.resolvedAt), inArray(financeItems.kind, workItemKindsOf(team))))
    .groupBy(financeItems.kind);
  return rows as { kind: WorkItemKind; n: number }[];
}
