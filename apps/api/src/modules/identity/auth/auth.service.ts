import { SOURCE_LANGUAGE, type Language } from '@alaafia/i18n';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  authCopy,
  EMAIL_CODE_LENGTH,
  emailProofCopy,
  errorCopy,
  isPhoneOnlyEmail,
  PHONE_ACCOUNT_CODE_LENGTH,
  phoneAccountCopy,
  type changePasswordBodySchema,
  type phoneAccountClaimBodySchema,
  type ussdPinBodySchema,
  ussdPinCopy,
  type forgotPasswordBodySchema,
  type loginBodySchema,
  type resetPasswordBodySchema,
  type signupBodySchema,
} from '@alaafia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.js';
import type { FieldCipher } from '../../../lib/crypto.js';
import {
  conflict,
  HttpError,
  tooManyRequests,
  unauthorized,
  unprocessable,
} from '../../../lib/http-errors.js';
import {
  customerSignIn,
  rateLimits,
  SIGN_IN_WARNING_AFTER,
  signInThrottle,
  type RateLimiter,
} from '../../../lib/rate-limit.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { createSession, revokeCustomerSessions, revokeSession } from '../../../plugins/session.js';
import {
  addEmailToPhoneAccount,
  findCustomerByEmail,
  findCustomerById,
  findCustomerByPhone,
  insertCustomer,
  markEmailVerified,
  setCustomerPassword,
  type CustomerRow,
} from '../../customers/customers/index.js';
import {
  emailCodeSentAt,
  insertResetToken,
  putEmailCode,
  spendResetToken,
  tryEmailCode,
} from './auth.repo.js';
import type { PasswordHasher } from '../../../lib/passwords.js';
import { adoptAddressMessages, notify, type SendNow } from '../../platform/messaging/index.js';
import { checkUssdPin, setUssdPinHash } from './ussd-pin.js';

/** A phone-only account's code (issue 41): 30 minutes, 5 tries, 5 sends an hour per number. */
const phoneCodeSends = { name: 'phone-account-code:phone', limit: 5, windowMs: 60 * 60_000 };
const phoneCodeByIp = { name: 'phone-account-code:ip', limit: 20, windowMs: 60 * 60_000 };
const phoneCodeHash = (customerId: number, code: string) =>
  hashToken(`phone-account-code:v1:${customerId}:${code}`);

const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** The e-mail code: valid 30 minutes, 5 tries, a new one at most once a minute (and 5 an hour). */
const EMAIL_CODE_TTL_MS = 30 * 60_000;
const EMAIL_CODE_MAX_TRIES = 5;
const EMAIL_CODE_RESEND_MS = 60_000;
const emailCodeSends = { name: 'email-code:customer', limit: 5, windowMs: 60 * 60_000 };

const emailCodeHash = (customerId: number, code: string) =>
  hashToken(`email-code:v1:${customerId}:${code}`);
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

/** What the auth service uses, and nothing else. */
interface AuthDeps {
  db: Db;
  now: () => Date;
  rateLimiter: RateLimiter;
  /** argon2id at the configured cost (ctx.passwords). */
  passwords: PasswordHasher;
  /** Sends the e-mail's code at once (messaging's sendNow, bound to the context). */
  sendNow: SendNow;
  /** The application's cipher (ctx.cipher): the reset link is stored encrypted until it is sent. */
  cipher: FieldCipher;
  /** The public address, for the links in e-mails. */
  appUrl: string;
  /** A session's absolute lifetime. */
  sessionAbsoluteMs: number;
  /**
   * Run in the transaction that proves the customer's e-mail (the code, or a reset link): cover a
   * sponsor arranged for the address starts (modules/sales/sponsors, wired by the routes).
   */
  afterEmailProven: (tx: DbOrTx, customer: CustomerRow) => Promise<unknown>;
}

export function createAuthService(deps: AuthDeps) {
  const { db, rateLimiter, now: clock } = deps;

  /** Through notify, like every message but the codes: stored, queued, retried (docs/business-rules.md, 'Messages'). */
  async function warnOfFailedSignIns(customer: CustomerRow) {
    const at = clock();
    await notify(db, {
      customerId: customer.id,
      event: 'account.sign-in-warning',
      // One warning a window: the count reaches the threshold once (the moment tells them apart).
      key: `${customer.id}:${at.toISOString()}`,
      params: { firstName: customer.firstName, link: `${deps.appUrl}/auth/forgot-password` },
      at,
    });
  }

  /**
   * A new 6-digit code to the customer's e-mail (the earlier one stops working). A failed send is
   * logged, not an error: the account exists, and the dashboard offers a new code.
   */
  async function sendEmailCode(customer: CustomerRow, meta: RequestMeta) {
    const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
    const now = clock();
    await putEmailCode(db, {
      customerId: customer.id,
      codeHash: emailCodeHash(customer.id, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
    });
    await deps
      .sendNow({
        customerId: customer.id,
        address: customer.email,
        event: 'code.email',
        key: `${customer.id}:${now.toISOString()}`,
        params: { firstName: customer.firstName, code },
        language: customer.language,
      })
      .catch((error: unknown) => {
        meta.log?.error({ err: error }, 'e-mail confirmation code not sent');
      });
  }

  /** The e-mail is the customer's: mark it, and what was addressed to it joins the account. */
  async function emailProven(tx: DbOrTx, customer: CustomerRow) {
    if (!(await markEmailVerified(tx, customer.id, clock()))) return;
    await deps.afterEmailProven(tx, customer);
    await adoptAddressMessages(tx, customer.email, customer.id);
  }

  async function startSession(customer: CustomerRow, meta: RequestMeta) {
    const session = await createSession(
      { db, now: clock, absoluteMs: deps.sessionAbsoluteMs },
      customer.id,
      meta,
    );
    return { customer, ...session };
  }

  return {
    /**
     * A code by SMS to a phone-only account's number (issue 41), so its owner can add an e-mail and
     * a password on the web. The answer is the same whether or not the number has such an account.
     * The code is the account's one live code (the table of the e-mail's code, which a phone-only
     * account has no other use for until it has an e-mail).
     */
    async sendPhoneAccountCode(phone: string, meta: RequestMeta) {
      await rateLimiter.consume(phoneCodeByIp, meta.ip);
      const customer = await findCustomerByPhone(db, phone);
      if (!customer || !isPhoneOnlyEmail(customer.email))
        return { message: phoneAccountCopy.codeSent };
      await rateLimiter.consume(phoneCodeSends, phone);
      const code = String(randomInt(0, 10 ** PHONE_ACCOUNT_CODE_LENGTH)).padStart(
        PHONE_ACCOUNT_CODE_LENGTH,
        '0',
      );
      const now = clock();
      await putEmailCode(db, {
        customerId: customer.id,
        codeHash: phoneCodeHash(customer.id, code),
        sentAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
      });
      await deps
        .sendNow({
          customerId: customer.id,
          address: customer.phoneNumber,
          event: 'code.phone-account',
          key: `${customer.id}:${now.toISOString()}`,
          params: { code },
          language: customer.language,
        })
        .catch((error: unknown) => {
          meta.log?.error({ err: error }, 'phone account code not sent');
        });
      return { message: phoneAccountCopy.codeSent };
    },

    /**
     * A phone-only account takes its owner's e-mail and password: the SMS code (possession of the
     * phone) and the USSD PIN (its tries counted and locked as on USSD) must both be right. The
     * e-mail is then proven with its own code, as at sign-up; the customer is signed in.
     */
    async claimPhoneAccount(body: z.output<typeof phoneAccountClaimBodySchema>, meta: RequestMeta) {
      await rateLimiter.consume(phoneCodeByIp, meta.ip);
      const customer = await findCustomerByPhone(db, body.phone_number);
      const codeError = () =>
        unprocessable(phoneAccountCopy.codeWrong, { code: [phoneAccountCopy.codeWrong] });
      if (!customer || !isPhoneOnlyEmail(customer.email)) throw codeError();
      const now = clock();
      const outcome = await tryEmailCode(
        db,
        customer.id,
        phoneCodeHash(customer.id, body.code),
        now,
        EMAIL_CODE_MAX_TRIES,
      );
      if (outcome !== 'right') throw codeError();
      const pin = await checkUssdPin(
        { db, passwords: deps.passwords, now: clock },
        customer.id,
        body.pin,
      );
      if (pin.outcome === 'locked') {
        throw unprocessable(phoneAccountCopy.pinLocked, { pin: [phoneAccountCopy.pinLocked] });
      }
      if (pin.outcome === 'wrong') {
        const message = phoneAccountCopy.pinWrong(pin.triesLeft);
        throw unprocessable(message, { pin: [message] });
      }
      if (pin.outcome === 'none') {
        throw unprocessable(phoneAccountCopy.pinInvalid, { pin: [phoneAccountCopy.pinInvalid] });
      }
      const passwordHash = await deps.passwords.hash(body.password);
      const added = await addEmailToPhoneAccount(db, customer.id, {
        email: body.email,
        passwordHash,
        now,
      });
      if (!added) throw conflict(errorCopy.emailTaken, { email: [errorCopy.emailTaken] });
      const updated = (await findCustomerById(db, customer.id))!;
      await sendEmailCode(updated, meta);
      return startSession(updated, meta);
    },

    async signup(
      body: z.output<typeof signupBodySchema>,
      meta: RequestMeta,
      language: Language = SOURCE_LANGUAGE,
    ) {
      await rateLimiter.consume(rateLimits.signupByIp, meta.ip);
      if (await findCustomerByEmail(db, body.email)) {
        throw conflict(errorCopy.emailTaken, { email: [errorCopy.emailTaken] });
      }
      const passwordHash = await deps.passwords.hash(body.password);
      const customer = await db.transaction(async (tx) => {
        const row = await insertCustomer(tx, {
          engageUid: randomUUID(),
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phoneNumber: body.phone_number,
          passwordHash,
          customerReferralCode: newReferralCode(),
          language,
          createdAt: clock(),
        });
        // Nothing addressed to this e-mail (a sponsor's cover, complaint answers, messages) is the
        // account's until the e-mail is proven (proveEmail): whoever signs up first with an
        // address is not its owner (issue 24).
        return row;
      });
      // Two sign-ups with one e-mail at the same moment: the second finds the unique index.
      if (!customer) throw conflict(errorCopy.emailTaken, { email: [errorCopy.emailTaken] });
      await sendEmailCode(customer, meta);
      return startSession(customer, meta);
    },

    /** A new code to the customer's e-mail (the dashboard's 'Send a new code'). */
    async resendEmailCode(customerId: number, meta: RequestMeta) {
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw unauthorized(errorCopy.sessionExpired);
      if (customer.emailVerifiedAt) return { message: emailProofCopy.alreadyConfirmed };
      const sentAt = await emailCodeSentAt(db, customerId);
      const wait = sentAt ? sentAt.getTime() + EMAIL_CODE_RESEND_MS - clock().getTime() : 0;
      if (wait > 0) throw tooManyRequests(Math.ceil(wait / 1000));
      await rateLimiter.consume(emailCodeSends, String(customerId));
      await sendEmailCode(customer, meta);
      return { message: emailProofCopy.codeSent };
    },

    /**
     * The customer enters the code e-mailed to them: the address is proven, and what was addressed
     * to it before the account existed becomes theirs (a sponsor's cover, messages, complaint
     * answers), in one transaction.
     */
    async proveEmail(customerId: number, code: string) {
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw unauthorized(errorCopy.sessionExpired);
      if (customer.emailVerifiedAt) return { message: emailProofCopy.alreadyConfirmed };
      const outcome = await tryEmailCode(
        db,
        customerId,
        emailCodeHash(customerId, code),
        clock(),
        EMAIL_CODE_MAX_TRIES,
      );
      if (outcome === 'spent')
        throw unprocessable(emailProofCopy.codeTooManyTries, {
          code: [emailProofCopy.codeTooManyTries],
        });
      if (outcome !== 'right')
        throw unprocessable(emailProofCopy.codeWrong, { code: [emailProofCopy.codeWrong] });
      await db.transaction((tx) => emailProven(tx, customer));
      return { message: emailProofCopy.confirmed };
    },

    /**
     * Sign-in throttling (docs/business-rules.md, "Sign-in throttling"): by address, and by
     * address + account. Failures from other addresses never refuse the owner's correct password;
     * a burst of them e-mails the owner once per window.
     */
    async login(body: z.output<typeof loginBodySchema>, meta: RequestMeta) {
      const throttle = signInThrottle(rateLimiter, customerSignIn, meta.ip, body.email);
      await throttle.byAddress();
      await throttle.admit();
      const customer = await findCustomerByEmail(db, body.email);
      const ok = await deps.passwords.verify(customer?.passwordHash ?? null, body.password);
      if (!customer || !ok) {
        const count = await throttle.failed();
        // Exactly one request sees the count reach the threshold: one e-mail per window.
        if (customer && count === SIGN_IN_WARNING_AFTER) await warnOfFailedSignIns(customer);
        throw unauthorized(errorCopy.invalidCredentials);
      }
      await throttle.succeeded();
      return startSession(customer, meta);
    },

    async logout(sessionId: number) {
      await revokeSession(db, sessionId, clock());
    },

    async me(customerId: number) {
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw unauthorized(errorCopy.sessionExpired);
      return customer;
    },

    /** Always the same answer, whether or not the e-mail is registered. */
    async forgotPassword(body: z.output<typeof forgotPasswordBodySchema>, meta: RequestMeta) {
      await rateLimiter.consume(rateLimits.forgotByIp, meta.ip);
      const { count } = await rateLimiter.hit(rateLimits.forgotByEmail, body.email);
      const customer = await findCustomerByEmail(db, body.email);
      if (!customer || count > rateLimits.forgotByEmail.limit)
        return { message: authCopy.resetSent };
      const token = newToken();
      const tokenHash = hashToken(token);
      const now = clock();
      const link = `${deps.appUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
      // Through notify, like every message but the codes (docs/business-rules.md, 'Messages'): the
      // e-mail is queued with the link and retried by its job, so a provider failure answers as an
      // unregistered address does (a 500 would tell which addresses have accounts). The link is a
      // secret parameter: stored encrypted, erased once sent.
      await db.transaction(async (tx) => {
        await insertResetToken(tx, {
          customerId: customer.id,
          tokenHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        });
        await notify(tx, {
          customerId: customer.id,
          event: 'account.password-reset',
          key: tokenHash,
          params: { firstName: customer.firstName, link },
          at: now,
          cipher: deps.cipher,
        });
      });
      return { message: authCopy.resetSent };
    },

    /** Sets the new password, spends the link and signs the customer out everywhere. */
    async resetPassword(body: z.output<typeof resetPasswordBodySchema>) {
      const now = clock();
      const passwordHash = await deps.passwords.hash(body.password);
      return db.transaction(async (tx) => {
        const spent = await spendResetToken(tx, hashToken(body.token), now);
        if (!spent)
          throw unprocessable(errorCopy.invalidResetLink, { token: [errorCopy.invalidResetLink] });
        await setCustomerPassword(tx, spent.customerId, passwordHash, now);
        await revokeCustomerSessions(tx, spent.customerId, now);
        // The link went to the account's e-mail: opening it proves the address too.
        const customer = await findCustomerById(tx, spent.customerId);
        if (customer && !customer.closedAt) await emailProven(tx, customer);
        return { message: authCopy.passwordChanged };
      });
    },

    /** Changes the password of the signed-in customer; every other session is signed out. */
    async changePassword(
      session: { customerId: number; sessionId: number },
      body: z.output<typeof changePasswordBodySchema>,
    ) {
      await rateLimiter.consume(rateLimits.changePassword, String(session.customerId));
      const customer = await findCustomerById(db, session.customerId);
      if (!customer) throw unauthorized(errorCopy.sessionExpired);
      if (!(await deps.passwords.verify(customer.passwordHash, body.current_password))) {
        const message = 'Your current password is not correct';
        throw new HttpError(422, message, { current_password: [message] });
      }
      const now = clock();
      const passwordHash = await deps.passwords.hash(body.new_password);
      await db.transaction(async (tx) => {
        await setCustomerPassword(tx, customer.id, passwordHash, now);
        await revokeCustomerSessions(tx, customer.id, now, session.sessionId);
      });
      return findCustomerById(db, customer.id) as Promise<CustomerRow>;
    },

    /**
     * The USSD PIN set or reset on the web (issue 41): the signed-in customer's password proves who
     * asks (tried as often as a password change allows); a lock and its count are cleared.
     */
    async setUssdPin(customerId: number, body: z.output<typeof ussdPinBodySchema>) {
      await rateLimiter.consume(rateLimits.changePassword, String(customerId));
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw unauthorized(errorCopy.sessionExpired);
      if (!(await deps.passwords.verify(customer.passwordHash, body.current_password))) {
        throw new HttpError(422, ussdPinCopy.passwordWrong, {
          current_password: [ussdPinCopy.passwordWrong],
        });
      }
      await setUssdPinHash(db, customer.id, await deps.passwords.hash(body.pin), clock());
      return { message: ussdPinCopy.pinSet };
    },
  };
}
