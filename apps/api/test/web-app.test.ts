import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.js';

const LOADER = "requestAnimationFrame(function(){console.log('load the app')})";

/** A built web app in miniature: index.html, one hashed asset and the prerendered sign-in page. */
function fakeWebBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  fs.mkdirSync(path.join(dist, 'prerendered', 'auth'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'prerendered', 'auth', 'login.html'),
    `<!doctype html><div id="root" data-prerendered="/auth/login"><h1>Sign in</h1></div><script>${LOADER}</script>`,
  );
  return dist;
}

describe('the web app', () => {
  const dist = fakeWebBuild();
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

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

  it('When it is asked for with a query, then index.html answers (the page differs, the app draws it)', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/auth/login?next=%2Fbuy%2Fhealth' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
  });

  it('When another page is asked for, then index.html answers so client routes survive a reload', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/buy/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('When a hashed asset is asked for, then it is cached for a year', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('When an unknown API path is asked for, then it is a JSON 404, not a page', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});
