import { USSD_PIN_LOCK_MINUTES, USSD_PIN_MAX_TRIES } from '@alaafia/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { customerPins } from '../../../db/schema/index.js';
import type { PasswordHasher } from '../../../lib/passwords.js';
import { notify } from '../../platform/messaging/index.js';

/*
 * The customer's USSD PIN (issue 41; docs/business-rules.md, 'USSD'): hashed as passwords are,
 * USSD_PIN_MAX_TRIES wrong in a row lock it for USSD_PIN_LOCK_MINUTES (the customer is told by
 * SMS), reset on the web or by support. This file is the one owner of `customer_pins`. The PIN
 * itself is never stored, logged or passed on: only its hash.
 */

export type PinCheck =
  | { outcome: 'ok' }
  | { outcome: 'wrong'; triesLeft: number }
  | { outcome: 'locked'; until: Date }
  | { outcome: 'none' };

interface PinDeps {
  db: DbOrTx;
  passwords: PasswordHasher;
  now: () => Date;
}

/** Whether the customer has a PIN. */
export async function hasUssdPin(db: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customerPins.customerId })
    .from(customerPins)
    .where(eq(customerPins.customerId, customerId))
    .limit(1);
  return row !== undefined;
}

/** Sets (or replaces) the customer's PIN from its hash: the tries and any lock are cleared. */
export async function setUssdPinHash(db: DbOrTx, customerId: number, pinHash: string, now: Date) {
  await db
    .insert(customerPins)
    .values({ customerId, pinHash, failedTries: 0, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: customerPins.customerId,
      set: { pinHash, failedTries: 0, lockedUntil: null, updatedAt: now },
    });
}

/** Removes the customer's PIN (support, after an identity check): they choose a new one. */
export async function clearUssdPin(db: DbOrTx, customerId: number) {
  await db.delete(customerPins).where(eq(customerPins.customerId, customerId));
}

/**
 * Checks a PIN. A locked PIN is not checked at all. A wrong one counts a try (atomically, so two
 * requests at once count two); the USSD_PIN_MAX_TRIES-th locks it and tells the customer by SMS; a
 * right one clears the count.
 */
export async function checkUssdPin(
  deps: PinDeps,
  customerId: number,
  pin: string,
): Promise<PinCheck> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(customerPins)
    .where(eq(customerPins.customerId, customerId))
    .limit(1);
  if (!row) return { outcome: 'none' };
  const now = deps.now();
  if (row.lockedUntil && row.lockedUntil.getTime() > now.getTime()) {
    return { outcome: 'locked', until: row.lockedUntil };
  }
  if (await deps.passwords.verify(row.pinHash, pin)) {
    if (row.failedTries > 0 || row.lockedUntil) {
      await db
        .update(customerPins)
        .set({ failedTries: 0, lockedUntil: null, updatedAt: now })
        .where(eq(customerPins.customerId, customerId));
    }
    return { outcome: 'ok' };
  }
  const lockUntil = new Date(now.getTime() + USSD_PIN_LOCK_MINUTES * 60_000);
  // A lock that has run out starts the count again.
  const expiredLock = row.lockedUntil !== null;
  const [counted] = await db
    .update(customerPins)
    .set({
      failedTries: expiredLock ? 1 : sql`${customerPins.failedTries} + 1`,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(eq(customerPins.customerId, customerId))
    .returning({ failedTries: customerPins.failedTries });
  const tries = counted?.failedTries ?? USSD_PIN_MAX_TRIES;
  if (tries < USSD_PIN_MAX_TRIES)
    return { outcome: 'wrong', triesLeft: USSD_PIN_MAX_TRIES - tries };
  await db.transaction(async (tx) => {
    await tx
      .update(customerPins)
      .set({ lockedUntil: lockUntil, failedTries: 0, updatedAt: now })
      .where(eq(customerPins.customerId, customerId));
    await notify(tx, {
      customerId,
      event: 'ussd.pin-locked',
      key: `${customerId}:${now.toISOString()}`,
      params: { minutes: USSD_PIN_LOCK_MINUTES },
      at: now,
    });
  });
  return { outcome: 'locked', until: lockUntil };
}
