import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '#test/render.js';
import { server } from '#test/msw.js';
import { startEarlyGet } from './api-client';
import { getMe, sessionExpiredOnLastCheck } from './current-customer';

const BASE = 'http://localhost:3000/api';

describe('who is signed in, asked only when the hint says someone signed in here (issue 38)', () => {
  it('When the browser holds no customer hint (a visitor), then nobody is signed in, nothing is asked (no 401 in the console) and the session is not called expired', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/auth/me`, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ data: customerFixture() });
      }),
    );
    document.cookie = 'alaafia_in=; max-age=0; path=/';
    try {
      expect(await getMe()).toBeNull();
      expect(sessionExpiredOnLastCheck()).toBe(false);
      expect(asked).toEqual([]);
    } finally {
      document.cookie = 'alaafia_in=1; path=/';
    }
    // With the hint, it asks, and the answer is the customer.
    expect(await getMe()).toMatchObject({ first_name: 'Chidi' });
    expect(asked).toHaveLength(1);
  });

  it('When the hint is there but the API finds the session over, then nobody is signed in and the sign-in page is told it expired', async () => {
    server.use(
      http.get(`${BASE}/auth/me`, () =>
        HttpResponse.json(
          { message: 'Your session has expired. Please sign in again.' },
          { status: 401 },
        ),
      ),
    );
    expect(await getMe()).toBeNull();
    expect(sessionExpiredOnLastCheck()).toBe(true);
  });

  it("When the page's early ask (main.tsx) finds the session over and its answer clears the hint, then the page still hears 'expired'", async () => {
    server.use(
      http.get(`${BASE}/auth/me`, () =>
        HttpResponse.json(
          { message: 'Your session has expired. Please sign in again.' },
          { status: 401 },
        ),
      ),
    );
    startEarlyGet('/auth/me');
    // The 401's Set-Cookie clears the hint before the app reads the answer.
    document.cookie = 'alaafia_in=; max-age=0; path=/';
    try {
      expect(await getMe()).toBeNull();
      expect(sessionExpiredOnLastCheck()).toBe(true);
    } finally {
      document.cookie = 'alaafia_in=1; path=/';
    }
  });
});
