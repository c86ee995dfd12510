/**
 * Migration 0030 (issue 26 item 6; docs/business-rules.md, 'Quote and purchase'): the sponsor's name
 * stored on a policy (`policies.company`) becomes `policies.sponsor_id`, matched by name whatever
 * its case; a name that matches no sponsor stops the migration instead of dropping the sponsorship.
 * The migrations run on a fresh PGlite up to 0029, rows are written as the old code wrote them, then
 * the rest run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.js';

interface Journal {
  entries: { idx: number; tag: string }[];
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-migrations-'));
  dirs.push(dir);
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const file = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as Journal;
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  expect(stop).toBeGreaterThan(0);
  fs.writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return dir;
}

/**
 * The database at 0029, migrated once for the file and dumped: each test starts from a copy of it
 * (PGlite's loadDataDir) rather than running initdb and 29 migrations again (issue 43).
 */
let at0029: Promise<Blob> | undefined;
function migratedTo0029(): Promise<Blob> {
  at0029 ??= (async () => {
    const client = new PGlite();
    await migrate(drizzle(client), {
      migrationsFolder: migrationsBefore('0031_policies-sponsor-id'),
    });
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
  return at0029;
}

/** A database at 0029 holding two sponsors and policies named as the old code named them. */
async function before(companies: (string | null)[]) {
  const client = await PGlite.create({ loadDataDir: await migratedTo0029() });
  const db = drizzle(client);
  await client.exec(`
    insert into products (uid, product_id, title, purchasable, details)
      values ('HI', 'Health Insurance', 'Health Insurance', true, '{}');
    insert into pricing_plans (code, product_uid, name, price, coverage, unit, benefits)
      values ('HI-T', 'HI', 'Test', 1100, 120000, 'Month', '[]');
    insert into customers (engage_uid, first_name, last_name, email, phone_number, password_hash, customer_referral_code)
      values ('e1', 'Ada', 'Obi', 'ada@example.ng', '08030000001', 'x', 'R1');
    insert into sponsors (name, contact_name, contact_email, created_at)
      values ('Dangote Cement', 'A', 'a@example.ng', now()), ('MTN Nigeria', 'B', 'b@example.ng', now());
  `);
  let n = 0;
  for (const company of companies) {
    n += 1;
    await client.query(
      `insert into policies (policy_number, customer_id, product_uid, plan_id, sum_assured, premium, unit, policy_duration, company, status, start_date)
       values ($1, 1, 'HI', 1, 120000, 1100, 'Month', 1, $2, 'cancelled', '2026-01-01')`,
      [`P-${n}`, company],
    );
  }
  return { client, db };
}

describe('migration 0030: policies.company becomes policies.sponsor_id', () => {
  it("When policies name sponsors (in any case) or none, then each gets its sponsor's id, and company is gone", async () => {
    const { client, db } = await before(['Dangote Cement', 'mtn nigeria', null]);
    await migrate(db, { migrationsFolder });
    const rows = await client.query<{ policy_number: string; sponsor: string | null }>(
      `select p.policy_number, s.name as sponsor from policies p left join sponsors s on s.id = p.sponsor_id order by p.id`,
    );
    expect(rows.rows).toEqual([
      { policy_number: 'P-1', sponsor: 'Dangote Cement' },
      { policy_number: 'P-2', sponsor: 'MTN Nigeria' },
      { policy_number: 'P-3', sponsor: null },
    ]);
    await client.close();
  }, 60_000);

  it('When a policy names a company that is no sponsor, then the migration stops, naming it, and nothing is lost', async () => {
    const { client, db } = await before(['Dangote Cement', 'Zenith Bank']);
    await expect(migrate(db, { migrationsFolder })).rejects.toThrow();
    const rows = await client.query<{ company: string | null }>(
      `select company from policies order by id`,
    );
    expect(rows.rows.map((r) => r.company)).toEqual(['Dangote Cement', 'Zenith Bank']);
    await client.close();
  }, 60_000);
});
