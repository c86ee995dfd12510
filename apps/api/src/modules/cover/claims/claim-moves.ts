import {
  canMoveClaim,
  claimNoteText,
  type ClaimNote,
  formatCalendarDate,
  formatKobo,
  kobo,
  type Kobo,
  PRODUCT_LINES,
  type ClaimActor,
  type ClaimStatus,
  lagosDate,
  type ClaimedProductUid,
  claimMoveCopy,
} from '@alaafia/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { claimEvents, claims } from '../../../db/schema/index.js';
import { conflict } from '../../../lib/http-errors.js';
import { notify } from '../../platform/messaging/index.js';
import { refreshClaimDueBy } from './claim-due.js';
import { syncClaimReserve } from './claim-reserve.js';

export type ClaimRow = typeof claims.$inferSelect;

/** What each state change tells the customer (SMS, e-mail and the bell, through notifications). */
interface MoveMessage {
  dueDate?: string;
  reason?: string;
  amount?: Kobo;
  paymentDue?: string;
  /** Approved for less than claimed (issue 38 item 4): what was claimed and the officer's reason. */
  less?: { claimed: Kobo; reason: string };
}

/**
 * A timeline entry's note: a system note's English (what the record and the back office read) with
 * its words and values, which the customer's page says in their language; free text as written.
 */
export function eventNote(note: string | ClaimNote | null | undefined): {
  note: string | null;
  noteCopy: ClaimNote['copy'] | null;
  noteValues: ClaimNote['values'] | null;
} {
  if (note === null || note === undefined || typeof note === 'string')
    return { note: note ?? null, noteCopy: null, noteValues: null };
  return { note: claimNoteText(note), noteCopy: note.copy, noteValues: note.values };
}

/**
 * Moves a claim from its current state to `to`, as `actor` (packages/domain CLAIM_MOVES decides
 * whether that is allowed), in the caller's transaction: the row changes only if it is still in the
 * state read (a concurrent move loses with 409), the timeline gets its entry and the customer is
 * told once (notify's key is the claim, the state and the timeline entry). Its stored due time
 * (`due_by`) is recomputed in the same transaction (refreshClaimDueBy), and its case reserve in the
 * books (syncClaimReserve).
 */
export async function moveClaim(
  tx: DbOrTx,
  claim: ClaimRow,
  to: ClaimStatus,
  input: {
    actor: ClaimActor;
    staffId?: number | null;
    /** An officer's or customer's own words, or a note the system writes (`ClaimNote`). */
    note?: string | ClaimNote | null;
    now: Date;
    message?: MoveMessage;
    set?: Partial<typeof claims.$inferInsert>;
  },
): Promise<ClaimRow> {
  const from = claim.status;
  if (!canMoveClaim(from, to, input.actor)) throw conflict(claimMoveCopy.notNow);
  const [moved] = await tx
    .update(claims)
    .set({ ...input.set, status: to, updatedAt: input.now })
    .where(and(eq(claims.id, claim.id), eq(claims.status, from)))
    .returning();
  if (!moved) throw conflict(claimMoveCopy.notNow);
  moved.dueBy = (await refreshClaimDueBy(tx, [moved.id])).dueBy.get(moved.id) ?? null;
  // The books: its case reserve follows the claim (claim-reserve.ts).
  await syncClaimReserve(tx, moved.id, input.now, to.replace('_', ' '));
  const [event] = await tx
    .insert(claimEvents)
    .values({
      claimId: claim.id,
      status: to,
      actor: input.actor,
      staffId: input.staffId ?? null,
      ...eventNote(input.note),
      at: input.now,
    })
    .returning({ id: claimEvents.id });
  await tellCustomer(tx, moved, to, `claim:${claim.id}:${to}:${event!.id}`, input);
  return moved;
}

async function tellCustomer(
  tx: DbOrTx,
  claim: ClaimRow,
  to: ClaimStatus,
  key: string,
  input: { now: Date; note?: string | ClaimNote | null; message?: MoveMessage },
) {
  const claimNumber = claim.claimNumber;
  const m = input.message ?? {};
  const base = { customerId: claim.customerId, key, at: input.now };
  const reason = m.reason ?? eventNote(input.note).note ?? '';
  switch (to) {
    case 'submitted':
      await notify(tx, {
        ...base,
        event: 'claim.submitted',
        params: {
          claimNumber,
          product: PRODUCT_LINES[claim.productUid as ClaimedProductUid] ?? claim.productUid,
          dueDate: m.dueDate ?? '',
        },
      });
      return;
    case 'in_review':
      await notify(tx, {
        ...base,
        event: 'claim.in_review',
        params: { claimNumber, dueDate: m.dueDate ?? '' },
      });
      return;
    case 'info_requested':
      await notify(tx, { ...base, event: 'claim.info_requested', params: { claimNumber, reason } });
      return;
    case 'approved':
      await notify(tx, {
        ...base,
        event: 'claim.approved',
        params: {
          claimNumber,
          amount: formatKobo(m.amount ?? kobo(0)),
          paymentDue: m.paymentDue ?? '',
          ...(m.less ? { claimed: formatKobo(m.less.claimed), reason: m.less.reason } : {}),
        },
      });
      return;
    case 'rejected':
      await notify(tx, { ...base, event: 'claim.rejected', params: { claimNumber, reason } });
      return;
    case 'paying':
      await notify(tx, {
        ...base,
        event: 'claim.paying',
        params: {
          claimNumber,
          amount: formatKobo(m.amount ?? kobo(0)),
          account: claim.accountLast4,
        },
      });
      return;
    case 'paid':
      await notify(tx, {
        ...base,
        event: 'claim.paid',
        params: { claimNumber, amount: formatKobo(m.amount ?? kobo(0)) },
      });
      return;
    case 'closed':
      await notify(tx, { ...base, event: 'claim.closed', params: { claimNumber, reason } });
      return;
  }
}

/** '7 December 2026' for an ISO instant. */
export function readableDue(iso: string | null): string {
  return iso ? formatCalendarDate(lagosDate(new Date(iso))) : '';
}
