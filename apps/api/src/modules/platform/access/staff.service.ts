import { randomBytes } from 'node:crypto';
import {
  ROLES_NEEDING_APPROVAL,
  STAFF_INVITATION_HOURS,
  STAFF_RECOVERY_CODE_COUNT,
  STAFF_SESSION_ABSOLUTE_HOURS,
  formatLongDate,
  staffCopy,
  type AcceptedInvitation,
  type AccessRequest,
  type InvitedStaff,
  type NewStaffCredentials,
  type OpenInvitation,
  type StaffMember,
  type StaffRole,
  lagosTime,
} from '@alaafia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import {
  HttpError,
  conflict,
  fieldError,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../../lib/http-errors.js';
import { rateLimits } from '../../../lib/rate-limit.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { audit, type AuditAction, type AuditActor } from './audit.js';
import { notify, sendNow } from '../messaging/index.js';
import {
  acceptTotpStep,
  decideAccessRequest,
  findAccessRequest,
  findLiveInvitation,
  findHospitalIdByCode,
  findStaffByEmail,
  findStaffById,
  insertAccessRequest,
  insertInvitation,
  insertRecoveryCodes,
  insertStaff,
  insertStaffSession,
  markSignedIn,
  openAccessRequests,
  revokeAllStaffSessions,
  revokeStaffSession,
  setInvitationSecret,
  updateStaff,
  useInvitation,
  useRecoveryCode,
  type AccessRequestRow,
  type StaffRow,
} from './staff.repo.js';
import { checkTotp, newRecoveryCodes, newTotpSecret, totpUri } from './totp.js';
import type { Portal } from './staff-session.js';

type Ctx = Pick<
  AppContext,
  'config' | 'database' | 'cipher' | 'rateLimiter' | 'now' | 'sms' | 'email' | 'passwords'
>;

export function toAccessRequestAnswer(r: AccessRequestRow): AccessRequest {
  return {
    id: r.id,
    staff_id: r.staffId,
    roles: (r.roles as StaffRole[] | null) ?? null,
    enable: r.enable,
    status: r.status,
    requested_by: r.requestedBy,
    requested_at: r.requestedAt.toISOString(),
    decided_by: r.decidedBy,
    decided_at: r.decidedAt?.toISOString() ?? null,
  };
}

/** What the back office shows of a staff member (never the password or the second factor). */
export function toStaffAnswer(s: StaffRow, pending: AccessRequestRow | null = null): StaffMember {
  return {
    id: s.id,
    email: s.email,
    name: s.name,
    roles: s.roles as StaffRole[],
    second_factor: s.totpSecret !== null,
    invited: s.passwordHash === null,
    disabled: s.disabledAt !== null,
    pending_access: pending ? toAccessRequestAnswer(pending) : null,
    hospital_id: s.hospitalId,
    created_at: s.createdAt.toISOString(),
    last_signed_in_at: s.lastSignedInAt?.toISOString() ?? null,
  };
}

/** Every staff member with the change of access waiting for each (the Staff page). */
export async function listStaffAnswers(db: DbOrTx, rows: StaffRow[]): Promise<StaffMember[]> {
  const pending = await openAccessRequests(db);
  return rows.map((r) => toStaffAnswer(r, pending.get(r.id) ?? null));
}

const needsApproval = (role: StaffRole) => ROLES_NEEDING_APPROVAL.includes(role);

/** '30 November 2026 at 10:00 (Lagos time)': Nigeria is UTC+1 all year. */
function lagosMoment(at: Date): string {
  return `${formatLongDate(at)} at ${lagosTime(at)} (Lagos time)`;
}
export type StaffAnswer = StaffMember;

/** A random first password (20 characters, letters and digits): the staff member keeps it or asks for a new account. */
function newPassword(): string {
  return randomBytes(15).toString('base64url');
}

export function createStaffService(ctx: Ctx) {
  const { db } = ctx.database;

  /** The hospital a code names (null without a code); 422 on `hospital_code` when none has it. */
  async function hospitalOf(code: string | undefined): Promise<number | null> {
    if (code === undefined) return null;
    const id = await findHospitalIdByCode(db, code);
    if (id === null) throw fieldError('hospital_code', staffCopy.hospitalUnknown);
    return id;
  }

  /**
   * The command line's creation (`npm run staff:create`, on the machine itself: the first
   * administrator, when nobody else exists to invite or approve): a password, a TOTP secret and
   * recovery codes, answered once. Administrators in the back office invite instead (`invite`).
   */
  async function createWithCredentials(
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

  /**
   * An administrator adds a staff member (issue 24): no credentials in the answer. The member is
   * e-mailed a single-use link, valid STAFF_INVITATION_HOURS, where they set their password and
   * enrol their authenticator. Roles that need approval (finance, administrator) are asked for,
   * and held only once a second administrator approves; the others hold at once.
   */
  async function invite(
    input: { email: string; name: string; roles: StaffRole[]; hospitalCode?: string | undefined },
    actor: AuditActor,
    log?: FastifyBaseLogger,
  ): Promise<InvitedStaff> {
    // A hospital's staff member (issue 28) holds no back-office role: only their hospital.
    const hospitalId = await hospitalOf(input.hospitalCode);
    if (hospitalId !== null) input = { ...input, roles: [] };
    const now = ctx.now();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + STAFF_INVITATION_HOURS * 3_600_000);
    const { row, request, invitationId } = await db.transaction(async (tx) => {
      const created = await insertStaff(tx, {
        email: input.email,
        name: input.name,
        passwordHash: null,
        roles: input.roles.filter((r) => !needsApproval(r)),
        totpSecret: null,
        createdBy: actor.staffId,
        createdAt: now,
        hospitalId,
      });
      if (!created) throw conflict(staffCopy.emailTaken, { email: [staffCopy.emailTaken] });
      await audit(
        tx,
        actor,
        {
          action: 'staff.created',
          recordType: 'staff',
          recordId: created.id,
          after: {
            email: created.email,
            name: created.name,
            roles: created.roles,
            hospital_id: created.hospitalId,
          },
        },
        now,
      );
      const invitationId = await newInvitation(tx, created, token, expiresAt, actor, now);
      const asked = input.roles.some(needsApproval)
        ? await requestAccess(tx, created, { roles: input.roles, enable: false }, actor, now)
        : null;
      return { row: created, request: asked, invitationId };
    });
    const sent = await sendInvitation(row, token, expiresAt, invitationId, log);
    return {
      staff: toStaffAnswer(row, request),
      invitation: { expires_at: expiresAt.toISOString(), sent },
    };
  }

  /** A new link for a member who has not accepted theirs (lost, expired); the old one stops working. */
  async function reinvite(
    staffId: number,
    actor: AuditActor,
    log?: FastifyBaseLogger,
  ): Promise<InvitedStaff> {
    const now = ctx.now();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + STAFF_INVITATION_HOURS * 3_600_000);
    const { row, invitationId } = await db.transaction(async (tx) => {
      const member = await findStaffById(tx, staffId);
      if (!member) throw notFound();
      if (member.passwordHash !== null) throw conflict(staffCopy.alreadyEnrolled);
      return {
        row: member,
        invitationId: await newInvitation(tx, member, token, expiresAt, actor, now),
      };
    });
    const sent = await sendInvitation(row, token, expiresAt, invitationId, log);
    const pending = await openAccessRequests(db, [row.id]);
    return {
      staff: toStaffAnswer(row, pending.get(row.id) ?? null),
      invitation: { expires_at: expiresAt.toISOString(), sent },
    };
  }

  async function newInvitation(
    tx: DbOrTx,
    member: StaffRow,
    token: string,
    expiresAt: Date,
    actor: AuditActor,
    now: Date,
  ) {
    const invitation = await insertInvitation(tx, {
      staffId: member.id,
      tokenHash: hashToken(token),
      createdBy: actor.staffId,
      createdAt: now,
      expiresAt,
    });
    await audit(
      tx,
      actor,
      {
        action: 'staff.invited',
        recordType: 'staff',
        recordId: member.id,
        after: { invitation_id: invitation.id, expires_at: expiresAt.toISOString() },
      },
      now,
    );
    return invitation.id;
  }

  /**
   * The invitation e-mail, sent at once (the administrator is told whether it went; the link is
   * never stored). The token is in the link's fragment (after '#'): browsers never send it to the
   * server, so no request line or log holds it. Answers whether it went.
   */
  async function sendInvitation(
    member: StaffRow,
    token: string,
    expiresAt: Date,
    invitationId: number,
    log?: FastifyBaseLogger,
  ) {
    const link = `${ctx.config.appUrl}/admin/invitation#${token}`;
    try {
      await sendNow(ctx, {
        staffId: member.id,
        address: member.email,
        event: 'staff.invitation',
        key: `invitation:${invitationId}`,
        params: { name: member.name, link, expires: lagosMoment(expiresAt) },
      });
      return true;
    } catch (error) {
      log?.error({ err: error, staffId: member.id }, 'the staff invitation could not be sent');
      return false;
    }
  }

  /**
   * The invitation page opens: who is invited, and the authenticator secret to enrol (made once and
   * kept encrypted on the invitation, so reopening the page shows the same one).
   */
  async function openInvitation(token: string, meta: { ip: string }): Promise<OpenInvitation> {
    await ctx.rateLimiter.consume(rateLimits.staffInvitationByIp, meta.ip);
    const now = ctx.now();
    return db.transaction(async (tx) => {
      const found = await findLiveInvitation(tx, token, now);
      if (!found || found.staff.passwordHash !== null)
        throw fieldError('token', staffCopy.invitationInvalid);
      let encrypted = found.invitation.pendingTotpSecret;
      if (encrypted === null) {
        const kept = await setInvitationSecret(
          tx,
          found.invitation.id,
          ctx.cipher.encrypt(newTotpSecret()),
        );
        encrypted = kept!.pendingTotpSecret!;
      }
      const secret = ctx.cipher.decrypt(encrypted);
      return {
        email: found.staff.email,
        name: found.staff.name,
        totp_secret: secret,
        totp_uri: totpUri(secret, found.staff.email),
        expires_at: found.invitation.expiresAt.toISOString(),
      };
    });
  }

  /**
   * The member sets their password and proves their authenticator with a code: the invitation is
   * used (once), and their recovery codes are answered, once. They then sign in as everyone does.
   */
  async function acceptInvitation(
    body: { token: string; password: string; totp: string },
    meta: { ip: string; userAgent: string | null },
  ): Promise<AcceptedInvitation> {
    await ctx.rateLimiter.consume(rateLimits.staffInvitationByIp, meta.ip);
    const now = ctx.now();
    // A dead link is refused before the (deliberately slow) password hash.
    const live = await findLiveInvitation(db, body.token, now);
    if (!live || live.staff.passwordHash !== null || !live.invitation.pendingTotpSecret)
      throw fieldError('token', staffCopy.invitationInvalid);
    const passwordHash = await ctx.passwords.hash(body.password);
    const codes = newRecoveryCodes(STAFF_RECOVERY_CODE_COUNT);
    return db.transaction(async (tx) => {
      const found = await findLiveInvitation(tx, body.token, now);
      if (!found || found.staff.passwordHash !== null || !found.invitation.pendingTotpSecret)
        throw fieldError('token', staffCopy.invitationInvalid);
      const encrypted = found.invitation.pendingTotpSecret;
      const step = await checkTotp(ctx.cipher.decrypt(encrypted), body.totp, null);
      if (step === null) throw fieldError('totp', staffCopy.invitationCode);
      if (!(await useInvitation(tx, found.invitation.id, now)))
        throw fieldError('token', staffCopy.invitationInvalid);
      await updateStaff(tx, found.staff.id, {
        passwordHash,
        totpSecret: encrypted,
        totpLastStep: step,
      });
      await insertRecoveryCodes(tx, found.staff.id, codes);
      await audit(
        tx,
        {
          staffId: found.staff.id,
          staffEmail: found.staff.email,
          roles: found.staff.roles,
          ip: meta.ip,
          userAgent: meta.userAgent,
        },
        {
          action: 'staff.invitation_accepted',
          recordType: 'staff',
          recordId: found.staff.id,
          after: { invitation_id: found.invitation.id, second_factor: true },
        },
        now,
      );
      return { email: found.staff.email, recovery_codes: codes };
    });
  }

  /** Sandbox only: a staff member with the given password and no second factor. */
  async function createForSandbox(
    input: {
      email: string;
      name: string;
      password: string;
      roles: StaffRole[];
      hospitalCode?: string;
    },
    actor: AuditActor,
  ): Promise<StaffAnswer> {
    if (!ctx.config.sandbox) throw notFound();
    const hospitalId = await hospitalOf(input.hospitalCode);
    const passwordHash = await ctx.passwords.hash(input.password);
    const now = ctx.now();
    return db.transaction(async (tx) => {
      const created = await insertStaff(tx, {
        email: input.email,
        name: input.name,
        passwordHash,
        roles: hospitalId === null ? input.roles : [],
        totpSecret: null,
        createdBy: null,
        createdAt: now,
        hospitalId,
      });
      if (!created) throw conflict(staffCopy.emailTaken, { email: [staffCopy.emailTaken] });
      await audit(
        tx,
        actor,
        {
          action: 'staff.created',
          recordType: 'staff',
          recordId: created.id,
          after: {
            email: created.email,
            name: created.name,
            roles: created.roles,
            hospital_id: created.hospitalId,
            sandbox: true,
          },
        },
        now,
      );
      return toStaffAnswer(created);
    });
  }

  /**
   * Password, then the second factor (required whenever the sandbox is off, and for every staff
   * member who has one). Until a code is given, a right and a wrong password answer the same
   * ('enter the code'). Wrong codes for one account are counted from every address: after
   * STAFF_CODE_FAILURES_LIMIT in the window, every try is 429 and the member is e-mailed (issue 24;
   * docs/business-rules.md, 'Back-office staff'). Every attempt, good or bad, is in the audit log.
   */
  async function login(
    body: { email: string; password: string; totp?: string | undefined },
    meta: { ip: string; userAgent: string | null; log?: FastifyBaseLogger },
    portal: Portal = 'back_office',
  ) {
    await ctx.rateLimiter.consume(rateLimits.staffLoginByIp, meta.ip);
    const here = `${meta.ip}|${body.email}`;
    await ctx.rateLimiter.consume(rateLimits.staffLoginByIpAndEmail, here);
    const account = body.email.toLowerCase();
    const locked = await ctx.rateLimiter.count(rateLimits.staffCodeFailures, account);
    const staff = await findStaffByEmail(db, body.email);
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
    if (locked.count >= ctx.rateLimiter.limitOf(rateLimits.staffCodeFailures))
      throw await failed('too many wrong codes', tooManyRequests(locked.retryAfterSeconds));
    const needsSecondFactor = !ctx.config.sandbox || (staff !== null && staff.totpSecret !== null);
    // Nothing about the password is told before the code: right or wrong, the answer is the same.
    if (needsSecondFactor && !body.totp)
      throw new HttpError(
        401,
        staffCopy.codeRequired,
        { totp: [staffCopy.codeRequired] },
        { totpRequired: true },
      );
    const passwordOk = await ctx.passwords.verify(staff?.passwordHash ?? null, body.password);
    /** A wrong password or code with a code given: counted against the account, from every address. */
    const wrongCode = async (reason: string) => {
      if (needsSecondFactor) {
        const { count } = await ctx.rateLimiter.hit(rateLimits.staffCodeFailures, account);
        if (count === ctx.rateLimiter.limitOf(rateLimits.staffCodeFailures) && staff)
          await tellOfLockout(staff);
      }
      return failed(reason, unauthorized(staffCopy.signInFailed));
    };
    if (!staff || !passwordOk) throw await wrongCode('password');
    // Our staff sign in to the back office only, a hospital's staff to its portal only (issue 28):
    // the other door answers as a wrong password does.
    if ((staff.hospitalId !== null) !== (portal === 'hospital'))
      throw await failed('other portal', unauthorized(staffCopy.signInFailed));
    let usedRecoveryCode = false;
    if (needsSecondFactor) {
      if (!staff.totpSecret)
        throw await failed('no second factor', forbidden(staffCopy.secondFactorMissing));
      if (/^\d{6}$/.test(body.totp!)) {
        const step = await checkTotp(
          ctx.cipher.decrypt(staff.totpSecret),
          body.totp!,
          staff.totpLastStep,
        );
        if (step === null || !(await acceptTotpStep(db, staff.id, step, now)))
          throw await wrongCode('code');
      } else {
        if (!(await useRecoveryCode(db, staff.id, body.totp!, now)))
          throw await wrongCode('recovery code');
        usedRecoveryCode = true;
      }
    }
    if (staff.disabledAt) throw await failed('disabled', forbidden(staffCopy.disabled));
    await ctx.rateLimiter.reset(rateLimits.staffLoginByIpAndEmail, here);
    await ctx.rateLimiter.reset(rateLimits.staffCodeFailures, account);
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

  /** The member is told their sign-in is paused (once a window: when the count reaches the limit). */
  async function tellOfLockout(staff: StaffRow) {
    const minutes = Math.round(rateLimits.staffCodeFailures.windowMs / 60_000);
    const now = ctx.now();
    await notify(db, {
      staffId: staff.id,
      event: 'staff.code-lockout',
      key: `${staff.id}:${now.toISOString()}`,
      params: { name: staff.name, minutes },
      at: now,
    });
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

  /** A refused change is in the audit log too (outside any transaction: it is kept though nothing changed). */
  async function refuse(actor: AuditActor, action: AuditAction, staffId: number, after: unknown) {
    await audit(db, actor, { action, recordType: 'staff', recordId: staffId, after }, ctx.now());
  }

  /**
   * An administrator changes someone's roles, disables or enables them (issue 24). Nobody changes
   * their own access (403, audited). Disabling, and roles that grant nothing new that needs
   * approval, apply at once (a disabled member's sessions end at once). Granting finance or
   * administrator, or enabling, waits for a second administrator: the answer is 202 with the
   * request. docs/business-rules.md, 'Back-office staff'.
   */
  async function update(
    staffId: number,
    change: { roles?: StaffRole[] | undefined; disabled?: boolean | undefined },
    actor: AuditActor,
  ): Promise<{ staff: StaffAnswer; pending: boolean }> {
    if (staffId === actor.staffId) {
      await refuse(actor, 'staff.own_change_refused', staffId, {
        roles: change.roles ?? null,
        disabled: change.disabled ?? null,
      });
      throw forbidden(staffCopy.ownAccount);
    }
    const now = ctx.now();
    return db.transaction(async (tx) => {
      const before = await findStaffById(tx, staffId);
      if (!before) throw notFound();
      const grants = (change.roles ?? []).some(
        (r) => needsApproval(r) && !before.roles.includes(r),
      );
      const enabling = change.disabled === false && before.disabledAt !== null;
      const request =
        grants || enabling
          ? await requestAccess(
              tx,
              before,
              { roles: grants ? change.roles! : null, enable: enabling },
              actor,
              now,
            )
          : null;
      const rolesNow = change.roles && !grants ? change.roles : undefined;
      const disableNow = change.disabled === true && before.disabledAt === null;
      if (!rolesNow && !disableNow) {
        const pending = request ?? (await openAccessRequests(tx, [staffId])).get(staffId) ?? null;
        return { staff: toStaffAnswer(before, pending), pending: request !== null };
      }
      const after = await updateStaff(tx, staffId, {
        ...(rolesNow ? { roles: rolesNow } : {}),
        ...(disableNow ? { disabledAt: now } : {}),
      });
      if (!after) throw notFound();
      if (after.disabledAt) await revokeAllStaffSessions(tx, staffId, now);
      await audit(
        tx,
        actor,
        {
          action: disableNow ? 'staff.disabled' : 'staff.roles_changed',
          recordType: 'staff',
          recordId: staffId,
          before: { roles: before.roles, disabled: before.disabledAt !== null },
          after: { roles: after.roles, disabled: after.disabledAt !== null },
        },
        now,
      );
      const pending = request ?? (await openAccessRequests(tx, [staffId])).get(staffId) ?? null;
      return { staff: toStaffAnswer(after, pending), pending: request !== null };
    });
  }

  /** Asks for a change of access that a second administrator must approve (audited); 409 when one is open. */
  async function requestAccess(
    tx: DbOrTx,
    member: StaffRow,
    change: { roles: StaffRole[] | null; enable: boolean },
    actor: AuditActor,
    now: Date,
  ) {
    const row = await insertAccessRequest(tx, {
      staffId: member.id,
      roles: change.roles,
      enable: change.enable,
      requestedBy: actor.staffId,
      requestedAt: now,
    });
    if (!row) throw conflict(staffCopy.accessPending);
    await audit(
      tx,
      actor,
      {
        action: 'staff.access_requested',
        recordType: 'staff',
        recordId: member.id,
        before: { roles: member.roles, disabled: member.disabledAt !== null },
        after: { request_id: row.id, roles: change.roles, enable: change.enable },
      },
      now,
    );
    return row;
  }

  /**
   * A second administrator approves (the change is made, in the same transaction) or rejects a
   * change of access: never the one who asked, never the member it is for (403, audited).
   */
  async function decideAccess(
    requestId: number,
    body: { decision: 'approve' | 'reject'; reason?: string | undefined },
    actor: AuditActor,
  ): Promise<AccessRequest> {
    const peek = await findAccessRequest(db, requestId);
    if (!peek) throw notFound();
    if (peek.staffId === actor.staffId || peek.requestedBy === actor.staffId) {
      await refuse(actor, 'staff.access_decision_refused', peek.staffId, { request_id: peek.id });
      throw forbidden(
        peek.staffId === actor.staffId ? staffCopy.accessOwnApproval : staffCopy.accessSameApprover,
      );
    }
    const now = ctx.now();
    return db.transaction(async (tx) => {
      const found = await findAccessRequest(tx, requestId);
      if (!found) throw notFound();
      const decided = await decideAccessRequest(tx, requestId, {
        status: body.decision === 'approve' ? 'approved' : 'rejected',
        decidedBy: actor.staffId!,
        decidedAt: now,
        reason: body.reason ?? null,
      });
      if (!decided) throw conflict(staffCopy.accessAlreadyDecided);
      const before = await findStaffById(tx, found.staffId);
      if (!before) throw notFound();
      let after = before;
      if (body.decision === 'approve') {
        const changed = await updateStaff(tx, found.staffId, {
          ...(found.roles ? { roles: found.roles as StaffRole[] } : {}),
          ...(found.enable ? { disabledAt: null } : {}),
        });
        after = changed ?? before;
      }
      await audit(
        tx,
        actor,
        {
          action: body.decision === 'approve' ? 'staff.access_approved' : 'staff.access_rejected',
          recordType: 'staff',
          recordId: found.staffId,
          before: { roles: before.roles, disabled: before.disabledAt !== null },
          after: {
            request_id: found.id,
            requested_by: found.requestedBy,
            roles: after.roles,
            disabled: after.disabledAt !== null,
            reason: body.reason ?? null,
          },
        },
        now,
      );
      return toAccessRequestAnswer(decided);
    });
  }

  return {
    createWithCredentials,
    invite,
    reinvite,
    openInvitation,
    acceptInvitation,
    createForSandbox,
    login,
    logout,
    update,
    decideAccess,
  };
}
