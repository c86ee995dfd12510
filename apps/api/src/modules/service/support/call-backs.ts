import { callBackCopy, type CallBack, type CallBackKind } from '@alaafia/domain';
import type { DbOrTx } from '../../../db/client.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { findCustomerById } from '../../customers/customers/index.js';
import { openWorkItems, resolveWorkItem } from '../../platform/work-queue/index.js';

/**
 * The support team's call-backs (docs/business-rules.md, 'USSD'): the open work items of the
 * `support` team (a caller asked to be called back, or reported a claim, by USSD), with whom to
 * call, and the done action. The items are the work queue's (`platform/work-queue`); this reads
 * them with the customer's details and closes them by its `resolveWorkItem`.
 */

/** The most call-backs one answer lists, oldest first. */
const CALL_BACK_LIMIT = 200;

/** The number a call-back item names (its subject `callback:<phone>`), or null. */
function phoneOfSubject(subject: string | null): string | null {
  return subject?.startsWith('callback:') ? subject.slice('callback:'.length) : null;
}

export async function listCallBacks(db: DbOrTx): Promise<CallBack[]> {
  const items = await openWorkItems(db, 'support', CALL_BACK_LIMIT);
  const ids = [...new Set(items.flatMap((i) => (i.customerId === null ? [] : [i.customerId])))];
  const people = new Map(
    await Promise.all(ids.map(async (id) => [id, await findCustomerById(db, id)] as const)),
  );
  return items.map((item) => {
    const customer = item.customerId === null ? null : (people.get(item.customerId) ?? null);
    return {
      id: item.id,
      kind: item.kind as CallBackKind,
      since: item.createdAt.toISOString(),
      customer_id: item.customerId,
      customer_name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : null,
      // The number that called; an item of an account without one names the account's phone.
      phone: phoneOfSubject(item.subject) ?? customer?.phoneNumber ?? null,
      note: item.note,
    };
  });
}

/**
 * A member of support has called the customer back: the item closes with their note (once). 404
 * when support has no such item, 409 when it was closed already. Returns what it said before.
 */
export async function markCallBackDone(
  tx: DbOrTx,
  input: { id: number; note: string; now: Date },
): Promise<{ kind: string; before: string }> {
  const done = await resolveWorkItem(tx, { ...input, team: 'support' });
  if (done === null || (typeof done === 'object' && 'refused' in done))
    throw notFound(callBackCopy.unknown);
  if (done === 'resolved') throw conflict(callBackCopy.alreadyDone);
  return done;
}
