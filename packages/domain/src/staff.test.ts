import { describe, expect, it } from 'vitest';
import { authCopy } from './auth.js';
import { MAX_KOBO } from './money.js';
import {
  acceptInvitationBodySchema,
  accessDecisionBodySchema,
  createStaffBodySchema,
  mayApproveMoney,
  moneyCopy,
  moneyDecisionBodySchema,
  openInvitationBodySchema,
  sandboxHospitalStaffBodySchema,
  sandboxStaffBodySchema,
  staffCopy,
  staffLoginBodySchema,
  staffRoleSchema,
  startRefundBodySchema,
  updateStaffBodySchema,
  STAFF_CODE_FAILURES_LIMIT,
  STAFF_INDEPENDENCE_DAYS,
  STAFF_INVITATION_HOURS,
  STAFF_RECOVERY_CODE_COUNT,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  ROLES_NEEDING_APPROVAL,
} from './staff.js';

/** Each issue as 'path: message', or [] when the body is taken. */
const issues = (schema: { safeParse(v: unknown): unknown }) => (body: unknown) => {
  const result = schema.safeParse(body) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return result.success
    ? []
    : result.error!.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
};

const token = 'a'.repeat(20);

describe('the back office’s limits (issues 16 and 24)', () => {
  it('When the rules are read, then sessions, invitations, codes and independence are as docs/business-rules.md says', () => {
    expect(STAFF_SESSION_IDLE_MINUTES).toBe(15);
    expect(STAFF_SESSION_ABSOLUTE_HOURS).toBe(10);
    expect(STAFF_INVITATION_HOURS).toBe(72);
    expect(STAFF_CODE_FAILURES_LIMIT).toBe(5);
    expect(STAFF_INDEPENDENCE_DAYS).toBe(30);
    expect(STAFF_RECOVERY_CODE_COUNT).toBe(10);
    expect(ROLES_NEEDING_APPROVAL).toEqual(['finance', 'administrator']);
  });
});

describe('roles', () => {
  it('When a role is not one of the four, then it is refused with the list of roles', () => {
    expect(staffRoleSchema.parse('claims_officer')).toBe('claims_officer');
    expect(issues(staffRoleSchema)('cashier')).toEqual([
      ': Choose a role: reviewer, claims_officer, finance, administrator',
    ]);
  });
});

describe('staff sign-in', () => {
  const login = issues(staffLoginBodySchema);

  it('When the e-mail, password and a 6-digit code or a recovery code are given, then the body is taken, the e-mail lowercased and the code trimmed', () => {
    expect(
      staffLoginBodySchema.parse({ email: ' Ada@Alaafia.NG ', password: 'p', totp: ' 123456 ' }),
    ).toEqual({ email: 'ada@alaafia.ng', password: 'p', totp: '123456' });
    expect(
      staffLoginBodySchema.parse({ email: 'ada@alaafia.ng', password: 'p', totp: 'AB12C-9zx8y' })
        .totp,
    ).toBe('AB12C-9zx8y');
    // Without a code (the sandbox's staff have no second factor).
    expect(login({ email: 'ada@alaafia.ng', password: 'p' })).toEqual([]);
  });

  it('When the password is empty or too long, or the code is neither 6 digits nor a recovery code, then each is said', () => {
    expect(login({ email: 'ada@alaafia.ng', password: '' })).toEqual([
      `password: ${authCopy.passwordRequired}`,
    ]);
    expect(login({ email: 'ada@alaafia.ng', password: 'x'.repeat(129) })).toHaveLength(1);
    expect(login({ email: 'ada@alaafia.ng', password: 'x'.repeat(128) })).toEqual([]);
    for (const totp of ['12345', '1234567', 'a23456', 'AB12C9zx8y', 'AB12C-9zx8', 'x123456', '']) {
      expect(login({ email: 'ada@alaafia.ng', password: 'p', totp }), totp).toEqual([
        `totp: ${staffCopy.codeRequired}`,
      ]);
    }
    expect(login({ email: 'ada@alaafia.ng', password: 'p', totp: 123456 })).toEqual([
      `totp: ${staffCopy.codeRequired}`,
    ]);
  });
});

describe('creating and changing staff', () => {
  const create = issues(createStaffBodySchema);

  it('When an administrator creates one of ours, then at least one role is needed; repeated roles are kept once, sorted', () => {
    expect(
      createStaffBodySchema.parse({
        email: 'bola@alaafia.ng',
        name: '  Bola Ade ',
        roles: ['reviewer', 'finance', 'reviewer'],
      }),
    ).toEqual({ email: 'bola@alaafia.ng', name: 'Bola Ade', roles: ['finance', 'reviewer'] });
    expect(create({ email: 'bola@alaafia.ng', name: 'Bola', roles: [] })).toEqual([
      `roles: ${staffCopy.roleRequired}`,
    ]);
    expect(create({ email: 'bola@alaafia.ng', name: 'Bola' })).toEqual([
      `roles: ${staffCopy.roleRequired}`,
    ]);
    expect(
      create({
        email: 'bola@alaafia.ng',
        name: 'Bola',
        roles: ['reviewer', 'claims_officer', 'finance', 'administrator', 'reviewer'],
      }),
    ).toHaveLength(1);
  });

  it('When a hospital’s staff member is created, then the hospital code stands for the roles; an empty code or name is refused', () => {
    expect(
      createStaffBodySchema.parse({
        email: 'nurse@lagos.ng',
        name: 'Nurse',
        hospital_code: ' H1 ',
      }),
    ).toEqual({ email: 'nurse@lagos.ng', name: 'Nurse', hospital_code: 'H1' });
    expect(create({ email: 'nurse@lagos.ng', name: 'Nurse', hospital_code: '  ' })).toEqual([
      `hospital_code: ${staffCopy.hospitalUnknown}`,
    ]);
    expect(
      create({ email: 'nurse@lagos.ng', name: 'Nurse', hospital_code: 'H'.repeat(41) }),
    ).toHaveLength(1);
    expect(create({ email: 'nurse@lagos.ng', name: ' ', hospital_code: 'H1' })).toEqual([
      `name: ${staffCopy.nameRequired}`,
    ]);
    expect(create({ email: 'nurse@lagos.ng', hospital_code: 'H1' })).toEqual([
      `name: ${staffCopy.nameRequired}`,
    ]);
    expect(
      create({ email: 'nurse@lagos.ng', name: 'N'.repeat(121), hospital_code: 'H1' }),
    ).toHaveLength(1);
  });

  it('When a member is changed, then roles or disabled must be said; roles are deduplicated and sorted, and none is refused', () => {
    expect(updateStaffBodySchema.parse({ disabled: true })).toEqual({ disabled: true });
    expect(updateStaffBodySchema.parse({ roles: ['finance', 'administrator', 'finance'] })).toEqual(
      {
        roles: ['administrator', 'finance'],
      },
    );
    expect(issues(updateStaffBodySchema)({})).toEqual([': Say what to change: roles or disabled.']);
    expect(issues(updateStaffBodySchema)({ roles: [] })).toEqual([
      `roles: ${staffCopy.roleRequired}`,
    ]);
    expect(
      issues(updateStaffBodySchema)({
        roles: ['reviewer', 'claims_officer', 'finance', 'administrator', 'finance'],
      }),
    ).toHaveLength(1);
  });

  it('When the sandbox makes a staff member, then a role or roles are needed, and a hospital’s member needs its code', () => {
    const sandbox = issues(sandboxStaffBodySchema);
    const base = { email: 'sam@alaafia.ng', password: 'a long passphrase 1' };
    expect(sandbox({ ...base, role: 'finance' })).toEqual([]);
    expect(sandbox({ ...base, roles: ['finance'] })).toEqual([]);
    expect(sandbox(base)).toEqual([`role: ${staffCopy.roleRequired}`]);
    expect(sandboxStaffBodySchema.parse({ ...base, role: 'finance', name: ' Sam ' }).name).toBe(
      'Sam',
    );
    expect(sandbox({ ...base, role: 'finance', name: ' ' })).toHaveLength(1);
    expect(sandbox({ ...base, role: 'finance', name: 'S'.repeat(121) })).toHaveLength(1);
    const hospital = issues(sandboxHospitalStaffBodySchema);
    expect(hospital({ ...base, hospital_code: ' ' })).toEqual([
      `hospital_code: ${staffCopy.hospitalUnknown}`,
    ]);
    expect(hospital({ ...base, hospital_code: 'H'.repeat(41) })).toHaveLength(1);
    expect(sandboxHospitalStaffBodySchema.parse({ ...base, hospital_code: ' H1 ' })).toEqual({
      ...base,
      hospital_code: 'H1',
    });
    expect(hospital({ ...base, hospital_code: 'H1', name: ' ' })).toHaveLength(1);
    expect(hospital({ ...base, hospital_code: 'H1', name: 'S'.repeat(121) })).toHaveLength(1);
  });
});

describe('invitations (issue 24)', () => {
  it('When the link’s token is shorter than 20 or longer than 200 characters, then the invitation is not valid', () => {
    expect(openInvitationBodySchema.parse({ token: ` ${token} ` })).toEqual({ token });
    for (const bad of ['a'.repeat(19), 'a'.repeat(201), undefined]) {
      expect(issues(openInvitationBodySchema)({ token: bad })).toEqual([
        `token: ${staffCopy.invitationInvalid}`,
      ]);
    }
    expect(issues(openInvitationBodySchema)({ token: 'a'.repeat(200) })).toEqual([]);
  });

  it('When an invitation is accepted, then the code must be 6 digits (no recovery code yet)', () => {
    const accept = issues(acceptInvitationBodySchema);
    const body = { token, password: 'a long passphrase 1' };
    expect(acceptInvitationBodySchema.parse({ ...body, totp: ' 654321 ' }).totp).toBe('654321');
    for (const totp of ['AB12C-9zx8y', '65432', '6543210', 'x654321']) {
      expect(accept({ ...body, totp }), totp).toEqual([
        'totp: Enter the 6-digit code from your authenticator app.',
      ]);
    }
    expect(accept({ ...body })).toEqual([`totp: ${staffCopy.codeRequired}`]);
  });
});

describe('money needs two people (issues 16 and 24)', () => {
  it('When the approver is another finance member, then they may approve; the one who started it, or someone without finance, may not', () => {
    expect(mayApproveMoney(1, { id: 2, roles: ['finance'] })).toBe(true);
    expect(mayApproveMoney(1, { id: 1, roles: ['finance'] })).toBe(false);
    expect(mayApproveMoney(1, { id: 2, roles: ['administrator', 'reviewer'] })).toBe(false);
  });

  it('When a refund is started, then the reference and a reason of 5 or more characters are needed, and an amount is positive whole kobo up to MAX_KOBO (issue 36: ₦2,000,000,000 and more)', () => {
    const start = issues(startRefundBodySchema);
    const body = { reference: ' ALF-1 ', reason: ' Paid twice ' };
    expect(startRefundBodySchema.parse(body)).toEqual({ reference: 'ALF-1', reason: 'Paid twice' });
    expect(start({ ...body, reference: ' ' })).toEqual([`reference: ${moneyCopy.notPaid}`]);
    expect(start({ ...body, reference: undefined })).toEqual([`reference: ${moneyCopy.notPaid}`]);
    expect(start({ ...body, reference: 'R'.repeat(101) })).toHaveLength(1);
    expect(start({ ...body, reason: ' four ' })).toEqual([`reason: ${moneyCopy.reasonRequired}`]);
    expect(start({ ...body, reason: undefined })).toEqual([`reason: ${moneyCopy.reasonRequired}`]);
    expect(start({ ...body, reason: 'r'.repeat(501) })).toHaveLength(1);
    expect(start({ ...body, amount_kobo: 1 })).toEqual([]);
    expect(start({ ...body, amount_kobo: 1_000_000_000 })).toEqual([]);
    expect(start({ ...body, amount_kobo: 200_000_000_000 })).toEqual([]);
    expect(start({ ...body, amount_kobo: MAX_KOBO })).toEqual([]);
    for (const amount_kobo of [0, -1, 1.5]) {
      expect(start({ ...body, amount_kobo }), String(amount_kobo)).toHaveLength(1);
    }
    // Past the exact integers (2^53 kobo): refused, as neither whole nor within the maximum.
    expect(start({ ...body, amount_kobo: MAX_KOBO + 1 }).length).toBeGreaterThan(0);
  });

  it('When a decision is sent, then it is approve or reject, with an optional reason of at most 500 characters', () => {
    for (const schema of [moneyDecisionBodySchema, accessDecisionBodySchema]) {
      expect(schema.parse({ decision: 'reject', reason: ' Not ours ' })).toEqual({
        decision: 'reject',
        reason: 'Not ours',
      });
      expect(issues(schema)({ decision: 'maybe' })).toEqual([
        'decision: Choose approve or reject.',
      ]);
      expect(issues(schema)({ decision: 'approve', reason: 'r'.repeat(501) })).toHaveLength(1);
    }
  });
});
