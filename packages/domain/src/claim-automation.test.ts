import { createTranslator } from '@alaafia/i18n';
import { compileCatalogue } from '@alaafia/i18n/compile';
import { describe, expect, it } from 'vitest';
import {
  claimPromiseSentence,
  plainDuration,
  CLAIM_AUTOMATION_RULES,
  CLAIM_AUTOMATION_SAMPLED_REASON,
  claimAutomationBodySchema,
  decideClaimAutomation,
  seededRandom,
  type ClaimAutomationFacts,
} from './claim-automation.js';
import { claimAutomationSettings, cleanClaimFacts as clean } from './claim-automation-fixtures.js';
import { kobo } from './money.js';

const never = () => {
  throw new Error('drawn although a rule failed');
};
const noDraw = () => 0.99;

/** Each rule: facts that break it (and only it). */
const breaking: Record<string, Partial<ClaimAutomationFacts>> = {
  automation_on: { enabled: false },
  benefit_automated: { benefit: 'permanent_disability' },
  identity_verified: { identityVerified: false },
  payout_account_in_name: { payoutAccountInName: false },
  covered_on_event_date: { coverOnEventDate: 'unknown' },
  waiting_period_passed: { waitingPeriodPassed: false },
  within_what_is_left: { leftKobo: kobo(1_000_000) },
  within_claim_limit: { amountKobo: kobo(5_000_100), leftKobo: kobo(10_000_000) },
  evidence_attached: { evidence: { files: 0, unacceptedType: 0, seenBefore: 0 } },
  evidence_type_accepted: { evidence: { files: 2, unacceptedType: 1, seenBefore: 0 } },
  evidence_new: { evidence: { files: 1, unacceptedType: 0, seenBefore: 1 } },
  no_recent_claim: { otherClaimsLast30Days: 1 },
  policy_settled: { policyAgeDays: 29 },
  within_daily_budget: { dayTotalKobo: kobo(100_000_000) },
};

describe('the rules that approve small claims at once (issue 39)', () => {
  it('When a clean ₦12,000 accident claim meets every rule and is not drawn, then it is approved with every rule held and no reason', () => {
    const outcome = decideClaimAutomation(clean, 5, noDraw);
    expect(outcome.decision).toBe('approve');
    expect(outcome.reasons).toEqual([]);
    expect(outcome.sampled).toBe(false);
    expect(outcome.rules.every((r) => r.held)).toBe(true);
    expect(outcome.rules.map((r) => r.name)).toEqual(CLAIM_AUTOMATION_RULES.map((r) => r.name));
  });

  it('Names a test for every rule, and every rule has a reason', () => {
    expect(Object.keys(breaking).sort()).toEqual(CLAIM_AUTOMATION_RULES.map((r) => r.name).sort());
    for (const rule of CLAIM_AUTOMATION_RULES) expect(rule.reason.length).toBeGreaterThan(10);
  });

  it.each(CLAIM_AUTOMATION_RULES.map((r) => [r.name, r] as const))(
    'When the rule %s does not hold, then the claim goes to a person with its reason alone (never rejected, nothing drawn)',
    (name, rule) => {
      const facts = { ...clean, ...breaking[name] };
      expect(rule.holds(clean)).toBe(true);
      expect(rule.holds(facts)).toBe(false);
      const outcome = decideClaimAutomation(facts, 100, never);
      expect(outcome.decision).toBe('to_a_person');
      expect(outcome.reasons).toEqual([rule.reason]);
      expect(outcome.rules.filter((r) => !r.held).map((r) => r.name)).toEqual([name]);
      expect(outcome.sampled).toBe(false);
    },
  );

  it('When income protection or a death claim is filed, then it always goes to a person', () => {
    for (const facts of [
      { ...clean, productUid: 'EI' as const, benefit: null },
      { ...clean, benefit: 'accidental_death' as const },
    ]) {
      expect(decideClaimAutomation(facts, 0, noDraw).decision).toBe('to_a_person');
    }
  });

  it('When a health plan member claims back what a hospital charged them, then it goes to a person with the reason, never approved (issue 39 item 6)', () => {
    const refund = {
      ...clean,
      productUid: 'HI' as const,
      benefit: 'hospital_refund' as const,
    };
    const outcome = decideClaimAutomation(refund, 0, never);
    expect(outcome.decision).toBe('to_a_person');
    expect(outcome.reasons).toEqual([
      'Income protection, disability, death and hospital refund claims are always decided by a person.',
    ]);
    expect(outcome.rules.filter((r) => !r.held).map((r) => r.name)).toEqual(['benefit_automated']);
    // Even were the benefit named on a HealthCash claim, the rules would not approve it.
    expect(decideClaimAutomation({ ...clean, benefit: 'hospital_refund' }, 0, never).decision).toBe(
      'to_a_person',
    );
  });

  it('When a claim is at the per-claim limit or takes exactly what is left, then those rules hold', () => {
    expect(
      decideClaimAutomation(
        { ...clean, amountKobo: kobo(5_000_000), leftKobo: kobo(5_000_000) },
        0,
        noDraw,
      ).decision,
    ).toBe('approve');
  });

  it('When many claims meet every rule, then none is ever rejected: each is approved or sent to a person', () => {
    const draw = seededRandom(7);
    for (let i = 0; i < 500; i += 1) {
      const facts = { ...clean, ...Object.values(breaking)[i % 15] };
      expect(['approve', 'to_a_person']).toContain(decideClaimAutomation(facts, 5, draw).decision);
    }
  });
});

describe('sampling (issue 39)', () => {
  it('When an otherwise approvable claim is drawn under the percentage, then it goes to a person marked sampled', () => {
    const outcome = decideClaimAutomation(clean, 5, () => 0.049);
    expect(outcome).toMatchObject({
      decision: 'to_a_person',
      sampled: true,
      reasons: [CLAIM_AUTOMATION_SAMPLED_REASON],
    });
    expect(decideClaimAutomation(clean, 5, () => 0.05).decision).toBe('approve');
    expect(decideClaimAutomation(clean, 0, () => 0).decision).toBe('approve');
  });

  it('When the source is seeded, then it draws the same numbers every run, and about the percentage is sampled', () => {
    const a = seededRandom(39);
    const b = seededRandom(39);
    const first = Array.from({ length: 20 }, a);
    expect(Array.from({ length: 20 }, b)).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    const draw = seededRandom(39);
    let sampled = 0;
    for (let i = 0; i < 2000; i += 1)
      if (decideClaimAutomation(clean, 5, draw).sampled) sampled += 1;
    expect(sampled).toBeGreaterThan(60);
    expect(sampled).toBeLessThan(140);
  });
});

describe('the settings body', () => {
  it('When a value is out of range, then it is refused with the reason; a whole body passes', () => {
    expect(claimAutomationBodySchema.safeParse(claimAutomationSettings).success).toBe(true);
    const bad = claimAutomationBodySchema.safeParse({
      enabled: 'yes',
      max_claim_kobo: -1,
      daily_budget_kobo: 1.5,
      sample_percent: 101,
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      'daily_budget_kobo',
      'enabled',
      'max_claim_kobo',
      'sample_percent',
    ]);
  });
});

const english = createTranslator('en', compileCatalogue('en', ['public'])).t;
const hausa = createTranslator('ha', compileCatalogue('ha', ['public'])).t;

describe("the public pages' promise (issue 39)", () => {
  it('When a duration is under 90 minutes, then it is in whole minutes, at least one; under two days in hours; else in days', () => {
    expect(plainDuration(0.2, english)).toBe('1 minute');
    expect(plainDuration(1, english)).toBe('1 minute');
    expect(plainDuration(4.4, english)).toBe('4 minutes');
    expect(plainDuration(89, english)).toBe('89 minutes');
    expect(plainDuration(90, english)).toBe('2 hours');
    expect(plainDuration(60 * 47, english)).toBe('47 hours');
    expect(plainDuration(48 * 60, english)).toBe('2 days');
    expect(plainDuration(1440 * 3.4, english)).toBe('3 days');
  });

  it('When both medians are known, then the sentence gives each; when one is, only it; when none, nothing', () => {
    expect(claimPromiseSentence(4, 3 * 1440, english)).toBe(
      'Over the last 90 days, from the claim to the money (the middle figure): small claims our rules approved were paid in 4 minutes; claims decided by a person in 3 days.',
    );
    expect(claimPromiseSentence(null, 120, english)).toBe(
      'Over the last 90 days, from the claim to the money (the middle figure): claims decided by a person in 2 hours.',
    );
    expect(claimPromiseSentence(1, null, english)).toBe(
      'Over the last 90 days, from the claim to the money (the middle figure): small claims our rules approved were paid in 1 minute.',
    );
    expect(claimPromiseSentence(null, null, english)).toBe('');
  });

  it('When the page is in Hausa, then the sentence and its durations are the catalogue’s Hausa, with the same figures', () => {
    expect(claimPromiseSentence(4, 3 * 1440, hausa)).toBe(
      'A cikin kwanaki 90 da suka wuce, daga daʼawa zuwa kuɗi (alkaluman tsakiya): an biya ƙananan daʼawowin da ƙaʼidodinmu suka amince cikin mintoci 4; daʼawowin da mutum ya yanke cikin kwanaki 3.',
    );
    expect(plainDuration(1, hausa)).toBe('minti 1');
    expect(plainDuration(60, hausa)).toBe('mintoci 60');
    expect(plainDuration(1440, hausa)).toBe('awoyi 24');
  });
});
