// npm run bench:premiums (also the last part of npm run bench): premium collection at scale (issue 15).
// BENCH_PREMIUMS (default 10000) monthly card policies fall due at the same moment; two workers
// (two application contexts on one database, as two worker processes would be) collect them together
// with the sandbox provider, each charging, recording and telling through the real code
// (modules/cover/billing/renewals.ts). Printed: the time, provider calls per second, and checks that every
// policy was charged exactly once. Beside it, measured in the same run on the same database: the
// provider alone (the sandbox ledger's charge, no collection around it), the ceiling of this machine.
// On PGlite by default (one connection: the two workers take turns); BENCH_DATABASE_URL=postgres://...
// runs it on PostgreSQL, where they interleave.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createContext } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed/seed.js';
import { paymentAuthorizations } from '../src/db/schema/index.js';
import { collectDuePremiums } from '../src/modules/cover/billing/renewals.js';

/** The rows of a raw query, whichever driver answered (PGlite and node-postgres give `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: unknown[] }).rows ?? result) as T[];
}

const N = Number(process.env.BENCH_PREMIUMS ?? 10_000);
const DUE = '2026-06-01';

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-bench-premiums-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(
    url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: null },
  );
  await database.migrate();
  await seedReferenceData(database.db);
  const now = () => new Date(`${DUE}T09:00:00Z`);
  const ctx = createContext(config, database, { now });
  const db = database.db;

  // N customers, each with a paid card purchase, a saved card and a monthly health policy due today.
  const t0 = performance.now();
  await db.execute(sql`
    insert into customers (engage_uid, first_name, last_name, email, phone_number, password_hash, customer_referral_code)
    select 'b' || g, 'Bench', 'Customer', 'bench' || g || '@example.ng', '0803' || lpad(g::text, 7, '0'), 'x', 'REF' || g
    from generate_series(1, ${N}) g`);
  await db.execute(sql`
    insert into payment_references (reference, customer_id, payment_type, lines, amount_kobo, provider, status, fulfilled_at)
    select 'ALF-BENCH-' || c.id, c.id, 'card', '[]'::jsonb, 500000, 'sandbox', 'success', now()
    from customers c where c.email like 'bench%'`);
  // Each customer's own saved card (the sandbox ledger finds a card by its authorization code and
  // charges it only for the e-mail that saved it), encrypted at rest as the app stores it.
  const benchCustomers = rowsOf<{ id: number; email: string }>(
    await db.execute(sql`select id, email from customers where email like 'bench%' order by id`),
  );
  for (let i = 0; i < benchCustomers.length; i += 1000) {
    await db.insert(paymentAuthorizations).values(
      benchCustomers.slice(i, i + 1000).map((c) => ({
        customerId: c.id,
        provider: 'sandbox',
        authorizationCodeEnc: ctx.cipher.encrypt(`AUTH_bench_${c.id}`),
        reusable: true,
        active: true,
      })),
    );
  }
  await db.execute(sql`
    insert into sandbox_transactions (reference, status, amount_kobo, channel, email, authorization_code)
    select 'ALF-BENCH-' || c.id, 'success', 500000, 'card', c.email, 'AUTH_bench_' || c.id
    from customers c where c.email like 'bench%'`);
  await db.execute(sql`
    insert into policies (policy_number, customer_id, product_uid, plan_id, payment_reference_id, sum_assured, premium, unit, policy_duration, status, start_date, next_payment_date)
    select 'HI-BENCH-' || c.id, c.id, 'HI', (select id from pricing_plans where product_uid = 'HI' limit 1), r.id, 100000, 5000, 'Month', 1, 'active', ${'2026-05-01'}, ${DUE}
    from customers c join payment_references r on r.customer_id = c.id where c.email like 'bench%'`);
  const setupMs = performance.now() - t0;

  // The ceiling: the provider alone, the same number of charges (on references of its own).
  const t1 = performance.now();
  const ceilingN = Math.min(N, 2000);
  for (let i = 0; i < ceilingN; i += 1) {
    const c = benchCustomers[i % benchCustomers.length]!;
    await ctx.payments.chargeAuthorization({
      authorizationCode: `AUTH_bench_${c.id}`,
      email: c.email,
      amountKobo: 500000,
      reference: `ALF-CEILING-${i}`,
    });
  }
  const ceilingPerSecond = ceilingN / ((performance.now() - t1) / 1000);

  // Two workers collect until nothing is due (each call takes up to 500 policies).
  const worker = () => createContext(config, database, { now });
  const t2 = performance.now();
  let renewed = 0;
  let rounds = 0;
  for (;;) {
    const [a, b] = await Promise.all([collectDuePremiums(worker()), collectDuePremiums(worker())]);
    renewed += a.renewed + b.renewed;
    rounds += 1;
    // Progress on stderr (a long run on a busy machine can be read while it goes).
    const elapsed = (performance.now() - t2) / 1000;
    console.error(
      `round ${rounds}: ${renewed} of ${N} collected in ${elapsed.toFixed(0)} s (${(renewed / elapsed).toFixed(1)}/s)`,
    );
    // Done when nothing is due, or a round renewed nobody (what is left failed: the checks say so).
    if ((a.charged === 0 && b.charged === 0) || a.renewed + b.renewed === 0) break;
  }
  const seconds = (performance.now() - t2) / 1000;
  const [counts] = rowsOf<{ calls: number; policies: number; moved: number }>(
    await db.execute(sql`
      select
        (select count(*)::int from sandbox_transactions where reference like 'ALF-RN-%') as calls,
        (select count(distinct split_part(reference, '-', 3))::int from sandbox_transactions where reference like 'ALF-RN-%' and status = 'success') as policies,
        (select count(*)::int from policies where next_payment_date = '2026-07-01') as moved`),
  );
  const ok = counts!.calls === N && counts!.policies === N && counts!.moved === N && renewed === N;
  console.log(
    `Premium collection: ${N} monthly card premiums due at once, two workers, sandbox provider, ${database.kind}`,
  );
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} CPUs, Node ${process.version}; load before ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('| measurement | items | seconds | per second | checks |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  console.log(
    `| setup (${N} customers, cards, policies, by SQL) | ${N} | ${(setupMs / 1000).toFixed(1)} | | |`,
  );
  console.log(
    `| provider alone (the ceiling: sandbox charges, no collection) | ${ceilingN} | ${(ceilingN / ceilingPerSecond).toFixed(1)} | ${ceilingPerSecond.toFixed(0)} | |`,
  );
  console.log(
    `| collection by two workers (charge, fulfil, receipt, notify) | ${N} | ${seconds.toFixed(1)} | ${(counts!.calls / seconds).toFixed(0)} provider calls | ${ok ? `ok: ${counts!.calls} calls, each policy charged once and moved on a month` : `FAILED: ${JSON.stringify({ ...counts, renewed })}`} |`,
  );
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
