import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.js';

/**
 * Issue 12 item 10: two API processes starting at once on a fresh PostgreSQL database both migrate;
 * without a lock, one crashed (both created the migrations table and ran the first migration).
 * Runs on TEST_DATABASE_URL when set, else on a throwaway server (scripts/postgres.mjs); skipped only
 * where no PostgreSQL can be found, never in CI. Not on the drivers list (test/postgres-suite.ts):
 * it never runs on PGlite, so CI runs it once, in the PostgreSQL run; in CI's PGlite run it started a
 * server of its own to test the same thing again (issue 43).
 */

const apiRoot = path.resolve(import.meta.dirname, '..');
const isCi = process.env.CI === 'true' || process.env.CI === '1';

interface TempPostgres {
  url: string;
  stop(): void;
}

async function findPostgres(): Promise<TempPostgres | null> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop() {} };
  const script = pathToFileURL(path.resolve(apiRoot, '../../scripts/postgres.mjs')).href;
  const { startTempPostgres } = (await import(script)) as {
    startTempPostgres(): Promise<TempPostgres | null>;
  };
  return startTempPostgres();
}

let server: TempPostgres | null = null;
let adminUrl = '';
const dbName = `alaafia_migrate_lock_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

async function admin<T>(fn: (client: pg.Client) => Promise<T>, url = adminUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** One start-up (test/fixtures/migrate-on-go.ts): resolves when it is connected and waiting. */
function startProcess(url: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(apiRoot, 'test/fixtures/migrate-on-go.ts'), url],
    { cwd: apiRoot, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (stdout.includes('ready')) resolve();
    };
    child.stdout.on('data', check);
    void exited.then(({ stderr: err }) => reject(new Error(`exited before ready: ${err}`)));
  });
  return { child, ready, exited };
}

describe('migrating from two processes at once', () => {
  beforeAll(async () => {
    server = await findPostgres();
    if (!server) {
      if (isCi)
        throw new Error('No PostgreSQL server could be found: this test cannot skip in CI.');
      return;
    }
    adminUrl = server.url;
    await admin((c) => c.query(`create database ${dbName}`));
  }, 120_000);

  afterAll(async () => {
    if (!server) return;
    await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
    server.stop();
  });

  it('When two API processes start together on a fresh PostgreSQL database, then both migrate and seed without error and each migration runs once', async (context) => {
    if (!server) {
      context.skip();
      return;
    }
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const processes = [startProcess(url.toString()), startProcess(url.toString())];
    await Promise.all(processes.map((p) => p.ready));
    for (const p of processes) p.child.stdin.end('go\n');
    const results = await Promise.all(processes.map((p) => p.exited));
    for (const result of results) {
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('migrated');
    }
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const applied = await admin(
      (c) => c.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'),
      url.toString(),
    );
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  }, 120_000);
});
