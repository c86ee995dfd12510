import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed/seed.js';
import { snapshotTemplate } from './database-reset.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory (an uncompressed tar), or null on PostgreSQL. */
    pgliteTemplate: string | null;
    /** A migrated and seeded PostgreSQL database each worker's databases are copied from. */
    postgresTemplate: string | null;
    /** The SQL that puts a copy of the template back as it was (test/database-reset.ts). */
    resetSql: string;
    /** Names this run's PostgreSQL databases (`alaafia_test_<run>_...`), dropped at the end. */
    runId: string;
  }
}

/**
 * Runs once before the API test files: migrates and seeds one database and snapshots its rows.
 * Each test worker copies it once (loading the dumped PGlite data directory, or CREATE DATABASE ...
 * TEMPLATE on PostgreSQL) and then resets its copy between files with the snapshot
 * (test/database-reset.ts, test/helpers.ts openTestDatabase): nothing is migrated or seeded per file.
 */
export default async function setup(project: TestProject) {
  const runId = String(process.pid);
  project.provide('runId', runId);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    await seedReferenceData(database.db);
    const client = (database.queueTarget as { client: PGlite }).client;
    const resetSql = await snapshotTemplate(
      async <R>(sql: string, params?: unknown[]) => (await client.query<R>(sql, params)).rows,
    );
    const dump = await client.dumpDataDir('none');
    await database.close();
    const file = path.join(os.tmpdir(), `alaafia-pglite-template-${process.pid}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', null);
    project.provide('resetSql', resetSql);
    return () => fs.rmSync(file, { force: true });
  }

  const name = `alaafia_template_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
  await database.migrate();
  await seedReferenceData(database.db);
  await database.close();
  const templateClient = new pg.Client({ connectionString: url.toString() });
  await templateClient.connect();
  const resetSql = await snapshotTemplate(
    async <R>(sql: string, params?: unknown[]) =>
      (await templateClient.query(sql, params)).rows as R[],
  );
  await templateClient.end();
  // A database with open connections cannot be copied: wait for the pool's sockets to close.
  const check = new pg.Client({ connectionString: adminUrl });
  await check.connect();
  for (let i = 0; i < 50; i += 1) {
    const { rows } = await check.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await check.end();
  project.provide('pgliteTemplate', null);
  project.provide('postgresTemplate', name);
  project.provide('resetSql', resetSql);
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`alaafia_test_${runId}_%`],
    );
    for (const row of rows)
      await cleanup.query(`drop database if exists ${row.datname} with (force)`);
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
