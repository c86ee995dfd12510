import { canMovePreauthorisation, type PreauthorisationStatus } from '@alaafia/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { preauthorisationEvents, preauthorisations } from '../../../db/schema/index.js';
import {
  notify,
  type NotificationEvent,
  type NotificationParams,
} from '../../platform/messaging/index.js';
import type { PreauthorisationRow } from './hospital-care.repo.js';

/**
 * The one function that changes a pre-authorisation's status (issue 28; as movePolicy, movePayout):
 * refuses a move PREAUTHORISATION_MOVES does not list, does compare-and-set on the status read,
 * writes the history row and tells the member, in the caller's transaction. `staffId` null: the
 * rules moved it (they only approve). `tell` null: the member is not told (a request from a
 * hospital the member is not at: docs/business-rules.md, 'What the member is sent'). Answers the
 * moved row, or null when another decision got there first.
 */
export async function movePreauthorisation<E extends NotificationEvent>(
  tx: DbOrTx,
  row: PreauthorisationRow,
  to: PreauthorisationStatus,
  input: {
    staffId: number | null;
    now: Date;
    set?: Partial<
      Pick<PreauthorisationRow, 'code' | 'decisionReason' | 'approvedAmountKobo' | 'payableKobo'>
    >;
    tell: { customerId: number; event: E; params: NotificationParams[E] } | null;
  },
): Promise<PreauthorisationRow | null> {
  if (!canMovePreauthorisation(row.status, to))
    throw new Error(`pre-authorisation ${row.id}: no move from ${row.status} to ${to}`);
  const [moved] = await tx
    .update(preauthorisations)
    .set({
      ...input.set,
      status: to,
      decidedBy: input.staffId,
      decidedByKind: input.staffId === null ? 'rules' : 'staff',
      decidedAt: input.now,
    })
    .where(and(eq(preauthorisations.id, row.id), eq(preauthorisations.status, row.status)))
    .returning();
  if (!moved) return null;
  await tx.insert(preauthorisationEvents).values({
    preauthorisationId: row.id,
    fromStatus: row.status,
    toStatus: to,
    staffId: input.staffId,
    at: input.now,
  });
  if (input.tell)
    await notify(tx, {
      customerId: input.tell.customerId,
      event: input.tell.event,
      key: `preauthorisation:${row.id}:${to}`,
      params: input.tell.params,
      at: input.now,
    });
  return moved;
}
