import {
  CHARGE_ATTEMPT_DAYS,
  CLAIM_DECISION_WORKING_DAYS,
  CLAIM_PAYMENT_HOURS,
  CLAIM_STATUTORY_DAYS,
  CLAIM_WAITING_PERIOD_DAYS,
  GRACE_DAYS,
  KYC_DEADLINE_DAYS,
  MINIMUM_SALARY,
  PAUSED_DAYS_BEFORE_LAPSE,
  PRIVACY_VERSION,
  TERMS_VERSION,
  formatNaira,
} from '@alaafia/domain';
import { createTranslator, type Language } from '@alaafia/i18n';
import { CATALOGUES } from '@alaafia/i18n/catalogues';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enMessages from 'virtual:alaafia-messages/en/all';
import haMessages from 'virtual:alaafia-messages/ha/all';
import igMessages from 'virtual:alaafia-messages/ig/all';
import pcmMessages from 'virtual:alaafia-messages/pcm/all';
import yoMessages from 'virtual:alaafia-messages/yo/all';
import { LanguageProvider } from '#lib/i18n.js';
import { seedCatalogue } from '#test/seed-catalogue.js';
import { PUBLIC_PATHS, SITE_FACTS } from './public-pages';
import { siteDocument, sitePages } from './site-document';

// The privacy notice and the policy terms in the visitor's language (issue 42): the catalogue's
// `legal` namespace, every figure from the rules, and on a translated page a line saying the English
// text binds, with a link to it (docs/business-rules.md, 'Which text binds').

const catalogue = seedCatalogue;
/** The English text of each page's version, as recorded: the text that binds. */
type Recorded = { version: string; lines: string[] };
const legalEnglish = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, 'legal-english.json'), 'utf8'),
) as { privacy: Recorded; terms: Recorded };
const MESSAGES = {
  en: enMessages,
  pcm: pcmMessages,
  yo: yoMessages,
  ha: haMessages,
  ig: igMessages,
};

/** A legal page as the build draws it in `language`, parsed. */
function legalPage(language: Language, pagePath: string): Document {
  const translator = createTranslator(language, MESSAGES[language]);
  const { meta, page } = sitePages(catalogue, translator).find(
    ({ meta }) => meta.path === pagePath,
  )!;
  const html = siteDocument(
    meta,
    <LanguageProvider translator={translator}>{page}</LanguageProvider>,
    '',
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The article's text, one line per heading, paragraph or list item. */
function linesOf(doc: Document): string[] {
  const article = doc.querySelector('article')!.cloneNode(true) as Element;
  for (const block of article.querySelectorAll('h1, h2, h3, p, li')) block.append('\n');
  return (article.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The figures each page says, from the domain's rules, as they are written on the page. */
const PRIVACY_FIGURES = [formatNaira(MINIMUM_SALARY), '2023', '6', '60', '7', '30', '72', '18'];
const TERMS_FIGURES = [
  formatNaira(MINIMUM_SALARY),
  '18',
  KYC_DEADLINE_DAYS,
  GRACE_DAYS,
  PAUSED_DAYS_BEFORE_LAPSE,
  ...CHARGE_ATTEMPT_DAYS.slice(1),
  CLAIM_WAITING_PERIOD_DAYS,
  CLAIM_DECISION_WORKING_DAYS,
  CLAIM_STATUTORY_DAYS,
  CLAIM_PAYMENT_HOURS,
].map(String);

/** Each figure in a text, as a whole number (so '7' is not found inside '72'). */
const figuresIn = (text: string) => new Set(text.match(/₦[\d,]+|\d+/g) ?? []);

describe('the legal pages in five languages', () => {
  it("When the English pages are drawn, then they read word for word as the version's recorded English text", () => {
    // The English binds: a change to its words is a new version (PRIVACY_VERSION, TERMS_VERSION),
    // recorded here with its text, which consents name (docs/business-rules.md, 'Which text binds').
    expect(PRIVACY_VERSION, 'a new privacy version: record its English text').toBe(
      legalEnglish.privacy.version,
    );
    expect(TERMS_VERSION, 'a new terms version: record its English text').toBe(
      legalEnglish.terms.version,
    );
    expect(linesOf(legalPage('en', PUBLIC_PATHS.privacy))).toEqual(legalEnglish.privacy.lines);
    expect(linesOf(legalPage('en', PUBLIC_PATHS.terms))).toEqual(legalEnglish.terms.lines);
  });

  it('When an English page is drawn, then it has no translation line and its links are as before', () => {
    for (const pagePath of [PUBLIC_PATHS.privacy, PUBLIC_PATHS.terms]) {
      const doc = legalPage('en', pagePath);
      expect(doc.querySelector('.site-legal__translation')).toBeNull();
      expect(doc.querySelector(`article a[href="${pagePath}?lang=en"]`)).toBeNull();
    }
    const privacy = legalPage('en', PUBLIC_PATHS.privacy);
    expect([...privacy.querySelectorAll('article a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:privacy@alaafia.ng',
      'mailto:privacy@alaafia.ng',
      'mailto:privacy@alaafia.ng',
      'https://ndpc.gov.ng',
      PUBLIC_PATHS.terms,
    ]);
  });

  it('When /privacy is drawn in Yoruba, then it is in Yoruba, says once near its top that the English binds, and has every figure', () => {
    const doc = legalPage('yo', PUBLIC_PATHS.privacy);
    const lines = linesOf(doc);
    expect(lines[0]).toBe('Ìkéde ìpamọ́');
    expect(lines[1]).toBe(`Ẹ̀dà ${PRIVACY_VERSION}, ó ń ṣiṣẹ́ láti 26 Oṣù Bélú 2026`);
    // The binding-English line, once, right under the version, linking the English page.
    const notes = doc.querySelectorAll('.site-legal__translation');
    expect(notes).toHaveLength(1);
    expect(lines[2]).toBe(
      'Ìtumọ̀ ni ojú-ìwé yìí, láti ràn ọ́ lọ́wọ́ kí ó lè yé ọ. Níbi tí ó bá ti yàtọ̀ sí ọ̀rọ̀ Gẹ̀ẹ́sì, ọ̀rọ̀ Gẹ̀ẹ́sì ni èyí tí a ó tẹ̀lé: ka á ní èdè Gẹ̀ẹ́sì.',
    );
    const english = notes[0]!.querySelector('a')!;
    expect(english.getAttribute('href')).toBe('/privacy?lang=en');
    expect(english.getAttribute('hreflang')).toBe('en');
    // In Yoruba: the headings and the rights, no English sentence of the notice left.
    const text = lines.join('\n');
    expect(text).toContain('Ohun tí a ń tọ́jú àti ìdí rẹ̀');
    expect(text).toContain('Àwọn ẹ̀tọ́ rẹ àti bí o ṣe lè lò wọ́n');
    for (const line of legalEnglish.privacy.lines.slice(2)) expect(lines).not.toContain(line);
    expect(text).not.toMatch(/\bWhy:|Lawful basis|We never sell/);
    // Every figure the English has, and the same links and mailto:.
    expect([...figuresIn(text)]).toEqual(expect.arrayContaining(PRIVACY_FIGURES));
    expect(figuresIn(text)).toEqual(figuresIn(legalEnglish.privacy.lines.join('\n')));
    expect([...doc.querySelectorAll('article a')].map((a) => a.getAttribute('href'))).toEqual([
      '/privacy?lang=en',
      'mailto:privacy@alaafia.ng',
      'mailto:privacy@alaafia.ng',
      'mailto:privacy@alaafia.ng',
      'https://ndpc.gov.ng',
      PUBLIC_PATHS.terms,
    ]);
    expect(doc.querySelectorAll('article h2')).toHaveLength(8);
    expect(doc.querySelectorAll('article .site-data > li')).toHaveLength(9);
  });

  it('When /terms is drawn in Hausa, then it is in Hausa, says once near its top that the English binds, and has every figure', () => {
    const doc = legalPage('ha', PUBLIC_PATHS.terms);
    const lines = linesOf(doc);
    expect(lines[0]).toBe('Sharuɗɗan inshora');
    expect(lines[1]).toBe(`Sigar ${TERMS_VERSION}, tana aiki daga 7 Disamba, 2026`);
    expect(doc.querySelectorAll('.site-legal__translation')).toHaveLength(1);
    expect(lines[2]).toBe(
      'Wannan shafi fassara ne, don ka fahimta. Inda ya bambanta da rubutun Turanci, rubutun Turanci ne ake bi: karanta shi da Turanci.',
    );
    expect(doc.querySelector('.site-legal__translation a')!.getAttribute('href')).toBe(
      '/terms?lang=en',
    );
    const text = lines.join('\n');
    expect(text).toContain('Biyan kuɗin inshorarka');
    expect(text).toContain(
      `Idan ba a biya kuɗin inshora ba, inshorarka tana ci gaba har kwana ${GRACE_DAYS}.`,
    );
    for (const line of legalEnglish.terms.lines.slice(2)) expect(lines).not.toContain(line);
    expect([...figuresIn(text)]).toEqual(expect.arrayContaining(TERMS_FIGURES));
    expect(figuresIn(text)).toEqual(figuresIn(legalEnglish.terms.lines.join('\n')));
    expect([...doc.querySelectorAll('article a')].map((a) => a.getAttribute('href'))).toEqual([
      '/terms?lang=en',
      `mailto:${SITE_FACTS.supportEmail}`,
      'https://www.naicom.gov.ng',
      PUBLIC_PATHS.privacy,
      '/auth/signup',
    ]);
    expect(doc.querySelectorAll('article h2')).toHaveLength(7);
  });

  it('When either page is drawn in Pidgin, Yoruba, Hausa or Igbo, then every message is translated, with the same figures and links as English', () => {
    for (const language of ['pcm', 'yo', 'ha', 'ig'] as const) {
      const untranslated = Object.entries(CATALOGUES[language].legal)
        .filter(([, text]) => text === null)
        .map(([key]) => key);
      expect(untranslated, language).toEqual([]);
      for (const pagePath of [PUBLIC_PATHS.privacy, PUBLIC_PATHS.terms]) {
        const english = legalPage('en', pagePath);
        const doc = legalPage(language, pagePath);
        // No English sentence left, but Pidgin's words that are English's too: its heading 'Your
        // policy', and the link to the terms (the public pages' name for them, 'Policy terms').
        const left = linesOf(doc).filter((line) => linesOf(english).slice(2).includes(line));
        expect(left, `${language} ${pagePath}`).toEqual(
          language !== 'pcm'
            ? []
            : pagePath === PUBLIC_PATHS.terms
              ? ['Your policy']
              : ['Policy terms'],
        );
        expect(figuresIn(linesOf(doc).join('\n')), `${language} ${pagePath}`).toEqual(
          figuresIn(linesOf(english).join('\n')),
        );
        const hrefs = (d: Document) =>
          [...d.querySelectorAll('article a')].map((a) => a.getAttribute('href'));
        expect(hrefs(doc), `${language} ${pagePath}`).toEqual([
          `${pagePath}?lang=en`,
          ...hrefs(english),
        ]);
        expect(doc.querySelectorAll('article strong').length).toBe(
          english.querySelectorAll('article strong').length,
        );
      }
    }
  });
});
