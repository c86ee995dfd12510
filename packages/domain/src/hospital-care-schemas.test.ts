import { describe, expect, it } from 'vitest';
import {
  benefitsLeft,
  capitationMonthSchema,
  hospitalCareCopy,
  hospitalCodeSchema,
  monthOf,
  preauthorisationBillBodySchema,
  preauthorisationBodySchema,
  preauthorisationDecisionBodySchema,
  visitBodySchema,
} from './hospital-care.js';
import { MAX_NAIRA_INPUT } from './money.js';

/**
 * What a hospital's staff and the claims officers read when a form is wrong, and each field's
 * bounds (issue 43: the schemas' messages and limits are rules of their own).
 */
type Parsed = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messagesAt = (result: Parsed, field: string) =>
  (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

const member = 'AM0K3ZQ8TV7M';

describe('the plan’s benefits as the hospital reads them', () => {
  it('When the benefits are listed, then each has the name and note the hospital is shown', () => {
    const list = benefitsLeft('2026-03-10', '2026-04-02', {});
    expect(list.map((b) => [b.benefit, b.name, b.note])).toEqual([
      ['primary_care', 'Primary care', 'At the chosen hospital; paid by capitation.'],
      ['accidents_emergencies', 'Accidents & Emergencies', null],
      ['antenatal_delivery', 'Ante-natal & delivery', 'Usable 12 months after purchase.'],
      ['immunisation', 'Immunisation', 'For children aged 5 and under.'],
    ]);
  });

  it('When a benefit has no waiting months, then it has no start day of its own', () => {
    const list = benefitsLeft('2026-03-10', '2026-03-10', {});
    for (const benefit of ['primary_care', 'accidents_emergencies', 'immunisation'])
      expect(
        list.find((b) => b.benefit === benefit),
        benefit,
      ).toMatchObject({
        available: true,
        available_from: null,
      });
  });

  it('When a Lagos day is named, then its month is YYYY-MM', () => {
    expect(monthOf('2026-02-14')).toBe('2026-02');
  });
});

describe('a visit and a pre-authorisation request', () => {
  const visit = { member_number: member, date: '2026-03-10', treatment: 'Malaria test' };

  it('When the treatment is not text, blank or over 500 characters, then the hospital is asked to say what it is', () => {
    expect(visitBodySchema.parse({ ...visit, treatment: '  Malaria test  ' })).toEqual(visit);
    expect(visitBodySchema.safeParse({ ...visit, treatment: 'a'.repeat(500) }).success).toBe(true);
    for (const treatment of [5, '   ']) {
      const r = visitBodySchema.safeParse({ ...visit, treatment });
      expect(messagesAt(r, 'treatment')).toEqual([hospitalCareCopy.treatmentRequired]);
    }
    expect(visitBodySchema.safeParse({ ...visit, treatment: 'a'.repeat(501) }).success).toBe(false);
  });

  const request = {
    member_number: member,
    treatment: 'X-ray',
    reason: 'Fall',
    estimated_amount: 1000,
  };

  it('When a request’s treatment or reason is wrong, then each has its words and its bound', () => {
    expect(
      preauthorisationBodySchema.parse({ ...request, treatment: ' X-ray ', reason: ' Fall ' }),
    ).toMatchObject({ treatment: 'X-ray', reason: 'Fall' });
    const wrong = preauthorisationBodySchema.safeParse({ ...request, treatment: 1, reason: 2 });
    expect(messagesAt(wrong, 'treatment')).toEqual([hospitalCareCopy.treatmentRequired]);
    expect(messagesAt(wrong, 'reason')).toEqual([hospitalCareCopy.reasonRequired]);
    const longest = { treatment: 'a'.repeat(500), reason: 'b'.repeat(1000) };
    expect(preauthorisationBodySchema.safeParse({ ...request, ...longest }).success).toBe(true);
    expect(
      preauthorisationBodySchema.safeParse({ ...request, treatment: 'a'.repeat(501) }).success,
    ).toBe(false);
    expect(
      preauthorisationBodySchema.safeParse({ ...request, reason: 'b'.repeat(1001) }).success,
    ).toBe(false);
  });

  it('When the estimate is not a number, then the hospital reads the amount message', () => {
    const r = preauthorisationBodySchema.safeParse({ ...request, estimated_amount: '1000' });
    expect(messagesAt(r, 'estimated_amount')).toEqual([hospitalCareCopy.amountRequired]);
  });

  it('When emergency is left out, then the request is not an emergency; a word instead of true or false is refused', () => {
    expect(preauthorisationBodySchema.parse(request).emergency).toBe(false);
    const r = preauthorisationBodySchema.safeParse({ ...request, emergency: 'yes' });
    expect(messagesAt(r, 'emergency')).toEqual(['Say true or false.']);
  });
});

describe('the officer’s decision and the final bill', () => {
  const decision = { decision: 'approve', reason: 'Within the limit' };

  it('When the officer approves or rejects with a reason, then the decision is read as sent', () => {
    expect(preauthorisationDecisionBodySchema.parse({ ...decision, amount: 0 })).toEqual({
      ...decision,
      amount: 0,
    });
    expect(
      preauthorisationDecisionBodySchema.parse({ decision: 'reject', reason: ' No cover ' }),
    ).toEqual({ decision: 'reject', reason: 'No cover' });
    const r = preauthorisationDecisionBodySchema.safeParse({ ...decision, decision: 'pending' });
    expect(messagesAt(r, 'decision')).toEqual(['Choose approve or reject.']);
  });

  it('When the reason is not text, blank or over 1,000 characters, then the officer is asked for it', () => {
    for (const reason of [3, '  '])
      expect(
        messagesAt(preauthorisationDecisionBodySchema.safeParse({ ...decision, reason }), 'reason'),
      ).toEqual([hospitalCareCopy.decisionReasonRequired]);
    expect(
      preauthorisationDecisionBodySchema.safeParse({ ...decision, reason: 'a'.repeat(1000) })
        .success,
    ).toBe(true);
    expect(
      preauthorisationDecisionBodySchema.safeParse({ ...decision, reason: 'a'.repeat(1001) })
        .success,
    ).toBe(false);
  });

  it('When the amount is not whole naira from ₦0 to the largest input, then the officer reads the amount message', () => {
    expect(
      preauthorisationDecisionBodySchema.safeParse({ ...decision, amount: MAX_NAIRA_INPUT })
        .success,
    ).toBe(true);
    for (const amount of ['5', -1, 1.5, MAX_NAIRA_INPUT + 1]) {
      const r = preauthorisationDecisionBodySchema.safeParse({ ...decision, amount });
      expect(messagesAt(r, 'amount'), String(amount)).toEqual([hospitalCareCopy.amountRequired]);
    }
  });

  it('When the final bill is not whole naira from ₦1 to the largest input, then the hospital reads the bill message', () => {
    expect(preauthorisationBillBodySchema.parse({ amount: 1 })).toEqual({ amount: 1 });
    expect(preauthorisationBillBodySchema.parse({ amount: MAX_NAIRA_INPUT })).toEqual({
      amount: MAX_NAIRA_INPUT,
    });
    for (const amount of ['5', 0, 1.5, MAX_NAIRA_INPUT + 1]) {
      const r = preauthorisationBillBodySchema.safeParse({ amount });
      expect(messagesAt(r, 'amount'), String(amount)).toEqual([
        hospitalCareCopy.billAmountRequired,
      ]);
    }
  });
});

describe('a hospital’s code and a capitation month', () => {
  it('When a hospital code is sent, then it is trimmed, and blank or over 40 characters is refused', () => {
    expect(hospitalCodeSchema.parse('  LAG-001  ')).toBe('LAG-001');
    expect(hospitalCodeSchema.parse('H'.repeat(40))).toBe('H'.repeat(40));
    expect(hospitalCodeSchema.safeParse('   ').error!.issues.map((i) => i.message)).toEqual([
      hospitalCareCopy.hospitalUnknown,
    ]);
    expect(hospitalCodeSchema.safeParse('H'.repeat(41)).success).toBe(false);
  });

  it('When a capitation month is not YYYY-MM, then the staff are asked for one', () => {
    expect(capitationMonthSchema.parse('2026-03')).toBe('2026-03');
    expect(capitationMonthSchema.safeParse('March').error!.issues.map((i) => i.message)).toEqual([
      'Choose a month as YYYY-MM.',
    ]);
  });
});
