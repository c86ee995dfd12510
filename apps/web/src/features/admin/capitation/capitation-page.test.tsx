import type { CapitationStatement } from '@alaafia/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, server } from '#test/msw.js';
import { renderWithProviders } from '#test/render.js';
import { CapitationPage } from './capitation-page';

const statement = (payment: CapitationStatement['payment']): CapitationStatement => ({
  hospital: { code: 'LAG-001', name: 'Reddington Hospital' },
  month: '2026-01',
  draft: false,
  enrolees: 2,
  rate: 250,
  capitation: 500,
  preauthorised: 0,
  total: 500,
  lines: [{ kind: 'enrolee', member_number: 'ALF-HI-000001', amount: 250 }],
  payment,
});

function capitationApi(roles: string[]) {
  const calls: string[] = [];
  let current = statement({
    id: 9,
    status: 'awaiting_approval',
    amount: 500,
    proposed_at: '2026-02-01T09:00:00.000Z',
    paid_at: null,
  });
  server.use(
    http.get(`${BASE}/admin/auth/me`, () =>
      HttpResponse.json({ data: { id: 5, email: 'fin@alaafia.ng', roles } }),
    ),
    http.get(`${BASE}/admin/capitation`, () => HttpResponse.json({ data: [current] })),
    http.post(`${BASE}/admin/capitation/payments/:id/withdraw`, ({ request }) => {
      calls.push(request.url);
      current = statement(null);
      return HttpResponse.json({ data: { id: 9, status: 'withdrawn' } });
    }),
  );
  return calls;
}

describe('the capitation page: a hospital payment waiting for approval', () => {
  it('When a finance member withdraws it, then the API is asked once, the page says nothing is paid and the statement can be proposed again', async () => {
    const calls = capitationApi(['finance']);
    renderWithProviders(<CapitationPage />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Withdraw the payment to Reddington Hospital for 2026-01',
      }),
    );
    expect(
      await screen.findByText(
        'The payment to Reddington Hospital is withdrawn: nothing is paid, and it can be proposed again.',
      ),
    ).toBeVisible();
    expect(calls).toEqual([`${BASE}/admin/capitation/payments/9/withdraw`]);
    expect(
      await screen.findByRole('button', {
        name: 'Propose paying Reddington Hospital ₦500 for 2026-01',
      }),
    ).toBeVisible();
  });

  it('When an administrator (not finance) reads it, then there is no Withdraw button', async () => {
    capitationApi(['administrator']);
    renderWithProviders(<CapitationPage />);
    expect(await screen.findByTestId('capitation-payment-LAG-001')).toHaveTextContent(
      'Payment of ₦500 proposed',
    );
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });
});
