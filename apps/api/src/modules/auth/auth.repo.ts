import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema/index.js';

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
