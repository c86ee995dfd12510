/**
 * Signing in to the back office or the hospital portal, and signing out (issue 24, issue 28;
 * docs/business-rules.md, 'Back-office staff').
 */
import { STAFF_SESSION_ABSOLUTE_HOURS, staffCopy } from '@alaafia/domain';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, forbidden, tooManyRequests, unauthorized } from '../../../lib/http-errors.js';
import { rateLimits, signInThrottle, staffSignIn } from '../../../lib/rate-limit.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { audit, type AuditActor } from './audit.js';
import { notify } from '../messaging/index.js';
import {
  acceptTotpStep,
  findStaffByEmail,
  insertStaffSession,
  markSignedIn,
  revokeStaffSession,
  useRecoveryCode,
  type StaffRow,
} from './staff.repo.js';
import { toStaffAnswer, type StaffCtx } from './staff-answers.js';
import { checkTotp } from './totp.js';
import type { Portal } from './staff-session.js';

export function createStaffSignIn(ctx: StaffCtx) {
  const { db } = ctx.database;

  /**
   * Password, then the second factor (required whenever the sandbox is off, and for every staff
   * member who has one). Until a code is given, a right and a wrong password answer the same
   * ('enter the code'). Each door (back office, hospital portal) keeps its own counters (issue 38;
   * docs/business-rules.md, 'Sign-in throttling'): wrong passwords count against the address and
   * the account as a customer's do (signInThrottle), so nobody locks a member out from elsewhere;
   * wrong codes count only after the right password, and at STAFF_CODE_FAILURES' limit every try
   * at that door is 429 for the window and the member is e-mailed. Every attempt, good or bad, past
   * the code step is in the audit log.
   */
  async function login(
    body: { email: string; password: string; totp?: string | undefined },
    meta: { ip: string; userAgent: string | null; log?: FastifyBaseLogger },
    portal: Portal = 'back_office',
  ) {
    const account = `${portal}|${body.email.toLowerCase()}`;
    const throttle = signInThrottle(ctx.rateLimiter, staffSignIn, `${portal}|${meta.ip}`, account);
    await throttle.byAddress();
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
    await throttle.admit();
    const passwordOk = await ctx.passwords.verify(staff?.passwordHash ?? null, body.password);
    // Our staff sign in to the back office only, a hospital's staff to its portal only (issue 28):
    // the other door answers, and counts, as a wrong password does.
    const otherDoor = staff !== null && (staff.hospitalId !== null) !== (portal === 'hospital');
    if (!staff || !passwordOk || otherDoor) {
      await throttle.failed();
      throw await failed(
        otherDoor ? 'other portal' : 'password',
        unauthorized(staffCopy.signInFailed),
      );
    }
    await throttle.succeeded();
    /** A wrong code after the right password: counted against the account at this door, from every address. */
    const wrongCode = async (reason: string) => {
      const { count } = await ctx.rateLimiter.hit(rateLimits.staffCodeFailures, account);
      if (count === ctx.rateLimiter.limitOf(rateLimits.staffCodeFailures))
        await tellOfLockout(staff);
      return failed(reason, unauthorized(staffCopy.signInFailed));
    };
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
  return { login, logout };
}
