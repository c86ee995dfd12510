import { isPhoneOnlyEmail } from '@alaafia/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '@alaafia/i18n';
import type { DbOrTx } from '../../../db/client.js';
import { customers } from '../../../db/schema/index.js';
import type { Contact } from '../../platform/messaging/index.js';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomerById(db: DbOrTx, id: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}

/**
 * How messaging reaches the customer when it delivers (platform/messaging's Contacts, given by the
 * job handler): the phone and e-mail they hold now, closed, and whether they accept marketing.
 */
export async function customerContact(db: DbOrTx, customerId: number): Promise<Contact | null> {
  const [row] = await db
    .select({
      email: customers.email,
      phone: customers.phoneNumber,
      closedAt: customers.closedAt,
      marketing: customers.marketingMessages,
      language: customers.language,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) return null;
  return {
    // A phone-only account's placeholder address (issue 41) reaches nobody: no e-mail goes to it.
    email: isPhoneOnlyEmail(row.email) ? null : row.email,
    phone: row.phone,
    closed: row.closedAt !== null,
    marketing: row.marketing,
    language: row.language,
  };
}

/** Has the customer left marketing messages on (Settings), with their account open? */
export async function acceptsMarketing(db: DbOrTx, customerId: number): Promise<boolean> {
  const contact = await customerContact(db, customerId);
  return contact !== null && contact.marketing && !contact.closed;
}

/**
 * Locks the customer's row until the caller's transaction ends, so that two requests about one
 * customer (a second submission of their employment letter) are taken one after the other.
 */
export async function lockCustomer(
  tx: DbOrTx,
  customerId: number,
): Promise<{ closedAt: Date | null } | null> {
  const [row] = await tx
    .select({ closedAt: customers.closedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row ?? null;
}

export async function findCustomerByEmail(db: DbOrTx, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/*
 * Writes. This file owns the `customers` table: every insert and update of it is one of the
 * functions below, and the rules on its flags (have_completed_kyc, kyc_in_review_status,
 * have_verified_bvn/nin, the product profile flags) live here. Other modules call them; the test
 * apps/api/test/table-owners.test.ts fails when a module writes the table itself.
 */

type CustomerInsert = typeof customers.$inferInsert;

/** The profile fields a customer (or a flow on their behalf) may change. */
export type CustomerProfileChanges = Partial<
  Pick<
    CustomerInsert,
    | 'firstName'
    | 'lastName'
    | 'phoneNumber'
    | 'address'
    | 'state'
    | 'gender'
    | 'dobEnc'
    | 'salaryKobo'
    | 'employerName'
    | 'companyId'
    | 'employerAddress'
    | 'marketingMessages'
    | 'language'
    | 'preferredHospitalId'
  >
>;

/** Sign-up: a new customer, or null when the e-mail is taken (a race with another sign-up). */
export async function insertCustomer(
  db: DbOrTx,
  values: Pick<
    CustomerInsert,
    | 'engageUid'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phoneNumber'
    | 'passwordHash'
    | 'customerReferralCode'
  > &
    // The application's clock (the sandbox's when moved), as every other date of the account is
    // (the greeting's 'within the hour' compares it with that clock: views/customer-record.ts).
    Required<Pick<CustomerInsert, 'createdAt'>> &
    Partial<Pick<CustomerInsert, 'language'>>,
): Promise<CustomerRow | null> {
  const [row] = await db
    .insert(customers)
    .values(values)
    .onConflictDoNothing({ target: customers.email })
    .returning();
  return row ?? null;
}

/** Saves profile fields; nothing is written when there is nothing to change. */
export async function updateCustomerProfile(
  db: DbOrTx,
  customerId: number,
  changes: CustomerProfileChanges,
  now: Date,
) {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(customers)
    .set({ ...changes, updatedAt: now })
    .where(eq(customers.id, customerId));
}

/** A new password: the "must change password" mark goes with it. */
export async function setCustomerPassword(
  db: DbOrTx,
  customerId: number,
  passwordHash: string,
  now: Date,
) {
  await db
    .update(customers)
    .set({ passwordHash, changePassword: false, updatedAt: now })
    .where(eq(customers.id, customerId));
}

/**
 * A phone-only account (issue 41) takes its owner's e-mail and password (the e-mail unproven until
 * its code is entered, as at sign-up); false when the e-mail belongs to another account.
 */
export async function addEmailToPhoneAccount(
  db: DbOrTx,
  customerId: number,
  values: { email: string; passwordHash: string; now: Date },
): Promise<boolean> {
  const taken = await findCustomerByEmail(db, values.email);
  if (taken) return false;
  const rows = await db
    .update(customers)
    .set({
      email: values.email,
      passwordHash: values.passwordHash,
      emailVerifiedAt: null,
      updatedAt: values.now,
    })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  return rows.length === 1;
}

/** The product profile flag each product's profile completion sets. */
export const PROFILE_FLAGS = {
  EI: 'haveCompletedIncomeProtectionProfile',
  HI: 'haveCompletedHealthInsuranceProfile',
  HTCI: 'haveCompletedHealthCashProfile',
} as const;
export type ProfileProduct = keyof typeof PROFILE_FLAGS;

/** Sets (or clears) the profile flag of one product. */
export async function setProfileComplete(
  db: DbOrTx,
  customerId: number,
  product: ProfileProduct,
  complete: boolean,
  now: Date,
) {
  await db
    .update(customers)
    .set({ [PROFILE_FLAGS[product]]: complete, updatedAt: now })
    .where(eq(customers.id, customerId));
}

/**
 * An employment letter sent for review: the income protection profile is incomplete until a
 * reviewer approves it, and the customer is shown as in review.
 */
export async function markEmploymentLetterInReview(db: DbOrTx, customerId: number, now: Date) {
  await db
    .update(customers)
    .set({ haveCompletedIncomeProtectionProfile: false, kycInReviewStatus: true, updatedAt: now })
    .where(eq(customers.id, customerId));
}

/** BVN or NIN proved by its code: the matching have_verified_* flag. */
export async function markIdVerifiedByCode(
  db: DbOrTx,
  customerId: number,
  type: 'bvn' | 'nin',
  now: Date,
) {
  await db
    .update(customers)
    .set(
      type === 'bvn'
        ? { haveVerifiedBvn: true, updatedAt: now }
        : { haveVerifiedNin: true, updatedAt: now },
    )
    .where(eq(customers.id, customerId));
}

/**
 * kyc_in_review_status: true while something of the customer waits for a reviewer (a held KYC
 * verification, an employment letter). `clearKycComplete` also takes have_completed_kyc back to
 * false (KYC asked to complete while held).
 */
export async function setKycInReview(
  db: DbOrTx,
  customerId: number,
  inReview: boolean,
  now: Date,
  options: { clearKycComplete?: boolean } = {},
) {
  await db
    .update(customers)
    .set(
      options.clearKycComplete
        ? { kycInReviewStatus: inReview, haveCompletedKyc: false, updatedAt: now }
        : { kycInReviewStatus: inReview, updatedAt: now },
    )
    .where(eq(customers.id, customerId));
}

/** KYC complete: have_completed_kyc, and kyc_completed_at keeps the first completion's date. */
export async function markKycComplete(db: DbOrTx, customerId: number, now: Date) {
  await db
    .update(customers)
    .set({
      haveCompletedKyc: true,
      kycCompletedAt: sql`coalesce(${customers.kycCompletedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(customers.id, customerId));
}

/** A reviewer rejected the held verification: KYC is not complete. */
export async function markKycIncomplete(db: DbOrTx, customerId: number, now: Date) {
  await db
    .update(customers)
    .set({ haveCompletedKyc: false, updatedAt: now })
    .where(eq(customers.id, customerId));
}

/**
 * An unfinished KYC attempt cleaned away: the date of birth, gender and every KYC flag go; a
 * verification still held for review stays in review.
 */
export async function resetKyc(
  db: DbOrTx,
  customerId: number,
  options: { stillHeld: boolean },
  now: Date,
) {
  await db
    .update(customers)
    .set({
      dobEnc: null,
      gender: null,
      haveVerifiedBvn: false,
      haveVerifiedNin: false,
      kycInReviewStatus: options.stillHeld,
      haveCompletedKyc: false,
      kycCompletedAt: null,
      updatedAt: now,
    })
    .where(eq(customers.id, customerId));
}

/**
 * A closed account: the personal data replaced by placeholders (no password can match '!closed'),
 * what the law requires kept in `retainedRecordEnc` until `retainedUntil`.
 */
export async function anonymiseClosedCustomer(
  db: DbOrTx,
  customerId: number,
  input: {
    closedEmail: string;
    engageUid: string;
    retainedRecordEnc: string | null;
    retainedUntil: string | null;
  },
  now: Date,
) {
  await db
    .update(customers)
    .set({
      firstName: 'Closed',
      lastName: 'Account',
      email: input.closedEmail,
      phoneNumber: '',
      // Not an argon2 hash: no password can ever match it.
      passwordHash: '!closed',
      changePassword: false,
      engageUid: input.engageUid,
      address: null,
      state: null,
      gender: null,
      dobEnc: null,
      referralCode: null,
      salaryKobo: null,
      employerName: null,
      companyId: null,
      employerAddress: null,
      planValueKobo: null,
      preferredHospitalId: null,
      closedAt: now,
      retainedRecordEnc: input.retainedRecordEnc,
      retainedUntil: input.retainedUntil,
      updatedAt: now,
    })
    .where(eq(customers.id, customerId));
}

/** The retention period is over: the kept record goes. */
export async function eraseRetainedRecord(db: DbOrTx, customerId: number, now: Date) {
  await db
    .update(customers)
    .set({ retainedRecordEnc: null, retainedUntil: null, updatedAt: now })
    .where(eq(customers.id, customerId));
}

/** Records that the customer proved their e-mail; answers true only the first time. */
export async function markEmailVerified(db: DbOrTx, customerId: number, now: Date) {
  const rows = await db
    .update(customers)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(customers.id, customerId), isNull(customers.emailVerifiedAt)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/**
 * The open account whose phone is this number (the newest when several share it), or null.
 * The number as stored ('080...'); the USSD channel recognises its caller by it (issue 41).
 */
export async function findCustomerByPhone(db: DbOrTx, phone: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.phoneNumber, phone), isNull(customers.closedAt)))
    .orderBy(desc(customers.id))
    .limit(1);
  return row ?? null;
}

/** The language the customer reads (issue 42): every message to them, and their pages, are in it. */
export async function customerLanguage(db: DbOrTx, customerId: number): Promise<Language | null> {
  const [row] = await db
    .select({ language: customers.language })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row?.language ?? null;
}
