import type { AskedToPayCase, CareConfirmation, Claim, Customer } from '@alaafia/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#lib/query-client.js';
import { BASE, server, signedInAs } from '#test/msw.js';
import { customerFixture } from '#test/render.js';
import { CarePage } from './care-page';

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
    signedInAs(member()),
    http.get(`${BASE}/local/customers/7/care-confirmations`, () =>
      HttpResponse.json({ data: [asked] }),
    ),
    http.post(`${BASE}/local/customers/7/care-confirmations/5`, async ({ request }) => {
      answers.push(await request.json());
      asked = { ...question, answer: 'no', answered_at: '2026-03-10T13:00:00.000Z' };
      return HttpResponse.json({ data: asked });
    }),
    http.get(`${BASE}/local/customers/7/asked-to-pay`, () => HttpResponse.json({ data: cases })),
    http.get(`${BASE}/local/banks`, () =>
      HttpResponse.json({
        data: [
          { id: 1, code: '044', name: 'Access Bank', description: 'Access Bank' },
          { id: 2, code: '058', name: 'GTBank', description: 'GTBank' },
        ],
      }),
    ),
    http.get(`${BASE}/local/customers/7/claims/payout-account`, () =>
      HttpResponse.json({
        data: { bank_code: '058', account_number: '0123456789', source: 'identity_check' },
      }),
    ),
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
        refund_claim: null,
      };
      cases.unshift(made);
      return HttpResponse.json({ data: made }, { status: 201 });
    }),
  );
  return { answers, opened, cases };
}

/** A case where the member paid, and the refund claim's route (422 over what the plan had left). */
function refundApi(cases: AskedToPayCase[]) {
  const filed: unknown[] = [];
  const uploads: string[] = [];
  cases.push({
    id: 9,
    hospital: { code: 'LAG-001', name: 'Reddington Hospital' },
    visit_date: '2026-03-10',
    amount_asked: 60_000,
    paid: true,
    receipt: false,
    opened_at: '2026-03-10T13:00:00.000Z',
    answer_due_by: '2026-03-10T14:00:00.000Z',
    minutes_left: 60,
    escalated_at: null,
    answered_at: null,
    answer: null,
    refund_claim: null,
  });
  server.use(
    http.post(`${BASE}/local/upload/s3`, async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      uploads.push(file.name);
      return HttpResponse.json({ data: { file_url: '/api/local/uploads/receipt-token-1234567' } });
    }),
    http.post(`${BASE}/local/customers/7/asked-to-pay/9/refund-claim`, async ({ request }) => {
      const body = (await request.json()) as { amount_paid: number };
      if (body.amount_paid > 50_000)
        return HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: {
              amount_paid: [
                'Your plan had ₦50,000 left for Accidents & Emergencies that month, so the refund can be at most that.',
              ],
            },
          },
          { status: 422 },
        );
      filed.push(body);
      cases[0] = {
        ...cases[0]!,
        refund_claim: {
          id: 41,
          claim_number: 'CLM-20260310-ABC123',
          status: 'submitted',
          status_label: 'Claim received',
          amount_claimed: body.amount_paid,
        },
      };
      return HttpResponse.json({ data: { id: 41 } as Claim }, { status: 201 });
    }),
  );
  return { filed, uploads };
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
        'Reddington Hospital told us you received care under your Accidents & Emergencies benefit there on 10 March 2026. Did you?',
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
    // The day and the amount as the customer reads them elsewhere, not '2026-03-10' and '₦15000'.
    expect(
      screen.getByText('Reddington Hospital, 10 March 2026: asked to pay ₦15,000'),
    ).toBeInTheDocument();
  });

  it('When the customer has no health plan hospital, then the page says the form is for health plan members and shows no form to fill', async () => {
    careApi();
    server.use(signedInAs(customerFixture({ id: 7, preferred_hospital: null })));
    renderAt('/care');
    await screen.findByRole('heading', { name: 'I was asked to pay' });
    expect(screen.getByText(/^This is for health plan members\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByLabelText('Date of the visit')).toBeNull();
  });

  it('When the member paid, then the case asks for the refund: without a receipt it says so, over the plan’s limit the amount shows why, and once filed the case shows the refund claim', async () => {
    const { cases } = careApi();
    const { filed, uploads } = refundApi(cases);
    renderAt('/care');
    const form = await screen.findByRole('form', { name: 'Claim back what you paid' });
    expect(screen.getByLabelText('Amount you paid (₦)')).toHaveValue('60000');
    // The account on file to start with.
    await waitFor(() =>
      expect(screen.getByLabelText('Account number (in your name)')).toHaveValue('0123456789'),
    );
    expect(screen.getByLabelText('Bank to pay it back to')).toHaveValue('058');
    await userEvent.selectOptions(
      screen.getByLabelText('What care was it?'),
      'accidents_emergencies',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Claim my refund' }));
    expect(
      await screen.findByText('Upload the receipt the hospital gave you for what you paid.'),
    ).toBeInTheDocument();
    expect(filed).toEqual([]);

    await userEvent.upload(
      screen.getByLabelText('Receipt (a photo or PDF)'),
      new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Claim my refund' }));
    expect(
      await screen.findByText(
        'Your plan had ₦50,000 left for Accidents & Emergencies that month, so the refund can be at most that.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Amount you paid (₦)')).toHaveAttribute('aria-invalid', 'true');
    expect(filed).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Amount you paid (₦)'));
    await userEvent.type(screen.getByLabelText('Amount you paid (₦)'), '50000');
    await userEvent.click(screen.getByRole('button', { name: 'Claim my refund' }));
    await waitFor(() =>
      expect(filed).toEqual([
        {
          amount_paid: 50_000,
          care: 'accidents_emergencies',
          receipt: '/api/local/uploads/receipt-token-1234567',
          bank_code: '058',
          account_number: '0123456789',
        },
      ]),
    );
    expect(uploads).toEqual(['receipt.pdf', 'receipt.pdf']);
    expect(
      await screen.findByText(
        'Refund claim CLM-20260310-ABC123 for ₦50,000: Claim received. You can follow it with your claims.',
      ),
    ).toBeInTheDocument();
    expect(form).not.toBeInTheDocument();
  });

  it('When the member did not pay, then the case offers no refund', async () => {
    const { cases } = careApi();
    cases.push({
      id: 10,
      hospital: { code: 'LAG-001', name: 'Reddington Hospital' },
      visit_date: '2026-03-10',
      amount_asked: 5_000,
      paid: false,
      receipt: false,
      opened_at: '2026-03-10T13:00:00.000Z',
      answer_due_by: '2026-03-10T14:00:00.000Z',
      minutes_left: 60,
      escalated_at: null,
      answered_at: null,
      answer: null,
      refund_claim: null,
    });
    renderAt('/care');
    expect(
      await screen.findByText('We will answer by 15:00 (60 minutes left).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Claim back what you paid' })).toBeNull();
  });
});
