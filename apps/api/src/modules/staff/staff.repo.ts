import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '@alaafia/domain';
import type { DbOrTx } from '../../db/client.js';
import { staffMembers, staffRecoveryCodes, staffSessions } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';

/** The staff tables' one owner: every write to staff_members, staff_sessions and staff_recovery_codes is here. */
export type StaffRow = typeof staffMembers.$inferSelect;

export async function findStaffByEmail(db: DbOrTx, email: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findStaffById(db: DbOrTx, id: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row ?? null;
}

export function listStaff(db: DbOrTx) {
  return db.select().from(staffMembers).orderBy(asc(staffMembers.id));
}

/** Inserts a staff member; null when the e-mail is taken. */
export async function insertStaff(
  db: DbOrTx,
  values: {
    email: string;
    name: string;
    passwordHash: string;
    roles: StaffRole[];
    totpSecret: string | null;
    createdBy: number | null;
    createdAt: Date;
  },
): Promise<StaffRow | null> {
  const [row] = await db.insert(staffMembers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertRecoveryCodes(db: DbOrTx, staffId: number, codes: string[]) {
  await db
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ staffId, codeHash: hashToken(code.toLowerCase()) })));
}

/** Uses a recovery code once: answers true when it was unused and is now used. */
export async function useRecoveryCode(db: DbOrTx, staffId: number, code: string, at: Date) {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hashToken(code.toLowerCase())),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

/**
 * Records an accepted TOTP step, only if it is later than the one stored (two sign-ins racing with
 * one code: one wins). Answers whether it was recorded.
 */
export async function acceptTotpStep(db: DbOrTx, staffId: number, step: number, at: Date) {
  const rows = await db
    .update(staffMembers)
    .set({ totpLastStep: step, lastSignedInAt: at })
    .where(
      and(
        eq(staffMembers.id, staffId),
        // Null (never used) or earlier than this step.
        sqlLastStepBefore(step),
      ),
    )
    .returning({ id: staffMembers.id });
  return rows.length > 0;
}

function sqlLastStepBefore(step: number) {
  return sql`(${staffMembers.totpLastStep} is null or ${staffMembers.totpLastStep} < ${step})`;
}

export async function markSignedIn(db: DbOrTx, staffId: number, at: Date) {
  await db.update(staffMembers).set({ lastSignedInAt: at }).where(eq(staffMembers.id, staffId));
}

export async function updateStaff(
  db: DbOrTx,
  staffId: number,
  change: { roles?: StaffRole[]; disabledAt?: Date | null },
): Promise<StaffRow | null> {
  const [row] = await db
    .update(staffMembers)
    .set(change)
    .where(eq(staffMembers.id, staffId))
    .returning();
  return row ?? null;
}

export async function insertStaffSession(
  db: DbOrTx,
  values: {
    staffId: number;
    tokenHash: string;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
) {
  await db.insert(staffSessions).values(values);
}

export async function touchStaffSession(db: DbOrTx, sessionId: number, at: Date) {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, sessionId));
}

export async function revokeStaffSession(db: DbOrTx, sessionId: number, at: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Revokes every live session of a staff member (disabled, or roles changed). */
export async function revokeAllStaffSessions(db: DbOrTx, staffId: number, at: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
