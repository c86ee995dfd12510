import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { newCustomer, signUp, useTestApp } from './helpers.js';

/**
 * Issue 12 item 11: the customer's record and the sign-in answers carried no Cache-Control, so a
 * shared cache or the browser's back button could keep them. Every API answer is
 * `private, no-store` unless its route is reference data (public, with an ETag: lib/http-cache.ts).
 */
const t = useTestApp();

describe('Cache-Control of API answers', () => {
  it('When personal data, a sign-in or an error is answered, then it is private, no-store', async () => {
    const password = 'correct horse battery';
    const { id, cookie, body } = await signUp(t.app, { password });
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: newCustomer(),
    });
    const requests: [string, InjectOptions][] = [
      ['sign-up', { method: 'POST', url: '/api/auth/signup', payload: newCustomer() }],
      [
        'sign-in',
        { method: 'POST', url: '/api/auth/login', payload: { email: body.email, password } },
      ],
      [
        'wrong sign-in',
        {
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: body.email, password: 'not the password' },
        },
      ],
      ['me', { method: 'GET', url: '/api/auth/me', headers: { cookie } }],
      ['me without a session', { method: 'GET', url: '/api/auth/me' }],
      [
        'the customer record',
        { method: 'GET', url: `/api/local/customers/${id}`, headers: { cookie } },
      ],
      [
        "another customer's record",
        { method: 'GET', url: `/api/local/customers/${id + 1000}`, headers: { cookie } },
      ],
      ['the cart', { method: 'GET', url: `/api/local/customers/${id}/carts`, headers: { cookie } }],
      [
        'the next of kin',
        { method: 'GET', url: `/api/local/customer/next-of-kin/${id}`, headers: { cookie } },
      ],
      ['the health check', { method: 'GET', url: '/api/health' }],
      ['an unknown API path', { method: 'GET', url: '/api/no-such-thing' }],
      [
        'a malformed body',
        {
          method: 'POST',
          url: '/api/auth/login',
          payload: '{',
          headers: { 'content-type': 'application/json' },
        },
      ],
    ];
    expect(signup.headers['cache-control']).toBe('private, no-store');
    for (const [name, request] of requests) {
      const res = await t.app.inject(request);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(res.headers['cache-control'], `${name} (${res.statusCode})`).toBe('private, no-store');
    }
  });

  it('When reference data is answered, then it stays publicly cacheable with its ETag', async () => {
    for (const url of ['/api/local/products', '/api/local/states', '/api/local/hospitals']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^public, max-age=\d+/);
      expect(res.headers.etag, url).toBeTruthy();
    }
  });

  it('When a reference route answers an error, then the error is not cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/local/hospitals/states/abc' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
