import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { customers } from '../src/db/schema/index.js';
import { querySummary } from '../src/lib/logging.js';
import { openTestDatabase, signUp } from './helpers.js';

/**
 * Issue 12 item 9: a failed query's error carried every bind parameter (Drizzle's 'Failed query: ...
 * params: ...', the driver's message and detail quoting the values) into the log. It is logged by its
 * SQLSTATE code and the query's first words only.
 */
describe('a failed query in the log', () => {
  let dataDir: string;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  const lines: string[] = [];
  const bvn = '22298765431';
  let email = '';
  let phone = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-db-error-logs-'));
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
    const { db } = database;
    // A value that does not fit its column: PostgreSQL's message quotes it.
    app.get('/api/test-only/out-of-range', async () => {
      await db.execute(sql`select id from customers where id = ${bvn}::int and email = ${email}`);
      return { data: 'unreachable' };
    });
    // A second customer with the same e-mail: the unique violation's detail quotes it, and Drizzle's
    // message lists every value of the row.
    app.get('/api/test-only/duplicate/:id', async (request) => {
      const [row] = await db
        .select()
        .from(customers)
        .where(eq(customers.id, Number((request.params as { id: string }).id)));
      const { id: _id, ...copy } = row!;
      await db.insert(customers).values({ ...copy, engageUid: `${copy.engageUid}-copy` });
      return { data: 'unreachable' };
    });
    await app.ready();
    const customer = await signUp(app);
    email = customer.body.email;
    phone = customer.body.phone_number;
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: `/api/test-only/duplicate/${customer.id}` });
    expect(res.statusCode).toBe(500);
    const res2 = await app.inject({ method: 'GET', url: '/api/test-only/out-of-range' });
    expect(res2.statusCode).toBe(500);
  });

  afterAll(async () => {
    await app?.close();
    await dispose?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const errorLines = () =>
    lines
      .map((l) => JSON.parse(l) as { msg: string; err?: Record<string, unknown> })
      .filter((l) => l.err);

  it('When a query fails with a BVN, an e-mail and a phone number among its values, then no log line holds any of them', () => {
    expect(errorLines()).toHaveLength(2);
    const text = lines.join('\n');
    for (const secret of [bvn, email, phone, 'Chinedu', 'Okeke'])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('params');
    expect(text).not.toContain('Failed query');
  });

  it("When a query fails, then its line says the SQLSTATE code, the query's first words and the constraint", () => {
    const [duplicate, outOfRange] = errorLines().map((l) => l.err!);
    expect(duplicate).toMatchObject({
      code: '23505',
      query: 'insert into "customers"',
      constraint: 'customers_email_key',
    });
    expect(duplicate!.message).toBe('database error 23505 in insert into "customers"');
    expect(String(duplicate!.stack)).toMatch(/^\s+at /);
    expect(outOfRange).toMatchObject({ code: '22003', query: 'select from customers' });
  });

  it('When a query is summed up, then only its verb and first table are kept', () => {
    expect(querySummary('update "customers" set "bvn" = $1 where "id" = $2')).toBe(
      'update "customers"',
    );
    expect(querySummary('delete from "sessions" where "id" = $1')).toBe('delete from "sessions"');
    expect(querySummary("select 'x'")).toBe('select');
  });
});
