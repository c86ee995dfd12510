import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { POLICY_REASON_COPY, type PolicyHistoryAnswer } from '@alaafia/domain';
import { renderWithProviders } from '#test/render.js';
import { PolicyHistory } from './policy-history';
import { BASE, server } from '#test/msw.js';

const history: PolicyHistoryAnswer = {
  policy_number: 'ALF-HI-2026-000001',
  events: [
    {
      at: '2026-01-10T09:00:00.000Z',
      from: null,
      to: 'active',
      reason: 'created',
      text: POLICY_REASON_COPY.created,
      by: 'system',
    },
    {
      at: '2026-03-10T23:30:00.000Z',
      from: 'active',
      to: 'paused',
      reason: 'payment_overdue',
      text: POLICY_REASON_COPY.payment_overdue,
      by: 'system',
    },
  ],
};

describe('PolicyHistory', () => {
  it('When the customer opens the policy history, then it is read once and each change shows its Lagos day in plain words', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/local/customers/7/policies/ALF-HI-2026-000001/history`, () => {
        calls += 1;
        return HttpResponse.json({ data: history });
      }),
    );
    renderWithProviders(<PolicyHistory customerId={7} policyNumber="ALF-HI-2026-000001" />);
    expect(calls).toBe(0);
    await userEvent.click(screen.getByText('Policy history'));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `10 January 2026: ${POLICY_REASON_COPY.created}`,
      // 23:30 UTC is past midnight in Lagos.
      `11 March 2026: ${POLICY_REASON_COPY.payment_overdue}`,
    ]);
    expect(calls).toBe(1);
  });
});
