import { describe, expect, it } from 'vitest';
import {
  claimCoverWasOn,
  heldForPremiumDue,
  stillHeldForPremium,
  HTCI_YEARLY_LIMIT_KOBO,
  htciLimitsLeft,
  claimLimitsInNaira,
  isLateNotice,
  policyYearOf,
  canMoveClaim,
  claimBodySchema,
  claimDecisionBodySchema,
  claimDue,
  CLAIM_MOVES,
  CLAIM_REJECTION_CODES,
  CLAIM_STATUSES,
  claimRejectionCodeSchema,
  claimStatusSchema,
  decisionDueBy,
  isClaimRejectionCode,
  isClaimStatus,
  EI_CLAIM_REASONS,
  EI_COVERED_REASONS,
  eiMonthlyPayouts,
  HTCI_BENEFITS,
  htciPayoutAmount,
  isCoveredReason,
  isLate,
  isOpenClaim,
  isSettledClaim,
  slaAlertAt,
  pastWaitingPeriod,
  paymentDueBy,
  statutoryDueBy,
  statutoryDaysLeft,
  waitingPeriodEndsOn,
} from './claims.js';
import {
  addWorkingDays,
  LUNAR_HOLIDAYS_LAST_YEAR,
  lunarHolidaysWarning,
  easterSunday,
  isNigerianPublicHoliday,
  isWorkingDay,
} from './lagos-time.js';
import { nairaToKobo } from './money.js';

const ei = {
  product_uid: 'EI',
  reason: 'dismissal',
  date_of_job_loss: '2026-09-01',
  notice_before_purchase: false,
  documents: ['/api/local/uploads/abcdefghijklmnopqrstuvwxyz'],
  bank_code: '058',
  account_number: '0123456789',
};
const htci = {
  product_uid: 'HTCI',
  benefit: 'accident_emergency',
  date_of_event: '2026-09-01',
  amount_claimed: 80_000,
  documents: ['/api/local/uploads/abcdefghijklmnopqrstuvwxyz'],
  bank_code: '058',
  account_number: '0123456789',
};

/** Naira in the tests' figures, kobo in the rules. */
const N = nairaToKobo;

describe('claim bodies', () => {
  it('When an income claim names a reason, a date, documents and a bank account, then it parses', () => {
    const parsed = claimBodySchema.parse(ei);
    expect(parsed.product_uid).toBe('EI');
  });

  it('When the product is HTCI, then the benefit and amount are required', () => {
    expect(claimBodySchema.parse(htci).product_uid).toBe('HTCI');
    const r = claimBodySchema.safeParse({ ...htci, benefit: undefined, amount_claimed: undefined });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['benefit', 'amount_claimed']));
  });

  it('When no documents are sent, then the claim does not parse', () => {
    expect(claimBodySchema.safeParse({ ...ei, documents: [] }).success).toBe(false);
  });

  it('When the date is not YYYY-MM-DD or the account number not 10 digits, then it does not parse', () => {
    expect(claimBodySchema.safeParse({ ...ei, date_of_job_loss: '01/09/2026' }).success).toBe(
      false,
    );
    expect(claimBodySchema.safeParse({ ...ei, account_number: '123' }).success).toBe(false);
  });

  it('When a not-covered reason is sent, then it parses (the API explains and refuses it)', () => {
    expect(claimBodySchema.safeParse({ ...ei, reason: 'resignation' }).success).toBe(true);
    expect(isCoveredReason('resignation')).toBe(false);
  });

  it('When a decision has no reason, then it does not parse', () => {
    expect(claimDecisionBodySchema.safeParse({ decision: 'approve' }).success).toBe(false);
    expect(
      claimDecisionBodySchema.safeParse({ decision: 'approve', reason: 'letter checked' }).success,
    ).toBe(true);
  });
});

describe('what is covered', () => {
  it('Covers dismissal and business closure only, and explains the rest', () => {
    expect(EI_COVERED_REASONS).toEqual(['dismissal', 'business_closure']);
    for (const r of ['resignation', 'misconduct', 'pay_cut', 'salary_delay'] as const) {
      expect(EI_CLAIM_REASONS[r].covered).toBe(false);
      expect(EI_CLAIM_REASONS[r].explanation).toMatch(/not covered/);
    }
  });

  it('Has the HealthCash limits of the issue', () => {
    expect(HTCI_BENEFITS.accident_emergency.limitKobo).toBe(N(100_000));
    expect(HTCI_BENEFITS.permanent_disability.limitKobo).toBe(N(500_000));
    expect(HTCI_BENEFITS.accidental_death.limitKobo).toBe(N(500_000));
  });

  it('Pays a HealthCash claim up to the limit and what the evidence shows', () => {
    expect(htciPayoutAmount('accident_emergency', N(150_000))).toBe(N(100_000));
    expect(htciPayoutAmount('accident_emergency', N(80_000))).toBe(N(80_000));
    expect(htciPayoutAmount('accident_emergency', N(80_000), N(60_000))).toBe(N(60_000));
    expect(htciPayoutAmount('permanent_disability', N(400_000), N(900_000))).toBe(N(400_000));
  });

  it('Pays income protection as benefit / duration, monthly, in at most 6 parts', () => {
    const six = eiMonthlyPayouts({ benefit: N(600_000), duration: 6 }, '2026-01-31');
    expect(six.map((p) => p.amount)).toEqual(Array(6).fill(N(100_000)));
    expect(six.map((p) => p.due_date)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
    ]);
    const twelve = eiMonthlyPayouts({ benefit: N(1_200_000), duration: 12 }, '2026-01-01');
    expect(twelve).toHaveLength(6);
    expect(twelve[0]!.amount).toBe(N(100_000));
    expect(eiMonthlyPayouts({ benefit: N(300_000), duration: 3 }, '2026-01-01')).toHaveLength(3);
  });

  it('Has a 90-day waiting period from the policy start', () => {
    expect(waitingPeriodEndsOn('2026-01-01')).toBe('2026-04-01');
    expect(pastWaitingPeriod('2026-01-01', '2026-03-31')).toBe(false);
    expect(pastWaitingPeriod('2026-01-01', '2026-04-01')).toBe(true);
  });
});

describe('states', () => {
  it('Allows the moves of the issue, each by its actor', () => {
    expect(canMoveClaim('submitted', 'in_review', 'claims_officer')).toBe(true);
    expect(canMoveClaim('in_review', 'approved', 'claims_officer')).toBe(true);
    expect(canMoveClaim('in_review', 'approved', 'customer')).toBe(false);
    expect(canMoveClaim('in_review', 'info_requested', 'claims_officer')).toBe(true);
    expect(canMoveClaim('info_requested', 'in_review', 'customer')).toBe(true);
    expect(canMoveClaim('approved', 'paying', 'system')).toBe(true);
    expect(canMoveClaim('paying', 'paid', 'system')).toBe(true);
    expect(canMoveClaim('paying', 'closed', 'customer')).toBe(true);
    expect(canMoveClaim('rejected', 'approved', 'claims_officer')).toBe(false);
    expect(canMoveClaim('paid', 'paying', 'system')).toBe(false);
    expect(canMoveClaim('submitted', 'approved', 'claims_officer')).toBe(false);
  });

  it('Names only known states in its moves; settled claims are not open', () => {
    for (const m of CLAIM_MOVES) {
      expect(CLAIM_STATUSES).toContain(m.from);
      expect(CLAIM_STATUSES).toContain(m.to);
    }
    expect(isOpenClaim('paying')).toBe(true);
    expect(isOpenClaim('paid')).toBe(false);
    expect(isOpenClaim('rejected')).toBe(false);
    expect(isOpenClaim('closed')).toBe(false);
  });
});

describe('settled claims and the 60-day alert', () => {
  it('When a claim is paid, rejected or closed, then it is settled; any other state is not', () => {
    const settled = ['paid', 'rejected', 'closed'];
    for (const status of CLAIM_STATUSES)
      expect(isSettledClaim(status), status).toBe(settled.includes(status));
  });

  it('When a claim waits, then the s.210 clock counts the whole days left to 0; a settled claim has none', () => {
    const filed = new Date('2026-01-01T09:30:00.000Z');
    expect(statutoryDaysLeft(filed, filed, false)).toBe(60);
    expect(statutoryDaysLeft(filed, new Date('2026-02-20T09:30:00.000Z'), false)).toBe(10);
    expect(statutoryDaysLeft(filed, new Date('2026-02-20T09:31:00.000Z'), false)).toBe(10);
    expect(statutoryDaysLeft(filed, new Date('2026-03-02T09:30:01.000Z'), false)).toBe(0);
    expect(statutoryDaysLeft(filed, filed, true)).toBeNull();
  });

  it('When a claim is filed, then the administrators are alerted 50 days later, ahead of the 60-day cap', () => {
    expect(slaAlertAt(new Date('2026-01-01T09:30:00.000Z'))).toBe('2026-02-20T09:30:00.000Z');
  });
});

describe('the service clock', () => {
  it('Knows Easter and the Nigerian public holidays', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(isNigerianPublicHoliday('2026-04-03')).toBe(true); // Good Friday
    expect(isNigerianPublicHoliday('2026-04-06')).toBe(true); // Easter Monday
    expect(isNigerianPublicHoliday('2026-10-01')).toBe(true);
    expect(isNigerianPublicHoliday('2026-06-12')).toBe(true);
    expect(isNigerianPublicHoliday('2026-06-11')).toBe(false);
    // 2027: Christmas on Saturday and Boxing Day on Sunday are observed on Monday and Tuesday.
    expect(isNigerianPublicHoliday('2027-12-27')).toBe(true);
    expect(isNigerianPublicHoliday('2027-12-28')).toBe(true);
    expect(isNigerianPublicHoliday('2027-12-29')).toBe(false);
  });

  it('Knows Easter Sunday across centuries (the anonymous Gregorian algorithm, each term)', () => {
    const known: [number, string][] = [
      [1999, '1999-04-04'],
      [2000, '2000-04-23'],
      [2008, '2008-03-23'],
      [2011, '2011-04-24'],
      [2019, '2019-04-21'],
      [2024, '2024-03-31'],
      [2025, '2025-04-20'],
      [2027, '2027-03-28'],
      [2028, '2028-04-16'],
      [2030, '2030-04-21'],
      [2038, '2038-04-25'],
      [2285, '2285-03-22'],
    ];
    for (const [year, day] of known) expect(easterSunday(year), String(year)).toBe(day);
    // Good Friday and Easter Monday follow it (2027: 26 and 29 March).
    expect(isNigerianPublicHoliday('2027-03-26')).toBe(true);
    expect(isNigerianPublicHoliday('2027-03-29')).toBe(true);
    expect(isNigerianPublicHoliday('2027-03-27')).toBe(false);
  });

  it('Counts working days without weekends and holidays', () => {
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(addWorkingDays('2026-11-23', 10)).toBe('2026-12-07'); // Monday + 10 working days
    // Around Christmas 2026 (Fri 25, Sat 26 -> observed Mon 28) and New Year (Fri 1 Jan).
    expect(addWorkingDays('2026-12-21', 10)).toBe('2027-01-07');
  });

  it('Gives the decision due by the end of the 10th working day (Lagos), payment 72 hours after approval, 60 days in all', () => {
    expect(decisionDueBy('2026-11-23')).toBe('2026-12-07T22:59:59.999Z');
    expect(paymentDueBy(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-26T10:00:00.000Z');
    expect(statutoryDueBy(new Date('2026-11-01T10:00:00Z'))).toBe('2026-12-31T10:00:00.000Z');
  });

  it('Counts down to the decision, then to the payment, and flags a late claim', () => {
    const d = claimDue({ status: 'in_review', completeOn: '2026-11-23', approvedAt: null });
    expect(d).toEqual({ due_for: 'decision', due_by: '2026-12-07T22:59:59.999Z' });
    expect(isLate(d.due_by, new Date('2026-12-08T00:00:00Z'))).toBe(true);
    expect(isLate(d.due_by, new Date('2026-12-07T12:00:00Z'))).toBe(false);
    const a = claimDue({
      status: 'approved',
      completeOn: '2026-11-23',
      approvedAt: new Date('2026-11-24T09:00:00Z'),
    });
    expect(a).toEqual({ due_for: 'payment', due_by: '2026-11-27T09:00:00.000Z' });
    expect(claimDue({ status: 'info_requested', completeOn: null, approvedAt: null }).due_by).toBe(
      null,
    );
    expect(claimDue({ status: 'paid', completeOn: '2026-11-23', approvedAt: null }).due_by).toBe(
      null,
    );
  });
});

describe('issue 25: cover, limits, late notice and the holidays to 2030', () => {
  const policy = {
    status: 'active',
    startDate: '2026-01-05',
    nextPaymentDate: '2027-01-05',
    pausedOn: null,
    cancelledOn: null,
  };

  it('A policy paused (for payment or verification), lapsed or cancelled covers nothing from that day, even paid ahead', () => {
    expect(claimCoverWasOn(policy, '2026-05-01')).toBe(true);
    for (const status of ['paused', 'lapsed']) {
      const stopped = { ...policy, status, pausedOn: '2026-04-10' };
      expect(claimCoverWasOn(stopped, '2026-04-09')).toBe(true);
      expect(claimCoverWasOn(stopped, '2026-04-10')).toBe(false);
    }
    const cancelled = { ...policy, status: 'cancelled', cancelledOn: '2026-03-01' };
    expect(claimCoverWasOn(cancelled, '2026-02-28')).toBe(true);
    expect(claimCoverWasOn(cancelled, '2026-03-01')).toBe(false);
    expect(claimCoverWasOn(policy, '2026-01-04')).toBe(false);
  });

  it('The policy year runs from the start date’s anniversary', () => {
    expect(policyYearOf('2026-01-05', '2026-05-28')).toEqual({
      from: '2026-01-05',
      to: '2027-01-05',
    });
    expect(policyYearOf('2026-01-05', '2027-01-04')).toEqual({
      from: '2026-01-05',
      to: '2027-01-05',
    });
    expect(policyYearOf('2026-01-05', '2028-02-01')).toEqual({
      from: '2028-01-05',
      to: '2029-01-05',
    });
  });

  it('What is left of each limit counts every claim of the year, and the plan’s ₦1,100,000 in all', () => {
    const left = htciLimitsLeft([
      { benefit: 'accident_emergency', amount: N(80_000) },
      { benefit: 'permanent_disability', amount: N(500_000) },
    ]);
    expect(left.total).toEqual({ limit: HTCI_YEARLY_LIMIT_KOBO, left: N(520_000) });
    expect(left.benefits.accident_emergency).toEqual({ limit: N(100_000), left: N(20_000) });
    expect(left.benefits.permanent_disability.left).toBe(0);
    expect(left.benefits.accidental_death.left).toBe(N(500_000));
    expect(
      htciLimitsLeft([{ benefit: 'accident_emergency', amount: N(150_000) }]).benefits
        .accident_emergency.left,
    ).toBe(0);
  });

  it('When the limits left are answered, then every limit and what is left of it is in naira, the rest as it was', () => {
    const left = htciLimitsLeft([{ benefit: 'permanent_disability', amount: N(200_000) }]);
    expect(claimLimitsInNaira({ year_from: '2026-01-01', ...left })).toEqual({
      year_from: '2026-01-01',
      total: { limit: 1_100_000, left: 900_000 },
      benefits: {
        accident_emergency: { limit: 100_000, left: 100_000 },
        permanent_disability: { limit: 500_000, left: 300_000 },
        accidental_death: { limit: 500_000, left: 500_000 },
      },
    });
  });

  it('An event reported more than 90 days later is late notice', () => {
    expect(isLateNotice('2026-02-20', '2026-06-01')).toBe(true);
    expect(isLateNotice('2026-03-03', '2026-06-01')).toBe(false);
    expect(isLateNotice('2026-03-02', '2026-06-01')).toBe(true);
  });

  it('The Islamic holidays are known through 2030, and a warning starts the year before they run out', () => {
    expect(LUNAR_HOLIDAYS_LAST_YEAR).toBe(2030);
    expect(isNigerianPublicHoliday('2028-02-28')).toBe(true); // Eid-el-Fitr, observed
    expect(isNigerianPublicHoliday('2029-04-24')).toBe(true); // Eid-el-Kabir
    expect(isNigerianPublicHoliday('2030-07-15')).toBe(true); // Eid-el-Maulud, observed
    expect(addWorkingDays('2029-02-13', 1)).toBe('2029-02-16');
    expect(lunarHolidaysWarning('2028-06-01')).toBeNull();
    expect(lunarHolidaysWarning('2029-01-01')).toMatch(/end in 2030/);
    expect(lunarHolidaysWarning('2031-01-01')).toMatch(/counted as working days/);
  });
});

describe('the claim terms the back office reads without zod', () => {
  it('When a value is one of the statuses, then isClaimStatus says so, and nothing else passes', () => {
    for (const status of CLAIM_STATUSES) expect(isClaimStatus(status)).toBe(true);
    for (const other of ['', 'Paid', 'pending', undefined, null, 3]) {
      expect(isClaimStatus(other)).toBe(false);
    }
  });

  it('When a value is one of the rejection codes, then isClaimRejectionCode says so, and nothing else passes', () => {
    for (const code of CLAIM_REJECTION_CODES) expect(isClaimRejectionCode(code)).toBe(true);
    for (const other of ['', 'Other', 'fraud', undefined, null, 0]) {
      expect(isClaimRejectionCode(other)).toBe(false);
    }
  });

  it('When the schemas read a status or code, then they accept exactly what the guards accept', () => {
    for (const value of [...CLAIM_STATUSES, 'pending', '']) {
      expect(claimStatusSchema.safeParse(value).success).toBe(isClaimStatus(value));
    }
    for (const value of [...CLAIM_REJECTION_CODES, 'fraud', '']) {
      expect(claimRejectionCodeSchema.safeParse(value).success).toBe(isClaimRejectionCode(value));
    }
  });
});

describe('no premium, no cover: claims in unpaid grace (issue 36)', () => {
  const policy = { status: 'active', nextPaymentDate: '2026-03-10' };

  it('When the event is in the grace days of an unpaid premium, then the claim is held for that premium', () => {
    expect(heldForPremiumDue(policy, '2026-03-09')).toBeNull();
    expect(heldForPremiumDue(policy, '2026-03-10')).toBe('2026-03-10');
    expect(heldForPremiumDue(policy, '2026-03-23')).toBe('2026-03-10');
    // The day of the pause is not grace: no cover at all (claimCoverWasOn refuses it).
    expect(heldForPremiumDue(policy, '2026-03-24')).toBeNull();
    expect(heldForPremiumDue({ ...policy, status: 'paused' }, '2026-03-12')).toBeNull();
    expect(heldForPremiumDue({ ...policy, nextPaymentDate: null }, '2026-03-12')).toBeNull();
  });

  it('When the premium is paid, then the hold lifts', () => {
    expect(stillHeldForPremium('2026-03-10', '2026-03-10')).toBe(true);
    expect(stillHeldForPremium('2026-03-10', '2026-04-10')).toBe(false);
    expect(stillHeldForPremium('2026-03-10', null)).toBe(true);
    expect(stillHeldForPremium(null, '2026-03-10')).toBe(false);
  });
});
