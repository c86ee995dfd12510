import { and, eq, inArray, like } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { notificationDeliveries, notifications } from '../../../db/schema/index.js';

/**
 * Is a 'Payment received' e-mail for this payment reference still to go? It carries the payment's
 * receipt (docs/business-rules.md, 'Messages'), so the receipt is not e-mailed on its own as well:
 * one e-mail per payment.
 */
export async function paymentMessagePending(
  db: DbOrTx,
  customerId: number,
  reference: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(
      and(
        eq(notifications.customerId, customerId),
        eq(notifications.event, 'payment.received'),
        like(notifications.key, `${reference.replace(/[\\%_]/g, '\\$&')}:%`),
        eq(notificationDeliveries.channel, 'email'),
        inArray(notificationDeliveries.status, ['pending', 'sending']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
