import { randomUUID } from 'node:crypto';
import {
  customerUpdateBodySchema,
  errorCopy,
  normalizeNigerianPhone,
  type IdType,
  type ProductUid,
} from '@alaafia/domain';
import type { z } from 'zod';
import type { RegisteredIdentity } from '../../../integrations/identity/types.js';
import { HttpError, fieldError, unprocessable } from '../../../lib/http-errors.js';
import { setKycInReview, type CustomerRow } from '../../customers/customers/index.js';
import { LinkedElsewhere, kycRateLimits, type KycCore } from './kyc-core.js';
import { errorKeyOf, idNotFound, kycServerCopy } from './kyc-copy.js';
import { findBankByCode } from '../../platform/reference/index.js';
import {
  findHeldReview,
  findVerifiedDocumentByHash,
  insertAccountLookup,
  insertDocument,
  insertReview,
  listNameDisclosures,
  type AccountLookupOutcome,
  type DocumentStatus,
  type IdentityDocumentRow,
} from './kyc.repo.js';
import type { ImageKind } from './licence-image.js';
import { displayName, namesMatch } from '../../../lib/name-match.js';

/*
 * The ID checks without a code: the voter's card, the driver's licence (with or without a picture)
 * and the bank account. The number is looked up, the registered name compared with the customer's.
 */

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

interface CheckedId {
  document: IdentityDocumentRow;
  identity: Pick<RegisteredIdentity, 'firstName' | 'lastName'>;
}

export function createKycIdChecks(core: KycCore) {
  const {
    db,
    now: clock,
    cipher,
    storage,
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
  } = core;

  /**
   * An ID without a code (voter's card, licence, bank account) verified with a name we had shown
   * the customer from an ID record after a mismatch: held for review (kyc_in_review_status, a
   * held row in kyc_reviews) until staff approve it. BVN and NIN prove the name by their code.
   *
   * A voter's card or a bank account proves nothing but the name: a second account signed up with
   * the same name would take the record's identity (issue 24). Unless the customer's phone is the
   * phone the record holds, it is held for review too ('name_only_match';
   * docs/business-rules.md, 'Held for review').
   */
  async function holdIfNameWasShown(customer: CustomerRow, doc: IdentityDocumentRow) {
    const shown = await listNameDisclosures(db, customer.id);
    const taken = shown.some((d) =>
      namesMatch(customer, {
        firstName: cipher.decrypt(d.firstNameEnc),
        lastName: cipher.decrypt(d.lastNameEnc),
      }),
    );
    const reason = taken
      ? 'name_taken_from_id'
      : matchesOnlyByName(customer, doc)
        ? 'name_only_match'
        : null;
    if (!reason) return;
    const now = clock();
    await db.transaction(async (tx) => {
      if (!(await findHeldReview(tx, customer.id))) {
        await insertReview(tx, {
          customerId: customer.id,
          identityDocumentId: doc.id,
          idType: doc.type,
          reason,
          status: 'held',
          createdAt: now,
        });
      }
      await setKycInReview(tx, customer.id, true, now);
    });
    await record(customer.id, 'held_for_review', true, {
      documentId: doc.id,
      detail:
        reason === 'name_taken_from_id'
          ? `${doc.type} passed with a name shown from an ID record`
          : `${doc.type} matched on the name only (the record's phone is not the customer's)`,
    });
  }

  /** A voter's card or bank account whose record's phone is not the customer's phone. */
  function matchesOnlyByName(customer: CustomerRow, doc: IdentityDocumentRow): boolean {
    if (doc.type !== 'vin' && doc.type !== 'account_number') return false;
    const recorded = cipher.decryptNullable(doc.registeredPhoneEnc);
    const recordPhone = recorded ? normalizeNigerianPhone(recorded) : null;
    return recordPhone === null || recordPhone !== normalizeNigerianPhone(customer.phoneNumber);
  }

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
      throw fieldError(key, idNotFound(type));
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
    const now = clock();
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

  return {
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
      await storage.put(key, image.content, image.kind.contentType);
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
          await storage.delete(key);
        }
        throw error;
      }
      // A licence passed with a picture is held until a reviewer has compared the two (back office).
      const now = clock();
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
        await setKycInReview(tx, customerId, true, now);
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
              createdAt: clock(),
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
  };
}
