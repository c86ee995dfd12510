import type { Customer, PendingHospitalChange } from '@alaafia/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerFixture, renderWithProviders } from '#test/render.js';
import { HealthTileHospital } from './health-tile-hospital';
import { BASE, server } from '#test/msw.js';

const states = [
  {
    id: 25,
    name: 'Lagos',
    locals: [
      { id: 1, name: 'Ikeja' },
      { id: 2, name: 'Epe' },
    ],
  },
  { id: 15, name: 'Federal Capital Territory', locals: [{ id: 9, name: 'Bwari' }] },
];

function hospital(id: number) {
  return {
    id,
    name: `Hospital ${id}`,
    address: `${id} Allen Avenue`,
    full_address: `${id} Allen Avenue, Ikeja, Lagos`,
  };
}

const withHospital = (): Customer =>
  customerFixture({
    preferred_hospital: {
      id: 1,
      name: 'Hospital 1',
      address: '1 Allen Avenue',
      full_address: '1 Allen Avenue, Ikeja, Lagos',
    },
  });

type Sent = { path: string; body: unknown };

/** The API the tile talks to: the list (Epe has none), the request under review, the request. */
function hospitalApi(options: { pending?: PendingHospitalChange; refuse?: string } = {}) {
  const sent: Sent[] = [];
  let pending: PendingHospitalChange = options.pending ?? null;
  server.use(
    http.get(`${BASE}/local/states`, () => HttpResponse.json({ data: states })),
    http.get(`${BASE}/local/hospitals/states/:stateId`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      if (url.searchParams.get('city') === 'epe') {
        return HttpResponse.json({
          data: [],
          meta: { current_page: 1, last_page: 1, per_page: 3, total: 0 },
        });
      }
      return HttpResponse.json({
        data: (page === 1 ? [1, 2, 3] : [4, 5]).map(hospital),
        meta: { current_page: page, last_page: 2, per_page: 3, total: 5 },
      });
    }),
    http.get(`${BASE}/local/customers/7/change-hospital-request`, () =>
      HttpResponse.json({ data: pending }),
    ),
    http.post(`${BASE}/local/customers/7/change-hospital-request/`, async ({ request }) => {
      const body = (await request.json()) as { hospital_id: number; change_reason: string };
      sent.push({ path: new URL(request.url).pathname, body });
      if (options.refuse) return HttpResponse.json({ message: options.refuse }, { status: 422 });
      pending = {
        id: 11,
        status: 'pending',
        hospital_id: body.hospital_id,
        hospital_name: `Hospital ${body.hospital_id}`,
        change_reason: body.change_reason,
        created_at: '2026-11-23T09:00:00.000Z',
      };
      const { hospital_name: _name, ...recorded } = pending;
      return HttpResponse.json({ data: recorded }, { status: 201 });
    }),
    http.patch(`${BASE}/local/customers/7`, async ({ request }) => {
      const body = (await request.json()) as { preferred_hospital: number };
      sent.push({ path: new URL(request.url).pathname, body });
      const chosen = hospital(body.preferred_hospital);
      return HttpResponse.json({ data: { ...customerFixture(), preferred_hospital: chosen } });
    }),
  );
  return { sent };
}

async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Change hospital' }));
  const confirm = await screen.findByRole('dialog', { name: 'Hospital' });
  await user.click(within(confirm).getByRole('button', { name: 'Change hospital' }));
  return screen.findByRole('dialog', { name: 'Search hospitals near you' });
}

describe('the health tile: changing hospital', () => {
  it("When the customer asks to change, then 'Hospital' says 'You already selected a hospital' and Continue keeps it without a request", async () => {
    const { sent } = hospitalApi();
    const user = userEvent.setup();
    renderWithProviders(<HealthTileHospital customer={withHospital()} />);
    expect(screen.getByText('Hospital 1')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Change hospital' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hospital' });
    expect(within(confirm).getByText('You already selected a hospital')).toBeVisible();
    expect(within(confirm).getByText('Hospital 1, 1 Allen Avenue')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
  });

  it("When another hospital is chosen and a reason given, then change-hospital-request gets both and the tile shows the request under review, without 'Change hospital'", async () => {
    const { sent } = hospitalApi();
    const user = userEvent.setup();
    renderWithProviders(<HealthTileHospital customer={withHospital()} />);
    const search = await openSearch(user);
    const save = within(search).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    // Their own hospital is listed, marked, and cannot be chosen again.
    const own = await within(search).findByRole('radio', { name: /Hospital 1/ });
    expect(own).toBeDisabled();
    expect(within(search).getByText('Your hospital')).toBeVisible();
    await user.click(within(search).getByRole('radio', { name: /Hospital 3/ }));
    expect(save).toBeEnabled();
    await user.click(save);

    const reason = await screen.findByRole('dialog', {
      name: 'Why do you want to change your hospital?',
    });
    expect(
      within(reason).getByText(
        /You asked to move to Hospital 3\..*Hospital 1 stays your hospital\./,
      ),
    ).toBeVisible();
    // An empty reason is refused before anything is sent.
    await user.click(within(reason).getByRole('button', { name: 'Send request' }));
    expect(
      within(reason).getByText('Please tell us why you want to change your hospital'),
    ).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(reason).getByLabelText('Your reason'), 'We moved to Ikeja.');
    await user.click(within(reason).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        path: '/api/local/customers/7/change-hospital-request/',
        body: { hospital_id: 3, change_reason: 'We moved to Ikeja.' },
      },
    ]);
    expect(
      await screen.findByText(
        'Change to Hospital 3 requested on 23 November 2026. Our care team is reviewing it.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change hospital' })).toBeNull();
    expect(screen.getByText('Hospital 1')).toBeVisible();
  });

  it("When a request is under review, then the tile says so and offers no 'Change hospital'", async () => {
    hospitalApi({
      pending: {
        id: 4,
        status: 'pending',
        hospital_id: 2,
        hospital_name: 'Hospital 2',
        change_reason: 'Closer',
        created_at: '2026-11-20T08:00:00.000Z',
      },
    });
    renderWithProviders(<HealthTileHospital customer={withHospital()} />);
    expect(
      await screen.findByText(
        'Change to Hospital 2 requested on 20 November 2026. Our care team is reviewing it.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change hospital' })).toBeNull();
  });

  it('When the API refuses the request, then its message shows and the reason step stays open', async () => {
    const refusal =
      'You can change your hospital once every 3 months. You can request another change from 15 February 2027.';
    hospitalApi({ refuse: refusal });
    const user = userEvent.setup();
    renderWithProviders(<HealthTileHospital customer={withHospital()} />);
    const search = await openSearch(user);
    await user.click(await within(search).findByRole('radio', { name: /Hospital 2/ }));
    await user.click(within(search).getByRole('button', { name: 'Save' }));
    const reason = await screen.findByRole('dialog', {
      name: 'Why do you want to change your hospital?',
    });
    await user.type(within(reason).getByLabelText('Your reason'), 'Closer to work');
    await user.click(within(reason).getByRole('button', { name: 'Send request' }));
    expect(await within(reason).findByRole('alert')).toHaveTextContent(refusal);
    // Back returns to the list with the card still chosen.
    await user.click(within(reason).getByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('dialog', { name: 'Search hospitals near you' });
    expect(within(again).getByRole('radio', { name: /Hospital 2/ })).toBeChecked();
  });

  it("When more pages exist, then 'See More' appends them; an area without hospitals shows 'No Hospitals Found' and Save stays off", async () => {
    hospitalApi();
    const user = userEvent.setup();
    renderWithProviders(<HealthTileHospital customer={withHospital()} />);
    const search = await openSearch(user);
    await within(search).findByRole('radio', { name: /Hospital 3/ });
    await user.click(within(search).getByRole('button', { name: 'See More' }));
    expect(await within(search).findByRole('radio', { name: /Hospital 5/ })).toBeVisible();
    expect(within(search).queryByRole('button', { name: 'See More' })).toBeNull();
    await user.click(within(search).getByRole('radio', { name: /Hospital 4/ }));

    await user.selectOptions(within(search).getByLabelText('Local Govt Area'), 'Epe');
    expect(
      await within(search).findByRole('button', { name: 'No Hospitals Found' }),
    ).toBeDisabled();
    expect(within(search).queryAllByRole('radio')).toHaveLength(0);
    expect(within(search).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("When the customer has no hospital yet, then 'Choose hospital' saves the one chosen straight away", async () => {
    const { sent } = hospitalApi();
    const user = userEvent.setup();
    renderWithProviders(<HealthTileHospital customer={customerFixture()} />);
    expect(screen.getByText('No hospital chosen yet')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Choose hospital' }));
    const search = await screen.findByRole('dialog', { name: 'Search hospitals near you' });
    await user.click(await within(search).findByRole('radio', { name: /Hospital 2/ }));
    await user.click(within(search).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      { path: '/api/local/customers/7', body: { user_id: 7, preferred_hospital: 2 } },
    ]);
  });
});
