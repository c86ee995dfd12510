import { errorCopy } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, sessions } from '../src/db/schema/index.js';
import { newCustomer, sessionCookie, signUp, useTestApp } from './helpers.js';
import { jobRunner } from './builders/jobs.js';

const t = useTestApp();

describe('sign-up', () => {
  it('When a new customer signs up, then they get a session cookie and their record without the password', async () => {
    const body = newCustomer({ phone_number: '+234 803 555 0101' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'alaafia_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const data = res.json().data;
    expect(data).toMatchObject({
      first_name: 'Chinedu',
      last_name: 'Okeke',
      email: body.email,
      phone_number: '08035550101',
      have_completed_kyc: false,
      change_password: false,
      customer_products: [],
    });
    expect(data.cust_id).toBe(data.id);
    expect(JSON.stringify(data)).not.toMatch(/password_hash|passwordHash|argon2/);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, data.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('When the e-mail is already registered (in any case), then it is 409 with errors.email and no second account', async () => {
    const first = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: newCustomer({ email: first.body.email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toEqual([errorCopy.emailTaken]);
    const rows = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, first.body.email));
    expect(rows).toHaveLength(1);
  });

  it('When the phone number is not a Nigerian mobile number, then it is 422 with errors.phone_number', async () => {
    for (const phone_number of ['12345', '0803123456', '08131234567890', '05031234567', 'abc']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: newCustomer({ phone_number }),
      });
      expect(res.statusCode, phone_number).toBe(422);
      expect(res.json().errors.phone_number).toEqual(['Enter a valid Nigerian phone number']);
    }
  });

  it('When fields are missing or wrong, then each is named in errors and nothing is created', async () => {
    const before = await t.database.db.select().from(customers);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        first_name: '',
        last_name: 'O2',
        email: 'not-an-email',
        phone_number: '08031234567',
        password: 'short',
      },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name', 'last_name', 'password']);
    expect(errors.password).toEqual(['Password must be at least 8 characters']);
    expect(await t.database.db.select().from(customers)).toHaveLength(before.length);
  });
});

describe('sign-in and sign-out', () => {
  it('When the password is wrong or the e-mail unknown, then both get the same 401 message', async () => {
    const { body } = await signUp(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: 'not the password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody.here@example.ng', password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: errorCopy.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('When a customer signs in, then /me answers their record; after logout the old cookie gets 401', async () => {
    const { body } = await signUp(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email.toUpperCase(), password: body.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookie(login);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(body.email);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(errorCopy.sessionExpired);
  });

  it('When no cookie is sent, then /me is 401 asking to sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(errorCopy.notSignedIn);
  });

  it('When the session has been idle too long or passed its absolute expiry, then it is 401', async () => {
    const { id, cookie } = await signUp(t.app);
    const longAgo = new Date(Date.now() - 2 * t.ctx.config.session.idleMs);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: longAgo })
      .where(eq(sessions.customerId, id));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(401);

    const second = await signUp(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.customerId, second.id));
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie: second.cookie },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('When the session token is stored, then only its hash is in the database', async () => {
    const { id, cookie } = await signUp(t.app);
    const token = cookie.split('=')[1]!;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.customerId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('sign-in rate limit', () => {
  it('When one address fails to sign in to one account 5 times, then its 6th attempt is 429 even with the right password', async () => {
    const { body } = await signUp(t.app);
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: body.email, password: 'wrong password' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toBe(errorCopy.rateLimited);
  });
});

describe('password reset and change', () => {
  /** The reset e-mail goes through notify (issue 26): its delivery is a job. */
  const runJobs = jobRunner(t);

  async function resetLinkFor(email: string) {
    await runJobs();
    const out = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/outbox?to=${encodeURIComponent(email)}`,
    });
    const mail = out.json().data[0];
    const token = /token=([^\s&]+)/.exec(mail.body)?.[1];
    return decodeURIComponent(token!);
  }

  it('When a registered or unknown e-mail asks for a reset, then both get the same answer and only the customer gets an e-mail', async () => {
    const { body } = await signUp(t.app);
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: body.email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ghost@example.ng' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await runJobs();
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/outbox?to=${encodeURIComponent(body.email)}`,
    });
    expect(outbox.json().data[0]).toMatchObject({
      channel: 'email',
      subject: 'Reset your Alaafia password',
    });
    const ghost = await t.app.inject({
      method: 'GET',
      url: '/api/sandbox/outbox?to=ghost@example.ng',
    });
    expect(ghost.json().data).toEqual([]);
  });

  it('When the link is used, then the new password works, the old one does not, every session is signed out and the link is spent', async () => {
    const { body, cookie } = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: body.email },
    });
    const token = await resetLinkFor(body.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(401);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: 'a brand new passphrase' },
    });
    expect(newLogin.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'another passphrase' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(errorCopy.invalidResetLink);
  });

  it('When a customer with the change_password flag sets a new password, then the flag clears and other sessions end', async () => {
    const { id, body, cookie } = await signUp(t.app);
    await t.database.db.update(customers).set({ changePassword: true }).where(eq(customers.id, id));
    const other = sessionCookie(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: body.email, password: body.password },
      }),
    );
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { current_password: 'not it at all', new_password: 'new passphrase 2026' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toBeDefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { current_password: body.password, new_password: 'new passphrase 2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.change_password).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: other } }))
        .statusCode,
    ).toBe(401);
  });
});
