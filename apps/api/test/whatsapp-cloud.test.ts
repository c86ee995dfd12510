import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { whatsappMessages } from '../src/db/schema/index.js';
import { WhatsAppCloudSender, WhatsAppError } from '../src/integrations/messaging/whatsapp.js';
import { queueWhatsApp, RATE_LIMIT_RETRY_MS } from '../src/modules/platform/messaging/index.js';
import { testClock } from './checkout-helpers.js';
import { realProvidersEnv, testPasswordHashEnv, useTestApp } from './helpers.js';
import { messageEvent, postEvent } from './whatsapp-support.js';
import { jobRunner } from './builders/jobs.js';

// Meta's Cloud API (WHATSAPP_PROVIDER=cloud) against a local mock shaped as Meta documents it: the
// messages endpoint's answer { messaging_product, contacts, messages: [{ id }] } and its error
// { error: { message, type, code, error_data, fbtrace_id } }, the media endpoints' { id } and
// { url, mime_type, sha256, file_size, id }, the file behind the URL with the same bearer token.
const GRAPH = 'https://graph.whatsapp.test/v21.0';
const PHONE_ID = '106540352242922';
const TOKEN = 'test-whatsapp-access-token-000000';
const sent: { to: string; type: string; auth: string | null }[] = [];
let answers: ('ok' | 130429 | 131056 | 131026 | 500)[] = [];

const metaError = (code: number, message: string, status = 400) =>
  HttpResponse.json(
    {
      error: {
        message,
        type: 'OAuthException',
        code,
        error_data: { messaging_product: 'whatsapp', details: message },
        fbtrace_id: 'AbCdEf123',
      },
    },
    { status },
  );

const server = setupServer(
  http.post(`${GRAPH}/${PHONE_ID}/messages`, async ({ request }) => {
    const body = (await request.json()) as { to: string; type: string };
    sent.push({ to: body.to, type: body.type, auth: request.headers.get('authorization') });
    const answer = answers.shift() ?? 'ok';
    if (answer === 130429) return metaError(130429, '(#130429) Rate limit hit');
    if (answer === 131056)
      return metaError(
        131056,
        '(#131056) (Business Account, Consumer Account) pair rate limit hit',
      );
    if (answer === 131026) return metaError(131026, '(#131026) Message undeliverable');
    if (answer === 500)
      return HttpResponse.json({ error: { message: 'unknown', code: 1 } }, { status: 500 });
    return HttpResponse.json({
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.cloud-${sent.length}` }],
    });
  }),
  http.post(`${GRAPH}/${PHONE_ID}/media`, () => HttpResponse.json({ id: '1037543291543636' })),
  http.get(`${GRAPH}/1037543291543636`, ({ request }) =>
    request.headers.get('authorization') === `Bearer ${TOKEN}`
      ? HttpResponse.json({
          messaging_product: 'whatsapp',
          url: 'https://lookaside.whatsapp.test/whatsapp_business/attachments/?mid=1037543291543636',
          mime_type: 'image/jpeg',
          sha256: 'hash',
          file_size: 4,
          id: '1037543291543636',
        })
      : metaError(190, 'Invalid OAuth access token', 401),
  ),
  http.get(`${GRAPH}/404404404`, () => metaError(100, 'Unsupported get request', 400)),
  http.get('https://lookaside.whatsapp.test/whatsapp_business/attachments/', ({ request }) =>
    request.headers.get('authorization') === `Bearer ${TOKEN}`
      ? new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), {
          headers: { 'content-type': 'image/jpeg' },
        })
      : new HttpResponse(null, { status: 401 }),
  ),
);

const clock = testClock(new Date('2026-06-01T08:00:00Z'));
const t = useTestApp({
  env: { SANDBOX: 'true', SANDBOX_WITH_REAL_PROVIDERS: 'true', ...pickWhatsApp() },
  overrides: { now: clock.now },
});

function pickWhatsApp() {
  return Object.fromEntries(
    Object.entries(realProvidersEnv).filter(([k]) => k.startsWith('WHATSAPP_')),
  );
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const runJobs = jobRunner(t);

async function queued(waId: string, text: string) {
  return t.database.db.transaction((tx) =>
    queueWhatsApp(tx, {
      waId,
      customerId: null,
      body: { type: 'text', text: { body: text } },
      at: clock.now(),
    }),
  );
}

const rowOf = async (id: number) =>
  (await t.database.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, id)))[0]!;

describe("Meta's Cloud API", () => {
  it('When Meta answers 130429 (throughput), then the message waits on the queue and goes once the wait has passed', async () => {
    answers = [130429];
    const id = await queued('2348031110001', 'hello');
    await runJobs();
    expect(await rowOf(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      errorCode: 130429,
      wamid: null,
    });
    clock.advance(RATE_LIMIT_RETRY_MS + 1_000);
    await runJobs();
    const row = await rowOf(id);
    expect(row.status).toBe('sent');
    expect(row.wamid).toMatch(/^wamid\.cloud-/);
    expect(sent.filter((s) => s.to === '2348031110001')).toHaveLength(2);
    expect(sent.at(-1)!.auth).toBe(`Bearer ${TOKEN}`);
  });

  it('When Meta answers 131056 (too many to one person), then the newer message to that person waits behind the older one', async () => {
    answers = [131056];
    const first = await queued('2348031110002', 'first');
    const second = await queued('2348031110002', 'second');
    await runJobs();
    expect((await rowOf(first)).status).toBe('queued');
    expect((await rowOf(second)).status).toBe('queued');
    clock.advance(RATE_LIMIT_RETRY_MS + 1_000);
    await runJobs();
    const [a, b] = [await rowOf(first), await rowOf(second)];
    expect([a.status, b.status]).toEqual(['sent', 'sent']);
    expect(a.id).toBeLessThan(b.id);
    expect(Number(a.wamid!.split('-')[1])).toBeLessThan(Number(b.wamid!.split('-')[1]));
  });

  it('When Meta refuses a message for good (131026), then it is failed with the code and not sent again', async () => {
    answers = [131026];
    const id = await queued('2348031110003', 'x');
    await runJobs();
    clock.advance(60 * 60_000);
    await runJobs();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', errorCode: 131026 });
    expect(sent.filter((s) => s.to === '2348031110003')).toHaveLength(1);
  });

  it('When media is fetched, then its description and then its bytes are read with the bearer token; an unknown medium is a WhatsAppError', async () => {
    const cloud = new WhatsAppCloudSender({
      graphUrl: GRAPH,
      accessToken: TOKEN,
      phoneNumberId: PHONE_ID,
      timeoutMs: 2_000,
    });
    const media = await cloud.media('1037543291543636');
    expect(media).toMatchObject({ mimeType: 'image/jpeg', fileSize: 4 });
    expect([...(await cloud.download(media, 1_000))]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    await expect(cloud.download(media, 2)).rejects.toBeInstanceOf(WhatsAppError);
    await expect(cloud.media('404404404')).rejects.toMatchObject({ code: 100, status: 400 });
    expect((await cloud.uploadMedia(Buffer.from('%PDF-'), 'application/pdf', 'card.pdf')).id).toBe(
      '1037543291543636',
    );
  });

  it('When the webhook is signed with the sandbox secret while Meta is configured, then it is refused', async () => {
    const res = await postEvent(
      t,
      messageEvent('2348031110004', { type: 'text', text: { body: 'MENU' } }),
      'sandbox-whatsapp-app-secret',
    );
    expect(res.statusCode).toBe(401);
    const ok = await postEvent(
      t,
      messageEvent('2348031110004', { type: 'text', text: { body: 'MENU' } }),
      'test-whatsapp-app-secret',
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('Configuration', () => {
  it('When WHATSAPP_PROVIDER=cloud lacks its variables, or SANDBOX=false keeps the sandbox provider, then start-up refuses with the names', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', ...testPasswordHashEnv, WHATSAPP_PROVIDER: 'cloud' }),
    ).toThrow(
      /WHATSAPP_ACCESS_TOKEN: is required when WHATSAPP_PROVIDER=cloud[\s\S]*WHATSAPP_APP_SECRET/,
    );
    const { WHATSAPP_PROVIDER: _p, ...rest } = realProvidersEnv;
    expect(() =>
      loadConfig({ NODE_ENV: 'test', ...testPasswordHashEnv, ...rest, SANDBOX: 'false' }),
    ).toThrow(/WHATSAPP_PROVIDER: SANDBOX=false needs/);
    const sandbox = loadConfig({ NODE_ENV: 'test', ...testPasswordHashEnv });
    expect(sandbox.whatsapp).toMatchObject({
      provider: 'sandbox',
      appSecret: 'sandbox-whatsapp-app-secret',
      verifyToken: 'sandbox-whatsapp-verify-token',
    });
  });
});
