import type { Eligibility } from '@alaafia/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { HospitalPortal } from './hospital-portal';
import { BASE, server } from '#test/msw.js';

const paused: Eligibility = {
  member_number: 'AM0K3ZQ8TV7M',
  name: 'Bola Ade',
  plan: 'SMEDAN',
  covered: false,
  at_this_hospital: true,
  reason: 'Not covered: the cover is paused because a premium is unpaid.',
  reason_code: 'paused_for_payment',
  date_of_birth: '**/**/1990',
  date_of_birth_confirmed: null,
  benefits: [
    {
      benefit: 'accidents_emergencies',
      name: 'Accidents & Emergencies',
      available: true,
      available_from: null,
      monthly_limit: 50_000,
      left_this_month: 20_000,
      note: null,
    },
    {
      benefit: 'antenatal_delivery',
      name: 'Ante-natal & delivery',
      available: true,
      available_from: null,
      monthly_limit: 10_000,
      left_this_month: 10_000,
      note: 'Usable 12 months after purchase.',
    },
  ],
};

describe('The hospital portal', () => {
  it('While the portal asks who is signed in, then it shows whose portal it is and that it is loading', async () => {
    server.use(http.get(`${BASE}/hospital/auth/me`, () => new Promise<never>(() => {})));
    renderWithProviders(<HospitalPortal />);
    expect(screen.getByText('Alaafia for hospitals')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading the hospital portal');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('When nobody is signed in to the portal, then it shows its own sign-in', async () => {
    server.use(
      http.get(`${BASE}/hospital/auth/me`, () =>
        HttpResponse.json(
          { message: 'Sign in to the hospital portal to continue.' },
          { status: 401 },
        ),
      ),
    );
    renderWithProviders(<HospitalPortal />);
    expect(await screen.findByRole('heading', { name: 'Alaafia for hospitals' })).toBeTruthy();
  });

  it('When nobody has signed in to the portal on this browser, then the sign-in shows without asking who is (no 401 in the console)', async () => {
    document.cookie = 'alaafia_hospital_in=; max-age=0; path=/';
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/hospital/auth/me`, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ message: 'x' }, { status: 401 });
      }),
    );
    try {
      renderWithProviders(<HospitalPortal />);
      expect(await screen.findByRole('heading', { name: 'Alaafia for hospitals' })).toBeTruthy();
      expect(await screen.findByLabelText('Email')).toBeTruthy();
      expect(asked).toEqual([]);
    } finally {
      document.cookie = 'alaafia_hospital_in=1; path=/';
    }
  });

  it('When a member number is checked, then the portal says not covered, why, and what is left of each limit', async () => {
    let asked = '';
    server.use(
      http.get(`${BASE}/hospital/auth/me`, () =>
        HttpResponse.json({
          data: { email: 'd@h.ng', name: 'Desk', hospital: { code: 'LA-0001', name: 'Agege' } },
        }),
      ),
      http.get(`${BASE}/hospital/visits`, () => HttpResponse.json({ data: [] })),
      http.get(`${BASE}/hospital/preauthorisations`, () => HttpResponse.json({ data: [] })),
      http.get(`${BASE}/hospital/capitation`, () => HttpResponse.json({ data: [] })),
      http.get(`${BASE}/hospital/members/:number`, ({ params }) => {
        asked = String(params.number);
        return HttpResponse.json({ data: paused });
      }),
    );
    renderWithProviders(<HospitalPortal />);
    const region = await screen.findByRole('region', { name: 'Eligibility' });
    const user = userEvent.setup();
    await user.type((await screen.findAllByLabelText(/Member number/))[0]!, 'am0k3zq8tv7m');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/Not covered today/)).toBeTruthy();
    expect(region.textContent).toContain('the cover is paused because a premium is unpaid');
    expect(region.textContent).toContain('₦20,000');
    expect(asked).toBe('am0k3zq8tv7m');
    // The member's date of birth, masked, to confirm who is at the desk (issue 38 item 7).
    expect(screen.getByTestId('member-dob').textContent).toBe('Date of birth on file: **/**/1990');
    // A&E's limit is a month's; ante-natal's ₦10,000 is 'up to', not under 'a month'.
    const rows = within(region).getAllByRole('row');
    expect(rows.find((r) => r.textContent?.includes('Accidents'))!.textContent).toContain(
      '₦50,000 a month',
    );
    const anc = rows.find((r) => r.textContent?.includes('Ante-natal'))!.textContent ?? '';
    expect(anc).toContain('Up to ₦10,000');
    expect(anc).not.toContain('a month');
    // No camera reader in this browser: typing only.
    expect(screen.queryByRole('button', { name: 'Scan the card' })).toBeNull();
  });

  it("When the hospital's desk opens the portal, then its capitation statements show each month's total and whether it is paid (issue 36)", async () => {
    const statement = (month: string, draft: boolean, payment: unknown) => ({
      hospital: { code: 'LA-0001', name: 'Agege' },
      month,
      draft,
      enrolees: 3,
      rate: 500,
      capitation: 1500,
      preauthorised: 300,
      total: 1800,
      lines: [],
      payment,
    });
    server.use(
      http.get(`${BASE}/hospital/auth/me`, () =>
        HttpResponse.json({
          data: { email: 'd@h.ng', name: 'Desk', hospital: { code: 'LA-0001', name: 'Agege' } },
        }),
      ),
      http.get(`${BASE}/hospital/visits`, () => HttpResponse.json({ data: [] })),
      http.get(`${BASE}/hospital/preauthorisations`, () => HttpResponse.json({ data: [] })),
      http.get(`${BASE}/hospital/capitation`, () =>
        HttpResponse.json({
          data: [
            statement('2026-11', true, null),
            statement('2026-10', false, {
              id: 1,
              status: 'posted',
              amount: 1800,
              proposed_at: '2026-11-02T09:00:00.000Z',
              paid_at: '2026-11-03T09:00:00.000Z',
            }),
            statement('2026-09', false, null),
          ],
        }),
      ),
    );
    renderWithProviders(<HospitalPortal />);
    const table = await screen.findByTestId('hospital-statements');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['November 2026 (so far)', '3', '₦1,500', '₦300', '₦1,800', 'Not due yet'],
      ['October 2026', '3', '₦1,500', '₦300', '₦1,800', 'Paid on 3 November 2026, 10:00'],
      ['September 2026', '3', '₦1,500', '₦300', '₦1,800', 'Due'],
    ]);
  });
});
