import { maskIdentifier, type IdType } from '@alaafia/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import type { Db } from '../../../db/client.js';
import {
  IdentityProviderError,
  type IdentityProvider,
  type RegisteredIdentity,
} from '../../../integrations/identity/types.js';
import type { FileStorage } from '../../../integrations/storage/types.js';
import type { FieldCipher } from '../../../lib/crypto.js';
import { HttpError, fieldError } from '../../../lib/http-errors.js';
import type { RateLimiter, RateLimitRule } from '../../../lib/rate-limit.js';
import { createCustomersService } from '../profile/index.js';
import type { CustomerRow } from '../../customers/customers/index.js';
import { errorKeyOf, kycServerCopy, nameMismatchMessage } from './kyc-copy.js';
import {
  claimId,
  findClaim,
  insertEvent,
  insertNameDisclosure,
  type IdentityDocumentRow,
  type KycEventName,
} from './kyc.repo.js';
import { displayName } from '../../../lib/name-match.js';
import { sendNowWith, type SendNow } from '../../platform/messaging/index.js';

/*
 * The pieces every KYC use case shares (kyc-code-checks.ts, kyc-id-checks.ts, kyc-completion.ts):
 * the audit trail, the limits, the provider look-up, the document fields and the ID claims.
 */

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

/** What the KYC use cases use, and nothing else. */
export interface KycDeps {
  db: Db;
  now: () => Date;
  cipher: FieldCipher;
  identity: IdentityProvider;
  /** Sends the one-time code at once (messaging's sendNow, bound to the context). */
  sendNow: SendNow;
  storage: FileStorage;
  rateLimiter: RateLimiter;
  log: FastifyBaseLogger;
}

/** The KYC dependencies, taken from the application's context. */
export const kycDepsOf = (ctx: AppContext, log: FastifyBaseLogger): KycDeps => ({
  db: ctx.database.db,
  now: () => ctx.now(),
  cipher: ctx.cipher,
  identity: ctx.identity,
  sendNow: sendNowWith(ctx),
  storage: ctx.storage,
  rateLimiter: ctx.rateLimiter,
  log,
});

/** Another customer holds the ID: thrown inside a transaction to roll it back. */
export class LinkedElsewhere extends Error {}

export function createKycCore(deps: KycDeps) {
  const { db, now: clock, cipher, identity: provider, rateLimiter, log } = deps;
  const customersService = createCustomersService({ db, now: clock, cipher });

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
      createdAt: clock(),
    });

  /** Counts an attempt; over the limit it is 429, and the refusal is in the audit trail too. */
  async function limit(customerId: number, rule: RateLimitRule, subject: string) {
    try {
      await rateLimiter.consume(rule, subject);
    } catch (error) {
      await record(customerId, 'rate_limited', false, { detail: rule.name });
      throw error;
    }
  }

  const describeId = (type: IdType, value: string) =>
    `${type} ${maskIdentifier(value)} provider=${provider.name}`;

  const registeredName = (doc: IdentityDocumentRow) => ({
    firstName: doc.registeredFirstName,
    lastName: doc.registeredLastName,
  });

  /**
   * The fingerprint of an ID number: a keyed hash of its type and number (and bank, for an
   * account), distinct from the document's own value_hash. The number itself is never kept here.
   */
  const fingerprintOf = (type: IdType, value: string, bankCode: string | null) =>
    cipher.lookupHash(`id-claim:v1:${type}:${bankCode ?? ''}:${value}`);

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
      createdAt: clock(),
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
      firstNameEnc: cipher.encrypt(identity.firstName),
      lastNameEnc: cipher.encrypt(identity.lastName),
      createdAt: clock(),
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

  /** Asks the provider; a provider that cannot answer is 503 and leaves no document behind. */
  async function lookup(customer: CustomerRow, type: IdType, value: string, bankCode?: string) {
    try {
      return await provider.lookup({
        type,
        value,
        bankCode,
        applicant: {
          firstName: customer.firstName,
          lastName: customer.lastName,
          phoneNumber: customer.phoneNumber,
          dateOfBirth: customer.dobEnc ? cipher.decrypt(customer.dobEnc) : null,
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
        { provider: provider.name, idType: type, status, fault, reason },
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
    const now = clock();
    return {
      customerId,
      type,
      valueEnc: cipher.encrypt(value),
      valueHash: cipher.lookupHash(`${type}:${value}`),
      last4: value.slice(-4),
      bankCode,
      provider: provider.name,
      createdAt: now,
      updatedAt: now,
    };
  }

  function identityColumns(identity: RegisteredIdentity, reference: string | null) {
    return {
      registeredFirstName: identity.firstName,
      registeredLastName: identity.lastName,
      registeredPhoneEnc: cipher.encryptNullable(identity.phoneNumber),
      registeredDobEnc: cipher.encryptNullable(identity.dateOfBirth),
      providerReference: reference,
    };
  }

  const getCustomer = (customerId: number) => customersService.get(customerId);

  function knownIdentity(doc: IdentityDocumentRow) {
    return { firstName: doc.registeredFirstName ?? '', lastName: doc.registeredLastName ?? '' };
  }

  return {
    ...deps,
    customersService,
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
  };
}

export type KycCore = ReturnType<typeof createKycCore>;
