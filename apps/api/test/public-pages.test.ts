import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { customerUpdateCopy, incomePlansForSalary } from '@alaafia/domain';
import { CATALOGUES } from '@alaafia/i18n/catalogues';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, leads, pricingPlans } from '../src/db/schema/index.js';
import { buildTestApp, signUp, useTestApp, type TestApp } from './helpers.js';

/** Rows of the tables a quote could touch: none may change on bad input. */
async function rowCounts(t: TestApp) {
  const { db } = t.database;
  const [plans] = await db.select({ n: count() }).from(pricingPlans);
  const [people] = await db.select({ n: count() }).from(customers);
  const [contactRequests] = await db.select({ n: count() }).from(leads);
  return { plans: plans?.n, people: people?.n, contactRequests: contactRequests?.n };
}

describe('GET /api/local/products/income/quote (public)', () => {
  const t = useTestApp();

  it("When the salary is missing, empty, under ₦30,000 or not a whole number, then 422 with the domain's salary message, and nothing changes", async () => {
    const before = await rowCounts(t);
    const cases: [string, string][] = [
      ['', customerUpdateCopy.salaryInvalid],
      ['?salary=', customerUpdateCopy.salaryInvalid],
      ['?salary=abc', customerUpdateCopy.salaryInvalid],
      ['?salary=150000.50', customerUpdateCopy.salaryInvalid],
      ['?salary=29999', customerUpdateCopy.salaryTooLow],
      ['?salary=-50000', customerUpdateCopy.salaryTooLow],
      ['?salary=99999999999', customerUpdateCopy.salaryInvalid],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/local/products/income/quote${query}`,
      });
      expect(res.statusCode, query).toBe(422);
      expect(res.json<{ errors: { salary: string[] } }>().errors.salary, query).toContain(message);
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it("When a visitor with no account gives a salary as people write it, then the wizard's plans for it answer, priced by the same rating code", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/local/products/income/quote?salary=${encodeURIComponent('₦150,000')}`,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: { salary: number; plans: { code: string; price: number; monthly_payout: number }[] };
    }>();
    expect(data.salary).toBe(150_000);
    expect(data.plans).toEqual(
      incomePlansForSalary(150_000).map((plan) =>
        expect.objectContaining({
          code: plan.code,
          price: plan.price,
          monthly_payout: plan.monthlyPayout,
          benefit: plan.benefit,
          duration: plan.duration,
        }),
      ),
    );
    // The same plans the signed-in wizard's call answers.
    const ada = await signUp(t.app);
    const wizard = await t.app.inject({
      method: 'POST',
      url: '/api/local/products/salary',
      headers: { cookie: ada.cookie },
      payload: { salary: 150_000 },
    });
    expect(
      wizard
        .json<{ data: { pricing_plans: { code: string; price: number }[] } }>()
        .data.pricing_plans.map((p) => [p.code, p.price]),
    ).toEqual(data.plans.map((p) => [p.code, p.price]));
  });
});

/** The web build's server module in miniature: the quote page shows what it was given. */
const SERVER_RENDER = `
export const SERVER_RENDERED_PATHS = ['/'];
export async function renderSignedIn(url, fetchApi) {
  const me = await fetchApi('/api/auth/me', { method: 'GET' });
  if (me.status !== 200) return null;
  return { html: '<h1>Welcome back</h1>', state: {} };
}
export function renderQuotePage(props, language) {
  return '<!doctype html><link rel="canonical" href="__ALAAFIA_ORIGIN__/income-protection/quote">' +
    '<p id="drawn-in">' + language + '</p>' +
    (props.quote ? '<ul>' + props.quote.plans.map((p) => '<li>' + p.code + '</li>').join('') + '</ul>'
      : '<p id="salary-error">' + props.error + '</p>') + '<input value="' + props.salary + '">';
}`;

function fakeWebBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(dist, 'site-pages'));
  for (const [file, title] of [
    ['index.html', 'Front page'],
    ['income-protection.html', 'Income Protection'],
    ['privacy.html', 'Privacy notice'],
  ])
    fs.writeFileSync(
      path.join(dist, 'site-pages', file!),
      `<!doctype html><meta property="og:url" content="__ALAAFIA_ORIGIN__/"><h1>${title}</h1>` +
        '<footer><p>Insured by __ALAAFIA_UNDERWRITER_NAME__, licence __ALAAFIA_UNDERWRITER_LICENCE__</p>' +
        '<a href="https://wa.me/__ALAAFIA_SUPPORT_WHATSAPP__">WhatsApp</a>' +
        '<a href="tel:__ALAAFIA_SUPPORT_PHONE_DIAL__">__ALAAFIA_SUPPORT_PHONE__</a>' +
        '<a href="mailto:__ALAAFIA_SUPPORT_EMAIL__">__ALAAFIA_SUPPORT_EMAIL__</a></footer>' +
        '<p data-claims-promise>__ALAAFIA_CLAIMS_PROMISE__</p>',
    );
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(
    path.join(dist, 'server', 'page-shell.html'),
    '<!doctype html><div id="root"></div><script>1</script>',
  );
  fs.writeFileSync(path.join(dist, 'server', 'server-render.js'), SERVER_RENDER);
  return dist;
}

describe('the public pages', () => {
  const dist = fakeWebBuild();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        WEB_DIST: dist,
        APP_URL: 'https://alaafia.example',
        UNDERWRITER_NAME: 'Ayo & Sons <Assurance> Plc',
        UNDERWRITER_NAICOM_LICENCE: 'RIC-042',
        SUPPORT_WHATSAPP: '2348012345678',
        SUPPORT_PHONE: '0201 444 5555',
        SUPPORT_EMAIL: 'care@alaafia.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('When a visitor who is not signed in asks for /, then the front page answers with the site origin written in, and no script', async () => {
    for (const cookie of [undefined, 'alaafia_session=ended']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Front page</h1>');
      expect(res.body).toContain('content="https://alaafia.example/"');
      expect(res.body).not.toContain('__ALAAFIA_ORIGIN__');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).not.toContain('sha256-');
    }
  });

  it('When a public page is sent, then the underwriter, its NAICOM licence and the support lines of the configuration are written in, escaped for HTML (issue 30)', async () => {
    for (const url of ['/', '/income-protection', '/privacy']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain(
        'Insured by Ayo &amp; Sons &lt;Assurance&gt; Plc, licence RIC-042',
      );
      expect(res.body, url).toContain('href="https://wa.me/2348012345678"');
      expect(res.body, url).toContain('href="tel:02014445555">0201 444 5555</a>');
      expect(res.body, url).toContain('href="mailto:care@alaafia.example"');
      expect(res.body, url).not.toMatch(/__ALAAFIA_[A-Z_]+__/);
    }
  });

  it('When a public page is sent, then the claims promise is the figure measured now (GET /api/local/claims/promise), written at the request (issue 39)', async () => {
    const promise = await t.app.inject({ method: 'GET', url: '/api/local/claims/promise' });
    expect(promise.statusCode).toBe(200);
    const { sentence } = promise.json<{ data: { sentence: string } }>().data;
    const page = await t.app.inject({ method: 'GET', url: '/income-protection' });
    expect(page.body).toContain(`<p data-claims-promise>${sentence}</p>`);
  });

  it('When a signed-in customer asks for /, then their dashboard answers, not the front page', async () => {
    const ada = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: ada.cookie } });
    expect(res.body).toContain('Welcome back');
    expect(res.body).not.toContain('Front page');
  });

  it('When a product page or the privacy notice is asked for, with or without a query or a trailing slash, then it answers', async () => {
    for (const url of ['/income-protection', '/income-protection/', '/privacy?utm_source=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toMatch(/<h1>(Income Protection|Privacy notice)<\/h1>/);
    }
  });

  it("When the quote form sends a salary the rule refuses, then the form comes back with the rule's message and 422, and nothing changes", async () => {
    const before = await rowCounts(t);
    for (const [salary, message] of [
      ['29999', customerUpdateCopy.salaryTooLow],
      ['abc', customerUpdateCopy.salaryInvalid],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/income-protection/quote?salary=${salary}`,
      });
      expect(res.statusCode, salary).toBe(422);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<p id="salary-error">${message}</p>`);
      expect(res.body).toContain(`value="${salary}"`);
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('When a visitor reading Yoruba sends the quote form a salary under the minimum, then the page is drawn in Yoruba with the rule’s message in Yoruba', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/income-protection/quote?salary=29999',
      headers: { cookie: 'lang=yo' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<p id="drawn-in">yo</p>');
    expect(res.body).toContain(
      `<p id="salary-error">${CATALOGUES.yo.errors['errors.customerUpdate.salaryTooLow']}</p>`,
    );
  });

  it("When the quote form sends a good salary, then the page lists the rating code's plans for it", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/income-protection/quote?salary=100000',
    });
    expect(res.statusCode).toBe(200);
    for (const plan of incomePlansForSalary(100_000))
      expect(res.body).toContain(`<li>${plan.code}</li>`);
    expect(res.body).toContain('href="https://alaafia.example/income-protection/quote"');
  });
});
