// npm run bench:claims (issue 39): 200 HealthCash accident claims filed in the sandbox, each by a
// verified customer with a policy older than 30 days, a receipt of its own and a payout account in
// their name, at ₦5,000 to ₦45,000, with the day's budget set to ₦10,000,000 by two administrators
// and the sandbox's 5% sampled (BENCH_CLAIMS_SAMPLE_PERCENT). The app runs as `npm start` does, its job worker in the same
// process (JOBS_POLL_SECONDS=0.5); no staff acts on the claims. The bench plays the bank: each
// transfer that reaches the payment provider (the sandbox's transfer row, what Paystack's Initiate
// Transfer records) is answered at once as a success through the sandbox's transfer route, which
// delivers the signed `transfer.success` webhook as Paystack does. Measured for each claim the rules
// approved: from filing to its transfer reaching the provider (the figure before the money moves)
// and from filing to the payout `paid` (transfer.success settled), p50, p95 and max. Reported: the
// share that went to a person, and why.
// BENCH_CLAIMS (200); PGlite by default, BENCH_DATABASE_URL=postgres://... for a fresh database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lagosDate, addDays, nairaToKobo } from '@alaafia/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import {
  claims,
  customers,
  payoutTransfers,
  payouts,
  policies,
  pricingPlans,
  sandboxTransfers,
} from '../src/db/schema/index.js';
import { seedReferenceData } from '../src/db/seed/seed.js';
import { fileClaim } from '../src/modules/cover/claims/index.js';
import { createUploadsService } from '../src/modules/platform/uploads/index.js';
import { signedInStaff, topUpPaystack } from '../test/staff-support.js';

const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 200);
const DB_URL = process.env.BENCH_DATABASE_URL;
const TIMEOUT_MS = 180_000;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-bench-claims-'));
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
  // The balance at Paystack that payouts are paid from, recorded by two finance members.
  await topUpPaystack(app, 10_000_000_000);
  // The day's budget for 200 claims (₦10,000,000), under four eyes: one administrator proposes,
  // another approves; no sampling, so every clean claim is the rules' to pay.
  const proposer = await signedInStaff(app, ['administrator'], 'bench-a');
  const approver = await signedInStaff(app, ['administrator'], 'bench-b');
  const proposed = await app.inject({
    method: 'PUT',
    url: '/api/admin/claims/automation',
    headers: { cookie: proposer.cookie },
    payload: {
      enabled: true,
      max_claim_kobo: 5_000_000,
      daily_budget_kobo: 1_000_000_000,
      sample_percent: Number(process.env.BENCH_CLAIMS_SAMPLE_PERCENT ?? 5),
    },
  });
  if (proposed.statusCode !== 202) throw new Error(`settings: ${proposed.body}`);
  const changeId = proposed.json<{ data: { pending_change: { id: number } } }>().data.pending_change
    .id;
  const applied = await approver.post(
    `/api/admin/claims/automation/changes/${changeId}/approve`,
    {},
  );
  if (applied.statusCode !== 200) throw new Error(`settings: ${applied.body}`);
  await app.jobs.start({ work: true });

  const [plan] = await db
    .select({ id: pricingPlans.id })
    .from(pricingPlans)
    .where(eq(pricingPlans.productUid, 'HTCI'))
    .limit(1);
  const uploads = createUploadsService(app.ctx);
  const today = lagosDate(app.ctx.now());
  const stamp = Date.now().toString(36);
  const filed: number[] = [];
  for (let i = 0; i < CLAIMS; i += 1) {
    const [c] = await db
      .insert(customers)
      .values({
        firstName: 'Bench',
        lastName: `Claimant${i}`,
        email: `bench.claims.${stamp}.${i}@example.ng`,
        phoneNumber: `0807${String(i).padStart(7, '0')}`,
        passwordHash: 'x',
        engageUid: `bench-claims-${stamp}-${i}`,
        customerReferralCode: `BCL${stamp}${i}`.toUpperCase(),
        haveCompletedKyc: true,
      })
      .returning({ id: customers.id });
    await db.insert(policies).values({
      policyNumber: `BENCH-HTCI-${stamp}-${i}`,
      customerId: c!.id,
      productUid: 'HTCI',
      planId: plan!.id,
      sumAssuredKobo: nairaToKobo(500_000),
      premiumKobo: nairaToKobo(1_000),
      unit: 'Year',
      policyDuration: 12,
      status: 'active',
      startDate: addDays(today, -60),
      nextPaymentDate: addDays(today, 305),
    });
    const receipt = await uploads.upload(c!.id, {
      type: 'claim_document',
      content: Buffer.from(
        `%PDF-1.7\n% bench receipt ${stamp} ${i}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n`,
        'latin1',
      ),
      fileName: 'receipt.pdf',
    });
    const claim = await fileClaim(app.ctx, c!.id, {
      product_uid: 'HTCI',
      benefit: 'accident_emergency',
      date_of_event: addDays(today, -1),
      amount_claimed: 5_000 + ((i * 1_000) % 41_000),
      documents: [receipt.file_url],
      bank_code: '058',
      account_number: '0123456789',
    });
    filed.push(claim.id);
  }

  // The jobs decide and send; the bank (this bench) answers each transfer at the provider with a
  // success, whose webhook settles the payout. Wait until every approved claim's payout is paid.
  const started = Date.now();
  let rows: { id: number; createdAt: Date; automation: typeof claims.$inferSelect.automation }[];
  let sentAt: Map<number, Date>;
  let paidAt: Map<number, Date>;
  const answered = new Set<string>();
  for (;;) {
    rows = await db
      .select({ id: claims.id, createdAt: claims.createdAt, automation: claims.automation })
      .from(claims)
      .where(inArray(claims.id, filed));
    const sent = await db
      .select({
        claimId: payouts.claimId,
        at: sandboxTransfers.createdAt,
        reference: sandboxTransfers.reference,
        paidAt: payouts.paidAt,
      })
      .from(sandboxTransfers)
      .innerJoin(payoutTransfers, eq(payoutTransfers.reference, sandboxTransfers.reference))
      .innerJoin(payouts, eq(payouts.id, payoutTransfers.payoutId))
      .where(and(inArray(payouts.claimId, filed), eq(payouts.sequence, 1)));
    sentAt = new Map(sent.map((s) => [s.claimId, s.at]));
    paidAt = new Map(sent.flatMap((s) => (s.paidAt ? [[s.claimId, s.paidAt] as const] : [])));
    // Each new transfer answered at once, side by side (a bank answers each on its own).
    const fresh = sent.filter((transfer) => !answered.has(transfer.reference));
    for (const transfer of fresh) answered.add(transfer.reference);
    await Promise.all(
      fresh.map(async (transfer) => {
        const settled = await app.inject({
          method: 'POST',
          url: '/api/sandbox/paystack/transfer',
          payload: { reference: transfer.reference, outcome: 'success' },
        });
        if (settled.statusCode !== 200)
          throw new Error(`the sandbox refused transfer ${transfer.reference}: ${settled.body}`);
      }),
    );
    const approved = rows.filter((r) => r.automation?.decision === 'approve');
    const decided = rows.every((r) => r.automation !== null);
    if (decided && approved.every((r) => paidAt.has(r.id))) break;
    if (Date.now() - started > TIMEOUT_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const since = (at: Map<number, Date>) =>
    rows
      .filter((r) => at.has(r.id))
      .map((r) => (at.get(r.id)!.getTime() - r.createdAt.getTime()) / 1000)
      .sort((x, y) => x - y);
  const seconds = since(sentAt);
  const paidSeconds = since(paidAt);
  const figures = (xs: number[]) =>
    `p50 ${pct(xs, 50).toFixed(1)} s, p95 ${pct(xs, 95).toFixed(1)} s, max ${(xs.at(-1) ?? 0).toFixed(1)} s`;
  const toPerson = rows.filter((r) => r.automation?.decision === 'to_a_person');
  const why = new Map<string, number>();
  for (const r of toPerson)
    for (const reason of r.automation!.reasons) why.set(reason, (why.get(reason) ?? 0) + 1);
  const undecided = rows.filter((r) => r.automation === null).length;
  console.log(
    `claims: ${rows.length} filed, ${seconds.length} approved and sent by the rules, ${paidSeconds.length} paid (transfer.success settled)`,
  );
  console.log(`  filing to transfer at the provider: ${figures(seconds)}`);
  console.log(`  filing to paid: ${figures(paidSeconds)}`);
  console.log(
    `to a person: ${toPerson.length} of ${rows.length} (${((100 * toPerson.length) / Math.max(1, rows.length)).toFixed(1)}%)${undecided ? `; ${undecided} not decided within ${TIMEOUT_MS / 1000} s` : ''}`,
  );
  for (const [reason, count] of why) console.log(`  ${count} × ${reason}`);
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (undecided > 0 || paidSeconds.length + toPerson.length < rows.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
