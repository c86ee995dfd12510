import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed/seed.js';
import { credit, debit, journalFor, postEntry } from '../src/modules/platform/ledger/index.js';
import { testPasswordHashEnv } from './helpers.js';

/**
 * The production guide's database role (issue 36 item 11; docs/operations.md, 'The database role'):
 * the app connects as a role that does not own the tables (DATABASE_URL), migrations and pg-boss's
 * schema run as the owner (DATABASE_MIGRATION_URL), set up by apps/api/src/db/roles/app-role.sql.
 * The app then writes its rows and runs its jobs, but cannot change a table, disable or drop the
 * books' triggers or truncate them. PostgreSQL only (roles are the server's).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const tag = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const owner = `alaafia_owner_${tag}`;
const appRole = `alaafia_app_${tag}`;
const dbName = `alaafia_role_${tag}`;

function urlAs(user: string | null, database: string) {
  const u = new URL(pgUrl!);
  if (user) {
    u.username = user;
    u.password = 'role test password';
  }
  u.pathname = `/${database}`;
  return u.toString();
}

async function as<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!pgUrl)('the app under a database role that does not own the tables', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dataDir = '';

  beforeAll(async () => {
    await as(pgUrl!, async (c) => {
      await c.query(`create role ${owner} login password 'role test password'`);
      await c.query(`create role ${appRole} login password 'role test password'`);
      await c.query(`create database ${dbName} owner ${owner}`);
    });
    // The guide's script, as a superuser on the new database, with its two variables.
    const script = fs
      .readFileSync(path.resolve(import.meta.dirname, '../src/db/roles/app-role.sql'), 'utf8')
      .replaceAll(':owner', owner)
      .replaceAll(':app', appRole);
    await as(urlAs(null, dbName), (c) => c.query(script));
    database = await openDatabase({
      kind: 'postgres',
      url: urlAs(appRole, dbName),
      ownerUrl: urlAs(owner, dbName),
      max: 3,
    });
    await database.migrate();
    await seedReferenceData(database.db);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-role-'));
    const config = loadConfig({
      ...testPasswordHashEnv,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      APP_URL: 'http://localhost:3000',
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await as(pgUrl!, async (c) => {
      // pg-boss ends its pools after its stop() resolves: wait for the connections to go (up to 5 s)
      // rather than terminate them, which a pool still open in this process would meet as an
      // uncaught error; force only what is left after that.
      for (let i = 0; i < 50; i++) {
        const left = await c.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [dbName],
        );
        if (left.rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.query(`drop role if exists ${appRole}`);
      await c.query(`drop role if exists ${owner}`);
    });
  });

  it('When the app runs as its own role, then it writes the books and runs its jobs, and cannot disable, drop or truncate what keeps them append-only', async () => {
    const tables = await as(urlAs(null, dbName), (c) =>
      c.query<{ tableowner: string }>(
        `select distinct tableowner from pg_tables where schemaname in ('public', 'pgboss')`,
      ),
    );
    expect(tables.rows.map((r) => r.tableowner)).toEqual([owner]);

    await postEntry(database.db, {
      at: new Date(),
      memo: 'written by the app role',
      kind: 'test',
      reference: 'ALF-ROLE-1',
      idempotencyKey: 'test:role',
      lines: [debit('bank', 100), credit('equity', 100)],
    });
    expect(await journalFor(database.db, { reference: 'ALF-ROLE-1' })).toHaveLength(1);
    const ran = await app.jobs.runDueJobs({ schedule: true });
    expect(ran.failed).toBe(0);
    expect(ran.ran).toBeGreaterThan(0);

    const refused = async (sql: string) =>
      as(urlAs(appRole, dbName), (c) => c.query(sql)).then(
        () => 'allowed',
        (err: Error) => err.message,
      );
    expect(
      await refused('alter table ledger_lines disable trigger ledger_lines_same_transaction'),
    ).toMatch(/must be owner/);
    expect(await refused('drop trigger ledger_entries_no_update_delete on ledger_entries')).toMatch(
      /must be owner/,
    );
    expect(await refused('truncate ledger_lines')).toMatch(/permission denied/);
    expect(await refused('delete from ledger_lines')).toMatch(/append-only/);
    expect(await refused('truncate audit_log')).toMatch(/permission denied/);
    expect(await refused('create table mine (x int)')).toMatch(/permission denied/);
    expect(await refused('set session_replication_role = replica')).toMatch(/permission denied/);
  }, 120_000);
});
