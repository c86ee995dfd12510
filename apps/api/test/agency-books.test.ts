/**
 * The agency books' finance routes (issue 36; docs/business-rules.md, 'Statement of account and
 * remittances', 'Manual journals', 'Period close', 'Capitation', 'Moving to the agency model'):
 * the statement's contract, remittances and capitation payments by two finance members, manual
 * journals, period close and the late event, the money queue's proposals, and the one-off move of
 * books kept before the agency model. The books are set up by the ledger's own posting functions
 * (the money paths that post them have their own tests); the year of sandbox life is
 * books-year.test.ts.
 */
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { capitationStatements, hospitals, ledgerEntries } from '../src/db/schema/index.js';
import {
  bookRates,
  credit,
  debit,
  keepTheBooks,
  postEntry,
  trialBalance,
  underwriterStatement,
  writePremium,
} from '../src/modules/platform/ledger/index.js';
import { api, testClock } from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';

const clock = testClock(new Date('2026-01-10T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
const staff = (roles: string[]) => signedInStaff(t.app, roles, 'agency');
const db = () => t.database.db;
const rates = () => bookRates(t.ctx.config.underwriter);

/** A premium written for the underwriter on `at`, paid by card. */
function premium(key: string, gross: number, at: string, period: { from: string; to: string }) {
  return db().transaction((tx) =>
    writePremium(tx, {
      at: new Date(at),
      memo: 'test premium',
      idempotencyKey: `premium.written:${key}`,
      paidFrom: 'cash_at_paystack',
      gross: gross as never,
      period,
      policyId: null,
      productUid: 'HI',
      transactionType: 'new',
      reference: key,
      rates: rates(),
    }),
  );
}

/** A claim payment sent for the underwriter (as payouts.ts posts it). */
function claimPaid(key: string, amount: number, at: string) {
  return postEntry(db(), {
    at: new Date(at),
    memo: 'test claim paid',
    kind: 'payout.sent',
    idempotencyKey: `payout.sent:${key}`,
    lines: [
      debit('due_to_underwriter', amount),
      credit('cash_at_paystack', amount),
      debit('uw_claims_paid', amount),
      credit('uw_control', amount),
    ],
  });
}

let hospital: { id: number; code: string; name: string };
let statementId: number;

beforeAll(async () => {
  // January: ₦10,000 of premium written, a ₦2,000 claim paid, ₦500 of capitation charged.
  await premium('ALF-AGENCY-1', 1_000_000, '2026-01-10T09:00:00Z', {
    from: '2026-01-10',
    to: '2026-02-10',
  });
  await claimPaid('agency-1', 200_000, '2026-01-20T09:00:00Z');
  [hospital] = (await db()
    .select({ id: hospitals.id, code: hospitals.code, name: hospitals.name })
    .from(hospitals)
    .orderBy(asc(hospitals.id))
    .limit(1)) as [typeof hospital];
  const [statement] = await db()
    .insert(capitationStatements)
    .values({
      hospitalId: hospital.id,
      month: '2026-01',
      enrolees: 1,
      rateKobo: 50_000,
      capitationKobo: 50_000,
      preauthorisedKobo: 0,
      totalKobo: 50_000,
      lines: [{ kind: 'enrolee', member_number: 'AM0000000001', amount_kobo: 50_000 }],
      createdAt: new Date('2026-01-31T22:00:00Z'),
    })
    .returning();
  statementId = statement!.id;
  await postEntry(db(), {
    at: new Date('2026-01-31T22:00:00Z'),
    memo: 'Capitation 2026-01',
    kind: 'capitation.payable',
    idempotencyKey: `capitation.payable:${hospital.id}:2026-01`,
    lines: [
      debit('due_to_underwriter', 50_000),
      credit('hospital_capitation_payable', 50_000),
      debit('uw_capitation', 50_000),
      credit('uw_control', 50_000),
    ],
  });
});

describe('the statement of account and remittances', () => {
  it('When a month is stated, then net due = gross − commission − claims paid − capitation + adjustments, as the contract says', async () => {
    const finance = await staff(['finance']);
    const res = await finance.get('/api/admin/finance/underwriter-statement?month=2026-01');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      month: '2026-01',
      gross_premium_kobo: 1_000_000,
      commission_kobo: 150_000,
      claims_paid_kobo: 200_000,
      capitation_kobo: 50_000,
      adjustments_kobo: 0,
      net_due_kobo: 600_000,
      remitted_kobo: 0,
      balance_kobo: 600_000,
    });
    const bad = await finance.get('/api/admin/finance/underwriter-statement?month=2026-1');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.month[0]).toBe('Choose a month as YYYY-MM, for example 2026-11.');
  });

  it('When a remittance is proposed, then only another, independent finance member can approve it; the bank payment is posted and the balance is 0', async () => {
    // Not before the month has ended.
    const early = await (
      await staff(['finance'])
    ).post('/api/admin/finance/remittances', { month: '2026-01' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.month[0]).toBe(
      'This month has not ended yet: it can be remitted once it has.',
    );
    // Staff sessions end after 15 idle minutes: sign in once the clock has moved.
    clock.set(new Date('2026-02-02T09:00:00Z'));
    const maker = await staff(['finance']);
    const checker = await staff(['finance']);
    const proposed = await maker.post('/api/admin/finance/remittances', { month: '2026-01' });
    expect(proposed.statusCode).toBe(201);
    const r = proposed.json().data;
    expect(r).toMatchObject({
      amount_kobo: 600_000,
      status: 'awaiting_approval',
      month: '2026-01',
    });
    // Asking again answers the same proposal.
    const again = await maker.post('/api/admin/finance/remittances', { month: '2026-01' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(r.id);
    // The money queue lists it for a second member, naming who proposed it.
    const queue = (await checker.get('/api/admin/finance/money-queue')).json().data;
    expect(queue.items).toContainEqual(
      expect.objectContaining({
        id: `remittance-${r.id}`,
        kind: 'remittance.awaiting_approval',
        amount_kobo: 600_000,
        remittance_id: r.id,
        started_by: maker.id,
        actions: ['approve_remittance'],
      }),
    );
    const own = await maker.post(`/api/admin/finance/remittances/${r.id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Another finance member must approve what you started.');
    const admin = await staff(['administrator']);
    expect(
      (await admin.post(`/api/admin/finance/remittances/${r.id}/approve`, {})).statusCode,
    ).toBe(403);
    const approved = await checker.post(`/api/admin/finance/remittances/${r.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'posted', approved_by: checker.id });
    const [entry] = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, approved.json().data.entry_id));
    expect(entry).toMatchObject({ kind: 'remittance.posted', periodFrom: '2026-01-01' });
    const statement = (
      await checker.get('/api/admin/finance/underwriter-statement?month=2026-01')
    ).json().data;
    expect(statement).toMatchObject({
      net_due_kobo: 600_000,
      remitted_kobo: 600_000,
      balance_kobo: 0,
    });
    expect(
      (await checker.post(`/api/admin/finance/remittances/${r.id}/approve`, {})).statusCode,
    ).toBe(409);
    const nothing = await maker.post('/api/admin/finance/remittances', { month: '2026-01' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('Nothing is due for this month: its balance is 0.');
    // The remittance left the bank in February: January's balance, February's cash.
    const tb = await trialBalance(db(), '2026-02-28');
    expect(tb.accounts.find((a) => a.code === 'bank')).toMatchObject({ credit_kobo: 600_000 });
  });

  it('When the balance moves after a proposal, then the approval is refused and a new proposal replaces it; a month of claims beyond premium is a cash call', async () => {
    // February: a premium, then a claim larger than it.
    await premium('ALF-AGENCY-2', 100_000, '2026-02-05T09:00:00Z', {
      from: '2026-02-05',
      to: '2026-03-05',
    });
    clock.set(new Date('2026-03-02T09:00:00Z'));
    const maker = await staff(['finance']);
    const checker = await staff(['finance']);
    const first = (await maker.post('/api/admin/finance/remittances', { month: '2026-02' })).json()
      .data;
    expect(first.amount_kobo).toBe(85_000);
    // A late payment dated in February (the month is not closed): the balance moves.
    await claimPaid('agency-2', 500_000, '2026-02-27T09:00:00Z');
    const refused = await checker.post(`/api/admin/finance/remittances/${first.id}/approve`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/has changed since this was proposed/);
    const second = await maker.post('/api/admin/finance/remittances', { month: '2026-02' });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.amount_kobo).toBe(85_000 - 500_000);
    const list = (await maker.get('/api/admin/finance/remittances?month=2026-02')).json().data;
    expect(list.map((x: { status: string }) => x.status)).toEqual([
      'awaiting_approval',
      'withdrawn',
    ]);
    const approved = await checker.post(
      `/api/admin/finance/remittances/${second.json().data.id}/approve`,
      {},
    );
    expect(approved.statusCode).toBe(200);
    // The underwriter pays us: bank debited, what is due to it credited.
    const [cashCall] = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, approved.json().data.entry_id));
    expect(cashCall!.memo).toMatch(/^Received from the underwriter for 2026-02/);
    const statement = await underwriterStatement(db(), '2026-02');
    expect(statement).toMatchObject({
      net_due_kobo: -415_000,
      remitted_kobo: -415_000,
      balance_kobo: 0,
    });
  });

  it('When a customer, a reviewer or nobody asks, then they are refused', async () => {
    const c = await signUp(t.app);
    const reviewer = await staff(['reviewer']);
    for (const url of [
      '/api/admin/finance/underwriter-statement?month=2026-01',
      '/api/admin/finance/remittances',
      '/api/admin/finance/journals',
      '/api/admin/finance/periods',
      '/api/admin/capitation/payments',
    ]) {
      expect((await api(t.app, c).get(url)).statusCode, url).toBe(401);
      expect((await reviewer.get(url)).statusCode, url).toBe(403);
    }
    expect(
      (await reviewer.post('/api/admin/finance/remittances', { month: '2026-01' })).statusCode,
    ).toBe(403);
  });
});

describe('manual journals and period close', () => {
  it('When a journal is proposed, then unbalanced, retired or unexplained lines are refused; a second member posts it and the statement shows the adjustment', async () => {
    const maker = await staff(['finance']);
    const checker = await staff(['finance']);
    const lines = [
      { account: 'due_to_underwriter', debit_kobo: 0, credit_kobo: 10_000 },
      { account: 'paystack_fees', debit_kobo: 10_000, credit_kobo: 0 },
    ];
    const refusals: [object, string][] = [
      [{ reason: 'Fee we owe', lines: [lines[0]] }, 'lines'],
      [{ reason: 'Fee we owe', lines: [{ ...lines[0], credit_kobo: 9_999 }, lines[1]] }, 'lines'],
      [
        {
          reason: 'Fee we owe',
          lines: [lines[0], { account: 'claims_incurred', debit_kobo: 10_000, credit_kobo: 0 }],
        },
        'lines',
      ],
      [
        {
          reason: 'Across the sets',
          lines: [lines[0], { account: 'uw_control', debit_kobo: 10_000, credit_kobo: 0 }],
        },
        'lines',
      ],
      [{ reason: 'no', lines }, 'reason'],
    ];
    for (const [body, field] of refusals) {
      const res = await maker.post('/api/admin/finance/journals', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toBeDefined();
    }
    const proposed = await maker.post('/api/admin/finance/journals', {
      reason: 'Paystack fee on the underwriter’s refund, agreed to be ours',
      lines,
    });
    expect(proposed.statusCode).toBe(201);
    const j = proposed.json().data;
    expect((await maker.post(`/api/admin/finance/journals/${j.id}/approve`, {})).statusCode).toBe(
      403,
    );
    const posted = await checker.post(`/api/admin/finance/journals/${j.id}/approve`, {});
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data.status).toBe('posted');
    const statement = await underwriterStatement(db(), '2026-03');
    expect(statement.adjustments_kobo).toBe(10_000);
    expect(statement.net_due_kobo).toBe(10_000);
    expect((await maker.post(`/api/admin/finance/journals/${j.id}/withdraw`, {})).statusCode).toBe(
      409,
    );
    const other = (
      await maker.post('/api/admin/finance/journals', { reason: 'Proposed in error', lines })
    ).json().data;
    const withdrawn = await checker.post(`/api/admin/finance/journals/${other.id}/withdraw`, {});
    expect(withdrawn.json().data.status).toBe('withdrawn');
    expect(
      (await checker.post(`/api/admin/finance/journals/${other.id}/approve`, {})).statusCode,
    ).toBe(409);
  });

  it('When a month is closed, then only after its bordereaux were sent and in order; a late event is posted in the open month naming it', async () => {
    const finance = await staff(['finance']);
    const unsent = await finance.post('/api/admin/finance/periods/2026-01/close', {});
    expect(unsent.statusCode).toBe(409);
    expect(unsent.json().message).toMatch(/Send the month’s premium and claims bordereaux/);
    for (const report of ['premium', 'claims'])
      expect(
        (await finance.get(`/api/admin/finance/bordereaux/${report}?month=2026-01&format=csv`))
          .statusCode,
      ).toBe(200);
    const early = await finance.post('/api/admin/finance/periods/2026-02/close', {});
    expect(early.statusCode).toBe(409);
    const closed = await finance.post('/api/admin/finance/periods/2026-01/close', {});
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ month: '2026-01', closed_by: finance.id });
    expect((await finance.post('/api/admin/finance/periods/2026-01/close', {})).statusCode).toBe(
      409,
    );
    expect((await finance.post('/api/admin/finance/periods/2026-04/close', {})).statusCode).toBe(
      409,
    );
    expect((await finance.get('/api/admin/finance/periods')).json().data).toMatchObject({
      closed: [{ month: '2026-01' }],
      next_to_close: '2026-02',
    });
    // January's statement stays as it was closed; a payment dated in January now lands in February.
    const before = await underwriterStatement(db(), '2026-01');
    await claimPaid('agency-late', 7_000, '2026-01-25T09:00:00Z');
    expect(await underwriterStatement(db(), '2026-01')).toEqual(before);
    const [late] = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, 'payout.sent:agency-late'));
    expect(late).toMatchObject({ lateForMonth: '2026-01' });
    expect(late!.at.toISOString()).toBe('2026-01-31T23:00:00.000Z');
  });
});

describe('capitation paid to hospitals', () => {
  it("When a hospital's statement is paid, then two finance members do it, the payment is posted and the hospital reads it in its portal", async () => {
    const maker = await staff(['finance']);
    const checker = await staff(['finance']);
    const missing = await maker.post('/api/admin/capitation/payments', {
      hospital_code: hospital.code,
      month: '2025-12',
    });
    expect(missing.statusCode).toBe(404);
    const proposed = await maker.post('/api/admin/capitation/payments', {
      hospital_code: hospital.code,
      month: '2026-01',
    });
    expect(proposed.statusCode).toBe(201);
    const first = proposed.json().data;
    expect(first).toMatchObject({
      amount_kobo: 50_000,
      status: 'awaiting_approval',
      hospital: { code: hospital.code },
      month: '2026-01',
    });
    expect(
      (
        await maker.post('/api/admin/capitation/payments', {
          hospital_code: hospital.code,
          month: '2026-01',
        })
      ).statusCode,
    ).toBe(409);
    // Proposed in error: withdrawn, nothing posted, it can be neither approved nor withdrawn again,
    // and the statement can be proposed again.
    const withdrawn = await maker.post(`/api/admin/capitation/payments/${first.id}/withdraw`, {});
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ id: first.id, status: 'withdrawn' });
    expect(
      (await checker.post(`/api/admin/capitation/payments/${first.id}/approve`, {})).statusCode,
    ).toBe(409);
    expect(
      (await maker.post(`/api/admin/capitation/payments/${first.id}/withdraw`, {})).statusCode,
    ).toBe(409);
    expect(
      (await maker.post('/api/admin/capitation/payments/999999/withdraw', {})).statusCode,
    ).toBe(404);
    expect(
      await db()
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, 'capitation.paid'))),
    ).toHaveLength(0);
    const again = await maker.post('/api/admin/capitation/payments', {
      hospital_code: hospital.code,
      month: '2026-01',
    });
    expect(again.statusCode).toBe(201);
    const p = again.json().data;
    expect(p.id).not.toBe(first.id);
    const queue = (await checker.get('/api/admin/finance/money-queue')).json().data;
    expect(queue.counts['capitation_payment.awaiting_approval']).toBe(1);
    expect(
      (await maker.post(`/api/admin/capitation/payments/${p.id}/approve`, {})).statusCode,
    ).toBe(403);
    const approved = await checker.post(`/api/admin/capitation/payments/${p.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'capitation.paid')));
    expect(entries).toHaveLength(1);
    const tb = await trialBalance(db(), '2026-03-31');
    expect(tb.accounts.find((a) => a.code === 'hospital_capitation_payable')).toMatchObject({
      debit_kobo: 0,
      credit_kobo: 0,
    });

    // The hospital's desk reads its statements and their payment.
    const email = `desk.agency${Date.now().toString(36)}@hospital.example`;
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/hospital-staff',
      payload: { email, password: 'hospital password 123', hospital_code: hospital.code },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/hospital/auth/login',
      payload: { email, password: 'hospital password 123' },
    });
    const cookie = login.cookies.find((c) => c.name === 'alaafia_hospital')!;
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/hospital/capitation',
      headers: { cookie: `alaafia_hospital=${cookie.value}` },
    });
    expect(mine.statusCode).toBe(200);
    const statements = mine.json().data as { month: string; draft: boolean; payment: unknown }[];
    expect(statements[0]).toMatchObject({ draft: true });
    expect(statements.find((s) => s.month === '2026-01')).toMatchObject({
      draft: false,
      total: 500,
      payment: { status: 'posted', amount: 500, paid_at: expect.any(String) },
    });
    // Finance's own page, not the hospital's door.
    expect((await maker.get('/api/hospital/capitation')).statusCode).toBe(401);
    expect(statementId).toBeGreaterThan(0);
  });
});

describe('moving to the agency model', () => {
  it('When books kept before issue 36 are kept by the daily job, then the retired accounts are moved once, in the open month, and yearly premium still unearned is earned as a premium restated', async () => {
    const at = new Date('2026-03-05T09:00:00Z');
    const old = (key: string, kind: string, lines: ReturnType<typeof debit>[], extra = {}) =>
      postEntry(db(), {
        at,
        memo: 'as kept before issue 36',
        kind,
        idempotencyKey: `legacy:${key}`,
        lines,
        retiredAccounts: 'allowed',
        ...extra,
      });
    // A monthly premium earned at once, a yearly one unearned, a claim approved and paid, another
    // approved and not paid, capitation.
    await old('premium', 'premium.received', [
      debit('cash_at_paystack', 110_000),
      credit('premium_payable_underwriter', 93_500),
      credit('commission_income', 16_500),
    ]);
    await old(
      'yearly',
      'premium.unearned',
      [debit('cash_at_paystack', 100_000), credit('unearned_premium', 100_000)],
      { reference: 'ALF-LEGACY-Y', period: { from: '2026-03-05', to: '2027-03-05' } },
    );
    await old('claim-1', 'claim.approved', [
      debit('claims_incurred', 300_000),
      credit('claims_payable', 300_000),
    ]);
    await old('claim-1-paid', 'payout.sent', [
      debit('claims_payable', 300_000),
      credit('cash_at_paystack', 300_000),
    ]);
    await old('claim-2', 'claim.approved', [
      debit('claims_incurred', 40_000),
      credit('claims_payable', 40_000),
    ]);
    await old('capitation', 'capitation.payable', [
      debit('claims_incurred', 25_000),
      credit('hospital_capitation_payable', 25_000),
    ]);
    const dueBefore = await trialBalance(db(), '2026-03-05');
    const due = (tb: typeof dueBefore, code: string) => {
      const a = tb.accounts.find((x) => x.code === code)!;
      return a.credit_kobo - a.debit_kobo;
    };
    clock.set(new Date('2026-03-06T09:00:00Z'));
    const kept = await keepTheBooks(db(), {
      now: clock.now(),
      rates: rates(),
      ibnrRate: t.ctx.config.underwriter.ibnrRate,
    });
    expect(kept.restated).toBe(2);
    const tb = await trialBalance(db(), '2026-03-06');
    for (const code of [
      'premium_payable_underwriter',
      'unearned_premium',
      'claims_incurred',
      'claims_payable',
    ])
      expect(
        tb.accounts.find((a) => a.code === code),
        code,
      ).toMatchObject({
        debit_kobo: 0,
        credit_kobo: 0,
        retired: true,
      });
    // Due to the underwriter: its earned part (93,500) and the yearly premium's net (85,000), less
    // the claim paid (300,000) and the capitation (25,000); the unpaid approval is not charged yet.
    expect(due(tb, 'due_to_underwriter') - due(dueBefore, 'due_to_underwriter')).toBe(
      93_500 + 85_000 - 300_000 - 25_000,
    );
    const restated = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'premium.restated'));
    expect(restated).toEqual([
      expect.objectContaining({
        reference: 'ALF-LEGACY-Y',
        periodFrom: '2026-03-06',
        periodTo: '2027-03-05',
      }),
    ]);
    expect(tb.total_debit_kobo).toBe(tb.total_credit_kobo);
    expect(tb.sections.underwriter.debit_kobo).toBe(tb.sections.underwriter.credit_kobo);
    // Once: the next run moves nothing.
    expect(
      (
        await keepTheBooks(db(), {
          now: clock.now(),
          rates: rates(),
          ibnrRate: t.ctx.config.underwriter.ibnrRate,
        })
      ).restated,
    ).toBe(0);
  });
});
