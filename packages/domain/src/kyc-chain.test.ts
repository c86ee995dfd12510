import { describe, expect, it } from 'vitest';
import type { IdType } from './id-rules.js';
import { nextKycStage, type IncomeKycEvent, type KycEvent } from './kyc-chain.js';

type Row = { situation: string; event: KycEvent; expected: number };

const sharedRows: Row[] = [
  { situation: 'a BVN is verified', event: { type: 'id-verified', idType: 'bvn' }, expected: 70 },
  { situation: 'a NIN is verified', event: { type: 'id-verified', idType: 'nin' }, expected: 70 },
  {
    situation: "a Voter's Card passes its first check",
    event: { type: 'id-verified', idType: 'vin', step: 'first' },
    expected: 60,
  },
  {
    situation: "a Voter's Card's date of birth is submitted",
    event: { type: 'id-verified', idType: 'vin', step: 'second' },
    expected: 90,
  },
  {
    situation: 'a bank account passes its first check',
    event: { type: 'id-verified', idType: 'account_number', step: 'first' },
    expected: 60,
  },
  {
    situation: "a bank account's gender and date of birth are submitted",
    event: { type: 'id-verified', idType: 'account_number', step: 'second' },
    expected: 90,
  },
  {
    situation: "a driver's licence is verified",
    event: { type: 'id-verified', idType: 'dvl' },
    expected: 90,
  },
  { situation: 'the code is verified', event: { type: 'otp-verified' }, expected: 90 },
  {
    situation: "the name is updated after a Voter's Card",
    event: { type: 'name-updated', idType: 'vin' },
    expected: 60,
  },
  {
    situation: "the name is updated after a driver's licence",
    event: { type: 'name-updated', idType: 'dvl' },
    expected: 60,
  },
  {
    situation: 'the name is updated after a bank account',
    event: { type: 'name-updated', idType: 'account_number' },
    expected: 60,
  },
  {
    situation: 'the name is reset after a BVN',
    event: { type: 'name-updated', idType: 'bvn' },
    expected: 70,
  },
  {
    situation: 'the name is reset after a NIN',
    event: { type: 'name-updated', idType: 'nin' },
    expected: 70,
  },
  { situation: 'the details are confirmed', event: { type: 'details-confirmed' }, expected: 100 },
  {
    situation: 'the name-mismatch modal is confirmed',
    event: { type: 'name-mismatch-confirm' },
    expected: 80,
  },
  {
    situation: 'the name-mismatch modal is cancelled (the ID screen again, issue 30)',
    event: { type: 'name-mismatch-cancel' },
    expected: 60,
  },
];

describe('the shared KYC chain', () => {
  describe.each(['health', 'health-cash', 'dashboard'] as const)('in the %s flow', (flow) => {
    for (const { event, expected, situation } of sharedRows)
      it(`When ${situation}, then the flow goes to ${expected}`, () => {
        expect(nextKycStage(flow, event)).toBe(expected);
      });
  });
});

describe('the income KYC chain', () => {
  const incomeRows: { situation: string; event: IncomeKycEvent; expected: number }[] = [
    { situation: 'a BVN is verified', event: { type: 'id-verified', idType: 'bvn' }, expected: 70 },
    { situation: 'a NIN is verified', event: { type: 'id-verified', idType: 'nin' }, expected: 70 },
    {
      situation: "a Voter's Card passes its first check",
      event: { type: 'id-verified', idType: 'vin' },
      expected: 60,
    },
    {
      situation: "a Voter's Card's date of birth is submitted",
      event: { type: 'id-verified', idType: 'vin', step: 'second' },
      expected: 90,
    },
    { situation: 'the code is verified', event: { type: 'otp-verified' }, expected: 90 },
    { situation: 'the details are confirmed', event: { type: 'details-confirmed' }, expected: 92 },
    {
      situation: 'the employment letter is validated',
      event: { type: 'letter-validated' },
      expected: 94,
    },
    {
      situation: 'the name-mismatch modal is confirmed',
      event: { type: 'name-mismatch-confirm' },
      expected: 80,
    },
    {
      situation: 'the name-mismatch modal is cancelled (the ID screen again, issue 30)',
      event: { type: 'name-mismatch-cancel' },
      expected: 60,
    },
  ];

  for (const { event, expected, situation } of incomeRows)
    it(`When ${situation}, then the income flow goes to ${expected}`, () => {
      expect(nextKycStage('income', event)).toBe(expected);
    });

  for (const { idType, expected } of [
    { idType: 'vin', expected: 60 },
    { idType: 'bvn', expected: 70 },
    { idType: 'nin', expected: 70 },
    // No code is sent for these: they are checked again under the new name (60), never left at 70.
    { idType: 'dvl', expected: 60 },
    { idType: 'account_number', expected: 60 },
  ] as { idType: IdType; expected: number }[])
    it(`When the income name step continues with ID type ${idType}, then it goes to ${expected}`, () => {
      expect(nextKycStage('income', { type: 'name-updated', idType })).toBe(expected);
    });
});
