import { describe, expect, it } from 'vitest';
import {
  adminComplaintSchema,
  complaintAnswerBodySchema,
  complaintCopy,
  COMPLAINT_CATEGORY_KEYS,
  customerComplaintBodySchema,
  publicComplaintBodySchema,
  supportContactsSchema,
} from './complaints.js';
import { phoneCopy } from './phone.js';

/**
 * Complaints (docs/business-rules.md, 'Help and complaints'): what a complainant and a staff member
 * read when a form is wrong, each field's bounds, and the answers' shapes (issue 43).
 */
const messagesAt = (
  r: { error?: { issues: { path: PropertyKey[]; message: string; code?: string }[] } },
  field: string,
) => (r.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

const category = COMPLAINT_CATEGORY_KEYS[0];
const description = 'The hospital asked me to pay for a covered visit.';

describe('a signed-in customer’s complaint', () => {
  it('When the description or the policy is not text, then each has its words', () => {
    const r = customerComplaintBodySchema.safeParse({ category, description: 5, policy_number: 6 });
    expect(messagesAt(r, 'description')).toEqual([complaintCopy.descriptionRequired]);
    expect(messagesAt(r, 'policy_number')).toEqual([complaintCopy.policyUnknown]);
  });

  it('When a policy number is given, then it is trimmed, up to 40 characters', () => {
    expect(
      customerComplaintBodySchema.parse({ category, description, policy_number: ' ALF-HI-1 ' }),
    ).toEqual({ category, description, policy_number: 'ALF-HI-1' });
    const at = (policy_number: string) =>
      customerComplaintBodySchema.safeParse({ category, description, policy_number });
    expect(at('P'.repeat(40)).success).toBe(true);
    expect(messagesAt(at('P'.repeat(41)), 'policy_number')).toEqual([complaintCopy.policyUnknown]);
  });
});

describe('a complaint without an account', () => {
  const complaint = {
    category,
    description,
    full_name: 'Ngozi Eze',
    email: 'ngozi@example.ng',
    phone_number: '08031234567',
  };

  it('When every field is right, then the phone is stored as 080... and a policy number is trimmed', () => {
    expect(
      publicComplaintBodySchema.parse({
        ...complaint,
        phone_number: '+2348031234567',
        policy_number: ' ALF-HI-1 ',
      }),
    ).toEqual({ ...complaint, policy_number: 'ALF-HI-1' });
    expect(
      publicComplaintBodySchema.safeParse({ ...complaint, policy_number: 'P'.repeat(40) }).success,
    ).toBe(true);
    expect(
      publicComplaintBodySchema.safeParse({ ...complaint, policy_number: 'P'.repeat(41) }).success,
    ).toBe(false);
  });

  it('When the name or the phone is not text, or the phone is not Nigerian, then each has its words', () => {
    const r = publicComplaintBodySchema.safeParse({ ...complaint, full_name: 1, phone_number: 2 });
    expect(messagesAt(r, 'full_name')).toEqual([complaintCopy.nameRequired]);
    expect(messagesAt(r, 'phone_number')).toEqual([phoneCopy.invalid]);
    const foreign = publicComplaintBodySchema.safeParse({
      ...complaint,
      phone_number: '+254711000111',
    });
    expect(foreign.error!.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        path: ['phone_number'],
        message: phoneCopy.invalid,
      }),
    ]);
  });
});

describe('the answer and what the back office reads', () => {
  it('When the answer is not text, then the staff member is asked to write it', () => {
    expect(messagesAt(complaintAnswerBodySchema.safeParse({ response: 9 }), 'response')).toEqual([
      complaintCopy.responseRequired,
    ]);
  });

  it('When a complaint is shown in the back office, then the complainant and the handling are kept', () => {
    const shown = {
      reference: 'CMP-2026-0001',
      category,
      category_label: 'Claims',
      description,
      policy_number: null,
      status: 'open',
      status_label: 'Received',
      filed_at: '2026-12-07T10:00:00.000Z',
      answer_due_by: '2026-12-21',
      response: null,
      resolved_at: null,
      id: 1,
      complainant: { customer_id: null, name: 'Ngozi Eze', email: 'ngozi@example.ng', phone: null },
      assigned_to: 3,
      resolved_by: null,
      late: false,
    };
    expect(adminComplaintSchema.parse(shown)).toEqual(shown);
  });

  it('When the support contacts are answered, then the underwriter and its licence are kept', () => {
    const contacts = {
      phone: '0201 330 0000',
      whatsapp: '2348000000000',
      email: 'help@alaafia.ng',
      hours: 'Mon-Fri 8:00-18:00',
      answer_working_days: 10,
      underwriter: { name: 'An insurer', naicom_licence: 'RIC-123' },
    };
    expect(supportContactsSchema.parse(contacts)).toEqual(contacts);
  });
});
