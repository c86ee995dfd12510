import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { outboxNeedsRecipient } from '../src/modules/dev/sandbox/sandbox.routes.js';
import { buildTestApp, realProvidersEnv, signUp, useTestApp } from './helpers.js';
import { runJobs } from './builders/jobs.js';

function problems(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

const without = (...keys: string[]) =>
  Object.fromEntries(Object.entries(realProvidersEnv).filter(([k]) => !keys.includes(k)));

describe('SANDBOX=false (issue 12)', () => {
  it('When Paystack, Dojah, Termii and SMTP are configured, then the configuration loads with the real providers', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...realProvidersEnv });
    expect(config.sandbox).toBe(false);
    expect(config.email).toEqual({
      provider: 'smtp',
      from: 'Alaafia <hello@alaafia.ng>',
      smtpUrl: 'smtp://alaafia:secret@127.0.0.1:2525',
    });
    expect(config.sms.provider).toBe('termii');
    expect(config.identity.provider).toBe('dojah');
    expect(config.payments.provider).toBe('paystack');
  });

  it('When nothing real is configured, then start-up stops with one line per missing provider', () => {
    expect(problems({ SANDBOX: 'false' })).toEqual(
      expect.arrayContaining([
        'ENCRYPTION_KEY: is required when SANDBOX=false',
        'IDENTITY_PROVIDER: SANDBOX=false needs a real identity provider (IDENTITY_PROVIDER=dojah)',
        'PAYMENTS_PROVIDER: SANDBOX=false needs a real payment provider (PAYMENTS_PROVIDER=paystack)',
        'EMAIL_PROVIDER: SANDBOX=false needs a real e-mail provider (EMAIL_PROVIDER=smtp with SMTP_URL)',
        'SMS_PROVIDER: SANDBOX=false needs a real SMS provider (SMS_PROVIDER=termii)',
      ]),
    );
  });

  it.each([
    [
      'SMTP',
      ['EMAIL_PROVIDER', 'SMTP_URL'],
      'EMAIL_PROVIDER: SANDBOX=false needs a real e-mail provider',
    ],
    [
      'Termii',
      ['SMS_PROVIDER', 'TERMII_API_KEY', 'TERMII_SENDER_ID'],
      'SMS_PROVIDER: SANDBOX=false needs a real SMS provider',
    ],
    [
      'Dojah',
      ['IDENTITY_PROVIDER', 'DOJAH_APP_ID', 'DOJAH_SECRET_KEY'],
      'IDENTITY_PROVIDER: SANDBOX=false needs a real identity provider',
    ],
    [
      'Paystack',
      ['PAYMENTS_PROVIDER', 'PAYSTACK_TEST_SECRET_KEY', 'PAYSTACK_TEST_PUBLIC_KEY'],
      'PAYMENTS_PROVIDER: SANDBOX=false needs a real payment provider',
    ],
  ])('When %s is missing, then start-up stops and says so', (_name, keys, message) => {
    const list = problems(without(...keys));
    expect(list).toHaveLength(1);
    expect(list[0]).toContain(message);
  });

  it('When EMAIL_PROVIDER=smtp has no SMTP_URL or a wrong one, then start-up stops and says so', () => {
    expect(problems(without('SMTP_URL'))).toEqual([
      'SMTP_URL: is required when EMAIL_PROVIDER=smtp',
    ]);
    expect(problems({ ...realProvidersEnv, SMTP_URL: 'https://mail.example.ng' })).toEqual([
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    ]);
  });

  it('When the app is built without the sandbox, then it starts and has no /api/sandbox routes', async () => {
    const real = await buildTestApp({ env: { ...realProvidersEnv } });
    try {
      expect(real.ctx.email.constructor.name).toBe('SmtpEmailSender');
      const res = await real.app.inject({ method: 'GET', url: '/api/sandbox/outbox?to=a@b.ng' });
      expect(res.statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});

describe('the sandbox refuses a production setting (issue 12)', () => {
  it('When NODE_ENV=production is set with the sandbox on, then start-up stops with a clear message', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'SANDBOX: the sandbox cannot run with NODE_ENV=production: set SANDBOX=false with the real providers, or leave NODE_ENV unset for a trial',
    ]);
    expect(problems({ NODE_ENV: 'production', SANDBOX: 'true' })).toHaveLength(1);
  });

  it('When the built server chose production only for its libraries (NODE_ENV unset), then the sandbox starts', () => {
    expect(problems({ NODE_ENV: 'production', NODE_ENV_FROM_BUILD: 'true' })).toEqual([]);
  });

  it('When live Paystack keys are beside the sandbox, then start-up stops with a clear message', () => {
    const live = [
      'SANDBOX: the sandbox cannot run beside live Paystack keys (PAYSTACK_LIVE=true or PAYSTACK_LIVE_SECRET_KEY): set SANDBOX=false',
    ];
    expect(problems({ PAYSTACK_LIVE: 'true' })).toContain(live[0]);
    expect(problems({ PAYSTACK_LIVE_SECRET_KEY: 'sk_live_abc123' })).toEqual(live);
    expect(
      problems({
        ...realProvidersEnv,
        PAYSTACK_LIVE: 'true',
        PAYSTACK_LIVE_SECRET_KEY: 'sk_live_abc123',
        PAYSTACK_LIVE_PUBLIC_KEY: 'pk_live_abc123',
      }),
    ).toEqual([]);
  });
});

describe('the sandbox and the network (issue 24)', () => {
  it('When SANDBOX=true and HOST is unset, then the server listens on 127.0.0.1 only, with no warning', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.warnings).toEqual([]);
  });

  it('When SANDBOX=false and HOST is unset, then it listens on 0.0.0.0 (containers)', () => {
    const config = loadConfig({ ...realProvidersEnv });
    expect(config.host).toBe('0.0.0.0');
    expect(config.warnings).toEqual([]);
  });

  it('When SANDBOX=true with an explicit HOST open to the network, then that HOST wins and start-up warns', () => {
    const config = loadConfig({ HOST: '0.0.0.0' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.warnings).toEqual([
      'HOST=0.0.0.0 opens the sandbox to the network: anyone who reaches it can create an administrator, read the outbox and move the clock',
    ]);
    expect(loadConfig({ HOST: '127.0.0.1' }).warnings).toEqual([]);
    expect(loadConfig({ ...realProvidersEnv, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  const dojah = { IDENTITY_PROVIDER: 'dojah', DOJAH_APP_ID: 'a', DOJAH_SECRET_KEY: 'b' };
  const termii = { SMS_PROVIDER: 'termii', TERMII_API_KEY: 'k', TERMII_SENDER_ID: 'Alaafia' };
  const smtp = { EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://a:b@127.0.0.1:2525' };
  it.each([
    ['an identity provider', dojah, 'IDENTITY_PROVIDER=dojah'],
    ['an SMS provider', termii, 'SMS_PROVIDER=termii'],
    ['an e-mail provider', smtp, 'EMAIL_PROVIDER=smtp'],
  ])(
    'When SANDBOX=true is beside a real %s, then start-up stops unless SANDBOX_WITH_REAL_PROVIDERS=true',
    (_name, env, named) => {
      expect(problems(env)).toEqual([
        `SANDBOX: the sandbox refuses to run beside a real provider (${named}): set SANDBOX=false, or SANDBOX_WITH_REAL_PROVIDERS=true if that is on purpose`,
      ]);
      expect(problems({ ...env, SANDBOX_WITH_REAL_PROVIDERS: 'true' })).toEqual([]);
      expect(loadConfig({ ...env, SANDBOX_WITH_REAL_PROVIDERS: 'true' }).warnings).toEqual([
        'SANDBOX_WITH_REAL_PROVIDERS=true: the sandbox runs beside the real providers configured',
      ]);
    },
  );

  it('When all three real providers are beside the sandbox, then the one message names each', () => {
    expect(problems({ ...dojah, ...termii, ...smtp })).toEqual([
      'SANDBOX: the sandbox refuses to run beside a real provider (IDENTITY_PROVIDER=dojah, SMS_PROVIDER=termii, EMAIL_PROVIDER=smtp): set SANDBOX=false, or SANDBOX_WITH_REAL_PROVIDERS=true if that is on purpose',
    ]);
  });
});

describe('GET /api/sandbox/outbox (issue 12)', () => {
  const t = useTestApp();

  const outbox = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/sandbox/outbox${query}` });

  it('When no recipient is given, then it is 400 with a clear message and lists nothing', async () => {
    const c = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: c.body.email },
    });
    await runJobs(t); // the reset e-mail is a job
    for (const query of ['', '?to=', '?to=%20%20', '?other=1']) {
      const res = await outbox(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ message: outboxNeedsRecipient });
      expect(res.body).not.toContain('reset-password');
    }
  });

  it("When a recipient is given, then only that recipient's messages are listed, never another's", async () => {
    const ada = await signUp(t.app);
    const bola = await signUp(t.app);
    for (const c of [ada, bola]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: c.body.email },
      });
    }
    // The reset e-mails go through notify (issue 26): their delivery is a job.
    await runJobs(t);
    const res = await outbox(`?to=${encodeURIComponent(ada.body.email.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { to: string; body: string; subject: string }[];
    // The sign-up's e-mail confirmation code and the reset link: Ada's two, none of Bola's.
    expect(data.map((m) => m.subject).sort()).toEqual([
      'Reset your Alaafia password',
      'Your Alaafia confirmation code',
    ]);
    expect(data.every((m) => m.to === ada.body.email)).toBe(true);
    expect(res.body).not.toContain(bola.body.email);

    const nobody = await outbox('?to=nobody@example.ng');
    expect(nobody.json().data).toEqual([]);
    const wildcard = await outbox('?to=%25');
    expect(wildcard.json().data).toEqual([]);
  });
});

describe('WHATSAPP_PROVIDER (issue 40)', () => {
  it("When SANDBOX=false keeps the sandbox's WhatsApp (its public secret), or cloud lacks a variable, then start-up stops naming them", () => {
    expect(problems({ NODE_ENV: 'production', ...without('WHATSAPP_PROVIDER') })).toEqual([
      "WHATSAPP_PROVIDER: SANDBOX=false needs Meta's Cloud API (WHATSAPP_PROVIDER=cloud with WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN)",
    ]);
    expect(
      problems({
        NODE_ENV: 'production',
        ...without('WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'),
      }),
    ).toEqual([
      'WHATSAPP_APP_SECRET: is required when WHATSAPP_PROVIDER=cloud',
      'WHATSAPP_VERIFY_TOKEN: is required when WHATSAPP_PROVIDER=cloud',
    ]);
  });

  it("When the sandbox runs beside Meta's Cloud API without saying so, then it refuses to start", () => {
    expect(
      problems({
        WHATSAPP_PROVIDER: 'cloud',
        WHATSAPP_ACCESS_TOKEN: 'x'.repeat(30),
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_APP_SECRET: 'x'.repeat(20),
        WHATSAPP_VERIFY_TOKEN: 'x'.repeat(20),
      }).join('\n'),
    ).toContain('WHATSAPP_PROVIDER=cloud');
  });
});

describe('TELEMEDICINE_PROVIDER (issue 28)', () => {
  it('When SANDBOX=false keeps the sandbox partner, or the webhook lacks its URL or secret, then start-up stops naming them', () => {
    expect(problems({ NODE_ENV: 'production', ...without('TELEMEDICINE_PROVIDER') })).toEqual([
      'TELEMEDICINE_PROVIDER: SANDBOX=false needs the real telemedicine partner (TELEMEDICINE_PROVIDER=webhook with TELEMEDICINE_WEBHOOK_URL and TELEMEDICINE_WEBHOOK_SECRET)',
    ]);
    expect(
      problems({
        NODE_ENV: 'production',
        ...without('TELEMEDICINE_WEBHOOK_URL', 'TELEMEDICINE_WEBHOOK_SECRET'),
      }),
    ).toEqual([
      'TELEMEDICINE_WEBHOOK_URL: is required when TELEMEDICINE_PROVIDER=webhook',
      'TELEMEDICINE_WEBHOOK_SECRET: is required when TELEMEDICINE_PROVIDER=webhook',
    ]);
    expect(
      problems({
        NODE_ENV: 'production',
        ...realProvidersEnv,
        TELEMEDICINE_WEBHOOK_SECRET: 'short',
      }),
    ).toEqual(['TELEMEDICINE_WEBHOOK_SECRET: must be at least 32 characters']);
  });

  it('When the sandbox runs beside the real partner without saying so, then it refuses to start', () => {
    expect(
      problems({
        TELEMEDICINE_PROVIDER: 'webhook',
        TELEMEDICINE_WEBHOOK_URL: 'https://partner.test/referrals',
        TELEMEDICINE_WEBHOOK_SECRET: 'x'.repeat(32),
      }).join('\n'),
    ).toContain('TELEMEDICINE_PROVIDER=webhook');
  });
});
