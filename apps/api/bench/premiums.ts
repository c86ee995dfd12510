// npm run bench:premiums (also the last part of npm run bench): premium collection at scale (issue 15).
// BENCH_PREMIUMS (default 10000) monthly card policies fall due at the same moment; two workers
// (two application contexts on one database, as two worker processes would be) collect them together
// with the sandbox provider, each charging, recording and telling through the real code
// (modules/policies/renewals.ts). Printed: the time, provider calls per second, and checks that every
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
import { collectDuePremiums } from '../src/modules/policies/renewals.js';

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
  const card = ctx.cipher.encrypt('AUTH_bench');

  // N customers, each with a paid card purchase, a saved card and a monthly health policy due today.
  const t0 = performance.now();
  await db.execute(sql`
    insert into customers (engage_uid, first_name, last_name, email, phone_number, password_hash, customer_referral_code)
    select 'b' || g, 'Bench', 'Customer', 'bench' || g || '@example.ng', '0803' || lpad(g::text, 7, '0'), 'x', 'REF' || g
    from generate_series(1, ${N}) g`);
  await db.execute(sql`
    insert into payment_references (reference, customer_id, payment_type, lines, amount_kobo, provider, status, fulfilled_at)
    select 'ALF-BENCH-' || c.id, c.id, 'card', '[]'::jsonb, 500000, 'sandbox', 'paid', now()
    from customers c where c.email like 'bench%'`);
  await db.execute(sql`
    insert into payment_authorizations (customer_id, provider, authorization_code_enc, reusable, active)
    select c.id, 'sandbox', ${card}, true, true from customers c where c.email like 'bench%'`);
  await db.execute(sql`
    insert into sandbox_transactions (reference, status, amount_kobo, channel, email, authorization_code)
    select 'ALF-BENCH-' || c.id, 'success', 500000, 'card', c.email, 'AUTH_bench'
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
    await ctx.payments.chargeAuthorization({
      authorizationCode: 'AUTH_bench',
      email: `bench${i + 1}@example.ng`,
      amountKobo: 500000,
      reference: `ALF-CEILING-${i}`,
    });
  }
  const ceilingPerSecond = ceilingN / ((performance.now() - t1) / 1000);

  // Two workers collect until nothing is due (each call takes up to 500 policies).
  const worker = () => createContext(config, database, { now });
  const t2 = performance.now();
  let renewed = 0;
  for (;;) {
    const [a, b] = await Promise.all([
      collectDuePremiums(worker()),
      collectDuePremiums(worker()),
    ]);
    renewed += a.renewed + b.renewed;
    if (a.charged === 0 && b.charged === 0) break;
  }
  const seconds = (performance.now() - t2) / 1000;
  const [counts] = (
    await db.execute<{ calls: number; policies: number; moved: number }>(sql`
      select
        (select count(*)::int from sandbox_transactions where reference like 'ALF-RN-%') as calls,
        (select count(distinct split_part(reference, '-', 3))::int from sandbox_transactions where reference like 'ALF-RN-%' and status = 'success') as policies,
        (select count(*)::int from policies where next_payment_date = '2026-07-01') as moved`)
  ).rows as { calls: number; policies: number; moved: number }[];
  const ok = counts!.calls === N && counts!.policies === N && counts!.moved === N && renewed === N;
  console.log(`Premium collection: ${N} monthly card premiums due at once, two workers, sandbox provider, ${database.kind}`);
  console.log(`Machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} CPUs, Node ${process.version}; load before ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('| measurement | items | seconds | per second | checks |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  console.log(`| setup (${N} customers, cards, policies, by SQL) | ${N} | ${(setupMs / 1000).toFixed(1)} | | |`);
  console.log(`| provider alone (the ceiling: sandbox charges, no collection) | ${ceilingN} | ${(ceilingN / ceilingPerSecond).toFixed(1)} | ${ceilingPerSecond.toFixed(0)} | |`);
  console.log(`| collection by two workers (charge, fulfil, receipt, notify) | ${N} | ${seconds.toFixed(1)} | ${(counts!.calls / seconds).toFixed(0)} provider calls | ${ok ? `ok: ${counts!.calls} calls, each policy charged once and moved on a month` : `FAILED: ${JSON.stringify({ ...counts, renewed })}`} |`);
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
