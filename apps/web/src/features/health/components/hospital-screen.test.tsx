import { changeHospitalCopy } from '@alaafia/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, customerFixture, renderWithProviders } from '#test/render.js';
import { HospitalScreen } from './hospital-screen';
import { BASE, server } from '#test/msw.js';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

const hospital = (id: number) => ({
  id,
  name: `Hospital ${id}`,
  address: `${id} Allen Avenue`,
  full_address: `${id} Allen Avenue, Ikeja, Lagos`,
});

type Sent = { method: string; path: string; body: unknown };

function screenApi(patch: () => Promise<Response> | Response) {
  const sent: Sent[] = [];
  server.use(
    http.get(`${BASE}/local/states`, () =>
      HttpResponse.json({ data: [{ id: 25, name: 'Lagos', locals: [{ id: 1, name: 'Ikeja' }] }] }),
    ),
    http.get(`${BASE}/local/hospitals/states/:stateId`, () =>
      HttpResponse.json({
        data: [1, 2, 3].map(hospital),
        meta: { current_page: 1, last_page: 1, per_page: 3, total: 3 },
      }),
    ),
    http.post(`${BASE}/engage/add-to-event`, () =>
      HttpResponse.json({ data: { id: 1 } }, { status: 201 }),
    ),
    http.patch(`${BASE}/local/customers/7`, async ({ request }) => {
      sent.push({ method: 'PATCH', path: '/local/customers/7', body: await request.json() });
      return patch();
    }),
    http.post(`${BASE}/local/customers/7/change-hospital-request/`, async ({ request }) => {
      sent.push({
        method: 'POST',
        path: '/local/customers/7/change-hospital-request/',
        body: await request.json(),
      });
      return HttpResponse.json(
        {
          data: {
            id: 3,
            status: 'pending',
            hospital_id: 2,
            change_reason: 'Closer',
            created_at: '2026-11-23T09:00:00.000Z',
          },
        },
        { status: 201 },
      );
    }),
    http.get(`${BASE}/local/customers/7/change-hospital-request`, () =>
      HttpResponse.json({ data: null }),
    ),
  );
  return { sent };
}

describe('HospitalScreen (20)', () => {
  it('When Continue is pressed, then it stays disabled and busy while the hospital saves, and the wizard moves on once it is saved', async () => {
    let release: () => void = () => undefined;
    const saved = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { sent } = screenApi(async () => {
      await saved;
      return HttpResponse.json({ data: { ...customerFixture(), preferred_hospital: hospital(2) } });
    });
    const onSaved = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<HospitalScreen customer={customerFixture()} onSaved={onSaved} />);
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: /Hospital 2/ }));
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(next).toBeDisabled();
    expect(next).toHaveAttribute('aria-busy', 'true');
    // A second press while saving sends nothing more.
    await user.click(next);
    expect(sent).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(next).not.toHaveAttribute('aria-busy'));
  });

  it('When a customer whose health plan is active picks another hospital, then the refusal opens the reason step, the change request is sent and the wizard goes on with their hospital', async () => {
    const { sent } = screenApi(() =>
      HttpResponse.json(
        {
          message: changeHospitalCopy.changeByRequest,
          errors: { preferred_hospital: [changeHospitalCopy.changeByRequest] },
        },
        { status: 422 },
      ),
    );
    const onSaved = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    const customer = customerFixture({ preferred_hospital: hospital(1) });
    renderWithProviders(<HospitalScreen customer={customer} onSaved={onSaved} />);
    const notice = await screen.findByRole('dialog', { name: 'Already selected a hospital' });
    await user.click(within(notice).getByRole('button', { name: 'Choose another' }));
    await user.click(await screen.findByRole('radio', { name: /Hospital 2/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const reason = await screen.findByRole('dialog', {
      name: 'Why do you want to change your hospital?',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.type(within(reason).getByLabelText('Your reason'), 'Closer');
    await user.click(within(reason).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([
      ['PATCH', '/local/customers/7', { user_id: 7, preferred_hospital: 2 }],
      [
        'POST',
        '/local/customers/7/change-hospital-request/',
        { hospital_id: 2, change_reason: 'Closer' },
      ],
    ]);
  });
});
