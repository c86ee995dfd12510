import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BASE, server } from '#test/msw.js';
import { renderWithProviders } from '#test/render.js';
import { MembersCases } from './members-cases';
import type { AskedToPayQueueItem, ClaimsWorkItem } from './preauthorisations-api';

const waiting: AskedToPayQueueItem = {
  id: 9,
  customer_id: 7,
  late: false,
  hospital: { code: 'LAG-001', name: 'Reddington Hospital' },
  visit_date: '2026-03-10',
  amount_asked: 15_000,
  paid: true,
  receipt: true,
  opened_at: '2026-03-10T13:00:00.000Z',
  answer_due_by: '2026-03-10T14:00:00.000Z',
  minutes_left: 10,
  escalated_at: '2026-03-10T13:45:00.000Z',
  answered_at: null,
  answer: null,
  refund_claim: null,
};

const notReceived: ClaimsWorkItem = {
  id: 31,
  kind: 'care.not_received',
  closes: 'by-hand',
  customer_id: 7,
  reference: 'PA-ABCDEFGH',
  amount_kobo: 900_000,
  note: 'The member says they did not receive the care Reddington Hospital (LAG-001) recorded on 10 March 2026.',
  created_at: '2026-03-10T13:00:00.000Z',
};

describe('The claims team’s members’ cases (issue 39 item 6)', () => {
  it('When a case is escalated, then it is flagged and the officer’s answer is sent; a member’s "not received" is resolved with a note', async () => {
    const sent: { url: string; body: unknown }[] = [];
    server.use(
      http.get(`${BASE}/admin/claims/asked-to-pay`, () => HttpResponse.json({ data: [waiting] })),
      http.get(`${BASE}/admin/claims/work-items`, () => HttpResponse.json({ data: [notReceived] })),
      http.post(`${BASE}/admin/claims/asked-to-pay/9/answer`, async ({ request }) => {
        sent.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ data: { ...waiting, answer: 'x' } });
      }),
      http.post(`${BASE}/admin/claims/work-items/31/resolve`, async ({ request }) => {
        sent.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ data: { id: 31, resolved: true } });
      }),
    );
    renderWithProviders(<MembersCases />);
    const user = userEvent.setup();
    const row = (await screen.findByText('Reddington Hospital')).closest('tr')!;
    expect(within(row).getByText('Escalated')).toBeVisible();
    expect(within(row).getByText('2026-03-10: ₦15,000 asked, paid, receipt')).toBeVisible();
    await user.type(
      within(row).getByLabelText('Answer to the member (case 9)'),
      'Go back: they will treat you under your plan.',
    );
    await user.click(within(row).getByRole('button', { name: 'Answer' }));
    const item = (await screen.findByText(/did not receive the care/)).closest('tr')!;
    await user.type(within(item).getByLabelText('What you did (item 31)'), 'Called the hospital');
    await user.click(within(item).getByRole('button', { name: 'Resolve' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          url: `${BASE}/admin/claims/asked-to-pay/9/answer`,
          body: { answer: 'Go back: they will treat you under your plan.' },
        },
        {
          url: `${BASE}/admin/claims/work-items/31/resolve`,
          body: { note: 'Called the hospital' },
        },
      ]),
    );
  });
});
