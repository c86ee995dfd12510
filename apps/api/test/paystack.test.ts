import { checkoutCopy } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { paymentAuthorizations, refunds, webhookEvents } from '../src/db/schema/index.js';
import { PaystackClient } from '../src/integrations/payments/paystack.js';
import { paystackSignature } from '../src/integrations/payments/paystack-http.js';
import { PaymentProviderError } from '../src/integrations/payments/types.js';
import {
  api,
  cardReference,
  fillCart,
  holdings,
  payCall,
  seededPlans,
} from './checkout-helpers.js';
import { realProvidersEnv, signUp, useTestApp } from './helpers.js';

/**
 * Paystack as documented (https://paystack.com/docs/api/): every answer is { status, message, data };
 * amounts in kobo; the secret key as a Bearer token; webhooks signed with HMAC-SHA512 of the body.
 */
const BASE = 'http://paystack.test';
const SECRET = 'sk_test_4f1c0ffee0000000000000000000000000000000';
const PUBLIC = 'pk_test_4f1c0ffee0000000000000000000000000000000';

interface Seen {
  method: string;
  path: string;
  auth: string | null;
  body: unknown;
}
const seen: Seen[] = [];
/** What "Paystack" holds: reference -> the transaction it answers on verify. */
const ledger = new Map<string, Record<string, unknown>>();
let verifyDown = false;

function transaction(reference: string, amount: number, overrides: Record<string, unknown> = {}) {
  return {
    id: 4099260516,
    domain: 'test',
    status: 'success',
    reference,
    amount,
    message: null,
    gateway_response: 'Successful',
    paid_at: '2026-03-10T09:01:00.000Z',
    created_at: '2026-03-10T09:00:30.000Z',
    channel: 'card',
    currency: 'NGN',
    ip_address: '197.210.45.12',
    metadata: '',
    fees: 7500,
    customer: { id: 92312441, customer_code: 'CUS_xnxdt6s1zg1f4nx', email: 'customer@example.ng' },
    authorization: {
      authorization_code: 'AUTH_pmx3mgawyd',
      bin: '408408',
      last4: '4081',
      exp_month: '12',
      exp_year: '2030',
      channel: 'card',
      card_type: 'visa ',
      bank: 'TEST BANK',
      country_code: 'NG',
      brand: 'visa',
      reusable: true,
      signature: 'SIG_yEXu7dLBeqG0kU7g95Ke',
      account_name: null,
    },
    plan: null,
    ...overrides,
  };
}

async function record(request: Request) {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.text();
  seen.push({
    method: request.method,
    path: url.pathname,
    auth: request.headers.get('authorization'),
    body: text ? JSON.parse(text) : null,
  });
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A refund as Paystack's list refunds gives it (RefundListResponseArray). */
function listedRefund(
  id: number,
  transaction: number,
  reference: string,
  amount: number,
  status: string,
  createdAt = '2026-03-10T09:02:00.000Z',
) {
  return {
    integration: 412829,
    transaction,
    dispute: null,
    settlement: null,
    id,
    domain: 'test',
    currency: 'NGN',
    amount,
    status,
    refunded_at: null,
    refunded_by: 'api@alaafia.ng',
    customer_note: `Refund for transaction ${reference}`,
    merchant_note: `Refund for transaction ${reference}`,
    deducted_amount: 0,
    fully_deducted: 0,
    createdAt,
    bank_reference: null,
    transaction_reference: reference,
    reason: `Refund for transaction ${reference}`,
    customer: {
      id: 92312441,
      first_name: 'Chinedu',
      last_name: 'Okafor',
      email: 'customer@example.ng',
      customer_code: 'CUS_xnxdt6s1zg1f4nx',
      phone: null,
      metadata: '',
      risk_action: 'default',
      international_format_phone: '',
    },
    refund_type: 'partial',
    transaction_amount: 1_500_000,
    initiated_by: 'api',
    refund_channel: 'card',
    session_id: null,
    collect_account_number: false,
  };
}
/**
 * The integration's refunds, newest first: ours, then 150 newer refunds of other transactions (so
 * ours are on the second page of 100), and an old one from before ours.
 */
const listedRefunds = [
  ...Array.from({ length: 150 }, (_, i) =>
    listedRefund(
      3019000 + i,
      4099270000 + i,
      `ALF-BUSY-${i}`,
      10_000,
      'processed',
      '2026-03-10T10:00:00.000Z',
    ),
  ).reverse(),
  listedRefund(3018290, 4099260516, 'ALF-RN-1', 50_000, 'pending'),
  listedRefund(3018284, 4099260516, 'ALF-RN-1', 5000, 'processed'),
  listedRefund(3018100, 4099260001, 'ALF-OTHER-1', 50_000, 'processed', '2026-01-02T09:00:00.000Z'),
];
const listQueries: Record<string, string>[] = [];

/** A bank of Paystack's List Banks (PaystackOSS/openapi MiscellaneousListBanksResponseArray). */
function listedBank(id: number, name: string, code: string, supportsTransfer = true) {
  return {
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    code,
    longcode: `${code}150000`,
    gateway: 'emandate',
    pay_with_bank: false,
    supports_transfer: supportsTransfer,
    available_for_direct_debit: false,
    active: true,
    is_deleted: false,
    country: 'Nigeria',
    currency: 'NGN',
    type: 'nuban',
    id,
    createdAt: '2016-07-14T10:04:29.000Z',
    updatedAt: '2024-01-09T12:50:21.000Z',
  };
}
const bankQueries: Record<string, string>[] = [];

const server = setupServer(
  // List Banks with cursor pages (paths/bank.yaml: use_cursor, next, perPage): two pages.
  http.get(`${BASE}/bank`, async ({ request }) => {
    await record(request);
    const url = new URL(request.url);
    bankQueries.push(Object.fromEntries(url.searchParams));
    const second = url.searchParams.get('next') === 'YmFuazoxNjE=';
    return HttpResponse.json({
      status: true,
      message: 'Banks retrieved',
      data: second
        ? [listedBank(191, 'Paycom', '999992', false), listedBank(21, 'Zenith Bank', '057')]
        : [listedBank(1, 'Access Bank', '044'), listedBank(9, 'Guaranty Trust Bank', '058')],
      meta: second
        ? { next: null, previous: 'YmFuazoxNjE=', perPage: 100 }
        : { next: 'YmFuazoxNjE=', previous: null, perPage: 100 },
    });
  }),
  http.get(`${BASE}/transaction/verify/:reference`, async ({ request, params }) => {
    await record(request);
    if (verifyDown)
      return HttpResponse.json({ status: false, message: 'Service unavailable' }, { status: 503 });
    const tx = ledger.get(String(params.reference));
    if (!tx)
      return HttpResponse.json(
        { status: false, message: 'Transaction reference not found' },
        { status: 400 },
      );
    return HttpResponse.json({ status: true, message: 'Verification successful', data: tx });
  }),
  http.post(`${BASE}/transaction/charge_authorization`, async ({ request }) => {
    const body = await record(request);
    const tx = transaction(String(body.reference), Number(body.amount));
    ledger.set(String(body.reference), tx);
    return HttpResponse.json({ status: true, message: 'Charge attempted', data: tx });
  }),
  http.post(`${BASE}/refund`, async ({ request }) => {
    const body = await record(request);
    return HttpResponse.json({
      status: true,
      message: 'Refund has been queued for processing',
      // Paystack's create refund answer (PaystackOSS/openapi RefundCreateResponse).
      data: {
        transaction: {
          id: 4099260516,
          domain: 'test',
          reference: body.transaction,
          amount: 5000,
          paid_at: '2026-03-10T09:01:00.000Z',
          channel: 'card',
          currency: 'NGN',
        },
        integration: 412829,
        deducted_amount: 0,
        channel: null,
        merchant_note: 'Refund for transaction ' + String(body.transaction),
        customer_note: 'Refund for transaction ' + String(body.transaction),
        status: 'pending',
        refunded_by: 'api@alaafia.ng',
        expected_at: '2026-03-20T09:01:00.000Z',
        currency: 'NGN',
        domain: 'test',
        amount: body.amount ?? 5000,
        fully_deducted: false,
        id: 3018284,
        createdAt: '2026-03-10T09:02:00.000Z',
        updatedAt: '2026-03-10T09:02:00.000Z',
      },
    });
  }),
  http.get(`${BASE}/refund`, async ({ request }) => {
    await record(request);
    const url = new URL(request.url);
    listQueries.push(Object.fromEntries(url.searchParams));
    // Paystack's List Refunds (PaystackOSS/openapi paths/refund.yaml): only perPage (default 50),
    // page, from and to are documented; anything else (a `transaction` filter) is ignored here, as
    // Paystack may. The answer is RefundListResponse, newest first, one page at a time.
    const perPage = Number(url.searchParams.get('perPage') ?? 50);
    const page = Number(url.searchParams.get('page') ?? 1);
    const from = url.searchParams.get('from');
    const to = url.searchParams.get('to');
    const inRange = listedRefunds.filter(
      (r) => (!from || r.createdAt >= from) && (!to || r.createdAt <= to),
    );
    const data = inRange.slice((page - 1) * perPage, page * perPage);
    return HttpResponse.json({
      status: true,
      message: 'Refunds retrieved',
      data,
      meta: {
        total: inRange.length,
        skipped: (page - 1) * perPage,
        perPage: String(perPage),
        page,
        pageCount: Math.max(1, Math.ceil(inRange.length / perPage)),
        failedRefundCount: 0,
      },
    });
  }),
  http.get(`${BASE}/refund/:id`, async ({ request, params }) => {
    await record(request);
    if (params.id !== '3018284')
      return HttpResponse.json({ status: false, message: 'Refund not found' }, { status: 404 });
    // Paystack's fetch refund answer (PaystackOSS/openapi RefundFetchResponse).
    return HttpResponse.json({
      status: true,
      message: 'Refund retrieved',
      data: {
        integration: 412829,
        transaction: 4099260516,
        dispute: null,
        settlement: null,
        id: 3018284,
        domain: 'test',
        currency: 'NGN',
        amount: 5000,
        status: 'processed',
        refunded_at: '2026-03-11T10:00:00.000Z',
        refunded_by: 'api@alaafia.ng',
        customer_note: 'Refund for transaction ALF-RN-1',
        merchant_note: 'Refund for transaction ALF-RN-1',
        deducted_amount: 5000,
        fully_deducted: 1,
        createdAt: '2026-03-10T09:02:00.000Z',
        bank_reference: null,
        transaction_reference: 'ALF-RN-1',
        reason: 'Refund for transaction ALF-RN-1',
        customer: {
          id: 92312441,
          first_name: 'Chinedu',
          last_name: 'Okafor',
          email: 'customer@example.ng',
          customer_code: 'CUS_xnxdt6s1zg1f4nx',
          phone: '',
          metadata: '',
          risk_action: 'default',
          international_format_phone: '',
        },
        refund_type: 'partial',
      },
    });
  }),
  http.post(`${BASE}/charge`, async ({ request }) => {
    const body = await record(request);
    return HttpResponse.json({
      status: true,
      message: 'Charge attempted',
      data: {
        status: 'pending_bank_transfer',
        display_text: 'Please make a transfer to the account specified',
        reference: body.reference,
        amount: body.amount,
        account_name: 'PAYSTACK CHECKOUT',
        account_number: '1231084927',
        bank: { slug: 'test-bank', name: 'Test Bank', id: 24 },
        account_expires_at: (body.bank_transfer as { account_expires_at: string })
          .account_expires_at,
      },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  seen.length = 0;
  verifyDown = false;
  server.resetHandlers();
});
afterAll(() => server.close());

const client = new PaystackClient({ secretKey: SECRET, publicKey: PUBLIC, baseUrl: BASE });

describe('the Paystack client', () => {
  it('When a reference is verified, then the secret key is sent and the answer is read in kobo with its card', async () => {
    ledger.set('ALF-VERIFY-1', transaction('ALF-VERIFY-1', 5000));
    const tx = await client.verifyTransaction('ALF-VERIFY-1');
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: '/transaction/verify/ALF-VERIFY-1',
      auth: `Bearer ${SECRET}`,
    });
    expect(tx).toMatchObject({
      reference: 'ALF-VERIFY-1',
      status: 'success',
      amountKobo: 5000,
      currency: 'NGN',
      channel: 'card',
      customerEmail: 'customer@example.ng',
      authorization: {
        authorizationCode: 'AUTH_pmx3mgawyd',
        reusable: true,
        signature: 'SIG_yEXu7dLBeqG0kU7g95Ke',
        last4: '4081',
      },
    });
    expect(tx!.paidAt?.toISOString()).toBe('2026-03-10T09:01:00.000Z');
  });

  it("When a refund is asked and later fetched, then Paystack's refund id and status are read; an unknown refund is null", async () => {
    expect(await client.refund({ reference: 'ALF-RN-1', amountKobo: 5000 })).toEqual({
      id: '3018284',
      status: 'pending',
      transactionReference: 'ALF-RN-1',
      amountKobo: 5000,
    });
    expect(await client.fetchRefund('3018284')).toEqual({
      id: '3018284',
      status: 'processed',
      transactionReference: 'ALF-RN-1',
      amountKobo: 5000,
    });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/refund/3018284' });
    expect(await client.fetchRefund('999')).toBeNull();
  });

  it("When a transaction's refunds are listed, then Paystack's List Refunds is asked with its documented parameters only (from, perPage, page), every page is read, and only that transaction's refunds are kept", async () => {
    listQueries.length = 0;
    const since = new Date('2026-03-10T09:00:00.000Z');
    expect(await client.listRefunds({ reference: 'ALF-RN-1', since })).toEqual([
      { id: '3018290', status: 'pending', transactionReference: 'ALF-RN-1', amountKobo: 50_000 },
      { id: '3018284', status: 'processed', transactionReference: 'ALF-RN-1', amountKobo: 5000 },
    ]);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/refund', auth: `Bearer ${SECRET}` });
    // A day before the refund was first sent, so a clock apart cannot hide it.
    expect(listQueries).toEqual([
      { from: '2026-03-09T09:00:00.000Z', perPage: '100', page: '1' },
      { from: '2026-03-09T09:00:00.000Z', perPage: '100', page: '2' },
    ]);
    expect(await client.listRefunds({ reference: 'ALF-NO-REFUNDS', since })).toEqual([]);
  });

  it("When the banks are listed, then Paystack's List Banks is asked for Nigeria in NGN, every cursor page is read, and whether each takes transfers is kept", async () => {
    bankQueries.length = 0;
    expect(await client.listBanks()).toEqual([
      {
        name: 'Access Bank',
        code: '044',
        slug: 'access-bank',
        supportsTransfer: true,
        active: true,
      },
      {
        name: 'Guaranty Trust Bank',
        code: '058',
        slug: 'guaranty-trust-bank',
        supportsTransfer: true,
        active: true,
      },
      { name: 'Paycom', code: '999992', slug: 'paycom', supportsTransfer: false, active: true },
      {
        name: 'Zenith Bank',
        code: '057',
        slug: 'zenith-bank',
        supportsTransfer: true,
        active: true,
      },
    ]);
    expect(bankQueries).toEqual([
      { country: 'nigeria', currency: 'NGN', use_cursor: 'true', perPage: '100' },
      {
        country: 'nigeria',
        currency: 'NGN',
        use_cursor: 'true',
        perPage: '100',
        next: 'YmFuazoxNjE=',
      },
    ]);
  });

  it('When Paystack does not know the reference, then verify answers null; when it is down, a retryable error', async () => {
    expect(await client.verifyTransaction('ALF-NOPE')).toBeNull();
    verifyDown = true;
    const err = await client.verifyTransaction('ALF-NOPE').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect((err as PaymentProviderError).retryable).toBe(true);
  });

  it('When a saved card is charged, a refund asked and a transfer account made, then the documented bodies are sent', async () => {
    await client.chargeAuthorization({
      authorizationCode: 'AUTH_x',
      email: 'a@b.ng',
      amountKobo: 110000,
      reference: 'ALF-RN-1',
    });
    await client.refund({ reference: 'ALF-RN-1', amountKobo: 5000 });
    const account = await client.createTransferAccount({
      reference: 'ALF-T-1',
      email: 'a@b.ng',
      amountKobo: 330000,
      expiresAt: new Date('2026-03-10T10:00:00.000Z'),
    });
    expect(seen.map((s) => [s.method, s.path, s.body])).toEqual([
      [
        'POST',
        '/transaction/charge_authorization',
        {
          authorization_code: 'AUTH_x',
          email: 'a@b.ng',
          amount: 110000,
          currency: 'NGN',
          reference: 'ALF-RN-1',
        },
      ],
      ['POST', '/refund', { transaction: 'ALF-RN-1', amount: 5000 }],
      [
        'POST',
        '/charge',
        {
          email: 'a@b.ng',
          amount: 330000,
          reference: 'ALF-T-1',
          bank_transfer: { account_expires_at: '2026-03-10T10:00:00.000Z' },
        },
      ],
    ]);
    expect(account).toEqual({
      bankName: 'Test Bank',
      accountNumber: '1231084927',
      accountName: 'PAYSTACK CHECKOUT',
      expiresAt: new Date('2026-03-10T10:00:00.000Z'),
    });
  });

  it('When a payment page is asked for (Initialize Transaction), then the documented body is sent and its link read; a refusal is an error', async () => {
    server.use(
      http.post(`${BASE}/transaction/initialize`, async ({ request }) => {
        const body = await record(request);
        if (body.reference === 'SPN-2026-000009-P')
          return HttpResponse.json(
            { status: false, message: 'Duplicate Transaction Reference' },
            { status: 400 },
          );
        return HttpResponse.json({
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: 'https://checkout.paystack.com/3ni8kdavz62431k',
            access_code: '3ni8kdavz62431k',
            reference: body.reference,
          },
        });
      }),
    );
    const page = await client.initializeTransaction({
      reference: 'SPN-2026-000001-P',
      email: 'accounts@zenith.example.ng',
      amountKobo: 330_000,
    });
    expect(page).toEqual({
      authorizationUrl: 'https://checkout.paystack.com/3ni8kdavz62431k',
      accessCode: '3ni8kdavz62431k',
      reference: 'SPN-2026-000001-P',
    });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      path: '/transaction/initialize',
      auth: `Bearer ${SECRET}`,
      body: {
        email: 'accounts@zenith.example.ng',
        amount: 330_000,
        currency: 'NGN',
        reference: 'SPN-2026-000001-P',
      },
    });
    const refused = await client
      .initializeTransaction({ reference: 'SPN-2026-000009-P', email: 'a@b.ng', amountKobo: 1 })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentProviderError);
  });

  it('When Paystack pauses a saved-card charge for the bank to approve, then it is pending with the approval page, not a failure', async () => {
    server.use(
      http.post(`${BASE}/transaction/charge_authorization`, async ({ request }) => {
        const body = await record(request);
        return HttpResponse.json({
          status: true,
          message: 'Charge attempted',
          data: {
            ...transaction(String(body.reference), Number(body.amount), {
              status: 'success',
              paid_at: null,
              gateway_response: 'Approved',
            }),
            paused: true,
            authorization_url: 'https://checkout.paystack.com/resume/0z9fzz6ry2v2dbd',
          },
        });
      }),
    );
    const tx = await client.chargeAuthorization({
      authorizationCode: 'AUTH_x',
      email: 'a@b.ng',
      amountKobo: 110000,
      reference: 'ALF-RN-PAUSED',
    });
    expect(tx).toMatchObject({
      status: 'pending',
      authorizationUrl: 'https://checkout.paystack.com/resume/0z9fzz6ry2v2dbd',
    });
  });

  it("When Paystack attempts a saved-card charge and the bank declines it, then it is a failure carrying the bank's words, and the card stays usable", async () => {
    server.use(
      http.post(`${BASE}/transaction/charge_authorization`, async ({ request }) => {
        const body = await record(request);
        // Paystack's documented answer to a declined charge: the request succeeded, the charge did not.
        return HttpResponse.json({
          status: true,
          message: 'Charge attempted',
          data: transaction(String(body.reference), Number(body.amount), {
            status: 'failed',
            paid_at: null,
            gateway_response: 'Insufficient Funds',
          }),
        });
      }),
    );
    const tx = await client.chargeAuthorization({
      authorizationCode: 'AUTH_pmx3mgawyd',
      email: 'customer@example.ng',
      amountKobo: 215000,
      reference: 'ALF-RN-7-20261125',
    });
    expect(tx).toMatchObject({
      status: 'failed',
      gatewayResponse: 'Insufficient Funds',
      paidAt: null,
    });
    expect(tx.cardUnusable ?? false).toBe(false);
  });

  it("When Paystack answers a charge with status false, then it is a failure (never 'pending'); an invalid authorization marks the card unusable; a duplicate reference stays unknown", async () => {
    const answer = (message: string) =>
      server.use(
        http.post(`${BASE}/transaction/charge_authorization`, async ({ request }) => {
          await record(request);
          return HttpResponse.json({ status: false, message }, { status: 400 });
        }),
      );
    const charge = (reference: string) =>
      client.chargeAuthorization({
        authorizationCode: 'AUTH_dead',
        email: 'a@b.ng',
        amountKobo: 110000,
        reference,
      });
    answer('Authorization code is invalid');
    expect(await charge('ALF-RN-DEAD')).toMatchObject({
      status: 'failed',
      cardUnusable: true,
      gatewayResponse: 'Authorization code is invalid',
    });
    answer('Charge attempt cannot be fulfilled until 2026-11-24T10:00:00.000Z');
    expect(await charge('ALF-RN-LATER')).toMatchObject({ status: 'failed', cardUnusable: false });
    answer('Duplicate Transaction Reference');
    const err = await charge('ALF-RN-DUP').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
  });

  it('When a webhook signature is checked, then only the HMAC-SHA512 of the exact body with the secret key passes', () => {
    const body = Buffer.from('{"event":"charge.success","data":{"reference":"x"}}');
    expect(client.verifyWebhookSignature(body, paystackSignature(SECRET, body))).toBe(true);
    expect(client.verifyWebhookSignature(body, paystackSignature('sk_test_other', body))).toBe(
      false,
    );
    expect(
      client.verifyWebhookSignature(
        Buffer.from(`${body.toString()} `),
        paystackSignature(SECRET, body),
      ),
    ).toBe(false);
    expect(client.verifyWebhookSignature(body, undefined)).toBe(false);
  });
});

describe('configuration', () => {
  it('When Paystack is chosen without its keys, then the configuration lists what is missing', () => {
    const err = (() => {
      try {
        loadConfig({ PAYMENTS_PROVIDER: 'paystack' });
      } catch (e) {
        return e as ConfigError;
      }
      return null;
    })();
    expect(err).toBeInstanceOf(ConfigError);
    expect(err!.problems.join('\n')).toContain('PAYSTACK_TEST_SECRET_KEY');
    expect(err!.problems.join('\n')).toContain('PAYSTACK_TEST_PUBLIC_KEY');
    expect(() =>
      loadConfig({
        PAYMENTS_PROVIDER: 'paystack',
        PAYSTACK_LIVE: 'true',
        PAYSTACK_TEST_SECRET_KEY: SECRET,
        PAYSTACK_TEST_PUBLIC_KEY: PUBLIC,
      }),
    ).toThrow(/PAYSTACK_LIVE_SECRET_KEY/);
    expect(() =>
      loadConfig({
        PAYMENTS_PROVIDER: 'paystack',
        PAYSTACK_TEST_SECRET_KEY: 'pk_test_swapped',
        PAYSTACK_TEST_PUBLIC_KEY: PUBLIC,
      }),
    ).toThrow(/sk_test_/);
  });

  it('When the live flag is on, then the live keys are used; the default is the sandbox', () => {
    // Live keys only without the sandbox (issue 12).
    const live = loadConfig({
      ...realProvidersEnv,
      PAYMENTS_PROVIDER: 'paystack',
      PAYSTACK_LIVE: 'true',
      PAYSTACK_LIVE_SECRET_KEY: 'sk_live_abc123',
      PAYSTACK_LIVE_PUBLIC_KEY: 'pk_live_abc123',
    });
    expect(live.payments).toMatchObject({
      provider: 'paystack',
      paystack: {
        live: true,
        secretKey: 'sk_live_abc123',
        publicKey: 'pk_live_abc123',
        baseUrl: 'https://api.paystack.co',
      },
    });
    expect(loadConfig({}).payments.provider).toBe('sandbox');
  });
});

describe('checkout with Paystack', () => {
  const t = useTestApp({
    env: {
      PAYMENTS_PROVIDER: 'paystack',
      PAYSTACK_TEST_SECRET_KEY: SECRET,
      PAYSTACK_TEST_PUBLIC_KEY: PUBLIC,
      PAYSTACK_BASE_URL: BASE,
    },
  });
  let plans: Awaited<ReturnType<typeof seededPlans>>;
  beforeAll(async () => {
    plans = await seededPlans(t);
  });

  it('When a card reference is made, then it names Paystack and the test public key, and the sandbox checkout does not exist', async () => {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const quote = await cardReference(t.app, c);
    expect(quote).toMatchObject({ provider: 'paystack', public_key: PUBLIC, amount_kobo: 5000 });
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/charge',
      payload: { reference: quote.reference, outcome: 'success' },
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('When Paystack confirms the payment, then the policy is issued, the card kept and the ₦50 refunded through Paystack', async () => {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    ledger.set(reference, transaction(reference, 5000));
    const res = await payCall(t.app, c, { payment_reference: reference });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(seen.some((s) => s.path === `/transaction/verify/${reference}`)).toBe(true);
    const [auth] = await t.database.db
      .select()
      .from(paymentAuthorizations)
      .where(eq(paymentAuthorizations.customerId, c.id));
    expect(auth).toMatchObject({
      provider: 'paystack',
      signature: 'SIG_yEXu7dLBeqG0kU7g95Ke',
      reusable: true,
    });
    await t.app.jobs.runDueJobs();
    expect(seen.filter((s) => s.path === '/refund').map((s) => s.body)).toEqual([
      { transaction: reference, amount: 5000 },
    ]);
  });

  it('When Paystack reports a smaller amount or another currency, then nothing is issued and the payment is refunded in full', async () => {
    for (const overrides of [{ amount: 100 }, { currency: 'USD' }]) {
      const c = await signUp(t.app);
      await fillCart(t.app, c, [{ plan_id: plans.healthCash.planId }]);
      const { reference } = await cardReference(t.app, c);
      ledger.set(reference, transaction(reference, 100000, overrides));
      const res = await payCall(t.app, c, { payment_reference: reference, has_payed: true });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(checkoutCopy.amountMismatch);
      expect(await holdings(t, c.id)).toEqual({ payments: 0, policies: 0 });
      await t.app.jobs.runDueJobs();
      expect(seen.filter((s) => s.path === '/refund').map((s) => s.body)).toContainEqual({
        transaction: reference,
      });
      const [refund] = await t.database.db
        .select()
        .from(refunds)
        .where(eq(refunds.customerId, c.id));
      expect(refund).toMatchObject({ reason: 'amount_mismatch', status: 'requested' });
    }
  });

  it('When Paystack cannot be reached, then the payments call is 503 with a message and nothing is issued', async () => {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const { reference } = await cardReference(t.app, c);
    verifyDown = true;
    const res = await payCall(t.app, c, { payment_reference: reference });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: checkoutCopy.providerUnavailable });
    expect(await holdings(t, c.id)).toEqual({ payments: 0, policies: 0 });
  });

  it('When Paystack posts charge.success signed with the secret key, then the job fulfils it; a forged one is 401 and stores nothing', async () => {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.healthCash.planId }]);
    const { reference } = await cardReference(t.app, c);
    const tx = transaction(reference, 100000);
    ledger.set(reference, tx);
    const body = JSON.stringify({ event: 'charge.success', data: tx });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': paystackSignature('sk_test_alaafia_sandbox_no_real_money', body),
      },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect(
      await t.database.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.reference, reference)),
    ).toEqual([]);
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': paystackSignature(SECRET, body),
      },
      payload: body,
    });
    expect(real.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await holdings(t, c.id)).toEqual({ payments: 1, policies: 1 });
  });

  it('When a bank transfer reference is made, then Paystack gives the account (pay with transfer) for that reference', async () => {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const res = await api(t.app, c).post(
      `/api/local/customers/${c.id}/quotes/transfer-payment-reference`,
      { number_of_months: 12, accept_terms: true },
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      total: 13200,
      amount_kobo: 1320000,
      provider: 'paystack',
      account: {
        bank_name: 'Test Bank',
        account_number: '1231084927',
        account_name: 'PAYSTACK CHECKOUT',
      },
    });
    expect(seen.find((s) => s.path === '/charge')!.body).toMatchObject({
      reference: data.reference,
      amount: 1320000,
      email: c.body.email,
    });
  });
});
