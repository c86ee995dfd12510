import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.js';
import { crossSiteRefused } from '../src/plugins/request-origin.js';
import { signUp, useTestApp } from './helpers.js';

/**
 * Issue 12 item 5: a page on another site made the customer's browser wipe their verified BVN (a
 * top-level navigation to the clean GET) and sign them out (a form POST to logout). Every
 * state-changing request from another site is refused with 403 and changes nothing; the app's own
 * pages, typed URLs and non-browser clients still work. APP_URL is http://localhost:3000 here.
 */
const t = useTestApp();

/** What Chromium sends for a top-level navigation from https://evil.example to us. */
const crossSiteNavigation = {
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
};
/** What Chromium sends for a form POST from https://evil.example to us. */
const crossSiteForm = {
  ...crossSiteNavigation,
  origin: 'https://evil.example',
  'content-type': 'application/x-www-form-urlencoded',
};
/** What the app's own pages send with fetch(). */
const sameOriginFetch = {
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  origin: 'http://localhost:3000',
};

async function customerWithVerifiedBvn() {
  const customer = await signUp(t.app);
  await t.database.db
    .update(customers)
    .set({ haveVerifiedBvn: true })
    .where(eq(customers.id, customer.id));
  return customer;
}

async function bvnVerified(id: number) {
  const [row] = await t.database.db
    .select({ v: customers.haveVerifiedBvn })
    .from(customers)
    .where(eq(customers.id, id));
  return row?.v;
}

async function signedIn(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  return res.statusCode === 200;
}

describe('state-changing GETs from another site', () => {
  it('When another site navigates the browser to the clean route, then 403 and the verified BVN is intact', async () => {
    const { id, cookie } = await customerWithVerifiedBvn();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/local/customers/profiles/clean/${id}`,
      headers: { ...crossSiteNavigation, cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: crossSiteRefused });
    expect(await bvnVerified(id)).toBe(true);
  });

  it('When a sibling subdomain (same-site) navigates to the clean route, then 403 and nothing changes', async () => {
    const { id, cookie } = await customerWithVerifiedBvn();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/local/customers/profiles/clean/${id}`,
      headers: { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(await bvnVerified(id)).toBe(true);
  });

  it('When another site links to the OTP check or the payment reference, then 403', async () => {
    const { id, cookie } = await signUp(t.app);
    for (const url of [
      `/api/local/customers/profiles/nin-with-id/1234/${id}/verify`,
      `/api/local/customers/${id}/quotes/payment-reference`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...crossSiteNavigation, cookie },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ message: crossSiteRefused });
    }
  });

  it("When the app's own page, a typed URL or a non-browser client asks for the clean route, then it runs", async () => {
    for (const headers of [sameOriginFetch, { 'sec-fetch-site': 'none' }, {}]) {
      const { id, cookie } = await customerWithVerifiedBvn();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/local/customers/profiles/clean/${id}`,
        headers: { ...headers, cookie },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(await bvnVerified(id)).toBe(false);
    }
  });

  it('When another site reads a GET that changes nothing, then it is not refused here (CORS and SameSite cover reading)', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...crossSiteNavigation, cookie },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('sign-out and other POSTs from another site', () => {
  it('When another site posts a form to logout, then 403, no cookie is set and the customer stays signed in', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...crossSiteForm, cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: crossSiteRefused });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await signedIn(cookie)).toBe(true);
  });

  it('When a browser without Sec-Fetch-Site posts from another origin, or from an opaque one (null), then 403', async () => {
    const { cookie } = await signUp(t.app);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:5173']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin, cookie },
      });
      expect(res.statusCode, origin).toBe(403);
    }
    expect(await signedIn(cookie)).toBe(true);
  });

  it('When a PUT comes from another site, then 403 before the body is read', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/local/customers/${id}`,
      headers: { ...crossSiteForm, 'content-type': 'application/json', cookie },
      payload: { first_name: 'Mallory' },
    });
    expect(res.statusCode).toBe(403);
  });

  it("When the app's own page signs out, then the session ends and the cookie is cleared", async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...sameOriginFetch, cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^alaafia_session=;/);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('When the server is reached under another name (127.0.0.1) by its own page, then the request runs', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        ...sameOriginFetch,
        host: '127.0.0.1:3000',
        origin: 'http://127.0.0.1:3000',
        cookie,
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('When logout is called without a session, then it answers and clears nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: sameOriginFetch,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("When Paystack's webhook arrives with browser-like headers, then the origin check does not apply (its signature does)", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: { ...crossSiteForm, 'content-type': 'application/json' },
      payload: { event: 'charge.success', data: { reference: 'x' } },
    });
    expect(res.statusCode).not.toBe(403);
  });
});
