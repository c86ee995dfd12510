import {
  canMovePolicy,
  coverFromHistory,
  lagosDate,
  POLICY_REASON_COPY,
  type PolicyEventAnswer,
  type PolicyMoveReason,
  type PolicyStatus,
  policyMoveCopy,
} from '@alaafia/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { policies, policyEvents } from '../../../db/schema/index.js';
import { conflict } from '../../../lib/http-errors.js';
import type { NotificationEvent, NotificationParams } from '../../platform/messaging/index.js';
import { notify } from '../../platform/messaging/index.js';

export type PolicyRow = typeof policies.$inferSelect;

/** Who or what moves a policy: the customer, a member of staff (by id), or a named job or webhook. */
export type PolicyMover =
  { actor: 'customer' } | { actor: 'staff'; staffId: number } | { actor: 'system'; job: string };

/** The message a move sends, from the catalogue (the event, its key and its params). */
export type PolicyMessage = {
  [E in NotificationEvent]: { event: E; key: string; params: NotificationParams[E] };
}[NotificationEvent];

/**
 * The one way a policy's status changes (issue 26; docs/business-rules.md, 'Policy history'):
 * packages/domain POLICY_MOVES decides whether `by` may move it from the status read to `to` for
 * `reason` (409 otherwise). In the caller's transaction, the row changes only if it is still in
 * the status read (compare-and-set: a concurrent move loses and nothing is written, answered as
 * null), the policy's history gets its row, and the customer is told when `tell` says what (the
 * catalogue message, keyed as before, so a retried job tells nobody twice).
 */
export async function movePolicy(
  tx: DbOrTx,
  policy: PolicyRow,
  to: PolicyStatus,
  input: {
    by: PolicyMover;
    reason: PolicyMoveReason;
    now: Date;
    set?: Partial<Omit<typeof policies.$inferInsert, 'id' | 'status'>>;
    tell?: PolicyMessage;
  },
): Promise<PolicyRow | null> {
  const from = policy.status;
  if (!canMovePolicy(from, to, input.by.actor, input.reason)) throw conflict(policyMoveCopy.notNow);
  const [moved] = await tx
    .update(policies)
    .set({ ...input.set, status: to, updatedAt: input.now })
    .where(and(eq(policies.id, policy.id), eq(policies.status, from)))
    .returning();
  if (!moved) return null;
  await recordPolicyEvent(tx, policy.id, from, to, input.by, input.reason, input.now);
  if (input.tell) {
    await notify(tx, {
      customerId: policy.customerId,
      at: input.now,
      ...input.tell,
    });
  }
  return moved;
}

/** A history row; the first row of a new policy ('created') is written by issuePolicy. */
export async function recordPolicyEvent(
  tx: DbOrTx,
  policyId: number,
  from: PolicyStatus | null,
  to: PolicyStatus,
  by: PolicyMover,
  reason: PolicyMoveReason,
  at: Date,
) {
  await tx.insert(policyEvents).values({
    policyId,
    fromStatus: from,
    toStatus: to,
    actor: by.actor,
    staffId: by.actor === 'staff' ? by.staffId : null,
    job: by.actor === 'system' ? by.job : null,
    reason,
    at,
  });
}

export type PolicyEventRow = typeof policyEvents.$inferSelect;

/** The histories of some policies, oldest first, by policy id. */
export async function policyHistories(
  db: DbOrTx,
  policyIds: number[],
): Promise<Map<number, PolicyEventRow[]>> {
  const byPolicy = new Map<number, PolicyEventRow[]>();
  if (policyIds.length === 0) return byPolicy;
  const rows = await db
    .select()
    .from(policyEvents)
    .where(inArray(policyEvents.policyId, policyIds))
    .orderBy(asc(policyEvents.at), asc(policyEvents.id));
  for (const row of rows) {
    const list = byPolicy.get(row.policyId) ?? [];
    list.push(row);
    byPolicy.set(row.policyId, list);
  }
  return byPolicy;
}

/** A history as the customer (and the back office) reads it. */
export function historyAnswer(rows: PolicyEventRow[]): PolicyEventAnswer[] {
  return rows.map((r) => ({
    at: r.at.toISOString(),
    from: r.fromStatus,
    to: r.toStatus,
    reason: r.reason,
    text: POLICY_REASON_COPY[r.reason] ?? r.reason,
    by: r.actor,
  }));
}

/** What the history says about cover on a Lagos day (packages/domain coverFromHistory). */
export function historyCoverOn(rows: PolicyEventRow[] | undefined, day: string) {
  return coverFromHistory(
    (rows ?? []).map((r) => ({
      on: lagosDate(r.at),
      to: r.toStatus,
      reason: r.reason,
    })),
    day,
  );
}
