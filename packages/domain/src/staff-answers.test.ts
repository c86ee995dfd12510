import { describe, expect, it } from 'vitest';
import { authCopy } from './auth.js';
import {
  acceptedInvitationAnswerSchema,
  auditChoicesSchema,
  auditRowSchema,
  invitedStaffAnswerSchema,
  newStaffAnswerSchema,
  openInvitationAnswerSchema,
  staffLoginBodySchema,
  type StaffMember,
} from './staff.js';

/**
 * The back office's staff answers (issue 24): what a member, an invitation and the audit log carry,
 * and where a member signs in (issue 43).
 */
const member: StaffMember = {
  id: 3,
  email: 'ada@alaafia.ng',
  name: 'Ada Obi',
  roles: ['claims_officer'],
  second_factor: true,
  invited: false,
  disabled: false,
  pending_access: {
    id: 1,
    staff_id: 3,
    roles: ['claims_officer', 'finance'],
    enable: true,
    status: 'awaiting_approval',
    requested_by: 2,
    requested_at: '2026-12-07T10:00:00.000Z',
    decided_by: null,
    decided_at: null,
  },
  created_at: '2026-12-01T10:00:00.000Z',
  last_signed_in_at: null,
  hospital_id: null,
};

describe('signing in', () => {
  it('When the password is not text, then the member is asked for it', () => {
    const r = staffLoginBodySchema.safeParse({ email: 'ada@alaafia.ng', password: 5 });
    expect(r.error!.issues.filter((i) => i.path[0] === 'password').map((i) => i.message)).toEqual([
      authCopy.passwordRequired,
    ]);
  });
});

describe('a member and an invitation as the back office reads them', () => {
  it('When a member is invited, then the member, their pending access and the invitation are kept', () => {
    const invited = {
      staff: member,
      invitation: { expires_at: '2026-12-14T10:00:00.000Z', sent: false },
    };
    expect(invitedStaffAnswerSchema.parse(invited)).toEqual(invited);
  });

  it('When an invitation is opened or accepted, then the member signs in at the back office or a hospital’s portal', () => {
    const opened = {
      email: 'ada@alaafia.ng',
      name: 'Ada Obi',
      totp_secret: 'JBSWY3DPEHPK3PXP',
      totp_uri: 'otpauth://totp/Alaafia:ada',
      totp_qr_svg: '<svg/>',
      sign_in_path: '/admin',
      expires_at: '2026-12-14T10:00:00.000Z',
    };
    for (const sign_in_path of ['/admin', '/hospital']) {
      expect(openInvitationAnswerSchema.parse({ ...opened, sign_in_path })).toEqual({
        ...opened,
        sign_in_path,
      });
      const accepted = { email: 'ada@alaafia.ng', recovery_codes: ['abcde-12345'], sign_in_path };
      expect(acceptedInvitationAnswerSchema.parse(accepted)).toEqual(accepted);
    }
    expect(openInvitationAnswerSchema.safeParse({ ...opened, sign_in_path: '/' }).success).toBe(
      false,
    );
    expect(
      acceptedInvitationAnswerSchema.safeParse({
        email: 'a',
        recovery_codes: [],
        sign_in_path: '/',
      }).success,
    ).toBe(false);
  });

  it('When a member is made on the command line, then their first credentials are answered with them', () => {
    const made = {
      staff: member,
      password: 'a long password',
      totp_secret: 'JBSWY3DPEHPK3PXP',
      totp_uri: 'otpauth://totp/Alaafia:ada',
      recovery_codes: ['abcde-12345'],
    };
    expect(newStaffAnswerSchema.parse(made)).toEqual(made);
  });
});

describe('the audit log', () => {
  it('When a row and the filter choices are answered, then every field is kept', () => {
    const row = {
      id: 9,
      at: '2026-12-07T10:00:00.000Z',
      staff_id: 3,
      staff_email: 'ada@alaafia.ng',
      roles: ['claims_officer'],
      action: 'claim.decide',
      record_type: 'claim',
      record_id: '12',
      before: { status: 'in_review' },
      after: { status: 'approved' },
      ip: '127.0.0.1',
      user_agent: null,
    };
    expect(auditRowSchema.parse(row)).toEqual(row);
    const choices = {
      actions: ['claim.decide'],
      actors: [{ staff_id: 3, email: 'ada@alaafia.ng' }],
    };
    expect(auditChoicesSchema.parse(choices)).toEqual(choices);
  });
});
