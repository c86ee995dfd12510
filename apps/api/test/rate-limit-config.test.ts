import { errorCopy } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/config.js';
import { customers } from '../src/db/schema/index.js';
import { buildTestApp, newCustomer, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_SIGNUP_PER_IP_HOUR: '2' } });
});
afterAll(async () => {
  await t.close();
});

const signup = (payload = newCustomer()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });

describe('per-IP rate limits from the environment', () => {
  it('When RATE_LIMIT_SIGNUP_PER_IP_HOUR is 2, then the third sign-up from one address within the hour is 429 and creates no customer', async () => {
    expect((await signup()).statusCode).toBe(201);
    expect((await signup()).statusCode).toBe(201);
    const third = newCustomer();
    const blocked = await signup(third);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(errorCopy.rateLimited);
    expect(blocked.cookies.find((c) => c.name === 'alaafia_session')).toBeUndefined();
    const stored = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, third.email));
    expect(stored).toEqual([]);
  });

  it('When the sandbox clock is moved a day forward after the limit was reached, then sign-ups from that address are still 429 (the limiter keeps the real time)', async () => {
    // The first test used this address's two sign-ups of the hour.
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/clock',
      payload: { days: 1 },
    });
    expect(moved.statusCode).toBe(200);
    try {
      const after = newCustomer();
      const res = await signup(after);
      expect(res.statusCode).toBe(429);
      const stored = await t.database.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, after.email));
      expect(stored).toEqual([]);
    } finally {
      await t.app.inject({ method: 'DELETE', url: '/api/sandbox/clock' });
    }
  });

  it('When no RATE_LIMIT_* variable is set, then the documented defaults apply (100 sign-ups an hour, 200 sign-ins per 15 minutes, 50 resets an hour, 30 staff sign-ins per 15 minutes per door, per address)', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      'signup:ip': 100,
      'login:ip': 200,
      'forgot:ip': 50,
      'staff-login:ip': 30,
    });
    expect(
      loadConfig({ RATE_LIMIT_STAFF_LOGIN_PER_IP_15MIN: '500' }).rateLimits['staff-login:ip'],
    ).toBe(500);
  });

  it('When a RATE_LIMIT_* variable is not a positive whole number, then start-up stops naming it', () => {
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_PER_IP_15MIN: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_SIGNUP_PER_IP_HOUR: 'many' })).toThrow(
      /RATE_LIMIT_SIGNUP_PER_IP_HOUR/,
    );
  });
});
