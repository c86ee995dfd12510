// npm run bench:scale (issue 29): the routes customers and staff use most, timed on PostgreSQL
// databases of 10,000 and 1,000,000 customers (BENCH_SCALE_SIZES=10000,1000000), each built by SQL
// (generate_series, set-based INSERT ... SELECT) with policies, payments, notifications, claims,
// payouts, identity reviews and audit rows in proportion. Times each route at the sizes in turns,
// request by request (timeInTurns). Prints, per route, the p50 and p95 server
// time at each size (fastify.inject: the request's whole handling in the process, no network) and
// the growth of the p95, then the last line
// `scale: worst p95 at 1M 38 ms (route ...), worst growth 1.4x`.
//
// The databases are kept between runs (building a million customers takes minutes of CPU): in a
// PostgreSQL cluster of its own under BENCH_SCALE_CACHE (default ~/.cache/alaafia-bench-scale, or
// /var/tmp/alaafia-bench-scale as root; outside the repository), started on a free port and stopped at the end; or on the server of
// BENCH_DATABASE_URL (postgres://.../any), where it creates the databases scale_<size>. A database is
// rebuilt when the build below changes (BUILD_VERSION) or with BENCH_SCALE_REBUILD=1.
// BENCH_SCALE_RUNS (default 100; it was 40, whose p95 is the third-worst request, so one pause of a
// few milliseconds moved a route's growth across 2x from run to run) timed requests per route after
// 5 warm-ups (fewer, at least 5, for a
// route still being timed after BENCH_SCALE_ROUTE_SECONDS, default 30).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed/seed.js';
import { runBackfills } from '../src/backfills.js';
import { createPasswordHasher } from '../src/lib/passwords.js';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,1000000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 100);
const WARMUP = 5;
/** Time per route after which a slow route stops being timed (BENCH_SCALE_ROUTE_SECONDS, 30). */
const BUDGET_MS = Number(process.env.BENCH_SCALE_ROUTE_SECONDS ?? 30) * 1000;
const BUILD_VERSION = 8; // 3: money columns in kobo (migration 0044); 4: open claims' clocks (0047); 6: finance items (the money queue); 7: vacuumed after the build; 8: customer_names' trigger (0048)
const PASSWORD = 'Bench-scale-password-1';
/** The bench's own cluster: a quarter of the memory, up to 4 GB, as PostgreSQL's tuning advice has it. */
const SHARED_BUFFERS_MB = Number(
  process.env.BENCH_SCALE_SHARED_BUFFERS_MB ??
    Math.min(4096, Math.floor(os.totalmem() / 4 / 1024 / 1024)),
);
const isRoot = () => process.getuid?.() === 0;
// As root the server runs as 'postgres', which cannot enter /root: then /var/tmp.
const CACHE =
  process.env.BENCH_SCALE_CACHE ??
  (isRoot()
    ? '/var/tmp/alaafia-bench-scale'
    : path.join(os.homedir(), '.cache', 'alaafia-bench-scale'));

function pgBin(name: string) {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/local/bin']) {
    if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    for (const v of fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
      if (fs.existsSync(path.join(root, v, 'bin', name))) return path.join(root, v, 'bin', name);
    }
  }
  throw new Error(`${name} not found: install PostgreSQL (Debian: apt-get install postgresql)`);
}

/** PostgreSQL refuses to run as root: as root it runs as the 'postgres' user. */
function runPg(bin: string, args: string[]) {
  const [cmd, cmdArgs] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  const r = spawnSync(cmd, cmdArgs, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(bin)} failed: ${r.stderr || r.stdout}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The cached cluster, started (made the first time). Answers its base URL and how to stop it. */
async function startCachedPostgres() {
  const dataDir = path.join(CACHE, 'pgdata');
  fs.mkdirSync(CACHE, { recursive: true });
  if (isRoot()) execFileSync('chown', ['postgres', CACHE]);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    runPg(pgBin('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8']);
  }
  const port = await freePort();
  runPg(pgBin('pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(CACHE, 'server.log'),
    '-w',
    '-t',
    '120',
    '-o',
    `-p ${port} -k ${CACHE} -c listen_addresses=127.0.0.1 -c max_connections=100 -c shared_buffers=${SHARED_BUFFERS_MB}MB`,
    'start',
  ]);
  return {
    base: `postgres://postgres@127.0.0.1:${port}`,
    stop: () => runPg(pgBin('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
  };
}

/** postgres://host:port/db -> the same server, another database. */
function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const FIRST = [
  'Adaeze',
  'Chinedu',
  'Oluwaseun',
  'Ngozi',
  'Emeka',
  'Funmilayo',
  'Ibrahim',
  'Aisha',
  'Tunde',
  'Bisi',
  'Chiamaka',
  'Yusuf',
  'Kemi',
  'Obinna',
  'Zainab',
  'Segun',
  'Halima',
  'Ikenna',
  'Folake',
  'Musa',
  'Nkechi',
  'Babatunde',
  'Amaka',
  'Sani',
  'Temitope',
  'Uche',
  'Hauwa',
  'Femi',
  'Ifeoma',
  'Abdullahi',
  'Yetunde',
  'Chukwuma',
  'Fatima',
  'Kunle',
  'Ebere',
  'Garba',
  'Ronke',
  'Nnamdi',
  'Salamatu',
  'Dapo',
];
const LAST = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Okonkwo',
  'Abubakar',
  'Balogun',
  'Eze',
  'Ogunleye',
  'Mohammed',
  'Nwosu',
  'Adebayo',
  'Ibrahim',
  'Uchenna',
  'Olawale',
  'Danjuma',
  'Chukwu',
  'Afolabi',
  'Yakubu',
  'Onyeka',
  'Bakare',
  'Ogbonna',
  'Suleiman',
  'Akinola',
  'Nwachukwu',
  'Lawal',
  'Obi',
  'Fashola',
  'Aliyu',
  'Ekwueme',
  'Oyelaran',
  'Nnaji',
  'Usman',
  'Odukoya',
  'Ike',
  'Salami',
  'Agu',
  'Ojo',
  'Garba',
  'Anyanwu',
  'Adewale',
  'Okeke',
  'Ayodele',
  'Ndukwe',
  'Shehu',
  'Oladipo',
  'Ezeh',
  'Musa',
  'Adeleke',
  'Okorie',
  'Babangida',
];
const pgArray = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;
/** The first and last name of customer g (as the SQL below builds them). */
const nameOf = (g: number) => ({
  first: FIRST[g % FIRST.length]!,
  last: LAST[Math.floor(g / FIRST.length) % LAST.length]!,
});
const emailOf = (g: number) => {
  const { first, last } = nameOf(g);
  return `${first}.${last}${g}@example.ng`.toLowerCase();
};
const phoneOf = (g: number) => `080${String(g).padStart(8, '0')}`;

/** Builds the database of `n` customers by SQL, set-based, each table in one statement. */
async function build(url: string, n: number, passwordHash: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = async (label: string, text: string, values: unknown[] = []) => {
    const t0 = performance.now();
    const r = await client.query(text, values);
    console.error(
      `  ${label}: ${r.rowCount ?? ''} rows, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  };
  await q('settings', `set synchronous_commit = off`);
  // Customers: names from the lists above, unique e-mails and phones, one real password hash (the
  // configured argon2id cost) so that any of them can sign in; created over the last three years.
  await q(
    'customers',
    `insert into customers (engage_uid, first_name, last_name, email, phone_number, password_hash,
       customer_referral_code, email_verified_at, have_completed_kyc, have_verified_bvn, created_at, updated_at)
     select 'sc' || g,
       (${pgArray(FIRST)})[1 + g % ${FIRST.length}],
       (${pgArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
       lower((${pgArray(FIRST)})[1 + g % ${FIRST.length}] || '.' || (${pgArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] || g || '@example.ng'),
       '080' || lpad(g::text, 8, '0'),
       $1, 'SC' || g, now(), g % 10 <> 0, g % 10 <> 0,
       now() - (g % 1095) * interval '1 day', now()
     from generate_series(1, $2::int) g`,
    [passwordHash, n],
  );
  // One card purchase each (its reference and payment), and a saved card.
  await q(
    'payment_references',
    `insert into payment_references (reference, customer_id, payment_type, lines, amount_kobo, provider, status, fulfilled_at, created_at, updated_at)
     select 'ALF-SC-' || c.id, c.id, 'card', '[]'::jsonb, case when c.id % 5 = 0 then 1000000 else 110000 end,
       'sandbox', 'success', c.created_at, c.created_at, c.created_at
     from customers c`,
  );
  await q(
    'payments',
    `insert into payments (payment_reference_id, customer_id, amount_kobo, currency, provider, confirmed_by, paid_at)
     select r.id, r.customer_id, r.amount_kobo, 'NGN', 'sandbox', 'webhook', r.created_at from payment_references r`,
  );
  // A policy each: four in five a monthly health plan (active, due over the month), one in five a
  // yearly HealthCash plan; one in twenty cancelled or lapsed.
  await q(
    'policies',
    `insert into policies (policy_number, customer_id, product_uid, plan_id, payment_reference_id, sum_assured_kobo,
       premium_kobo, unit, policy_duration, status, start_date, next_payment_date)
     select case when r.customer_id % 5 = 0 then 'HTCI-SC-' else 'HI-SC-' end || r.customer_id, r.customer_id,
       case when r.customer_id % 5 = 0 then 'HTCI' else 'HI' end,
       (select id from pricing_plans where product_uid = case when r.customer_id % 5 = 0 then 'HTCI' else 'HI' end order by id limit 1),
       r.id, 10000000, case when r.customer_id % 5 = 0 then 1000000 else 110000 end,
       case when r.customer_id % 5 = 0 then 'Year' else 'Month' end, 1,
       case r.customer_id % 20 when 7 then 'cancelled' when 13 then 'lapsed' else 'active' end,
       r.created_at::date, current_date + (1 + r.customer_id % 28)
     from payment_references r`,
  );
  // Three messages each (the bell), the older ones read.
  await q(
    'notifications',
    `insert into notifications (customer_id, event, key, params, title, body, created_at, read_at)
     select c.id, 'bench.message', c.id || ':' || k, '{}'::jsonb, 'Payment received',
       'We received your payment of ₦1,100 for Health Insurance. Thank you.',
       c.created_at + k * interval '30 days', case when k < 3 then c.created_at + k * interval '31 days' end
     from customers c cross join generate_series(1, 3) k`,
  );
  // Identity documents waiting for a reviewer: one customer in 500.
  await q(
    'kyc_reviews',
    `insert into kyc_reviews (customer_id, id_type, reason, status, created_at)
     select c.id, 'drivers_license', 'photo', 'held', c.created_at from customers c where c.id % 500 = 1`,
  );
  // Claims: one customer in 100, mostly settled; their payouts. The open ones have their clocks
  // (complete since filing, approved an hour after), so the queue orders them by a due time
  // (claims.due_by, filled after the build by runBackfills with the domain's rule).
  await q(
    'claims',
    `insert into claims (claim_number, customer_id, policy_id, product_uid, benefit_key, date_of_loss, status,
       bank_code, account_number_enc, account_last4, complete_on, approved_at, created_at, updated_at)
     select 'CLM-SC-' || p.id, p.customer_id, p.id, p.product_uid, 'accident_emergency', p.start_date + 10,
       s.status, '058', 'x', '0001',
       case when s.status in ('submitted', 'in_review') then (now() - (p.id % 300) * interval '1 day')::date end,
       case when s.status = 'approved' then now() - (p.id % 300) * interval '1 day' + interval '1 hour' end,
       now() - (p.id % 300) * interval '1 day', now() - (p.id % 300) * interval '1 day'
     from policies p
     cross join lateral (select (array['submitted','in_review','approved','paid','paid','paid','rejected','closed','paid','paid'])[1 + (p.id / 100) % 10] as status) s
     where p.customer_id % 100 = 5`,
  );
  await q(
    'payouts',
    `insert into payouts (claim_id, sequence, amount_kobo, due_date, status, created_at, updated_at)
     select c.id, 1, 5000000, c.date_of_loss + 14,
       case c.status when 'approved' then 'awaiting_approval' else 'paid' end, c.created_at, c.updated_at
     from claims c where c.status in ('approved', 'paid')`,
  );
  // Finance's items (the money queue): a history that grows with the customers (one in 100 had one:
  // a reconciliation break, a failed refund, a chargeback, a claim's clock; all resolved), and the
  // same 250 open ones at every size (a queue finance keeps short; more than its page of 200), so
  // the route is timed on the same answer against a longer history.
  await q(
    'finance_items',
    `insert into finance_items (kind, customer_id, transaction_reference, amount_kobo, note,
       created_at, updated_at, resolved_at)
     select (array['reconciliation.break','refund.failed','dispute','claim.sla'])[1 + (c.id / 100) % 4],
       c.id, 'ALF-SC-' || c.id, 500000, 'bench', now() - (c.id % 700) * interval '1 day',
       now() - (c.id % 700) * interval '1 day', now() - (c.id % 700) * interval '1 day' + interval '2 days'
     from customers c where c.id % 100 = 7
     union all
     select (array['reconciliation.break','refund.failed','dispute','payout.failed'])[1 + g % 4],
       g, 'ALF-SC-OPEN-' || g, 500000, 'bench', now() - g * interval '1 hour',
       now() - g * interval '1 hour', null
     from generate_series(1, 250) g`,
  );
  // Audit rows about customers: two customers in 100 were looked at by staff, twice each.
  await q(
    'audit_log',
    `insert into audit_log (at, staff_id, staff_email, roles, action, record_type, record_id)
     select now() - (c.id % 1000) * interval '1 hour' - k * interval '1 minute', 1, 'officer@alaafia.ng',
       '{claims_officer}', case k when 1 then 'customer.searched' else 'customer.viewed' end, 'customer', c.id::text
     from customers c cross join generate_series(1, 2) k where c.id % 50 = 1`,
  );
  // A database in use has been vacuumed: without it, autovacuum works through the millions of new
  // rows (and sets the visibility map) during the next runs' timings, on the same two cores.
  await q('vacuum', 'vacuum (analyze)');
  await q(
    'marker',
    `create table bench_scale_built as select $1::int as customers, $2::int as version`,
    [n, BUILD_VERSION],
  );
  await client.end();
}

async function ensureDatabase(base: string, n: number, passwordHash: string) {
  const name = `scale_${n}`;
  const admin = new pg.Client({ connectionString: withDatabase(base, 'postgres') });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name]))
    .rowCount;
  const url = withDatabase(base, name);
  let built = false;
  if (exists && process.env.BENCH_SCALE_REBUILD !== '1') {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const r = await c
      .query<{ customers: number; version: number }>('select * from bench_scale_built')
      .catch(() => null);
    await c.end();
    built = r?.rows[0]?.customers === n && r.rows[0].version === BUILD_VERSION;
  }
  if (!built) {
    if (exists) await admin.query(`drop database ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  // Migrations run every time (a migration added since the build applies to the kept database).
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  if (!built) {
    await seedReferenceData(database.db);
    console.error(`Building ${n} customers in ${name}...`);
    const t0 = performance.now();
    await build(url, n, passwordHash);
    console.error(`  built in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  // As the server does after migrating: what the migrations could not fill (the open claims' due time).
  await runBackfills(database.db);
  await database.db.execute(sql`analyze`);
  await prewarm(database);
  return database;
}

/**
 * Steady state, not a cold start: every table and index of the database read into PostgreSQL's
 * buffers (pg_prewarm), as on a server that has run a while with shared_buffers at the usual quarter
 * of its memory (the bench's own cluster: BENCH_SCALE_SHARED_BUFFERS_MB, default a quarter of this
 * machine's memory up to 4 GB). Without it the 1M database (about 2.1 GB) is read from the operating
 * system's cache block by block as the timed requests first touch it: a name fragment shared by 500
 * customers read about 770 blocks, 37 ms cold against 5 ms warm (EXPLAIN ANALYZE), and the figures
 * measured which pages the earlier routes happened to touch. Skipped, with a line on stderr, where the
 * server has no pg_prewarm (Debian's postgresql package has it), or with BENCH_SCALE_PREWARM=0 (a
 * cold start, to compare).
 */
async function prewarm(database: Awaited<ReturnType<typeof openDatabase>>) {
  if (process.env.BENCH_SCALE_PREWARM === '0') {
    console.error('  not prewarmed (BENCH_SCALE_PREWARM=0): timing a cold cache');
    return;
  }
  try {
    await database.db.execute(sql`create extension if not exists pg_prewarm`);
  } catch {
    console.error('  pg_prewarm is not available on this server: timing a cold cache');
    return;
  }
  const t0 = performance.now();
  const result: unknown = await database.db.execute(sql`
    select coalesce(sum(pg_prewarm(c.oid)), 0)::text as blocks
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'i', 'm', 't')`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { blocks: unknown }[];
  const blocks = Number(rows[0]?.blocks ?? 0);
  console.error(
    `  prewarmed ${((blocks * 8) / 1024).toFixed(0)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

interface Timing {
  route: string;
  p50: number;
  p95: number;
  runs: number;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

type Req = { method: 'GET' | 'POST'; url: string; cookie?: string; payload?: object };
type App = Awaited<ReturnType<typeof buildApp>>;

/** One size's app, signed in as a customer and a staff member, and the routes to time on it. */
async function openRoutes(
  n: number,
  url: string,
  database: Awaited<ReturnType<typeof openDatabase>>,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-bench-scale-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.BENCH_SCALE_LOG === '1' ? 'error' : 'silent',
    DATA_DIR: dataDir,
    RUN_WORKER: 'false',
    DATABASE_URL: url,
    RATE_LIMIT_LOGIN_PER_IP_15MIN: '1000000',
  });
  // BENCH_SCALE_LOG=1: the server's errors on stderr (a route that fails stops the bench).
  const app = await buildApp({ config, database, logger: process.env.BENCH_SCALE_LOG === '1' });
  await app.ready();
  const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) => {
    const c = res.cookies.find((x) => x.name === name);
    if (!c) throw new Error(`no ${name} cookie`);
    return `${name}=${c.value}`;
  };
  // Customers spread over the table (the middle one signs in; searches look for several).
  const sample = (i: number) => 1 + Math.floor(((i * 7919) % 997) * (n / 997));
  const me = Math.floor(n / 2);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: emailOf(me), password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  const customer = cookieOf(login, 'alaafia_session');
  const staffEmail = `bench-${Date.now()}@alaafia.ng`;
  const made = await app.inject({
    method: 'POST',
    url: '/api/sandbox/staff',
    payload: {
      email: staffEmail,
      password: PASSWORD,
      roles: ['reviewer', 'claims_officer', 'finance', 'administrator'],
    },
  });
  if (made.statusCode >= 300) throw new Error(`staff failed: ${made.body}`);
  const staffLogin = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email: staffEmail, password: PASSWORD },
  });
  if (staffLogin.statusCode !== 200) throw new Error(`staff sign-in failed: ${staffLogin.body}`);
  const staff = cookieOf(staffLogin, 'alaafia_staff');
  // The cursor of a keyset-paged queue's 2nd page (issue 29; at 10,000 customers the claims and the
  // payouts are two pages long): a page after a cursor costs what the first does.
  const secondPage = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie: staff } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const cursor = res.json<{ meta: { next_cursor: string | null } }>().meta.next_cursor;
    if (!cursor) throw new Error(`${url}: one page only`);
    return encodeURIComponent(cursor);
  };
  const claimsDeep = await secondPage('/api/admin/claims');
  const payoutsDeep = await secondPage('/api/admin/payouts');

  const routes: [string, (i: number) => Req][] = [
    [
      'POST /api/auth/login (sign-in)',
      () => ({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: emailOf(me), password: PASSWORD },
      }),
    ],
    ['GET /api/auth/me', () => ({ method: 'GET', url: '/api/auth/me', cookie: customer })],
    ...(['premiums', 'payment-methods', 'claims', 'notifications'] as const).map(
      (what): [string, (i: number) => Req] => [
        `GET /api/local/customers/:id/${what}`,
        () => ({ method: 'GET', url: `/api/local/customers/${me}/${what}`, cookie: customer }),
      ],
    ),
    [
      'GET /api/admin/customers?q=<e-mail>',
      (i) => ({
        method: 'GET',
        url: `/api/admin/customers?q=${emailOf(sample(i))}`,
        cookie: staff,
      }),
    ],
    [
      'GET /api/admin/customers?q=<phone>',
      (i) => ({
        method: 'GET',
        url: `/api/admin/customers?q=${phoneOf(sample(i))}`,
        cookie: staff,
      }),
    ],
    [
      'GET /api/admin/customers?q=<name fragment>',
      (i) => {
        const { first, last } = nameOf(sample(i));
        const q = encodeURIComponent(`${first.slice(-3)} ${last.slice(0, 4)}`);
        return { method: 'GET', url: `/api/admin/customers?q=${q}`, cookie: staff };
      },
    ],
    [
      'GET /api/admin/reviews?kind=kyc',
      () => ({ method: 'GET', url: '/api/admin/reviews?kind=kyc', cookie: staff }),
    ],
    ['GET /api/admin/claims', () => ({ method: 'GET', url: '/api/admin/claims', cookie: staff })],
    [
      'GET /api/admin/finance/money-queue',
      () => ({ method: 'GET', url: '/api/admin/finance/money-queue', cookie: staff }),
    ],
    [
      'GET /api/admin/claims?cursor=<2nd page>',
      () => ({ method: 'GET', url: `/api/admin/claims?cursor=${claimsDeep}`, cookie: staff }),
    ],
    // As the back office's payouts page asks (it always names a status; finance's queue first).
    [
      'GET /api/admin/payouts?status=awaiting_approval',
      () => ({ method: 'GET', url: '/api/admin/payouts?status=awaiting_approval', cookie: staff }),
    ],
    [
      'GET /api/admin/payouts?cursor=<2nd page>',
      () => ({ method: 'GET', url: `/api/admin/payouts?cursor=${payoutsDeep}`, cookie: staff }),
    ],
    [
      'GET /api/admin/audit?record_type=customer&record_id=<id>',
      (i) => ({
        method: 'GET',
        url: `/api/admin/audit?record_type=customer&record_id=${1 + 50 * Math.floor(sample(i) / 50)}`,
        cookie: staff,
      }),
    ],
  ];
  return {
    n,
    app,
    routes,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One request, timed (the request's whole handling in the process: fastify.inject). */
async function timeOne(app: App, route: string, r: Req): Promise<number> {
  const t0 = performance.now();
  const res = await app.inject({
    method: r.method,
    url: r.url,
    ...(r.cookie ? { headers: { cookie: r.cookie } } : {}),
    ...(r.payload ? { payload: r.payload } : {}),
  });
  const ms = performance.now() - t0;
  if (res.statusCode >= 300) throw new Error(`${route}: ${res.statusCode} ${res.body}`);
  return ms;
}

/**
 * Each route timed at every size in turns, request by request (the sizes' order alternating), so
 * that whatever else the machine does at a moment (a pause, another process) falls on both sizes
 * alike: the growth compares figures taken side by side, not one size's minutes with the next's.
 */
async function timeInTurns(sets: Awaited<ReturnType<typeof openRoutes>>[]): Promise<Timing[][]> {
  const out: Timing[][] = sets.map(() => []);
  for (let r = 0; r < sets[0]!.routes.length; r += 1) {
    const route = sets[0]!.routes[r]![0];
    const times: number[][] = sets.map(() => []);
    const started = performance.now();
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      // A route taking seconds a request is timed fewer times (at least 5): its figure says enough.
      if (times[0]!.length >= 5 && performance.now() - started > BUDGET_MS * sets.length) break;
      // ...and warmed up by one request only.
      if (i > 0 && i < WARMUP && performance.now() - started > 2000) i = WARMUP;
      const order = i % 2 === 0 ? sets.map((_, k) => k) : sets.map((_, k) => sets.length - 1 - k);
      for (const k of order) {
        const set = sets[k]!;
        const ms = await timeOne(set.app, route, set.routes[r]![1](i));
        if (i >= WARMUP) times[k]!.push(ms);
      }
    }
    sets.forEach((set, k) => {
      const t = times[k]!;
      out[k]!.push({ route, p50: percentile(t, 50), p95: percentile(t, 95), runs: t.length });
      console.error(`  ${set.n}: ${route} p95 ${percentile(t, 95).toFixed(1)} ms`);
    });
  }
  return out;
}

async function main() {
  const given = process.env.BENCH_DATABASE_URL;
  const server = given ? { base: given, stop: () => {} } : await startCachedPostgres();
  try {
    // The configured argon2id cost (the same hash for every built customer).
    const hashConfig = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const passwordHash = await createPasswordHasher(hashConfig.passwordHash).hash(PASSWORD);
    const results = new Map<number, Timing[]>();
    const databases = [];
    for (const n of SIZES) databases.push(await ensureDatabase(server.base, n, passwordHash));
    const sets = [];
    for (const [k, n] of SIZES.entries()) {
      sets.push(await openRoutes(n, withDatabase(server.base, `scale_${n}`), databases[k]!));
    }
    const timed = await timeInTurns(sets);
    SIZES.forEach((n, k) => results.set(n, timed[k]!));
    for (const set of sets) await set.close();
    for (const database of databases) await database.close();
    const [small, large] = [SIZES[0]!, SIZES[SIZES.length - 1]!];
    const fmt = (x: number) => x.toFixed(1);
    console.log(
      `Routes at ${SIZES.map((s) => s.toLocaleString('en')).join(' and ')} customers, PostgreSQL, ${RUNS} timed requests each (fastify.inject), the sizes in turns; load before ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `| route | ${SIZES.map((s) => `p50 / p95 at ${s.toLocaleString('en')} (ms)`).join(' | ')} | growth of p95 |`,
    );
    console.log(`| --- | ${SIZES.map(() => '---:').join(' | ')} | ---: |`);
    let worst = { p95: 0, route: '' };
    let worstGrowth = 0;
    results.get(small)!.forEach((row, i) => {
      const big = results.get(large)![i]!;
      const growth = big.p95 / row.p95;
      if (big.p95 > worst.p95) worst = { p95: big.p95, route: row.route };
      worstGrowth = Math.max(worstGrowth, growth);
      console.log(
        `| ${row.route} | ${SIZES.map((s) => {
          const t = results.get(s)![i]!;
          return `${fmt(t.p50)} / ${fmt(t.p95)}${t.runs < RUNS ? ` (${t.runs} runs)` : ''}`;
        }).join(' | ')} | ${growth.toFixed(1)}x |`,
      );
    });
    const label = large >= 1_000_000 ? `${large / 1_000_000}M` : large.toLocaleString('en');
    console.log(
      `scale: worst p95 at ${label} ${Math.round(worst.p95)} ms (route ${worst.route}), worst growth ${worstGrowth.toFixed(1)}x`,
    );
  } finally {
    server.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
