import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lagosDate } from '@alaafia/domain';
import {
  auditLog,
  ledgerEntries,
  ledgerLines,
  outboxMessages,
  policies,
  sponsorInvoices,
  webhookEvents,
} from '../src/db/schema/index.js';
import type { SandboxPaymentProvider } from '../src/integrations/payments/sandbox.js';
import { runSponsorshipLifecycle } from '../src/modules/sales/sponsors/sponsorship-lifecycle.js';
import { testClock } from './checkout-helpers.js';
import { signUpProven, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';
import { jobRunner } from './builders/jobs.js';

// Sponsors pay their invoice by a Paystack payment link (issue 27, item 6; docs/business-rules.md,
// 'Sponsor invoices'): the link is made by Initialize Transaction, paid through the webhook or
// finance's check, exactly once, with the sponsor's receivable settled in the books.
const clock = testClock(new Date('2026-06-01T08:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
const staff = (app: FastifyInstance, roles: string[]) => signedInStaff(app, roles, 'spl');
const sandbox = () => t.ctx.payments as SandboxPaymentProvider;

let made = 0;
async function invoiceFor(email: string) {
  made += 1;
  const admin = await staff(t.app, ['administrator']);
  const contact = `pay${made}.${Date.now().toString(36)}@sponsor.example.ng`;
  const s = await admin.post('/api/admin/sponsors', {
    name: `Link Foods ${Date.now().toString(36)}${made}`,
    contact_name: 'Bola Ade',
    contact_email: contact,
  });
  expect(s.statusCode).toBe(201);
  const sponsor = s.json().data as { id: number; name: string };
  const res = await admin.post(`/api/admin/sponsors/${sponsor.id}/enrolments`, {
    email,
    product: 'HI',
    plan_code: 'HI-SMEDAN-M',
    months: 3,
  });
  expect(res.statusCode).toBe(201);
  const number = res.json().data.enrolment.invoice_number as string;
  const [invoice] = await t.database.db
    .select()
    .from(sponsorInvoices)
    .where(eq(sponsorInvoices.number, number));
  return { invoice: invoice!, contact, sponsorId: sponsor.id, sponsorName: sponsor.name };
}

const entriesOf = (reference: string) =>
  t.database.db
    .select({
      kind: ledgerEntries.kind,
      account: ledgerLines.accountCode,
      debit: ledgerLines.debitKobo,
      credit: ledgerLines.creditKobo,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(eq(ledgerEntries.reference, reference));

/** Runs what is queued (the webhook's job among it), as the sandbox's job run does. */
const runJobs = jobRunner(t);

const charge = (reference: string, outcome: 'success' | 'failed' = 'success') =>
  t.app.inject({
    method: 'POST',
    url: '/api/sandbox/paystack/charge',
    payload: { reference, outcome },
  });

describe('a sponsor pays its invoice by a Paystack payment link', () => {
  it('When finance makes the link, then the sponsor is e-mailed it once, and paying it through the webhook pays the invoice, starts the cover and settles the receivable, once; the day settles with no break', async () => {
    const c = await signUpProven(t.app);
    const { invoice, contact } = await invoiceFor(c.body.email);
    const finance = await staff(t.app, ['finance']);
    const admin = await staff(t.app, ['administrator']);
    const reviewer = await staff(t.app, ['reviewer']);
    const url = `/api/admin/sponsor-invoices/${invoice.id}/payment-link`;

    expect((await admin.post(url, {})).statusCode).toBe(403);
    expect((await reviewer.post(url, {})).statusCode).toBe(403);
    expect(
      (await finance.post('/api/admin/sponsor-invoices/99999999/payment-link', {})).statusCode,
    ).toBe(404);
    const link = await finance.post(url, {});
    expect(link.statusCode).toBe(200);
    const reference = `${invoice.number}-P`;
    expect(link.json().data).toMatchObject({
      status: 'unpaid',
      payment_url: `http://localhost:3000/api/sandbox/paystack/checkout/${reference}`,
    });
    // Asking again answers the same link and e-mails nothing more.
    expect((await finance.post(url, {})).json().data.payment_url).toBe(
      link.json().data.payment_url,
    );
    await runJobs();
    const mails = (
      await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, contact))
    ).filter((m) => m.subject?.startsWith('Pay invoice'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(link.json().data.payment_url);
    expect(mails[0]!.body).toContain(invoice.number);
    // Issue 38: the transfer instructions give the account (the sandbox's marked example).
    expect(mails[0]!.body).toContain(
      `You can still pay by bank transfer instead: to Alaafia (sandbox example), account 0000000000 at Example Bank (sandbox example), quoting ${invoice.number}.`,
    );
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'sponsor.invoice_payment_link_made'),
          eq(auditLog.recordId, String(invoice.id)),
        ),
      );
    expect(audited).toHaveLength(1);

    // The sandbox's page (issue 38: a page in the product's look, not JSON) says what it asks for.
    const pageUrl = `/api/sandbox/paystack/checkout/${reference}`;
    const page = await t.app.inject({ method: 'GET', url: pageUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<header>Alaafia</header>');
    expect(page.body).toContain(`<p class="amount">₦3,300</p>`);
    expect(page.body).toContain(contact);
    expect(page.body).toContain(`<form method="post" action="${pageUrl}">`);
    expect(page.body).toContain('>Pay ₦3,300</button>');
    const unknown = await t.app.inject({ method: 'GET', url: `${pageUrl}X` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Payment not found');

    // The page's form, as a browser posts it: a declined card pays nothing.
    const form = (outcome: string) =>
      t.app.inject({
        method: 'POST',
        url: pageUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `outcome=${outcome}`,
      });
    const declined = await form('failed');
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('Payment declined');
    expect(
      await t.database.db.select().from(policies).where(eq(policies.customerId, c.id)),
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: pageUrl })).body).toContain(
      'The last attempt was declined.',
    );

    const paidPage = await form('success');
    expect(paidPage.statusCode).toBe(200);
    expect(paidPage.body).toContain('Payment successful');
    await runJobs();
    const got = await finance.get(`/api/admin/sponsor-invoices/${invoice.id}`);
    expect(got.json().data).toMatchObject({
      status: 'paid',
      paid_via: 'paystack',
      ageing_bucket: null,
    });
    const [policy] = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.customerId, c.id));
    expect(policy).toMatchObject({ status: 'active', productUid: 'HI' });
    expect(await entriesOf(reference)).toEqual(
      expect.arrayContaining([
        { kind: 'sponsor.paid', account: 'cash_at_paystack', debit: invoice.totalKobo, credit: 0 },
        {
          kind: 'sponsor.paid',
          account: 'sponsor_receivables',
          debit: 0,
          credit: invoice.totalKobo,
        },
      ]),
    );
    expect(await entriesOf(reference)).toHaveLength(2);

    // The same webhook delivered again, and finance's check, change nothing.
    const row = (await sandbox().transaction(reference))!;
    const { body, signature } = sandbox().webhookFor(row);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: body,
    });
    expect(again.statusCode).toBe(200);
    await runJobs();
    const checked = await finance.post(
      `/api/admin/sponsor-invoices/${invoice.id}/check-payment`,
      {},
    );
    expect(checked.statusCode).toBe(200);
    expect(await entriesOf(reference)).toHaveLength(2);
    const [event] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, reference));
    expect(event!.outcome).toBe('sponsor_invoice_paid');
    // Paid, no new link.
    expect((await finance.post(url, {})).statusCode).toBe(409);

    // Paystack settles the day; the sponsor's payment matches the ledger, fee and all.
    const today = lagosDate(clock.now());
    const settled = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/settle',
      payload: { date: today },
    });
    expect(settled.statusCode).toBe(200);
    const rec = await finance.get(`/api/admin/finance/reconciliation?date=${today}`);
    expect(
      rec.json().data.unmatched.filter((u: { reference: string }) => u.reference === reference),
    ).toEqual([]);
    expect(rec.json().data.matched).toBeGreaterThanOrEqual(1);
  });

  it('When no webhook comes, then finance’s check asks Paystack: unpaid is 409 and changes nothing, paid pays the invoice once', async () => {
    const c = await signUpProven(t.app);
    const { invoice } = await invoiceFor(c.body.email);
    const finance = await staff(t.app, ['finance']);
    const check = `/api/admin/sponsor-invoices/${invoice.id}/check-payment`;
    const noLink = await finance.post(check, {});
    expect(noLink.statusCode).toBe(409);
    expect(noLink.json().message).toBe('This invoice has no payment link yet.');
    expect(
      (await finance.post(`/api/admin/sponsor-invoices/${invoice.id}/payment-link`, {})).statusCode,
    ).toBe(200);
    const reference = `${invoice.number}-P`;
    const unpaid = await finance.post(check, {});
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('Paystack has no successful payment for this invoice yet.');
    // Paid at "Paystack", the webhook lost.
    const row = (await sandbox().transaction(reference))!;
    await sandbox().completeCharge({
      reference,
      outcome: 'success',
      amountKobo: row.amountKobo,
      email: row.email,
      channel: 'card',
    });
    const paid = await finance.post(check, {});
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', paid_via: 'paystack' });
    expect((await finance.post(check, {})).statusCode).toBe(200);
    expect(await entriesOf(reference)).toHaveLength(2);
  });

  it('When a transfer is already recorded, then no link is made; a link paid with less than the total is a part-payment, in the books, with the balance left', async () => {
    const c = await signUpProven(t.app);
    const { invoice } = await invoiceFor(c.body.email);
    const finance = await staff(t.app, ['finance']);
    await finance.post(`/api/admin/sponsor-invoices/${invoice.id}/transfer`, {
      amount: invoice.totalKobo / 100,
      bank_reference: 'GTB/LINK',
      received_on: lagosDate(clock.now()),
    });
    const refused = await finance.post(
      `/api/admin/sponsor-invoices/${invoice.id}/payment-link`,
      {},
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A bank transfer is recorded for this invoice: approve it rather than send a link.',
    );

    const other = await invoiceFor((await signUpProven(t.app)).body.email);
    await finance.post(`/api/admin/sponsor-invoices/${other.invoice.id}/payment-link`, {});
    const reference = `${other.invoice.number}-P`;
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/charge',
      payload: { reference, outcome: 'success', amount_kobo: other.invoice.totalKobo - 100 },
    });
    expect(short.statusCode).toBe(200);
    await runJobs();
    const got = await finance.get(`/api/admin/sponsor-invoices/${other.invoice.id}`);
    expect(got.json().data).toMatchObject({
      status: 'unpaid',
      received_kobo: other.invoice.totalKobo - 100,
      balance_kobo: 100,
    });
    expect(await entriesOf(reference)).toEqual([
      {
        kind: 'sponsor.paid',
        account: 'cash_at_paystack',
        debit: other.invoice.totalKobo - 100,
        credit: 0,
      },
      {
        kind: 'sponsor.paid',
        account: 'sponsor_receivables',
        debit: 0,
        credit: other.invoice.totalKobo - 100,
      },
    ]);
  });

  it('When the link is paid after a bank transfer paid the invoice (the sponsor paid twice), then the Paystack money is in the books as owed back and finance has an item for it, once', async () => {
    const c = await signUpProven(t.app);
    const { invoice } = await invoiceFor(c.body.email);
    const maker = await staff(t.app, ['finance']);
    const checker = await staff(t.app, ['finance']);
    const url = `/api/admin/sponsor-invoices/${invoice.id}`;
    expect((await maker.post(`${url}/payment-link`, {})).statusCode).toBe(200);
    expect(
      (
        await maker.post(`${url}/transfer`, {
          amount: invoice.totalKobo / 100,
          bank_reference: 'GTB/TWICE',
          received_on: lagosDate(clock.now()),
        })
      ).statusCode,
    ).toBe(200);
    expect((await checker.post(`${url}/approve`, {})).json().data.status).toBe('paid');
    const reference = `${invoice.number}-P`;

    expect((await charge(reference)).statusCode).toBe(200);
    await runJobs();
    // A second delivery of the webhook, and finance's check, add nothing.
    expect((await charge(reference)).statusCode).toBeLessThan(500);
    await runJobs();
    expect((await maker.post(`${url}/check-payment`, {})).statusCode).toBe(200);

    const got = (await maker.get(url)).json().data;
    expect(got).toMatchObject({
      status: 'paid',
      paid_via: 'transfer',
      received_kobo: 2 * invoice.totalKobo,
      balance_kobo: 0,
    });
    expect(await entriesOf(reference)).toEqual([
      { kind: 'sponsor.paid', account: 'cash_at_paystack', debit: invoice.totalKobo, credit: 0 },
      { kind: 'sponsor.paid', account: 'refunds_payable', debit: 0, credit: invoice.totalKobo },
    ]);
    const queue = (await maker.get('/api/admin/finance/money-queue')).json().data;
    const items = queue.items.filter(
      (i: { kind: string; reference: string }) =>
        i.kind === 'sponsor_invoice.overpaid' && i.reference === reference,
    );
    expect(items).toEqual([
      expect.objectContaining({
        amount_kobo: invoice.totalKobo,
        actions: ['resolve'],
        note: expect.stringContaining(`${invoice.number} was paid twice`),
      }),
    ]);
    // Cover started once, from the transfer.
    expect(
      await t.database.db.select().from(policies).where(eq(policies.customerId, c.id)),
    ).toHaveLength(1);
  });

  it('When the link is paid while a recorded transfer waits for approval, then the link pays the invoice and finance is told at once; approving the transfer then puts its money in the books as owed back', async () => {
    const c = await signUpProven(t.app);
    const { invoice } = await invoiceFor(c.body.email);
    const maker = await staff(t.app, ['finance']);
    const checker = await staff(t.app, ['finance']);
    const url = `/api/admin/sponsor-invoices/${invoice.id}`;
    expect((await maker.post(`${url}/payment-link`, {})).statusCode).toBe(200);
    await maker.post(`${url}/transfer`, {
      amount: invoice.totalKobo / 100,
      bank_reference: 'GTB/WAITING',
      received_on: lagosDate(clock.now()),
    });
    const reference = `${invoice.number}-P`;
    expect((await charge(reference)).statusCode).toBe(200);
    await runJobs();

    expect((await maker.get(url)).json().data).toMatchObject({
      status: 'paid',
      paid_via: 'paystack',
      received_kobo: invoice.totalKobo,
      transfer: { bank_reference: 'GTB/WAITING', approved_at: null },
    });
    const before = (await maker.get('/api/admin/finance/money-queue')).json().data.items as {
      kind: string;
      reference: string;
      sponsor_invoice_id: number | null;
      note: string;
    }[];
    expect(before.filter((i) => i.sponsor_invoice_id === invoice.id).map((i) => i.kind)).toEqual([
      'sponsor_invoice.transfer_recorded',
    ]);
    expect(
      before.find((i) => i.kind === 'sponsor_invoice.overpaid' && i.reference === reference)?.note,
    ).toContain('GTB/WAITING');

    const approved = await checker.post(`${url}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'paid',
      received_kobo: 2 * invoice.totalKobo,
      transfer: { approved_by: checker.id },
    });
    const transferLines = await t.database.db
      .select({
        account: ledgerLines.accountCode,
        debit: ledgerLines.debitKobo,
        credit: ledgerLines.creditKobo,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
      .where(
        and(
          eq(ledgerEntries.sponsorId, invoice.sponsorId),
          eq(ledgerEntries.kind, 'sponsor.paid'),
          eq(ledgerEntries.memo, `${invoice.number} paid twice, by bank transfer GTB/WAITING`),
        ),
      );
    expect(transferLines).toEqual([
      { account: 'bank', debit: invoice.totalKobo, credit: 0 },
      { account: 'refunds_payable', debit: 0, credit: invoice.totalKobo },
    ]);
    const after = (await maker.get('/api/admin/finance/money-queue')).json().data.items as {
      kind: string;
      sponsor_invoice_id: number | null;
      amount_kobo: number;
      note: string;
    }[];
    expect(after.filter((i) => i.sponsor_invoice_id === invoice.id)).toEqual([]);
    expect(
      after.filter(
        (i) =>
          i.kind === 'sponsor_invoice.overpaid' &&
          i.note.includes(`${invoice.number} was paid twice`),
      ),
    ).toEqual([expect.objectContaining({ amount_kobo: invoice.totalKobo })]);
    expect((await checker.post(`${url}/approve`, {})).statusCode).toBe(409);
  });

  it('When a link was paid but no webhook came and nobody checked, then the hourly job finds it, pays the invoice once and chases it no more', async () => {
    const c = await signUpProven(t.app);
    const { invoice, contact, sponsorName } = await invoiceFor(c.body.email);
    const finance = await staff(t.app, ['finance']);
    await finance.post(`/api/admin/sponsor-invoices/${invoice.id}/payment-link`, {});
    const reference = `${invoice.number}-P`;
    // Unpaid at Paystack: the job leaves it.
    expect((await runSponsorshipLifecycle(t.ctx)).paidByLink).toBe(0);
    // Unpaid on its due date: the reminder carries the link.
    clock.advance(14 * 24 * 3_600_000);
    try {
      await runSponsorshipLifecycle(t.ctx);
      await runJobs();
      const [reminder] = await t.database.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.to, contact),
            eq(outboxMessages.subject, `Invoice ${invoice.number} for ${sponsorName} is due today`),
          ),
        );
      expect(reminder!.body).toContain(
        `pay online at http://localhost:3000/api/sandbox/paystack/checkout/${reference} or by bank transfer: to Alaafia (sandbox example), account 0000000000 at Example Bank (sandbox example), quoting ${invoice.number}.`,
      );
    } finally {
      clock.advance(-14 * 24 * 3_600_000);
    }
    const row = (await sandbox().transaction(reference))!;
    await sandbox().completeCharge({
      reference,
      outcome: 'success',
      amountKobo: row.amountKobo,
      email: row.email,
      channel: 'card',
    });
    expect((await runSponsorshipLifecycle(t.ctx)).paidByLink).toBe(1);
    const [after] = await t.database.db
      .select()
      .from(sponsorInvoices)
      .where(eq(sponsorInvoices.id, invoice.id));
    expect(after).toMatchObject({ status: 'paid', paidVia: 'paystack' });
    expect((await runSponsorshipLifecycle(t.ctx)).paidByLink).toBe(0);
    expect(await entriesOf(reference)).toHaveLength(2);
  });
});
