import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { notifications } from '../../../db/schema/index.js';

// The in-app channel: a customer's bell reads their stored messages that the catalogue puts in it.

/** The customer's messages, newest first, with the unread count (the bell). */
export async function listNotifications(
  db: DbOrTx,
  customerId: number,
  options: { limit: number; offset?: number },
) {
  const items = await db
    .select({
      id: notifications.id,
      event: notifications.event,
      title: notifications.title,
      body: notifications.body,
      params: notifications.params,
      actionPath: notifications.actionPath,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.inApp, true)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.customerId, customerId),
        eq(notifications.inApp, true),
        isNull(notifications.readAt),
      ),
    );
  return { unread: unread?.n ?? 0, items };
}

/** How many messages the customer has in all (the bell's paging). */
export async function countNotifications(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.inApp, true)));
  return row?.n ?? 0;
}

/** Marks the customer's own messages read (all of them when no ids are given). Answers how many changed. */
export async function markNotificationsRead(
  db: DbOrTx,
  customerId: number,
  at: Date,
  ids?: number[],
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.customerId, customerId),
        eq(notifications.inApp, true),
        isNull(notifications.readAt),
        ...(ids ? [inArray(notifications.id, ids)] : []),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Is this message the customer's own? */
export async function ownsNotification(
  db: DbOrTx,
  customerId: number,
  notificationId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.customerId, customerId),
        eq(notifications.inApp, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
