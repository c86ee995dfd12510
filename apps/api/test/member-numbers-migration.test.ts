/**
 * Migration 0037 (issue 28; docs/business-rules.md, 'Health plan members'): every health policy
 * issued before member numbers gets one, random and unique; other products get none. The migrations
 * run on a fresh PGlite up to 0036, policies are written as the old code wrote them, then the rest run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MEMBER_NUMBER_ALPHABET } from '@alaafia/domain';
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

describe('migration 0037: member numbers for the health policies already issued', () => {
  it('When health and HealthCash policies exist, then each health policy gets its own AM number and HealthCash none', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0038_member-numbers') });
    await client.exec(`
      insert into products (uid, product_id, title, purchasable, details)
        values ('HI', 'Health Insurance', 'Health Insurance', true, '{}'),
               ('HTCI', 'HealthCash', 'HealthCash Insurance', true, '{}');
      insert into pricing_plans (code, product_uid, name, price, coverage, unit, benefits)
        values ('HI-T', 'HI', 'Test', 1100, 120000, 'Month', '[]'),
               ('HTCI-T', 'HTCI', 'Test', 1000, 1100000, 'Year', '[]');
      insert into customers (engage_uid, first_name, last_name, email, phone_number, password_hash, customer_referral_code)
        values ('e1', 'Ada', 'Obi', 'ada@example.ng', '08030000001', 'x', 'R1');
    `);
    for (let n = 1; n <= 20; n += 1)
      await client.query(
        `insert into policies (policy_number, customer_id, product_uid, plan_id, sum_assured, premium, unit, policy_duration, status, start_date)
         values ($1, 1, $2, $3, 120000, 1100, 'Month', 1, 'cancelled', '2026-01-01')`,
        [`P-${n}`, n <= 18 ? 'HI' : 'HTCI', n <= 18 ? 1 : 2],
      );
    await migrate(db, { migrationsFolder });
    const rows = await client.query<{ product_uid: string; member_number: string | null }>(
      `select product_uid, member_number from policies order by id`,
    );
    const health = rows.rows.filter((r) => r.product_uid === 'HI').map((r) => r.member_number);
    expect(health).toHaveLength(18);
    for (const n of health) expect(n).toMatch(new RegExp(`^AM[${MEMBER_NUMBER_ALPHABET}]{10}$`));
    expect(new Set(health).size).toBe(18);
    expect(rows.rows.filter((r) => r.product_uid === 'HTCI').map((r) => r.member_number)).toEqual([
      null,
      null,
    ]);
    await client.close();
  }, 180_000);
});
