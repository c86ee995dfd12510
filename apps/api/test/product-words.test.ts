import { nairaToKobo } from '@alaafia/domain';
import { CATALOGUES } from '@alaafia/i18n/catalogues';
import { describe, expect, it } from 'vitest';
import productSeed from '../src/db/seed/data/products.json' with { type: 'json' };
import { renderPolicyDocument } from '../src/documents/policy-document.js';
import { translatorOf } from '../src/lib/translators.js';
import { pdfText } from './pdf-text.js';

// The product catalogue's own words in the customer's language (issue 42; docs/architecture.md,
// 'Languages'; decisions/2026-12-07-product-words.md): the seed stays their English record, which
// the API serves, and the catalogue's `products` namespace holds each of its words, found by them.

/** Every word a customer reads of the seed: descriptions, highlights, benefits, exclusions, requirements, categories. */
function seedWords(): string[] {
  const words: string[] = [];
  for (const product of productSeed) {
    words.push(product.description, ...product.product_highlights);
    for (const b of product.product_benefits) words.push(b.title, b.description, b.category);
    for (const n of product.not_covered) words.push(n.title, n.description);
    words.push(
      ...product.claim_requirements,
      ...product.policy_requirements,
      ...product.product_requirements,
    );
    for (const plan of product.pricing_plans)
      for (const b of plan.benefits) words.push(b.title, b.description, b.category.name);
  }
  return words;
}

const english = new Set(
  Object.values(CATALOGUES.en.products).filter((text): text is string => typeof text === 'string'),
);

describe("the product catalogue's words are the seed's", () => {
  it('When the seed has a word a customer reads, then the products namespace holds it word for word', () => {
    const missing = seedWords().filter((word) => !english.has(word));
    expect(missing, 'add each to catalogues/<language>/products.json').toEqual([]);
  });

  it('When the products namespace holds a text, then the seed still says it (no word left behind by an edit)', () => {
    const seed = new Set(seedWords());
    expect([...english].filter((text) => !seed.has(text))).toEqual([]);
  });

  it("When the API says a seed word in Hausa or Yoruba, then it is the language's words, and English stays English", () => {
    const hausa = translatorOf('ha');
    const yoruba = translatorOf('yo');
    expect(hausa.product('Death by accident')).toBe('Mutuwa a hatsari');
    expect(yoruba.product('Dismissal')).toBe('Wọ́n lé ọ níṣẹ́');
    expect(translatorOf('en').product('Dismissal')).toBe('Dismissal');
    // A word the catalogue does not hold (a product edited since) stays as the API has it.
    expect(hausa.product('A benefit added later')).toBe('A benefit added later');
    const untranslated = seedWords().filter((word) => hausa.product(word) === word);
    expect(untranslated, 'seed words still English in Hausa').toEqual([]);
  });
});

describe("the policy document says the product's words in the customer's language", () => {
  const income = productSeed.find((p) => p.uid === 'EI')!;
  const policy = (language: 'en' | 'ha') => ({
    policyNumber: 'ALF-T-1',
    insured: { name: 'Aisha Bello', email: 'aisha@example.com', phone: '08030000007' },
    product: {
      title: income.title,
      uid: income.uid,
      // As the seed stores it (db/seed/seed.ts): a benefit's category as { name }.
      details: {
        ...income,
        product_benefits: income.product_benefits.map((b) => ({
          ...b,
          category: { name: b.category },
        })),
      },
    },
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
    language,
  });
  const flat = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ');

  it("When a Hausa customer's income policy is printed, then what it covers, what it does not and the conditions are Hausa", async () => {
    const text = flat(await pdfText(await renderPolicyDocument(policy('ha'))));
    expect(text).toContain('An kore ka');
    expect(text).toContain('Ajiye aiki');
    expect(text).toContain('Dole ne kana aikin albashi a Najeriya');
    expect(text).not.toContain('Dismissal');
    expect(text).not.toContain('Willingly resigning from your job');
    expect(text).not.toContain('You must be in paid employment in Nigeria');
  });

  it('When an English customer’s policy is printed, then the words are the seed’s, word for word', async () => {
    const text = flat(await pdfText(await renderPolicyDocument(policy('en'))));
    expect(text).toContain('Dismissal');
    expect(text).toContain('You must be in paid employment in Nigeria');
  });
});
