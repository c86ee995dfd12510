// npm run bench:ussd: the USSD channel under load (issue 41). BENCH_USSD_SESSIONS (default 500)
// customers, each holding a policy, dial the short code within the same BENCH_USSD_DIAL_MS (2 s)
// and walk My cover (the main menu, My cover's list, the policy's detail) through the real HTTP
// callback of a listening app, reading each screen and pressing a key as a person does
// (BENCH_USSD_THINK_MS, 1500: between that and twice it): every session is open at once (each lasts
// longer than the dialling window). BENCH_USSD_THINK_MS=0 fires every screen as fast as the last
// answer comes (a burst no network sends). Printed: each screen's p50, p95 and worst time, and the
// machine.
// Fails on any error, any screen that breaks the gateway's rules, or a screen's p95 of 300 ms or
// more (the gateway's own limit is far longer: docs/performance.md, 'USSD').
// BENCH_DATABASE_URL=postgres://... on a fresh PostgreSQL database (the figure the issue asks for);
// PGlite otherwise.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { isUssdScreen } from '@alaafia/domain';
import { buildApp } from '../src/app.js';
import { loadConfig, SANDBOX_USSD_KEY } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed/seed.js';
import { seedDuePolicies } from './due-policies.js';

const N = Number(process.env.BENCH_USSD_SESSIONS ?? 500);
const DIAL_MS = Number(process.env.BENCH_USSD_DIAL_MS ?? 2000);
const THINK_MS = Number(process.env.BENCH_USSD_THINK_MS ?? 1500);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS * (1 + Math.random()));
const LIMIT_MS = 300;
const SCREENS = ['menu', 'my cover', 'policy detail'] as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-bench-ussd-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(
    url ? { kind: 'postgres', url, max: 20 } : { kind: 'pglite', dataDir: null },
  );
  await database.migrate();
  await seedReferenceData(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const customers = await seedDuePolicies(database.db, {
    n: N,
    due: '2099-01-01',
    startDate: '2026-01-01',
    provider: 'sandbox',
    encrypt: (plain) => app.ctx.cipher.encrypt(plain),
  });
  // seedDuePolicies numbers the phones 0803 + the series number, 7 digits.
  const phones = customers.map((_, i) => `+234803${String(i + 1).padStart(7, '0')}`);

  const times: Record<(typeof SCREENS)[number], number[]> = {
    menu: [],
    'my cover': [],
    'policy detail': [],
  };
  const errors: string[] = [];
  async function screen(sessionId: string, phone: string, text: string, name: keyof typeof times) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/ussd/africastalking?key=${SANDBOX_USSD_KEY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        sessionId,
        serviceCode: '*347*123#',
        phoneNumber: phone,
        networkCode: '62120',
        text,
      }).toString(),
    });
    const body = await res.text();
    times[name].push(performance.now() - t0);
    if (res.status !== 200 || !isUssdScreen(body) || !body.startsWith('CON ')) {
      errors.push(`${name}: ${res.status} ${body.slice(0, 60)}`);
    }
    return body;
  }
  async function walk(i: number, prefix: string, paced: boolean) {
    const sessionId = `${prefix}${i}`;
    const phone = phones[i % phones.length]!;
    if (paced) await sleep(Math.random() * DIAL_MS);
    await screen(sessionId, phone, '', 'menu');
    if (paced) await think();
    await screen(sessionId, phone, '1', 'my cover');
    if (paced) await think();
    await screen(sessionId, phone, '1*1', 'policy detail');
  }

  // A few sessions first (the code paths warm), not counted.
  await Promise.all(Array.from({ length: 20 }, (_, i) => walk(i, 'warm-', false)));
  for (const name of SCREENS) times[name].length = 0;
  errors.length = 0;

  if (process.env.BENCH_USSD_ONE_AT_A_TIME) {
    // One session after another: what a screen costs with nothing waiting (the baseline).
    for (let i = 0; i < 30; i += 1) await walk(i, 'alone-', false);
    for (const name of SCREENS) {
      const sorted = [...times[name]].sort((a, b) => a - b);
      console.log(`alone: ${name} p50 ${percentile(sorted, 50).toFixed(1)} ms`);
      times[name].length = 0;
    }
  }
  const t0 = performance.now();
  await Promise.all(Array.from({ length: N }, (_, i) => walk(i, 'bench-', THINK_MS > 0)));
  const wallS = (performance.now() - t0) / 1000;
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const [load1] = os.loadavg();
  console.log(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${load1!.toFixed(2)}, ${url ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(
    `${N} sessions at once walking My cover (3 screens each; dialled within ${DIAL_MS} ms, ${THINK_MS}-${2 * THINK_MS} ms at the keypad between screens): ${wallS.toFixed(1)} s, ${((3 * N) / wallS).toFixed(0)} screens/s`,
  );
  console.log('screen          requests   p50 ms   p95 ms   max ms');
  let worst = 0;
  for (const name of SCREENS) {
    const sorted = [...times[name]].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    worst = Math.max(worst, p95);
    console.log(
      `${name.padEnd(15)} ${String(sorted.length).padStart(8)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${sorted.at(-1)!.toFixed(1).padStart(8)}`,
    );
  }
  const ok = errors.length === 0 && worst < LIMIT_MS;
  console.log(
    `ussd: ${N} sessions, worst p95 ${worst.toFixed(1)} ms (limit ${LIMIT_MS}), errors ${errors.length}: ${ok ? 'ok' : 'FAILED'}`,
  );
  for (const e of errors.slice(0, 5)) console.log(`  ${e}`);
  if (!ok) process.exitCode = 1;
}

await main();
