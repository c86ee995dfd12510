import { emailSchema, newPasswordSchema, authCopy, PASSWORD_MAX_LENGTH } from './auth.js';
import { text } from './input.js';
import { STAFF_ACCESS_REQUEST_STATUSES } from './statuses.js';
import { STAFF_ROLES, type StaffRole } from './staff-roles.js';
import { z } from './zod.js';
import { MAX_KOBO } from './money.js';

/** One of the back office's roles (staff-roles.ts). */
export const staffRoleSchema = z.enum(STAFF_ROLES, {
  error: `Choose a role: ${STAFF_ROLES.join(', ')}`,
});

/** Staff sessions end after this long without a request (issue 16: 15 minutes idle). */
export const STAFF_SESSION_IDLE_MINUTES = 15;
/** And after this long whatever happens (a working day). */
export const STAFF_SESSION_ABSOLUTE_HOURS = 10;
/** An invitation's link works once, for this long (issue 24). */
export const STAFF_INVITATION_HOURS = 72;
/** Wrong codes for one account (from every address) before its sign-in is refused for the window. */
export const STAFF_CODE_FAILURES_LIMIT = 5;
/** Two staff members who created or changed each other's access this recently are not 'two people' for money. */
export const STAFF_INDEPENDENCE_DAYS = 30;
/** Roles a second administrator must approve before a member holds them. */
export const ROLES_NEEDING_APPROVAL: readonly StaffRole[] = ['finance', 'administrator'];
/** How many one-time recovery codes a staff member gets with their second factor. */
export const STAFF_RECOVERY_CODE_COUNT = 10;

export const staffCopy = {
  signInFailed: 'The e-mail, password or code is not correct.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  secondFactorMissing:
    'This staff account has no second factor set up. Ask an administrator to set it up again.',
  disabled: 'This staff account is disabled.',
  roleRequired: 'Choose at least one role.',
  emailTaken: 'A staff member with this e-mail already exists.',
  notStaff: 'Sign in to the back office to continue.',
  notHospitalStaff: 'Sign in to the hospital portal to continue.',
  hospitalUnknown: 'There is no hospital with this code in the network.',
  roleMissing: 'Your role does not allow this.',
  ownAccount: 'You cannot change your own roles or disable your own account.',
  accessPending: 'A change to this member’s access is already waiting for approval.',
  accessSameApprover: 'Another administrator must approve a change you asked for.',
  accessOwnApproval: 'You cannot approve a change to your own access.',
  accessAlreadyDecided: 'This change has already been decided.',
  invitationInvalid:
    'This invitation link is not valid: it was used, replaced, or it is more than 72 hours old. Ask an administrator for a new one.',
  invitationAccepted: 'Your account is ready: sign in with your e-mail, password and code.',
  invitationCode:
    'The code is not correct. Check your authenticator app and enter the code it shows now.',
  alreadyEnrolled:
    'This member has already set their password: there is nothing to invite them to.',
  nameRequired: 'Please enter the staff member’s name',
  hospitalStaffNoRoles:
    'A hospital’s staff member signs in to the hospital portal only and cannot hold a back-office role.',
} as const;

const rolesSchema = z
  .array(staffRoleSchema)
  .min(1, staffCopy.roleRequired)
  .max(STAFF_ROLES.length)
  .transform((roles) => [...new Set(roles)].sort());

/** POST /api/admin/auth/login. `totp` is the authenticator's 6 digits or a recovery code. */
export const staffLoginBodySchema = z.object({
  email: emailSchema,
  password: text({ error: authCopy.passwordRequired })
    .min(1, authCopy.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
  totp: text({ error: staffCopy.codeRequired })
    .trim()
    .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i, staffCopy.codeRequired)
    .optional(),
});
export type StaffLoginBody = z.input<typeof staffLoginBodySchema>;

/**
 * POST /api/admin/staff (an administrator creates a staff member). With `hospital_code`, a hospital's
 * staff member for the portal (issue 28): no back-office roles (`roles` may be left out).
 */
export const createStaffBodySchema = z
  .object({
    email: emailSchema,
    name: text({ error: staffCopy.nameRequired }).trim().min(1, staffCopy.nameRequired).max(120),
    // Empty for a hospital's staff member; at least one for ours (the refine below).
    roles: z
      .array(staffRoleSchema)
      .max(STAFF_ROLES.length)
      .transform((roles) => [...new Set(roles)].sort())
      .optional(),
    hospital_code: text().trim().min(1, staffCopy.hospitalUnknown).max(40).optional(),
  })
  .refine((b) => (b.roles?.length ?? 0) > 0 || b.hospital_code !== undefined, {
    message: staffCopy.roleRequired,
    path: ['roles'],
  });
export type CreateStaffBody = z.input<typeof createStaffBodySchema>;

/** PATCH /api/admin/staff/{id}: change roles, or disable (revokes the sessions) and enable. */
export const updateStaffBodySchema = z
  .object({ roles: rolesSchema.optional(), disabled: z.boolean().optional() })
  .refine((b) => b.roles !== undefined || b.disabled !== undefined, {
    message: 'Say what to change: roles or disabled.',
  });

/** POST /api/sandbox/staff (sandbox only): a staff member without a second factor, for tests and demos. */
export const sandboxStaffBodySchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    role: staffRoleSchema.optional(),
    roles: rolesSchema.optional(),
    name: text().trim().min(1).max(120).optional(),
  })
  .refine((b) => b.role !== undefined || b.roles !== undefined, {
    message: staffCopy.roleRequired,
    path: ['role'],
  });

/** POST /api/sandbox/hospital-staff (sandbox only): a hospital's staff member, no second factor. */
export const sandboxHospitalStaffBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  hospital_code: text().trim().min(1, staffCopy.hospitalUnknown).max(40),
  name: text().trim().min(1).max(120).optional(),
});

/**
 * POST /api/hospital/auth/login: as our staff's, the code whenever the sandbox is off.
 * @alias
 */
export const hospitalLoginBodySchema = staffLoginBodySchema;

/** A change of access waiting for a second administrator (issue 24). */
export const accessRequestAnswerSchema = z.object({
  id: z.number(),
  staff_id: z.number(),
  roles: z.array(staffRoleSchema).nullable().describe('the roles asked for; null: unchanged'),
  enable: z.boolean().describe('whether the account is to be enabled'),
  status: z.enum(STAFF_ACCESS_REQUEST_STATUSES),
  requested_by: z.number().nullable(),
  requested_at: z.string(),
  decided_by: z.number().nullable(),
  decided_at: z.string().nullable(),
});
export type AccessRequest = z.infer<typeof accessRequestAnswerSchema>;

/** A staff member as the back office shows them (never the password or the second factor). */
export const staffAnswerSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  second_factor: z.boolean().describe('whether a TOTP second factor is set up'),
  invited: z
    .boolean()
    .describe('invited and not yet signed up: no password or authenticator of their own yet'),
  disabled: z.boolean(),
  pending_access: accessRequestAnswerSchema
    .nullable()
    .describe('a change of roles or an enabling waiting for a second administrator'),
  created_at: z.string(),
  last_signed_in_at: z.string().nullable(),
  hospital_id: z
    .number()
    .nullable()
    .optional()
    .describe(
      "a hospital's staff member (issue 28): the hospital whose portal they use; null for ours",
    ),
});
export type StaffMember = z.infer<typeof staffAnswerSchema>;

/** POST /api/admin/staff answers the member and their invitation, never credentials (issue 24). */
export const invitedStaffAnswerSchema = z.object({
  staff: staffAnswerSchema,
  invitation: z.object({
    expires_at: z.string(),
    sent: z.boolean().describe('false when the e-mail could not be sent: invite them again'),
  }),
});
export type InvitedStaff = z.infer<typeof invitedStaffAnswerSchema>;

/** POST /api/admin/staff-access/{id}/decision: a second administrator approves or rejects. */
export const accessDecisionBodySchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
  reason: text().trim().max(500).optional(),
});

const invitationTokenSchema = text({ error: staffCopy.invitationInvalid })
  .trim()
  .min(20, staffCopy.invitationInvalid)
  .max(200, staffCopy.invitationInvalid);

/** POST /api/admin/invitation/open: the page shows who is invited and the authenticator to enrol. */
export const openInvitationBodySchema = z.object({ token: invitationTokenSchema });
export const openInvitationAnswerSchema = z.object({
  email: z.string(),
  name: z.string(),
  totp_secret: z.string(),
  totp_uri: z.string(),
  totp_qr_svg: z
    .string()
    .describe('the authenticator key (totp_uri) as a QR code, an SVG image to scan with the app'),
  sign_in_path: z
    .enum(['/admin', '/hospital'])
    .describe("where the member signs in once set up: the back office, or a hospital's portal"),
  expires_at: z.string(),
});
export type OpenInvitation = z.infer<typeof openInvitationAnswerSchema>;

/** POST /api/admin/invitation/accept: the member's own password, and a code proving the authenticator. */
export const acceptInvitationBodySchema = z.object({
  token: invitationTokenSchema,
  password: newPasswordSchema,
  totp: text({ error: staffCopy.codeRequired })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;
export const acceptedInvitationAnswerSchema = z.object({
  email: z.string(),
  recovery_codes: z.array(z.string()),
  sign_in_path: z.enum(['/admin', '/hospital']),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationAnswerSchema>;

/** A new staff member's first credentials, answered once (the command line only). */
export const newStaffAnswerSchema = z.object({
  staff: staffAnswerSchema,
  password: z.string(),
  totp_secret: z.string(),
  totp_uri: z.string(),
  recovery_codes: z.array(z.string()),
});
export type NewStaffCredentials = z.infer<typeof newStaffAnswerSchema>;

/** One row of the audit log. */
export const auditRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  staff_id: z.number().nullable(),
  staff_email: z.string().nullable(),
  roles: z.array(z.string()),
  action: z.string(),
  record_type: z.string().nullable(),
  record_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** The audit log's filter choices (issue 30): the actions it holds and the staff who acted. */
export const auditChoicesSchema = z.object({
  actions: z.array(z.string()),
  actors: z.array(z.object({ staff_id: z.number(), email: z.string() })),
});
export type AuditChoices = z.infer<typeof auditChoicesSchema>;

/**
 * Money needs two people (issue 16): a refund or payout one staff member starts is sent only after
 * a different finance member approves it. The API also refuses two members who created or changed
 * each other's access in the last STAFF_INDEPENDENCE_DAYS (issue 24; docs/business-rules.md,
 * 'Who may approve money').
 */
export function mayApproveMoney(startedBy: number, approver: { id: number; roles: StaffRole[] }) {
  return approver.id !== startedBy && approver.roles.includes('finance');
}

export const moneyCopy = {
  sameApprover: 'Another finance member must approve what you started.',
  linkedApprover:
    'You cannot approve this: you and the member who started or decided it created or changed each other’s access in the last 30 days. Ask another finance member.',
  notPaid: 'No paid payment has this reference.',
  tooMuch: 'This is more than what is left to refund on this payment.',
  alreadyOpen: 'A refund for this payment is already waiting for approval or was sent.',
  alreadyDecided: 'This refund has already been decided.',
  reasonRequired: 'Say why the money goes back.',
} as const;

/** POST /api/admin/refunds: a finance member starts a refund of a paid reference. */
export const startRefundBodySchema = z.object({
  reference: text({ error: moneyCopy.notPaid }).trim().min(1, moneyCopy.notPaid).max(100),
  /** In kobo; absent refunds what is left of the payment. */
  amount_kobo: z.number().int().positive().max(MAX_KOBO).optional(),
  reason: text({ error: moneyCopy.reasonRequired })
    .trim()
    .min(5, moneyCopy.reasonRequired)
    .max(500),
});

/** POST /api/admin/refunds/{id}/decision. */
export const moneyDecisionBodySchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
  reason: text().trim().max(500).optional(),
});
