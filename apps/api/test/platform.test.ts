import { Writable } from 'node:stream';
import { errorCopy } from '@alaafia/domain';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { scrubUrl } from '../src/lib/logging.js';
import { buildTestApp, newCustomer, realProvidersEnv, signUp, useTestApp } from './helpers.js';

const t = useTestApp();

describe('health and errors', () => {
  it('When the health check is called, then it answers ok after asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('When an unknown API route is called, then it is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: errorCopy.notFound });
  });

  it('When the body is malformed JSON, then it is 400 and says nothing internal', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.ng", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: errorCopy.malformedBody });
  });

  it('When something breaks inside, then the 500 body says nothing internal', async () => {
    const app = await buildTestApp();
    try {
      await app.database.close();
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: newCustomer(),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: errorCopy.internal });
    } finally {
      await app.app.close();
    }
  });
});

describe('security headers', () => {
  it('When any response is sent, then it carries a CSP with frame-ancestors none, nosniff and no HSTS over plain HTTP', async () => {
    const { cookie } = await signUp(t.app);
    // A page (the member card page of a customer without a card) and a JSON answer.
    const page = await t.app.inject({ method: 'GET', url: '/dashboard/card', headers: { cookie } });
    const json = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const res of [page, json]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('When the app runs in production over HTTPS, then HSTS is sent and the session cookie is Secure', async () => {
    const prod = await buildTestApp({
      env: { ...realProvidersEnv, NODE_ENV: 'production', APP_URL: 'https://alaafia.ng' },
    });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: newCustomer(),
      });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(res.cookies.find((c) => c.name === 'alaafia_session')?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });
});

describe('OpenAPI', () => {
  it('When /api/docs/json is read, then it documents the routes from their zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/signup',
        '/api/local/states',
        '/api/local/hospitals/states/{stateId}',
      ]),
    );
    const signup =
      doc.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(signup.required).toEqual(expect.arrayContaining(['email', 'phone_number', 'password']));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
  });
});

describe('sandbox routes', () => {
  it('When the sandbox is off, then the outbox route does not exist', async () => {
    const real = await buildTestApp({ env: { ...realProvidersEnv } });
    try {
      const res = await real.app.inject({ method: 'GET', url: '/api/sandbox/outbox?to=a@b.ng' });
      expect(res.statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});

describe('configuration', () => {
  it('When the environment has wrong values, then start-up stops with a list of what is wrong', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
    ).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as ConfigError).problems).toEqual([
        expect.stringContaining('PORT'),
        expect.stringContaining('DATABASE_URL'),
      ]);
    }
  });

  it('When nothing is set, then it runs on port 3000 with PGlite in ./data and the sandbox on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.sandbox).toBe(true);
    expect(config.jobs).toEqual({
      runWorker: true,
      expireSeconds: 300,
      retryDelaySeconds: 30,
      pollSeconds: 2,
    });
  });

  it('When the jobs settings are set, then a web-only process is allowed and wrong values stop start-up', () => {
    const url = 'postgres://alaafia@db.internal/alaafia';
    expect(loadConfig({ RUN_WORKER: 'false', DATABASE_URL: url }).jobs.runWorker).toBe(false);
    // On PGlite no other process can run the jobs.
    expect(() => loadConfig({ RUN_WORKER: 'false' })).toThrowError(/RUN_WORKER=false needs/);
    expect(() => loadConfig({ RUN_WORKER: 'no', JOBS_EXPIRE_SECONDS: '1' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ RUN_WORKER: 'no', JOBS_EXPIRE_SECONDS: '1', JOBS_POLL_SECONDS: '0' });
    } catch (e) {
      expect((e as ConfigError).problems).toEqual([
        expect.stringContaining('RUN_WORKER'),
        expect.stringContaining('JOBS_EXPIRE_SECONDS'),
        expect.stringContaining('JOBS_POLL_SECONDS'),
      ]);
    }
  });
});

describe('logging', () => {
  it('When a request carries a password, a cookie and an OTP in its path, then no log line holds them', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { default: Fastify } = await import('fastify');
    const { loggerOptions } = await import('../src/lib/logging.js');
    const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
    app.post('/x/nin-with-id/:otp/:id/verify', async (req) => {
      req.log.info({ body: req.body }, 'got');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/x/nin-with-id/4821/7/verify?token=abc',
      headers: { cookie: 'alaafia_session=supersecret' },
      payload: { password: 'hunter2hunter2', bvn: '22212345678', nested: { nin: '12345678901' } },
    });
    await app.close();
    const text = lines.join('');
    expect(text).toContain('[redacted]');
    for (const secret of [
      'hunter2hunter2',
      '22212345678',
      '12345678901',
      'supersecret',
      '4821',
      'token=abc',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(scrubUrl('/api/local/customers/profiles/nin-with-id/1234/9/verify')).toBe(
      '/api/local/customers/profiles/nin-with-id/****/9/verify',
    );
  });
});
