import type { AdminClaim, ClaimAutomationAnswer } from '@alaafia/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BASE, server } from '#test/msw.js';
import { renderWithProviders } from '#test/render.js';
import { AutomationPage } from './automation-page';

const settings = (over: Partial<ClaimAutomationAnswer> = {}): ClaimAutomationAnswer => ({
  enabled: true,
  max_claim_kobo: 5_000_000,
  daily_budget_kobo: 100_000_000,
  sample_percent: 5,
  pending_change: null,
  ...over,
});

const paid = {
  id: 41,
  claim_number: 'CLM-20261001-AB12CD',
  amount_approved: 12_000,
  customer: { id: 7, name: 'Chidi Eze', email: null, phone: null },
  look_back: { due_on: '2026-10-08', looked_back_at: null, looked_back_by: null },
  automation: {
    decision: 'approve',
    reasons: [],
    sampled: false,
    rules: [
      { name: 'identity verified', held: true },
      { name: 'under the per-claim limit', held: true },
    ],
    decided_at: '2026-10-01T10:00:00.000Z',
  },
} as unknown as AdminClaim;

function automationApi(answer: ClaimAutomationAnswer) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let current = answer;
  server.use(
    http.get(`${BASE}/admin/claims/automation`, () => HttpResponse.json({ data: current })),
    http.put(`${BASE}/admin/claims/automation`, async ({ request }) => {
      const body = (await request.json()) as ClaimAutomationAnswer;
      calls.push({ method: 'PUT', url: request.url, body });
      current = {
        ...current,
        pending_change: { ...body, id: 3, proposed_by: 1, proposed_at: '2026-10-01T09:00:00.000Z' },
      };
      return HttpResponse.json({ data: current }, { status: 202 });
    }),
    http.post(`${BASE}/admin/claims/automation/changes/:id/approve`, ({ request }) => {
      calls.push({ method: 'POST', url: request.url, body: null });
      return HttpResponse.json(
        { message: 'Another administrator must approve the change you proposed.' },
        { status: 403 },
      );
    }),
    http.get(`${BASE}/admin/claims/look-back`, () => HttpResponse.json({ data: [paid] })),
    http.post(`${BASE}/admin/claims/41/look-back`, async ({ request }) => {
      calls.push({ method: 'POST', url: request.url, body: await request.json() });
      return HttpResponse.json({ data: paid });
    }),
    http.get(`${BASE}/admin/claims/automation/report`, () =>
      HttpResponse.json({
        data: {
          from: '2026-09-24',
          to: '2026-10-01',
          approved: 31,
          approved_kobo: 45_000_000,
          to_a_person: 12,
          sampled: 2,
          looked_back: 30,
          found_wrong: 1,
        },
      }),
    ),
  );
  return calls;
}

describe('The back office of claims paid by rules (issue 39)', () => {
  it('When an administrator proposes new limits in naira, then kobo go to the API and the change waits; approving one’s own change shows the refusal', async () => {
    const calls = automationApi(settings());
    renderWithProviders(<AutomationPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('₦50,000')).toBeVisible();
    const limit = screen.getByLabelText('Most for one claim (₦)');
    await user.clear(limit);
    await user.type(limit, '40000');
    await user.click(screen.getByRole('button', { name: 'Propose' }));
    const pending = await screen.findByRole('region', { name: 'Change waiting for approval' });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      body: {
        enabled: true,
        max_claim_kobo: 4_000_000,
        daily_budget_kobo: 100_000_000,
        sample_percent: 5,
      },
    });
    await user.click(within(pending).getByRole('button', { name: 'Approve' }));
    expect(
      await within(pending).findByText(
        'Another administrator must approve the change you proposed.',
      ),
    ).toBeVisible();
    expect(calls[1]!.url).toContain('/admin/claims/automation/changes/3/approve');
  });

  it('When a claims officer finds a problem with a claim the rules paid, then a recovery is asked for with the note; the rules that held and the week’s figures show', async () => {
    const calls = automationApi(settings());
    renderWithProviders(<AutomationPage />);
    const user = userEvent.setup();
    const row = (await screen.findByText('CLM-20261001-AB12CD')).closest('tr')!;
    expect(within(row).getByText('identity verified, under the per-claim limit')).toBeVisible();
    await user.type(
      within(row).getByLabelText('What you found on CLM-20261001-AB12CD'),
      'The receipt was altered',
    );
    await user.click(within(row).getByRole('button', { name: 'Open a recovery' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: `${BASE}/admin/claims/41/look-back`,
        body: { finding: 'problem', note: 'The receipt was altered' },
      }),
    );
    expect(await screen.findByText('31 (₦450,000)')).toBeVisible();
    // The API's week ends the day before its `to`: staff read the week's last day.
    expect(screen.getByText('2026-09-24 to 2026-09-30')).toBeVisible();
  });
});
