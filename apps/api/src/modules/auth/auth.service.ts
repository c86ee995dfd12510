import { randomBytes, randomUUID } from 'node:crypto';
import {
  authCopy,
  errorCopy,
  type changePasswordBodySchema,
  type forgotPasswordBodySchema,
  type loginBodySchema,
  type resetPasswordBodySchema,
  type signupBodySchema,
} from '@alaafia/domain';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { customers, passwordResetTokens, sessions } from '../../db/schema/index.js';
import {
  conflict,
  HttpError,
  tooManyRequests,
  unauthorized,
  unprocessable,
} from '../../lib/http-errors.js';
import { rateLimits, SIGN_IN_WARNING_AFTER } from '../../lib/rate-limit.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { createSession } from '../../plugins/session.js';
import {
  findCustomerByEmail,
  findCustomerById,
  type CustomerRow,
} from '../customers/customers.repo.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { adoptAddressMessages } from '../notifications/notifications.service.js';
import { attachPendingEnrolments } from '../sponsors/sponsors.service.js';

const RESET_TOKEN_TTL_MS = 60 * 60_000;
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReferralCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join('');
}

interface RequestMeta {
  ip: string;
  userAgent?: string;
  /** The request's logger, for failures the answer must not reveal. */
  log?: FastifyBaseLogger;
}

export function createAuthService(ctx: AppContext) {
  const { db } = ctx.database;

  async function warnOfFailedSignIns(customer: CustomerRow) {
    const link = `${ctx.config.appUrl}/auth/forgot-password`;
    await ctx.email.send({
      to: customer.email,
      subject: 'Someone is trying to sign in to your Alaafia account',
      text: [
        `Hello ${customer.firstName},`,
        '',
        'We have seen several failed attempts to sign in to your Alaafia account in the last few minutes.',
        'Your account is safe and you can still sign in as usual with your password.',
        '',
        `If these attempts were not you, we advise you to choose a new password: ${link}`,
        '',
        'If they were you, you can ignore this e-mail.',
      ].join('\n'),
    });
  }

  async function startSession(customer: CustomerRow, meta: RequestMeta) {
    const session = await createSession(ctx, db, customer.id, meta);
    return { customer, ...session };
  }

  return {
    async signup(body: z.output<typeof signupBodySchema>, meta: RequestMeta) {
      await ctx.rateLimiter.consume(rateLimits.signupByIp, meta.ip);
      if (await findCustomerByEmail(db, body.email)) {
        throw conflict(errorCopy.emailTaken, { email: [errorCopy.emailTaken] });
      }
      const passwordHash = await hashPassword(body.password);
      const customer = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(customers)
          .values({
            engageUid: randomUUID(),
            firstName: body.first_name,
            lastName: body.last_name,
            email: body.email,
            phoneNumber: body.phone_number,
            passwordHash,
            customerReferralCode: newReferralCode(),
          })
          .onConflictDoNothing({ target: customers.email })
          .returning();
        if (!row) return undefined;
        // Cover a sponsor paid for before this e-mail had an account starts now (modules/sponsors),
        // and the e-mails sent to the address become this account's messages.
        await attachPendingEnrolments(ctx, tx, row);
        await adoptAddressMessages(tx, row.email, row.id);
        return row;
      });
      // Two sign-ups with one e-mail at the same moment: the second finds the unique index.
      if (!customer) throw conflict(errorCopy.emailTaken, { email: [errorCopy.emailTaken] });
      return startSession(customer, meta);
    },

    /**
     * Sign-in throttling (docs/business-rules.md, "Sign-in throttling"): by address, and by
     * address + account. Failures from other addresses never refuse the owner's correct password;
     * a burst of them e-mails the owner once per window.
     */
    async login(body: z.output<typeof loginBodySchema>, meta: RequestMeta) {
      const here = `${meta.ip}|${body.email}`;
      await ctx.rateLimiter.consume(rateLimits.loginByIp, meta.ip);
      // Attempts from this address to this account (a correct password forgets them).
      const attempts = await ctx.rateLimiter.hit(rateLimits.loginByIpAndEmail, here);
      if (attempts.count > ctx.rateLimiter.limitOf(rateLimits.loginByIpAndEmail))
        throw tooManyRequests(attempts.retryAfterSeconds);
      const failures = await ctx.rateLimiter.count(rateLimits.loginFailuresByEmail, body.email);
      // The account is under attack from many addresses: one that has already failed on it waits;
      // an address that has not failed (the owner's, usually) still signs in.
      if (
        failures.count >= ctx.rateLimiter.limitOf(rateLimits.loginFailuresByEmail) &&
        attempts.count > 1
      )
        throw tooManyRequests(failures.retryAfterSeconds);
      const customer = await findCustomerByEmail(db, body.email);
      const ok = await verifyPassword(customer?.passwordHash ?? null, body.password);
      if (!customer || !ok) {
        const { count } = await ctx.rateLimiter.hit(rateLimits.loginFailuresByEmail, body.email);
        // Exactly one request sees the count reach the threshold: one e-mail per window.
        if (customer && count === SIGN_IN_WARNING_AFTER) await warnOfFailedSignIns(customer);
        throw unauthorized(errorCopy.invalidCredentials);
      }
      await ctx.rateLimiter.reset(rateLimits.loginByIpAndEmail, here);
      return startSession(customer, meta);
    },

    async logout(sessionId: number) {
      await db.update(sessions).set({ revokedAt: ctx.now() }).where(eq(sessions.id, sessionId));
    },

    async me(customerId: number) {
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw unauthorized(errorCopy.sessionExpired);
      return customer;
    },

    /** Always the same answer, whether or not the e-mail is registered. */
    async forgotPassword(body: z.output<typeof forgotPasswordBodySchema>, meta: RequestMeta) {
      await ctx.rateLimiter.consume(rateLimits.forgotByIp, meta.ip);
      const { count } = await ctx.rateLimiter.hit(rateLimits.forgotByEmail, body.email);
      const customer = await findCustomerByEmail(db, body.email);
      if (!customer || count > rateLimits.forgotByEmail.limit)
        return { message: authCopy.resetSent };
      const token = newToken();
      const now = ctx.now();
      await db.insert(passwordResetTokens).values({
        customerId: customer.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
      const link = `${ctx.config.appUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
      // A failed send answers exactly as an unregistered address does: a 500 here would tell anyone
      // which addresses have accounts whenever the e-mail provider is down. It is logged (without the
      // address) and the customer can ask again; the unsent link simply expires.
      await ctx.email
        .send({
          to: customer.email,
          subject: 'Reset your Alaafia password',
          text: [
            `Hello ${customer.firstName},`,
            '',
            'We received a request to reset the password of your Alaafia account.',
            `Open this link within 1 hour to choose a new password: ${link}`,
            '',
            'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
          ].join('\n'),
        })
        .catch((error: unknown) => {
          meta.log?.error({ err: error }, 'password reset e-mail not sent');
        });
      return { message: authCopy.resetSent };
    },

    /** Sets the new password, spends the link and signs the customer out everywhere. */
    async resetPassword(body: z.output<typeof resetPasswordBodySchema>) {
      const now = ctx.now();
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(body.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ customerId: passwordResetTokens.customerId });
        if (!spent)
          throw unprocessable(errorCopy.invalidResetLink, { token: [errorCopy.invalidResetLink] });
        await tx
          .update(customers)
          .set({ passwordHash, changePassword: false, updatedAt: now })
          .where(eq(customers.id, spent.customerId));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.customerId, spent.customerId), isNull(sessions.revokedAt)));
        return { message: authCopy.passwordChanged };
      });
    },

    /** Changes the password of the signed-in customer; every other session is signed out. */
    async changePassword(
      session: { customerId: number; sessionId: number },
      body: z.output<typeof changePasswordBodySchema>,
    ) {
      await ctx.rateLimiter.consume(rateLimits.changePassword, String(session.customerId));
      const customer = await findCustomerById(db, session.customerId);
      if (!customer) throw unauthorized(errorCopy.sessionExpired);
      if (!(await verifyPassword(customer.passwordHash, body.current_password))) {
        const message = 'Your current password is not correct';
        throw new HttpError(422, message, { current_password: [message] });
      }
      const now = ctx.now();
      const passwordHash = await hashPassword(body.new_password);
      await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({ passwordHash, changePassword: false, updatedAt: now })
          .where(eq(customers.id, customer.id));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(
            and(
              eq(sessions.customerId, customer.id),
              isNull(sessions.revokedAt),
              ne(sessions.id, session.sessionId),
            ),
          );
      });
      return findCustomerById(db, customer.id) as Promise<CustomerRow>;
    },
  };
}
