import { POLICY_REASON_COPY, type PolicyHistoryAnswer, nairaToKobo } from '@alaafia/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cancellationReasons,
  notifications,
  policies,
  policyEvents,
} from '../src/db/schema/index.js';
import { issuePolicy } from '../src/modules/cover/policies/policies.repo.js';
import { movePolicy } from '../src/modules/cover/policies/policy-moves.js';
import { collectDuePremiums } from '../src/modules/sales/billing/renewals.js';
import { api, seededPlans, testClock } from './checkout-helpers.js';
import { sessionCookie, signUp, useTestApp } from './helpers.js';

// Issue 26 item 2: a policy moves only through movePolicy (POLICY_MOVES), each move a history row
// written with the move and the customer's message, in one transaction.
const clock = testClock(new Date('2026-03-02T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let plans: Awaited<ReturnType<typeof seededPlans>>;

beforeAll(async () => {
  plans = await seededPlans(t);
});

/** A customer with a monthly health policy bought by transfer, due on `due`. */
async function holder(due: string) {
  const c = await signUp(t.app);
  const id = await issuePolicy(
    t.database.db,
    {
      customerId: c.id,
      productUid: 'HI',
      planId: plans.health.planId,
      paymentReferenceId: null,
      sumAssuredKobo: nairaToKobo(500_000),
      premiumKobo: nairaToKobo(3_000),
      unit: 'Month',
      policyDuration: 1,
      nextPaymentDate: due,
    },
    '2026-01-10',
    new Date('2026-01-10T09:00:00Z'),
    { actor: 'system', job: 'test.issue' },
  );
  const row = async () =>
    (await t.database.db.select().from(policies).where(eq(policies.id, id)))[0]!;
  return { c, id, row, number: (await row()).policyNumber };
}

async function signIn(c: Awaited<ReturnType<typeof signUp>>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: c.body.email, password: c.body.password },
  });
  return { ...c, cookie: sessionCookie(res) };
}

const history = (policyId: number) =>
  t.database.db
    .select()
    .from(policyEvents)
    .where(eq(policyEvents.policyId, policyId))
    .orderBy(asc(policyEvents.at), asc(policyEvents.id));

describe('movePolicy', () => {
  it('When two moves start from the same state at once, then one wins the compare-and-set and the other writes nothing', async () => {
    const p = await holder('2026-04-10');
    const read = await p.row();
    const move = () =>
      t.database.db.transaction((tx) =>
        movePolicy(tx, read, 'cancelled', {
          by: { actor: 'customer' },
          reason: 'cancelled_by_customer',
          now: clock.now(),
          set: { dateCancelled: clock.now() },
        }),
      );
    const [first, second] = await Promise.all([move(), move()]);
    expect([first, second].filter((r) => r !== null)).toHaveLength(1);
    expect((await p.row()).status).toBe('cancelled');
    const rows = await history(p.id);
    expect(rows.map((r) => [r.fromStatus, r.toStatus, r.reason])).toEqual([
      [null, 'active', 'created'],
      ['active', 'cancelled', 'cancelled_by_customer'],
    ]);
  });

  it('When a move is not in POLICY_MOVES, then 409 and nothing changes', async () => {
    const p = await holder('2026-04-10');
    await expect(
      movePolicy(t.database.db, await p.row(), 'lapsed', {
        by: { actor: 'system', job: 'test' },
        reason: 'unpaid_while_paused',
        now: clock.now(),
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await p.row()).status).toBe('active');
    expect(await history(p.id)).toHaveLength(1);
  });

  it('When the premium collection pauses and later lapses a policy, then each is a history row by the job, the customer is told each once, and the history route reads it in plain words', async () => {
    const p = await holder('2026-02-10');
    // Grace over (14 days after 10 February): paused, through the one pause.
    clock.set(new Date('2026-03-02T09:00:00Z'));
    await collectDuePremiums(t.app.ctx);
    await collectDuePremiums(t.app.ctx);
    expect((await p.row()).status).toBe('paused');
    // 60 days paused: lapsed, through the one lapse.
    clock.set(new Date('2026-05-10T09:00:00Z'));
    await collectDuePremiums(t.app.ctx);
    expect((await p.row()).status).toBe('lapsed');
    const rows = await history(p.id);
    expect(rows.map((r) => [r.fromStatus, r.toStatus, r.reason, r.actor, r.job])).toEqual([
      [null, 'active', 'created', 'system', 'test.issue'],
      ['active', 'paused', 'payment_overdue', 'system', 'premiums.collect'],
      ['paused', 'lapsed', 'unpaid_while_paused', 'system', 'premiums.collect'],
    ]);
    const told = await t.database.db
      .select({ event: notifications.event })
      .from(notifications)
      .where(eq(notifications.customerId, p.c.id));
    expect(told.filter((m) => m.event === 'cover.paused')).toHaveLength(1);
    expect(told.filter((m) => m.event === 'cover.lapsed')).toHaveLength(1);

    // Signed in afresh: the clock moved by weeks, past the session's idle time.
    const fresh = await signIn(p.c);
    const res = await api(t.app, fresh).get(
      `/api/local/customers/${p.c.id}/policies/${p.number}/history`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ data: PolicyHistoryAnswer }>().data;
    expect(answer.events.map((e) => [e.to, e.text, e.by])).toEqual([
      ['active', POLICY_REASON_COPY.created, 'system'],
      ['paused', POLICY_REASON_COPY.payment_overdue, 'system'],
      ['lapsed', POLICY_REASON_COPY.unpaid_while_paused, 'system'],
    ]);
  });

  it("When a customer asks for another customer's policy history, then 404", async () => {
    const p = await holder('2026-06-10');
    const other = await signUp(t.app);
    const res = await api(t.app, other).get(
      `/api/local/customers/${other.id}/policies/${p.number}/history`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('When a customer cancels, then the cancellation is a history row by the customer', async () => {
    const p = await holder('2026-06-10');
    const [reason] = await t.database.db
      .select()
      .from(cancellationReasons)
      .where(ne(cancellationReasons.reason, 'Other'))
      .limit(1);
    const res = await api(t.app, p.c).post(
      `/api/local/customers/${p.c.id}/products/HI/cancel-policy`,
      { reason_id: reason!.id },
    );
    expect([200, 201], res.body).toContain(res.statusCode);
    const rows = await history(p.id);
    expect(rows.at(-1)).toMatchObject({
      fromStatus: 'active',
      toStatus: 'cancelled',
      reason: 'cancelled_by_customer',
      actor: 'customer',
    });
    const again = await t.database.db
      .select()
      .from(policyEvents)
      .where(and(eq(policyEvents.policyId, p.id), eq(policyEvents.toStatus, 'cancelled')));
    expect(again).toHaveLength(1);
  });
});

// No code but the owners' move functions writes a status (a source scan, like table-owners.test.ts).
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const MOVERS: Record<string, string> = {
  policies: 'modules/cover/policies/policy-moves.ts',
  payouts: 'modules/cover/claims/payouts.ts',
  refunds: 'modules/sales/payments/refunds.ts',
  preauthorisations: 'modules/cover/hospital-care/preauthorisation-moves.ts',
  telemedicineRequests: 'modules/cover/telemedicine/telemedicine-moves.ts',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(path.join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [path.join(dir, e.name)]
        : [],
  );
}

describe('one state machine per thing that has states', () => {
  it("When code writes the status of a policy, payout, refund or telemedicine request, then it is the owner's move function (movePolicy, movePayout, moveRefund, moveTelemedicine)", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const [table, mover] of Object.entries(MOVERS)) {
        if (path.relative(SRC, file) === mover) continue;
        // `.update(table)` followed, within its statement, by a `.set({` that names `status`.
        const re = new RegExp(`\\.update\\(${table}\\)[\\s\\S]*?;`, 'g');
        for (const m of text.matchAll(re)) {
          const set = /\.set\(\{([\s\S]*?)\}\)/.exec(m[0])?.[1] ?? '';
          if (/(^|[\s,{])status\s*[:,]/.test(set) || /(^|[\s,{])status\s*$/.test(set))
            offenders.push(`${path.relative(SRC, file)}: ${m[0].slice(0, 80)}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
