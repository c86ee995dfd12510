import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaystackClient } from '../src/integrations/payments/paystack.js';
import { retryAfterMs } from '../src/integrations/payments/paystack-http.js';
import { PaymentProviderError } from '../src/integrations/payments/types.js';

/**
 * Paystack's rate limit (issue 29): a refused call is answered 429 with a Retry-After header (seconds)
 * and the usual envelope; a charge_authorization answered 200 is PaystackOSS/openapi's
 * ChargeAuthorizationResponse.
 */
const BASE = 'http://paystack.test';
const client = () =>
  new PaystackClient({
    secretKey: 'sk_test_4f1c0ffee0000000000000000000000000000000',
    publicKey: 'pk_test_4f1c0ffee0000000000000000000000000000000',
    baseUrl: BASE,
  });

const calls: { reference: string; at: number }[] = [];
/** How many of the next calls are refused with 429, and the Retry-After they carry. */
let refuse = 0;
let retryAfter: string | null = '1';

function charged(reference: string, amount: number) {
  return {
    status: true,
    message: 'Charge attempted',
    data: {
      amount,
      currency: 'NGN',
      transaction_date: '2026-06-01T09:00:01.000Z',
      status: 'success',
      reference,
      domain: 'test',
      metadata: '',
      gateway_response: 'Approved',
      message: null,
      channel: 'card',
      ip_address: null,
      log: null,
      fees: 7500,
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
      customer: {
        id: 92312441,
        first_name: null,
        last_name: null,
        email: 'customer@example.ng',
        customer_code: 'CUS_xnxdt6s1zg1f4nx',
        phone: null,
        metadata: null,
        risk_action: 'default',
        international_format_phone: null,
      },
      plan: null,
      id: 4099260516,
    },
  };
}

const server = setupServer(
  http.post(`${BASE}/transaction/charge_authorization`, async ({ request }) => {
    const body = (await request.json()) as { reference: string; amount: number };
    calls.push({ reference: body.reference, at: Date.now() });
    if (refuse > 0) {
      refuse -= 1;
      return HttpResponse.json(
        { status: false, message: 'Too many requests' },
        { status: 429, headers: retryAfter === null ? {} : { 'Retry-After': retryAfter } },
      );
    }
    return HttpResponse.json(charged(body.reference, body.amount));
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  calls.length = 0;
  refuse = 0;
  retryAfter = '1';
});
afterAll(() => server.close());

const charge = (c: PaystackClient, reference: string) =>
  c.chargeAuthorization({
    authorizationCode: 'AUTH_pmx3mgawyd',
    email: 'customer@example.ng',
    amountKobo: 500000,
    reference,
  });

describe("Paystack's rate limit", () => {
  it('When a charge is answered 429 with Retry-After: 1, then it is sent again after a second, under the same reference, and its answer counts', async () => {
    refuse = 1;
    const answer = await charge(client(), 'ALF-RN-7-20260601-A0');
    expect(answer.status).toBe('success');
    expect(calls.map((c) => c.reference)).toEqual(['ALF-RN-7-20260601-A0', 'ALF-RN-7-20260601-A0']);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('When one call is answered 429, then the calls sent meanwhile by the same client wait out the Retry-After too', async () => {
    refuse = 1;
    const c = client();
    const first = charge(c, 'ALF-RN-1-20260601-A0');
    // The second charge starts after the 429 arrived.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = charge(c, 'ALF-RN-2-20260601-A0');
    await Promise.all([first, second]);
    const refusedAt = calls[0]!.at;
    expect(calls).toHaveLength(3);
    expect(calls.slice(1).every((call) => call.at - refusedAt >= 950)).toBe(true);
  });

  it('When Paystack keeps answering 429, then after three retries the charge fails as retryable (the reference stays pending for reconciliation)', async () => {
    refuse = 10;
    retryAfter = '0';
    const err = await charge(client(), 'ALF-RN-3-20260601-A0').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect((err as PaymentProviderError).retryable).toBe(true);
    expect((err as PaymentProviderError).httpStatus).toBe(429);
    expect(calls).toHaveLength(4);
  });

  it('When Retry-After asks for longer than a minute, then nothing is waited for or sent again', async () => {
    refuse = 1;
    retryAfter = '600';
    const err = await charge(client(), 'ALF-RN-4-20260601-A0').catch((e: unknown) => e);
    expect((err as PaymentProviderError).httpStatus).toBe(429);
    expect(calls).toHaveLength(1);
  });

  it('Retry-After is read as seconds or as an HTTP date; absent or unreadable, a second', () => {
    const now = Date.parse('2026-06-01T09:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs('Mon, 01 Jun 2026 09:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs(null, now)).toBe(1000);
    expect(retryAfterMs('soon', now)).toBe(1000);
  });
});
