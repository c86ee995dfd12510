import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { API_CONTENT_SECURITY_POLICY, securityHeaders } from '../src/plugins/security-headers.js';
import { openTestDatabase, signUp } from './helpers.js';

/**
 * What every request goes through before its handler: the security headers (worked out once), the
 * in-memory reference cache, and the one log line per request (issue 8's API budget).
 */

/**
 * The headers @fastify/helmet 13 (helmet 8) sent with the options this app gave it, before they were
 * worked out once in plugins/security-headers.ts; pinned here as literals so the test needs no helmet.
 */
const common = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const csp = (paystack: boolean, https: boolean) =>
  [
    "default-src 'self'",
    `script-src 'self'${paystack ? ' https://js.paystack.co' : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${paystack ? ' https://api.paystack.co' : ''}`,
    ...(paystack ? ['frame-src https://checkout.paystack.com'] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join(';');

describe('security headers worked out once', () => {
  const base = () => loadConfig({ NODE_ENV: 'test', APP_URL: 'http://localhost:3000' });
  const cases: [string, () => AppConfig, Record<string, string>][] = [
    [
      'the sandbox over plain HTTP',
      base,
      { 'content-security-policy': csp(false, false), ...common },
    ],
    [
      'Paystack',
      () =>
        loadConfig({
          NODE_ENV: 'test',
          APP_URL: 'http://localhost:3000',
          PAYMENTS_PROVIDER: 'paystack',
          PAYSTACK_TEST_SECRET_KEY: 'sk_test_alaafia',
          PAYSTACK_TEST_PUBLIC_KEY: 'pk_test_alaafia',
        }),
      { 'content-security-policy': csp(true, false), ...common },
    ],
    [
      'production over HTTPS',
      () => ({ ...base(), isProduction: true, appUrl: 'https://alaafia.ng' }),
      {
        'content-security-policy': csp(false, true),
        ...common,
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      },
    ],
  ];
  for (const [situation, config, expected] of cases) {
    it(`When the app runs with ${situation}, then it sends exactly the headers helmet sent`, () => {
      expect(securityHeaders(config())).toEqual(expected);
    });
  }
});

describe('the request pipeline of the real app', () => {
  let dataDir: string;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  const lines: string[] = [];
  const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-pipeline-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      APP_URL: 'http://localhost:3000',
    });
    const opened = await openTestDatabase();
    dispose = opened.dispose;
    const { database } = opened;
    await database.migrate();
    const { seedReferenceData } = await import('../src/db/seed/seed.js');
    await seedReferenceData(database.db);
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({ config, database, logStream });
    app.get('/api/test-only/logs-inside/:code', async (request) => {
      request.log.info({ body: { password: 'hunter2hunter2' } }, 'inside the handler');
      return { data: 'ok' };
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await dispose?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("When a JSON answer is sent, then it carries the API's security headers (a CSP that allows nothing, no framing, nosniff, the resource policy) and none only a page reads", async () => {
    const { cookie } = await signUp(app);
    const answers = [
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } }),
      await app.inject({ method: 'GET', url: '/api/local/products' }),
      await app.inject({ method: 'GET', url: '/api/nowhere' }),
    ];
    for (const res of answers) {
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const header of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ])
        expect(res.headers[header], header).toBeUndefined();
    }
  });

  it('When the products are asked for twice, then the answer from memory has the security headers, the ETag, Cache-Control and one Vary', async () => {
    const first = await app.inject({
      method: 'GET',
      url: '/api/local/products',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    const second = await app.inject({
      method: 'GET',
      url: '/api/local/products',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    for (const res of [first, second]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toContain('max-age=600');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-encoding']).toBe('br');
    }
    expect(second.headers.etag).toBe(first.headers.etag);
    const notModified = await app.inject({
      method: 'GET',
      url: '/api/local/products',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('When a request is answered, then one line says it was completed, with its id, method, masked URL, status and time', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/local/products?token=abc',
      headers: { cookie: 'alaafia_session=supersecret' },
    });
    expect(res.statusCode).toBe(200);
    const entries = logged();
    expect(entries.map((e) => e.msg)).toEqual(['request completed']);
    const [line] = entries;
    expect(line).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/local/products?token=****' },
      res: { statusCode: 200 },
    });
    expect(typeof line?.reqId).toBe('string');
    expect((line?.req as { id: string }).id).toBe(line?.reqId);
    expect(typeof line?.responseTime).toBe('number');
    expect(lines.join('')).not.toContain('supersecret');
    expect(lines.join('')).not.toContain('token=abc');
  });

  it('When a handler logs, then its line carries the request id and is redacted, and the completed line follows', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/test-only/logs-inside/1' });
    expect(res.statusCode).toBe(200);
    const entries = logged();
    expect(entries.map((e) => e.msg)).toEqual(['inside the handler', 'request completed']);
    expect(entries[0]?.reqId).toBe(entries[1]?.reqId);
    expect(entries[0]?.body).toEqual({ password: '[redacted]' });
    expect(lines.join('')).not.toContain('hunter2hunter2');
  });

  it('When a signed-in customer asks for the products, then the session is still read and the answer is the same', async () => {
    const { cookie } = await signUp(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/local/products',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('When a signed-in customer gets the products from memory, then the answer comes before the session lookup: no query, the security headers and one log line', async () => {
    const { cookie } = await signUp(app);
    const warm = await app.inject({ method: 'GET', url: '/api/local/products' });
    expect(warm.statusCode).toBe(200);
    lines.length = 0;
    const select = vi.spyOn(app.ctx.database.db, 'select');
    try {
      const hit = await app.inject({
        method: 'GET',
        url: '/api/local/products',
        headers: { cookie },
      });
      expect(hit.statusCode).toBe(200);
      expect(hit.json()).toEqual(warm.json());
      expect(select).not.toHaveBeenCalled();
      expect(hit.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      expect(hit.headers['x-frame-options']).toBe('DENY');
      expect(hit.headers.etag).toBe(warm.headers.etag);
      expect(logged().map((e) => e.msg)).toEqual(['request completed']);
      expect(lines.join('')).not.toContain(cookie.split('=')[1]?.split(';')[0] ?? cookie);

      // A route that is not reference data still reads the session.
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(select).toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });
});
