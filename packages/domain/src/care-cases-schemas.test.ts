import { describe, expect, it } from 'vitest';
import {
  askedToPayAnswerBodySchema,
  askedToPayBodySchema,
  askedToPayCaseSchema,
  askedToPayRefundBodySchema,
  careConfirmationBodySchema,
  careConfirmationSchema,
  careCopy,
} from './care-cases.js';
import { MAX_NAIRA_INPUT } from './money.js';

/**
 * The member's side of the care a hospital gives (docs/business-rules.md, 'The member confirms the
 * care' and 'Asked to pay at the hospital'): what the member and the claims team read when a form is
 * wrong, each field's bounds, and the answers' shapes (issue 43).
 */
type Parsed = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messagesAt = (result: Parsed, field: string) =>
  (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe('confirming the care a hospital recorded', () => {
  it('When the member answers yes or no, then the answer is kept; anything else asks whether they received it', () => {
    expect(careConfirmationBodySchema.parse({ received: false })).toEqual({ received: false });
    const r = careConfirmationBodySchema.safeParse({ received: 'yes' });
    expect(messagesAt(r, 'received')).toEqual([careCopy.answerRequired]);
  });

  it('When a question is answered to the member, then it is about a pre-authorisation or a visit, answered yes, no or not yet', () => {
    const question = {
      id: 1,
      kind: 'visit',
      hospital: 'Reddington',
      benefit: null,
      care_date: '2026-12-01',
      asked_at: '2026-12-02T10:00:00.000Z',
      answer: 'no',
      answered_at: '2026-12-02T11:00:00.000Z',
    };
    expect(careConfirmationSchema.parse(question)).toEqual(question);
    const used = { ...question, kind: 'preauthorisation', benefit: 'accidents_emergencies' };
    expect(careConfirmationSchema.parse({ ...used, answer: 'yes' }).answer).toBe('yes');
    expect(careConfirmationSchema.parse({ ...used, answer: null }).kind).toBe('preauthorisation');
    expect(careConfirmationSchema.safeParse({ ...question, kind: 'claim' }).success).toBe(false);
    expect(careConfirmationSchema.safeParse({ ...question, answer: 'maybe' }).success).toBe(false);
  });
});

describe('“I was asked to pay”', () => {
  const asked = { hospital_id: 3, visit_date: '2026-12-01', amount_asked: 5000, paid: true };

  it('When the hospital, the amount or whether they paid is not given, then each has its words', () => {
    expect(askedToPayBodySchema.parse({ ...asked, receipt: ' /api/local/uploads/r1 ' })).toEqual({
      ...asked,
      receipt: '/api/local/uploads/r1',
    });
    const r = askedToPayBodySchema.safeParse({ hospital_id: '3', amount_asked: '5000', paid: 1 });
    expect(messagesAt(r, 'hospital_id')).toEqual([careCopy.hospitalRequired]);
    expect(messagesAt(r, 'amount_asked')).toEqual([careCopy.amountRequired]);
    expect(messagesAt(r, 'paid')).toEqual([careCopy.paidRequired]);
  });

  it('When the hospital id is past any id, then the hospital is unknown; ₦1 to the largest input may be asked', () => {
    expect(
      messagesAt(
        askedToPayBodySchema.safeParse({ ...asked, hospital_id: 2_147_483_648 }),
        'hospital_id',
      ),
    ).toEqual([careCopy.hospitalUnknown]);
    expect(askedToPayBodySchema.safeParse({ ...asked, hospital_id: 2_147_483_647 }).success).toBe(
      true,
    );
    for (const amount_asked of [1, MAX_NAIRA_INPUT])
      expect(askedToPayBodySchema.safeParse({ ...asked, amount_asked }).success).toBe(true);
    for (const amount_asked of [0, MAX_NAIRA_INPUT + 1])
      expect(
        messagesAt(askedToPayBodySchema.safeParse({ ...asked, amount_asked }), 'amount_asked'),
      ).toEqual([careCopy.amountRequired]);
  });

  it('When the receipt reference runs past 300 characters, then it is refused', () => {
    expect(askedToPayBodySchema.safeParse({ ...asked, receipt: 'r'.repeat(300) }).success).toBe(
      true,
    );
    expect(askedToPayBodySchema.safeParse({ ...asked, receipt: 'r'.repeat(301) }).success).toBe(
      false,
    );
  });

  it('When a case is shown, then its hospital, times and refund claim are kept', () => {
    const shown = {
      id: 9,
      hospital: { code: 'LAG-001', name: 'Reddington' },
      visit_date: '2026-12-01',
      amount_asked: 5000,
      paid: true,
      receipt: true,
      opened_at: '2026-12-01T10:00:00.000Z',
      answer_due_by: '2026-12-01T11:00:00.000Z',
      minutes_left: null,
      escalated_at: null,
      answered_at: '2026-12-01T10:30:00.000Z',
      answer: 'The hospital will refund you.',
      refund_claim: {
        id: 4,
        claim_number: 'CLM-0004',
        status: 'submitted',
        status_label: 'Submitted',
        amount_claimed: 5000,
      },
    };
    expect(askedToPayCaseSchema.parse(shown)).toEqual(shown);
  });
});

describe('claiming back what was paid', () => {
  const refund = {
    amount_paid: 5000,
    care: 'accidents_emergencies',
    receipt: '/api/local/uploads/r1',
    bank_code: '058',
    account_number: '0123456789',
  };

  it('When the refund is read, then the receipt is trimmed and every field kept', () => {
    expect(
      askedToPayRefundBodySchema.parse({ ...refund, receipt: ' /api/local/uploads/r1 ' }),
    ).toEqual(refund);
  });

  it('When the amount, the care or the receipt is wrong, then the member reads what to do', () => {
    const r = askedToPayRefundBodySchema.safeParse({
      ...refund,
      amount_paid: 'all',
      care: 'dental',
      receipt: 7,
    });
    expect(messagesAt(r, 'amount_paid')).toEqual([careCopy.refundAmountRequired]);
    expect(messagesAt(r, 'care')).toEqual([careCopy.careRequired]);
    expect(messagesAt(r, 'receipt')).toEqual([careCopy.receiptRequired]);
    for (const amount_paid of [0, 1.5, MAX_NAIRA_INPUT + 1])
      expect(
        messagesAt(askedToPayRefundBodySchema.safeParse({ ...refund, amount_paid }), 'amount_paid'),
      ).toEqual([careCopy.refundAmountRequired]);
    expect(
      askedToPayRefundBodySchema.safeParse({ ...refund, amount_paid: MAX_NAIRA_INPUT }).success,
    ).toBe(true);
  });

  it('When the receipt is blank or its reference too long, then it is asked for or not found', () => {
    expect(
      messagesAt(askedToPayRefundBodySchema.safeParse({ ...refund, receipt: '  ' }), 'receipt'),
    ).toEqual([careCopy.receiptRequired]);
    expect(
      askedToPayRefundBodySchema.safeParse({ ...refund, receipt: 'r'.repeat(300) }).success,
    ).toBe(true);
    expect(
      messagesAt(
        askedToPayRefundBodySchema.safeParse({ ...refund, receipt: 'r'.repeat(301) }),
        'receipt',
      ),
    ).toEqual([careCopy.receiptNotFound]);
  });
});

describe('the claims team’s answer to the member', () => {
  it('When the answer is not text, blank or past 1,000 characters, then the officer is asked to write it', () => {
    expect(askedToPayAnswerBodySchema.parse({ answer: ' Refunded. ' })).toEqual({
      answer: 'Refunded.',
    });
    expect(askedToPayAnswerBodySchema.safeParse({ answer: 'a'.repeat(1000) }).success).toBe(true);
    for (const answer of [1, '   '])
      expect(messagesAt(askedToPayAnswerBodySchema.safeParse({ answer }), 'answer')).toEqual([
        careCopy.answerTextRequired,
      ]);
    expect(askedToPayAnswerBodySchema.safeParse({ answer: 'a'.repeat(1001) }).success).toBe(false);
  });
});
