// What the claim automation's test files share (claim-automation.test.ts and
// claim-automation-schemas.test.ts): test data, no rules, so it is not mutated
// (stryker.domain.config.mjs).
import type { ClaimAutomationFacts } from './claim-automation.js';
import { kobo } from './money.js';

/** A ₦12,000 accident-and-emergency claim that every rule lets through. */
export const cleanClaimFacts: ClaimAutomationFacts = {
  enabled: true,
  productUid: 'HTCI',
  benefit: 'accident_emergency',
  identityVerified: true,
  payoutAccountInName: true,
  coverOnEventDate: 'on',
  waitingPeriodPassed: true,
  amountKobo: kobo(1_200_000),
  leftKobo: kobo(10_000_000),
  maxClaimKobo: kobo(5_000_000),
  evidence: { files: 1, unacceptedType: 0, seenBefore: 0 },
  otherClaimsLast30Days: 0,
  policyAgeDays: 200,
  renewed: false,
  dayTotalKobo: kobo(0),
  dailyBudgetKobo: kobo(100_000_000),
};

/** A whole, valid settings body: on, ₦50,000 a claim, ₦1,000,000 a day, 5% drawn for a check. */
export const claimAutomationSettings = {
  enabled: true,
  max_claim_kobo: 5_000_000,
  daily_budget_kobo: 100_000_000,
  sample_percent: 5,
};
