import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { emailVerificationCodes, passwordResetTokens } from '../../../db/schema/index.js';
import { safeEqual } from '../../../lib/tokens.js';

/* This file owns the `password_reset_tokens` table: every write of it is here. */

/** A reset link: only the token's hash is kept. */
export async function insertResetToken(
  db: DbOrTx,
  values: { customerId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/** Spends a live, unused link once; answers whose it was, or null. */
export async function spendResetToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [spent] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: passwordResetTokens.customerId });
  return spent ?? null;
}

/** A closed account's reset links go. */
export async function deleteResetTokensOf(db: DbOrTx, customerId: number) {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.customerId, customerId));
}

/* This file also owns the `email_verification_codes` table. */

/** Stores a customer's new e-mail code (its hash), replacing any earlier one and its tries. */
export async function putEmailCode(
  db: DbOrTx,
  values: { customerId: number; codeHash: string; sentAt: Date; expiresAt: Date },
) {
  await db
    .insert(emailVerificationCodes)
    .values({ ...values, tries: 0 })
    .onConflictDoUpdate({
      target: emailVerificationCodes.customerId,
      set: {
        codeHash: values.codeHash,
        sentAt: values.sentAt,
        expiresAt: values.expiresAt,
        tries: 0,
      },
    });
}

/** When the customer's live code was sent (for the resend pause), or null. */
export async function emailCodeSentAt(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ sentAt: emailVerificationCodes.sentAt })
    .from(emailVerificationCodes)
    .where(eq(emailVerificationCodes.customerId, customerId))
    .limit(1);
  return row?.sentAt ?? null;
}

/**
 * One try of the customer's code, counted atomically (one UPDATE: parallel guesses each take one of
 * the 5 tries, as the KYC code's do). Answers 'none' (no live code: expired or never sent),
 * 'spent' (the 5 tries are used), 'wrong', or 'right' (the code is then deleted: single use).
 */
export async function tryEmailCode(
  db: DbOrTx,
  customerId: number,
  codeHash: string,
  now: Date,
  maxTries: number,
): Promise<'none' | 'spent' | 'wrong' | 'right'> {
  const [counted] = await db
    .update(emailVerificationCodes)
    .set({ tries: sql`${emailVerificationCodes.tries} + 1` })
    .where(
      and(
        eq(emailVerificationCodes.customerId, customerId),
        gt(emailVerificationCodes.expiresAt, now),
        lt(emailVerificationCodes.tries, maxTries),
      ),
    )
    .returning({ codeHash: emailVerificationCodes.codeHash });
  if (!counted) {
    const [live] = await db
      .select({ tries: emailVerificationCodes.tries })
      .from(emailVerificationCodes)
      .where(
        and(
          eq(emailVerificationCodes.customerId, customerId),
          gt(emailVerificationCodes.expiresAt, now),
        ),
      )
      .limit(1);
    return live ? 'spent' : 'none';
  }
  if (!safeEqual(counted.codeHash, codeHash)) return 'wrong';
  await db.delete(emailVerificationCodes).where(eq(emailVerificationCodes.customerId, customerId));
  return 'right';
}
