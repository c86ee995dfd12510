import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    status: text('status').notNull(),
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
