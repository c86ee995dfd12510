import type { Kobo } from '@alaafia/domain';
import { LANGUAGES, type Language } from '@alaafia/i18n';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hospitals } from './reference.js';
import { statusCheck } from './status-check.js';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    engageUid: text('engage_uid').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    changePassword: boolean('change_password').notNull().default(false),
    address: text('address'),
    state: text('state'),
    gender: text('gender'),
    /** Date of birth, encrypted (YYYY-MM-DD inside). */
    dobEnc: text('dob_enc'),
    customerReferralCode: text('customer_referral_code').notNull(),
    referralCode: text('referral_code'),
    /** The monthly salary, in kobo. */
    salaryKobo: bigint('salary_kobo', { mode: 'number' }).$type<Kobo>(),
    employerName: text('employer_name'),
    companyId: integer('company_id'),
    employerAddress: text('employer_address'),
    planValueKobo: bigint('plan_value_kobo', { mode: 'number' }).$type<Kobo>(),
    preferredHospitalId: integer('preferred_hospital_id').references(() => hospitals.id),
    haveCompletedKyc: boolean('have_completed_kyc').notNull().default(false),
    haveCompletedIncomeProtectionProfile: boolean('have_completed_income_protection_profile')
      .notNull()
      .default(false),
    haveCompletedHealthInsuranceProfile: boolean('have_completed_health_insurance_profile')
      .notNull()
      .default(false),
    haveCompletedHealthCashProfile: boolean('have_completed_health_cash_profile')
      .notNull()
      .default(false),
    kycInReviewStatus: boolean('kyc_in_review_status').notNull().default(false),
    kycCompletedAt: timestamp('kyc_completed_at', { withTimezone: true }),
    haveVerifiedBvn: boolean('have_verified_bvn').notNull().default(false),
    haveVerifiedNin: boolean('have_verified_nin').notNull().default(false),
    /**
     * Marketing messages (offers of other products) are sent unless the customer switched them off in
     * Settings (issue 15); service messages (payments, cover, verification) always go.
     */
    marketingMessages: boolean('marketing_messages').notNull().default(true),
    /**
     * The language the customer reads (issue 42): every message we send them, their pages and the
     * customer-facing words of their documents are in it (docs/business-rules.md, 'The customer's
     * language'). One of @alaafia/i18n's LANGUAGES; English until they choose.
     */
    language: text('language').$type<Language>().notNull().default('en'),
    /**
     * When the customer proved the e-mail is theirs (the 6-digit code e-mailed at sign-up, or a
     * password reset link). Until then nothing addressed to the e-mail before the account existed
     * is theirs, and receipts are not e-mailed (docs/business-rules.md, 'Proving the e-mail').
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the customer closed their account: the personal fields above are then anonymised. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * What the law makes us keep of a closed account that held policies or payments (name, e-mail,
     * phone, date of birth), encrypted JSON, and the day it is erased (workflows/close-account).
     */
    retainedRecordEnc: text('retained_record_enc'),
    retainedUntil: date('retained_until'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_key').on(t.email),
    uniqueIndex('customers_engage_uid_key').on(t.engageUid),
    uniqueIndex('customers_referral_code_key').on(t.customerReferralCode),
    index('customers_phone_idx').on(t.phoneNumber),
    // The back office's name search (issue 29): the newest customers of one full name, in order.
    index('customers_full_name_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id),
    statusCheck('customers_language_check', t.language, LANGUAGES),
  ],
);

/**
 * Every full name customers have or had, lower-cased 'first last', once (issue 29; docs/performance.md,
 * 'A million customers'): the name search finds the names holding a fragment here, through a trigram
 * index whose cost follows the number of distinct names rather than of customers, then each name's
 * newest customers through customers_full_name_idx. Written only by the trigger of migration 0048 on
 * customers (insert, and update of a name); a name nobody has any more stays and matches no one.
 */
export const customerNames = pgTable('customer_names', {
  name: text('name').primaryKey(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_customer_idx')
      .on(t.customerId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * The code that proves a customer's e-mail (one live code per customer, only its hash kept): 6
 * digits, 30 minutes, 5 tries counted atomically (modules/identity/auth/auth.repo.ts).
 */
export const emailVerificationCodes = pgTable('email_verification_codes', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  tries: integer('tries').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);
