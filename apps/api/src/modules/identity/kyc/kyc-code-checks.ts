import {
  isOtpCode,
  kycCopy,
  maskIdentifier,
  maskPhoneNumber,
  normalizeNigerianPhone,
  OTP_RESEND_AFTER_SECONDS,
  type IdType,
  type OtpCodeStatus,
} from '@alaafia/domain';
import {
  HttpError,
  conflict,
  fieldError,
  tooManyRequests,
  type ErrorMessage,
} from '../../../lib/http-errors.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';
import {
  markIdVerifiedByCode,
  updateCustomerProfile,
  type CustomerRow,
} from '../../customers/customers/index.js';
import { LinkedElsewhere, kycRateLimits, type KycCore } from './kyc-core.js';
import {
  errorKeyOf,
  idNotFound,
  invalidOtpTriesLeft,
  kycServerCopy,
  noPhoneOnId,
} from './kyc-copy.js';
import {
  claimOtpTry,
  consumeOtp,
  countCodesSent,
  deleteCodeSent,
  deleteOtp,
  findLatestDocument,
  findLatestOtp,
  findOtp,
  insertCodeSent,
  insertDocument,
  insertOtp,
  lockPhoneQuota,
  quotaFreesAt,
  revokeOpenOtps,
  spendOtp,
  updateDocument,
  type IdentityDocumentRow,
  type KycEventName,
  type OtpRow,
} from './kyc.repo.js';
import { namesMatch } from '../../../lib/name-match.js';
import { sendFailureReason } from '../../platform/messaging/index.js';
import {
  OTP_MAX_TRIES,
  OTP_TTL_MS,
  hashOtp,
  newOtpCode,
  otpMatches,
} from '../../../lib/one-time-codes.js';

/*
 * BVN and NIN: the number is looked up, a code goes to the phone registered to it, and the ID is
 * verified when the code and then the name pass. The name reset sends a new code.
 */

/**
 * @public exported for the declaration of createKycService's answer (kyc.service.ts), which spreads
 * these checks: TypeScript must be able to name it.
 */
export interface ValidatedProfile {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

/** A one-time code quota is used up (codes actually sent). */
class QuotaReached extends Error {
  constructor(
    readonly rule: RateLimitRule,
    readonly retryAfterSeconds: number,
  ) {
    super(rule.name);
  }
}

export function createKycCodeChecks(core: KycCore) {
  const {
    db,
    now: clock,
    cipher,
    sendNow,
    rateLimiter,
    log,
    record,
    limit,
    describeId,
    registeredName,
    fingerprintOf,
    alreadyLinked,
    refuseLinkedElsewhere,
    claimInside,
    disclose,
    mismatchError,
    lookup,
    documentBase,
    identityColumns,
    getCustomer,
    knownIdentity,
  } = core;

  /**
   * Creates and sends a code for a BVN or NIN document, to the phone registered to it. Any code
   * still open for the customer is revoked first: only the newest code sent counts.
   */
  async function sendCode(customer: CustomerRow, doc: IdentityDocumentRow, phone: string) {
    const type = doc.type as IdType;
    const phoneHash = cipher.lookupHash(`phone:${phone}`);
    const code = newOtpCode();
    const now = clock();
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
          const limit = rateLimiter.limitOf(rule);
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
          (id) => hashOtp(cipher, id, code),
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
      await sendNow({
        customerId: customer.id,
        address: phone,
        event: 'code.identity',
        key: `otp:${otpId}`,
        params: { code },
        // In the customer's language (issue 42): one SMS page in every one (docs/business-rules.md,
        // 'What an SMS costs').
        language: customer.language,
      });
    } catch (error) {
      // Only our own messages are logged: another error could quote the SMS, code included.
      const reason = sendFailureReason(error);
      log.warn({ documentId: doc.id, reason }, 'one-time code not sent');
      await deleteOtp(db, otpId);
      await deleteCodeSent(db, sentId);
      await updateDocument(db, doc.id, { status: 'failed', updatedAt: clock() });
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
    const now = clock();
    const phoneHash = cipher.lookupHash(`phone:${phone}`);
    let until = otp.createdAt.getTime() + OTP_RESEND_AFTER_SECONDS * 1000;
    for (const [rule, by] of [
      [kycRateLimits.otpSendByCustomer, { customerId }],
      [kycRateLimits.otpSendByPhone, { phoneHash }],
    ] as const) {
      const since = new Date(now.getTime() - rule.windowMs);
      const freesAt = await quotaFreesAt(db, by, since, rateLimiter.limitOf(rule));
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
      ? cipher.decrypt(latest.document.registeredPhoneEnc)
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
        throw fieldError(key, idNotFound(type));
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
        registeredPhoneEnc: cipher.encryptNullable(phone),
        status: phone ? 'pending' : 'failed',
      });
      if (!phone) {
        await record(customerId, 'no_phone', false, { documentId: doc.id, detail });
        throw fieldError(key, noPhoneOnId(type));
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
      const now = clock();
      const fail = async (message: ErrorMessage, event: KycEventName = 'otp_failed') => {
        const error = fieldError(key, message);
        await record(customerId, event, false, { documentId: document.id, detail: error.message });
        return error;
      };

      const closed = closedCodeMessage(latest.otp, now);
      if (closed) throw await fail(closed);
      if (!isOtpCode(code)) throw await fail(kycCopy.invalidOtp);

      const claimed = await claimOtpTry(db, latest.otp.id, now);
      if (!claimed) {
        const fresh = await findOtp(db, latest.otp.id);
        throw await fail((fresh && closedCodeMessage(fresh, now)) ?? kycServerCopy.otpTooManyTries);
      }
      if (!otpMatches(cipher, latest.otp.id, code, claimed.codeHash)) {
        if (claimed.attempts >= OTP_MAX_TRIES) await spendOtp(db, latest.otp.id, now);
        throw await fail(invalidOtpTriesLeft(Math.max(0, OTP_MAX_TRIES - claimed.attempts)));
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
      const value = cipher.decrypt(document.valueEnc);
      try {
        await db.transaction(async (tx) => {
          await updateDocument(tx, document.id, {
            status: 'verified',
            verifiedAt: now,
            updatedAt: now,
          });
          await claimInside(tx, customerId, document, fingerprintOf(type, value, null));
          await markIdVerifiedByCode(tx, customerId, type === 'bvn' ? 'bvn' : 'nin', now);
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
      const now = clock();
      await updateCustomerProfile(
        db,
        customerId,
        { firstName: body.first_name, lastName: body.last_name },
        now,
      );
      await record(customerId, 'name_reset', true, { detail: `for ${type}` });
      const renamed = await getCustomer(customerId);
      if (type === 'bvn' || type === 'nin') {
        const doc = await findLatestDocument(db, customerId, type);
        const phone = doc?.registeredPhoneEnc ? cipher.decrypt(doc.registeredPhoneEnc) : null;
        if (doc && doc.status === 'name_mismatch' && phone) await sendCode(renamed, doc, phone);
      }
      return renamed;
    },
  };
}
