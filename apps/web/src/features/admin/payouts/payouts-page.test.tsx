import type { AdminPayout } from '@alaafia/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { PayoutsPage } from './payouts-page';
import { BASE, server } from '#test/msw.js';

const payout: AdminPayout = {
  id: 41,
  sequence: 1,
  due_date: '2026-11-28',
  amount: 50_000,
  status: 'awaiting_approval',
  paid_at: null,
  confirmed: null,
  claim_id: 9,
  claim_number: 'CLM-0009',
  product_uid: 'EI',
  customer_name: 'Chidi Okafor',
  amount_claimed: 80_000,
  amount_approved: 50_000,
  account_number: '******6789',
  bank_name: 'Guaranty Trust Bank',
  reference: null,
  decided_by: 2,
  approved_by: null,
  failure_reason: null,
};

describe('the payouts page (issue 30)', () => {
  it('When finance approves a payout, then the page says which payout went, for how much and under which transfer reference; each row shows its payout id and reference', async () => {
    let waiting = [payout];
    server.use(
      http.get(`${BASE}/admin/auth/me`, () =>
        HttpResponse.json({ data: { id: 5, email: 'fin@alaafia.ng', roles: ['finance'] } }),
      ),
      http.get(`${BASE}/admin/payouts`, ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        if (status === 'awaiting_approval') return HttpResponse.json({ data: waiting });
        if (status === 'failed')
          return HttpResponse.json({
            data: [
              {
                ...payout,
                id: 40,
                status: 'failed',
                reference: 'PO-40-1',
                failure_reason: 'Account closed',
              },
            ],
          });
        return HttpResponse.json({ data: [] });
      }),
      http.post(`${BASE}/admin/payouts/41/approve`, () => {
        waiting = [];
        return HttpResponse.json({
          data: { ...payout, status: 'processing', reference: 'PO-41-1', approved_by: 5 },
        });
      }),
    );
    renderWithProviders(<PayoutsPage />);
    const table = await screen.findByRole('region', { name: 'Payouts awaiting approval' });
    const row = within(table).getByRole('row', { name: /CLM-0009/ });
    expect(within(row).getByRole('cell', { name: '41' })).toBeInTheDocument();
    expect(within(row).getByText('Not sent yet')).toBeInTheDocument();
    // The amount claimed beside the amount approved, and the account as the API masked it.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[headers.indexOf('Claimed')]).toBe('₦80,000');
    expect(cells[headers.indexOf('Approved')]).toBe('₦50,000');
    expect(cells[headers.indexOf('To account')]).toBe('******6789Guaranty Trust Bank');
    const failed = await screen.findByRole('region', { name: 'Failed payouts' });
    expect(within(failed).getByText('PO-40-1')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: /Approve/ }));
    expect(
      await screen.findByText(
        'Payout 41 (payment 1 of claim CLM-0009, ₦50,000 to Chidi Okafor) approved. Transfer reference PO-41-1.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nothing is waiting for approval.')).toBeInTheDocument();
  });

  it("When a transfer failed, then its row shows Paystack's reason (gateway_response), the NIP session id and the fee charged", async () => {
    server.use(
      http.get(`${BASE}/admin/auth/me`, () =>
        HttpResponse.json({ data: { id: 5, email: 'fin@alaafia.ng', roles: ['finance'] } }),
      ),
      http.get(`${BASE}/admin/payouts`, ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        if (status === 'failed')
          return HttpResponse.json({
            data: [
              {
                ...payout,
                id: 40,
                status: 'failed',
                reference: 'alf-po-40-1-abcdef',
                failure_reason: 'Could not credit the beneficiary account',
                transfer_session_id: '090405260601090000123456789012',
                transfer_fee: 10.75,
              },
            ],
          });
        return HttpResponse.json({ data: [] });
      }),
    );
    renderWithProviders(<PayoutsPage />);
    const failed = await screen.findByRole('region', { name: 'Failed payouts' });
    const row = within(failed).getByRole('row', { name: /CLM-0009/ });
    expect(within(row).getByText('alf-po-40-1-abcdef')).toBeInTheDocument();
    expect(within(row).getByText('NIP session 090405260601090000123456789012')).toBeInTheDocument();
    expect(within(row).getByText('Fee ₦10.75')).toBeInTheDocument();
    expect(
      within(row).getByRole('cell', { name: 'Could not credit the beneficiary account' }),
    ).toBeInTheDocument();
  });
});
