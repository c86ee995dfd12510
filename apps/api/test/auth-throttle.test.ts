import { errorCopy } from '@alaafia/domain';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_WARNING_AFTER } from '../src/lib/rate-limit.js';
import { buildTestApp, signUp, useTestApp } from './helpers.js';
import { outboxTo } from './builders/mail.js';

// Sign-in throttling (issue 12 item 6, docs/business-rules.md "Sign-in throttling (issue 12)").
const t = useTestApp();

const WARNING_SUBJECT = 'Someone is trying to sign in to your Alaafia account';

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

// The warning goes through notify (issue 26): its delivery is a job, run before reading.
const mailTo = async (email: string) =>
  (await outboxTo(t, email, { deliver: true })).filter((m) => m.subject === WARNING_SUBJECT);

describe('sign-in throttling', () => {
  it('When strangers from 20 other addresses fail to sign in to an account, then its owner still signs in from their own address and gets one warning e-mail', async () => {
    const { body } = await signUp(t.app);
    for (let i = 1; i <= 20; i += 1) {
      const res = await login(body.email, `guess number ${i}`, `10.1.0.${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(errorCopy.invalidCredentials);
    }
    const owner = await login(body.email, body.password, '192.0.2.10');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.email).toBe(body.email);

    const warnings = await mailTo(body.email);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.body).toContain('failed attempts to sign in to your Alaafia account');
    expect(warnings[0]!.body).toContain('http://localhost:3000/auth/forgot-password');
    expect(warnings[0]!.body).not.toContain(body.password);
  });

  it('When fewer failures than the warning threshold happen, then no warning e-mail is sent', async () => {
    const { body } = await signUp(t.app);
    for (let i = 1; i < SIGN_IN_WARNING_AFTER; i += 1) {
      expect((await login(body.email, 'wrong password', `10.2.0.${i}`)).statusCode).toBe(401);
    }
    expect(await mailTo(body.email)).toHaveLength(0);
  });

  it('When one address keeps guessing one account, then it gets 429 after 5 attempts, even with the right password, while the owner elsewhere signs in', async () => {
    const { body } = await signUp(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(body.email, 'wrong password', '10.3.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(body.email, body.password, '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(errorCopy.rateLimited);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(body.email, body.password, '192.0.2.11')).statusCode).toBe(200);
  });

  it('When one address guesses many accounts, then it gets 429 past the per-address limit', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_LOGIN_PER_IP_15MIN: '3' } });
    try {
      const ask = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `nobody${n}@example.com`, password: 'wrong password' },
          remoteAddress: '10.4.0.1',
        });
      for (let i = 0; i < 3; i += 1) expect((await ask(i)).statusCode).toBe(401);
      expect((await ask(3)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('When an account has had 50 failures from many addresses, then an address that failed on it waits, and an address that has not still signs in', async () => {
    const { body } = await signUp(t.app);
    for (let i = 1; i <= 25; i += 1) {
      for (let j = 0; j < 2; j += 1) {
        expect((await login(body.email, 'wrong password', `10.5.0.${i}`)).statusCode).toBe(401);
      }
    }
    expect((await login(body.email, body.password, '10.5.0.1')).statusCode).toBe(429);
    expect((await login(body.email, body.password, '192.0.2.12')).statusCode).toBe(200);
    expect(await mailTo(body.email)).toHaveLength(1);
  });
});
