import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { MoneyQueueAnswer, MoneyQueueItem } from '@alaafia/domain';
import { auditLog, financeItems } from '../src/db/schema/index.js';
import { raiseWorkItem } from '../src/modules/platform/work-queue/work-items.js';
import { DAY, testClock } from './checkout-helpers.js';
import { signUp, signUpProven, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';
import { backofficeSupport } from './backoffice-support.js';

// Finance's money queue (issue 27, item 7; docs/business-rules.md, 'The money queue').
const clock = testClock(new Date('2026-06-01T08:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
const staff = (app: FastifyInstance, roles: string[]) => signedInStaff(app, roles, 'mq');
const URL = '/api/admin/finance/money-queue';
const { paidHealthCash } = backofficeSupport(t);

async function queue(who: Awaited<ReturnType<typeof staff>>): Promise<MoneyQueueAnswer> {
  const res = await who.get(URL);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: MoneyQueueAnswer }>().data;
}
const rowOf = (q: MoneyQueueAnswer, id: string): MoneyQueueItem | undefined =>
  q.items.find((i) => i.id === id);

describe('the money queue', () => {
  it('When a customer, no one or a reviewer asks for it, then it is refused; finance and administrators read it', async () => {
    const c = await signUp(t.app);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { cookie: c.cookie },
    });
    expect(asCustomer.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const reviewer = await staff(t.app, ['reviewer']);
    expect((await reviewer.get(URL)).statusCode).toBe(403);
    const officer = await staff(t.app, ['claims_officer']);
    expect((await officer.get(URL)).statusCode).toBe(403);
    const admin = await staff(t.app, ['administrator']);
    const q = await queue(admin);
    expect(q.as_of).toBe('2026-06-01');
    expect(q.total).toBe(Object.values(q.counts).reduce((a, b) => a + b, 0));
  });

  it('When a finance member starts a refund, then it waits in the queue for a second one with its decision action, and leaves it once decided', async () => {
    const { reference, customerId } = await paidHealthCash();
    const maker = await staff(t.app, ['finance']);
    const checker = await staff(t.app, ['finance']);
    const started = await maker.post('/api/admin/refunds', {
      reference,
      amount_kobo: 100_00,
      reason: 'Customer asked, goodwill',
    });
    expect(started.statusCode).toBe(201);
    const requestId = started.json().data.id as number;
    const row = rowOf(await queue(checker), `refund-request-${requestId}`);
    expect(row).toMatchObject({
      kind: 'refund.awaiting_approval',
      reference,
      amount_kobo: 100_00,
      customer_id: customerId,
      refund_request_id: requestId,
      started_by: maker.id,
      note: 'Customer asked, goodwill',
      actions: ['decide_refund', 'journal'],
    });
    expect(row!.customer_name).toEqual(expect.any(String));
    const before = (await queue(checker)).counts['refund.awaiting_approval'];
    const decided = await checker.post(`/api/admin/refunds/${requestId}/decision`, {
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(200);
    const after = await queue(checker);
    expect(rowOf(after, `refund-request-${requestId}`)).toBeUndefined();
    expect(after.counts['refund.awaiting_approval']).toBe(before - 1);
  });

  it('When finance items are open, then finance sees them oldest first with their actions, the claims team’s are not there, and a resolved one leaves with its note, once and audited', async () => {
    const finance = await staff(t.app, ['finance']);
    const admin = await staff(t.app, ['administrator']);
    const { db } = t.database;
    const now = clock.now();
    const ref = `ALF-MQ${Date.now().toString(36).toUpperCase()}`;
    await raiseWorkItem(db, {
      kind: 'reconciliation.break',
      customerId: null,
      transactionReference: ref,
      amountKobo: 12_345,
      note: 'Settled by Paystack, not in the ledger (not_in_ledger)',
      now,
    });
    await raiseWorkItem(db, {
      kind: 'payout.otp',
      payoutId: 987_654,
      claimId: 4321,
      customerId: null,
      transactionReference: 'alf-po-987654-1-abcdef0123',
      amountKobo: 50_000_00,
      note: 'Held for an OTP',
      now: new Date(now.getTime() - DAY),
    });
    await raiseWorkItem(db, {
      kind: 'payout.failed',
      payoutId: 987_655,
      claimId: 4321,
      customerId: null,
      transactionReference: 'alf-po-987655-1-abcdef0123',
      amountKobo: 50_000_00,
      note: 'Account name mismatch',
      now,
    });
    await raiseWorkItem(db, {
      kind: 'claim.sla',
      claimId: 4322,
      customerId: null,
      transactionReference: 'claim-4322',
      amountKobo: null,
      note: 'Nearing the 60-day limit',
      now,
    });
    const items = await db.select().from(financeItems);
    const idOf = (kind: string) => `finance-${items.find((i) => i.kind === kind)!.id}`;

    const q = await queue(finance);
    const brk = rowOf(q, idOf('reconciliation.break'));
    expect(brk).toMatchObject({
      kind: 'reconciliation.break',
      reference: ref,
      amount_kobo: 12_345,
      actions: ['journal', 'resolve'],
    });
    expect(rowOf(q, idOf('payout.otp'))).toMatchObject({
      payout_id: 987_654,
      claim_id: 4321,
      actions: ['journal'],
    });
    expect(rowOf(q, idOf('payout.failed'))).toMatchObject({
      actions: ['approve_payout', 'journal'],
    });
    expect(rowOf(q, idOf('claim.sla'))).toBeUndefined();
    expect(q.items.map((i) => i.since)).toEqual([...q.items.map((i) => i.since)].sort());

    const resolve = (who: typeof finance, id: string, note = 'Paystack settled a test charge') =>
      who.post(`${URL}/${id}/resolve`, { note });
    // Bad input and the wrong people change nothing.
    expect((await resolve(finance, idOf('reconciliation.break'), 'ok')).statusCode).toBe(422);
    expect((await resolve(admin, idOf('reconciliation.break'))).statusCode).toBe(403);
    expect((await resolve(finance, 'refund-request-1')).statusCode).toBe(422);
    expect((await resolve(finance, 'finance-99999999')).statusCode).toBe(404);
    expect((await resolve(finance, idOf('claim.sla'))).statusCode).toBe(404);
    const otp = await resolve(finance, idOf('payout.otp'));
    expect(otp.statusCode).toBe(409);
    expect(otp.json().message).toBe(
      'This item closes by itself when the transfer ends: finalize it on Paystack’s dashboard with the OTP.',
    );
    expect((await resolve(finance, idOf('payout.failed'))).statusCode).toBe(409);
    expect(rowOf(await queue(finance), idOf('reconciliation.break'))).toBeDefined();

    const done = await resolve(finance, idOf('reconciliation.break'));
    expect(done.statusCode).toBe(200);
    expect(rowOf(await queue(finance), idOf('reconciliation.break'))).toBeUndefined();
    const again = await resolve(finance, idOf('reconciliation.break'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This item has already been resolved.');
    const [closed] = await db
      .select()
      .from(financeItems)
      .where(eq(financeItems.transactionReference, ref));
    expect(closed!.resolvedAt).not.toBeNull();
    expect(closed!.note).toContain('Resolved: Paystack settled a test charge');
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'finance.item_resolved'), eq(auditLog.staffId, finance.id)));
    expect(audited).toHaveLength(1);
  });

  it('When a sponsor invoice passes its due date unpaid, then it is in the queue to record a transfer or send a payment link; a recorded transfer waits there for its approval', async () => {
    const admin = await staff(t.app, ['administrator']);
    const finance = await staff(t.app, ['finance']);
    const c = await signUpProven(t.app);
    const s = await admin.post('/api/admin/sponsors', {
      name: `Queue Foods ${Date.now().toString(36)}`,
      contact_name: 'Bola Ade',
      contact_email: `accounts.${Date.now().toString(36)}@queue.example.ng`,
    });
    const sponsor = s.json().data as { id: number; name: string };
    const enrolled = await admin.post(`/api/admin/sponsors/${sponsor.id}/enrolments`, {
      email: c.body.email,
      product: 'HI',
      plan_code: 'HI-SMEDAN-M',
      months: 3,
    });
    expect(enrolled.statusCode).toBe(201);
    const invoices = (
      await finance.get(`/api/admin/sponsor-invoices?status=unpaid&sponsor_id=${sponsor.id}`)
    ).json().data as { id: number; number: string; due_on: string; total_kobo: number }[];
    const invoice = invoices[0]!;
    const id = `sponsor-invoice-${invoice.id}`;
    expect(rowOf(await queue(finance), id)).toBeUndefined();

    clock.advance(15 * DAY);
    try {
      // Staff sessions end after 15 idle minutes: sign in again, 15 days on.
      const finance = await staff(t.app, ['finance']);
      const row = rowOf(await queue(finance), id);
      expect(row).toMatchObject({
        kind: 'sponsor_invoice.overdue',
        reference: invoice.number,
        amount_kobo: invoice.total_kobo,
        customer_name: sponsor.name,
        sponsor_invoice_id: invoice.id,
        actions: ['record_transfer', 'payment_link'],
      });
      expect(row!.note).toContain(`Due on ${invoice.due_on}`);
      const recorded = await finance.post(`/api/admin/sponsor-invoices/${invoice.id}/transfer`, {
        amount: invoice.total_kobo / 100,
        bank_reference: 'GTB/MQ1',
        received_on: '2026-06-10',
      });
      expect(recorded.statusCode).toBe(200);
      expect(rowOf(await queue(finance), id)).toMatchObject({
        kind: 'sponsor_invoice.transfer_recorded',
        started_by: finance.id,
        actions: ['approve_transfer'],
      });
      const checker = await staff(t.app, ['finance']);
      expect(
        (await checker.post(`/api/admin/sponsor-invoices/${invoice.id}/approve`, {})).statusCode,
      ).toBe(200);
      expect(rowOf(await queue(finance), id)).toBeUndefined();
    } finally {
      clock.advance(-15 * DAY);
    }
  });
});
