import { STAFF_ACCESS_REQUEST_STATUSES, type StaffAccessRequestStatus } from '@alaafia/domain';
import { statusCheck } from './status-check.js';
import { hospitals } from './reference.js';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The back office's people (modules/platform/access owns these tables). Separate from customers: created by
 * an administrator or by `npm run staff:create`, never by sign-up; disabled, never deleted (the
 * audit log names them).
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Null until the member accepts their invitation and sets it (docs/business-rules.md, 'Back-office staff'). */
    passwordHash: text('password_hash'),
    /** reviewer, claims_officer, finance, administrator (packages/domain STAFF_ROLES). */
    roles: text('roles').array().notNull(),
    /** The TOTP secret, encrypted (lib/crypto FieldCipher); null only for sandbox staff. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code is never accepted twice (replay). */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who created them (null for the command line and the sandbox). */
    createdBy: integer('created_by'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    /**
     * Set for a hospital's staff (issue 28; docs/business-rules.md, 'Hospital staff'): the one
     * hospital whose portal (/api/hospital) they use, with no back-office roles. Null for our staff.
     * The two sign in, hold sessions and are read on their own paths, never on each other's.
     */
    hospitalId: integer('hospital_id').references(() => hospitals.id),
  },
  (t) => [
    uniqueIndex('staff_members_email_key').on(t.email),
    check(
      'staff_members_hospital_roles_check',
      sql`${t.hospitalId} is null or cardinality(${t.roles}) = 0`,
    ),
  ],
);

/**
 * Invitations (issue 24): an administrator creates a member, who gets an e-mailed link, valid 72
 * hours and used once, where they set their password and enrol their authenticator. The token is
 * stored only as its hash; the authenticator secret offered on the page is kept encrypted until the
 * first code proves it.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The TOTP secret offered on the invitation page, encrypted (lib/crypto FieldCipher). */
    pendingTotpSecret: text('pending_totp_secret'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** A newer invitation replaced this one. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_key').on(t.tokenHash),
    index('staff_invitations_staff_idx').on(t.staffId),
  ],
);

/**
 * Changes of access that need a second administrator (issue 24): granting finance or administrator,
 * or enabling an account. One administrator asks; a different one approves (then the change is
 * made, in the same transaction) or rejects. One open request per member.
 */
export const staffAccessRequests = pgTable(
  'staff_access_requests',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    /** The roles the member is to hold (null: roles unchanged). */
    roles: text('roles').array(),
    /** True: the account is to be enabled. */
    enable: boolean('enable').notNull().default(false),
    /** awaiting_approval | approved | rejected */
    status: text('status').$type<StaffAccessRequestStatus>().notNull().default('awaiting_approval'),
    requestedBy: integer('requested_by').references(() => staffMembers.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => staffMembers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    statusCheck('staff_access_requests_status_check', t.status, STAFF_ACCESS_REQUEST_STATUSES),

    uniqueIndex('staff_access_requests_open_key')
      .on(t.staffId)
      .where(sql`${t.status} = 'awaiting_approval'`),
  ],
);

/** One-time recovery codes (hashed) for a lost authenticator. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_key').on(t.staffId, t.codeHash)],
);

/** Staff sessions: their own cookie, 15 minutes idle, revoked when the account is disabled. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_idx')
      .on(t.staffId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Every staff action: who, in which roles, what, on which record, before and after, when, from
 * where. Append-only: the migration adds triggers that refuse UPDATE, DELETE and TRUNCATE, so not
 * even a bug in the application can rewrite it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for an action with no signed-in staff member (a failed sign-in, the command line). */
    staffId: integer('staff_id'),
    staffEmail: text('staff_email'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What was done, e.g. 'staff.signed_in', 'staff.created', 'review.approved'. */
    action: text('action').notNull(),
    recordType: text('record_type'),
    recordId: text('record_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_record_idx').on(t.recordType, t.recordId),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);
