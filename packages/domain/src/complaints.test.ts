import { describe, expect, it } from 'vitest';
import {
  canMoveComplaint,
  complaintAnswerDueBy,
  complaintAnswerBodySchema,
  complaintCopy,
  customerComplaintBodySchema,
  publicComplaintBodySchema,
} from './complaints.js';

describe('complaints', () => {
  it('When a complaint is filed, then its answer is due 10 working days later, skipping weekends and holidays', () => {
    // Monday 1 June 2026: two weekends and Democracy Day (Friday 12 June) are skipped.
    expect(complaintAnswerDueBy('2026-06-01')).toBe('2026-06-16');
    // Filed on a Saturday: the count starts on Monday.
    expect(complaintAnswerDueBy('2026-06-06')).toBe('2026-06-22');
  });

  it('When staff move a complaint, then only open -> taken -> answered (or open -> answered) is allowed', () => {
    expect(canMoveComplaint('open', 'in_progress')).toBe(true);
    expect(canMoveComplaint('open', 'resolved')).toBe(true);
    expect(canMoveComplaint('in_progress', 'resolved')).toBe(true);
    expect(canMoveComplaint('resolved', 'in_progress')).toBe(false);
    expect(canMoveComplaint('resolved', 'resolved')).toBe(false);
    expect(canMoveComplaint('in_progress', 'open')).toBe(false);
  });

  it('When a customer writes a complaint, then the category and 20 to 3,000 characters are required', () => {
    const ok = customerComplaintBodySchema.safeParse({
      category: 'claim',
      description: '  My claim has waited for three weeks.  ',
    });
    expect(ok.success && ok.data.description).toBe('My claim has waited for three weeks.');
    const short = customerComplaintBodySchema.safeParse({
      category: 'claim',
      description: 'x'.repeat(19),
    });
    expect(short.error?.issues[0]?.message).toBe(complaintCopy.descriptionRequired);
    expect(
      customerComplaintBodySchema.safeParse({ category: 'claim', description: 'x'.repeat(20) })
        .success,
    ).toBe(true);
    const long = customerComplaintBodySchema.safeParse({
      category: 'claim',
      description: 'x'.repeat(3001),
    });
    expect(long.error?.issues[0]?.message).toBe(complaintCopy.descriptionTooLong);
    const unknown = customerComplaintBodySchema.safeParse({
      category: 'weather',
      description: 'x'.repeat(30),
    });
    expect(unknown.error?.issues[0]?.message).toBe(complaintCopy.categoryRequired);
  });

  it('When someone without an account complains, then their name, e-mail and a Nigerian phone are required, the phone kept in local form', () => {
    const ok = publicComplaintBodySchema.safeParse({
      category: 'service',
      description: 'Nobody answered my e-mail for a week.',
      full_name: ' Ngozi Eze ',
      email: 'ngozi@example.ng',
      phone_number: '+234 803 555 0101',
    });
    expect(ok.success && ok.data).toMatchObject({
      full_name: 'Ngozi Eze',
      phone_number: '08035550101',
    });
    const bad = publicComplaintBodySchema.safeParse({
      category: 'service',
      description: 'Nobody answered my e-mail for a week.',
      full_name: 'Ng',
      email: 'ngozi',
      phone_number: '0803',
    });
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      'email',
      'full_name',
      'phone_number',
    ]);
  });

  it('When staff answer, then the answer needs at least 20 characters', () => {
    expect(
      complaintAnswerBodySchema.safeParse({ response: 'x'.repeat(19) }).error?.issues[0]?.message,
    ).toBe(complaintCopy.responseRequired);
    expect(complaintAnswerBodySchema.safeParse({ response: 'x'.repeat(20) }).success).toBe(true);
  });
});
