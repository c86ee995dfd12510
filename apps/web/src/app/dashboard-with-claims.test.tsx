import type { Claim } from '@alaafia/domain';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerFixture, renderWithProviders } from '#test/render.js';
import { BASE, server, signedInAs } from '#test/msw.js';
import { ClaimsIfAny } from './dashboard-with-claims';
import { load } from './route-modules';

/** A claim as GET /local/customers/{id}/claims answers it: submitted, nothing paid yet. */
const claim: Claim = {
  id: 31,
  claim_number: 'CLM-2026-000031',
  product_uid: 'EI',
  policy_number: 'EI-000123',
  status: 'submitted',
  status_label: 'Claim received',
  reason: 'dismissal',
  benefit: null,
  date_of_loss: '2026-12-01',
  amount_claimed: null,
  amount_approved: null,
  description: null,
  documents: [],
  bank: { bank_code: '058', account_number: '******6789', account_name: 'CHIDI EZE' },
  timeline: [
    {
      status: 'submitted',
      label: 'Claim received',
      at: '2026-12-20T09:00:00.000Z',
      by: 'customer',
      note: null,
      note_copy: null,
      note_values: null,
    },
  ],
  payouts: [],
  due_for: null,
  due_by: null,
  late: false,
  premium_unpaid_due_on: null,
  statutory_due_by: '2027-02-18T09:00:00.000Z',
  confirmation_due_by: null,
  limits_left: null,
  automation: null,
  less_reason: null,
  follow_up_of: null,
  asked_to_pay_case_id: null,
  clock: { filed_at: '2026-10-01T10:00:00.000Z', approved_at: null, paid_at: null },
  created_at: '2026-12-20T09:00:00.000Z',
};

function showClaims(claims: Claim[]) {
  let asked = 0;
  server.use(
    signedInAs(customerFixture()),
    http.get(`${BASE}/local/customers/7/claims`, () => {
      asked += 1;
      return HttpResponse.json({ data: claims });
    }),
  );
  // The claims list's chunk: whether it is asked for at all is what these tests are about.
  const chunk = vi.spyOn(load, 'claimsSection');
  renderWithProviders(<ClaimsIfAny customerId={7} />);
  return { asked: () => asked, chunk };
}

afterEach(() => vi.restoreAllMocks());

describe("the dashboard's claims", () => {
  it('When the customer has never claimed, then the claims are asked for but the list’s code is never fetched', async () => {
    const { asked, chunk } = showClaims([]);
    await waitFor(() => expect(asked()).toBe(1));
    // A moment for anything that would follow the answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chunk).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Your claims' })).not.toBeInTheDocument();
  });

  it('When the customer has a claim, then the list is fetched and shown', async () => {
    showClaims([claim]);
    expect(await screen.findByRole('heading', { name: 'Your claims' })).toBeInTheDocument();
    expect(screen.getByText('CLM-2026-000031', { exact: false })).toBeInTheDocument();
  });
});
