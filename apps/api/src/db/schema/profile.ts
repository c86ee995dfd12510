import {
  EMPLOYMENT_REVIEW_STATUSES,
  HOSPITAL_CHANGE_STATUSES,
  type EmploymentReviewStatus,
  type HospitalChangeStatus,
  type Kobo,
} from '@alaafia/domain';
import { statusCheck } from './status-check.js';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { hospitals, workPositions } from './reference.js';
import { staffMembers } from './staff.js';
import { sql } from 'drizzle-orm';

/** A customer who did not qualify (salary under the minimum) and agreed to be contacted later. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    uid: text('uid').notNull(),
    completionFailedReason: text('completion_failed_reason').notNull(),
    /** The monthly salary, in kobo. */
    salaryKobo: bigint('salary_kobo', { mode: 'number' }).$type<Kobo>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_customer_idx').on(t.customerId)],
);

/** Analytics events posted by the flows (engage/add-to-event), kept durably. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    uid: text('uid').notNull(),
    event: text('event').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_event_idx').on(t.event, t.createdAt)],
);

/** Files customers uploaded (employment letters...): stored under a server key, served only to their owner. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** employment_letter | licence_image | ... */
    type: text('type').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The public handle in URLs: random, not the storage key. */
    token: text('token').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the content (hex): the same file used in another claim is flagged (issue 25). */
    contentSha256: text('content_sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uploads_token_key').on(t.token),
    index('uploads_customer_idx').on(t.customerId),
    index('uploads_content_sha256_idx').on(t.contentSha256),
  ],
);

/** The employment information of income protection (income-protection.md section 3). */
export const employmentInformation = pgTable(
  'employment_information',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    employmentLetterUrl: text('employment_letter_url'),
    bankStatementUrl: text('bank_statement_url'),
    monoAccountStatementUrl: text('mono_account_statement_url'),
    workPositionId: integer('work_position_id').references(() => workPositions.id),
    workPosition: text('work_position'),
    numberOfJobsInFiveYears: integer('number_of_jobs_in_five_years').notNull(),
    numberOfMonthsInCurrentPosition: integer('number_of_months_in_current_position').notNull(),
    /** true means permanent staff. */
    contractOrPermanentStaff: boolean('contract_or_permanent_staff').notNull(),
    haveDisability: boolean('have_disability').notNull(),
    isConfirmedStaff: boolean('is_confirmed_staff').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('employment_information_customer_key').on(t.customerId)],
);

/** The person who receives the HealthCash death benefit (up to ₦500,000). */
export const nextOfKin = pgTable(
  'next_of_kin',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    relationship: text('relationship').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('next_of_kin_customer_key').on(t.customerId)],
);

/** A request to change the chosen hospital, for review by the care team. */
export const changeHospitalRequests = pgTable(
  'change_hospital_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fromHospitalId: integer('from_hospital_id').references(() => hospitals.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    changeReason: text('change_reason').notNull(),
    /** pending | approved | rejected */
    status: text('status').$type<HospitalChangeStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The reviewer who decided it (back office, issue 16). */
    decidedBy: integer('decided_by').references(() => staffMembers.id),
    /** What the customer is told: required to reject. */
    decisionReason: text('decision_reason'),
  },
  (t) => [
    statusCheck('change_hospital_requests_status_check', t.status, HOSPITAL_CHANGE_STATUSES),

    index('change_hospital_requests_customer_idx').on(t.customerId),
    index('change_hospital_requests_status_idx').on(t.status, t.createdAt, t.id),
  ],
);

/**
 * The review of an income-protection employment letter (modules/customers/employment owns it, issue 16): one
 * row per submission of the employment information with a new letter. The profile is complete only
 * once a reviewer approves; a rejected letter is uploaded again, which opens a new review. One
 * pending review per customer: a new submission while one waits supersedes it.
 */
export const employmentReviews = pgTable(
  'employment_reviews',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The letter this review reads (the upload at the time of the submission). */
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** pending | approved | rejected | superseded */
    status: text('status').$type<EmploymentReviewStatus>().notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => staffMembers.id),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    statusCheck('employment_reviews_status_check', t.status, EMPLOYMENT_REVIEW_STATUSES),

    uniqueIndex('employment_reviews_pending_key')
      .on(t.customerId)
      .where(sql`${t.status} = 'pending'`),
    index('employment_reviews_status_idx').on(t.status, t.submittedAt, t.id),
  ],
);
