import type { Customer } from '@alaafia/domain';
import { createTranslator } from '@alaafia/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import yorubaMessages from 'virtual:alaafia-messages/yo/all';
import { meQueryKey } from '#lib/current-customer.js';
import { LanguageProvider } from '#lib/i18n.js';
import { createQueryClient } from '#lib/query-client.js';
import { clearCookies, customerFixture } from '#test/render.js';
import type { SavedCard } from '../api/payment-methods';
import type { PaymentHistoryItem } from '../api/payment-history';
import { SettingsPage } from './settings-page';
import { BASE, server } from '#test/msw.js';

beforeEach(() => clearCookies());

const visa: SavedCard = {
  id: 3,
  brand: 'visa',
  last4: '4081',
  exp_month: '12',
  exp_year: '2029',
  bank: 'SANDBOX TEST BANK',
  in_use: true,
  saved_at: '2026-11-22T08:00:00.000Z',
};

const payment: PaymentHistoryItem = {
  id: 9,
  reference: 'ALF-0A1B2C',
  paid_at: '2026-11-22T09:30:00.000Z',
  amount: 50,
  amount_kobo: 5000,
  currency: 'NGN',
  channel: 'card',
  payment_type: 'card',
  purpose: 'purchase',
  items: [
    {
      product_uid: 'HI',
      product: 'Health Insurance',
      plan_name: 'SMEDAN',
      cover_months: 1,
      amount: 0,
      policy_number: 'ALF-HI-2026-000001',
    },
  ],
  card_verification: 50,
  refunds: [
    {
      reason: 'card_verification',
      amount: 50,
      status: 'requested',
      requested_at: '2026-11-22T09:31:00.000Z',
    },
  ],
  receipts: [
    {
      invoice_number: 'INV-2026-000004',
      product_uid: 'HI',
      product: 'Health Insurance',
      amount: 50,
      amount_kobo: 5000,
      payment_reference: 'ALF-0A1B2C',
      issued_at: '2026-11-22T09:30:00.000Z',
      email_queued_at: null,
      emailed_at: null,
      document: '/api/local/customers/7/invoices/INV-2026-000004/document',
    },
  ],
};

type Call = { method: string; path: string; body: unknown };

function settingsServer(
  options: { cards?: SavedCard[]; payments?: PaymentHistoryItem[]; premiums?: unknown[] } = {},
) {
  const calls: Call[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/api', ''),
      body: text ? (JSON.parse(text) as unknown) : null,
    });
  };
  server.use(
    http.get(`${BASE}/local/states`, () =>
      HttpResponse.json({
        data: [
          { id: 25, name: 'Lagos' },
          { id: 1, name: 'Abia' },
        ],
      }),
    ),
    // Address suggestions (flows/address): one street, whatever is typed.
    http.get(`${BASE}/local/places/autocomplete`, () =>
      HttpResponse.json({
        data: [
          {
            place_id: 'lagos:allen-avenue:ikeja',
            description: 'Allen Avenue, Ikeja, Lagos, Nigeria',
            main_text: 'Allen Avenue',
            secondary_text: 'Ikeja, Lagos, Nigeria',
          },
        ],
      }),
    ),
    http.get(`${BASE}/local/customers/7/payment-methods`, () =>
      HttpResponse.json({ data: options.cards ?? [] }),
    ),
    http.get(`${BASE}/local/customers/7/payments`, () =>
      HttpResponse.json({ data: options.payments ?? [] }),
    ),
    http.get(`${BASE}/local/customers/7/premiums`, () =>
      HttpResponse.json({ data: options.premiums ?? [] }),
    ),
  );
  return { calls, record };
}

/** Settings for `customer`, in English, or in Yoruba (with every namespace, as the server draws it). */
function openSettings(customer: Customer, language: 'en' | 'yo' = 'en') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, customer);
  const router = createMemoryRouter(
    [
      { path: '/settings', element: <SettingsPage /> },
      { path: '/auth/login', element: <h1>Sign in</h1> },
    ],
    { initialEntries: ['/settings'] },
  );
  const page = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const rendered = render(
    language === 'yo' ? <LanguageProvider translator={yoruba}>{page}</LanguageProvider> : page,
  );
  return { user: userEvent.setup(), queryClient, router, unmount: rendered.unmount };
}

const section = (name: string) => screen.getByRole('region', { name });

const yoruba = createTranslator('yo', yorubaMessages);

describe('settings: your details', () => {
  it('When the details are changed, then PATCH gets the name, phone, address and state and the profile is refreshed', async () => {
    const { calls, record } = settingsServer();
    const updated = customerFixture({
      first_name: 'Chidinma',
      phone_number: '09091234567',
      address: '12 Allen Avenue',
      state: 'Lagos',
    });
    server.use(
      http.patch(`${BASE}/local/customers/7`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: updated });
      }),
    );
    const { user, queryClient } = openSettings(customerFixture());
    const details = section('Your details');
    await user.clear(within(details).getByLabelText('First name'));
    await user.type(within(details).getByLabelText('First name'), 'Chidinma');
    await user.clear(within(details).getByLabelText('Phone number'));
    await user.type(within(details).getByLabelText('Phone number'), '0909 123 4567');
    await user.type(within(details).getByLabelText('Address'), '12 Allen Avenue');
    await waitFor(() =>
      expect(within(details).getByRole('option', { name: 'Abia' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(details).getByLabelText('State'), 'Lagos');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText('Your details have been saved.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/local/customers/7',
        body: {
          first_name: 'Chidinma',
          last_name: 'Eze',
          phone_number: '09091234567',
          address: '12 Allen Avenue',
          state: 'Lagos',
        },
      },
    ]);
    expect(queryClient.getQueryData(meQueryKey)).toEqual(updated);
  });

  it('When part of the address is typed, then a suggestion is offered and picking it fills the address', async () => {
    settingsServer();
    const { user } = openSettings(customerFixture());
    const details = section('Your details');
    const address = within(details).getByRole('combobox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, 'allen av');
    await user.click(await within(details).findByRole('option', { name: /Allen Avenue/ }));
    expect(address).toHaveValue('Allen Avenue, Ikeja, Lagos, Nigeria');
  });

  it('When the phone is not Nigerian, then the field says so and nothing is sent', async () => {
    const { calls } = settingsServer();
    const { user } = openSettings(customerFixture());
    const details = section('Your details');
    await user.clear(within(details).getByLabelText('Phone number'));
    await user.type(within(details).getByLabelText('Phone number'), '12345');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(
      await within(details).findByText('Enter a valid Nigerian phone number'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('When the identity is verified, then the name cannot be edited and is not sent', async () => {
    const { calls, record } = settingsServer();
    server.use(
      http.patch(`${BASE}/local/customers/7`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: customerFixture({ have_completed_kyc: true }) });
      }),
    );
    const { user } = openSettings(customerFixture({ have_completed_kyc: true }));
    const details = section('Your details');
    expect(within(details).getByLabelText('First name')).toHaveAttribute('readonly');
    expect(
      within(details).getByText(
        'Your name matches your verified ID, so it cannot be changed here. Please contact support to change it.',
      ),
    ).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ phone_number: '08031234567' });
  });
});

describe('settings: payment card and history', () => {
  it('When a card is saved, then it shows by brand and last four; replacing it runs the ₦50 verification and shows the new card', async () => {
    const { calls, record } = settingsServer({ cards: [visa] });
    const mastercard = { ...visa, id: 4, brand: 'mastercard', last4: '5399' };
    server.use(
      http.post(`${BASE}/local/customers/7/payment-methods/replace`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({
          data: {
            reference: 'ALF-CARD-1',
            total: 50,
            amount_kobo: 5000,
            currency: 'NGN',
            payment_type: 'card',
            provider: 'sandbox',
            public_key: null,
            email: 'chidi@example.ng',
            phone_number: '08031234567',
            lines: [],
          },
        });
      }),
      http.post(`${BASE}/sandbox/paystack/charge`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: { reference: 'ALF-CARD-1', status: 'success' } });
      }),
      http.post(`${BASE}/local/customers/7/payment-methods/confirm`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: [mastercard] });
      }),
    );
    const { user } = openSettings(customerFixture());
    const card = section('Payment card');
    expect(await within(card).findByText('Visa ending in 4081')).toBeInTheDocument();
    expect(within(card).getByText('Expires 12/29 · SANDBOX TEST BANK')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'We verify the new card with a refundable ₦50 charge. It is refunded to the card once it is saved.',
      ),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Replace card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test mode: no real money moves' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦50' }));
    expect(await within(card).findByText('Mastercard ending in 5399')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'Your new card has been saved. The ₦50 verification is being refunded to it.',
      ),
    ).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /local/customers/7/payment-methods/replace',
      'POST /sandbox/paystack/charge',
      'POST /local/customers/7/payment-methods/confirm',
    ]);
    expect(calls[2]?.body).toEqual({ payment_reference: 'ALF-CARD-1' });
  });

  it("When the new card cannot be saved, then the server's reason shows and the old card stays", async () => {
    settingsServer({ cards: [visa] });
    server.use(
      http.post(`${BASE}/local/customers/7/payment-methods/replace`, () =>
        HttpResponse.json({
          data: {
            reference: 'ALF-CARD-2',
            total: 50,
            amount_kobo: 5000,
            currency: 'NGN',
            payment_type: 'card',
            provider: 'sandbox',
            public_key: null,
            email: 'chidi@example.ng',
            phone_number: '08031234567',
            lines: [],
          },
        }),
      ),
      http.post(`${BASE}/sandbox/paystack/charge`, () =>
        HttpResponse.json({ data: { reference: 'ALF-CARD-2', status: 'success' } }),
      ),
      http.post(`${BASE}/local/customers/7/payment-methods/confirm`, () =>
        HttpResponse.json(
          {
            message:
              'This card cannot be saved for your monthly payments. Please try another card. The verification charge will be refunded.',
            errors: { card: ['x'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = openSettings(customerFixture());
    const card = section('Payment card');
    await user.click(await within(card).findByRole('button', { name: 'Replace card' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₦50' }));
    expect(
      await within(card).findByText(
        'This card cannot be saved for your monthly payments. Please try another card. The verification charge will be refunded.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('Visa ending in 4081')).toBeInTheDocument();
    expect(within(card).queryByText('Oops, payment not resolved.')).toBeNull();
  });

  it('When the customer removes their card, then a confirmation says the next premium needs a new card, DELETE is sent and the section says so', async () => {
    const { calls, record } = settingsServer({
      cards: [visa],
      premiums: [
        {
          product_prefix_code: 'HI',
          product_id: 'Health Insurance',
          sum_assured: 120000,
          premium: 1100,
          policy_duration: 1,
          company: null,
          active: true,
          next_payment_date: '2026-12-22',
          policy_document: '/x',
          date_cancelled: null,
        },
      ],
    });
    server.use(
      http.delete(`${BASE}/local/customers/7/payment-methods/${visa.id}`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: [] });
      }),
    );
    const { user } = openSettings(customerFixture());
    const card = section('Payment card');
    await user.click(await within(card).findByRole('button', { name: 'Remove card' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove card' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        `Remove Visa ending in ${visa.last4}? We will delete it from your account and can no longer charge it. Your next premium will then need a new card.`,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep card' }));
    expect(calls).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Remove card' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove card' })).getByRole('button', {
        name: 'Remove card',
      }),
    );
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Your card has been removed.',
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `DELETE /local/customers/7/payment-methods/${visa.id}`,
    ]);
    expect(within(card).queryByRole('button', { name: 'Remove card' })).toBeNull();
  });

  it("When the page is in Yoruba, then a payment's day is written with Yoruba's month, not English's", async () => {
    settingsServer({ payments: [payment] });
    openSettings(customerFixture(), 'yo');
    const history = section(yoruba.t('settings.payments'));
    // Paid at 09:30 UTC on 22 November 2026: 10:30 in Lagos, the same day.
    expect(await within(history).findByText('22 Oṣù Bélú 2026')).toBeInTheDocument();
    expect(within(history).queryByText(/November/)).toBeNull();
    // What it paid for names the product in Yoruba (frame.product.title.HI), not the API's English.
    expect(within(history).getByText(/^Ìbánigbófò ìlera \(SMEDAN\)/)).toBeInTheDocument();
    expect(within(history).queryByText(/Health Insurance/)).toBeNull();
  });

  it('When there are payments, then each shows its amount, what it paid for and its receipt link', async () => {
    settingsServer({ payments: [payment] });
    openSettings(customerFixture());
    const history = section('Payment history');
    expect(await within(history).findByText('₦50')).toBeInTheDocument();
    expect(within(history).getByText('22 November 2026')).toBeInTheDocument();
    expect(
      within(history).getByText('Health Insurance (SMEDAN), first month free'),
    ).toBeInTheDocument();
    expect(
      within(history).getByText('Card · ALF-0A1B2C · ₦50 card verification, refund pending'),
    ).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Receipt INV-2026-000004' })).toHaveAttribute(
      'href',
      '/api/local/customers/7/invoices/INV-2026-000004/document',
    );
  });

  it("When the ₦50 refund has been sent (the e-mail said so), then Settings says 'refunded' too (issue 30)", async () => {
    const sent = { ...payment.refunds[0]!, status: 'processed' };
    settingsServer({ payments: [{ ...payment, refunds: [sent] }] });
    openSettings(customerFixture());
    const history = section('Payment history');
    expect(
      await within(history).findByText('Card · ALF-0A1B2C · ₦50 card verification, refunded'),
    ).toBeInTheDocument();
  });

  it('When there is no card and no payment, then each section says so', async () => {
    settingsServer();
    openSettings(customerFixture());
    expect(
      await within(section('Payment card')).findByText(
        'You have no saved card yet. It is saved when you pay for a monthly plan by card.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(section('Payment history')).findByText('You have not made any payment yet.'),
    ).toBeInTheDocument();
  });
});

describe('settings: next of kin (issue 38)', () => {
  it('When the customer holds health insurance only, then the next-of-kin section promises no ₦500,000; with HealthCash it does', async () => {
    settingsServer();
    const healthOnly = customerFixture({
      customer_products: [{ product_id: 'Health Insurance', product_uid: 'HI' }],
    });
    const { unmount } = openSettings(healthOnly);
    const kin = await screen.findByRole('region', { name: 'Next of kin' });
    expect(
      within(kin).getByText(
        'The person we contact if something happens to you. If you hold HealthCash, they can also claim its death by accident benefit.',
      ),
    ).toBeInTheDocument();
    expect(within(kin).queryByText(/₦500,000/)).toBeNull();
    unmount();
    openSettings(
      customerFixture({
        customer_products: [{ product_id: 'Health Cash', product_uid: 'HTCI' }],
      }),
    );
    expect(
      await within(await screen.findByRole('region', { name: 'Next of kin' })).findByText(
        'Up to ₦500,000 is available to this person in case of your death.',
      ),
    ).toBeInTheDocument();
  });
});

describe('settings: your data', () => {
  it('When the customer downloads their data, then the link is their own export', () => {
    settingsServer();
    openSettings(customerFixture());
    expect(
      within(section('Your data')).getByRole('link', { name: 'Download my data' }),
    ).toHaveAttribute('href', '/api/local/customers/7/data-export');
  });

  it('When the password is wrong, then the field says so; when right, the summary of what was erased and kept shows, then sign-in', async () => {
    const { calls, record } = settingsServer();
    let attempt = 0;
    server.use(
      http.post(`${BASE}/local/customers/7/close-account`, async ({ request }) => {
        await record(request);
        attempt += 1;
        if (attempt === 1) {
          return HttpResponse.json(
            {
              message: 'Your password is not correct',
              errors: { password: ['Your password is not correct'] },
            },
            { status: 422 },
          );
        }
        return HttpResponse.json({
          data: {
            message:
              'Your account is closed. We have erased your personal data, except what the law requires us to keep for your policies and payments: it is kept, encrypted, until 2032-11-22 and then erased.',
            closed_at: '2026-11-22T10:00:00.000Z',
            retained_until: '2032-11-22',
            erased: ['Your next of kin'],
            retained: ['Your policies, payments, receipts and refunds, until 2032-11-22'],
          },
        });
      }),
    );
    const { user, router } = openSettings(customerFixture());
    await user.click(
      within(section('Your data')).getByRole('button', { name: 'Close my account' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Close your account' });
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    expect(await within(dialog).findByText('Please enter your password')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByLabelText('Password'), 'wrong one');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    expect(await within(dialog).findByText('Your password is not correct')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    const closed = await screen.findByRole('dialog', { name: 'Your account is closed.' });
    expect(closed).toHaveTextContent('until 2032-11-22 and then erased');
    expect(within(closed).getByText('Your next of kin')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { password: 'wrong one' },
      { password: 'correct horse' },
    ]);
    await user.click(within(closed).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});

describe('settings: messages', () => {
  it('When offers are switched off, then PATCH sends marketing_messages false and the switch shows it; service messages are said to go on', async () => {
    const { calls, record } = settingsServer();
    server.use(
      http.patch(`${BASE}/local/customers/7`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ data: customerFixture({ marketing_messages: false }) });
      }),
    );
    const { user, queryClient } = openSettings(customerFixture());
    const messages = section('Messages');
    const offers = within(messages).getByRole('switch', {
      name: 'Send me offers of other Alaafia plans',
    });
    expect(offers).toBeChecked();
    await user.click(offers);
    expect(
      await within(messages).findByText(
        'You will not receive offers. We will still tell you about your payments and cover.',
      ),
    ).toBeInTheDocument();
    expect(offers).not.toBeChecked();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/local/customers/7', body: { marketing_messages: false } },
    ]);
    expect(queryClient.getQueryData<Customer>(meQueryKey)?.marketing_messages).toBe(false);
  });
});
