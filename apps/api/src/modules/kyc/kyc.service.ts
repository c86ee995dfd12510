import { randomUUID } from 'node:crypto';
import {
  customerUpdateBodySchema,
  errorCopy,
  maskIdentifier,
  maskPhoneNumber,
  normalizeNigerianPhone,
  OTP_RESEND_AFTER_SECONDS,
  phoneCopy,
  type OtpCodeStatus,
  type IdType,
  type ProductUid,
} from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { customers } from '../../db/schema/index.js';
import {
  IdentityProviderError,
  type RegisteredIdentity,
} from '../../integrations/identity/types.js';
import {
  HttpError,
  conflict,
  fieldError,
  tooManyRequests,
  unprocessable,
} from '../../lib/http-errors.js';
import { SmsDeliveryError } from '../../integrations/messaging/termii.js';
import type { RateLimitRule } from '../../lib/rate-limit.js';
import { createCustomersService } from '../customers/customers.service.js';
import type { CustomerRow } from '../customers/customers.repo.js';
import { errorKeyOf, kycServerCopy, nameMismatchMessage, otpSmsText } from './kyc-copy.js';
import {
  claimId,
  claimOtpTry,
  consumeOtp,
  countCodesSent,
  deleteCodeSent,
  insertCodeSent,
  findClaim,
  findHeldReview,
  insertAccountLookup,
  insertNameDisclosure,
  insertReview,
  listNameDisclosures,
  lockPhoneQuota,
  quotaFreesAt,
  type AccountLookupOutcome,
  deleteDocuments,
  deleteOtp,
  findBankByCode,
  findLatestDocument,
  findLatestOtp,
  findOtp,
  findVerifiedDocumentByHash,
  insertDocument,
  insertEvent,
  insertOtp,
  listDocuments,
  listVerifiedDocuments,
  revokeOpenOtps,
  spendOtp,
  updateDocument,
  type DocumentStatus,
  type IdentityDocumentRow,
  type KycEventName,
  type OtpRow,
} from './kyc.repo.js';
import { employmentLetterApproved } from '../employment/employment-review.js';
import type { ImageKind } from './licence-image.js';
import { displayName, namesMatch } from './name-match.js';
import { OTP_MAX_TRIES, OTP_TTL_MS, hashOtp, newOtpCode, otpMatches } from './otp.js';
import { resumeAfterVerification } from './kyc-deadline.js';

/** Counted in the database, so every API process shares them (docs/business-rules.md). */
export const kycRateLimits = {
  /** ID checks cost money at the provider: any type, any outcome. */
  submitByCustomer: { name: 'kyc:submit:customer', limit: 20, windowMs: 60 * 60_000 },
  /** Codes sent (first sends and resends) per customer. */
  otpSendByCustomer: { name: 'kyc:otp-send:customer', limit: 5, windowMs: 60 * 60_000 },
  /**
   * Codes sent to one registered phone, from any account: nobody can flood a BVN holder's phone.
   * Counted from the codes actually sent (otp_codes.sent_to_hash), not by the rate limiter: a send
   * that failed deletes its code and so gives its place back (issue 12, item 7). The limit in force
   * is still the rate limiter's (RATE_LIMIT_* configuration).
   */
  otpSendByPhone: { name: 'kyc:otp-send:phone', limit: 8, windowMs: 24 * 60 * 60_000 },
  /** Bank-account checks per customer: the check shows whose account a number is. */
  accountByCustomer: { name: 'kyc:account:customer', limit: 10, windowMs: 24 * 60 * 60_000 },
  /** Checks of one account number (any customer, any bank). */
  accountByNumber: { name: 'kyc:account:number', limit: 5, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/** The products whose profile the KYC chain completes, and the customer flag each one sets. */
const PROFILE_FLAGS = {
  EI: 'haveCompletedIncomeProtectionProfile',
  HI: 'haveCompletedHealthInsuranceProfile',
  HTCI: 'haveCompletedHealthCashProfile',
} as const satisfies Partial<Record<ProductUid, keyof CustomerRow>>;

/** The path's {product} of POST /local/{product}-account-number/verify/{cust_id}. */
export const ACCOUNT_PRODUCTS = {
  income: 'EI',
  health: 'HI',
  healthcash: 'HTCI',
} as const satisfies Record<string, ProductUid>;
export type AccountProduct = keyof typeof ACCOUNT_PRODUCTS;

/** dob and gender sent with the second submit of a voter's card or bank account: PATCH's own rules. */
const profileFieldsSchema = customerUpdateBodySchema.pick({ dob: true, gender: true });
type ProfileFields = z.output<typeof profileFieldsSchema>;

export interface ValidatedProfile {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

interface CheckedId {
  document: IdentityDocumentRow;
  identity: Pick<RegisteredIdentity, 'firstName' | 'lastName'>;
}

/** Another customer holds the ID: thrown inside a transaction to roll it back. */
class LinkedElsewhere extends Error {}

/** A one-time code quota is used up (codes actually sent). */
class QuotaReached extends Error {
  constructor(
    readonly rule: RateLimitRule,
    readonly retryAfterSeconds: number,
  ) {
    super(rule.name);
  }
}

export function createKycService(ctx: AppContext, log: FastifyBaseLogger) {
  const { db } = ctx.database;
  const customersService = createCustomersService(ctx);

  const record = (
    customerId: number,
    event: KycEventName,
    success: boolean,
    extra: { documentId?: number | null; detail?: string | null } = {},
  ) =>
    insertEvent(db, {
      customerId,
      event,
      success,
      identityDocumentId: extra.documentId ?? null,
      detail: extra.detail ?? null,
      createdAt: ctx.now(),
    });

  /** Counts an attempt; over the limit it is 429, and the refusal is in the audit trail too. */
  async function limit(customerId: number, rule: RateLimitRule, subject: string) {
    try {
      await ctx.rateLimiter.consume(rule, subject);
    } catch (error) {
      await record(customerId, 'rate_limited', false, { detail: rule.name });
      throw error;
    }
  }

  const describeId = (type: IdType, value: string) =>
    `${type} ${maskIdentifier(value)} provider=${ctx.identity.name}`;

  const registeredName = (doc: IdentityDocumentRow) => ({
    firstName: doc.registeredFirstName,
    lastName: doc.registeredLastName,
  });

  /**
   * The fingerprint of an ID number: a keyed hash of its type and number (and bank, for an
   * account), distinct from the document's own value_hash. The number itself is never kept here.
   */
  const fingerprintOf = (type: IdType, value: string, bankCode: string | null) =>
    ctx.cipher.lookupHash(`id-claim:v1:${type}:${bankCode ?? ''}:${value}`);

  const alreadyLinked = (type: IdType) =>
    fieldError(errorKeyOf(type), kycServerCopy.idAlreadyLinked);

  /** Refuses, before anything is asked or kept, an ID another customer has verified. */
  async function refuseLinkedElsewhere(customerId: number, type: IdType, fingerprint: string) {
    const claim = await findClaim(db, fingerprint);
    if (claim && claim.customerId !== customerId) {
      await record(customerId, 'already_linked', false, { detail: type });
      throw alreadyLinked(type);
    }
  }

  /**
   * Claims the ID for the customer inside the transaction that verifies it: when another customer
   * holds it (two accounts at once), the transaction is rolled back and the customer refused.
   */
  async function claimInside(
    tx: Parameters<typeof claimId>[0],
    customerId: number,
    doc: { id: number; type: string; valueEnc: string; bankCode: string | null },
    fingerprint: string,
  ) {
    const owner = await claimId(tx, {
      fingerprint,
      idType: doc.type as IdType,
      customerId,
      identityDocumentId: doc.id,
      createdAt: ctx.now(),
    });
    if (owner !== customerId) throw new LinkedElsewhere();
  }

  /** A registered name shown to the customer after a mismatch, kept (encrypted) through clean. */
  async function disclose(
    customerId: number,
    type: IdType,
    identity: { firstName: string; lastName: string },
  ) {
    if (!identity.firstName && !identity.lastName) return;
    await insertNameDisclosure(db, {
      customerId,
      idType: type,
      firstNameEnc: ctx.cipher.encrypt(identity.firstName),
      lastNameEnc: ctx.cipher.encrypt(identity.lastName),
      createdAt: ctx.now(),
    });
  }

  /**
   * An ID without a code (voter's card, licence, bank account) verified with a name we had shown
   * the customer from an ID record after a mismatch: held for review (kyc_in_review_status, a
   * held row in kyc_reviews) until staff approve it. BVN and NIN prove the name by their code.
   */
  async function holdIfNameWasShown(customer: CustomerRow, doc: IdentityDocumentRow) {
    const shown = await listNameDisclosures(db, customer.id);
    const taken = shown.some((d) =>
      namesMatch(customer, {
        firstName: ctx.cipher.decrypt(d.firstNameEnc),
        lastName: ctx.cipher.decrypt(d.lastNameEnc),
      }),
    );
    if (!taken) return;
    const now = ctx.now();
    await db.transaction(async (tx) => {
      if (!(await findHeldReview(tx, customer.id))) {
        await insertReview(tx, {
          customerId: customer.id,
          identityDocumentId: doc.id,
          idType: doc.type,
          reason: 'name_taken_from_id',
          status: 'held',
          createdAt: now,
        });
      }
      await tx
        .update(customers)
        .set({ kycInReviewStatus: true, updatedAt: now })
        .where(eq(customers.id, customer.id));
    });
    await record(customer.id, 'held_for_review', true, {
      documentId: doc.id,
      detail: `${doc.type} passed with a name shown from an ID record`,
    });
  }

  const mismatchError = (type: IdType, identity: { firstName: string; lastName: string }) => {
    const message = nameMismatchMessage(type);
    return new HttpError(
      422,
      message,
      { [errorKeyOf(type)]: [message] },
      {
        data: {
          first_name: displayName(identity.firstName),
          last_name: displayName(identity.lastName),
        },
      },
    );
  };

  function parseProfileFields(fields: { dob?: string; gender?: string }): ProfileFields {
    const parsed = profileFieldsSchema.safeParse(fields);
    if (parsed.success) return parsed.data;
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (errors[String(issue.path[0])] ??= []).push(issue.message);
    throw unprocessable(parsed.error.issues[0]?.message ?? errorCopy.validation, errors);
  }

  async function saveProfileFields(customerId: number, fields: ProfileFields, documentId: number) {
    if (fields.dob === undefined && fields.gender === undefined) return;
    await customersService.updateProfile(customerId, fields);
    await record(customerId, 'dob_saved', true, { documentId });
  }

  /** Asks the provider; a provider that cannot answer is 503 and leaves no document behind. */
  async function lookup(customer: CustomerRow, type: IdType, value: string, bankCode?: string) {
    try {
      return await ctx.identity.lookup({
        type,
        value,
        bankCode,
        applicant: {
          firstName: customer.firstName,
          lastName: customer.lastName,
          phoneNumber: customer.phoneNumber,
          dateOfBirth: customer.dobEnc ? ctx.cipher.decrypt(customer.dobEnc) : null,
        },
      });
    } catch (error) {
      const known = error instanceof IdentityProviderError;
      const status = known ? error.status : null;
      // Only our own messages are logged: an unexpected error could quote the provider's URL.
      const reason = known ? error.message : 'unexpected error';
      // Our fault (a request Dojah refused, our keys, our balance) or a bug: an error someone must
      // act on. The provider or the registry behind it failing: a warning.
      const fault = known ? error.fault : 'ours';
      log[fault === 'ours' ? 'error' : 'warn'](
        { provider: ctx.identity.name, idType: type, status, fault, reason },
        'identity lookup failed',
      );
      await record(customer.id, 'provider_error', false, {
        detail: `${describeId(type, value)} status=${status ?? 'none'}`,
      });
      const message = kycServerCopy.providerUnavailable;
      throw new HttpError(
        503,
        message,
        { [errorKeyOf(type)]: [message] },
        { retryAfterSeconds: 60 },
      );
    }
  }

  /** The fields every document row keeps: the number encrypted, a keyed hash and its last 4. */
  function documentBase(customerId: number, type: IdType, value: string, bankCode: string | null) {
    const now = ctx.now();
    return {
      customerId,
      type,
      valueEnc: ctx.cipher.encrypt(value),
      valueHash: ctx.cipher.lookupHash(`${type}:${value}`),
      last4: value.slice(-4),
      bankCode,
      provider: ctx.identity.name,
      createdAt: now,
      updatedAt: now,
    };
  }

  function identityColumns(identity: RegisteredIdentity, reference: string | null) {
    return {
      registeredFirstName: identity.firstName,
      registeredLastName: identity.lastName,
      registeredPhoneEnc: ctx.cipher.encryptNullable(identity.phoneNumber),
      registeredDobEnc: ctx.cipher.encryptNullable(identity.dateOfBirth),
      providerReference: reference,
    };
  }

  async function getCustomer(customerId: number) {
    return customersService.get(customerId);
  }

  /**
   * The check shared by the voter's card, the driver's licence and the bank account: the number is
   * looked up, the registered name compared with the customer's, and the document kept as verified,
   * name_mismatch or not_found. A number this customer already verified is not looked up again
   * (the second submit of a voter's card or an account, with the date of birth).
   */
  async function checkWithoutCode(
    customer: CustomerRow,
    type: Exclude<IdType, 'bvn' | 'nin'>,
    value: string,
    options: {
      bankCode?: string;
      evidenceKey?: string;
      detail?: string;
      /** Run before the provider is asked (the bank account's own limits). */
      beforeLookup?: () => Promise<void>;
      /** Told each outcome (the bank account's audit). */
      audit?: (outcome: AccountLookupOutcome) => Promise<void>;
    } = {},
  ): Promise<CheckedId> {
    const key = errorKeyOf(type);
    const bankCode = options.bankCode ?? null;
    const base = documentBase(customer.id, type, value, bankCode);
    const detail = [describeId(type, value), options.detail].filter(Boolean).join(' ');
    const fingerprint = fingerprintOf(type, value, bankCode);
    const audit = options.audit ?? (async () => {});

    const known = await findVerifiedDocumentByHash(db, customer.id, type, base.valueHash, bankCode);
    if (known && !options.evidenceKey && namesMatch(customer, registeredName(known))) {
      await verifyAndClaim(customer.id, type, fingerprint, known, audit);
      await record(customer.id, 'verified', true, {
        documentId: known.id,
        detail: `${detail} reused`,
      });
      await audit('reused');
      await holdIfNameWasShown(customer, known);
      return { document: known, identity: knownIdentity(known) };
    }

    try {
      await limit(customer.id, kycRateLimits.submitByCustomer, String(customer.id));
      await options.beforeLookup?.();
    } catch (error) {
      await audit('rate_limited');
      throw error;
    }
    // After the limits, so asking whether an ID is someone's is rate-limited like any look-up.
    try {
      await refuseLinkedElsewhere(customer.id, type, fingerprint);
    } catch (error) {
      await audit('already_linked');
      throw error;
    }
    await record(customer.id, 'submitted', true, { detail });
    let result: Awaited<ReturnType<typeof lookup>>;
    try {
      result = await lookup(customer, type, value, options.bankCode);
    } catch (error) {
      await audit('provider_error');
      throw error;
    }
    if (result.outcome === 'not_found') {
      const doc = await insertDocument(db, {
        ...base,
        status: 'not_found' satisfies DocumentStatus,
        evidenceKey: options.evidenceKey ?? null,
      });
      await record(customer.id, 'not_found', false, { documentId: doc.id, detail });
      await audit('not_found');
      throw fieldError(key, kycServerCopy.notFound(type));
    }
    const identity =
      result.outcome === 'found'
        ? result.identity
        : {
            firstName: '',
            lastName: '',
            middleName: null,
            fullName: null,
            phoneNumber: null,
            dateOfBirth: null,
          };
    const matches = result.outcome === 'found' && namesMatch(customer, identity);
    const now = ctx.now();
    const fields = {
      ...base,
      ...identityColumns(identity, result.reference),
      evidenceKey: options.evidenceKey ?? null,
    };
    if (!matches) {
      const doc = await insertDocument(db, { ...fields, status: 'name_mismatch' });
      await record(customer.id, 'name_mismatch', false, { documentId: doc.id, detail });
      await disclose(customer.id, type, identity);
      await audit('name_mismatch');
      throw mismatchError(type, identity);
    }
    let doc: IdentityDocumentRow;
    try {
      doc = await db.transaction(async (tx) => {
        const row = await insertDocument(tx, { ...fields, status: 'verified', verifiedAt: now });
        await claimInside(tx, customer.id, row, fingerprint);
        return row;
      });
    } catch (error) {
      if (!(error instanceof LinkedElsewhere)) throw error;
      await record(customer.id, 'already_linked', false, { detail: type });
      await audit('already_linked');
      throw alreadyLinked(type);
    }
    await record(customer.id, 'verified', true, { documentId: doc.id, detail });
    await audit('verified');
    await holdIfNameWasShown(customer, doc);
    return { document: doc, identity };
  }

  /** A document verified before claims existed gets its claim when it is used again. */
  async function verifyAndClaim(
    customerId: number,
    type: IdType,
    fingerprint: string,
    doc: IdentityDocumentRow,
    audit: (outcome: AccountLookupOutcome) => Promise<void>,
  ) {
    try {
      await db.transaction((tx) => claimInside(tx, customerId, doc, fingerprint));
    } catch (error) {
      if (!(error instanceof LinkedElsewhere)) throw error;
      await record(customerId, 'already_linked', false, { detail: type });
      await audit('already_linked');
      throw alreadyLinked(type);
    }
  }

  function knownIdentity(doc: IdentityDocumentRow) {
    return { firstName: doc.registeredFirstName ?? '', lastName: doc.registeredLastName ?? '' };
  }

  /**
   * Creates and sends a code for a BVN or NIN document, to the phone registered to it. Any code
   * still open for the customer is revoked first: only the newest code sent counts.
   */
  async function sendCode(customer: CustomerRow, doc: IdentityDocumentRow, phone: string) {
    const type = doc.type as IdType;
    const phoneHash = ctx.cipher.lookupHash(`phone:${phone}`);
    const code = newOtpCode();
    const now = ctx.now();
    // The quotas count codes actually sent: a send that fails deletes its code below, so an SMS
    // outage uses up nobody's quota (issue 12, item 7). Counted and taken under a lock on the phone.
    let sent: { otpId: number; sentId: number };
    try {
      sent = await db.transaction(async (tx) => {
        await lockPhoneQuota(tx, phoneHash);
        for (const [rule, by] of [
          [kycRateLimits.otpSendByCustomer, { customerId: customer.id }],
          [kycRateLimits.otpSendByPhone, { phoneHash }],
        ] as const) {
          const since = new Date(now.getTime() - rule.windowMs);
          const limit = ctx.rateLimiter.limitOf(rule);
          if ((await countCodesSent(tx, by, since)) >= limit) {
            // The real wait: until the send that fills the quota leaves its window (issue 18).
            const freesAt = await quotaFreesAt(tx, by, since, limit);
            const wait = freesAt ? freesAt.getTime() + rule.windowMs - now.getTime() : 1000;
            throw new QuotaReached(rule, Math.max(1, Math.ceil(wait / 1000)));
          }
        }
        await revokeOpenOtps(tx, customer.id, now);
        await updateDocument(tx, doc.id, { status: 'otp_sent', updatedAt: now });
        const sentId = await insertCodeSent(tx, {
          phoneHash,
          customerId: customer.id,
          createdAt: now,
        });
        const otpId = await insertOtp(
          tx,
          {
            customerId: customer.id,
            identityDocumentId: doc.id,
            expiresAt: new Date(now.getTime() + OTP_TTL_MS),
            sentToLast4: phone.slice(-4),
            createdAt: now,
          },
          (id) => hashOtp(ctx.cipher, id, code),
        );
        return { otpId, sentId };
      });
    } catch (error) {
      if (!(error instanceof QuotaReached)) throw error;
      await record(customer.id, 'rate_limited', false, { detail: error.rule.name });
      throw tooManyRequests(error.retryAfterSeconds);
    }
    const { otpId, sentId } = sent;
    try {
      await ctx.sms.send({ to: phone, text: otpSmsText(code) });
    } catch (error) {
      // Only our own messages are logged: another error could quote the SMS, code included.
      const reason = error instanceof SmsDeliveryError ? error.message : 'unexpected error';
      log.warn({ documentId: doc.id, reason }, 'one-time code not sent');
      await deleteOtp(db, otpId);
      await deleteCodeSent(db, sentId);
      await updateDocument(db, doc.id, { status: 'failed', updatedAt: ctx.now() });
      await record(customer.id, 'sms_failed', false, { documentId: doc.id });
      const message = kycServerCopy.smsUnavailable;
      throw new HttpError(
        503,
        message,
        { [errorKeyOf(type)]: [message] },
        { retryAfterSeconds: 60 },
      );
    }
    await record(customer.id, 'otp_sent', true, {
      documentId: doc.id,
      detail: `to ${maskIdentifier(phone)}`,
    });
    return codeStatusOf(customer.id, phone, {
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
  }

  /**
   * Where the newest code went (masked) and the real wait before another can be sent: the resend
   * pause after the newest code, or longer when a send quota (per customer, per phone) is full.
   */
  async function codeStatusOf(
    customerId: number,
    phone: string,
    otp: { createdAt: Date; expiresAt: Date },
  ): Promise<OtpCodeStatus> {
    const now = ctx.now();
    const phoneHash = ctx.cipher.lookupHash(`phone:${phone}`);
    let until = otp.createdAt.getTime() + OTP_RESEND_AFTER_SECONDS * 1000;
    for (const [rule, by] of [
      [kycRateLimits.otpSendByCustomer, { customerId }],
      [kycRateLimits.otpSendByPhone, { phoneHash }],
    ] as const) {
      const since = new Date(now.getTime() - rule.windowMs);
      const freesAt = await quotaFreesAt(db, by, since, ctx.rateLimiter.limitOf(rule));
      if (freesAt) until = Math.max(until, freesAt.getTime() + rule.windowMs);
    }
    return {
      status: 'otp_sent',
      phone_hint: maskPhoneNumber(phone),
      resend_after_seconds: Math.max(0, Math.ceil((until - now.getTime()) / 1000)),
      expires_at: otp.expiresAt.toISOString(),
    };
  }

  /** The newest code of the customer that can still be replaced, with the phone it went to. */
  async function openCodeOf(customerId: number) {
    const latest = await findLatestOtp(db, customerId);
    const phone = latest?.document.registeredPhoneEnc
      ? ctx.cipher.decrypt(latest.document.registeredPhoneEnc)
      : null;
    if (!latest || !phone || latest.otp.consumedAt) {
      const key = latest ? errorKeyOf(latest.document.type as IdType) : 'nin';
      throw fieldError(key, kycServerCopy.noPendingCode);
    }
    return { ...latest, phone };
  }

  /** Why a code can no longer be checked, in the words the customer sees. */
  function closedCodeMessage(otp: OtpRow, now: Date) {
    if (otp.consumedAt) return kycServerCopy.otpUsed;
    if (otp.revokedAt || otp.attempts >= OTP_MAX_TRIES) return kycServerCopy.otpTooManyTries;
    if (otp.expiresAt.getTime() <= now.getTime()) return kycServerCopy.otpExpired;
    return null;
  }

  return {
    /** POST bvn-with-id / nin-with-id: the number is looked up and a code sent to its phone. */
    async submitForCode(customerId: number, type: 'bvn' | 'nin', value: string) {
      const customer = await getCustomer(customerId);
      const key = errorKeyOf(type);
      const detail = describeId(type, value);
      await limit(customerId, kycRateLimits.submitByCustomer, String(customerId));
      await refuseLinkedElsewhere(customerId, type, fingerprintOf(type, value, null));
      await record(customerId, 'submitted', true, { detail });
      const base = documentBase(customerId, type, value, null);
      const result = await lookup(customer, type, value);
      if (result.outcome === 'not_found') {
        const doc = await insertDocument(db, { ...base, status: 'not_found' });
        await record(customerId, 'not_found', false, { documentId: doc.id, detail });
        throw fieldError(key, kycServerCopy.notFound(type));
      }
      if (result.outcome === 'name_mismatch') {
        // A validate-shaped answer: the registry refused the name and gave none to show.
        const doc = await insertDocument(db, {
          ...base,
          providerReference: result.reference,
          status: 'name_mismatch',
        });
        await record(customerId, 'name_mismatch', false, { documentId: doc.id, detail });
        throw mismatchError(type, { firstName: '', lastName: '' });
      }
      const phone = result.identity.phoneNumber
        ? normalizeNigerianPhone(result.identity.phoneNumber)
        : null;
      const doc = await insertDocument(db, {
        ...base,
        ...identityColumns(result.identity, result.reference),
        registeredPhoneEnc: ctx.cipher.encryptNullable(phone),
        status: phone ? 'pending' : 'failed',
      });
      if (!phone) {
        await record(customerId, 'no_phone', false, { documentId: doc.id, detail });
        throw fieldError(key, kycServerCopy.noPhoneOnId(type));
      }
      return sendCode(customer, doc, phone);
    },

    /** GET otp-status: where the newest code went (masked) and when another can be sent. */
    async codeStatus(customerId: number): Promise<OtpCodeStatus> {
      const { otp, phone } = await openCodeOf(customerId);
      return codeStatusOf(customerId, phone, otp);
    },

    /**
     * POST otp-resend: a new code for the same BVN or NIN, to the same registered phone, without a
     * second look-up. Not before OTP_RESEND_AFTER_SECONDS after the newest code, and within the send
     * quotas (429 with the real Retry-After). The new code revokes the old one, tries and all.
     */
    async resendCode(customerId: number): Promise<OtpCodeStatus> {
      const customer = await getCustomer(customerId);
      const { otp, document, phone } = await openCodeOf(customerId);
      const status = await codeStatusOf(customerId, phone, otp);
      if (status.resend_after_seconds > 0) {
        await record(customerId, 'rate_limited', false, {
          documentId: document.id,
          detail: 'kyc:otp-resend',
        });
        throw tooManyRequests(status.resend_after_seconds);
      }
      return sendCode(customer, document, phone);
    },

    /**
     * GET nin-with-id/{otp}/{cust_id}/verify, for BVN and NIN alike: checks the code of the newest
     * code sent, then the name. The document is verified only when both pass.
     */
    async verifyCode(customerId: number, code: string): Promise<ValidatedProfile> {
      const customer = await getCustomer(customerId);
      const latest = await findLatestOtp(db, customerId);
      if (!latest) throw fieldError('nin', kycServerCopy.noPendingCode);
      const { document } = latest;
      const type = document.type as IdType;
      const key = errorKeyOf(type);
      const now = ctx.now();
      const fail = async (message: string, event: KycEventName = 'otp_failed') => {
        await record(customerId, event, false, { documentId: document.id, detail: message });
        return fieldError(key, message);
      };

      const closed = closedCodeMessage(latest.otp, now);
      if (closed) throw await fail(closed);
      if (!/^\d{4}$/.test(code)) throw await fail(kycServerCopy.invalidOtp);

      const claimed = await claimOtpTry(db, latest.otp.id, now);
      if (!claimed) {
        const fresh = await findOtp(db, latest.otp.id);
        throw await fail((fresh && closedCodeMessage(fresh, now)) ?? kycServerCopy.otpTooManyTries);
      }
      if (!otpMatches(ctx.cipher, latest.otp.id, code, claimed.codeHash)) {
        if (claimed.attempts >= OTP_MAX_TRIES) await spendOtp(db, latest.otp.id, now);
        throw await fail(kycServerCopy.invalidOtp);
      }
      if (!(await consumeOtp(db, latest.otp.id, now))) throw await fail(kycServerCopy.otpUsed);

      if (!namesMatch(customer, registeredName(document))) {
        await updateDocument(db, document.id, { status: 'name_mismatch', updatedAt: now });
        await record(customerId, 'name_mismatch', false, {
          documentId: document.id,
          detail: 'code right, name differs',
        });
        await disclose(customerId, type, knownIdentity(document));
        throw mismatchError(type, knownIdentity(document));
      }
      const value = ctx.cipher.decrypt(document.valueEnc);
      try {
        await db.transaction(async (tx) => {
          await updateDocument(tx, document.id, {
            status: 'verified',
            verifiedAt: now,
            updatedAt: now,
          });
          await claimInside(tx, customerId, document, fingerprintOf(type, value, null));
          await tx
            .update(customers)
            .set(
              type === 'bvn'
                ? { haveVerifiedBvn: true, updatedAt: now }
                : { haveVerifiedNin: true, updatedAt: now },
            )
            .where(eq(customers.id, customerId));
        });
      } catch (error) {
        if (!(error instanceof LinkedElsewhere)) throw error;
        await updateDocument(db, document.id, { status: 'failed', updatedAt: now });
        await record(customerId, 'already_linked', false, {
          documentId: document.id,
          detail: type,
        });
        throw alreadyLinked(type);
      }
      await record(customerId, 'otp_verified', true, { documentId: document.id });
      return {
        id: customer.id,
        first_name: customer.firstName,
        last_name: customer.lastName,
        email: customer.email,
        phone_number: customer.phoneNumber,
      };
    },

    /** POST vin-with-id and driver-license-with-id (and the licence of biometrics-with-id). */
    async verifyCard(
      customerId: number,
      type: 'vin' | 'dvl',
      value: string,
      fields: { dob?: string; gender?: string } = {},
    ) {
      const profile = parseProfileFields(fields);
      const customer = await getCustomer(customerId);
      const { document, identity } = await checkWithoutCode(customer, type, value);
      await saveProfileFields(customerId, profile, document.id);
      return {
        first_name: displayName(identity.firstName),
        last_name: displayName(identity.lastName),
        id_type: type,
      };
    },

    /**
     * POST biometrics-with-id: the licence picture is stored under a key we make, then the licence
     * number is checked as driver-license-with-id does. A verified licence with a picture waits for
     * a look by our team (kyc_in_review_status).
     */
    async verifyLicenceWithImage(
      customerId: number,
      value: string,
      image: { content: Buffer; kind: ImageKind },
    ) {
      const customer = await getCustomer(customerId);
      await limit(customerId, kycRateLimits.submitByCustomer, `${customerId}:image`);
      const key = `kyc/licences/${customerId}/${randomUUID()}.${image.kind.extension}`;
      await ctx.storage.put(key, image.content, image.kind.contentType);
      await record(customerId, 'evidence_stored', true, {
        detail: `${image.kind.contentType} ${image.content.length} bytes`,
      });
      let checked: CheckedId;
      try {
        checked = await checkWithoutCode(customer, 'dvl', value, {
          evidenceKey: key,
          detail: 'with image',
        });
      } catch (error) {
        // A refusal before any document was kept (429, provider down) leaves no picture behind.
        if (error instanceof HttpError && (error.statusCode === 429 || error.statusCode === 503)) {
          await ctx.storage.delete(key);
        }
        throw error;
      }
      // A licence passed with a picture is held until a reviewer has compared the two (back office).
      const now = ctx.now();
      await db.transaction(async (tx) => {
        if (!(await findHeldReview(tx, customerId))) {
          await insertReview(tx, {
            customerId,
            identityDocumentId: checked.document.id,
            idType: checked.document.type,
            reason: 'licence_image',
            status: 'held',
            createdAt: now,
          });
        }
        await tx
          .update(customers)
          .set({ kycInReviewStatus: true, updatedAt: now })
          .where(eq(customers.id, customerId));
      });
      return {
        first_name: displayName(checked.identity.firstName),
        last_name: displayName(checked.identity.lastName),
        id_type: 'dvl' as const,
      };
    },

    /** POST /local/{product}-account-number/verify/{cust_id}. */
    async verifyAccount(
      customerId: number,
      product: AccountProduct,
      body: { account_number: string; bank_code: string; dob?: string; gender?: string },
    ) {
      const profile = parseProfileFields({ dob: body.dob, gender: body.gender });
      const customer = await getCustomer(customerId);
      const bank = await findBankByCode(db, body.bank_code);
      if (!bank) {
        await record(customerId, 'rejected', false, { detail: 'account_number unknown bank' });
        throw fieldError('bank_code', kycServerCopy.unknownBank);
      }
      // The check shows whose account a number is: limited per customer and per account, and
      // every lookup kept (who, when, the account's keyed hash and last 4, the outcome).
      const accountHash = fingerprintOf('account_number', body.account_number, null);
      const { document, identity } = await checkWithoutCode(
        customer,
        'account_number',
        body.account_number,
        {
          bankCode: bank.code,
          detail: `bank=${bank.code} product=${ACCOUNT_PRODUCTS[product]}`,
          beforeLookup: async () => {
            await limit(customerId, kycRateLimits.accountByCustomer, String(customerId));
            await limit(customerId, kycRateLimits.accountByNumber, accountHash);
          },
          audit: (outcome) =>
            insertAccountLookup(db, {
              customerId,
              accountHash,
              accountLast4: body.account_number.slice(-4),
              bankCode: bank.code,
              outcome,
              createdAt: ctx.now(),
            }),
        },
      );
      await saveProfileFields(customerId, profile, document.id);
      const first = displayName(identity.firstName);
      const last = displayName(identity.lastName);
      return {
        first_name: first,
        last_name: last,
        account_name: `${first} ${last}`,
        bank_name: bank.name,
      };
    },

    /**
     * POST reset-name: the customer takes the name registered to their ID. For a BVN or NIN whose
     * code was right but whose name differed, a new code goes to the registered phone, so the flow
     * returns to screen 70 with a code to enter.
     */
    async resetName(
      customerId: number,
      body: { first_name: string; last_name: string; type: 'NIN' | 'BVN' | 'VIN' },
    ): Promise<CustomerRow> {
      const customer = await getCustomer(customerId);
      if (customer.haveCompletedKyc) {
        await record(customerId, 'rejected', false, { detail: 'name reset after KYC complete' });
        throw conflict(kycServerCopy.kycAlreadyComplete, {
          first_name: [kycServerCopy.kycAlreadyComplete],
        });
      }
      const type = body.type.toLowerCase() as 'nin' | 'bvn' | 'vin';
      const now = ctx.now();
      await db
        .update(customers)
        .set({ firstName: body.first_name, lastName: body.last_name, updatedAt: now })
        .where(eq(customers.id, customerId));
      await record(customerId, 'name_reset', true, { detail: `for ${type}` });
      const renamed = await getCustomer(customerId);
      if (type === 'bvn' || type === 'nin') {
        const doc = await findLatestDocument(db, customerId, type);
        const phone = doc?.registeredPhoneEnc ? ctx.cipher.decrypt(doc.registeredPhoneEnc) : null;
        if (doc && doc.status === 'name_mismatch' && phone) await sendCode(renamed, doc, phone);
      }
      return renamed;
    },

    /** PATCH /local/customers/{id}/set-kyc-complete (screen 90's Continue). */
    async setKycComplete(customerId: number): Promise<CustomerRow> {
      const customer = await getCustomer(customerId);
      const verified = await listVerifiedDocuments(db, customerId);
      if (verified.length === 0) {
        await record(customerId, 'rejected', false, { detail: 'complete without a verified ID' });
        throw unprocessable(kycServerCopy.noVerifiedId);
      }
      if (!verified.some((doc) => namesMatch(customer, registeredName(doc)))) {
        await record(customerId, 'rejected', false, { detail: 'name changed since verification' });
        throw unprocessable(kycServerCopy.nameChangedSinceVerification);
      }
      const errors: Record<string, string[]> = {};
      if (!z.email().safeParse(customer.email).success) errors.email = [kycServerCopy.invalidEmail];
      if (normalizeNigerianPhone(customer.phoneNumber) !== customer.phoneNumber)
        errors.phone_number = [phoneCopy.invalid];
      if (Object.keys(errors).length > 0) {
        await record(customerId, 'rejected', false, { detail: Object.keys(errors).join(',') });
        throw unprocessable(Object.values(errors).flat().join('. '), errors);
      }
      const now = ctx.now();
      const held = await findHeldReview(db, customerId);
      if (held) {
        // Held for review: answered as it stands (have_completed_kyc false, kyc_in_review_status
        // true), and the badge rules show it, until staff approve the review.
        await db
          .update(customers)
          .set({ kycInReviewStatus: true, haveCompletedKyc: false, updatedAt: now })
          .where(eq(customers.id, customerId));
        await record(customerId, 'held_for_review', false, {
          detail: `complete asked, ${held.reason}`,
        });
        return getCustomer(customerId);
      }
      // Verified: any policy paused for want of verification resumes in the same transaction.
      await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({
            haveCompletedKyc: true,
            kycCompletedAt: customer.kycCompletedAt ?? now,
            updatedAt: now,
          })
          .where(eq(customers.id, customerId));
        await resumeAfterVerification(tx, customerId, now);
      });
      await record(customerId, 'completed', true, {
        documentId: verified[0]!.id,
        detail: `with ${verified[0]!.type}`,
      });
      return getCustomer(customerId);
    },

    /** POST complete-profile-by-product (screen 100's Complete). */
    async completeProfile(customerId: number, productUid: ProductUid): Promise<CustomerRow> {
      const customer = await getCustomer(customerId);
      if (!(productUid in PROFILE_FLAGS)) {
        await record(customerId, 'rejected', false, { detail: `profile ${productUid}` });
        throw fieldError('product_uid', kycServerCopy.productNotOnline);
      }
      if (!customer.haveCompletedKyc) {
        await record(customerId, 'rejected', false, { detail: `profile ${productUid} before KYC` });
        const held = await findHeldReview(db, customerId);
        throw fieldError(
          'product_uid',
          held ? kycServerCopy.underReview : kycServerCopy.kycRequired,
        );
      }
      const flag = PROFILE_FLAGS[productUid as keyof typeof PROFILE_FLAGS];
      // Income protection's profile is completed by a reviewer approving the employment letter
      // (back office), never by this call: it answers the customer as they stand.
      if (productUid === 'EI' && !(await employmentLetterApproved(db, customerId))) {
        await record(customerId, 'profile_completed', false, {
          detail: 'EI waits for the employment letter review',
        });
        return customer;
      }
      await db
        .update(customers)
        .set({ [flag]: true, updatedAt: ctx.now() })
        .where(eq(customers.id, customerId));
      await record(customerId, 'profile_completed', true, { detail: productUid });
      return getCustomer(customerId);
    },

    /**
     * GET clean/{cust_id} (the name-mismatch modal's Cancel): removes the identity data of the
     * attempt in progress. A customer whose KYC is complete keeps it (the documents that proved it,
     * the flags, the date of birth); only the unfinished attempts go. Policies, payments, the
     * product profile flags and the purchase fields (salary, employer, hospital, employment
     * information) belong to the purchase flows and are never touched.
     */
    async clean(customerId: number): Promise<CustomerRow> {
      const customer = await getCustomer(customerId);
      const keep = customer.haveCompletedKyc;
      const docs = await listDocuments(db, customerId);
      const removed = docs.filter((doc) => !keep || doc.status !== 'verified');
      // A verification held for review stays held: cleaning and trying again does not escape it.
      const held = await findHeldReview(db, customerId);
      const now = ctx.now();
      await db.transaction(async (tx) => {
        await deleteDocuments(tx, customerId, keep);
        if (!keep) {
          await tx
            .update(customers)
            .set({
              dobEnc: null,
              gender: null,
              haveVerifiedBvn: false,
              haveVerifiedNin: false,
              kycInReviewStatus: held !== null,
              haveCompletedKyc: false,
              kycCompletedAt: null,
              updatedAt: now,
            })
            .where(eq(customers.id, customerId));
        }
      });
      for (const doc of removed) {
        if (!doc.evidenceKey) continue;
        try {
          await ctx.storage.delete(doc.evidenceKey);
        } catch {
          log.warn({ documentId: doc.id }, 'licence picture not deleted');
        }
      }
      await record(customerId, 'cleaned', true, {
        detail: `${removed.length} document(s) removed${keep ? ', completed KYC kept' : ''}`,
      });
      return getCustomer(customerId);
    },

    /** A request the schema refused: kept in the audit trail (the fields only, never the values). */
    async recordRejected(customerId: number, what: string, fields: string[]) {
      await record(customerId, 'rejected', false, { detail: `${what}: ${fields.join(',')}` });
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
