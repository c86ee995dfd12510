import type { AskedToPayCase, CareConfirmation, Customer } from '@alaafia/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#lib/query-client.js';
import { server } from '#test/msw.js';
import { customerFixture } from '#test/render.js';
import { CarePage } from './care-page';

const BASE = 'http://localhost:3000/api';

const member = (): Customer =>
  customerFixture({
    id: 7,
    preferred_hospital: {
      id: 3,
      name: 'Reddington Hospital',
      address: '1 Allen Avenue',
      full_address: '1 Allen Avenue, Ikeja, Lagos',
    },
  });

const question: CareConfirmation = {
  id: 5,
  kind: 'preauthorisation',
  hospital: 'Reddington Hospital',
  benefit: 'Accidents & Emergencies',
  care_date: '2026-03-10',
  asked_at: '2026-03-10T12:00:00.000Z',
  answer: null,
  answered_at: null,
};

function careApi() {
  const answers: unknown[] = [];
  const opened: unknown[] = [];
  const cases: AskedToPayCase[] = [];
  let asked: CareConfirmation = question;
  server.use(
    http.get(`${BASE}/auth/me`, () => HttpResponse.json({ data: member() })),
    http.get(`${BASE}/local/customers/7/care-confirmations`, () =>
      HttpResponse.json({ data: [asked] }),
    ),
    http.post(`${BASE}/local/customers/7/care-confirmations/5`, async ({ request }) => {
      answers.push(await request.json());
      asked = { ...question, answer: 'no', answered_at: '2026-03-10T13:00:00.000Z' };
      return HttpResponse.json({ data: asked });
    }),
    http.get(`${BASE}/local/customers/7/asked-to-pay`, () => HttpResponse.json({ data: cases })),
    http.post(`${BASE}/local/customers/7/asked-to-pay`, async ({ request }) => {
      const body = (await request.json()) as { amount_asked: number | null };
      if (!body.amount_asked)
        return HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: {
              amount_asked: [
                'Enter the amount the hospital asked for in naira, a whole number from 1.',
              ],
            },
          },
          { status: 422 },
        );
      opened.push(body);
      const made: AskedToPayCase = {
        id: 9,
        hospital: { code: 'LAG-001', name: 'Reddington Hospital' },
        visit_date: '2026-03-10',
        amount_asked: 15_000,
        paid: true,
        receipt: false,
        opened_at: '2026-03-10T13:00:00.000Z',
        answer_due_by: '2026-03-10T14:00:00.000Z',
        minutes_left: 60,
        escalated_at: null,
        answered_at: null,
        answer: null,
      };
      cases.unshift(made);
      return HttpResponse.json({ data: made }, { status: 201 });
    }),
  );
  return { answers, opened };
}

function renderAt(path: string) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <CarePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CarePage (issue 39 item 6)', () => {
  it('When the member opens the SMS link and answers No, then the answer is sent and the page thanks them and says a claims officer will look into it', async () => {
    const { answers } = careApi();
    renderAt('/care?question=5');
    expect(
      await screen.findByText(
        'Reddington Hospital told us you received care under your Accidents & Emergencies benefit there on 2026-03-10. Did you?',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No, I did not' }));
    expect(
      await screen.findByText(
        'Thank you for telling us. A claims officer will look into it with the hospital.',
      ),
    ).toBeInTheDocument();
    expect(answers).toEqual([{ received: false }]);
  });

  it('When the member sends "I was asked to pay" without an amount, then the field shows the message; with it, the case shows with its clock', async () => {
    const { opened } = careApi();
    renderAt('/care');
    await screen.findByRole('heading', { name: 'I was asked to pay' });
    await userEvent.type(screen.getByLabelText('Date of the visit'), '2026-03-10');
    await userEvent.click(screen.getByLabelText('Yes, I paid'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Enter the amount the hospital asked for in naira, a whole number from 1.',
      ),
    ).toBeInTheDocument();
    expect(opened).toEqual([]);

    await userEvent.type(screen.getByLabelText('Amount you were asked to pay (₦)'), '15000');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(opened).toEqual([
        { hospital_id: 3, visit_date: '2026-03-10', amount_asked: 15_000, paid: true },
      ]),
    );
    expect(
      await screen.findByText('We will answer by 15:00 (60 minutes left).'),
    ).toBeInTheDocument();
  });

  it('When the customer has no health plan hospital, then the page says the form is for health plan members and shows no form to fill', async () => {
    careApi();
    server.use(
      http.get(`${BASE}/auth/me`, () =>
        HttpResponse.json({ data: customerFixture({ id: 7, preferred_hospital: null }) }),
      ),
    );
    renderAt('/care');
    await screen.findByRole('heading', { name: 'I was asked to pay' });
    expect(screen.getByText(/^This is for health plan members\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByLabelText('Date of the visit')).toBeNull();
  });
});
