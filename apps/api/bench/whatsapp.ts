// npm run bench:whatsapp (issue 40): 1,000 inbound WhatsApp messages from 200 linked customers,
// POSTed to the webhook over HTTP as Meta sends them (signed with X-Hub-Signature-256), with one in
// twenty delivered twice (Meta retries). The app runs as `npm start` does, its job worker in the
// same process (JOBS_POLL_SECONDS=0.5). Measured for each message: from the webhook storing it to
// the job that sends its first reply being queued (the jobs row of `whatsapp.send`), p50/p95/max;
// checked: every message handled once, answered once (the replies its command gives), none lost.
// BENCH_WHATSAPP_MESSAGES (1000), BENCH_WHATSAPP_CUSTOMERS (200), BENCH_WHATSAPP_RATE (messages a
// second offered, 50); PGlite by default, BENCH_DATABASE_URL=postgres://... for a fresh PostgreSQL
// database (the counts assume no other WhatsApp messages in it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { customers, jobs, whatsappLinks, whatsappMessages } from '../src/db/schema/index.js';
import { seedReferenceData } from '../src/db/seed/seed.js';
import { signWhatsAppBody } from '../src/integrations/messaging/whatsapp.js';

const MESSAGES = Number(process.env.BENCH_WHATSAPP_MESSAGES ?? 1000);
const CUSTOMERS = Number(process.env.BENCH_WHATSAPP_CUSTOMERS ?? 200);
const RATE = Number(process.env.BENCH_WHATSAPP_RATE ?? 50);
const DB_URL = process.env.BENCH_DATABASE_URL;
/** What each command answers with: how many messages (MENU: the list; COVER, STATUS: text and list). */
const WORDS: [string, number][] = [
  ['MENU', 1],
  ['COVER', 2],
  ['STATUS', 2],
  ['what is this', 2],
];

/** The rows of a raw query, on PGlite ({ rows }) and node-postgres alike. */
const rowsOf = <T>(result: unknown) => ((result as { rows?: unknown[] }).rows ?? result) as T[];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-bench-whatsapp-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JOBS_POLL_SECONDS: '0.5',
    ...(DB_URL ? { DATABASE_URL: DB_URL } : {}),
  });
  const database = await openDatabase(
    DB_URL
      ? { kind: 'postgres', url: DB_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );
  await database.migrate();
  await seedReferenceData(database.db);
  const { db } = database;
  const app = await buildApp({ config, database, logger: false });
  await app.jobs.start({ work: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  // 200 customers, each with a linked number (linking itself is tested in apps/api/test).
  const stamp = Date.now().toString(36);
  const waIds: string[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const [c] = await db
      .insert(customers)
      .values({
        firstName: 'Bench',
        lastName: `Customer${i}`,
        email: `bench.wa.${stamp}.${i}@example.ng`,
        phoneNumber: `0809${String(i).padStart(7, '0')}`,
        passwordHash: 'x',
        engageUid: `bench-wa-${stamp}-${i}`,
        customerReferralCode: `BWA${stamp}${i}`.toUpperCase(),
      })
      .returning({ id: customers.id });
    const waId = `23480${String(90_000_000 + i)}`;
    await db.insert(whatsappLinks).values({ waId, customerId: c!.id, linkedAt: new Date() });
    waIds.push(waId);
  }

  const secret = config.whatsapp.appSecret;
  const plan = Array.from({ length: MESSAGES }, (_, i) => ({
    waId: waIds[i % CUSTOMERS]!,
    word: WORDS[i % WORDS.length]!,
    wamid: `wamid.bench-${stamp}-${i}`,
    replay: i % 20 === 7,
  }));
  const post = async (m: (typeof plan)[number]) => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '0',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '2348000000000', phone_number_id: '0' },
                contacts: [{ profile: { name: 'Bench' }, wa_id: m.waId }],
                messages: [
                  {
                    from: m.waId,
                    id: m.wamid,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: m.word[0] },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const res = await fetch(`http://127.0.0.1:${port}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWhatsAppBody(secret, body),
      },
      body,
    });
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
    await res.arrayBuffer();
  };

  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (const [i, m] of plan.entries()) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(post(m));
    if (m.replay) inFlight.push(post(m));
  }
  await Promise.all(inFlight);
  const offered = (performance.now() - started) / 1000;

  // Wait until every message is handled and its replies queued (at most 120 s).
  const expected = plan.reduce((sum, m) => sum + m.word[1], 0);
  const deadline = Date.now() + 120_000;
  let replies: number;
  for (;;) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(whatsappMessages)
      .where(
        and(eq(whatsappMessages.direction, 'out'), sql`${whatsappMessages.inReplyTo} is not null`),
      );
    replies = row!.n;
    if (replies >= expected || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const drained = (performance.now() - started) / 1000;

  const latencies = await db.execute(sql`
    select extract(epoch from (min(j.created_at) - i.created_at)) * 1000 as ms
    from ${whatsappMessages} i
    join ${whatsappMessages} o on o.in_reply_to = i.id
    join ${jobs} j on j.kind = 'whatsapp.send' and (j.payload ->> 'messageId')::int = o.id
    where i.direction = 'in'
    group by i.id, i.created_at`);
  const ms = rowsOf<{ ms: number | string }>(latencies)
    .map((r) => Number(r.ms))
    .sort((a, b) => a - b);
  const [inbound] = await db
    .select({
      n: sql<number>`count(*)::int`,
      handled: sql<number>`count(*) filter (where ${whatsappMessages.status} = 'handled')::int`,
    })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.direction, 'in'));
  const [inboundJobs] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.kind, 'whatsapp.inbound'));
  const perMessage = await db.execute(sql`
    select count(o.id)::int as n, min(i.body -> 'text' ->> 'body') as word
    from ${whatsappMessages} i left join ${whatsappMessages} o on o.in_reply_to = i.id
    where i.direction = 'in' group by i.id`);
  const wrong = rowsOf<{ n: number; word: string }>(perMessage).filter(
    (r) => r.n !== (WORDS.find(([w]) => w === r.word)?.[1] ?? -1),
  ).length;

  const ok =
    inbound!.n === MESSAGES &&
    inbound!.handled === MESSAGES &&
    inboundJobs!.n === MESSAGES &&
    replies === expected &&
    wrong === 0 &&
    ms.length === MESSAGES;
  console.log(
    [
      `whatsapp: ${MESSAGES} messages from ${CUSTOMERS} customers (${plan.filter((m) => m.replay).length} delivered twice), offered at ${RATE}/s over ${offered.toFixed(1)} s, all answered after ${drained.toFixed(1)} s`,
      `webhook to reply's send job queued: p50 ${pct(ms, 50).toFixed(0)} ms, p95 ${pct(ms, 95).toFixed(0)} ms, max ${(ms.at(-1) ?? 0).toFixed(0)} ms (${DB_URL ? 'PostgreSQL' : 'PGlite'})`,
      `stored ${inbound!.n}, handled ${inbound!.handled}, inbound jobs ${inboundJobs!.n}, replies ${replies} of ${expected}, messages answered other than once ${wrong}: ${ok ? 'ok' : 'FAILED'}`,
      `uptime: ${fs.existsSync('/proc/loadavg') ? fs.readFileSync('/proc/loadavg', 'utf8').trim() : os.loadavg().join(' ')}`,
    ].join('\n'),
  );
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!ok || pct(ms, 95) >= 1000) process.exitCode = 1;
}

await main();
