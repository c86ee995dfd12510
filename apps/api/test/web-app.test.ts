import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from './helpers.js';

const LOADER = "requestAnimationFrame(function(){console.log('load the app')})";
/** Help's own shell (build/prerender.mjs): its styles and a loader asking for its chunks. */
const HELP_SHELL_MARK = '.help-card{margin:0}';
const HELP_LOADER = "requestAnimationFrame(function(){console.log('load help')})";
/** A page's inline stylesheet and a script, each large enough to be worth compressing. */
const PAGE_STYLE = Array.from({ length: 200 }, (_, i) => `.rule-${i}{margin:${i}px}`).join('');
const BIG_SCRIPT = Array.from({ length: 300 }, (_, i) => `console.log('line ${i}');`).join('\n');

/**
 * The web build's server module in miniature (apps/web/src/server-render.tsx): it renders the page from
 * what the API answers through `fetchApi`, as the real one does, and passes the answer on as state.
 */
const SERVER_RENDER = `
export const SERVER_RENDERED_PATHS = ['/', '/buy/health'];
export const PUBLIC_RENDERED_PATHS = ['/help'];
export async function renderForAnyone(url, fetchApi) {
  const me = await fetchApi('/api/auth/me', { method: 'GET' });
  const who = me.status === 200 ? (await me.json()).data.first_name : null;
  return { html: '<h1>Help for ' + (who ?? 'anyone') + '</h1>', state: { me: who } };
}
export async function renderSignedIn(url, fetchApi) {
  const me = await fetchApi('/api/auth/me', { method: 'GET' });
  if (me.status !== 200) return null;
  const { data } = await me.json();
  if (data.last_name === 'Broken') throw new Error('the page failed to render');
  const premiums = await fetchApi('/api/local/customers/' + data.id + '/premiums', { method: 'GET' });
  if (premiums.status !== 200) return null;
  return {
    html: '<h1>Welcome back, ' + data.first_name + '.</h1><p>' + url + '</p>',
    state: { me: data, note: '</script><script>alert(1)</script>' },
  };
}`;

/** A built web app in miniature: index.html, one hashed asset and the prerendered sign-in page. */
function fakeWebBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  // A larger asset with the build's precompressed copies beside it (apps/web/build/precompress.mjs).
  fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js'), BIG_SCRIPT);
  fs.writeFileSync(
    path.join(dist, 'assets', 'big-def456.js.br'),
    zlib.brotliCompressSync(BIG_SCRIPT, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }),
  );
  fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), zlib.gzipSync(BIG_SCRIPT));
  fs.mkdirSync(path.join(dist, 'prerendered', 'auth'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'prerendered', 'auth', 'login.html'),
    `<!doctype html><style>${PAGE_STYLE}</style><div id="root" data-prerendered="/auth/login"><h1>Sign in</h1></div><script>${LOADER}</script>`,
  );
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(
    path.join(dist, 'server', 'page-shell.html'),
    `<!doctype html><div id="root"></div><script>${LOADER}</script>`,
  );
  fs.writeFileSync(path.join(dist, 'server', 'server-render.js'), SERVER_RENDER);
  fs.mkdirSync(path.join(dist, 'server', 'page-shell'));
  fs.writeFileSync(
    path.join(dist, 'server', 'page-shell', 'help.html'),
    `<!doctype html><style>${HELP_SHELL_MARK}</style><div id="root"></div><script>${HELP_LOADER}</script>`,
  );
  return dist;
}

/** A test app serving a fake web build (made by `change`, if given, from fakeWebBuild's). */
function useWebApp(change: (dist: string) => void = () => undefined): {
  app: TestApp['app'];
  dist: string;
} {
  const dist = fakeWebBuild();
  change(dist);
  const holder = { dist } as { app: TestApp['app']; dist: string };
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ env: { WEB_DIST: dist } });
    holder.app = test.app;
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  return holder;
}

describe('the web app', () => {
  const test = useWebApp();

  it('When a prerendered page is asked for without a query, then its HTML answers, revalidated each time', async () => {
    for (const url of ['/auth/login', '/auth/login/']) {
      const res = await test.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('data-prerendered="/auth/login"');
      // Its one inline script (the loader) is allowed by its hash, and no other.
      const hash = crypto.createHash('sha256').update(LOADER).digest('base64');
      expect(res.headers['content-security-policy']).toContain(
        `script-src 'self' 'sha256-${hash}'`,
      );
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('script-src'));
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    }
  });

  it('When it is asked for with a query, then index.html answers (the page differs, the app renders it)', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/auth/login?next=%2Fbuy%2Fhealth' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
  });

  it('When a signed-in customer asks for the dashboard or a wizard page, then it is server-rendered from their own data and is never cached', async () => {
    const ada = await signUp(test.app, { first_name: 'Ada' });
    const hash = crypto.createHash('sha256').update(LOADER).digest('base64');
    for (const url of ['/', '/buy/health?from=dashboard', '/buy/health/']) {
      const res = await test.app.inject({ method: 'GET', url, headers: { cookie: ada.cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-security-policy']).toContain(
        `script-src 'self' 'sha256-${hash}'`,
      );
      expect(res.body).toContain(
        `<div id="root" data-prerendered="${url.replace('&', '&amp;')}"><h1>Welcome back, Ada.</h1>`,
      );
      // The answers it was rendered from go with it, and nothing in them can close the script element.
      const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(
        res.body,
      );
      expect(state, url).not.toBeNull();
      const parsed = JSON.parse(state![1]!) as { me: { id: number; email: string }; note: string };
      expect(parsed.me.id).toBe(ada.id);
      expect(parsed.me.email).toBe(ada.body.email);
      expect(parsed.note).toBe('</script><script>alert(1)</script>');
      expect(res.body).not.toContain('<script>alert(1)');
    }
  });

  it("When nobody is signed in, or the session has ended, then the dashboard is index.html and no one else's data", async () => {
    const res = await test.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const ended = await test.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'alaafia_session=not-a-session' },
    });
    expect(ended.body).toBe('<!doctype html><div id="root"></div>');
  });

  it('When help is asked for, then it is rendered for whoever asks, nobody signed in included, in a shell of its own, and never cached', async () => {
    const ada = await signUp(test.app, { first_name: 'Ada' });
    const visitor = await test.app.inject({ method: 'GET', url: '/help' });
    const customer = await test.app.inject({
      method: 'GET',
      url: '/help',
      headers: { cookie: ada.cookie },
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain(
      '<div id="root" data-prerendered="/help"><h1>Help for anyone</h1>',
    );
    expect(visitor.body).toContain('<script type="application/json" id="server-state">{"me":null}');
    expect(visitor.body).toContain(HELP_SHELL_MARK);
    expect(customer.body).toContain('<h1>Help for Ada</h1>');
    for (const res of [visitor, customer]) {
      expect(res.headers['cache-control']).toBe('private, no-store');
      const hash = crypto.createHash('sha256').update(HELP_LOADER).digest('base64');
      expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
  });

  it('When a page fails to render, then index.html answers and the browser renders it', async () => {
    const broken = await signUp(test.app, { last_name: 'Broken' });
    const res = await test.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: broken.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
  });

  it('When a page not rendered on the server is asked for by a signed-in customer, then index.html answers', async () => {
    const ada = await signUp(test.app);
    const res = await test.app.inject({
      method: 'GET',
      url: '/settings',
      headers: { cookie: ada.cookie },
    });
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
  });

  it('When the server module or the page shell is asked for, then it is not found (it is for the server only)', async () => {
    for (const url of ['/server/server-render.js', '/server/page-shell.html']) {
      const res = await test.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('renderSignedIn');
      expect(res.body, url).not.toContain(LOADER);
    }
  });

  it('When another page is asked for, then index.html answers so client routes survive a reload', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/buy/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('When a hashed asset is asked for, then it is cached for a year, with no validator and none of the headers only a page reads', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'referrer-policy',
      'x-frame-options',
      'x-xss-protection',
    ])
      expect(res.headers[header], header).toBeUndefined();
  });

  it("When a browser that accepts brotli or gzip asks for an asset, then the build's compressed copy is sent as it is", async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await test.app.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers['content-type'], encoding).toContain('javascript');
      expect(res.headers.vary, encoding).toContain('accept-encoding');
      expect(decode(res.rawPayload).toString(), encoding).toBe(BIG_SCRIPT);
    }
    const br = fs.statSync(path.join(test.dist, 'assets', 'big-def456.js.br')).size;
    const sent = await test.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(sent.rawPayload.length).toBe(br);
    const plain = await test.app.inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('When a browser that accepts brotli asks for a page, then the page is compressed like every other answer', async () => {
    for (const url of ['/auth/login', '/buy/health']) {
      const res = await test.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      if (url === '/auth/login') {
        expect(res.headers['content-encoding'], url).toBe('br');
        const html = zlib.brotliDecompressSync(res.rawPayload).toString();
        expect(html).toContain('data-prerendered="/auth/login"');
        expect(res.rawPayload.length).toBeLessThan(html.length / 3);
      }
      // A page keeps every header a document reads.
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('When an unknown API path is asked for, then it is a JSON 404, not a page', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('the web app with a server build that does not load', () => {
  const test = useWebApp((dist) =>
    fs.writeFileSync(
      path.join(dist, 'server', 'server-render.js'),
      "throw new Error('built for another Node');",
    ),
  );

  it('When the server build throws as it loads, then the app still starts and the dashboard is index.html', async () => {
    const ada = await signUp(test.app);
    const res = await test.app.inject({ method: 'GET', url: '/', headers: { cookie: ada.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
  });
});
