import { nairaToKobo } from '@alaafia/domain';
import { describe, expect, it } from 'vitest';
import { renderPolicyDocument, type PolicyDocumentData } from '../src/documents/policy-document.js';
import { pdfText } from './pdf-text.js';

const details = {
  description: 'A monthly income if you lose your job.',
  product_highlights: [],
  product_benefits: [{ title: 'Dismissal', description: 'Job loss out of your control.' }],
  not_covered: [{ title: 'Resignation', description: 'Leaving of your own will.' }],
  claim_requirements: ['Your letter of dismissal'],
  policy_requirements: [],
  product_requirements: [],
};

function policy(uid: string, title: string): PolicyDocumentData {
  return {
    policyNumber: 'ALF-T-1',
    insured: { name: 'Chidi Okafor', email: 'chidi@example.com', phone: '08030000007' },
    product: { title, uid, details },
    planName: 'EI-R1-B300000-D6',
    sumAssuredKobo: nairaToKobo(300_000),
    premiumKobo: nairaToKobo(1_000),
    unit: 'Month',
    status: 'active',
    startDate: '2026-01-31',
    nextPaymentDate: '2026-02-28',
    dateCancelled: null,
    hospital: null,
    underwriter: { name: 'Ikoyi General Insurance Plc', naicomLicence: 'RIC-042' },
    sponsor: null,
    payment: null,
    issuedAt: new Date('2026-01-31T10:00:00Z'),
  };
}

describe('the policy document (issue 30)', () => {
  it('When an income protection policy is printed, then it states the 90-day waiting period and the day cover for a lost job begins', async () => {
    const text = await pdfText(await renderPolicyDocument(policy('EI', 'Income Protection')));
    expect(text).toContain('Waiting period');
    expect(text).toContain('90 days: a job lost before 1 May 2026 is not covered');
  });

  it('When a HealthCash policy is printed, then it has no waiting period (accidents are covered from the day it is paid)', async () => {
    const text = await pdfText(await renderPolicyDocument(policy('HTCI', 'HealthCash Insurance')));
    expect(text).not.toContain('Waiting period');
  });

  it("When a Yoruba customer's paused policy is printed, then its status and its premium's unit are the catalogue's Yoruba words, not English ones", async () => {
    const text = (
      await pdfText(
        await renderPolicyDocument({
          ...policy('EI', 'Income Protection'),
          status: 'paused',
          language: 'yo',
        }),
      )
    ).normalize('NFC');
    expect(text).toContain('Ó ti dúró'.normalize('NFC'));
    expect(text).not.toContain('Paused');
    // The premium's unit is a word of the language too ('fún oṣù'), not the English 'month'.
    expect(text).toContain('fún oṣù'.normalize('NFC'));
    expect(text).not.toContain('fún month');
  });
});
