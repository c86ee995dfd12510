import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { noTestDatabaseFiles, postgresDriverFiles } from './postgres-suite.js';

/**
 * The lists that say which API files run on which driver (test/postgres-suite.ts;
 * docs/decisions/2026-12-07-ci-runs-api-files-once.md). In CI a file listed as touching no test
 * database runs on PGlite only: if it started using the test database, what it checks would never
 * run on PostgreSQL there. This file reads the lists and the test files; it needs no database.
 */
const apiRoot = path.resolve(import.meta.dirname, '..');
const expand = (pattern: string) => fs.globSync(pattern, { cwd: apiRoot });

/**
 * What a file does when it uses the run's test database (test/helpers.ts, test/global-setup.ts):
 * Vitest's `inject` of the global set-up's values, not Fastify's `app.inject`.
 */
const usesTestDatabase = [
  /\bbuildTestApp\(/,
  /\buseTestApp\(/,
  /\bopenTestDatabase\(/,
  /TEST_DATABASE_URL/,
  /(?<!\.)\binject\(/,
];

describe('which API files run on which driver', () => {
  it('When the lists name a file, then it exists, and no file is on both lists', () => {
    const drivers = postgresDriverFiles.flatMap(expand);
    const noDatabase = noTestDatabaseFiles.flatMap(expand);
    for (const pattern of [...postgresDriverFiles, ...noTestDatabaseFiles])
      expect(expand(pattern), pattern).not.toEqual([]);
    expect(drivers.filter((f) => noDatabase.includes(f))).toEqual([]);
  });

  it('When a file is listed as touching no test database, then it builds no test app, opens no test database and reads no TEST_DATABASE_URL', () => {
    const offending = noTestDatabaseFiles.flatMap(expand).flatMap((file) => {
      const source = fs.readFileSync(path.join(apiRoot, file), 'utf8');
      return usesTestDatabase.filter((re) => re.test(source)).map((re) => `${file}: ${re.source}`);
    });
    expect(offending).toEqual([]);
  });
});
