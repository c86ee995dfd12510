import type { AdminClaim } from '@alaafia/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { ClaimsPage } from './claims-page';
import { BASE, server } from '#test/msw.js';

const left = (accident: number) => ({
  year_from: '2026-01-05',
  year_to: '2027-01-05',
  total: { limit: 1_100_000, left: 1_000_000 + accident },
  benefits: {
    accident_emergency: { limit: 100_000, left: accident },
    permanent_disability: { limit: 500_000, left: 500_000 },
    accidental_death: { limit: 500_000, left: 500_000 },
  },
});

function claim(overrides: Partial<AdminClaim> = {}): AdminClaim {
  return {
    id: 41,
    claim_number: 'CLM-20260601-AB12CD',
    product_uid: 'HTCI',
    policy_number: 'HTCI-000045',
    status: 'submitted',
    status_label: 'Claim received',
    reason: null,
    benefit: 'accident_emergency',
    date_of_loss: '2026-02-20',
    amount_claimed: 60_000,
    amount_approved: null,
    description: null,
    documents: [],
    bank: { bank_code: '058', account_number: '******6789', account_name: 'CHIDI EZE' },
    timeline: [],
    payouts: [],
    due_for: 'decision',
    due_by: '2026-06-15T22:59:59.999Z',
    late: false,
    statutory_due_by: '2026-07-31T08:00:00.000Z',
    premium_unpaid_due_on: null,
    confirmation_due_by: null,
    limits_left: left(20_000),
    automation: null,
    less_reason: null,
    follow_up_of: null,
    asked_to_pay_case_id: null,
    clock: { filed_at: '2026-10-01T10:00:00.000Z', approved_at: null, paid_at: null },
    look_back: null,
    statutory_days_left: 42,
    created_at: '2026-06-01T08:00:00.000Z',
    customer: { id: 7, name: 'Chidi Eze', email: 'chidi@example.ng', phone: '08031234567' },
    evidence: [],
    decided_by: null,
    rejection_code: null,
    sla_alerted: false,
    late_notice: true,
    cover_unconfirmed: false,
    notice_before_purchase: null,
    shared_files: [
      {
        document_id: 3,
        original_name: 'bill.pdf',
        claim_id: 12,
        claim_number: 'CLM-20260520-EF34GH',
        url: '/admin/claims?claim=12',
      },
    ],
    ...overrides,
  };
}

describe('The back office claim view', () => {
  it('When a claim used a file seen before, was reported late and has part of its limit used, then the officer sees each, and the amount offered is what is left', async () => {
    server.use(
      http.get(`${BASE}/admin/claims`, () => HttpResponse.json({ data: [claim()] })),
      http.get(`${BASE}/admin/claims/notices`, () =>
        HttpResponse.json({
          data: { notices: ['The Islamic holidays of the claims clock end in 2030.'] },
        }),
      ),
    );
    renderWithProviders(<ClaimsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'CLM-20260601-AB12CD' }));
    expect(screen.getByText('The Islamic holidays of the claims clock end in 2030.')).toBeVisible();
    const detail = screen.getByRole('article');
    expect(within(detail).getByText(/Late notice: reported more than 90 days after/)).toBeVisible();
    expect(within(detail).getByRole('link', { name: 'CLM-20260520-EF34GH' })).toHaveAttribute(
      'href',
      '/admin/claims?claim=12',
    );
    expect(
      within(detail).getByText('Accidents and emergencies: ₦20,000 of ₦100,000'),
    ).toBeVisible();
    expect(within(detail).getByLabelText('Amount to pay')).toHaveValue('20,000');
  });

  it('When claims wait in the queue, then each shows the days left of the s.210 clock, marked when 10 or fewer (issue 39 item 7)', async () => {
    server.use(
      http.get(`${BASE}/admin/claims`, () =>
        HttpResponse.json({
          data: [
            claim(),
            claim({ id: 2, claim_number: 'CLM-20260602-XY99ZZ', statutory_days_left: 1 }),
            claim({ id: 3, claim_number: 'CLM-20260603-PAID00', statutory_days_left: null }),
          ],
        }),
      ),
    );
    renderWithProviders(<ClaimsPage />);
    expect(await screen.findByText('s.210: 42 days left')).not.toHaveClass('admin-flag--late');
    expect(screen.getByText('s.210: 1 day left')).toHaveClass('admin-flag--late');
    expect(screen.getAllByText(/^s\.210:/)).toHaveLength(2);
  });

  it('When the officer approves, then the decision is saved and said so, with at most what is left sent', async () => {
    let current = claim({ shared_files: [], late_notice: false });
    const decisions: unknown[] = [];
    server.use(
      http.get(`${BASE}/admin/claims`, () => HttpResponse.json({ data: [current] })),
      http.get(`${BASE}/admin/claims/notices`, () => HttpResponse.json({ data: { notices: [] } })),
      http.post(`${BASE}/admin/claims/41/decision`, async ({ request }) => {
        decisions.push(await request.json());
        current = {
          ...current,
          status: 'approved',
          status_label: 'Approved',
          amount_approved: 20_000,
        };
        return HttpResponse.json({ data: current });
      }),
    );
    renderWithProviders(<ClaimsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'CLM-20260601-AB12CD' }));
    const detail = screen.getByRole('article');
    await user.type(within(detail).getByLabelText('Reason'), 'Bill checked.');
    await user.click(within(detail).getByRole('button', { name: 'Save decision' }));
    // ₦60,000 claimed, ₦20,000 left: the officer confirms the different amount, in words (issue 25).
    const confirm = await screen.findByRole('dialog', { name: 'Pay a different amount?' });
    expect(confirm).toHaveTextContent('₦60,000');
    await user.click(within(confirm).getByRole('button', { name: 'Approve ₦20,000' }));
    expect(await within(detail).findByRole('status')).toHaveTextContent('Decision saved: Approve.');
    expect(decisions).toEqual([{ decision: 'approve', reason: 'Bill checked.', amount: 20_000 }]);
    expect(await within(screen.getByRole('article')).findByText('₦20,000')).toBeVisible();
    expect(within(screen.getByRole('article')).getByRole('status')).toBeVisible();
  });

  it('When the officer rejects, then a reason code is chosen from the list, sent with the reason, and shown on the claim', async () => {
    let current = claim({ shared_files: [], late_notice: false });
    const decisions: unknown[] = [];
    server.use(
      http.get(`${BASE}/admin/claims`, () => HttpResponse.json({ data: [current] })),
      http.get(`${BASE}/admin/claims/notices`, () => HttpResponse.json({ data: { notices: [] } })),
      http.post(`${BASE}/admin/claims/41/decision`, async ({ request }) => {
        const body = (await request.json()) as { rejection_code?: string };
        decisions.push(body);
        if (!body.rejection_code) {
          return HttpResponse.json(
            {
              message: 'Check the highlighted fields',
              errors: { rejection_code: ['Choose the reason for not approving this claim.'] },
            },
            { status: 422 },
          );
        }
        current = {
          ...current,
          status: 'rejected',
          status_label: 'Not approved',
          rejection_code: 'excluded_cause',
        };
        return HttpResponse.json({ data: current });
      }),
    );
    renderWithProviders(<ClaimsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'CLM-20260601-AB12CD' }));
    const detail = screen.getByRole('article');
    await user.click(within(detail).getByLabelText('Reject'));
    await user.type(within(detail).getByLabelText('Reason'), 'Not an emergency.');
    await user.click(within(detail).getByRole('button', { name: 'Save decision' }));
    expect(
      await within(detail).findByText('Choose the reason for not approving this claim.'),
    ).toBeVisible();
    await user.selectOptions(within(detail).getByLabelText('Reason code'), 'Excluded cause');
    await user.click(within(detail).getByRole('button', { name: 'Save decision' }));
    expect(await within(detail).findByRole('status')).toHaveTextContent('Decision saved: Reject.');
    expect(decisions).toEqual([
      { decision: 'reject', reason: 'Not an emergency.' },
      { decision: 'reject', reason: 'Not an emergency.', rejection_code: 'excluded_cause' },
    ]);
    expect(await within(screen.getByRole('article')).findByText('Excluded cause')).toBeVisible();
  });

  it("When the queue is read at 1280 px beside an open claim, then 'Due by' sits next to the claim number with its flags under the date, so it is never the column cut off (issue 30)", async () => {
    server.use(
      http.get(`${BASE}/admin/claims`, () =>
        HttpResponse.json({ data: [claim({ late: true, sla_alerted: true })] }),
      ),
      http.get(`${BASE}/admin/claims/notices`, () => HttpResponse.json({ data: { notices: [] } })),
    );
    renderWithProviders(<ClaimsPage />);
    const queue = await screen.findByRole('region', { name: 'Claims queue' });
    expect(
      within(queue)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Claim', 'Due by', 'Customer', 'For', 'Status']);
    const due = within(queue).getAllByRole('cell')[1]!;
    // The date on its own line (it does not wrap), the flags below it in a wrapping group.
    const date = due.querySelector('.admin-claims__when');
    expect(date?.textContent).toBe('15/06/2026, 23:59:59');
    const flags = due.querySelector('.admin-claims__flags');
    expect([...(flags?.children ?? [])].map((f) => f.textContent)).toEqual([
      'Late',
      '60-day alert',
      's.210: 42 days left',
      'Late notice',
      'File used before',
    ]);
  });
});
