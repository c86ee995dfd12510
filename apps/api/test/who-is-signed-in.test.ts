import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorCopy } from '@alaafia/domain';
import { customers, sessions } from '../src/db/schema/index.js';
import { testClock } from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';

// Issue 38: what the pages read to know who is signed in. The customer's hint cookie (alaafia_in),
// which a page reads before asking GET /api/auth/me, so that a visitor's browser makes no request
// that answers 401; and the greeting's 'signed up within the hour', decided once by the API's clock,
// so a page the server drew and the browser took over greets the same (React #418).

const clock = testClock(new Date('2026-03-10T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });

/** The customer's hint cookie in a response, if the response sets or clears it. */
const hintOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'alaafia_in');

const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

describe("the customer's hint cookie", () => {
  it('When a customer signs up or signs in, then the hint comes beside the session cookie: readable by the page, path /, ending with the session', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        first_name: 'Ada',
        last_name: 'Obi',
        email: `ada.hint.${Date.now()}@example.ng`,
        phone_number: '08035550199',
        password: 'correct horse battery',
      },
    });
    expect(signup.statusCode).toBe(201);
    const session = signup.cookies.find((c) => c.name === 'alaafia_session')!;
    expect(hintOf(signup)).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hintOf(signup)?.httpOnly).toBeFalsy();
    expect(hintOf(signup)?.expires?.getTime()).toBe(session.expires?.getTime());

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: signup.json().data.email, password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(200);
    expect(hintOf(login)).toMatchObject({ value: '1', path: '/' });
  });

  it('When the customer signs out, then the hint is cleared with the session cookie', async () => {
    const { cookie } = await signUp(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `${cookie}; alaafia_in=1` },
    });
    expect(logout.statusCode).toBe(200);
    expect(hintOf(logout)?.value).toBe('');
    expect(hintOf(logout)?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('When the API finds the session over, then its 401 says it expired and clears the hint, so the page asks no more', async () => {
    const { id, cookie } = await signUp(t.app);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(eq(sessions.customerId, id));
    const res = await me(`${cookie}; alaafia_in=1`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(errorCopy.sessionExpired);
    expect(hintOf(res)?.value).toBe('');
  });

  it('When a hint comes with no session cookie at all, then it is cleared (on a page too); with neither, nothing is set', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/help',
      headers: { cookie: 'alaafia_in=1' },
    });
    expect(hintOf(page)?.value).toBe('');
    const visitor = await me();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(errorCopy.notSignedIn);
    expect(hintOf(visitor)).toBeUndefined();
  });

  it('When a live session arrives without the hint (begun before it existed), then its next GET answer sets it, never a file of the build', async () => {
    const { cookie } = await signUp(t.app);
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(hintOf(res)).toMatchObject({ value: '1', path: '/' });
    // Already there: not set again.
    expect(hintOf(await me(`${cookie}; alaafia_in=1`))).toBeUndefined();
    const file = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { cookie },
    });
    expect(hintOf(file)).toBeUndefined();
  });

  it('When a page asks with the hint but no session, then the answer is still 401: the hint signs nobody in', async () => {
    const res = await me('alaafia_in=1');
    expect(res.statusCode).toBe(401);
  });
});

describe("the greeting's 'signed up within the hour'", () => {
  it("When a customer has just signed up, then /me says so until an hour has passed on the application's clock, and created_at is that clock's", async () => {
    clock.set(new Date('2031-06-01T10:00:00Z'));
    const { id, cookie } = await signUp(t.app);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    expect(row?.createdAt.toISOString()).toBe('2031-06-01T10:00:00.000Z');
    expect((await me(cookie)).json().data).toMatchObject({
      created_at: '2031-06-01T10:00:00.000Z',
      just_signed_up: true,
    });
    clock.advance(59 * 60_000);
    expect((await me(cookie)).json().data.just_signed_up).toBe(true);
    clock.advance(2 * 60_000);
    expect((await me(cookie)).json().data.just_signed_up).toBe(false);
  });
});
