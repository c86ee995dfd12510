import type { CallBack } from '@alaafia/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { BASE, server } from '#test/msw.js';
import { CallBacksSection } from './call-backs-section';

const waiting: CallBack[] = [
  {
    id: 7,
    kind: 'callback.requested',
    since: '2027-03-10T08:00:00.000Z',
    customer_id: null,
    customer_name: null,
    phone: '07060000001',
    note: 'Call back 07060000001 (asked by USSD, no account).',
  },
  {
    id: 8,
    kind: 'claim.reported',
    since: '2027-03-10T09:00:00.000Z',
    customer_id: 41,
    customer_name: 'Ada Okafor',
    phone: '08030000001',
    note: 'Claim reported by USSD: Health Cash, Accident or emergency care, on 2027-03-05.',
  },
];

describe("support's call-backs (issue 41)", () => {
  it('When support opens the page, then each call-back shows why, whom and the number; marking one done sends the note and it leaves the list', async () => {
    let open = [...waiting];
    const done: unknown[] = [];
    server.use(
      http.get(`${BASE}/admin/support/call-backs`, () => HttpResponse.json({ data: open })),
      http.post(`${BASE}/admin/support/call-backs/:id/done`, async ({ request, params }) => {
        const body = (await request.json()) as { note: string };
        done.push({ id: Number(params.id), ...body });
        if (body.note.length < 5)
          return HttpResponse.json(
            {
              message:
                'Say what came of the call (at least 5 characters): it is kept with the item.',
              errors: {
                note: [
                  'Say what came of the call (at least 5 characters): it is kept with the item.',
                ],
              },
            },
            { status: 422 },
          );
        open = open.filter((c) => c.id !== Number(params.id));
        return HttpResponse.json({ data: { id: Number(params.id), done: true } });
      }),
    );
    renderWithProviders(<CallBacksSection />);
    const table = await screen.findByRole('region', { name: 'Call-backs waiting' });
    expect(within(table).getByText('Call me back')).toBeInTheDocument();
    expect(within(table).getByText('No account')).toBeInTheDocument();
    expect(within(table).getByText('Claim reported')).toBeInTheDocument();
    expect(within(table).getByText('08030000001')).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Mark the call-back to Ada Okafor done' }),
    );
    const note = screen.getByLabelText('What came of the call?');
    await userEvent.type(note, 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText(/Say what came of the call/)).toBeInTheDocument();
    await userEvent.type(note, ' — claim made on the web with the bill');
    await userEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(screen.queryByText('Claim reported')).toBeNull());
    expect(screen.getByText('Call me back')).toBeInTheDocument();
    expect(done).toEqual([
      { id: 8, note: 'ok' },
      { id: 8, note: 'ok — claim made on the web with the bill' },
    ]);
  });

  it('When nobody waits, then the section says so', async () => {
    server.use(http.get(`${BASE}/admin/support/call-backs`, () => HttpResponse.json({ data: [] })));
    renderWithProviders(<CallBacksSection />);
    expect(await screen.findByText('Nobody is waiting for a call.')).toBeInTheDocument();
  });
});
