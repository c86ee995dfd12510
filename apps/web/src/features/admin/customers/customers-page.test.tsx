import type { StaffCustomerProfile } from '@alaafia/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { CustomersPage } from './customers-page';
import { BASE, server } from '#test/msw.js';

const profile: StaffCustomerProfile = {
  id: 41,
  name: 'Ada Okafor',
  email: 'ada@example.ng',
  phone: '08030000001',
  state: 'Lagos',
  language: 'yo',
  created_at: '2026-11-01T10:00:00.000Z',
  closed_at: null,
  kyc: {
    completed: true,
    completed_at: '2026-11-01T10:00:00.000Z',
    in_review: false,
    verified_bvn: true,
    verified_nin: false,
    income_protection_profile: false,
    health_profile: true,
    health_cash_profile: false,
    documents: [],
  },
  policies: [],
  payments: [
    {
      reference: 'ALF-PAID01',
      purpose: 'purchase',
      amount_kobo: 450_000,
      status: 'fulfilled',
      paid_at: '2026-11-02T10:00:00.000Z',
      refunded_kobo: null,
      created_at: '2026-11-02T09:59:00.000Z',
    },
    {
      reference: 'ALF-OPEN02',
      purpose: 'purchase',
      amount_kobo: 450_000,
      status: 'pending',
      paid_at: null,
      refunded_kobo: null,
      created_at: '2026-11-03T09:59:00.000Z',
    },
  ],
  messages: [],
  notifications: [],
};

function customer(roles: string[], refunds: unknown[]) {
  return [
    http.get(`${BASE}/admin/auth/me`, () =>
      HttpResponse.json({ data: { id: 6, email: 'fin@alaafia.ng', roles } }),
    ),
    http.get(`${BASE}/admin/customers`, () =>
      HttpResponse.json({
        data: [
          {
            id: 41,
            name: 'Ada Okafor',
            email: 'ada@example.ng',
            phone: '08030000001',
            created_at: profile.created_at,
            closed: false,
          },
        ],
      }),
    ),
    http.get(`${BASE}/admin/customers/41`, () => HttpResponse.json({ data: profile })),
    http.post(`${BASE}/admin/refunds`, async ({ request }) => {
      const body = (await request.json()) as { reason: string; amount_kobo?: number };
      refunds.push(body);
      if (body.reason.length < 5)
        return HttpResponse.json(
          {
            message: 'Give a reason (at least 5 characters).',
            errors: { reason: ['Give a reason (at least 5 characters).'] },
          },
          { status: 422 },
        );
      return HttpResponse.json(
        {
          data: {
            id: 3,
            reference: 'ALF-PAID01',
            customer_id: 41,
            amount_kobo: body.amount_kobo ?? 450_000,
            reason: body.reason,
            status: 'awaiting_approval',
            started_by: 6,
            started_at: '2026-11-27T10:00:00.000Z',
            decided_by: null,
            decided_at: null,
            decision_reason: null,
            refund_id: null,
          },
        },
        { status: 201 },
      );
    }),
  ];
}

async function openAda() {
  renderWithProviders(<CustomersPage />);
  await userEvent.type(
    screen.getByLabelText('Name, e-mail, phone number or policy number'),
    'ada@',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Ada Okafor' }));
  return screen.findByRole('region', { name: 'Payments' });
}

describe('a refund from the customer page (issue 27, item 7)', () => {
  it('When a finance member refunds a paid payment, then the request goes to the one refund route (naira typed, sent in kobo) and waits for a second finance member', async () => {
    const refunds: unknown[] = [];
    server.use(...customer(['finance'], refunds));
    const payments = await openAda();
    expect(within(payments).queryByRole('button', { name: 'Refund ALF-OPEN02' })).toBeNull();
    await userEvent.click(within(payments).getByRole('button', { name: 'Refund ALF-PAID01' }));
    await userEvent.type(screen.getByLabelText(/Amount to refund/), '1,500');
    expect(screen.getByText(/one thousand, five hundred naira/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Why/), 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Start the refund' }));
    expect(await screen.findByText('Give a reason (at least 5 characters).')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Why/), ' — charged twice');
    await userEvent.click(screen.getByRole('button', { name: 'Start the refund' }));
    expect(
      await screen.findByText(
        'Refund of ₦1,500 on ALF-PAID01 started. Another finance member must approve it in the money queue before it is sent.',
      ),
    ).toBeInTheDocument();
    expect(refunds).toEqual([
      { reference: 'ALF-PAID01', reason: 'ok', amount_kobo: 150_000 },
      { reference: 'ALF-PAID01', reason: 'ok — charged twice', amount_kobo: 150_000 },
    ]);
  });

  it('When a reviewer opens the customer, then no refund is offered', async () => {
    server.use(...customer(['reviewer'], []));
    const payments = await openAda();
    await screen.findByRole('heading', { name: 'Ada Okafor' });
    expect(within(payments).queryByRole('button', { name: /Refund/ })).toBeNull();
  });

  it('When staff open a customer who reads Yoruba, then the profile says so, in English (issue 42)', async () => {
    server.use(...customer(['reviewer'], []));
    await openAda();
    expect(await screen.findByText(/reads Yoruba \(yo\)/)).toBeInTheDocument();
  });
});

describe("support's USSD PIN reset on the customer page (issue 41)", () => {
  it('When a reviewer resets the PIN with the check they made, then the one reset route gets it and the page says the customer was told', async () => {
    const resets: unknown[] = [];
    server.use(
      ...customer(['reviewer'], []),
      http.post(`${BASE}/admin/customers/41/ussd-pin/reset`, async ({ request }) => {
        const body = (await request.json()) as { identity_check: string };
        resets.push(body);
        if (body.identity_check.length < 10)
          return HttpResponse.json(
            {
              message: 'Say how you checked who is asking.',
              errors: { identity_check: ['Say how you checked who is asking.'] },
            },
            { status: 422 },
          );
        return HttpResponse.json({ data: { customer_id: 41, pin_removed: true } });
      }),
    );
    await openAda();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset the USSD PIN' }));
    const check = screen.getByLabelText('How did you check who is asking?');
    await userEvent.type(check, 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Reset the PIN' }));
    expect(await screen.findByText('Say how you checked who is asking.')).toBeInTheDocument();
    await userEvent.type(check, ' — BVN and date of birth matched');
    await userEvent.click(screen.getByRole('button', { name: 'Reset the PIN' }));
    expect(
      await screen.findByText(
        'The PIN was removed. The customer was told by SMS and chooses a new one.',
      ),
    ).toBeInTheDocument();
    expect(resets).toEqual([
      { identity_check: 'ok' },
      { identity_check: 'ok — BVN and date of birth matched' },
    ]);
  });

  it('When a finance member opens the customer, then no PIN reset is offered', async () => {
    server.use(...customer(['finance'], []));
    await openAda();
    await screen.findByRole('heading', { name: 'Ada Okafor' });
    expect(screen.queryByRole('button', { name: 'Reset the USSD PIN' })).toBeNull();
  });
});
