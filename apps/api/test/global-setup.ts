import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory (an uncompressed tar), or null on PostgreSQL. */
    pgliteTemplate: string | null;
    /** A migrated and seeded PostgreSQL database each test file's database is copied from. */
    postgresTemplate: string | null;
  }
}

/**
 * Runs once before the API test files: migrates and seeds one database, which every test file's
 * fresh database is then copied from (test/helpers.ts, openTestDatabase). Making a PGlite database
 * (initdb in WebAssembly) and running the migrations took most of each file's start-up; loading a
 * dumped data directory or copying a PostgreSQL template database is a fraction of that. Each file
 * still gets a database of its own.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    await seedReferenceData(database.db);
    const client = (database.queueTarget as { client: PGlite }).client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    const file = path.join(os.tmpdir(), `alaafia-pglite-template-${process.pid}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', null);
    return () => fs.rmSync(file, { force: true });
  }

  const name = `alaafia_template_${process.pid}`;
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
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
