import {
  canMoveTelemedicine,
  type TelemedicineActor,
  type TelemedicineStatus,
} from '@alaafia/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { telemedicineRequests } from '../../../db/schema/index.js';
import { notify } from '../../platform/messaging/index.js';
import type { TelemedicineRow } from './telemedicine.repo.js';

/**
 * The one function that changes a telemedicine request's status (as movePolicy and movePayout do):
 * refuses a move TELEMEDICINE_MOVES does not list, sets the status compare-and-set on the one it
 * read, and tells the customer by SMS in the same transaction (notify, keyed on the request and the
 * new status, so a retried job or a repeated callback tells them once). Answers the moved row, or
 * null when the move is not allowed or another writer moved it first.
 * docs/business-rules.md, 'Telemedicine'.
 */
export async function moveTelemedicine(
  db: DbOrTx,
  row: TelemedicineRow,
  to: TelemedicineStatus,
  by: TelemedicineActor,
  at: Date,
  extra: { phone?: string } = {},
): Promise<TelemedicineRow | null> {
  if (!canMoveTelemedicine(row.status, to, by)) return null;
  const [moved] = await db
    .update(telemedicineRequests)
    .set({ status: to, updatedAt: at })
    .where(and(eq(telemedicineRequests.id, row.id), eq(telemedicineRequests.status, row.status)))
    .returning();
  if (!moved) return null;
  const key = `telemedicine:${row.id}:${to}`;
  if (to === 'sent') {
    await notify(db, {
      customerId: row.customerId,
      event: 'telemedicine.sent',
      key,
      params: { reference: row.reference, phone: extra.phone ?? 'your phone' },
      at,
    });
  } else if (to === 'called_back' || to === 'closed') {
    await notify(db, {
      customerId: row.customerId,
      event: to === 'called_back' ? 'telemedicine.called_back' : 'telemedicine.closed',
      key,
      params: { reference: row.reference },
      at,
    });
  }
  return moved;
}
