import { describe, expect, it } from 'vitest';
import { goBackFrom, isStage, progressPercent, screenAt } from './wizard.js';
import {
  incomeCongratulations,
  incomePlansForChoice,
  incomeStageFallback,
  incomeWizard,
  INCOME_STAGE_AFTER_PAYMENT,
  preselectedIncomePlan,
  type IncomePlanOption,
  type IncomeStage,
  type IncomeStoredData,
} from './wizard-income.js';

describe('the income-protection wizard', () => {
  for (const { stage, screen, title } of [
    { stage: 0, screen: 'introduction', title: 'Introduction' },
    { stage: 5, screen: 'loading', title: 'Loading product and prefilling user details' },
    { stage: 10, screen: 'employment', title: 'Employment' },
    { stage: 15, screen: 'employer-location', title: 'Employer location' },
    { stage: 20, screen: 'processing', title: 'Processing' },
    { stage: 30, screen: 'plan-choice', title: 'Plan choice, then plan summary and cart setup' },
    { stage: 40, screen: 'plan-summary', title: 'Plan summary and checkout' },
    { stage: 50, screen: 'congratulations', title: 'Congratulations' },
    { stage: 60, screen: 'kyc-id', title: 'KYC ID' },
    { stage: 70, screen: 'otp-verification', title: 'OTP verification' },
    { stage: 80, screen: 're-enter-name', title: 'Re-enter name' },
    { stage: 90, screen: 'confirm-details', title: 'Confirm details' },
    { stage: 92, screen: 'employment-letter', title: 'Employment letter upload' },
    { stage: 94, screen: 'employment-information', title: 'Employment information' },
  ])
    it(`When the income wizard is at ${stage}, then it shows ${title}`, () => {
      expect(screenAt(incomeWizard, stage)).toEqual({ stage, screen, title });
    });

  it('When the stage table is read, then it has exactly the spec stages', () => {
    expect(incomeWizard.stages.map((row) => row.stage)).toEqual([
      0, 5, 10, 15, 20, 30, 40, 50, 60, 70, 80, 90, 92, 94,
    ]);
  });

  it.each([0, 5] as const)(
    'When the income wizard is at %i, then Go Back closes the wizard',
    (stage) => {
      expect(goBackFrom(incomeWizard, stage)).toEqual({ kind: 'close' });
    },
  );

  for (const { from, to } of [
    { from: 10, to: 0 },
    { from: 15, to: 10 },
    { from: 20, to: 15 },
    { from: 30, to: 20 },
    { from: 40, to: 30 },
    { from: 50, to: 40 },
    { from: 60, to: 40 },
    { from: 70, to: 60 },
    { from: 80, to: 70 },
    { from: 90, to: 60 },
    // Ours: the spec's map has no entry for 92 and 94.
    { from: 92, to: 90 },
    { from: 94, to: 92 },
  ] as { from: IncomeStage; to: IncomeStage }[])
    it(`When the income wizard is at ${from}, then Go Back goes to ${to}`, () => {
      expect(goBackFrom(incomeWizard, from)).toEqual({ kind: 'stage', stage: to });
    });

  it("When the spec's '100 to 50' is looked up, then 100 is not an income stage", () => {
    expect(isStage(incomeWizard, 100)).toBe(false);
  });

  it.each([92, 94])(
    'When the income wizard is at %i, then the progress bar is %i% wide',
    (stage) => {
      expect(progressPercent(stage)).toBe(stage);
    },
  );

  it('When payment succeeds, then the wizard moves to Congratulations (50)', () => {
    expect(INCOME_STAGE_AFTER_PAYMENT).toBe(50);
  });
});

describe('the income wizard fallbacks', () => {
  const complete: IncomeStoredData = {
    phone_number: '08031234567',
    email: 'ada@example.ng',
    employer_name: 'Dangote Cement',
    salary: 150_000,
    plans: [{ id: 1 }, { id: 2 }],
    plan_value: 600_000,
  };
  const without = (field: keyof IncomeStoredData): IncomeStoredData => ({
    ...complete,
    [field]: undefined,
  });

  for (const { stage, stored, expected, situation } of [
    { stage: 10, situation: 'the phone is missing', stored: without('phone_number'), expected: 0 },
    { stage: 10, situation: 'the e-mail is missing', stored: without('email'), expected: 0 },
    {
      stage: 10,
      situation: 'the employer is not entered yet',
      stored: without('employer_name'),
      expected: 10,
    },
    {
      stage: 15,
      situation: 'the employer name is missing',
      stored: without('employer_name'),
      expected: 0,
    },
    { stage: 15, situation: 'the salary is missing', stored: without('salary'), expected: 0 },
    { stage: 15, situation: 'the salary is 0', stored: { ...complete, salary: 0 }, expected: 0 },
    { stage: 20, situation: 'the salary is missing', stored: without('salary'), expected: 0 },
    {
      stage: 20,
      situation: 'the plans are not fetched yet',
      stored: without('plans'),
      expected: 20,
    },
    {
      stage: 30,
      situation: 'the employer name is missing',
      stored: without('employer_name'),
      expected: 0,
    },
    {
      stage: 30,
      situation: 'the stored plans are missing',
      stored: without('plans'),
      expected: 20,
    },
    {
      stage: 30,
      situation: 'the stored plans are empty',
      stored: { ...complete, plans: [] },
      expected: 20,
    },
    {
      stage: 40,
      situation: 'the chosen plan is missing',
      stored: without('plan_value'),
      expected: 30,
    },
    {
      stage: 40,
      situation: 'the stored plans are missing',
      stored: without('plans'),
      expected: 20,
    },
    { stage: 40, situation: 'the phone is missing', stored: without('phone_number'), expected: 0 },
    { stage: 0, situation: 'nothing is stored', stored: {}, expected: 0 },
    { stage: 5, situation: 'nothing is stored', stored: {}, expected: 5 },
    {
      stage: 60,
      situation: 'nothing is stored (KYC reads the customer record)',
      stored: {},
      expected: 60,
    },
    {
      stage: 94,
      situation: 'the employment letter is stored',
      stored: { employment_letter_url: '/api/local/uploads/abcdefghijklmnop' },
      expected: 94,
    },
    {
      stage: 94,
      situation: 'no employment letter is stored',
      stored: {},
      expected: 92,
    },
    { stage: 92, situation: 'nothing is stored', stored: {}, expected: 92 },
  ] as {
    stage: IncomeStage;
    situation: string;
    stored: IncomeStoredData;
    expected: IncomeStage;
  }[])
    it(`When the income wizard is at ${stage} and ${situation}, then it shows ${expected}`, () => {
      expect(incomeStageFallback(stage, stored)).toBe(expected);
    });

  it.each([10, 15, 20, 30, 40] as const)(
    'When everything is stored at %i, then the stage stays',
    (stage) => {
      expect(incomeStageFallback(stage, complete)).toBe(stage);
    },
  );
});

describe('the income Congratulations screen', () => {
  it('When KYC and the income profile are both complete, then the button reads Proceed and finishes', () => {
    expect(
      incomeCongratulations({
        have_completed_kyc: true,
        have_completed_income_protection_profile: true,
      }),
    ).toEqual({
      button: 'Proceed',
      hint: 'You have completed your verification. Proceed',
      next: { kind: 'finish' },
      copy: { button: 'proceed', hint: 'hintComplete' },
    });
  });

  it('When KYC is done but the profile is not, then Complete verification goes to the employment letter (92)', () => {
    expect(
      incomeCongratulations({
        have_completed_kyc: true,
        have_completed_income_protection_profile: false,
      }),
    ).toEqual({
      button: 'Complete verification',
      hint: 'Your verification is 50% done please complete your verification',
      next: { kind: 'stage', stage: 92 },
      copy: { button: 'completeVerification', hint: 'hintHalfDone' },
    });
  });

  it('When KYC is done and the letter waits for a reviewer, then Proceed finishes with the Pending text; once rejected, the letter is asked for again', () => {
    const sent = {
      have_completed_kyc: true,
      have_completed_income_protection_profile: false,
      employment_letter_url: '/api/local/uploads/abc',
    };
    expect(incomeCongratulations({ ...sent, kyc_in_review_status: true })).toEqual({
      button: 'Proceed',
      hint: 'Your verification is under revision. We will notify you of your account status very soon.',
      next: { kind: 'finish' },
      copy: { button: 'proceed', hint: 'hintPending' },
    });
    expect(incomeCongratulations({ ...sent, kyc_in_review_status: false }).next).toEqual({
      kind: 'stage',
      stage: 92,
    });
  });

  it.each([false, true])(
    'When KYC is not done (income profile complete: %s), then Complete verification starts the KYC chain at 60',
    (profile) => {
      expect(
        incomeCongratulations({
          have_completed_kyc: false,
          have_completed_income_protection_profile: profile,
        }),
      ).toEqual({
        button: 'Complete verification',
        hint: 'Complete your verification to enjoy your free first month subscription.',
        next: { kind: 'stage', stage: 60 },
        copy: { button: 'completeVerification', hint: 'hintNotVerified' },
      });
    },
  );

  it.each([
    [
      3,
      'Complete your verification within 30 days to keep your cover active.',
      'hintNotVerifiedPrepaid',
    ],
    [
      12,
      'Complete your verification within 30 days to keep your cover active.',
      'hintNotVerifiedPrepaid',
    ],
    [
      1,
      'Complete your verification to enjoy your free first month subscription.',
      'hintNotVerified',
    ],
    [
      null,
      'Complete your verification to enjoy your free first month subscription.',
      'hintNotVerified',
    ],
  ] as const)(
    'When the payment bought %s months and KYC is not done, then the hint promises a free month only for one month',
    (months, hint, copy) => {
      expect(
        incomeCongratulations({
          have_completed_kyc: false,
          have_completed_income_protection_profile: false,
          paid_months: months,
        }),
      ).toEqual({
        button: 'Complete verification',
        hint,
        next: { kind: 'stage', stage: 60 },
        copy: { button: 'completeVerification', hint: copy },
      });
    },
  );
});

describe('the income plan choice', () => {
  const plan = (id: number, benefit: number, unit = 'Month'): IncomePlanOption => ({
    id,
    price: 500 + id,
    unit,
    benefit: { benefit, duration: 6 },
  });

  it('When plans arrive in any order with other units, then only Month plans show, ascending by benefit', () => {
    const offered = incomePlansForChoice([
      plan(1, 300_000),
      plan(2, 60_000),
      plan(3, 120_000, 'Year'),
      plan(4, 150_000),
    ]);
    expect(offered.map((p) => p.id)).toEqual([2, 4, 1]);
  });

  it('When there are several plans, then the second by benefit is preselected', () => {
    expect(preselectedIncomePlan([plan(1, 450_000), plan(2, 90_000), plan(3, 180_000)])?.id).toBe(
      3,
    );
  });

  it('When there is one Month plan, then it is selected', () => {
    expect(preselectedIncomePlan([plan(5, 60_000), plan(6, 90_000, 'Year')])?.id).toBe(5);
  });

  it('When there is no Month plan, then nothing is selected', () => {
    expect(preselectedIncomePlan([plan(6, 90_000, 'Year')])).toBeUndefined();
    expect(preselectedIncomePlan([])).toBeUndefined();
  });
});
