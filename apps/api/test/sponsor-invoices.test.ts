import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lagosDate } from '@alaafia/domain';
import {
  auditLog,
  ledgerEntries,
  ledgerLines,
  notifications,
  outboxMessages,
  policies,
  sponsorEnrolments,
  sponsorInvoices,
  sponsors,
} from '../src/db/schema/index.js';
import { sponsorDocument } from '../src/modules/sales/sponsors/sponsor-invoices.js';
import { pdfText } from './pdf-text.js';
import { runSponsorshipLifecycle } from '../src/modules/sales/sponsors/sponsorship-lifecycle.js';
import { api, testClock } from './checkout-helpers.js';
import { signUp, signUpProven, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';

// Sponsors pay before cover (issue 27, item 6; docs/business-rules.md, 'Sponsor invoices').
const clock = testClock(new Date('2026-06-01T08:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
const staff = (app: FastifyInstance, roles: string[]) => signedInStaff(app, roles, 'si');

let made = 0;
async function sponsorWithInvoice(admin: Awaited<ReturnType<typeof staff>>, email: string) {
  made += 1;
  const s = await admin.post('/api/admin/sponsors', {
    name: `Zenith Foods ${Date.now().toString(36)}${made}`,
    contact_name: 'Bola Ade',
    contact_email: `accounts${made}@zenith.example.ng`,
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
  const { enrolment } = res.json().data;
  const [invoice] = await t.database.db
    .select()
    .from(sponsorInvoices)
    .where(eq(sponsorInvoices.number, enrolment.invoice_number));
  return { sponsor, enrolment, invoice: invoice! };
}

const policiesOf = (customerId: number) =>
  t.database.db.select().from(policies).where(eq(policies.customerId, customerId));

describe('sponsor invoices', () => {
  it('When a customer is enrolled, then an invoice is made and nothing starts; a transfer recorded by one finance member starts the cover only when a second, different one approves it', async () => {
    const admin = await staff(t.app, ['administrator']);
    const c = await signUpProven(t.app);
    const { enrolment, invoice } = await sponsorWithInvoice(admin, c.body.email);
    const today = lagosDate(clock.now());
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^SPN-2026-\d{6}$/),
      status: 'unpaid',
      issuedOn: today,
      dueOn: '2026-06-15',
      totalKobo: 330_000,
    });
    expect(enrolment).toMatchObject({ status: 'awaiting_payment', policy_number: null });
    expect(await policiesOf(c.id)).toEqual([]);

    const maker = await staff(t.app, ['finance']);
    const got = await maker.get(`/api/admin/sponsor-invoices/${invoice.id}`);
    expect(got.json().data).toMatchObject({
      lines: [
        {
          enrolment_id: enrolment.id,
          amount_kobo: 330_000,
          description: expect.stringContaining('3 months'),
        },
      ],
      ageing_bucket: '0-30',
    });
    const url = `/api/admin/sponsor-invoices/${invoice.id}`;
    const good = { amount: 3300, bank_reference: 'GTB/0001', received_on: today };

    // Bad input: 422 in the domain's words, nothing changes.
    const wrong = await maker.post(`${url}/transfer`, { ...good, amount: 0 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.amount).toEqual(['Enter the amount received, in whole naira.']);
    const future = await maker.post(`${url}/transfer`, { ...good, received_on: '2026-06-02' });
    expect(future.statusCode).toBe(422);
    const noRef = await maker.post(`${url}/transfer`, { ...good, bank_reference: ' ' });
    expect(noRef.json().errors.bank_reference).toBeDefined();
    const early = await maker.post(`${url}/approve`, {});
    expect(early.statusCode).toBe(409);
    expect((await maker.get(url)).json().data.status).toBe('unpaid');

    // Administrators read but do not record money; the maker records.
    expect((await admin.post(`${url}/transfer`, good)).statusCode).toBe(403);
    const recorded = await maker.post(`${url}/transfer`, good);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().data).toMatchObject({
      status: 'transfer_recorded',
      transfer: { amount_kobo: 330_000, recorded_by: maker.id, approved_by: null },
    });
    expect((await maker.post(`${url}/transfer`, good)).statusCode).toBe(409);

    // The same person cannot approve their own: 403, still nothing.
    const self = await maker.post(`${url}/approve`, {});
    expect(self.statusCode).toBe(403);
    expect(await policiesOf(c.id)).toEqual([]);

    const checker = await staff(t.app, ['finance']);
    const approved = await checker.post(`${url}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'paid',
      paid_via: 'transfer',
      ageing_bucket: null,
      transfer: { recorded_by: maker.id, approved_by: checker.id },
    });
    const [policy] = await policiesOf(c.id);
    expect(policy).toMatchObject({
      status: 'active',
      productUid: 'HI',
      nextPaymentDate: '2026-09-01',
    });
    const [after] = await t.database.db
      .select()
      .from(sponsorEnrolments)
      .where(eq(sponsorEnrolments.id, enrolment.id));
    expect(after).toMatchObject({ status: 'active', amountDueKobo: 330_000 });
    expect((await checker.post(`${url}/approve`, {})).statusCode).toBe(409);
    // The books: the transfer into the bank settles the receivable the cover's start raised.
    const entries = await t.database.db
      .select({
        kind: ledgerEntries.kind,
        account: ledgerLines.accountCode,
        debit: ledgerLines.debitKobo,
        credit: ledgerLines.creditKobo,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
      .where(eq(ledgerEntries.sponsorId, invoice.sponsorId));
    expect(entries.filter((e) => e.kind === 'sponsor.paid')).toEqual([
      { kind: 'sponsor.paid', account: 'bank', debit: 330_000, credit: 0 },
      { kind: 'sponsor.paid', account: 'sponsor_receivables', debit: 0, credit: 330_000 },
    ]);
    // Each enrolment's cover written for the underwriter as it starts, owed by the sponsor.
    const receivable = entries.filter((e) => e.kind === 'premium.written');
    expect(receivable).toContainEqual({
      kind: 'premium.written',
      account: 'sponsor_receivables',
      debit: 330_000,
      credit: 0,
    });
    expect(receivable.map((e) => e.account).sort()).toEqual([
      'due_to_underwriter',
      'sponsor_receivables',
      'unearned_commission',
      'uw_control',
      'uw_unearned_premium',
      'vat_payable',
    ]);
    expect(
      receivable.filter((e) => !e.account.startsWith('uw_')).reduce((sum, e) => sum + e.credit, 0),
    ).toBe(330_000);
    const audits = await t.database.db
      .select({ action: auditLog.action, staffId: auditLog.staffId })
      .from(auditLog)
      .where(
        and(eq(auditLog.recordType, 'sponsor_invoice'), eq(auditLog.recordId, String(invoice.id))),
      );
    expect(audits).toEqual([
      { action: 'sponsor.invoice_transfer_recorded', staffId: maker.id },
      { action: 'sponsor.invoice_paid', staffId: checker.id },
    ]);
  });

  it('When the sponsor pays by two bank transfers (part-payments), then each approved part is in the books, the invoice shows the balance left, and cover starts only when the last part is approved', async () => {
    const admin = await staff(t.app, ['administrator']);
    const c = await signUpProven(t.app);
    const { invoice } = await sponsorWithInvoice(admin, c.body.email);
    const maker = await staff(t.app, ['finance']);
    const checker = await staff(t.app, ['finance']);
    const url = `/api/admin/sponsor-invoices/${invoice.id}`;
    const today = lagosDate(clock.now());

    const first = await maker.post(`${url}/transfer`, {
      amount: 1000,
      bank_reference: 'GTB/PART-1',
      received_on: today,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'transfer_recorded', received_kobo: 0 });
    const part = await checker.post(`${url}/approve`, {});
    expect(part.statusCode).toBe(200);
    expect(part.json().data).toMatchObject({
      status: 'unpaid',
      received_kobo: 100_000,
      balance_kobo: 230_000,
      transfer: { bank_reference: 'GTB/PART-1', approved_by: checker.id },
    });
    expect(await policiesOf(c.id)).toEqual([]);
    // The overdue row and the ageing show what is left.
    const ageing = (await maker.get('/api/admin/sponsor-invoices/ageing')).json().data;
    expect(ageing.total_kobo).toBeGreaterThanOrEqual(230_000);

    expect(
      (
        await maker.post(`${url}/transfer`, {
          amount: 2300,
          bank_reference: 'GTB/PART-2',
          received_on: today,
        })
      ).statusCode,
    ).toBe(200);
    const last = await checker.post(`${url}/approve`, {});
    expect(last.json().data).toMatchObject({
      status: 'paid',
      paid_via: 'transfer',
      received_kobo: 330_000,
      balance_kobo: 0,
    });
    expect(await policiesOf(c.id)).toEqual([expect.objectContaining({ status: 'active' })]);
    const paid = await t.database.db
      .select({
        memo: ledgerEntries.memo,
        account: ledgerLines.accountCode,
        debit: ledgerLines.debitKobo,
        credit: ledgerLines.creditKobo,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
      .where(
        and(eq(ledgerEntries.sponsorId, invoice.sponsorId), eq(ledgerEntries.kind, 'sponsor.paid')),
      )
      .orderBy(ledgerLines.id);
    expect(paid).toEqual([
      {
        memo: `${invoice.number} part-paid by bank transfer GTB/PART-1`,
        account: 'bank',
        debit: 100_000,
        credit: 0,
      },
      {
        memo: `${invoice.number} part-paid by bank transfer GTB/PART-1`,
        account: 'sponsor_receivables',
        debit: 0,
        credit: 100_000,
      },
      {
        memo: `${invoice.number} paid by bank transfer GTB/PART-2`,
        account: 'bank',
        debit: 230_000,
        credit: 0,
      },
      {
        memo: `${invoice.number} paid by bank transfer GTB/PART-2`,
        account: 'sponsor_receivables',
        debit: 0,
        credit: 230_000,
      },
    ]);
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.recordType, 'sponsor_invoice'), eq(auditLog.recordId, String(invoice.id))),
      )
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual([
      'sponsor.invoice_transfer_recorded',
      'sponsor.invoice_transfer_approved',
      'sponsor.invoice_transfer_recorded',
      'sponsor.invoice_paid',
    ]);
  });

  it('When an invoice is made and paid in part, then its contact is e-mailed the invoice PDF (with the account to pay into) and a receipt PDF for the payment, saying what is left', async () => {
    const admin = await staff(t.app, ['administrator']);
    const c = await signUpProven(t.app);
    const { sponsor, invoice } = await sponsorWithInvoice(admin, c.body.email);
    const [contact] = await t.database.db
      .select({ email: sponsors.contactEmail })
      .from(sponsors)
      .where(eq(sponsors.id, sponsor.id));
    await t.app.jobs.runDueJobs();
    const mailsTo = () =>
      t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, contact!.email));
    const [issued] = (await mailsTo()).filter(
      (m) => m.subject === `Invoice ${invoice.number} for ${sponsor.name}`,
    );
    expect(issued!.attachments).toEqual([
      {
        filename: `${invoice.number}.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    expect(issued!.body).toContain(
      `Pay by bank transfer to Alaafia (sandbox example), account 0000000000 at Example Bank (sandbox example), quoting ${invoice.number}.`,
    );
    const invoicePdf = await sponsorDocument(t.ctx, {
      kind: 'sponsor-invoice',
      number: invoice.number,
    });
    const invoiceText = await pdfText(invoicePdf!.attachment.content);
    expect(invoiceText).toContain(`Invoice number ${invoice.number}`);
    expect(invoiceText).toContain('Invoice total\n₦3,300');
    expect(invoiceText).toContain('account 0000000000 at Example Bank (sandbox');

    const maker = await staff(t.app, ['finance']);
    const checker = await staff(t.app, ['finance']);
    const url = `/api/admin/sponsor-invoices/${invoice.id}`;
    await maker.post(`${url}/transfer`, {
      amount: 1000,
      bank_reference: 'GTB/PDF-1',
      received_on: lagosDate(clock.now()),
    });
    expect((await checker.post(`${url}/approve`, {})).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    const [received] = (await mailsTo()).filter(
      (m) => m.subject === `Payment received for invoice ${invoice.number}`,
    );
    expect(received!.attachments).toEqual([
      {
        filename: `${invoice.number}-receipt.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    expect(received!.body).toContain('₦2,300 is still to pay; the cover starts when it is paid.');
    const receiptPdf = await sponsorDocument(t.ctx, {
      kind: 'sponsor-receipt',
      number: invoice.number,
      receivedBefore: 0,
      amountKobo: 100_000,
      via: 'transfer',
      receivedAt: clock.now().toISOString(),
    });
    const receiptText = await pdfText(receiptPdf!.attachment.content);
    expect(receiptText).toContain('Amount received\n₦1,000');
    expect(receiptText).toContain('Still to pay\n₦2,300');
  });

  it('When an invoice stays unpaid, then it ages 0-30, 31-60, 61+ and its contact is chased on the due date and after, once per step', async () => {
    const admin = await staff(t.app, ['administrator']);
    const { sponsor, invoice } = await sponsorWithInvoice(admin, 'nobody.yet@example.ng');
    const contact = `accounts${made}@zenith.example.ng`;
    const chases = async () =>
      (
        await t.database.db
          .select({ key: notifications.key, title: notifications.title })
          .from(notifications)
          .where(eq(notifications.email, contact))
      )
        .map((n) => n.key)
        // The invoice's own e-mail (issue 38) is not a reminder.
        .filter((key) => !key.startsWith('sponsor-invoice-issued:'));
    const bucketOf = async () => {
      const finance = await staff(t.app, ['finance']);
      const ageing = (await finance.get('/api/admin/sponsor-invoices/ageing')).json().data;
      const mine = (
        await finance.get(`/api/admin/sponsor-invoices?sponsor_id=${sponsor.id}`)
      ).json().data[0];
      return { ageing, mine };
    };
    await runSponsorshipLifecycle(t.ctx);
    expect(await chases()).toEqual([]);
    let seen = await bucketOf();
    expect(seen.mine).toMatchObject({ age_days: 0, ageing_bucket: '0-30', status: 'unpaid' });
    expect(
      seen.ageing.buckets.find((b: { bucket: string }) => b.bucket === '0-30').total_kobo,
    ).toBeGreaterThanOrEqual(330_000);

    clock.advance(14 * 86_400_000);
    await runSponsorshipLifecycle(t.ctx);
    await runSponsorshipLifecycle(t.ctx);
    expect(await chases()).toEqual([`sponsor-invoice:${invoice.id}:0`]);

    clock.advance(21 * 86_400_000);
    seen = await bucketOf();
    expect(seen.mine).toMatchObject({ age_days: 35, ageing_bucket: '31-60' });
    await runSponsorshipLifecycle(t.ctx);
    expect((await chases()).sort()).toEqual([
      `sponsor-invoice:${invoice.id}:0`,
      `sponsor-invoice:${invoice.id}:7`,
    ]);

    clock.advance(30 * 86_400_000);
    seen = await bucketOf();
    expect(seen.mine).toMatchObject({ age_days: 65, ageing_bucket: '61+' });
    expect(seen.ageing.buckets.find((b: { bucket: string }) => b.bucket === '61+')).toMatchObject({
      invoices: expect.any(Number),
    });
    expect(seen.ageing.total_kobo).toBe(
      seen.ageing.buckets.reduce((s: number, b: { total_kobo: number }) => s + b.total_kobo, 0),
    );
  });

  it('When a reviewer or a customer asks for sponsor invoices, then they are refused', async () => {
    const reviewer = await staff(t.app, ['reviewer']);
    const customer = await signUp(t.app);
    for (const url of ['/api/admin/sponsor-invoices', '/api/admin/sponsor-invoices/ageing']) {
      expect((await reviewer.get(url)).statusCode).toBe(403);
      expect((await api(t.app, customer).get(url)).statusCode).toBe(401);
    }
    expect((await reviewer.post('/api/admin/sponsor-invoices/1/approve', {})).statusCode).toBe(403);
  });
});
