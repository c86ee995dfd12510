import type { EnrolmentAnswer, SponsorAnswer } from '@alaafia/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { CsvEnrolForm } from './sponsor-csv-form';
import { EnrolForm } from './sponsor-enrol-form';
import { SponsorsPage } from './sponsors-page';
import { BASE, server } from '#test/msw.js';

const sponsor: SponsorAnswer = {
  id: 3,
  name: 'Dangote Group',
  contact_name: 'Ada Obi',
  contact_email: 'ada@dangote.ng',
  contact_phone: null,
  rc_number: 'RC1234567',
  created_at: '2026-11-01T09:00:00.000Z',
  enrolled: 1,
  pending: 1,
  amount_due: 60000,
};

const enrolment: EnrolmentAnswer = {
  id: 11,
  sponsor_id: 3,
  email: 'chidi@example.ng',
  customer_id: 7,
  customer_name: 'Chidi Eze',
  product: 'HI',
  plan_code: 'SMEDAN',
  months: 12,
  status: 'active',
  invoice_number: 'SPN-2026-000001',
  policy_number: 'AHI-000123',
  premium: 5000,
  unit: 'Month',
  starts_on: '2026-11-02',
  ends_on: '2027-11-01',
  amount_due: 60000,
  enrolled_at: '2026-11-02T09:00:00.000Z',
};

function serve(roles: string[]) {
  server.use(
    http.get(`${BASE}/admin/auth/me`, () =>
      HttpResponse.json({ data: { id: 5, email: 'staff@alaafia.ng', roles } }),
    ),
    http.get(`${BASE}/admin/sponsors`, () => HttpResponse.json({ data: [sponsor] })),
    http.get(`${BASE}/admin/sponsors/3/enrolments`, () => HttpResponse.json({ data: [enrolment] })),
    http.get(`${BASE}/admin/sponsor-invoices`, ({ request }) =>
      HttpResponse.json({
        data:
          new URL(request.url).searchParams.get('sponsor_id') === '3'
            ? [
                {
                  id: 1,
                  number: 'SPN-2026-000001',
                  sponsor_id: 3,
                  sponsor_name: 'Dangote Group',
                  status: 'unpaid',
                  issued_on: '2026-09-01',
                  due_on: '2026-09-15',
                  total_kobo: 330_000,
                  age_days: 35,
                  ageing_bucket: '31-60',
                  payment_url: null,
                  transfer: null,
                  paid_at: null,
                  paid_via: null,
                  lines: [],
                },
              ]
            : [],
      }),
    ),
  );
}

describe('the Sponsors page (issue 26: a list, a sponsor, and each form in its own part)', () => {
  it('When finance opens a sponsor, then its enrolments and what it owes show, and no enrolment form', async () => {
    serve(['finance']);
    renderWithProviders(<SponsorsPage />);
    expect(await screen.findByRole('cell', { name: 'Dangote Group' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open Dangote Group' }));
    const detail = await screen.findByRole('region', { name: 'Dangote Group' });
    expect(await within(detail).findByText('chidi@example.ng')).toBeInTheDocument();
    expect(within(detail).getByRole('cell', { name: 'Covered' })).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'Export enrolments as CSV' })).toBeVisible();
    // Its invoices (issue 27): cover starts when each is paid; an unpaid one shows its age.
    expect(
      await within(detail).findByRole('cell', { name: 'SPN-2026-000001' }),
    ).toBeInTheDocument();
    expect(within(detail).getByRole('cell', { name: '35 days (31-60)' })).toBeInTheDocument();
    expect(within(detail).getByRole('cell', { name: '₦3,300' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Enrol one customer' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Add a sponsor' })).toBeNull();
  });

  it('When the enrol form is on Health Insurance, then the months hint speaks of it, and of HealthCash only once HealthCash is chosen (issue 38)', async () => {
    serve(['administrator']);
    server.use(http.get(`${BASE}/local/products`, () => HttpResponse.json({ data: [] })));
    renderWithProviders(<EnrolForm sponsorId={3} />);
    const months = screen.getByLabelText('Months paid for');
    expect(months).toHaveAccessibleDescription('From 1 to 24 months, paid at once.');
    await userEvent.setup().selectOptions(screen.getByLabelText('Product'), 'HTCI');
    expect(months).toHaveAccessibleDescription('HealthCash is sold by the year: 12 or 24.');
  });

  it('When an administrator uploads without choosing a file, then the CSV form asks for one and sends nothing', async () => {
    serve(['administrator']);
    renderWithProviders(<CsvEnrolForm sponsorId={3} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a CSV file.')).toBeInTheDocument();
  });
});
