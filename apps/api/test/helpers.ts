import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { AppContext } from '../src/app-context.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed/seed.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  ctx: AppContext;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (the CI's second run), dropped afterwards. It starts
 * as a copy of the migrated and seeded template the run's global set-up made (test/global-setup.ts);
 * migrating and seeding again finds nothing to do.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  dispose(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = inject('pgliteTemplate');
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined,
    });
    return { database, dispose: () => database.close() };
  }
  const name = `alaafia_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
  return {
    database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // pool.end() resolves before its sockets have closed: wait for them, so the forced drop does
      // not cut a closing connection off (an unhandled 57P01 error in the test run).
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await cleanup.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The environment of a real deployment (SANDBOX=false): every real provider configured, with test
 * credentials. Nothing is called at start, so an app builds with it offline.
 */
export const realProvidersEnv: Readonly<Record<string, string>> = {
  SANDBOX: 'false',
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  PAYMENTS_PROVIDER: 'paystack',
  PAYSTACK_TEST_SECRET_KEY: 'sk_test_alaafia',
  PAYSTACK_TEST_PUBLIC_KEY: 'pk_test_alaafia',
  IDENTITY_PROVIDER: 'dojah',
  DOJAH_APP_ID: 'app-id',
  DOJAH_SECRET_KEY: 'test_sk_dojah',
  SMS_PROVIDER: 'termii',
  TERMII_API_KEY: 'termii-key',
  TERMII_SENDER_ID: 'Alaafia',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://alaafia:secret@127.0.0.1:2525',
  UNDERWRITER_NAME: 'Test Underwriter Plc',
  UNDERWRITER_NAICOM_LICENCE: 'TEST-001',
};

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    overrides?: Partial<Omit<AppContext, 'config' | 'database'>>;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    APP_URL: 'http://localhost:3000',
    ...options.env,
  });
  const { database, dispose } = await openTestDatabase();
  await database.migrate();
  await seedReferenceData(database.db);
  const app = await buildApp({ config, database, logger: false, overrides: options.overrides });
  await app.ready();
  return {
    app,
    database,
    ctx: app.ctx,
    dataDir,
    async close() {
      await app.close();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One test app for the whole file, closed after it. */
export function useTestApp(options?: Parameters<typeof buildTestApp>[0]) {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await buildTestApp(options));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

let counter = 0;
/** A new customer's sign-up details, unique within the run. */
export function newCustomer(overrides: Partial<Record<string, string>> = {}) {
  counter += 1;
  const n = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    first_name: 'Chinedu',
    last_name: 'Okeke',
    email: `chinedu.${n}@example.ng`,
    phone_number: `0803${String(1000000 + (counter % 9000000)).slice(-7)}`,
    password: 'correct horse battery',
    ...overrides,
  };
}

/** The session cookie of a response, as a Cookie header value. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'alaafia_session');
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `alaafia_session=${cookie.value}`;
}

/** Signs a new customer up and answers their id and cookie. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<Record<string, string>> = {},
) {
  const body = newCustomer(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (res.statusCode !== 201) throw new Error(`signup failed ${res.statusCode}: ${res.body}`);
  const data = res.json<{ data: { id: number } }>().data;
  return { id: data.id, cookie: sessionCookie(res), body };
}

/** The latest e-mail confirmation code sent to an address (the sandbox outbox). */
export async function emailCodeOf(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/sandbox/outbox?to=${encodeURIComponent(email)}`,
  });
  const mail = res
    .json<{ data: { subject: string; body: string }[] }>()
    .data.find((m) => m.subject === 'Your Alaafia confirmation code');
  const code = /confirmation code is (\d{6})/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`no confirmation code in the outbox of ${email}`);
  return code;
}

/** Proves a signed-up customer's e-mail with the code from the outbox (issue 24). */
export async function proveEmail(
  app: FastifyInstance,
  customer: { cookie: string; body: { email: string } },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/email/verify',
    headers: { cookie: customer.cookie },
    payload: { code: await emailCodeOf(app, customer.body.email) },
  });
  if (res.statusCode !== 200) throw new Error(`email proof failed ${res.statusCode}: ${res.body}`);
}

/** Signs a new customer up and proves their e-mail, as the dashboard's code does. */
export async function signUpProven(
  app: FastifyInstance,
  overrides: Partial<Record<string, string>> = {},
) {
  const customer = await signUp(app, overrides);
  await proveEmail(app, customer);
  return customer;
}
