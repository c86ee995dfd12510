import { randomBytes } from 'node:crypto';
import {
  STAFF_RECOVERY_CODE_COUNT,
  STAFF_SESSION_ABSOLUTE_HOURS,
  staffCopy,
  type NewStaffCredentials,
  type StaffMember,
  type StaffRole,
} from '@alaafia/domain';
import type { AppContext } from '../../app-context.js';
import { HttpError, conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors.js';
import { rateLimits } from '../../lib/rate-limit.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { audit, type AuditActor } from './audit.js';
import {
  acceptTotpStep,
  findStaffByEmail,
  findStaffById,
  insertRecoveryCodes,
  insertStaff,
  insertStaffSession,
  markSignedIn,
  revokeAllStaffSessions,
  revokeStaffSession,
  updateStaff,
  useRecoveryCode,
  type StaffRow,
} from './staff.repo.js';
import { checkTotp, newRecoveryCodes, newTotpSecret, totpUri } from './totp.js';

type Ctx = Pick<AppContext, 'config' | 'database' | 'cipher' | 'rateLimiter' | 'now' | 'passwords'>;

/** What the back office shows of a staff member (never the password or the second factor). */
export function toStaffAnswer(s: StaffRow): StaffMember {
  return {
    id: s.id,
    email: s.email,
    name: s.name,
    roles: s.roles as StaffRole[],
    second_factor: s.totpSecret !== null,
    disabled: s.disabledAt !== null,
    created_at: s.createdAt.toISOString(),
    last_signed_in_at: s.lastSignedInAt?.toISOString() ?? null,
  };
}
export type StaffAnswer = StaffMember;

/** A random first password (20 characters, letters and digits): the staff member keeps it or asks for a new account. */
function newPassword(): string {
  return randomBytes(15).toString('base64url');
}

export function createStaffService(ctx: Ctx) {
  const { db } = ctx.database;

  /** Creates a staff member with a password, a TOTP secret and recovery codes (the command line, an administrator). */
  async function create(
    input: { email: string; name: string; roles: StaffRole[] },
    actor: AuditActor,
  ): Promise<NewStaffCredentials> {
    const password = newPassword();
    const secret = newTotpSecret();
    const codes = newRecoveryCodes(STAFF_RECOVERY_CODE_COUNT);
    const passwordHash = await ctx.passwords.hash(password);
    const now = ctx.now();
    const row = await db.transaction(async (tx) => {
      const created = await insertStaff(tx, {
        email: input.email,
        name: input.name,
        passwordHash,
        roles: input.roles,
        totpSecret: ctx.cipher.encrypt(secret),
        createdBy: actor.staffId,
        createdAt: now,
      });
      if (!created) throw conflict(staffCopy.emailTaken, { email: [staffCopy.emailTaken] });
      await insertRecoveryCodes(tx, created.id, codes);
      await audit(
        tx,
        actor,
        {
          action: 'staff.created',
          recordType: 'staff',
          recordId: created.id,
          after: { email: created.email, name: created.name, roles: created.roles },
        },
        now,
      );
      return created;
    });
    return {
      staff: toStaffAnswer(row),
      password,
      totp_secret: secret,
      totp_uri: totpUri(secret, row.email),
      recovery_codes: codes,
    };
  }

  /** Sandbox only: a staff member with the given password and no second factor. */
  async function createForSandbox(
    input: { email: string; name: string; password: string; roles: StaffRole[] },
    actor: AuditActor,
  ): Promise<StaffAnswer> {
    if (!ctx.config.sandbox) throw notFound();
    const passwordHash = await ctx.passwords.hash(input.password);
    const now = ctx.now();
    return db.transaction(async (tx) => {
      const created = await insertStaff(tx, {
        email: input.email,
        name: input.name,
        passwordHash,
        roles: input.roles,
        totpSecret: null,
        createdBy: null,
        createdAt: now,
      });
      if (!created) throw conflict(staffCopy.emailTaken, { email: [staffCopy.emailTaken] });
      await audit(
        tx,
        actor,
        {
          action: 'staff.created',
          recordType: 'staff',
          recordId: created.id,
          after: { email: created.email, name: created.name, roles: created.roles, sandbox: true },
        },
        now,
      );
      return toStaffAnswer(created);
    });
  }

  /**
   * Password, then the second factor (required whenever the sandbox is off, and for every staff
   * member who has one). Every attempt, good or bad, is in the audit log.
   */
  async function login(
    body: { email: string; password: string; totp?: string | undefined },
    meta: { ip: string; userAgent: string | null },
  ) {
    await ctx.rateLimiter.consume(rateLimits.staffLoginByIp, meta.ip);
    const here = `${meta.ip}|${body.email}`;
    await ctx.rateLimiter.consume(rateLimits.staffLoginByIpAndEmail, here);
    const staff = await findStaffByEmail(db, body.email);
    const passwordOk = await ctx.passwords.verify(staff?.passwordHash ?? null, body.password);
    const now = ctx.now();
    const failed = async (reason: string, error: HttpError) => {
      await audit(
        db,
        {
          staffId: staff?.id ?? null,
          staffEmail: body.email,
          roles: [],
          ip: meta.ip,
          userAgent: meta.userAgent,
        },
        {
          action: 'staff.sign_in_failed',
          recordType: 'staff',
          recordId: staff?.id,
          after: { reason },
        },
        now,
      );
      return error;
    };
    if (!staff || !passwordOk) throw await failed('password', unauthorized(staffCopy.signInFailed));
    if (staff.disabledAt) throw await failed('disabled', forbidden(staffCopy.disabled));
    let usedRecoveryCode = false;
    const needsSecondFactor = !ctx.config.sandbox || staff.totpSecret !== null;
    if (needsSecondFactor) {
      if (!staff.totpSecret)
        throw await failed('no second factor', forbidden(staffCopy.secondFactorMissing));
      if (!body.totp)
        throw new HttpError(
          401,
          staffCopy.codeRequired,
          { totp: [staffCopy.codeRequired] },
          {
            totpRequired: true,
          },
        );
      if (/^\d{6}$/.test(body.totp)) {
        const step = await checkTotp(
          ctx.cipher.decrypt(staff.totpSecret),
          body.totp,
          staff.totpLastStep,
        );
        if (step === null || !(await acceptTotpStep(db, staff.id, step, now)))
          throw await failed('code', unauthorized(staffCopy.signInFailed));
      } else {
        if (!(await useRecoveryCode(db, staff.id, body.totp, now)))
          throw await failed('recovery code', unauthorized(staffCopy.signInFailed));
        usedRecoveryCode = true;
      }
    }
    await ctx.rateLimiter.reset(rateLimits.staffLoginByIpAndEmail, here);
    const token = newToken();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_HOURS * 3_600_000);
    await insertStaffSession(db, {
      staffId: staff.id,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    await markSignedIn(db, staff.id, now);
    await audit(
      db,
      {
        staffId: staff.id,
        staffEmail: staff.email,
        roles: staff.roles,
        ip: meta.ip,
        userAgent: meta.userAgent,
      },
      {
        action: 'staff.signed_in',
        recordType: 'staff',
        recordId: staff.id,
        after: { second_factor: needsSecondFactor, recovery_code: usedRecoveryCode },
      },
      now,
    );
    return { staff: toStaffAnswer(staff), token, expiresAt };
  }

  async function logout(sessionId: number, actor: AuditActor) {
    const now = ctx.now();
    await revokeStaffSession(db, sessionId, now);
    await audit(
      db,
      actor,
      { action: 'staff.signed_out', recordType: 'staff', recordId: actor.staffId ?? undefined },
      now,
    );
  }

  /** An administrator changes someone's roles or disables them (their sessions end at once). */
  async function update(
    staffId: number,
    change: { roles?: StaffRole[] | undefined; disabled?: boolean | undefined },
    actor: AuditActor,
  ): Promise<StaffAnswer> {
    if (change.disabled === true && staffId === actor.staffId)
      throw forbidden(staffCopy.ownAccount);
    const now = ctx.now();
    return db.transaction(async (tx) => {
      const before = await findStaffById(tx, staffId);
      if (!before) throw notFound();
      const after = await updateStaff(tx, staffId, {
        ...(change.roles ? { roles: change.roles } : {}),
        ...(change.disabled === undefined
          ? {}
          : { disabledAt: change.disabled ? (before.disabledAt ?? now) : null }),
      });
      if (!after) throw notFound();
      if (after.disabledAt) await revokeAllStaffSessions(tx, staffId, now);
      await audit(
        tx,
        actor,
        {
          action:
            change.disabled === true
              ? 'staff.disabled'
              : change.disabled === false
                ? 'staff.enabled'
                : 'staff.roles_changed',
          recordType: 'staff',
          recordId: staffId,
          before: { roles: before.roles, disabled: before.disabledAt !== null },
          after: { roles: after.roles, disabled: after.disabledAt !== null },
        },
        now,
      );
      return toStaffAnswer(after);
    });
  }

  return { create, createForSandbox, login, logout, update };
}
