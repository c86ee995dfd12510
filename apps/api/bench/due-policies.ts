// Monthly card policies falling due at once, built by SQL for the premium benches (issue 15, issue 29):
// bench/premiums.ts (the collection's speed) and bench/cluster-run.ts (collection by worker processes,
// one of them killed). Each customer has a paid card purchase, a saved card (encrypted at rest as the
// app stores it, and in the sandbox ledger, which charges a card only for the e-mail that saved it)
// and a monthly health policy whose premium is due on `due`.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { paymentAuthorizations } from '../src/db/schema/index.js';

/** The rows of a raw query, whichever driver answered (PGlite and node-postgres give `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: unknown[] }).rows ?? result) as T[];
}

export interface DuePoliciesOptions {
  /** How many customers, each with one policy due. */
  n: number;
  /** The due date (YYYY-MM-DD); the policy started a month before. */
  due: string;
  startDate: string;
  /** The provider the saved cards belong to ('sandbox' or 'paystack'). */
  provider: string;
  /** Encrypts the authorization codes as the app does (the context's cipher). */
  encrypt: (plain: string) => string;
}

/** Inserts the customers, cards and policies; answers the customers (id, e-mail), by id. */
export async function seedDuePolicies(
  db: Database['db'],
  { n, due, startDate, provider, encrypt }: DuePoliciesOptions,
): Promise<{ id: number; email: string }[]> {
  await db.execute(sql`
    insert into customers (engage_uid, first_name, last_name, email, phone_number, password_hash, customer_referral_code)
    select 'b' || g, 'Bench', 'Customer', 'bench' || g || '@example.ng', '0803' || lpad(g::text, 7, '0'), 'x', 'REF' || g
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into payment_references (reference, customer_id, payment_type, lines, amount_kobo, provider, status, fulfilled_at)
    select 'ALF-BENCH-' || c.id, c.id, 'card', '[]'::jsonb, 500000, 'sandbox', 'success', now()
    from customers c where c.email like 'bench%'`);
  const customers = rowsOf<{ id: number; email: string }>(
    await db.execute(sql`select id, email from customers where email like 'bench%' order by id`),
  );
  for (let i = 0; i < customers.length; i += 1000) {
    await db.insert(paymentAuthorizations).values(
      customers.slice(i, i + 1000).map((c) => ({
        customerId: c.id,
        provider,
        authorizationCodeEnc: encrypt(`AUTH_bench_${c.id}`),
        reusable: true,
        active: true,
      })),
    );
  }
  // Paid when the policy started, as the sandbox's own charges are: settlement reconciliation
  // (finance.reconcile-settlements, daily at 06:00 UTC) reads the day of every successful charge.
  await db.execute(sql`
    insert into sandbox_transactions (reference, status, amount_kobo, channel, email, authorization_code, paid_at)
    select 'ALF-BENCH-' || c.id, 'success', 500000, 'card', c.email, 'AUTH_bench_' || c.id,
      ${startDate}::date + interval '10 hours'
    from customers c where c.email like 'bench%'`);
  await db.execute(sql`
    insert into policies (policy_number, customer_id, product_uid, plan_id, payment_reference_id, sum_assured_kobo, premium_kobo, unit, policy_duration, status, start_date, next_payment_date)
    select 'HI-BENCH-' || c.id, c.id, 'HI', (select id from pricing_plans where product_uid = 'HI' limit 1), r.id, 10000000, 500000, 'Month', 1, 'active', ${startDate}, ${due}
    from customers c join payment_references r on r.customer_id = c.id where c.email like 'bench%'`);
  return customers;
}
