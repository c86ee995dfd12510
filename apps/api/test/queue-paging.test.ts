import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBackfills } from '../src/backfills.js';
import { cursorCopy, encodeCursor } from '../src/lib/paging.js';
import { rowsOf } from '../bench/due-policies.js';
import { seededPlans } from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';
import { expectStoredDueIsClaimDue } from './claim-due-support.js';

// Issue 29: the back office's claims, payouts and review queues page by keyset (lib/paging.ts). The
// rows are written by SQL, as a busy queue's would be: several filed in the same microsecond-precise
// instant (SQL's now()), payouts sharing due dates, claims in every state. Walking the pages must give
// the same rows in the same order as one long page, none twice and none missed; a cursor that is not
// one the list gave is a 400 that reads nothing.
const t = useTestApp();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let backfilled: Awaited<ReturnType<typeof runBackfills>>;
const CLAIMS = 26;
const STATUSES = [
  'submitted',
  'in_review',
  'info_requested',
  'approved',
  'paying',
  'paid',
  'rejected',
  'closed',
] as const;
const SETTLED = new Set(['paid', 'rejected', 'closed']);

beforeAll(async () => {
  const plans = await seededPlans(t);
  const customer = await signUp(t.app);
  const db = t.database.db;
  // A customer and a HealthCash policy per claim (one open claim per policy and benefit).
  await db.execute(sql`
    insert into customers (engage_uid, first_name, last_name, email, phone_number, password_hash,
      customer_referral_code, created_at, updated_at)
    select 'page' || g, 'Ada', 'Page' || g, 'page' || g || '@example.ng', '0809' || lpad(g::text, 7, '0'),
      'x', 'PAGE' || g, now(), now()
    from generate_series(1, ${CLAIMS}) g`);
  await db.execute(sql`
    insert into policies (policy_number, customer_id, product_uid, plan_id, sum_assured_kobo, premium_kobo, unit,
      policy_duration, status, start_date, next_payment_date)
    select 'T-PAGE-' || g, c.id, 'HTCI', ${plans.healthCash.planId}, 50000000, 345000, 'Year', 12,
      'active', '2026-01-05', '2027-01-05'
    from generate_series(1, ${CLAIMS}) g join customers c on c.engage_uid = 'page' || g`);
  // Claims in every state; four share each filing instant, which has microseconds.
  await db.execute(sql`
    insert into claims (claim_number, customer_id, policy_id, product_uid, benefit_key, date_of_loss,
      status, complete_on, approved_at, bank_code, account_number_enc, account_last4, created_at, updated_at)
    select 'CLM-PAGE-' || g, p.customer_id, p.id, 'HTCI', 'accident_emergency', '2026-03-01',
      (${sql.raw(`array[${STATUSES.map((s) => `'${s}'`).join(',')}]`)})[1 + g % 8],
      case when g % 8 in (0, 1) and g % 3 <> 0 then date '2026-03-02' + (g % 5) end,
      case when g % 8 in (3, 4) then timestamptz '2026-03-10 10:00:00.123456+00' + (g % 4) * interval '1 day' end,
      '058', 'x', '0001',
      now() - (g / 4) * interval '1 hour', now()
    from generate_series(1, ${CLAIMS}) g
    join policies p on p.policy_number = 'T-PAGE-' || g`);
  // Payouts: three per claim, on five due dates.
  await db.execute(sql`
    insert into payouts (claim_id, sequence, amount_kobo, due_date, status, created_at, updated_at)
    select c.id, s, 100000, date '2026-04-01' + ((c.id + s) % 5),
      case when s = 2 then 'awaiting_approval' else 'scheduled' end, now(), now()
    from claims c cross join generate_series(1, 3) s where c.claim_number like 'CLM-PAGE-%'`);
  // Rows written by SQL get their stored due time as a deploy's do: the backfill after migrating.
  backfilled = await runBackfills(db);
  // Identity checks held for review, seven at the same instant, which has microseconds (PGlite's
  // now() may have none).
  await db.execute(sql`
    insert into kyc_reviews (customer_id, id_type, reason, status, created_at)
    select ${customer.id}, 'drivers_license', 'photo', 'held',
      timestamptz '2026-11-20 09:00:00.123456+00' - (g / 7) * interval '1 minute'
    from generate_series(1, 17) g`);
  staff = await signedInStaff(t.app, ['claims_officer', 'finance', 'reviewer'], 'paging');
});

type Page<T> = { data: T[]; meta: { next_cursor: string | null; limit: number } };

/** Every page of `url` at `limit` a page, each page's items in order. */
async function walk<T>(url: string, limit: number): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const res = await staff.get(
      `${url}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page<T>>();
    expect(page.data.length).toBeLessThanOrEqual(limit);
    expect(page.meta.limit).toBe(limit);
    pages.push(page.data);
    cursor = page.meta.next_cursor;
    expect(pages.length).toBeLessThan(100);
  } while (cursor);
  return pages;
}

async function onePage<T>(url: string): Promise<T[]> {
  const res = await staff.get(`${url}${url.includes('?') ? '&' : '?'}limit=200`);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<Page<T>>();
  expect(page.meta.next_cursor).toBeNull();
  return page.data;
}

type Claim = { id: number; status: string; due_by: string | null; claim_number: string };

describe('the back-office queues, a keyset page at a time (issue 29)', () => {
  it('When the claims queue is read 5 at a time, then the pages hold every claim once, in the order of one long page: due first, then no clock, then settled', async () => {
    const ours = (c: Claim) => c.claim_number.startsWith('CLM-PAGE-');
    const whole = (await onePage<Claim>('/api/admin/claims')).filter(ours);
    expect(whole).toHaveLength(CLAIMS);
    const pages = await walk<Claim>('/api/admin/claims', 5);
    expect(pages.slice(0, -1).every((p) => p.length === 5)).toBe(true);
    const walked = pages.flat().filter(ours);
    expect(walked.map((c) => c.id)).toEqual(whole.map((c) => c.id));
    expect(new Set(walked.map((c) => c.id)).size).toBe(CLAIMS);
    // The order itself: open ones with a due time (earliest first), open ones without, settled.
    const rank = (c: Claim) => (SETTLED.has(c.status) ? 2 : c.due_by ? 0 : 1);
    const ranks = walked.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const dues = walked.filter((c) => rank(c) === 0).map((c) => Date.parse(c.due_by!));
    expect(dues.length).toBeGreaterThan(3);
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
  });

  it('When claims written without a due time are backfilled after migrating, then each open one holds claimDue’s answer, the settled ones none, a second run changes nothing, and a changed calendar redoes them all', async () => {
    const rows = rowsOf<{ id: number; status: string }>(
      await t.database.db.execute(
        sql`select id, status from claims where claim_number like 'CLM-PAGE-%' order by id`,
      ),
    );
    const dues: (string | null)[] = [];
    for (const row of rows) dues.push(await expectStoredDueIsClaimDue(t.database.db, row.id));
    const filled = dues.filter((d) => d !== null).length;
    expect(filled).toBeGreaterThan(3);
    expect(backfilled.claimsDueBy).toBe(filled);
    rows.forEach((row, i) => {
      if (SETTLED.has(row.status)) expect(dues[i]).toBeNull();
    });
    expect(await runBackfills(t.database.db)).toEqual({ claimsDueBy: 0 });
    // A stored time gone wrong is left while the calendar is the one noted (only missing ones are
    // looked for); once the calendar changes (another version noted), every open claim is redone.
    const id = rows[dues.findIndex((d) => d !== null)]!.id;
    await t.database.db.execute(
      sql`update claims set due_by = timestamptz '2020-01-01 00:00:00+00' where id = ${id}`,
    );
    expect(await runBackfills(t.database.db)).toEqual({ claimsDueBy: 0 });
    await t.database.db.execute(
      sql`update data_backfills set version = 'calendar-before' where name = 'claims.due_by'`,
    );
    expect(await runBackfills(t.database.db)).toEqual({ claimsDueBy: 1 });
    await expectStoredDueIsClaimDue(t.database.db, id);
  });

  it('When the claims queue is filtered by a state, open or settled, then its pages hold exactly the claims in that state', async () => {
    for (const status of ['submitted', 'paid'] as const) {
      const walked = (await walk<Claim>(`/api/admin/claims?status=${status}`, 2)).flat();
      const expected = rowsOf<{ id: number }>(
        await t.database.db.execute(
          sql`select id from claims where status = ${status} order by id`,
        ),
      ).map((r) => r.id);
      expect(walked.every((c) => c.status === status)).toBe(true);
      expect(walked.map((c) => c.id).sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it('When the payouts are read 4 at a time, with and without a status, then every payout comes once, by due date then id', async () => {
    type Payout = { id: number; due_date: string; status: string };
    for (const url of ['/api/admin/payouts', '/api/admin/payouts?status=awaiting_approval']) {
      const whole = await onePage<Payout>(url);
      const walked = (await walk<Payout>(url, 4)).flat();
      expect(walked.map((p) => p.id)).toEqual(whole.map((p) => p.id));
      expect(new Set(walked.map((p) => p.id)).size).toBe(walked.length);
      const keys = walked.map((p) => `${p.due_date}/${String(p.id).padStart(9, '0')}`);
      expect(keys).toEqual([...keys].sort());
    }
    const all = (await walk<Payout>('/api/admin/payouts', 7)).flat();
    expect(all).toHaveLength(CLAIMS * 3);
  });

  it('When the identity checks are read 3 at a time, seven of them filed in the same microsecond, then each comes once, oldest first', async () => {
    type Item = { id: string; submitted_at: string };
    const whole = await onePage<Item>('/api/admin/reviews?kind=kyc');
    expect(whole).toHaveLength(17);
    const walked = (await walk<Item>('/api/admin/reviews?kind=kyc', 3)).flat();
    expect(walked.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    expect(new Set(walked.map((r) => r.id)).size).toBe(17);
  });

  it('When a cursor is not one the list gave (garbage, cut short, edited, another list’s), then the answer is a 400 that says so; a limit out of range is a 422', async () => {
    const first = await staff.get('/api/admin/claims?limit=2');
    const good = first.json<Page<Claim>>().meta.next_cursor!;
    const payoutsCursor = (await staff.get('/api/admin/payouts?limit=1')).json<Page<unknown>>().meta
      .next_cursor!;
    const kycCursor = (await staff.get('/api/admin/reviews?kind=kyc&limit=1')).json<Page<unknown>>()
      .meta.next_cursor!;
    const bad = [
      ['/api/admin/claims', 'not-a-cursor'],
      ['/api/admin/claims', good.slice(0, -4)],
      ['/api/admin/claims', encodeCursor('claims', ['open', 'tomorrow', 'x', 1])],
      ['/api/admin/claims', encodeCursor('claims', ['settled', 'one'])],
      ['/api/admin/claims', payoutsCursor],
      ['/api/admin/payouts', good],
      ['/api/admin/payouts', encodeCursor('payouts', ['2026-13-45', 1])],
      ['/api/admin/reviews?kind=employment', kycCursor],
      ['/api/admin/reviews?kind=kyc', encodeCursor('reviews-kyc', ["'; drop table claims", 1])],
    ] as const;
    for (const [url, cursor] of bad) {
      const sep = url.includes('?') ? '&' : '?';
      const res = await staff.get(`${url}${sep}cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, `${url} ${cursor}`).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(cursorCopy.badCursor);
    }
    for (const limit of ['0', '201', 'abc']) {
      expect((await staff.get(`/api/admin/claims?limit=${limit}`)).statusCode).toBe(422);
    }
    // The good cursor still answers the next page.
    expect(
      (await staff.get(`/api/admin/claims?cursor=${encodeURIComponent(good)}`)).statusCode,
    ).toBe(200);
  });
});
