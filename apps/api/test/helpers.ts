import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { AppContext } from '../src/app-context.js';
import { buildApp } from '../src/app.js';
import { journalImbalance } from '../src/modules/platform/ledger/index.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  ctx: AppContext;
  dataDir: string;
  close(): Promise<void>;
}

interface PooledDatabase {
  database: Database;
  closed: boolean;
  reset(): Promise<void>;
}

/** This worker's databases not in use by a test file (test/database-reset.ts). */
const idle: PooledDatabase[] = [];
let created = 0;

async function newPooledDatabase(): Promise<PooledDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const resetSql = inject('resetSql');
  let database: Database;
  let reset: () => Promise<void>;
  if (!adminUrl) {
    const template = inject('pgliteTemplate');
    database = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined,
    });
    const { client } = database.queueTarget as { client: PGlite };
    reset = async () => {
      await client.exec(resetSql);
    };
  } else {
    created += 1;
    const name = `alaafia_test_${inject('runId')}_${process.pid}_${created}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
    reset = async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query(resetSql);
      } finally {
        await client.end();
      }
    };
  }
  const entry: PooledDatabase = {
    // A test may close its database on purpose (a broken connection): that copy is not reused.
    database: {
      ...database,
      close: async () => {
        entry.closed = true;
        await database.close();
      },
    },
    closed: false,
    reset,
  };
  return entry;
}

/**
 * A database for one test file, in the state of the migrated and seeded template the run's global
 * set-up made (test/global-setup.ts): in-memory PGlite by default, or a database on the PostgreSQL
 * server named by TEST_DATABASE_URL (the second run). The worker keeps it after `dispose` and resets
 * it for the next file (docs/decisions/2026-11-27-fast-test-suite.md); migrating and seeding it
 * again finds nothing to do.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  /** True when the test closed its database on purpose (a broken connection). */
  readonly closed: boolean;
  dispose(): Promise<void>;
}> {
  let entry: PooledDatabase | undefined;
  while ((entry = idle.pop())) {
    if (entry.closed) continue;
    try {
      await entry.reset();
      break;
    } catch {
      // Left in a state that cannot be reset (a lock held by a process the file started): close it.
      await entry.database.close().catch(() => undefined);
    }
  }
  entry ??= await newPooledDatabase();
  const taken = entry;
  let disposed = false;
  return {
    database: taken.database,
    get closed() {
      return taken.closed;
    },
    async dispose() {
      if (disposed) return;
      disposed = true;
      if (!taken.closed) idle.push(taken);
    },
  };
}

/**
 * argon2id at the library's minimum (m=8 KiB, t=1, p=1): for the tests' own apps only. Production
 * keeps its cost (config.ts, PRODUCTION_PASSWORD_HASH_COST; test/platform.test.ts pins it), and
 * configuration refuses these values outside NODE_ENV=test.
 */
export const testPasswordHashEnv: Readonly<Record<string, string>> = {
  PASSWORD_HASH_MEMORY_KIB: '8',
  PASSWORD_HASH_TIME_COST: '1',
  PASSWORD_HASH_PARALLELISM: '1',
};

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
  COLLECTION_BANK_NAME: 'Test Bank Plc',
  COLLECTION_ACCOUNT_NUMBER: '0123456789',
  COLLECTION_ACCOUNT_NAME: 'Alaafia Test Ltd',
  TELEMEDICINE_PROVIDER: 'webhook',
  TELEMEDICINE_WEBHOOK_URL: 'https://telemedicine.test/referrals',
  TELEMEDICINE_WEBHOOK_SECRET: 'test-telemedicine-secret-of-32-characters',
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_ACCESS_TOKEN: 'test-whatsapp-access-token-000000',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'test-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'test-whatsapp-verify-token',
  WHATSAPP_GRAPH_URL: 'https://graph.whatsapp.test/v21.0',
};

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    overrides?: Partial<Omit<AppContext, 'config' | 'database'>>;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-test-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    APP_URL: 'http://localhost:3000',
    // Claims decided by rules (issue 39) are on in the sandbox; the suite's claims are decided by
    // officers unless a test turns the rules on (claims-automation.test.ts).
    CLAIM_AUTOMATION_ON: 'false',
    ...options.env,
  };
  const config = loadConfig(env.NODE_ENV === 'test' ? { ...testPasswordHashEnv, ...env } : env);
  // Already migrated and seeded: the template's copy (openTestDatabase).
  const opened = await openTestDatabase();
  const { database, dispose } = opened;
  const app = await buildApp({ config, database, logger: false, overrides: options.overrides });
  await app.ready();
  return {
    app,
    database,
    ctx: app.ctx,
    dataDir,
    async close() {
      // The whole suite's check that the books balance (issue 27): every file that builds an app
      // ends here, before its database is reset for the next file.
      const imbalance = opened.closed ? null : await journalImbalance(database.db);
      await app.close();
      await dispose();
      if (imbalance && (imbalance.difference !== 0 || imbalance.unbalancedEntries.length > 0))
        throw new Error(
          `the journal does not balance after this file: entries ${imbalance.unbalancedEntries.join(', ')}, difference ${imbalance.difference} kobo`,
        );
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

/**
 * Sets a signed-in customer's language (PATCH language), in which the API then answers their errors
 * (docs/architecture.md, 'Languages').
 */
export async function setLanguage(
  app: FastifyInstance,
  customer: { id: number; cookie: string },
  language: 'en' | 'pcm' | 'yo' | 'ha' | 'ig',
) {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/local/customers/${customer.id}`,
    headers: { cookie: customer.cookie },
    payload: { language },
  });
  if (res.statusCode !== 200) throw new Error(`language not set ${res.statusCode}: ${res.body}`);
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

/** What the job handler gives messaging's deliveries (jobs/handlers.ts), for tests that deliver by hand. */
export { deliveryDeps } from '../src/jobs/handlers.js';
