import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, server } from '#test/msw.js';
import { staffMeQuery } from './staff-session';

describe('who is signed in to the back office (issue 38)', () => {
  it('When nobody has signed in on this browser (no hint cookie), then the page does not ask: nobody, and no 401 in the console', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/admin/auth/me`, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ data: { id: 6, email: 'fin@alaafia.ng', roles: ['finance'] } });
      }),
    );
    document.cookie = 'alaafia_staff_in=; max-age=0; path=/';
    try {
      expect(await new QueryClient().fetchQuery(staffMeQuery())).toBeNull();
      expect(asked).toEqual([]);
    } finally {
      document.cookie = 'alaafia_staff_in=1; path=/';
    }
    // With the hint (someone signed in here), it asks, and the answer is the member.
    expect(await new QueryClient().fetchQuery(staffMeQuery())).toMatchObject({
      email: 'fin@alaafia.ng',
    });
    expect(asked).toHaveLength(1);
  });
});
