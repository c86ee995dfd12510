import type { IdType } from '@alaafia/domain';
import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  identityDocuments,
  kycAccountLookups,
  kycCodesSent,
  kycEvents,
  kycIdClaims,
  kycNameDisclosures,
  kycReviews,
  otpCodes,
} from '../../../db/schema/index.js';
import { OTP_MAX_TRIES } from '../../../lib/one-time-codes.js';

export type IdentityDocumentRow = typeof identityDocuments.$inferSelect;
type IdentityDocumentInsert = typeof identityDocuments.$inferInsert;
export type OtpRow = typeof otpCodes.$inferSelect;

/** pending | otp_sent | verified | name_mismatch | not_found | failed */
export type DocumentStatus =
  | 'pending'
  | 'otp_sent'
  | 'verified'
  | 'name_mismatch'
  | 'not_found'
  | 'failed'
  /** A reviewer rejected the verification held for review (back office): no longer proves anything. */
  | 'rejected';

export async function insertDocument(db: DbOrTx, values: IdentityDocumentInsert) {
  const [row] = await db.insert(identityDocuments).values(values).returning();
  return row!;
}

export async function updateDocument(
  db: DbOrTx,
  id: number,
  set: Partial<IdentityDocumentInsert> & { status?: DocumentStatus },
) {
  await db.update(identityDocuments).set(set).where(eq(identityDocuments.id, id));
}

/** The customer's newest document of a type, whatever its status. */
export async function findLatestDocument(db: DbOrTx, customerId: number, type: IdType) {
  const [row] = await db
    .select()
    .from(identityDocuments)
    .where(and(eq(identityDocuments.customerId, customerId), eq(identityDocuments.type, type)))
    .orderBy(desc(identityDocuments.id))
    .limit(1);
  return row ?? null;
}

/** A verified document of the customer for this very number (and bank), to answer a re-submit. */
export async function findVerifiedDocumentByHash(
  db: DbOrTx,
  customerId: number,
  type: IdType,
  valueHash: string,
  bankCode: string | null,
) {
  const [row] = await db
    .select()
    .from(identityDocuments)
    .where(
      and(
        eq(identityDocuments.customerId, customerId),
        eq(identityDocuments.type, type),
        eq(identityDocuments.valueHash, valueHash),
        eq(identityDocuments.status, 'verified'),
        bankCode === null
          ? isNull(identityDocuments.bankCode)
          : eq(identityDocuments.bankCode, bankCode),
      ),
    )
    .orderBy(desc(identityDocuments.id))
    .limit(1);
  return row ?? null;
}

export async function listDocuments(db: DbOrTx, customerId: number) {
  return db
    .select()
    .from(identityDocuments)
    .where(eq(identityDocuments.customerId, customerId))
    .orderBy(desc(identityDocuments.id));
}

/** Deletes the customer's documents (all, or all but the verified ones); their codes go with them. */
export async function deleteDocuments(db: DbOrTx, customerId: number, keepVerified: boolean) {
  await db
    .delete(identityDocuments)
    .where(
      and(
        eq(identityDocuments.customerId, customerId),
        keepVerified ? ne(identityDocuments.status, 'verified') : undefined,
      ),
    );
}

// One-time codes.

/** Every code of the customer still waiting is revoked: only the newest code sent ever counts. */
export async function revokeOpenOtps(db: DbOrTx, customerId: number, now: Date) {
  await db
    .update(otpCodes)
    .set({ revokedAt: now })
    .where(
      and(
        eq(otpCodes.customerId, customerId),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.revokedAt),
      ),
    );
}

export async function insertOtp(
  db: DbOrTx,
  values: Omit<typeof otpCodes.$inferInsert, 'codeHash'>,
  hashFor: (otpId: number) => string,
) {
  const [row] = await db
    .insert(otpCodes)
    .values({ ...values, codeHash: 'pending' })
    .returning({ id: otpCodes.id });
  await db
    .update(otpCodes)
    .set({ codeHash: hashFor(row!.id) })
    .where(eq(otpCodes.id, row!.id));
  return row!.id;
}

export async function deleteOtp(db: DbOrTx, otpId: number) {
  await db.delete(otpCodes).where(eq(otpCodes.id, otpId));
}

/** The newest code sent to the customer, with the document it checks. */
export async function findLatestOtp(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ otp: otpCodes, document: identityDocuments })
    .from(otpCodes)
    .innerJoin(identityDocuments, eq(identityDocuments.id, otpCodes.identityDocumentId))
    .where(eq(otpCodes.customerId, customerId))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  return row ?? null;
}

export async function findOtp(db: DbOrTx, otpId: number) {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.id, otpId)).limit(1);
  return row ?? null;
}

/**
 * Takes one of the code's tries before the code is compared, in one statement: however many checks
 * arrive at once, at most OTP_MAX_TRIES of them are ever compared. Null when the code is no longer open.
 */
export async function claimOtpTry(db: DbOrTx, otpId: number, now: Date) {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, otpId),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.revokedAt),
        lt(otpCodes.attempts, OTP_MAX_TRIES),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: otpCodes.attempts, codeHash: otpCodes.codeHash });
  return row ?? null;
}

/** Marks the code used, once: false when another request used it first. */
export async function consumeOtp(db: DbOrTx, otpId: number, now: Date) {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.consumedAt), isNull(otpCodes.revokedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

export async function spendOtp(db: DbOrTx, otpId: number, now: Date) {
  await db
    .update(otpCodes)
    .set({ revokedAt: now })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.revokedAt)));
}

// Events and reference data.

export type KycEventName =
  | 'submitted'
  | 'rejected'
  | 'rate_limited'
  | 'provider_error'
  | 'not_found'
  | 'no_phone'
  | 'otp_sent'
  | 'sms_failed'
  | 'otp_failed'
  | 'otp_verified'
  | 'verified'
  | 'name_mismatch'
  | 'name_reset'
  | 'dob_saved'
  | 'evidence_stored'
  | 'completed'
  | 'profile_completed'
  | 'cleaned'
  | 'already_linked'
  | 'held_for_review'
  | 'review_approved'
  | 'review_rejected';

export async function insertEvent(
  db: DbOrTx,
  values: {
    customerId: number;
    event: KycEventName;
    success: boolean;
    identityDocumentId?: number | null;
    detail?: string | null;
    createdAt: Date;
  },
) {
  await db.insert(kycEvents).values(values);
}

export async function listVerifiedDocuments(db: DbOrTx, customerId: number) {
  return db
    .select()
    .from(identityDocuments)
    .where(
      and(
        eq(identityDocuments.customerId, customerId),
        inArray(identityDocuments.status, ['verified']),
      ),
    )
    .orderBy(desc(identityDocuments.id));
}

/** The customer's newest bank account verified by the identity check (its bank and sealed number). */
export async function findVerifiedBankAccount(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({
      bankCode: identityDocuments.bankCode,
      valueEnc: identityDocuments.valueEnc,
      firstName: identityDocuments.registeredFirstName,
      lastName: identityDocuments.registeredLastName,
    })
    .from(identityDocuments)
    .where(
      and(
        eq(identityDocuments.customerId, customerId),
        eq(identityDocuments.type, 'account_number'),
        eq(identityDocuments.status, 'verified'),
      ),
    )
    .orderBy(desc(identityDocuments.id))
    .limit(1);
  return row ?? null;
}

// One ID per account (docs/business-rules.md, issue 12).

/** The customer holding an ID fingerprint, if any. */
export async function findClaim(db: DbOrTx, fingerprint: string) {
  const [row] = await db
    .select({ customerId: kycIdClaims.customerId })
    .from(kycIdClaims)
    .where(eq(kycIdClaims.fingerprint, fingerprint))
    .limit(1);
  return row ?? null;
}

/**
 * Claims an ID for a customer, in one statement the unique index decides: answers the customer who
 * holds it afterwards (this one, or another who claimed it first).
 */
export async function claimId(
  db: DbOrTx,
  values: {
    fingerprint: string;
    idType: IdType;
    customerId: number;
    identityDocumentId: number;
    createdAt: Date;
  },
): Promise<number> {
  const inserted = await db
    .insert(kycIdClaims)
    .values(values)
    .onConflictDoNothing({ target: kycIdClaims.fingerprint })
    .returning({ customerId: kycIdClaims.customerId });
  if (inserted[0]) return inserted[0].customerId;
  return (await findClaim(db, values.fingerprint))?.customerId ?? values.customerId;
}

export async function insertNameDisclosure(
  db: DbOrTx,
  values: typeof kycNameDisclosures.$inferInsert,
) {
  await db.insert(kycNameDisclosures).values(values);
}

export async function listNameDisclosures(db: DbOrTx, customerId: number) {
  return db.select().from(kycNameDisclosures).where(eq(kycNameDisclosures.customerId, customerId));
}

export async function findHeldReview(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select()
    .from(kycReviews)
    .where(and(eq(kycReviews.customerId, customerId), eq(kycReviews.status, 'held')))
    .limit(1);
  return row ?? null;
}

export async function insertReview(db: DbOrTx, values: typeof kycReviews.$inferInsert) {
  await db.insert(kycReviews).values(values);
}

export type AccountLookupOutcome =
  | 'verified'
  | 'reused'
  | 'name_mismatch'
  | 'not_found'
  | 'already_linked'
  | 'rate_limited'
  | 'provider_error';

export async function insertAccountLookup(
  db: DbOrTx,
  values: typeof kycAccountLookups.$inferInsert & { outcome: AccountLookupOutcome },
) {
  await db.insert(kycAccountLookups).values(values);
}

/**
 * Codes actually sent (a failed send deletes its code) to a phone, or to a customer, since a time.
 * Counted under a transaction-scoped advisory lock on the phone, so two sends at once cannot both
 * take the last one.
 */
export async function lockPhoneQuota(db: DbOrTx, phoneHash: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${phoneHash}, 0))`);
}

export async function countCodesSent(
  db: DbOrTx,
  by: { phoneHash: string } | { customerId: number },
  since: Date,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kycCodesSent)
    .where(
      and(
        'phoneHash' in by
          ? eq(kycCodesSent.phoneHash, by.phoneHash)
          : eq(kycCodesSent.customerId, by.customerId),
        gt(kycCodesSent.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function insertCodeSent(db: DbOrTx, values: typeof kycCodesSent.$inferInsert) {
  const [row] = await db.insert(kycCodesSent).values(values).returning({ id: kycCodesSent.id });
  return row!.id;
}

/** A send that failed gives its place in the quotas back. */
export async function deleteCodeSent(db: DbOrTx, id: number) {
  await db.delete(kycCodesSent).where(eq(kycCodesSent.id, id));
}

/**
 * When the quota of `limit` codes per window frees a place: the createdAt of the limit-th newest code
 * still in the window (it must leave the window for a new one to fit). Null when there is room now.
 */
export async function quotaFreesAt(
  db: DbOrTx,
  by: { phoneHash: string } | { customerId: number },
  since: Date,
  limit: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: kycCodesSent.createdAt })
    .from(kycCodesSent)
    .where(
      and(
        'phoneHash' in by
          ? eq(kycCodesSent.phoneHash, by.phoneHash)
          : eq(kycCodesSent.customerId, by.customerId),
        gt(kycCodesSent.createdAt, since),
      ),
    )
    .orderBy(desc(kycCodesSent.createdAt))
    .offset(Math.max(0, limit - 1))
    .limit(1);
  return row?.createdAt ?? null;
}

/** A closed account's open codes go at once (whatever is retained). */
export async function deleteOtpCodesOf(db: DbOrTx, customerId: number) {
  await db.delete(otpCodes).where(eq(otpCodes.customerId, customerId));
}

/**
 * A closed account's identity records, when nothing is retained or the retention ends: the audit
 * trail, the codes, the documents, the names shown from ID records and the review queue's rows.
 * The ID claims go with the documents; the account-lookup audit keeps only a keyed hash and the
 * last 4 digits.
 */
export async function eraseKycRecordsOf(db: DbOrTx, customerId: number) {
  await db.delete(kycEvents).where(eq(kycEvents.customerId, customerId));
  await db.delete(otpCodes).where(eq(otpCodes.customerId, customerId));
  await db.delete(identityDocuments).where(eq(identityDocuments.customerId, customerId));
  await db.delete(kycNameDisclosures).where(eq(kycNameDisclosures.customerId, customerId));
  await db.delete(kycReviews).where(eq(kycReviews.customerId, customerId));
}
