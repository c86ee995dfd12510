import {
  CLAIM_DECISION_WORKING_DAYS,
  CLAIM_PAYMENT_HOURS,
  PRIVACY_VERSION,
  TERMS_VERSION,
} from '@alaafia/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from '@alaafia/i18n';
import { describe, expect, it } from 'vitest';
import hausaMessages from 'virtual:alaafia-messages/ha/all';
import yorubaMessages from 'virtual:alaafia-messages/yo/all';
import { paths } from '#config/paths.js';
import { LanguageProvider } from '#lib/i18n.js';
import { englishTranslator } from '#test/english.js';
import { seedCatalogue } from '#test/seed-catalogue.js';
import { PUBLIC_PATHS, SITE_FACTS } from './public-pages';
import { QuotePage } from './quote-page';
import { quoteDocument, siteDocument, sitePages } from './site-document';

// The catalogue the build renders the pages from (build/prerender.mjs reads the same seed file).
const catalogue = seedCatalogue;
const pages = sitePages(catalogue, englishTranslator).map(({ meta, page }) => ({
  path: meta.path,
  html: siteDocument(meta, page, ''),
}));
const productPaths: string[] = [PUBLIC_PATHS.income, PUBLIC_PATHS.health, PUBLIC_PATHS.healthCash];

/** The visible text of a page's markup, one space between words. */
function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ');
}

describe('the public pages: who insures you, and a person to ask (issue 30)', () => {
  it('When any public page is built, then its footer names the underwriter and its NAICOM licence, links /help and WhatsApp, and gives the one support e-mail', () => {
    for (const { path, html } of pages) {
      const footer = html.slice(html.indexOf('<footer'));
      expect(footer, path).toContain(SITE_FACTS.underwriterName);
      expect(footer, path).toContain(`licence ${SITE_FACTS.underwriterLicence}`);
      expect(footer, path).toContain(`href="${paths.help}"`);
      expect(footer, path).toContain(`href="https://wa.me/${SITE_FACTS.supportWhatsapp}"`);
      expect(footer, path).toContain(`href="mailto:${SITE_FACTS.supportEmail}"`);
      expect(html, path).not.toContain('hello@alaafia.ng');
      expect(html, path).not.toContain('<script');
    }
  });

  it('When a product page is built, then it names the underwriter by its hero and in its own section, above the last Buy now', () => {
    for (const path of productPaths) {
      const html = pages.find((page) => page.path === path)!.html;
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main, path).toContain(
        `Insured by ${SITE_FACTS.underwriterName} · NAICOM licence ${SITE_FACTS.underwriterLicence}`,
      );
      expect(main.indexOf('id="insurer"'), path).toBeGreaterThan(0);
      expect(main.indexOf('id="insurer"'), path).toBeLessThan(main.indexOf('id="buy-title"'));
    }
  });

  it("When the front page is built, then it has our own drawing, the claims clock with the domain's figures, and the WhatsApp band", () => {
    const html = pages.find((page) => page.path === '/')!.html;
    const text = textOf(html);
    expect(html).toContain('class="site-illustration"');
    expect(text).toContain(`We decide within ${CLAIM_DECISION_WORKING_DAYS} working days`);
    expect(text).toContain(`You are paid within ${CLAIM_PAYMENT_HOURS} hours`);
    expect(text).toContain('Questions before you pay?');
    expect(html).toContain(`href="tel:${SITE_FACTS.supportPhoneDial}"`);
  });

  it("When the quote page lists a plan, then 'Buy this plan' carries the salary and the plan into the wizard", () => {
    const html = renderToStaticMarkup(
      <QuotePage
        salary="150000"
        quote={{
          salary: 150_000,
          plans: [
            {
              code: 'EI-300',
              name: 'EI 300',
              unit: 'Month',
              price: 1_000,
              monthly_payout: 50_000,
              benefit: 300_000,
              duration: 6,
            },
          ],
        }}
      />,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const buy = [...doc.querySelectorAll('a')].find((a) =>
      a.textContent?.startsWith('Buy this plan'),
    );
    const next = new URL(buy!.getAttribute('href')!, 'https://x.example').searchParams.get('next');
    expect(next).toBe(`${paths.buyIncome}?salary=150000&plan=EI-300`);
  });

  it('When the quote page is built, then it has the underwriter too', () => {
    const html = quoteDocument(
      { salary: '', error: 'Please enter your salary' },
      '',
      englishTranslator,
    );
    expect(html).toContain(SITE_FACTS.underwriterName);
  });
});

describe("the public pages in the visitor's language (issue 42)", () => {
  /** The pages as the build draws them in a language: the meta and the words from its messages. */
  const drawn = (translator: ReturnType<typeof createTranslator>) =>
    sitePages(catalogue, translator).map(({ meta, page }) => ({
      path: meta.path,
      html: siteDocument(
        meta,
        <LanguageProvider translator={translator}>{page}</LanguageProvider>,
        '',
      ),
    }));

  it('When the front page is drawn in Yoruba, then its title, heading, clock and footer are in Yoruba with the same figures', () => {
    const front = drawn(createTranslator('yo', yorubaMessages)).find((p) => p.path === '/')!;
    const text = textOf(front.html);
    expect(front.html).toContain(
      '<title>Alaafia: ààbò owó-oṣù àti ìbánigbófò ìlera fún ọmọ Nàìjíríà</title>',
    );
    expect(text).toContain('Ààbò fún owó-oṣù àti ìlera rẹ');
    expect(text).toContain(`A máa pinnu láàrín ọjọ́ iṣẹ́ ${CLAIM_DECISION_WORKING_DAYS}`);
    expect(text).toContain(`A máa san owó fún ọ láàrín wákàtí ${CLAIM_PAYMENT_HOURS}`);
    expect(text).toContain('Ṣé o ní ìbéèrè kí o tó san owó?');
    expect(text).not.toContain('Questions before you pay?');
    expect(text).not.toContain('What you can buy');
  });

  it('When a product page is drawn in Hausa, then its headings and the underwriter line are in Hausa', () => {
    const income = drawn(createTranslator('ha', hausaMessages)).find(
      (p) => p.path === PUBLIC_PATHS.income,
    )!;
    const text = textOf(income.html);
    expect(text).toContain('Abin da inshora ke biya');
    expect(text).toContain(
      `Mai ɗaukar nauyi: ${SITE_FACTS.underwriterName} · lasisin NAICOM ${SITE_FACTS.underwriterLicence}`,
    );
    expect(text).toContain('Yadda daʼawa ke aiki');
    expect(text).not.toContain("What's covered");
  });

  it("When a product page is drawn in Hausa, then the product catalogue's own words (description, benefits, requirements) are Hausa", () => {
    const pagesInHausa = drawn(createTranslator('ha', hausaMessages));
    const healthCash = pagesInHausa.find((p) => p.path === PUBLIC_PATHS.healthCash)!;
    const text = textOf(healthCash.html);
    expect(text).toContain('Mutuwa a hatsari');
    expect(text).toContain('Rahoton ʼyan sanda don hatsarin mota a hanya');
    expect(text).toContain('Bayanin danginka na kusa');
    expect(text).not.toContain('Death by accident');
    expect(text).not.toContain('Police report for road traffic accidents');
    // Its description, in the page's meta too.
    expect(healthCash.html).toContain(
      '<meta name="description" content="Kuɗi idan an yi maka magani a asibiti bayan hatsari',
    );
    const front = textOf(pagesInHausa.find((p) => p.path === '/')!.html);
    expect(front).toContain('Kuɗi kowane wata har zuwa wata 6 idan ka rasa aikinka');
    expect(front).not.toContain('A monthly income for up to 6 months if you lose your job');
  });

  it("When the public pages are drawn in Yoruba, then every product's name is the catalogue's Yoruba (frame.product.*), never the English title", () => {
    const yo = createTranslator('yo', yorubaMessages);
    const pagesInYoruba = drawn(yo);
    const income = pagesInYoruba.find((p) => p.path === PUBLIC_PATHS.income)!;
    const incomeName = yo.t('frame.product.title.EI');
    expect(incomeName).not.toBe('Income Protection Insurance');
    // The product page's heading and its <title>.
    expect(income.html).toMatch(new RegExp(`<h1[^>]*>${incomeName}</h1>`));
    expect(income.html).toContain(`<title>${incomeName}: `);
    const front = pagesInYoruba.find((p) => p.path === '/')!;
    // The front page's cards and links, and every page's footer.
    expect(textOf(front.html)).toContain(yo.t('frame.product.title.HI'));
    expect(textOf(front.html)).toContain(yo.t('frame.product.line.BI'));
    for (const page of pagesInYoruba) {
      const text = textOf(page.html);
      for (const english of [
        'Income Protection Insurance',
        'Health Insurance',
        'HealthCash Insurance',
        'Business Insurance',
        'Credit Life Insurance',
      ])
        expect(text, `${page.path}: ${english}`).not.toContain(english);
    }
  });

  it("When the legal pages are drawn in Yoruba, then their version line and its day are Yoruba's", () => {
    const yo = drawn(createTranslator('yo', yorubaMessages));
    const privacy = textOf(yo.find((p) => p.path === PUBLIC_PATHS.privacy)!.html);
    expect(privacy).toContain(`Ẹ̀dà ${PRIVACY_VERSION}, ó ń ṣiṣẹ́ láti 26 Oṣù Bélú 2026`);
    const terms = textOf(yo.find((p) => p.path === PUBLIC_PATHS.terms)!.html);
    expect(terms).toContain(`Ẹ̀dà ${TERMS_VERSION}, ó ń ṣiṣẹ́ láti 7 Oṣù Ọ̀pẹ̀ 2026`);
    for (const text of [privacy, terms]) {
      expect(text).not.toContain('in force from');
      expect(text).not.toMatch(/November|December/);
    }
    // English reads as before.
    expect(textOf(pages.find((p) => p.path === PUBLIC_PATHS.terms)!.html)).toContain(
      `Version ${TERMS_VERSION}, in force from 7 December 2026`,
    );
  });

  it('When the pages are drawn in English, then they read as before', () => {
    const front = pages.find((p) => p.path === '/')!;
    expect(front.html).toContain(
      '<title>Alaafia: income protection and health insurance for Nigerians</title>',
    );
    expect(textOf(front.html)).toContain(
      'Cover for your income and your health, bought online in minutes',
    );
  });
});
