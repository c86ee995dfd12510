import {
  lagosDate,
  MONEY_QUEUE_KINDS,
  type JournalEntryAnswer,
  type MoneyQueueAnswer,
  type MoneyQueueItem,
  type PaystackBalanceAnswer,
  type PaystackTopUpAnswer,
  type ReconciliationAnswer,
  type SponsorInvoiceAnswer,
  type ManualJournalAnswer,
  type RemittanceAnswer,
  type TrialBalanceAnswer,
  type UnderwriterStatementAnswer,
} from '@alaafia/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { FinancePage } from './finance-page';
import { journalQueryOf } from './ledger-sections';
import { BASE, server } from '#test/msw.js';

const balance: TrialBalanceAnswer = {
  as_of: '2026-11-27',
  accounts: [
    {
      code: '1000',
      name: 'Cash at Paystack',
      type: 'asset',
      retired: false,
      debit_kobo: 1_234_550,
      credit_kobo: 0,
    },
    {
      code: '2100',
      name: 'Unearned premium',
      type: 'liability',
      retired: false,
      debit_kobo: 0,
      credit_kobo: 1_000_000,
    },
    {
      code: '4000',
      name: 'Earned premium',
      type: 'income',
      retired: false,
      debit_kobo: 0,
      credit_kobo: 234_550,
    },
  ],
  total_debit_kobo: 1_234_550,
  total_credit_kobo: 1_234_550,
  sections: {
    alaafia: { debit_kobo: 1_234_550, credit_kobo: 1_234_550 },
    underwriter: { debit_kobo: 0, credit_kobo: 0 },
  },
};

const entry: JournalEntryAnswer = {
  id: 7,
  at: '2026-11-20T10:00:00.000Z',
  memo: 'Premium ALF-1A2B3C',
  kind: 'premium.received',
  reverses_entry_id: null,
  late_for_month: null,
  lines: [
    { account_code: 'cash_at_paystack', debit_kobo: 1_595_550, credit_kobo: 0 },
    { account_code: 'unearned_premium', debit_kobo: 0, credit_kobo: 1_595_550 },
  ],
};

const reconciliation: ReconciliationAnswer = {
  date: '2026-11-27',
  settlements: [
    {
      provider_id: 'STL-1',
      total_processed_kobo: 1_500_000,
      total_fees_kobo: 22_500,
      total_amount_kobo: 1_477_500,
      deductions_kobo: 500_000,
      net_kobo: 977_500,
      transactions: 4,
      break_reason: null,
    },
  ],
  matched: 3,
  unmatched: [
    {
      provider_id: 'STL-1',
      reference: 'ALF-ZZZ999',
      amount_kobo: 300_000,
      fee_kobo: 4_500,
      ledger_kobo: 0,
      expected_fee_kobo: 4_500,
      reason: 'not_in_ledger',
    },
  ],
};

const invoice = (over: Partial<SponsorInvoiceAnswer>): SponsorInvoiceAnswer => ({
  id: 11,
  number: 'INV-000011',
  sponsor_id: 3,
  sponsor_name: 'Dangote Staff Welfare',
  status: 'unpaid',
  issued_on: '2026-10-01',
  due_on: '2026-10-15',
  total_kobo: 4_500_000,
  received_kobo: 0,
  balance_kobo: 4_500_000,
  age_days: 57,
  ageing_bucket: '31-60',
  payment_url: null,
  transfer: null,
  paid_at: null,
  paid_via: null,
  lines: [],
  ...over,
});

const SAME_APPROVER = 'Another finance member must approve what you started.';

const emptyCounts = Object.fromEntries(
  MONEY_QUEUE_KINDS.map((k) => [k, 0]),
) as MoneyQueueAnswer['counts'];

function queueOf(items: MoneyQueueItem[]): MoneyQueueAnswer {
  const counts = { ...emptyCounts };
  for (const i of items) counts[i.kind] += 1;
  return { as_of: '2026-11-27', items, counts, total: items.length };
}

const queueItem = (over: Partial<MoneyQueueItem>): MoneyQueueItem => ({
  id: 'finance-1',
  kind: 'reconciliation.break',
  since: '2026-11-20T10:00:00.000Z',
  reference: 'ALF-ZZZ999',
  amount_kobo: 300_000,
  customer_id: null,
  customer_name: null,
  note: 'Settled by Paystack, not in the ledger',
  payout_id: null,
  claim_id: null,
  refund_request_id: null,
  sponsor_invoice_id: null,
  top_up_id: null,
  remittance_id: null,
  capitation_payment_id: null,
  journal_id: null,
  days_left: null,
  started_by: null,
  actions: ['journal', 'resolve'],
  ...over,
});

const topUp = (over: Partial<PaystackTopUpAnswer>): PaystackTopUpAnswer => ({
  id: 4,
  amount_kobo: 10_000_000,
  bank_reference: 'GTB-TOPUP-1',
  made_on: '2026-11-26',
  status: 'awaiting_approval',
  recorded_by: 5,
  recorded_at: '2026-11-26T10:00:00.000Z',
  approved_by: null,
  approved_at: null,
  ...over,
});

const paystackBalance = (topUps: PaystackTopUpAnswer[] = []): PaystackBalanceAnswer => ({
  balance_kobo: -50_000,
  paystack_balance_kobo: -65_000,
  short_kobo: 6_005_000,
  top_ups: topUps,
});

function books(
  seen: URL[],
  invoices: SponsorInvoiceAnswer[] = [],
  roles = ['finance'],
  queue: MoneyQueueItem[] = [],
  topUps: PaystackTopUpAnswer[] = [],
) {
  const record = (request: Request) => {
    seen.push(new URL(request.url));
  };
  return [
    http.get(`${BASE}/admin/auth/me`, () =>
      HttpResponse.json({ data: { id: 6, email: 'fin@alaafia.ng', roles } }),
    ),
    http.get(`${BASE}/admin/finance/trial-balance`, ({ request }) => {
      record(request);
      return HttpResponse.json({ data: balance });
    }),
    http.get(`${BASE}/admin/finance/journal`, ({ request }) => {
      record(request);
      return HttpResponse.json({ data: [entry] });
    }),
    http.get(`${BASE}/admin/finance/reconciliation`, ({ request }) => {
      record(request);
      return HttpResponse.json({ data: reconciliation });
    }),
    http.get(`${BASE}/admin/sponsor-invoices/ageing`, () =>
      HttpResponse.json({
        data: {
          as_of: '2026-11-27',
          buckets: [
            { bucket: '0-30', invoices: 0, total_kobo: 0 },
            { bucket: '31-60', invoices: 2, total_kobo: 9_000_000 },
            { bucket: '61+', invoices: 0, total_kobo: 0 },
          ],
          total_kobo: 9_000_000,
        },
      }),
    ),
    http.get(`${BASE}/admin/sponsor-invoices`, ({ request }) => {
      record(request);
      return HttpResponse.json({ data: invoices });
    }),
    http.get(`${BASE}/admin/finance/money-queue`, () =>
      HttpResponse.json({ data: queueOf(queue) }),
    ),
    http.get(`${BASE}/admin/finance/paystack-balance`, () =>
      HttpResponse.json({ data: paystackBalance(topUps) }),
    ),
    http.get(`${BASE}/admin/finance/underwriter-statement`, ({ request }) => {
      record(request);
      return HttpResponse.json({
        data: { ...statement, month: new URL(request.url).searchParams.get('month') },
      });
    }),
    http.get(`${BASE}/admin/finance/remittances`, () => HttpResponse.json({ data: remittances })),
    http.get(`${BASE}/admin/finance/journals`, () => HttpResponse.json({ data: journals })),
    http.get(`${BASE}/admin/finance/periods`, () =>
      HttpResponse.json({ data: { closed: [], next_to_close: '2026-10' } }),
    ),
  ];
}

const statement: UnderwriterStatementAnswer = {
  month: '2026-10',
  gross_premium_kobo: 1_000_000,
  commission_kobo: 150_000,
  claims_paid_kobo: 200_000,
  capitation_kobo: 50_000,
  adjustments_kobo: 0,
  net_due_kobo: 600_000,
  remitted_kobo: 0,
  balance_kobo: 600_000,
};
let remittances: RemittanceAnswer[] = [];
let journals: ManualJournalAnswer[] = [];
afterEach(() => {
  remittances = [];
  journals = [];
});

describe('the finance page (issue 27, item 7)', () => {
  it("When finance opens the page, then today's trial balance shows each account's debit or credit in naira (from kobo) and equal totals", async () => {
    const seen: URL[] = [];
    server.use(...books(seen));
    renderWithProviders(<FinancePage />);
    await screen.findByText('Debits equal credits.');
    const table = await screen.findByRole('region', { name: 'Trial balance as of 2026-11-27' });
    const cash = within(table).getByRole('row', { name: /Cash at Paystack/ });
    expect(
      within(cash)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Cash at Paystack1000', '₦12,345.50', '']);
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['₦12,345.50', '₦12,345.50']);
    expect(screen.getByText('Debits equal credits.')).toBeInTheDocument();
    const asked = seen.find((u) => u.pathname.endsWith('/trial-balance'));
    // Today is the server's (the money queue's as_of), not the browser's.
    expect(asked?.searchParams.get('as_of')).toBe('2026-11-27');
  });

  it("When the server's clock is on another day than the browser's (the sandbox clock moved), then the trial balance, the reconciliation and the reports open on the server's day", async () => {
    const seen: URL[] = [];
    server.use(
      http.get(`${BASE}/admin/finance/money-queue`, () =>
        HttpResponse.json({ data: { ...queueOf([]), as_of: '2030-01-15' } }),
      ),
      ...books(seen),
    );
    renderWithProviders(<FinancePage />);
    // The trial balance's day, the reconciliation's and the Paystack balance's, and the reports' month.
    expect(await screen.findAllByDisplayValue('2030-01-15')).toHaveLength(3);
    expect(screen.getByDisplayValue('2030-01')).toBeInTheDocument();
    await screen.findByRole('region', { name: /^Trial balance as of / });
    await vi.waitFor(() =>
      expect(
        seen.find((u) => u.pathname.endsWith('/trial-balance'))?.searchParams.get('as_of'),
      ).toBe('2030-01-15'),
    );
    expect(seen.find((u) => u.pathname.endsWith('/reconciliation'))?.searchParams.get('date')).toBe(
      '2030-01-15',
    );
    expect(seen.some((u) => u.searchParams.get('as_of') === lagosDate(new Date()))).toBe(false);
  });

  it('While the trial balance loads, then its table already holds the chart of accounts with no amounts, so nothing below moves when they come', async () => {
    server.use(
      ...books([]),
      http.get(`${BASE}/admin/finance/trial-balance`, async () => {
        await delay('infinite');
        return HttpResponse.json({ data: balance });
      }),
    );
    renderWithProviders(<FinancePage />);
    const table = await screen.findByRole('region', { name: /^Trial balance as of / });
    const cash = within(table).getByRole('row', { name: /Cash at Paystack/ });
    expect(
      within(cash)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Cash at Paystackcash_at_paystack', '', '']);
    expect(within(table).getByRole('row', { name: /Commission income/ })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Trial balance' });
    expect(within(section).getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('Debits equal credits.')).not.toBeInTheDocument();
  });

  it('When finance searches a payment reference, then the journal asks by reference and shows each entry with its lines; a number asks by claim id', async () => {
    const seen: URL[] = [];
    server.use(...books(seen));
    renderWithProviders(<FinancePage />);
    const field = screen.getByLabelText('Payment reference or claim id');
    await userEvent.type(field, ' alf-1a2b3c ');
    await userEvent.click(screen.getByRole('button', { name: 'Show the entries' }));
    const table = await screen.findByRole('region', { name: 'Entry 7' });
    expect(within(table).getByText(/Premium ALF-1A2B3C \(premium\.received\)/)).toBeInTheDocument();
    // Each line names its account (its code beside it) and shows kobo as two digits (issue 38).
    const debit = within(table).getByRole('row', { name: /^Cash at Paystack/ });
    expect(
      within(debit)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Cash at Paystackcash_at_paystack', '₦15,955.50', '']);
    const byReference = seen.find((u) => u.pathname.endsWith('/journal'));
    // Sent in capitals, as references are made; the API matches either way.
    expect(byReference?.searchParams.get('reference')).toBe('ALF-1A2B3C');
    expect(byReference?.searchParams.has('claim_id')).toBe(false);
    expect(journalQueryOf('42')).toEqual({ claim_id: 42 });
    expect(journalQueryOf('  ')).toBeNull();
  });

  it("When a day was settled, then the reconciliation says how many matched and lists each break with Paystack's and the ledger's figures", async () => {
    server.use(...books([]));
    renderWithProviders(<FinancePage />);
    expect(await screen.findByTestId('reconciliation-summary')).toHaveTextContent(
      '3 matched, 1 break.',
    );
    const breaks = screen.getByRole('region', { name: 'Breaks of 2026-11-27' });
    const row = within(breaks).getByRole('row', { name: /ALF-ZZZ999/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ALF-ZZZ999', 'Not in the ledger', '₦3,000', '₦0', '₦45', '₦45']);
  });

  it("When a day's settlement kept money back, then the settlement shows its charges, fees, what was kept back and what reached the bank", async () => {
    server.use(...books([]));
    renderWithProviders(<FinancePage />);
    const table = await screen.findByRole('region', { name: 'Settlements of 2026-11-27' });
    const row = within(table).getByRole('row', { name: /STL-1/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['STL-1', '4', '₦15,000', '₦225', '₦5,000', '₦9,775', 'Adds up']);
  });

  it("When the Paystack balance is short, then finance sees both figures and what to add; a top-up recorded goes in kobo, and one another member recorded is approved (one's own is not offered)", async () => {
    const posted: unknown[] = [];
    const approved: string[] = [];
    server.use(
      ...books(
        [],
        [],
        ['finance'],
        [],
        [
          topUp({}),
          topUp({ id: 5, bank_reference: 'GTB-TOPUP-2', recorded_by: 6 }),
          topUp({ id: 3, bank_reference: 'GTB-TOPUP-0', status: 'posted', approved_by: 5 }),
        ],
      ),
      http.post(`${BASE}/admin/finance/paystack-top-ups`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          { data: topUp({ id: 9, bank_reference: 'GTB-TOPUP-9', recorded_by: 6 }) },
          { status: 201 },
        );
      }),
      http.post(`${BASE}/admin/finance/paystack-top-ups/:id/approve`, ({ params }) => {
        approved.push(String(params.id));
        return HttpResponse.json({ data: topUp({ status: 'posted', approved_by: 6 }) });
      }),
    );
    renderWithProviders(<FinancePage />);
    const section = await screen.findByRole('region', { name: 'Balance at Paystack' });
    expect(await within(section).findByText('₦60,050')).toBeInTheDocument();
    expect(within(section).getByText('-₦500')).toBeInTheDocument();
    expect(within(section).getByText('-₦650')).toBeInTheDocument();
    const table = within(section).getByRole('region', { name: 'Top-ups of the Paystack balance' });
    expect(
      within(table).queryByRole('button', { name: 'Approve the top-up GTB-TOPUP-2' }),
    ).toBeNull();
    expect(
      within(within(table).getByRole('row', { name: /GTB-TOPUP-2/ })).getByText(
        'You recorded this: another finance member approves it.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Approve the top-up GTB-TOPUP-1' }),
    );
    expect(
      await screen.findByText(
        'Top-up GTB-TOPUP-1 posted: payouts waiting go out on their next run.',
      ),
    ).toBeInTheDocument();
    expect(approved).toEqual(['4']);

    await userEvent.type(within(section).getByLabelText('Amount topped up (₦)'), '60,050');
    await userEvent.type(
      within(section).getByLabelText('Reference of the transfer to Paystack'),
      'GTB-TOPUP-9',
    );
    await userEvent.clear(within(section).getByLabelText('Topped up on'));
    await userEvent.type(within(section).getByLabelText('Topped up on'), '2026-11-27');
    await userEvent.click(within(section).getByRole('button', { name: 'Record the top-up' }));
    expect(
      await screen.findByText(
        'Top-up GTB-TOPUP-9 recorded. Another finance member must approve it before it is posted.',
      ),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      { amount_kobo: 6_005_000, bank_reference: 'GTB-TOPUP-9', made_on: '2026-11-27' },
    ]);
  });

  it('When the finance member who recorded a transfer approves it too, then the refusal is shown; recording one sends the amount in naira', async () => {
    const seen: URL[] = [];
    const posted: unknown[] = [];
    server.use(
      ...books(seen, [
        invoice({}),
        invoice({
          id: 12,
          number: 'INV-000012',
          status: 'transfer_recorded',
          transfer: {
            amount_kobo: 4_500_000,
            bank_reference: 'GTB-778',
            received_on: '2026-11-20',
            recorded_by: 5,
            approved_by: null,
            approved_at: null,
          },
        }),
      ]),
      http.post(`${BASE}/admin/sponsor-invoices/12/approve`, () =>
        HttpResponse.json({ message: SAME_APPROVER }, { status: 403 }),
      ),
      http.post(`${BASE}/admin/sponsor-invoices/11/transfer`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ data: invoice({ status: 'transfer_recorded' }) });
      }),
    );
    renderWithProviders(<FinancePage />);
    const ageing = await screen.findByRole('region', { name: 'Ageing of unpaid invoices' });
    const bucket = within(ageing).getByRole('row', { name: /31-60/ });
    expect(
      within(bucket)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '₦90,000']);
    expect(
      seen.find((u) => u.pathname.endsWith('/sponsor-invoices'))?.searchParams.get('status'),
    ).toBe('unpaid');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve the transfer for INV-000012' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(SAME_APPROVER);

    await userEvent.click(screen.getByRole('button', { name: 'Record a transfer for INV-000011' }));
    await userEvent.type(screen.getByLabelText('Amount received (₦)'), '45,000');
    await userEvent.type(screen.getByLabelText('Bank reference'), 'GTB-901');
    await userEvent.clear(screen.getByLabelText('Received on'));
    await userEvent.type(screen.getByLabelText('Received on'), '2026-11-26');
    await userEvent.click(screen.getByRole('button', { name: 'Record the transfer' }));
    expect(
      await screen.findByText(
        'Transfer recorded for INV-000011. Another finance member must approve it before the cover starts.',
      ),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      { amount: 45_000, bank_reference: 'GTB-901', received_on: '2026-11-26' },
    ]);
  });

  it('When an administrator (who reads but does not move money) opens the invoices, then no record or approve action is offered', async () => {
    server.use(...books([], [invoice({})], ['administrator']));
    renderWithProviders(<FinancePage />);
    const table = await screen.findByRole('region', { name: 'Unpaid sponsor invoices' });
    expect(within(table).getByRole('row', { name: /INV-000011/ })).toBeInTheDocument();
    // The staff member is known once /admin/auth/me answers: wait for the page to settle.
    await screen.findByText('Debits equal credits.');
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it("When finance picks a month, then the underwriter's reports link to the bordereaux as CSV and Excel", async () => {
    server.use(...books([]));
    renderWithProviders(<FinancePage />);
    // The month opens on the server's (the money queue's day), then finance picks another.
    const month = await screen.findByDisplayValue('2026-11');
    await userEvent.clear(month);
    await userEvent.type(month, '2026-10');
    const list = screen.getByRole('list', { name: 'Reports for 2026-10' });
    expect(
      within(list).getByRole('link', { name: 'Claims bordereau, 2026-10, Excel' }),
    ).toBeInTheDocument();
    const links = within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/api/admin/finance/bordereaux/premium?month=2026-10&format=csv',
      '/api/admin/finance/bordereaux/premium?month=2026-10&format=xlsx',
      '/api/admin/finance/bordereaux/claims?month=2026-10&format=csv',
      '/api/admin/finance/bordereaux/claims?month=2026-10&format=xlsx',
      '/api/admin/finance/bordereaux/summary?month=2026-10&format=csv',
      '/api/admin/finance/bordereaux/summary?month=2026-10&format=xlsx',
    ]);
  });
  it('When things wait for finance, then the money queue lists them oldest first with their actions: a break opens its journal and is resolved with a note; a refund started by oneself waits for someone else', async () => {
    const seen: URL[] = [];
    const resolved: unknown[] = [];
    const decided: unknown[] = [];
    server.use(
      ...books(
        seen,
        [],
        ['finance'],
        [
          queueItem({}),
          queueItem({
            id: 'refund-request-4',
            kind: 'refund.awaiting_approval',
            reference: 'ALF-OWN111',
            customer_name: 'Ada Okafor',
            note: 'Goodwill',
            refund_request_id: 4,
            started_by: 6,
            actions: ['decide_refund', 'journal'],
          }),
          queueItem({
            id: 'refund-request-5',
            kind: 'refund.awaiting_approval',
            reference: 'ALF-OTHER2',
            customer_name: 'Bola Ade',
            note: 'Charged twice',
            refund_request_id: 5,
            started_by: 9,
            actions: ['decide_refund', 'journal'],
          }),
        ],
      ),
      http.post(`${BASE}/admin/finance/money-queue/finance-1/resolve`, async ({ request }) => {
        resolved.push(await request.json());
        return HttpResponse.json({ data: { id: 'finance-1', resolved: true } });
      }),
      http.post(`${BASE}/admin/refunds/5/decision`, async ({ request }) => {
        decided.push(await request.json());
        return HttpResponse.json({ data: {} });
      }),
    );
    renderWithProviders(<FinancePage />);
    const table = await screen.findByRole('region', { name: 'Items waiting for finance' });
    expect(screen.getByText('3 items wait for finance.')).toBeInTheDocument();
    const brk = within(table).getByRole('row', { name: /Reconciliation break/ });
    expect(
      within(brk)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((c) => c.textContent),
    ).toEqual(['2026-11-20', 'Reconciliation break', '—', 'ALF-ZZZ999', '₦3,000']);

    await userEvent.click(
      within(brk).getByRole('button', {
        name: 'Open the journal of Reconciliation break ALF-ZZZ999',
      }),
    );
    await screen.findByRole('region', { name: 'Entry 7' });
    expect(seen.find((u) => u.pathname.endsWith('/journal'))?.searchParams.get('reference')).toBe(
      'ALF-ZZZ999',
    );
    expect(screen.getByLabelText('Payment reference or claim id')).toHaveValue('ALF-ZZZ999');

    const own = within(table).getByRole('row', { name: /ALF-OWN111/ });
    expect(within(own).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(own).toHaveTextContent('You started this: another finance member approves it.');
    await userEvent.click(
      within(table).getByRole('button', { name: 'Approve the refund of ALF-OTHER2' }),
    );
    expect(
      await screen.findByText('Refund of ALF-OTHER2 approved: it is on its way to the customer.'),
    ).toBeInTheDocument();
    expect(decided).toEqual([{ decision: 'approve' }]);

    await userEvent.click(
      within(brk).getByRole('button', { name: 'Resolve Reconciliation break ALF-ZZZ999' }),
    );
    await userEvent.type(screen.getByLabelText('What did you do?'), 'A test charge, refunded');
    await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(
      await screen.findByText('Reconciliation break ALF-ZZZ999: resolved.'),
    ).toBeInTheDocument();
    expect(resolved).toEqual([{ note: 'A test charge, refunded' }]);
  });

  it('When an administrator opens the money queue, then they read it and may open a journal, but no money action is offered', async () => {
    server.use(
      ...books(
        [],
        [],
        ['administrator'],
        [
          queueItem({}),
          queueItem({
            id: 'finance-2',
            kind: 'payout.failed',
            reference: 'alf-po-3-1-abcdef0123',
            payout_id: 3,
            claim_id: 12,
            actions: ['approve_payout', 'journal'],
          }),
        ],
      ),
    );
    renderWithProviders(<FinancePage />);
    const table = await screen.findByRole('region', { name: 'Items waiting for finance' });
    await screen.findByText('Debits equal credits.');
    expect(within(table).queryByRole('button', { name: /Send payout|Resolve/ })).toBeNull();
    expect(
      within(table).getByRole('button', {
        name: 'Open the journal of Payout failed alf-po-3-1-abcdef0123',
      }),
    ).toBeInTheDocument();
  });
  it('When finance sends an unpaid invoice’s payment link, then the API makes it and the page says it was e-mailed; an invoice with a link shows it', async () => {
    const asked: string[] = [];
    server.use(
      ...books(
        [],
        [
          invoice({}),
          invoice({
            id: 13,
            number: 'INV-000013',
            payment_url: 'https://checkout.paystack.com/abc',
          }),
        ],
      ),
      http.post(`${BASE}/admin/sponsor-invoices/11/payment-link`, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({
          data: invoice({ payment_url: 'https://checkout.paystack.com/xyz' }),
        });
      }),
    );
    renderWithProviders(<FinancePage />);
    const table = await screen.findByRole('region', { name: 'Unpaid sponsor invoices' });
    expect(within(table).getByRole('link', { name: 'Payment link of INV-000013' })).toHaveAttribute(
      'href',
      'https://checkout.paystack.com/abc',
    );
    await userEvent.click(
      await within(table).findByRole('button', {
        name: 'Send the payment link of INV-000011 to the sponsor',
      }),
    );
    expect(
      await screen.findByText(
        'The payment link of INV-000011 is e-mailed to Dangote Staff Welfare.',
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual(['/api/admin/sponsor-invoices/11/payment-link']);
  });

  it('When finance opens the statement of a month, then its figures are in naira; a member proposes the remittance and another approves it, never the proposer', async () => {
    const seen: URL[] = [];
    const posted: { url: string; body: unknown }[] = [];
    server.use(
      ...books(seen),
      http.post(`${BASE}/admin/finance/remittances`, async ({ request }) => {
        const body = (await request.json()) as { month: string };
        posted.push({ url: request.url, body });
        remittances = [remittance({ id: 3, month: body.month, proposed_by: 6 })];
        return HttpResponse.json({ data: remittances[0] }, { status: 201 });
      }),
    );
    renderWithProviders(<FinancePage />);
    const month = screen.getByLabelText('Statement month');
    await userEvent.clear(month);
    await userEvent.type(month, '2026-10');
    const table = await screen.findByTestId('statement');
    expect(within(table).getByRole('row', { name: /Gross premium written/ })).toHaveTextContent(
      '₦10,000',
    );
    expect(within(table).getByRole('row', { name: /Less our commission/ })).toHaveTextContent(
      '(₦1,500)',
    );
    expect(screen.getByTestId('statement-balance')).toHaveTextContent('₦6,000');
    await userEvent.click(await screen.findByRole('button', { name: 'Propose remitting ₦6,000' }));
    expect(posted).toEqual([
      { url: `${BASE}/admin/finance/remittances`, body: { month: '2026-10' } },
    ]);
    expect(
      await screen.findByText(
        'Remittance of ₦6,000 for 2026-10 proposed. Another finance member approves it.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('You proposed this: another finance member approves it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve the remittance of 2026-10' })).toBeNull();
  });

  it('When a remittance another member proposed waits, then finance approves it and the page says it is posted', async () => {
    const approved: string[] = [];
    remittances = [remittance({ id: 4, month: '2026-10', proposed_by: 9 })];
    server.use(
      ...books([]),
      http.post(`${BASE}/admin/finance/remittances/4/approve`, () => {
        approved.push('4');
        remittances = [{ ...remittances[0]!, status: 'posted' }];
        return HttpResponse.json({ data: remittances[0] });
      }),
    );
    renderWithProviders(<FinancePage />);
    const month = screen.getByLabelText('Statement month');
    await userEvent.clear(month);
    await userEvent.type(month, '2026-10');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve the remittance of 2026-10' }),
    );
    expect(approved).toEqual(['4']);
    expect(
      await screen.findByText('The remittance of 2026-10 is posted: its balance is now 0.'),
    ).toBeInTheDocument();
  });

  it('When finance proposes a manual journal, then the naira typed are sent as kobo; what the API refuses is shown at the lines', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...books([]),
      http.post(`${BASE}/admin/finance/journals`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            message: 'The debits and credits must be equal.',
            errors: {
              lines: [
                'The debits and credits must be equal, in Alaafia’s accounts and in the underwriter’s each.',
              ],
            },
          },
          { status: 422 },
        );
      }),
    );
    renderWithProviders(<FinancePage />);
    const form = await screen.findByRole('form', { name: 'Propose a journal' });
    await userEvent.type(within(form).getByLabelText('Why'), 'Bank charges for October');
    const accounts = within(form).getAllByLabelText('Account');
    await userEvent.selectOptions(accounts[0]!, 'paystack_fees');
    await userEvent.selectOptions(accounts[1]!, 'bank');
    await userEvent.type(within(form).getAllByLabelText('Debit (₦)')[0]!, '1,500.50');
    await userEvent.type(within(form).getAllByLabelText('Credit (₦)')[1]!, '1500');
    await userEvent.click(within(form).getByRole('button', { name: 'Propose the journal' }));
    expect(bodies).toEqual([
      {
        reason: 'Bank charges for October',
        lines: [
          { account: 'paystack_fees', debit_kobo: 150_050, credit_kobo: 0 },
          { account: 'bank', debit_kobo: 0, credit_kobo: 150_000 },
        ],
      },
    ]);
    expect(
      await within(form).findByText(
        'The debits and credits must be equal, in Alaafia’s accounts and in the underwriter’s each.',
      ),
    ).toBeInTheDocument();
  });

  it('When a line has no account or an amount that is not naira, then the form says so under the lines and sends nothing; Add a line adds a third', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...books([]),
      http.post(`${BASE}/admin/finance/journals`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: {} }, { status: 201 });
      }),
    );
    renderWithProviders(<FinancePage />);
    const form = await screen.findByRole('form', { name: 'Propose a journal' });
    await userEvent.type(within(form).getByLabelText('Why'), 'Bank charges for October');
    await userEvent.selectOptions(within(form).getAllByLabelText('Account')[0]!, 'paystack_fees');
    await userEvent.type(within(form).getAllByLabelText('Debit (₦)')[0]!, 'ten naira');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a line' }));
    expect(within(form).getAllByLabelText('Account')).toHaveLength(3);
    await userEvent.click(within(form).getByRole('button', { name: 'Propose the journal' }));
    expect(
      await within(form).findByText('Choose an account and type an amount in naira on each line.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('When the next month is closed, then the close is asked of the API and its refusal is shown', async () => {
    const closed: string[] = [];
    server.use(
      ...books([]),
      http.post(`${BASE}/admin/finance/periods/:month/close`, ({ params }) => {
        closed.push(String(params.month));
        return HttpResponse.json(
          {
            message:
              'Send the month’s premium and claims bordereaux to the underwriter (download them) before closing it.',
          },
          { status: 409 },
        );
      }),
    );
    renderWithProviders(<FinancePage />);
    expect(
      await screen.findByText('No month is closed yet. Next to close: 2026-10.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close 2026-10' }));
    expect(closed).toEqual(['2026-10']);
    expect(
      await screen.findByText(
        'Send the month’s premium and claims bordereaux to the underwriter (download them) before closing it.',
      ),
    ).toBeInTheDocument();
  });
});

function remittance(over: Partial<RemittanceAnswer>): RemittanceAnswer {
  return {
    id: 1,
    status: 'awaiting_approval',
    proposed_by: 6,
    proposed_by_name: 'Finance One',
    proposed_at: '2026-11-02T09:00:00.000Z',
    approved_by: null,
    approved_at: null,
    entry_id: null,
    month: '2026-10',
    amount_kobo: 600_000,
    ...over,
  };
}
