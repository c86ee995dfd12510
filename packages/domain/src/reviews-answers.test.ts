import { describe, expect, it } from 'vitest';
import {
  parseReviewId,
  reviewDecisionAnswerSchema,
  reviewDecisionBodySchema,
  reviewItemSchema,
  reviewKindSchema,
  reviewsCopy,
} from './reviews.js';

/**
 * The back office's reviews (employment letters, identity, hospital changes): the words an officer
 * reads when a decision is wrong, the edge of a rejection's reason, and the items' shapes (issue 43).
 */
const messagesAt = (
  r: { error?: { issues: { path: PropertyKey[]; message: string; code?: string }[] } },
  field: string,
) => (r.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe('a decision on a review', () => {
  it('When the kind, the decision or the reason is not of its form, then the officer reads which', () => {
    expect(reviewKindSchema.safeParse('loan').error!.issues[0]!.message).toBe(
      reviewsCopy.kindRequired,
    );
    expect(
      messagesAt(reviewDecisionBodySchema.safeParse({ decision: 'maybe' }), 'decision'),
    ).toEqual([reviewsCopy.decisionRequired]);
    expect(
      messagesAt(reviewDecisionBodySchema.safeParse({ decision: 'approve', reason: 5 }), 'reason'),
    ).toEqual([reviewsCopy.reasonRequired]);
  });

  it('When a rejection’s reason has exactly 5 characters, then it is enough; 4 are not, at reason as a custom issue', () => {
    expect(
      reviewDecisionBodySchema.safeParse({ decision: 'reject', reason: 'Blurr' }).success,
    ).toBe(true);
    expect(
      reviewDecisionBodySchema.safeParse({ decision: 'reject', reason: 'Blur' }).error!.issues,
    ).toEqual([
      expect.objectContaining({
        code: 'custom',
        path: ['reason'],
        message: reviewsCopy.reasonRequired,
      }),
    ]);
  });

  it('When a review id has words before its kind, then it is no review', () => {
    expect(parseReviewId('x-employment-12')).toBeNull();
  });
});

describe('the review items the officer reads', () => {
  const customer = { id: 4, name: 'Ngozi Eze', email: 'ngozi@example.ng', phone: '08031234567' };
  const item = (evidence: Record<string, unknown>) => ({
    id: `${String(evidence.kind)}-1`,
    kind: evidence.kind,
    submitted_at: '2026-12-07T10:00:00.000Z',
    customer,
    evidence,
  });

  it('When an employment letter, an identity check and a hospital change are listed, then each keeps its evidence', () => {
    const employment = {
      kind: 'employment',
      letter: {
        url: '/api/admin/files/1',
        content_type: 'application/pdf',
        file_name: 'letter.pdf',
        size: 2048,
        inline: true,
      },
      employer_name: 'Dangote',
      salary: 250_000,
      work_position: 'Engineer',
      number_of_months_in_current_position: 30,
      number_of_jobs_in_five_years: 2,
      permanent_staff: true,
      is_confirmed_staff: true,
      have_disability: false,
    };
    const kyc = {
      kind: 'kyc',
      reason: 'name_only_match',
      id_type: 'nin',
      document: {
        number: '••••••4567',
        status: 'verified',
        registered_name: 'NGOZI EZE',
        provider: 'dojah',
        verified_at: null,
      },
      image_url: null,
      names_shown: ['NGOZI EZE'],
    };
    const hospital = {
      kind: 'hospital-change',
      from_hospital: null,
      to_hospital: 'Reddington',
      change_reason: 'Moved house',
      last_change_at: null,
    };
    for (const evidence of [employment, kyc, hospital])
      expect(reviewItemSchema.parse(item(evidence))).toEqual(item(evidence));
    expect(reviewItemSchema.safeParse(item({ ...hospital, kind: 'loan' })).success).toBe(false);
  });

  it('When a decision is answered, then it is approved or rejected, with its reason', () => {
    const answer = {
      id: 'kyc-5',
      kind: 'kyc',
      status: 'rejected',
      decided_at: '2026-12-07T10:00:00.000Z',
      reason: 'Blurred picture',
    };
    expect(reviewDecisionAnswerSchema.parse(answer)).toEqual(answer);
    expect(
      reviewDecisionAnswerSchema.parse({ ...answer, status: 'approved', reason: null }).status,
    ).toBe('approved');
    expect(reviewDecisionAnswerSchema.safeParse({ ...answer, status: 'pending' }).success).toBe(
      false,
    );
  });
});
