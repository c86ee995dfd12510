import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import type { StaffRole } from '@alaafia/domain';
import type { DbOrTx } from '../../../db/client.js';
import {
  hospitals,
  auditLog,
  staffAccessRequests,
  staffInvitations,
  staffMembers,
  staffRecoveryCodes,
  staffSessions,
} from '../../../db/schema/index.js';
import { hashToken } from '../../../lib/tokens.js';
import type { Contact } from '../messaging/index.js';

/**
 * The staff tables' one owner: every write to staff_members, staff_sessions, staff_recovery_codes,
 * staff_invitations and staff_access_requests is here.
 */
export type StaffRow = typeof staffMembers.$inferSelect;
type InvitationRow = typeof staffInvitations.$inferSelect;
export type AccessRequestRow = typeof staffAccessRequests.$inferSelect;

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

/**
 * How messaging reaches a staff member when it delivers (messaging's Contacts, given by the job
 * handler): their e-mail; a disabled member gets nothing.
 */
export async function staffContact(db: DbOrTx, staffId: number): Promise<Contact | null> {
  const member = await findStaffById(db, staffId);
  if (!member) return null;
  // Staff read English: the back office stays English (issue 42).
  return {
    email: member.email,
    phone: null,
    closed: member.disabledAt !== null,
    marketing: false,
    language: 'en',
  };
}

/** The administrators who may be told something (not disabled), for an alert to all of them. */
export async function activeAdministrators(db: DbOrTx): Promise<{ id: number }[]> {
  return db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(arrayContains(staffMembers.roles, ['administrator']), isNull(staffMembers.disabledAt)),
    )
    .orderBy(asc(staffMembers.id));
}

/**
 * The active back-office staff with any of these roles, by id (the payment alert goes to finance
 * and the administrators). Hospital staff have no roles, so are never among them.
 */
export async function activeStaffWithRoles(
  db: DbOrTx,
  roles: StaffRole[],
): Promise<{ id: number }[]> {
  return db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(arrayOverlaps(staffMembers.roles, roles), isNull(staffMembers.disabledAt)))
    .orderBy(asc(staffMembers.id));
}

/** The names of staff members, by id (for who proposed a remittance, a journal, a payment). */
export async function staffNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  for (const s of await db
    .select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email })
    .from(staffMembers)
    .where(inArray(staffMembers.id, [...new Set(ids)])))
    names.set(s.id, s.name || s.email);
  return names;
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
    passwordHash: string | null;
    roles: StaffRole[];
    totpSecret: string | null;
    createdBy: number | null;
    createdAt: Date;
    /** A hospital's staff member (issue 28): no roles, bound to this hospital. */
    hospitalId?: number | null;
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
  change: {
    roles?: StaffRole[];
    disabledAt?: Date | null;
    passwordHash?: string;
    totpSecret?: string;
    totpLastStep?: number;
  },
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

/** A new invitation for a member; every earlier one still open is revoked (only the newest link works). */
export async function insertInvitation(
  db: DbOrTx,
  values: {
    staffId: number;
    tokenHash: string;
    createdBy: number | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  await db
    .update(staffInvitations)
    .set({ revokedAt: values.createdAt })
    .where(
      and(
        eq(staffInvitations.staffId, values.staffId),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
      ),
    );
  const [row] = await db.insert(staffInvitations).values(values).returning();
  return row!;
}

/** The live invitation with this token (not used, not replaced, not expired), locked for the caller's transaction. */
export async function findLiveInvitation(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select({ invitation: staffInvitations, staff: staffMembers })
    .from(staffInvitations)
    .innerJoin(staffMembers, eq(staffMembers.id, staffInvitations.staffId))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .limit(1)
    .for('update', { of: staffInvitations });
  return row ?? null;
}

/** Keeps the authenticator secret the invitation page offered (encrypted), once. */
export async function setInvitationSecret(db: DbOrTx, invitationId: number, encrypted: string) {
  const [row] = await db
    .update(staffInvitations)
    .set({ pendingTotpSecret: encrypted })
    .where(and(eq(staffInvitations.id, invitationId), isNull(staffInvitations.pendingTotpSecret)))
    .returning();
  return row ?? null;
}

/** Uses an invitation once: answers false when it was used (or replaced) meanwhile. */
export async function useInvitation(db: DbOrTx, invitationId: number, at: Date) {
  const rows = await db
    .update(staffInvitations)
    .set({ usedAt: at })
    .where(
      and(
        eq(staffInvitations.id, invitationId),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

/** A change of access waiting for a second administrator; null when one is already open for the member. */
export async function insertAccessRequest(
  db: DbOrTx,
  values: {
    staffId: number;
    roles: StaffRole[] | null;
    enable: boolean;
    requestedBy: number | null;
    requestedAt: Date;
  },
): Promise<AccessRequestRow | null> {
  const [row] = await db
    .insert(staffAccessRequests)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findAccessRequest(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(staffAccessRequests)
    .where(eq(staffAccessRequests.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Decides an open request; only one decision wins. Null when it was already decided. */
export async function decideAccessRequest(
  db: DbOrTx,
  id: number,
  decision: {
    status: 'approved' | 'rejected';
    decidedBy: number;
    decidedAt: Date;
    reason: string | null;
  },
) {
  const [row] = await db
    .update(staffAccessRequests)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: decision.decidedAt,
      decisionReason: decision.reason,
    })
    .where(and(eq(staffAccessRequests.id, id), eq(staffAccessRequests.status, 'awaiting_approval')))
    .returning();
  return row ?? null;
}

/** Open requests, by member id. */
export async function openAccessRequests(db: DbOrTx, staffIds?: number[]) {
  const rows = await db
    .select()
    .from(staffAccessRequests)
    .where(
      and(
        eq(staffAccessRequests.status, 'awaiting_approval'),
        staffIds ? inArray(staffAccessRequests.staffId, staffIds) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.staffId, r]));
}

/** The audit actions that create or change a member's access (docs/business-rules.md, 'Who may approve money'). */
const ACCESS_ACTIONS = [
  'staff.created',
  'staff.invited',
  'staff.roles_changed',
  'staff.enabled',
  'staff.disabled',
  'staff.access_requested',
  'staff.access_approved',
] as const;

/**
 * Whether one of two staff members created the other (ever), or created or changed the other's
 * access since `since` (the audit log: append-only, written in the change's transaction).
 */
export async function staffAreLinked(db: DbOrTx, a: number, b: number, since: Date) {
  const created = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      or(
        and(eq(staffMembers.id, a), eq(staffMembers.createdBy, b)),
        and(eq(staffMembers.id, b), eq(staffMembers.createdBy, a)),
      ),
    )
    .limit(1);
  if (created.length > 0) return true;
  const changed = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.recordType, 'staff'),
        inArray(auditLog.action, [...ACCESS_ACTIONS]),
        gte(auditLog.at, since),
        or(
          and(eq(auditLog.staffId, a), eq(auditLog.recordId, String(b))),
          and(eq(auditLog.staffId, b), eq(auditLog.recordId, String(a))),
        ),
      ),
    )
    .limit(1);
  return changed.length > 0;
}

/** A hospital of the network by its code (case ignored), for binding a hospital's staff member. */
export async function findHospitalIdByCode(db: DbOrTx, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: hospitals.id })
    .from(hospitals)
    .where(sql`lower(${hospitals.code}) = lower(${code})`)
    .limit(1);
  return row?.id ?? null;
}
