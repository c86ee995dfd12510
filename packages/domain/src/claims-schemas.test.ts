import { describe, expect, it } from 'vitest';
import {
  canMoveClaim,
  claimBankAccountBodySchema,
  claimBodySchema,
  claimConfirmBodySchema,
  claimCopy,
  claimCoverWasOn,
  claimDecisionBodySchema,
  claimDue,
  claimEligibilityQuerySchema,
  claimInfoBodySchema,
  claimRejectionCodeSchema,
  CLAIM_STATUSES,
  eiMonthlyPayouts,
  isLate,
  isOpenClaim,
  nextOfKinClaimBodySchema,
  nextOfKinClaimCopy,
  nextOfKinCodeBodySchema,
  nextOfKinTokenSchema,
  nextOfKinVerifyBodySchema,
  OPEN_CLAIM_STATUSES,
  policyYearOf,
  stillHeldForPremium,
  UNDECIDED_CLAIM_STATUSES,
} from './claims.js';
import { nairaToKobo } from './money.js';

/**
 * The words a claimant or an officer reads when a claim's form is wrong, and the bounds of each
 * field (issue 43: the schemas' messages and limits are rules of their own).
 */
type Parsed = {
  success: boolean;
  data?: unknown;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
};
const messagesAt = (result: Parsed, field: string) =>
  (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

const doc = '/api/local/uploads/abcdefghijklmnopqrstuvwxyz';
const ei = {
  product_uid: 'EI',
  reason: 'dismissal',
  date_of_job_loss: '2026-09-01',
  notice_before_purchase: false,
  documents: [doc],
  bank_code: '058',
  account_number: '0123456789',
};
const htci = {
  product_uid: 'HTCI',
  benefit: 'accident_emergency',
  date_of_event: '2026-09-01',
  amount_claimed: 80_000,
  documents: [doc],
  bank_code: '058',
  account_number: '0123456789',
};
const decision = { decision: 'approve', reason: 'letter checked' };

describe('the claim form’s words for each wrong field', () => {
  it('When the date is not a day, then the claimant reads the date message', () => {
    const r = claimBodySchema.safeParse({ ...ei, date_of_job_loss: 'soon' });
    expect(messagesAt(r, 'date_of_job_loss')).toEqual([claimCopy.dateRequired]);
  });

  it('When documents are missing, empty, blank or not text, then the claimant is asked for documents', () => {
    for (const documents of ['one', [], ['   '], [42]]) {
      const r = claimBodySchema.safeParse({ ...ei, documents });
      expect(messagesAt(r, 'documents'), JSON.stringify(documents)).toEqual([
        claimCopy.documentsRequired,
      ]);
    }
  });

  it('When a reason, an answer on notice, a benefit or an amount is missing, then each has its own words', () => {
    const e = claimBodySchema.safeParse({ ...ei, reason: 'bored', notice_before_purchase: 'no' });
    expect(messagesAt(e, 'reason')).toEqual([claimCopy.reasonRequired]);
    expect(messagesAt(e, 'notice_before_purchase')).toEqual([
      claimCopy.noticeBeforePurchaseRequired,
    ]);
    const h = claimBodySchema.safeParse({ ...htci, benefit: 'dental', amount_claimed: 'lots' });
    expect(messagesAt(h, 'benefit')).toEqual([claimCopy.benefitRequired]);
    expect(messagesAt(h, 'amount_claimed')).toEqual([claimCopy.amountRequired]);
  });

  it('When the product is neither EI nor HTCI, then the claimant is asked to choose one', () => {
    const r = claimBodySchema.safeParse({ ...ei, product_uid: 'LIFE' });
    expect(r.error!.issues.map((i) => i.message)).toEqual(['Choose what to claim on: EI or HTCI']);
  });

  it('When a description is written, then it is trimmed and may run to 2,000 characters, not more', () => {
    const r = claimBodySchema.safeParse({ ...ei, description: '  lost my job  ' });
    expect(r.data).toMatchObject({ description: 'lost my job' });
    expect(claimBodySchema.safeParse({ ...ei, description: 'a'.repeat(2000) }).success).toBe(true);
    expect(claimBodySchema.safeParse({ ...ei, description: 'a'.repeat(2001) }).success).toBe(false);
  });
});

describe('answering a request for information, and the monthly confirmation', () => {
  it('When a note is sent, then it is kept trimmed, up to 2,000 characters', () => {
    expect(claimInfoBodySchema.parse({ note: '  the letter  ', documents: [doc] })).toEqual({
      note: 'the letter',
      documents: [doc],
    });
    expect(claimInfoBodySchema.safeParse({ note: 'a'.repeat(2000) }).success).toBe(true);
    expect(claimInfoBodySchema.safeParse({ note: 'a'.repeat(2001) }).success).toBe(false);
  });

  it('When the customer does not answer Yes or No, then they are asked to', () => {
    expect(claimConfirmBodySchema.parse({ still_unemployed: true })).toEqual({
      still_unemployed: true,
    });
    const r = claimConfirmBodySchema.safeParse({ still_unemployed: 'maybe' });
    expect(messagesAt(r, 'still_unemployed')).toEqual(['Please answer Yes or No']);
  });
});

describe('the officer’s decision', () => {
  it('When the decision is not approve, reject or request_info, then the officer is told the three', () => {
    const r = claimDecisionBodySchema.safeParse({ ...decision, decision: 'maybe' });
    expect(messagesAt(r, 'decision')).toEqual(['Choose approve, reject or request_info.']);
  });

  it('When the reason is not text, under 5 characters once trimmed or over 2,000, then it is refused', () => {
    for (const reason of [12345, '   abcd   ']) {
      const r = claimDecisionBodySchema.safeParse({ ...decision, reason });
      expect(messagesAt(r, 'reason')).toEqual([claimCopy.decisionReasonRequired]);
    }
    expect(
      claimDecisionBodySchema.safeParse({ ...decision, reason: 'a'.repeat(2000) }).success,
    ).toBe(true);
    expect(
      claimDecisionBodySchema.safeParse({ ...decision, reason: 'a'.repeat(2001) }).success,
    ).toBe(false);
  });

  it('When an amount is given, then it is whole naira from 1 to ₦100,000,000', () => {
    for (const amount of [1, 80_000, 100_000_000])
      expect(claimDecisionBodySchema.safeParse({ ...decision, amount }).success, `${amount}`).toBe(
        true,
      );
    for (const amount of [0, 10.5, 100_000_001])
      expect(claimDecisionBodySchema.safeParse({ ...decision, amount }).success, `${amount}`).toBe(
        false,
      );
  });

  it('When a claim is rejected without a coded reason, then the code is asked for; other decisions need none', () => {
    const r = claimDecisionBodySchema.safeParse({ ...decision, decision: 'reject' });
    expect(r.error!.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        path: ['rejection_code'],
        message: claimCopy.rejectionCodeRequired,
      }),
    ]);
    const code = claimRejectionCodeSchema.options[0];
    expect(
      claimDecisionBodySchema.safeParse({ ...decision, decision: 'reject', rejection_code: code })
        .success,
    ).toBe(true);
    expect(
      claimDecisionBodySchema.safeParse({ ...decision, decision: 'request_info' }).success,
    ).toBe(true);
  });

  it('When the rejection code is not one of the codes, then the officer reads the code message', () => {
    const r = claimRejectionCodeSchema.safeParse('because');
    expect(r.error!.issues.map((i) => i.message)).toEqual([claimCopy.rejectionCodeRequired]);
  });
});

describe('who moves a claim, and which claims are open or undecided', () => {
  it('When the system, the rules or the customer make the moves the issue gives them, then they may', () => {
    expect(canMoveClaim('submitted', 'in_review', 'system')).toBe(true);
    expect(canMoveClaim('submitted', 'approved', 'rules')).toBe(true);
    expect(canMoveClaim('in_review', 'rejected', 'claims_officer')).toBe(true);
    expect(canMoveClaim('approved', 'closed', 'customer')).toBe(true);
    expect(canMoveClaim('approved', 'closed', 'system')).toBe(true);
    expect(canMoveClaim('paying', 'closed', 'system')).toBe(true);
    expect(canMoveClaim('in_review', 'rejected', 'rules')).toBe(false);
  });

  it('When a claim is not settled, then it is open; it is undecided until approved', () => {
    const settled = ['paid', 'rejected', 'closed'];
    for (const status of CLAIM_STATUSES) {
      expect(isOpenClaim(status), status).toBe(!settled.includes(status));
      expect(OPEN_CLAIM_STATUSES.includes(status), status).toBe(!settled.includes(status));
      const undecided = !settled.includes(status) && !['approved', 'paying'].includes(status);
      expect(UNDECIDED_CLAIM_STATUSES.includes(status), status).toBe(undecided);
    }
  });
});

describe('payouts, cover and the policy year at their edges', () => {
  it('When an income benefit is paid monthly, then the parts are numbered from 1', () => {
    const parts = eiMonthlyPayouts({ benefit: nairaToKobo(300_000), duration: 3 }, '2026-01-01');
    expect(parts.map((p) => p.sequence)).toEqual([1, 2, 3]);
  });

  it('When an active policy carries an old pause or cancellation date, then it still covers after it', () => {
    const active = {
      status: 'active',
      startDate: '2026-01-05',
      nextPaymentDate: '2027-01-05',
      pausedOn: '2026-03-01',
      cancelledOn: '2026-03-01',
    };
    expect(claimCoverWasOn(active, '2026-04-01')).toBe(true);
  });

  it('When a claim is not held, then it is not held after any payment', () => {
    expect(stillHeldForPremium(null, null)).toBe(false);
    expect(stillHeldForPremium(null, '2026-01-01')).toBe(false);
    expect(stillHeldForPremium('2026-02-01', '2026-02-01')).toBe(true);
    expect(stillHeldForPremium('2026-02-01', '2026-03-01')).toBe(false);
  });

  it('When the day is the anniversary itself, then a new policy year starts that day', () => {
    expect(policyYearOf('2026-01-05', '2027-01-05')).toEqual({
      from: '2027-01-05',
      to: '2028-01-05',
    });
    expect(policyYearOf('2026-01-05', '2029-03-01')).toEqual({
      from: '2029-01-05',
      to: '2030-01-05',
    });
    expect(policyYearOf('2026-01-05', '2029-01-04')).toEqual({
      from: '2028-01-05',
      to: '2029-01-05',
    });
  });

  it('When the day is before the start, then it falls in the first policy year', () => {
    expect(policyYearOf('2026-01-05', '2025-06-01')).toEqual({
      from: '2026-01-05',
      to: '2027-01-05',
    });
  });
});

describe('the claim’s clock', () => {
  it('When a complete claim is just submitted, then the decision is due', () => {
    expect(
      claimDue({ status: 'submitted', completeOn: '2026-11-23', approvedAt: null }).due_for,
    ).toBe('decision');
  });

  it('When a claim is paying, then its next payout’s due time counts, not the approval’s', () => {
    const paying = {
      status: 'paying' as const,
      completeOn: '2026-11-23',
      approvedAt: new Date('2026-11-24T09:00:00Z'),
      nextPayoutDueBy: '2026-12-24T09:00:00.000Z',
    };
    expect(claimDue(paying)).toEqual({ due_for: 'payment', due_by: '2026-12-24T09:00:00.000Z' });
    expect(claimDue({ ...paying, nextPayoutDueBy: null })).toEqual({ due_for: null, due_by: null });
    expect(claimDue({ ...paying, status: 'info_requested', completeOn: null }).due_for).toBeNull();
  });

  it('When nothing is due, or the due time is now, then the claim is not late', () => {
    expect(isLate(null, new Date('2026-12-08T00:00:00Z'))).toBe(false);
    expect(isLate('2026-12-08T00:00:00.000Z', new Date('2026-12-08T00:00:00Z'))).toBe(false);
    expect(isLate('2026-12-08T00:00:00.000Z', new Date('2026-12-08T00:00:00.001Z'))).toBe(true);
  });
});

describe('the eligibility question and the bank account check', () => {
  it('When the wizard asks about a date, then the product, day and benefit are read, each with its words', () => {
    const q = { product_uid: 'HTCI', date: '2026-09-01', benefit: 'accident_emergency' };
    expect(claimEligibilityQuerySchema.parse(q)).toEqual(q);
    const r = claimEligibilityQuerySchema.safeParse({
      product_uid: 'X',
      date: '1/9',
      benefit: 'y',
    });
    expect(messagesAt(r, 'product_uid')).toEqual(['Choose what to claim on: EI or HTCI']);
    expect(messagesAt(r, 'date')).toEqual([claimCopy.dateRequired]);
    expect(messagesAt(r, 'benefit')).toEqual([claimCopy.benefitRequired]);
  });

  it('When a bank account is checked, then its bank and number are read', () => {
    const account = { bank_code: '058', account_number: '0123456789' };
    expect(claimBankAccountBodySchema.parse(account)).toEqual(account);
  });
});

describe('the next of kin’s claim', () => {
  const kin = { policy_number: 'ALF-HTCI-000123', phone: '08012345678' };

  it('When the policy number is missing, too short or too long, then the next of kin is asked for it', () => {
    expect(nextOfKinCodeBodySchema.parse({ ...kin, policy_number: '  ALF-1  ' })).toEqual({
      ...kin,
      policy_number: 'ALF-1',
    });
    expect(
      nextOfKinCodeBodySchema.safeParse({ ...kin, policy_number: 'a'.repeat(60) }).success,
    ).toBe(true);
    for (const policy_number of [7, ' AB ', 'a'.repeat(61)]) {
      const r = nextOfKinCodeBodySchema.safeParse({ ...kin, policy_number });
      expect(messagesAt(r, 'policy_number'), String(policy_number)).toEqual([
        nextOfKinClaimCopy.policyRequired,
      ]);
    }
  });

  it('When the phone is not 0 and ten more digits, then the next of kin reads the phone message', () => {
    expect(nextOfKinCodeBodySchema.parse({ ...kin, phone: ' 08012345678 ' }).phone).toBe(
      '08012345678',
    );
    for (const phone of [8012345678, 'x08012345678', '080123456789', '0801234567', '0abcdefghij']) {
      const r = nextOfKinCodeBodySchema.safeParse({ ...kin, phone });
      expect(messagesAt(r, 'phone'), String(phone)).toEqual([nextOfKinClaimCopy.phoneRequired]);
    }
  });

  it('When the code is not four digits, then the next of kin reads Invalid OTP', () => {
    expect(nextOfKinVerifyBodySchema.parse({ ...kin, code: ' 1234 ' })).toEqual({
      ...kin,
      code: '1234',
    });
    for (const code of [1234, 'x1234', '12345', '123', 'abcd']) {
      const r = nextOfKinVerifyBodySchema.safeParse({ ...kin, code });
      expect(messagesAt(r, 'code'), String(code)).toEqual([nextOfKinClaimCopy.codeInvalid]);
    }
  });

  it('When the death claim and its token are read, then every field is kept', () => {
    const claim = {
      date_of_event: '2026-09-01',
      documents: [doc],
      bank_code: '058',
      account_number: '0123456789',
      description: 'the certificate',
    };
    expect(nextOfKinClaimBodySchema.parse(claim)).toEqual(claim);
    const token = { token: 't', expires_at: '2026-09-01T11:00:00.000Z' };
    expect(nextOfKinTokenSchema.parse(token)).toEqual(token);
  });
});
