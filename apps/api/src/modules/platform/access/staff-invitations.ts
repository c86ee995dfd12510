/**
 * Staff accounts made: invitations (issue 24) sent, reopened and accepted, the command line's
 * first administrators, and the sandbox's staff (docs/operations.md, 'Back-office staff').
 */
import { randomBytes } from 'node:crypto';
import {
  STAFF_INVITATION_HOURS,
  STAFF_RECOVERY_CODE_COUNT,
  formatLongDate,
  staffCopy,
  type AcceptedInvitation,
  type InvitedStaff,
  type NewStaffCredentials,
  type OpenInvitation,
  type StaffRole,
  lagosTime,
} from '@alaafia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { qrSvg } from '../../../documents/qr.js';
import { conflict, fieldError, notFound } from '../../../lib/http-errors.js';
import { rateLimits } from '../../../lib/rate-limit.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { audit, type AuditActor } from './audit.js';
import { sendNow } from '../messaging/index.js';
import {
  findLiveInvitation,
  findHospitalIdByCode,
  findStaffById,
  insertInvitation,
  insertRecoveryCodes,
  insertStaff,
  openAccessRequests,
  setInvitationSecret,
  updateStaff,
  useInvitation,
  type StaffRow,
} from './staff.repo.js';
import { toStaffAnswer, type StaffAnswer, type StaffCtx } from './staff-answers.js';
import { needsApproval, type createStaffAccess } from './staff-access.js';
import { checkTotp, newRecoveryCodes, newTotpSecret, totpUri } from './totp.js';

/** '30 November 2026 at 10:00 (Lagos time)': Nigeria is UTC+1 all year. */
function lagosMoment(at: Date): string {
  return `${formatLongDate(at)} at ${lagosTime(at)} (Lagos time)`;
}

/** Where a member signs in: a hospital's staff at the portal, ours in the back office (issue 28). */
const signInPathOf = (member: StaffRow) =>
  member.hospitalId === null ? ('/admin' as const) : ('/hospital' as const);

/** A random first password (20 characters, letters and digits): the staff member keeps it or asks for a new account. */
function newPassword(): string {
  return randomBytes(15).toString('base64url');
}

export function createStaffInvitations(
  ctx: StaffCtx,
  { requestAccess }: Pick<ReturnType<typeof createStaffAccess>, 'requestAccess'>,
) {
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
      const uri = totpUri(secret, found.staff.email);
      return {
        email: found.staff.email,
        name: found.staff.name,
        totp_secret: secret,
        totp_uri: uri,
        // The key as a QR code, to scan with the app on another phone (issue 38).
        totp_qr_svg: qrSvg(uri, 'QR code of your authenticator key'),
        sign_in_path: signInPathOf(found.staff),
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
      return {
        email: found.staff.email,
        recovery_codes: codes,
        sign_in_path: signInPathOf(found.staff),
      };
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
  return {
    createWithCredentials,
    invite,
    reinvite,
    openInvitation,
    acceptInvitation,
    createForSandbox,
  };
}
