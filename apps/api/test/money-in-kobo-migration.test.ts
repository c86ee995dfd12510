/**
 * Migration 0044 (issue 27, 'Money has one unit in code'; docs/decisions/2026-11-29-money-in-kobo.md):
 * every column that held whole naira becomes a *_kobo column with the same amount x 100, and a payment
 * reference's frozen lines carry their price and cover in kobo. The migrations run on a fresh PGlite up
 * to 0042, rows are written in naira as the old code wrote them, then the rest run.
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

async function one<T>(client: PGlite, query: string): Promise<T> {
  const { rows } = await client.query<T>(query);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('migration 0044: naira columns to kobo', () => {
  it('When rows hold naira, then after the migration each *_kobo column holds the same amount x 100 and nulls stay null', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0044_money-in-kobo') });
    await client.exec(`
      insert into products (uid, product_id, title, purchasable, details)
        values ('HTCI', 'HealthCash', 'HealthCash Insurance', true, '{}');
      insert into pricing_plans (code, product_uid, name, price, coverage, unit, benefits)
        values ('HTCI-T', 'HTCI', 'Test', 6000, 1100000, 'Year', '[]');
      insert into customers (engage_uid, first_name, last_name, email, phone_number, password_hash,
          customer_referral_code, salary, plan_value)
        values ('e1', 'Ada', 'Obi', 'ada@example.ng', '08030000001', 'x', 'R1', 250000, 6000),
               ('e2', 'Bola', 'Ade', 'bola@example.ng', '08030000002', 'x', 'R2', null, null);
      insert into leads (customer_id, name, email, phone, uid, completion_failed_reason, salary)
        values (1, 'Ada Obi', 'ada@example.ng', '08030000001', 'EI', 'salary', 25000);
      insert into policies (policy_number, customer_id, product_uid, plan_id, sum_assured, premium,
          unit, policy_duration, status, start_date)
        values ('P-1', 1, 'HTCI', 1, 1100000, 6000, 'Year', 12, 'active', '2026-01-01');
      insert into claims (claim_number, customer_id, policy_id, product_uid, benefit, benefit_key,
          date_of_loss, amount_claimed, amount_approved, status, bank_code, account_number_enc,
          account_last4, created_at, updated_at)
        values ('CLM-1', 1, 1, 'HTCI', 'accident_emergency', 'accident_emergency', '2026-06-01',
          120000, 100000, 'approved', '058', 'x', '1234', now(), now());
      insert into payouts (claim_id, sequence, amount, due_date, status, created_at, updated_at)
        values (1, 1, 100000, '2026-06-02', 'paid', now(), now());
      insert into sponsors (name, contact_name, contact_email, created_at)
        values ('Acme', 'Funke Ade', 'hr@acme.ng', now());
      insert into sponsor_enrolments (sponsor_id, email, product_uid, plan_id, months, status,
          premium, unit, amount_due, enrolled_at)
        values (1, 'ada@example.ng', 'HTCI', 1, 12, 'active', 6000, 'Year', 6000, now()),
               (1, 'bola@example.ng', 'HTCI', 1, 12, 'pending', null, null, null, now());
      insert into payment_references (reference, customer_id, payment_type, amount_kobo, provider,
          lines, status, created_at, updated_at)
        values ('ALF-1', 1, 'card', 600000, 'sandbox',
          '[{"product_uid":"HTCI","plan_id":1,"plan_code":"HTCI-T","plan_name":"Test","unit_price":6000,"unit":"Year","coverage":1100000,"cover_months":12,"amount_kobo":600000}]',
          'pending', now(), now());
    `);
    await migrate(db, { migrationsFolder });

    expect(
      await one(client, `select price_kobo::text, coverage_kobo::text from pricing_plans`),
    ).toEqual({ price_kobo: '600000', coverage_kobo: '110000000' });
    const { rows: people } = await client.query(
      `select salary_kobo::text, plan_value_kobo::text from customers order by id`,
    );
    expect(people).toEqual([
      { salary_kobo: '25000000', plan_value_kobo: '600000' },
      { salary_kobo: null, plan_value_kobo: null },
    ]);
    expect(await one(client, `select salary_kobo::text from leads`)).toEqual({
      salary_kobo: '2500000',
    });
    expect(
      await one(client, `select sum_assured_kobo::text, premium_kobo::text from policies`),
    ).toEqual({ sum_assured_kobo: '110000000', premium_kobo: '600000' });
    expect(
      await one(client, `select amount_claimed_kobo::text, amount_approved_kobo::text from claims`),
    ).toEqual({ amount_claimed_kobo: '12000000', amount_approved_kobo: '10000000' });
    expect(await one(client, `select amount_kobo::text from payouts`)).toEqual({
      amount_kobo: '10000000',
    });
    const { rows: enrolments } = await client.query(
      `select premium_kobo::text, amount_due_kobo::text from sponsor_enrolments order by id`,
    );
    expect(enrolments).toEqual([
      { premium_kobo: '600000', amount_due_kobo: '600000' },
      { premium_kobo: null, amount_due_kobo: null },
    ]);
    const { lines } = await one<{ lines: Record<string, unknown>[] }>(
      client,
      `select lines from payment_references`,
    );
    expect(lines).toEqual([
      {
        product_uid: 'HTCI',
        plan_id: 1,
        plan_code: 'HTCI-T',
        plan_name: 'Test',
        unit_price_kobo: 600000,
        unit: 'Year',
        coverage_kobo: 110000000,
        cover_months: 12,
        amount_kobo: 600000,
      },
    ]);

    // The naira columns are gone, and the new ones are bigint (a sum assured past 2^31 kobo fits).
    const { rows: types } = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type = 'bigint' and column_name like '%\\_kobo'
          and table_name in ('pricing_plans', 'customers', 'leads', 'policies', 'claims', 'payouts', 'sponsor_enrolments')
        order by table_name, column_name`,
    );
    expect(types.map((t) => `${t.table_name}.${t.column_name}`)).toEqual([
      'claims.amount_approved_kobo',
      'claims.amount_claimed_kobo',
      'customers.plan_value_kobo',
      'customers.salary_kobo',
      'leads.salary_kobo',
      'payouts.amount_kobo',
      'policies.premium_kobo',
      'policies.sum_assured_kobo',
      'pricing_plans.coverage_kobo',
      'pricing_plans.price_kobo',
      'sponsor_enrolments.amount_due_kobo',
      'sponsor_enrolments.premium_kobo',
    ]);
    await client.query(`update policies set sum_assured_kobo = 500000000000`);
    await client.close();
  }, 180_000);
});
