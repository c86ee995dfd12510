import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ussdSessions } from '../../db/schema/index.js';

/*
 * The USSD sessions (issue 41): this file is the one owner of `ussd_sessions`. A session's state
 * and last screen are stored encrypted by the caller (ussd.service.ts); nothing typed by the caller
 * is stored as typed.
 */

export type UssdSessionRow = typeof ussdSessions.$inferSelect;

export async function findUssdSession(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select()
    .from(ussdSessions)
    .where(eq(ussdSessions.sessionId, sessionId))
    .limit(1);
  return row ?? null;
}

/** Starts a session; null when another request started it first (then read that one). */
export async function insertUssdSession(
  db: DbOrTx,
  values: typeof ussdSessions.$inferInsert,
): Promise<UssdSessionRow | null> {
  const [row] = await db.insert(ussdSessions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Takes the session's turn for a new `text`: only the request that moves `answers_seen` from the
 * value it read wins (a repeated or concurrent request for the same text does not run twice). The
 * last screen is emptied until the winner writes the new one.
 */
export async function claimUssdTurn(
  db: DbOrTx,
  input: { sessionId: string; seen: number; answers: number; textHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(ussdSessions)
    .set({
      answersSeen: input.answers,
      lastTextHash: input.textHash,
      lastScreenEnc: '',
      updatedAt: input.now,
    })
    .where(
      and(eq(ussdSessions.sessionId, input.sessionId), eq(ussdSessions.answersSeen, input.seen)),
    )
    .returning({ id: ussdSessions.sessionId });
  return rows.length === 1;
}

/** Writes the state and screen the turn produced (and, when it ended the session, when). */
export async function saveUssdTurn(
  db: DbOrTx,
  input: {
    sessionId: string;
    stateEnc: string;
    screenEnc: string;
    customerId: number | null;
    ended: boolean;
    now: Date;
  },
) {
  await db
    .update(ussdSessions)
    .set({
      stateEnc: input.stateEnc,
      lastScreenEnc: input.screenEnc,
      customerId: input.customerId,
      updatedAt: input.now,
      ...(input.ended ? { endedAt: input.now } : {}),
    })
    .where(eq(ussdSessions.sessionId, input.sessionId));
}

/** Africa's Talking's end-of-session notification, on the session it names (if we know it). */
export async function recordUssdSessionEnd(
  db: DbOrTx,
  input: {
    sessionId: string;
    status: string;
    cost: string;
    errorMessage: string;
    durationMs: number | null;
    hops: number | null;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(ussdSessions)
    .set({
      endStatus: input.status,
      endCost: input.cost,
      endError: input.errorMessage === '' ? null : input.errorMessage,
      endDurationMs: input.durationMs,
      endHops: input.hops,
      endNotifiedAt: input.now,
    })
    .where(eq(ussdSessions.sessionId, input.sessionId))
    .returning({ id: ussdSessions.sessionId });
  return rows.length === 1;
}

/** Erases a closing account's USSD sessions: its own and those of its number (close-account). */
export async function deleteUssdSessionsOf(db: DbOrTx, customerId: number, phone: string) {
  await db
    .delete(ussdSessions)
    .where(or(eq(ussdSessions.customerId, customerId), eq(ussdSessions.phone, phone)));
}
