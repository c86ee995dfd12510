import { describe, expect, it } from 'vitest';
import {
  CLAIM_AUTOMATION_EVIDENCE_TYPES,
  CLAIM_AUTOMATION_POLICY_AGE_DAYS,
  CLAIM_AUTOMATION_RULES,
  CLAIM_AUTOMATION_SAMPLED_REASON,
  claimAutomationAnswerSchema,
  claimAutomationBodySchema,
  claimAutomationCopy,
  claimAutomationOnClaimSchema,
  claimAutomationReportSchema,
  claimLookBackBodySchema,
  claimLookBackSchema,
  claimPromiseAnswerSchema,
  decideClaimAutomation,
  lookBackFindingCopy,
  seededRandom,
  type ClaimAutomationFacts,
} from './claim-automation.js';
import {
  claimAutomationSettings as settings,
  cleanClaimFacts as clean,
} from './claim-automation-fixtures.js';
import { kobo } from './money.js';

/**
 * The edges of the rules that approve small claims at once, the settings' and the look back's
 * words, and the answers' shapes (issue 43).
 */
type Parsed = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messagesAt = (result: Parsed, field: string) =>
  (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

const held = (facts: ClaimAutomationFacts, name: string) =>
  CLAIM_AUTOMATION_RULES.find((r) => r.name === name)!.holds(facts);

describe('the rules at their edges', () => {
  it('When an income claim names a HealthCash benefit, then it still goes to a person', () => {
    expect(held({ ...clean, productUid: 'EI' }, 'benefit_automated')).toBe(false);
  });

  it('When the amount is ₦0, then the claim is not approved at once', () => {
    expect(held({ ...clean, amountKobo: kobo(0) }, 'within_what_is_left')).toBe(false);
  });

  it('When the policy is exactly 30 days old, then it is settled enough; a renewed one always is', () => {
    const age = CLAIM_AUTOMATION_POLICY_AGE_DAYS;
    expect(held({ ...clean, policyAgeDays: age }, 'policy_settled')).toBe(true);
    expect(held({ ...clean, policyAgeDays: age - 1, renewed: true }, 'policy_settled')).toBe(true);
  });

  it('When the evidence is a PDF or a photo, then the rules read it; other types go to a person', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png'])
      expect(CLAIM_AUTOMATION_EVIDENCE_TYPES, type).toContain(type);
    expect(CLAIM_AUTOMATION_EVIDENCE_TYPES).not.toContain('application/msword');
  });

  it('When a claim is drawn for a check, then the customer reads that it was chosen at random', () => {
    const outcome = decideClaimAutomation(clean, 100, () => 0);
    expect(outcome.reasons).toEqual(['Chosen at random for a check by a person.']);
    expect(CLAIM_AUTOMATION_SAMPLED_REASON).toBe(outcome.reasons[0]);
  });

  it('When the seed is 1, then the draws are mulberry32’s published ones (the sandbox samples the same claims)', () => {
    const draw = seededRandom(1);
    expect([draw(), draw(), draw()]).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ]);
  });
});

describe('the settings and their words', () => {
  it('When a setting is not of its kind, then the administrator reads what it should be', () => {
    const r = claimAutomationBodySchema.safeParse({
      enabled: 'on',
      max_claim_kobo: '5',
      daily_budget_kobo: null,
      sample_percent: 'five',
    });
    expect(messagesAt(r, 'enabled')).toEqual([claimAutomationCopy.enabled]);
    expect(messagesAt(r, 'max_claim_kobo')).toEqual([claimAutomationCopy.maxClaim]);
    expect(messagesAt(r, 'daily_budget_kobo')).toEqual([claimAutomationCopy.dailyBudget]);
    expect(messagesAt(r, 'sample_percent')).toEqual([claimAutomationCopy.samplePercent]);
  });

  it('When the settings and a pending change are answered, then every field is kept', () => {
    const change = { ...settings, id: 3, proposed_by: 7, proposed_at: '2026-12-07T10:00:00.000Z' };
    const answer = { ...settings, pending_change: change };
    expect(claimAutomationAnswerSchema.parse(answer)).toEqual(answer);
    expect(claimAutomationAnswerSchema.parse({ ...settings, pending_change: null })).toEqual({
      ...settings,
      pending_change: null,
    });
  });
});

describe('the look back on a claim the rules paid', () => {
  it('When the finding is neither fine nor problem, then the officer is told the two', () => {
    const r = claimLookBackBodySchema.safeParse({ finding: 'ok', note: 'Receipt matches' });
    expect(messagesAt(r, 'finding')).toEqual([lookBackFindingCopy.finding]);
    for (const finding of ['fine', 'problem'])
      expect(claimLookBackBodySchema.parse({ finding, note: ' Receipt matches ' })).toEqual({
        finding,
        note: 'Receipt matches',
      });
  });

  it('When the note is not text, under 5 characters once trimmed or over 2,000, then the officer reads the note message', () => {
    expect(
      claimLookBackBodySchema.safeParse({ finding: 'fine', note: 'a'.repeat(2000) }).success,
    ).toBe(true);
    for (const note of [12345, '  abcd  ', 'a'.repeat(2001)]) {
      const r = claimLookBackBodySchema.safeParse({ finding: 'fine', note });
      expect(messagesAt(r, 'note'), String(note).slice(0, 10)).toEqual([lookBackFindingCopy.note]);
    }
  });

  it('When a look back is answered, then its finding is fine, problem or none yet', () => {
    const done = {
      due_on: '2026-12-14',
      looked_back_at: '2026-12-08T10:00:00.000Z',
      looked_back_by: 4,
      finding: 'problem',
      note: 'Receipt reused',
    };
    expect(claimLookBackSchema.parse(done)).toEqual(done);
    expect(claimLookBackSchema.parse({ ...done, finding: 'fine' }).finding).toBe('fine');
    expect(claimLookBackSchema.safeParse({ ...done, finding: 'odd' }).success).toBe(false);
  });
});

describe('the answers the back office and the public pages read', () => {
  it('When the week’s report is answered, then every count is kept', () => {
    const report = {
      from: '2026-12-01',
      to: '2026-12-08',
      approved: 4,
      approved_kobo: 4_800_000,
      to_a_person: 3,
      sampled: 1,
      looked_back: 2,
      found_wrong: 0,
    };
    expect(claimAutomationReportSchema.parse(report)).toEqual(report);
  });

  it('When the promise is answered, then both medians and the sentence are kept', () => {
    const promise = {
      days: 90,
      automated: { claims: 4, median_minutes: 4 },
      human: { claims: 2, median_minutes: null },
      sentence: 'Over the last 90 days…',
    };
    expect(claimPromiseAnswerSchema.parse(promise)).toEqual(promise);
  });

  it('When a claim carries what the rules decided, then the decision is approve or to_a_person, with each rule', () => {
    const onClaim = {
      decision: 'to_a_person',
      reasons: ['No evidence is attached.'],
      sampled: false,
      rules: [{ name: 'evidence_attached', held: false }],
      decided_at: '2026-12-07T10:00:00.000Z',
    };
    expect(claimAutomationOnClaimSchema.parse(onClaim)).toEqual(onClaim);
    expect(claimAutomationOnClaimSchema.parse({ ...onClaim, decision: 'approve' }).decision).toBe(
      'approve',
    );
    expect(claimAutomationOnClaimSchema.safeParse({ ...onClaim, decision: 'reject' }).success).toBe(
      false,
    );
  });
});
