import {
  IDENTITY_DOCUMENT_STATUSES,
  KYC_ACCOUNT_LOOKUP_OUTCOMES,
  KYC_REVIEW_STATUSES,
  type IdentityDocumentStatus,
  type KycAccountLookupOutcome,
  type KycReviewStatus,
} from '@alaafia/domain';
import { statusCheck } from './status-check.js';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/**
 * An identity number a customer gave for KYC, and what the identity provider said of it. The number
 * is stored encrypted (value_enc), with a keyed hash for lookups and its last 4 characters for display.
 */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** bvn | nin | vin | dvl | account_number */
    type: text('type').notNull(),
    valueEnc: text('value_enc').notNull(),
    valueHash: text('value_hash').notNull(),
    last4: text('last4').notNull(),
    /** For a bank account: the bank's code. */
    bankCode: text('bank_code'),
    /** pending | otp_sent | verified | name_mismatch | not_found | failed */
    status: text('status').$type<IdentityDocumentStatus>().notNull(),
    registeredFirstName: text('registered_first_name'),
    registeredLastName: text('registered_last_name'),
    registeredPhoneEnc: text('registered_phone_enc'),
    registeredDobEnc: text('registered_dob_enc'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    /** A licence image or other evidence in file storage. */
    evidenceKey: text('evidence_key'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('identity_documents_status_check', t.status, IDENTITY_DOCUMENT_STATUSES),

    index('identity_documents_customer_idx').on(t.customerId, t.type),
    index('identity_documents_hash_idx').on(t.valueHash),
  ],
);

/** One-time codes sent by SMS for BVN and NIN checks: stored hashed, 10 minutes, single use, 5 tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    identityDocumentId: integer('identity_document_id')
      .notNull()
      .references(() => identityDocuments.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when the code was spent by too many wrong tries or replaced by a resend. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    sentToLast4: text('sent_to_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_customer_idx').on(t.customerId, t.createdAt)],
);

/** What the customer asked for at each KYC step, for support and for the regulator's audit trail. */
export const kycEvents = pgTable(
  'kyc_events',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    identityDocumentId: integer('identity_document_id').references(() => identityDocuments.id, {
      onDelete: 'set null',
    }),
    /** submitted | otp_sent | otp_failed | otp_verified | name_mismatch | not_found | name_reset | dob_saved | completed | cleaned */
    event: text('event').notNull(),
    detail: text('detail'),
    success: boolean('success').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_events_customer_idx').on(t.customerId, t.createdAt)],
);

/**
 * One row per ID number verified for a customer: the number's fingerprint (a keyed hash of its
 * type and number, and bank for an account; never the number) is unique, so the database itself
 * refuses a second customer, however many ask at once. Released with the document (the clean
 * route, account closure) or the customer.
 */
export const kycIdClaims = pgTable(
  'kyc_id_claims',
  {
    id: serial('id').primaryKey(),
    fingerprint: text('fingerprint').notNull(),
    /** bvn | nin | vin | dvl | account_number */
    idType: text('id_type').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    identityDocumentId: integer('identity_document_id')
      .notNull()
      .references(() => identityDocuments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kyc_id_claims_fingerprint_idx').on(t.fingerprint),
    index('kyc_id_claims_customer_idx').on(t.customerId),
  ],
);

/**
 * A registered name we showed a customer after a name mismatch (encrypted). Kept through the clean
 * route, so a customer who takes that name cannot pass an ID without a code unreviewed.
 */
export const kycNameDisclosures = pgTable(
  'kyc_name_disclosures',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    idType: text('id_type').notNull(),
    firstNameEnc: text('first_name_enc').notNull(),
    lastNameEnc: text('last_name_enc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_name_disclosures_customer_idx').on(t.customerId)],
);

/**
 * The review queue: a verification held until staff look at it (status held), then approved or
 * rejected by the back office. Reason name_taken_from_id: an ID without a code (voter's card,
 * licence, bank account) passed with a name we had shown the customer from an ID record.
 */
export const kycReviews = pgTable(
  'kyc_reviews',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    identityDocumentId: integer('identity_document_id').references(() => identityDocuments.id, {
      onDelete: 'set null',
    }),
    idType: text('id_type').notNull(),
    reason: text('reason').notNull(),
    /** held | approved | rejected */
    status: text('status').$type<KycReviewStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The staff member's id (back office, issue 16). */
    decidedBy: text('decided_by'),
    /** What the customer is told: required to reject. */
    decisionReason: text('decision_reason'),
  },
  (t) => [
    statusCheck('kyc_reviews_status_check', t.status, KYC_REVIEW_STATUSES),
    index('kyc_reviews_status_idx').on(t.status, t.createdAt, t.id),
  ],
);

/**
 * One row per bank-account lookup (the check can show whose account a number is): who asked, when,
 * which account (a keyed hash and the last 4 digits, never the number) and what came of it.
 */
export const kycAccountLookups = pgTable(
  'kyc_account_lookups',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    accountHash: text('account_hash').notNull(),
    accountLast4: text('account_last4').notNull(),
    bankCode: text('bank_code').notNull(),
    /** verified | name_mismatch | not_found | already_linked | rate_limited | provider_error | reused */
    outcome: text('outcome').$type<KycAccountLookupOutcome>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('kyc_account_lookups_outcome_check', t.outcome, KYC_ACCOUNT_LOOKUP_OUTCOMES),
    index('kyc_account_lookups_account_idx').on(t.accountHash, t.createdAt),
  ],
);

/**
 * One row per one-time code sent (issue 12, item 7): the OTP quotas count these. A send that
 * fails deletes its row, so an SMS outage uses up nobody's quota. Not tied to the document, so the
 * clean route does not give the quota back.
 */
export const kycCodesSent = pgTable(
  'kyc_codes_sent',
  {
    id: serial('id').primaryKey(),
    /** A keyed hash of the phone the code went to (never the number). */
    phoneHash: text('phone_hash').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kyc_codes_sent_phone_idx').on(t.phoneHash, t.createdAt),
    index('kyc_codes_sent_customer_idx').on(t.customerId, t.createdAt),
  ],
);
