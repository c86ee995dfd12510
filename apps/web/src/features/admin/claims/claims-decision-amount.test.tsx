import type { AdminClaim } from '@alaafia/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { ClaimsPage } from './claims-page';
import { BASE, server } from '#test/msw.js';

const claim: AdminClaim = {
  id: 41,
  claim_number: 'CLM-2026-000041',
  product_uid: 'HTCI',
  policy_number: 'HTCI-000041',
  status: 'submitted',
  status_label: 'Received',
  reason: null,
  benefit: 'accident_emergency',
  date_of_loss: '2026-11-02',
  amount_claimed: 45_000,
  amount_approved: null,
  description: 'Fractured wrist',
  documents: [],
  bank: { bank_code: '058', account_number: '******6789', account_name: 'AMAKA OBI' },
  timeline: [],
  payouts: [],
  due_for: 'decision',
  due_by: '2026-11-20T09:00:00.000Z',
  late: false,
  statutory_due_by: '2026-12-30',
  premium_unpaid_due_on: null,
  confirmation_due_by: null,
  created_at: '2026-11-03T09:00:00.000Z',
  customer: { id: 7, name: 'Amaka Obi', email: 'amaka@example.ng', phone: '08031234567' },
  evidence: [],
  decided_by: null,
  rejection_code: null,
  sla_alerted: false,
  limits_left: null,
  automation: null,
  less_reason: null,
  follow_up_of: null,
  asked_to_pay_case_id: null,
  clock: { filed_at: '2026-10-01T10:00:00.000Z', approved_at: null, paid_at: null },
  look_back: null,
  statutory_days_left: 42,
  late_notice: false,
  cover_unconfirmed: false,
  notice_before_purchase: null,
  shared_files: [],
};

function serve(decisions: unknown[]) {
  server.use(
    http.get(`${BASE}/admin/claims`, () => HttpResponse.json({ data: [claim] })),
    http.post(`${BASE}/admin/claims/:id/decision`, async ({ request }) => {
      decisions.push(await request.json());
      return HttpResponse.json({ data: { ...claim, status: 'approved' } });
    }),
  );
}

async function openClaim() {
  renderWithProviders(<ClaimsPage />);
  await userEvent.click(await screen.findByRole('button', { name: claim.claim_number }));
  return screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount to pay' });
}

describe('a claims decision that moves money (issue 25)', () => {
  it('When the officer types 45000 over the pre-filled ₦45,000, then ₦45,000 is approved, in words, with no question', async () => {
    const decisions: unknown[] = [];
    serve(decisions);
    const amount = await openClaim();
    expect(amount).toHaveValue('45,000');
    // What a browser's fill (or select-all and a quick retype) does: the whole text in one input.
    fireEvent.change(amount, { target: { value: '45000' } });
    expect(amount).toHaveValue('45,000');
    expect(screen.getByText('forty-five thousand naira', { exact: false })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reason'), 'Bill checked');
    await userEvent.click(screen.getByRole('button', { name: 'Save decision' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Decision saved: Approve.');
    expect(decisions).toEqual([{ decision: 'approve', reason: 'Bill checked', amount: 45_000 }]);
  });

  it('When the amount differs from the one claimed, then it is said in words and confirmed before it is sent', async () => {
    const decisions: unknown[] = [];
    serve(decisions);
    const amount = await openClaim();
    await userEvent.tripleClick(amount);
    await userEvent.keyboard('4500');
    expect(amount).toHaveAccessibleDescription(/four thousand, five hundred naira/);
    await userEvent.type(screen.getByLabelText('Reason'), 'Part of the bill');
    await userEvent.click(screen.getByRole('button', { name: 'Save decision' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay a different amount?' });
    expect(dialog).toHaveTextContent(
      'The customer claimed ₦45,000 (forty-five thousand naira). You are approving ₦4,500 (four thousand, five hundred naira).',
    );
    expect(decisions).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the amount' }));
    expect(decisions).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save decision' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve ₦4,500' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Decision saved: Approve.');
    expect(decisions).toEqual([{ decision: 'approve', reason: 'Part of the bill', amount: 4_500 }]);
  });
});
