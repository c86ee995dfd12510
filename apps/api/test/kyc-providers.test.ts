import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type ConfigError } from '../src/config.js';
import { createKycService, kycDepsOf } from '../src/modules/identity/kyc/kyc.service.js';
import {
  SmsDeliveryError,
  TermiiSmsSender,
  toInternationalNigerian,
} from '../src/integrations/messaging/termii.js';
import { signUp, useTestApp } from './helpers.js';
import { codesOf, customerRow, documentsOf, kycClient } from './kyc-support.js';

/**
 * Termii for the SMS and the whole KYC chain on the real adapters (Dojah + Termii), against msw
 * handlers in the shapes of their API references:
 * - Termii "Send message": POST {base}/api/sms/send { api_key, to, from, sms, type, channel } ->
 *   { code: 'ok', message_id, message: 'Successfully Sent', balance, user }
 *   (https://developers.termii.com/messaging-api)
 * - Dojah BVN lookup: GET /api/v1/kyc/bvn/full?bvn= -> { entity } (https://api-docs.dojah.io)
 */
const TERMII = 'https://termii.test';
const DOJAH = 'https://dojah.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface TermiiBody {
  api_key: string;
  to: string;
  from: string;
  sms: string;
  type: string;
  channel: string;
}

function termiiHandler(sent: TermiiBody[], answer?: () => Response | Promise<Response>) {
  return http.post(`${TERMII}/api/sms/send`, async ({ request }) => {
    const body = (await request.json()) as TermiiBody;
    if (answer) return answer();
    if (body.api_key !== 'termii-key') {
      return HttpResponse.json({ message: 'Invalid API key' }, { status: 401 });
    }
    sent.push(body);
    return HttpResponse.json({
      code: 'ok',
      balance: 1047.57,
      message_id: `30175440544598023846${sent.length}`,
      message: 'Successfully Sent',
      user: 'Alaafia',
    });
  });
}

describe('TermiiSmsSender', () => {
  const sender = (timeoutMs = 2000) =>
    new TermiiSmsSender({
      baseUrl: TERMII,
      apiKey: 'termii-key',
      senderId: 'Alaafia',
      channel: 'dnd',
      timeoutMs,
    });

  it('When an SMS is sent, then Termii gets the documented body with the number in 234 form', async () => {
    const sent: TermiiBody[] = [];
    server.use(termiiHandler(sent));
    const result = await sender().send({ to: '08031234567', text: 'Hello' });
    expect(result.id).toBe('301754405445980238461');
    expect(sent).toEqual([
      {
        api_key: 'termii-key',
        to: '2348031234567',
        from: 'Alaafia',
        sms: 'Hello',
        type: 'plain',
        channel: 'dnd',
      },
    ]);
  });

  it.each([400, 401, 500])(
    'When Termii answers %i, then it is a delivery error',
    async (status) => {
      server.use(
        termiiHandler([], () => HttpResponse.json({ message: 'Insufficient balance' }, { status })),
      );
      const error = await sender()
        .send({ to: '08031234567', text: 'Your code is 1234' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsDeliveryError);
      expect((error as SmsDeliveryError).status).toBe(status);
      expect((error as Error).message).not.toContain('1234');
    },
  );

  it('When Termii does not answer in time, then it is a delivery error', async () => {
    server.use(
      termiiHandler([], async () => {
        await delay(500);
        return HttpResponse.json({ message_id: '1' });
      }),
    );
    await expect(sender(50).send({ to: '08031234567', text: 'x' })).rejects.toThrow(
      'termii timed out',
    );
  });

  it.each([
    ['08031234567', '2348031234567'],
    ['2348031234567', '2348031234567'],
    ['+234 803 123 4567', '2348031234567'],
  ])('When the number is %j, then Termii gets %j', (input, expected) => {
    expect(toInternationalNigerian(input)).toBe(expected);
  });
});

describe('The KYC chain on Dojah and Termii', () => {
  const t = useTestApp({
    env: {
      IDENTITY_PROVIDER: 'dojah',
      DOJAH_APP_ID: 'app-123',
      DOJAH_SECRET_KEY: 'prod_sk_abc',
      DOJAH_BASE_URL: DOJAH,
      SMS_PROVIDER: 'termii',
      TERMII_API_KEY: 'termii-key',
      TERMII_SENDER_ID: 'Alaafia',
      TERMII_BASE_URL: TERMII,
      PROVIDER_TIMEOUT_MS: '1000',
      SANDBOX_WITH_REAL_PROVIDERS: 'true',
    },
  });

  const bvnFound = (phone: string) =>
    http.get(`${DOJAH}/api/v1/kyc/bvn/full`, ({ request }) => {
      if (request.headers.get('AppId') !== 'app-123') {
        return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
      }
      return HttpResponse.json({
        entity: {
          bvn: new URL(request.url).searchParams.get('bvn'),
          first_name: 'CHINEDU',
          middle_name: 'EMEKA',
          last_name: 'OKEKE',
          date_of_birth: '02-Mar-1991',
          phone_number1: phone,
          reference: 'dojah-ref-1',
        },
      });
    });

  it('When Dojah finds the BVN, then Termii sends the code to the registered phone and the code verifies it', async () => {
    const c = await signUp(t.app);
    const kyc = kycClient(t.app, c.id, c.cookie);
    const sent: TermiiBody[] = [];
    server.use(bvnFound('07085460116'), termiiHandler(sent));

    const res = await kyc.bvn('22468537919');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'otp_sent', phone_hint: '0708 *** **16' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: '2347085460116', from: 'Alaafia', channel: 'dnd' });
    const code = /code is (\d{4})\./.exec(sent[0]!.sms)![1]!;

    const verified = await kyc.verify(code);
    expect(verified.statusCode).toBe(200);
    const row = await customerRow(t.database.db, c.id);
    expect(row.haveVerifiedBvn).toBe(true);
    const [doc] = await documentsOf(t.database.db, c.id);
    expect(doc).toMatchObject({
      provider: 'dojah',
      providerReference: 'dojah-ref-1',
      status: 'verified',
      registeredFirstName: 'CHINEDU',
    });
    expect(t.ctx.cipher.decrypt(doc!.registeredDobEnc!)).toBe('1991-03-02');
  });

  it('When Dojah is down, then it is 503 on errors.bvn, no document is kept and no SMS is sent', async () => {
    const c = await signUp(t.app);
    const sent: TermiiBody[] = [];
    server.use(
      http.get(`${DOJAH}/api/v1/kyc/bvn/full`, () =>
        HttpResponse.json({ error: 'Third Party service Failure' }, { status: 424 }),
      ),
      termiiHandler(sent),
    );
    const res = await kycClient(t.app, c.id, c.cookie).bvn('22468537920');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'We could not verify your ID right now. Please try again in a few minutes.',
      errors: {
        bvn: ['We could not verify your ID right now. Please try again in a few minutes.'],
      },
    });
    expect(await documentsOf(t.database.db, c.id)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('When Termii fails, then it is 503, the code is withdrawn and the document marked failed', async () => {
    const c = await signUp(t.app);
    server.use(
      bvnFound('07085460116'),
      termiiHandler([], () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
    );
    const res = await kycClient(t.app, c.id, c.cookie).bvn('22468537921');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'We could not send your code right now. Please try again in a few minutes.',
    );
    expect(await codesOf(t.database.db, c.id)).toEqual([]);
    expect((await documentsOf(t.database.db, c.id))[0]?.status).toBe('failed');
  });

  it('When Termii is down, then the failed sends use up no quota: the next send after the outage goes through (issue 12, item 7)', async () => {
    const c = await signUp(t.app);
    const kyc = kycClient(t.app, c.id, c.cookie);
    server.use(
      bvnFound('07085460117'),
      termiiHandler([], () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
    );
    // More failed sends than the customer's hourly quota of codes (5).
    for (let i = 0; i < 6; i += 1) {
      expect((await kyc.bvn('22468537923')).statusCode).toBe(503);
    }
    const sent: TermiiBody[] = [];
    server.use(bvnFound('07085460117'), termiiHandler(sent));
    const res = await kyc.bvn('22468537923');
    expect(res.statusCode).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it('When codes were really sent up to the quota, then the next one is 429 and no SMS goes', async () => {
    const c = await signUp(t.app);
    const kyc = kycClient(t.app, c.id, c.cookie);
    const sent: TermiiBody[] = [];
    server.use(bvnFound('07085460118'), termiiHandler(sent));
    for (let i = 0; i < 5; i += 1) expect((await kyc.bvn('22468537924')).statusCode).toBe(200);
    expect((await kyc.bvn('22468537924')).statusCode).toBe(429);
    expect(sent).toHaveLength(5);
  });

  it("When Dojah answers 400 (our request), then the customer gets 503, not 'not found', and no document is kept", async () => {
    const c = await signUp(t.app);
    server.use(
      http.get(`${DOJAH}/api/v1/kyc/vin`, () =>
        HttpResponse.json({ error: 'Invalid parameters' }, { status: 400 }),
      ),
    );
    const res = await kycClient(t.app, c.id, c.cookie).vin({ vin: '90F5B1C5BD295355586' });
    expect(res.statusCode).toBe(503);
    expect(res.json().errors.VIN).toEqual([
      'We could not verify your ID right now. Please try again in a few minutes.',
    ]);
    expect(await documentsOf(t.database.db, c.id)).toEqual([]);
  });

  it.each([
    [400, 'error'],
    [402, 'error'],
    [424, 'warn'],
  ] as const)(
    'When Dojah answers %i, then the failure is logged at %s level, without the number',
    async (status, level) => {
      const c = await signUp(t.app);
      server.use(
        http.get(`${DOJAH}/api/v1/kyc/vin`, () =>
          HttpResponse.json({ error: 'Something went wrong' }, { status }),
        ),
      );
      const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
      const kyc = createKycService(kycDepsOf(t.ctx, log as unknown as FastifyBaseLogger));
      const error = await kyc.verifyCard(c.id, 'vin', '90F5B1C5BD295355586').catch((e) => e);
      expect(error.statusCode).toBe(503);
      const other = level === 'error' ? 'warn' : 'error';
      expect(log[level]).toHaveBeenCalledTimes(1);
      expect(log[other]).not.toHaveBeenCalled();
      expect(log[level].mock.calls[0]![0]).toMatchObject({
        provider: 'dojah',
        status,
        idType: 'vin',
      });
      expect(JSON.stringify(log[level].mock.calls)).not.toContain('90F5B1C5BD295355586');
    },
  );

  it("When /kyc/bvn/full answers the current reference's validate shape, then the customer gets an answer, never a 503", async () => {
    const c = await signUp(t.app);
    const kyc = kycClient(t.app, c.id, c.cookie);
    const sent: TermiiBody[] = [];
    server.use(
      // https://docs.dojah.io/api-reference/endpoint/kyc_service/validate_bvn (200 example).
      http.get(`${DOJAH}/api/v1/kyc/bvn/full`, ({ request }) => {
        const url = new URL(request.url);
        const ours = url.searchParams.get('first_name') === c.body.first_name;
        return HttpResponse.json({
          entity: {
            bvn: { value: url.searchParams.get('bvn'), status: true },
            first_name: { confidence_value: ours ? 100 : 10, status: ours },
            date_of_birth: { status: false },
          },
        });
      }),
      termiiHandler(sent),
    );
    const res = await kyc.bvn('22468537925');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.bvn).toEqual([
      'No phone number is registered to this BVN, so we cannot send you a code. Please use another ID.',
    ]);
    expect(sent).toEqual([]);
  });

  it('When the BVN has no phone registered, then it is 422 and no SMS is sent', async () => {
    const c = await signUp(t.app);
    const sent: TermiiBody[] = [];
    server.use(bvnFound(''), termiiHandler(sent));
    const res = await kycClient(t.app, c.id, c.cookie).bvn('22468537922');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.bvn).toEqual([
      'No phone number is registered to this BVN, so we cannot send you a code. Please use another ID.',
    ]);
    expect(sent).toEqual([]);
  });
});

describe('Configuration of the identity and SMS providers', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('When nothing is set, then the sandbox identity provider and the outbox are used', () => {
    const config = loadConfig({});
    expect(config.identity.provider).toBe('sandbox');
    expect(config.sms.provider).toBe('outbox');
  });

  it('When Dojah or Termii is chosen without its keys, then start-up stops with what is missing', () => {
    expect(problems({ IDENTITY_PROVIDER: 'dojah', SANDBOX_WITH_REAL_PROVIDERS: 'true' })).toEqual([
      'DOJAH_APP_ID: is required when IDENTITY_PROVIDER=dojah',
      'DOJAH_SECRET_KEY: is required when IDENTITY_PROVIDER=dojah',
    ]);
    expect(problems({ SMS_PROVIDER: 'termii', SANDBOX_WITH_REAL_PROVIDERS: 'true' })).toEqual([
      'TERMII_API_KEY: is required when SMS_PROVIDER=termii',
      'TERMII_SENDER_ID: is required when SMS_PROVIDER=termii',
    ]);
    expect(problems({ IDENTITY_PROVIDER: 'smile' })).toHaveLength(1);
  });

  it('When SANDBOX=false, then the sandbox identity provider is refused', () => {
    expect(problems({ SANDBOX: 'false' })).toContain(
      'IDENTITY_PROVIDER: SANDBOX=false needs a real identity provider (IDENTITY_PROVIDER=dojah)',
    );
  });
});
