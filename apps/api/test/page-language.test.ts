import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newCustomer, signUp, type TestApp } from './helpers.js';

// The language of the pages the server sends (issue 42; docs/architecture.md, 'Languages';
// docs/decisions/2026-12-07-pages-per-language.md): the customer's own, else ?lang=, the lang
// cookie, Accept-Language. A fake build stands for apps/web's: its pages say which language they
// were drawn in, so a page drawn in one language is never sent as another's.

const doc = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head></head><body>${body}</body></html>`;
const SHELL_ROOT = '<div id="root"></div>';

/** The web build's server module in miniature: it draws the dashboard in the language it is given. */
const SERVER_RENDER = `
export const SERVER_RENDERED_PATHS = ['/'];
export async function renderSignedIn(url, fetchApi, cookie, language) {
  const me = await fetchApi('/api/auth/me', { method: 'GET' });
  if (me.status !== 200) return null;
  const { data } = await me.json();
  return { html: '<h1>dashboard drawn in ' + language + ' for ' + data.first_name + '</h1>', state: {} };
}`;

function fakeWebBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-web-lang-'));
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), html);
  };
  write('index.html', doc('en-NG', SHELL_ROOT));
  write('server/page-shell.html', doc('en-NG', SHELL_ROOT));
  write('server/server-render.js', SERVER_RENDER);
  // The sign-in page drawn in English and in Yoruba; the back office in English only.
  write('prerendered/auth/login.html', doc('en-NG', '<h1>Sign in, drawn in en</h1>'));
  write('prerendered/yo/auth/login.html', doc('yo', '<h1>Sign in, drawn in yo</h1>'));
  write('prerendered/admin.html', doc('en-NG', '<h1>Back office, drawn in en</h1>'));
  // Public pages in English, Yoruba and Hausa (not Igbo: a build may lack a language's pages).
  for (const [folder, lang] of [
    ['', 'en-NG'],
    ['yo/', 'yo'],
    ['ha/', 'ha'],
  ] as const) {
    const drawn = lang === 'en-NG' ? 'en' : lang;
    write(`site-pages/${folder}index.html`, doc(lang, `<h1>Front page, drawn in ${drawn}</h1>`));
    write(
      `site-pages/${folder}income-protection.html`,
      doc(lang, `<h1>Income protection, drawn in ${drawn}</h1>`),
    );
  }
  return dist;
}

const dist = fakeWebBuild();
let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await test.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers });
const htmlLang = (body: string) => /<html lang="([^"]*)"/.exec(body)?.[1];
const drawnIn = (body: string) => /drawn in (\w+)/.exec(body)?.[1];

describe('the language of a page before sign-in', () => {
  it('When a public page is asked for with ?lang=yo, then it is the Yoruba page, and the lang cookie keeps the choice', async () => {
    for (const url of ['/?lang=yo', '/income-protection?lang=yo&utm_source=x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(htmlLang(res.body), url).toBe('yo');
      expect(drawnIn(res.body), url).toBe('yo');
      const cookie = res.cookies.find((c) => c.name === 'lang');
      expect(cookie, url).toMatchObject({ value: 'yo', path: '/', sameSite: 'Lax' });
      expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
      expect(res.headers.vary).toContain('Accept-Language');
      expect(res.headers.vary).toContain('Cookie');
    }
  });

  it('When the lang cookie says Hausa, then the public pages are in Hausa without a query', async () => {
    const res = await get('/income-protection', { cookie: 'lang=ha' });
    expect(htmlLang(res.body)).toBe('ha');
    expect(drawnIn(res.body)).toBe('ha');
    expect(res.cookies.find((c) => c.name === 'lang')).toBeUndefined();
  });

  it("When only the browser's Accept-Language names Yoruba, then the page is Yoruba; ?lang= wins over the cookie, the cookie over the browser", async () => {
    expect(drawnIn((await get('/', { 'accept-language': 'yo-NG,en;q=0.5' })).body)).toBe('yo');
    expect(drawnIn((await get('/?lang=ha', { cookie: 'lang=yo' })).body)).toBe('ha');
    expect(drawnIn((await get('/', { cookie: 'lang=ha', 'accept-language': 'yo' })).body)).toBe(
      'ha',
    );
    expect(drawnIn((await get('/', { 'accept-language': 'fr-FR' })).body)).toBe('en');
  });

  it('When ?lang= or the cookie is not one of ours, then it is passed over (no cookie set, never an error)', async () => {
    const res = await get('/?lang=fr', { cookie: 'lang=xx', 'accept-language': 'ha' });
    expect(res.statusCode).toBe(200);
    expect(drawnIn(res.body)).toBe('ha');
    expect(res.cookies.find((c) => c.name === 'lang')).toBeUndefined();
  });

  it('When a language has no public page in the build, then the English page is sent as drawn (lang en-NG), never relabelled', async () => {
    const res = await get('/?lang=ig');
    expect(htmlLang(res.body)).toBe('en-NG');
    expect(drawnIn(res.body)).toBe('en');
  });

  it('When the sign-in page is asked for in Yoruba, then the page drawn in Yoruba answers; in a language it was not drawn in, index.html in that language (the browser draws it)', async () => {
    const yo = await get('/auth/login', { cookie: 'lang=yo' });
    expect([htmlLang(yo.body), drawnIn(yo.body)]).toEqual(['yo', 'yo']);
    const pcm = await get('/auth/login', { cookie: 'lang=pcm' });
    expect(htmlLang(pcm.body)).toBe('pcm');
    expect(pcm.body).toContain(SHELL_ROOT);
    expect(pcm.body).not.toContain('drawn in en');
    const en = await get('/auth/login');
    expect([htmlLang(en.body), drawnIn(en.body)]).toEqual(['en-NG', 'en']);
  });

  it('When a page the browser draws (/help) is asked for with ?lang=yo, then index.html says lang="yo"', async () => {
    const res = await get('/help?lang=yo');
    expect(htmlLang(res.body)).toBe('yo');
    expect(res.body).toContain(SHELL_ROOT);
  });

  it('When a back-office page is asked for in Yoruba, then it stays English', async () => {
    const res = await get('/admin', { cookie: 'lang=yo' });
    expect([htmlLang(res.body), drawnIn(res.body)]).toEqual(['en-NG', 'en']);
  });
});

describe('the language of a signed-in customer', () => {
  it('When a customer who chose Igbo asks for the dashboard, then it is drawn in Igbo, whatever the cookie or the browser say', async () => {
    const ada = await signUp(test.app, { first_name: 'Ada' });
    await test.app.inject({
      method: 'PATCH',
      url: `/api/local/customers/${ada.id}`,
      headers: { cookie: ada.cookie },
      payload: { language: 'ig' },
    });
    const res = await get('/?lang=yo', {
      cookie: `${ada.cookie}; lang=ha`,
      'accept-language': 'pcm',
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(htmlLang(res.body)).toBe('ig');
    expect(res.body).toContain('<h1>dashboard drawn in ig for Ada</h1>');
  });

  it('When a customer has not chosen, then the dashboard is in English (their account says en)', async () => {
    const bola = await signUp(test.app, { first_name: 'Bola' });
    const res = await get('/', { cookie: bola.cookie, 'accept-language': 'yo' });
    expect(htmlLang(res.body)).toBe('en-NG');
    expect(res.body).toContain('<h1>dashboard drawn in en for Bola</h1>');
  });
});

describe('the language an account starts with', () => {
  it('When a visitor who chose Yoruba (the lang cookie) signs up, then their account is in Yoruba and so is their dashboard', async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { cookie: 'lang=yo', 'accept-language': 'ha' },
      payload: newCustomer({ first_name: 'Tunde' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.language).toBe('yo');
    const session = res.cookies.find((c) => c.name === 'alaafia_session')!;
    const page = await get('/', { cookie: `alaafia_session=${session.value}` });
    expect(htmlLang(page.body)).toBe('yo');
  });

  it("When a visitor with a Hausa browser and no choice signs up, then their account takes the browser's language", async () => {
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'accept-language': 'ha-NG, en;q=0.5' },
      payload: newCustomer({ first_name: 'Musa' }),
    });
    expect(res.json().data.language).toBe('ha');
  });
});
