/**
 * The books' routes (issue 27 contract) and sponsored cover's receivable: GET
 * /api/admin/finance/trial-balance and /api/admin/finance/journal for finance and administrators
 * only; a sponsor's accepted enrolment is owed by the sponsor.
 */
import { addMonths, LEDGER_ACCOUNT_CODES } from '@alaafia/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerLines } from '../src/db/schema/index.js';
import { credit, debit, postEntry } from '../src/modules/platform/ledger/index.js';
import { api } from './checkout-helpers.js';
import { signUp, signUpProven, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';

const t = useTestApp();
const staff = (roles: string[]) => signedInStaff(t.app, roles, 'books');

describe('the books: routes', () => {
  it('When a customer, a reviewer or nobody asks for the books, then they are refused; finance and administrators are answered', async () => {
    const c = await signUp(t.app);
    const reviewer = await staff(['reviewer']);
    const claimsOfficer = await staff(['claims_officer']);
    const finance = await staff(['finance']);
    const admin = await staff(['administrator']);
    for (const url of [
      '/api/admin/finance/trial-balance?as_of=2026-03-10',
      '/api/admin/finance/journal?reference=ALF-NONE',
    ]) {
      expect((await api(t.app, c).get(url)).statusCode).toBe(401);
      expect((await api(t.app, null).get(url)).statusCode).toBe(401);
      expect((await reviewer.get(url)).statusCode).toBe(403);
      expect((await claimsOfficer.get(url)).statusCode).toBe(403);
      expect((await finance.get(url)).statusCode).toBe(200);
      expect((await admin.get(url)).statusCode).toBe(200);
    }
  });

  it('When the trial balance and a journal are asked for, then they answer as the contract says', async () => {
    const finance = await staff(['finance']);
    const at = new Date('2026-03-10T09:00:00Z');
    await postEntry(t.database.db, {
      at,
      memo: 'Payment received',
      kind: 'premium.received',
      reference: 'ALF-ROUTES-1',
      idempotencyKey: 'premium.received:ALF-ROUTES-1',
      lines: [
        debit('cash_at_paystack', 110_000),
        credit('due_to_underwriter', 93_500),
        credit('commission_income', 16_500),
      ],
    });
    const tb = await finance.get('/api/admin/finance/trial-balance?as_of=2026-03-10');
    const data = tb.json().data;
    expect(data.as_of).toBe('2026-03-10');
    expect(data.accounts.map((a: { code: string }) => a.code)).toEqual(LEDGER_ACCOUNT_CODES);
    expect(data.accounts[0]).toEqual({
      code: 'cash_at_paystack',
      name: 'Cash at Paystack',
      type: 'asset',
      retired: false,
      debit_kobo: 110_000,
      credit_kobo: 0,
    });
    expect(data.total_debit_kobo).toBe(data.total_credit_kobo);
    expect(data.sections).toEqual({
      alaafia: { debit_kobo: 110_000, credit_kobo: 110_000 },
      underwriter: { debit_kobo: 0, credit_kobo: 0 },
    });
    const before = await finance.get('/api/admin/finance/trial-balance?as_of=2026-03-09');
    expect(before.json().data.total_debit_kobo).toBe(0);

    const journal = await finance.get('/api/admin/finance/journal?reference=ALF-ROUTES-1');
    // Typed in any case (issue 38): the same entries.
    const typed = await finance.get('/api/admin/finance/journal?reference=alf-routes-1');
    expect(typed.json().data).toEqual(journal.json().data);
    expect(journal.json().data).toEqual([
      {
        id: expect.any(Number),
        at: '2026-03-10T09:00:00.000Z',
        memo: 'Payment received',
        kind: 'premium.received',
        reverses_entry_id: null,
        late_for_month: null,
        lines: [
          { account_code: 'cash_at_paystack', debit_kobo: 110_000, credit_kobo: 0 },
          { account_code: 'due_to_underwriter', debit_kobo: 0, credit_kobo: 93_500 },
          { account_code: 'commission_income', debit_kobo: 0, credit_kobo: 16_500 },
        ],
      },
    ]);
    expect((await finance.get('/api/admin/finance/journal?claim_id=424242')).json().data).toEqual(
      [],
    );
  });

  it('When the query is wrong, then it is 422 with a clear message and nothing else', async () => {
    const finance = await staff(['finance']);
    for (const url of [
      '/api/admin/finance/trial-balance',
      '/api/admin/finance/trial-balance?as_of=2026-02-30',
      '/api/admin/finance/trial-balance?as_of=10/03/2026',
      '/api/admin/finance/journal',
      '/api/admin/finance/journal?reference=ALF-1&claim_id=3',
      '/api/admin/finance/journal?claim_id=abc',
    ]) {
      const res = await finance.get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message, url).toBeTruthy();
    }
    const bad = await finance.get('/api/admin/finance/trial-balance?as_of=2026-02-30');
    expect(bad.json().errors.as_of[0]).toBe(
      'Enter the date as YYYY-MM-DD, for example 2026-11-30.',
    );
  });
});

describe('the books: sponsored cover', () => {
  it('When a sponsor enrols a customer for 3 months of a monthly plan, then the sponsor owes the premium, written for the underwriter over the three months', async () => {
    const admin = await staff(['administrator']);
    const c = await signUpProven(t.app);
    const sponsor = await admin.post('/api/admin/sponsors', {
      name: `Dangote Cement ${Date.now().toString(36)}`,
      contact_name: 'Ngozi Eze',
      contact_email: 'hr@dangote.example.ng',
      contact_phone: '0803 123 4567',
      rc_number: 'rc 12345',
    });
    const s = sponsor.json().data as { id: number };
    const enrolled = await admin.post(`/api/admin/sponsors/${s.id}/enrolments`, {
      email: c.body.email,
      product: 'HI',
      plan_code: 'HI-SMEDAN-M',
      months: 3,
    });
    expect(enrolled.statusCode).toBe(201);
    // Sponsors pay before cover (issue 27): nothing is owed or posted until the invoice is paid.
    const entriesOf = () =>
      t.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.sponsorId, s.id))
        .orderBy(asc(ledgerEntries.id));
    expect(await entriesOf()).toEqual([]);
    const maker = await staff(['finance']);
    const checker = await staff(['finance']);
    const invoice = (await maker.get(`/api/admin/sponsor-invoices?sponsor_id=${s.id}`)).json()
      .data[0] as { id: number; total_kobo: number; issued_on: string };
    expect(
      (
        await maker.post(`/api/admin/sponsor-invoices/${invoice.id}/transfer`, {
          amount: invoice.total_kobo / 100,
          bank_reference: 'ZEN/0042',
          received_on: invoice.issued_on,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await checker.post(`/api/admin/sponsor-invoices/${invoice.id}/approve`, {})).statusCode,
    ).toBe(200);
    const entries = await entriesOf();
    expect(entries.map((e) => e.kind)).toEqual(['sponsor.paid', 'premium.written']);
    expect(entries[1]).toMatchObject({
      transactionType: 'new',
      productUid: 'HI',
      periodTo: addMonths(entries[1]!.periodFrom!, 3),
    });
    const lines = await t.database.db
      .select({ a: ledgerLines.accountCode, d: ledgerLines.debitKobo, c: ledgerLines.creditKobo })
      .from(ledgerLines)
      .where(eq(ledgerLines.entryId, entries[1]!.id))
      .orderBy(asc(ledgerLines.id));
    // ₦1,100 a month for 3 months: the underwriter's net owed now, our commission (less its VAT)
    // earned over the three months.
    expect(lines).toEqual([
      { a: 'sponsor_receivables', d: 330_000, c: 0 },
      { a: 'due_to_underwriter', d: 0, c: 280_500 },
      { a: 'unearned_commission', d: 0, c: 46_047 },
      { a: 'vat_payable', d: 0, c: 3_453 },
      { a: 'uw_control', d: 330_000, c: 0 },
      { a: 'uw_unearned_premium', d: 0, c: 330_000 },
    ]);
  });
});
