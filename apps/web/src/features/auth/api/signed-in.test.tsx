import { MEMBER_CARD_OFFLINE_CACHE } from '@alaafia/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.js';
import { queryKeys } from '#lib/query-keys.js';
import { BASE, server } from '#test/msw.js';
import { customerFixture } from '#test/render.js';
import { useLogin, useSignup } from './sign-in';

/** The browser's Cache Storage, holding A's member card kept for offline use. */
function cacheStorageWithACard() {
  const kept = new Set([MEMBER_CARD_OFFLINE_CACHE]);
  const storage = {
    delete: vi.fn(async (name: string) => kept.delete(name)),
    has: async (name: string) => kept.has(name),
  };
  vi.stubGlobal('caches', storage);
  return storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function hookWithClient<T>(hook: () => T) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}

describe('Signing in on a browser where someone kept their member card (issue 38 item 12)', () => {
  it("When B signs in after A's session ended without signing out, then A's offline member card is forgotten before B is the signed-in customer", async () => {
    const storage = cacheStorageWithACard();
    const b = customerFixture({ id: 2, first_name: 'Bola' });
    server.use(http.post(`${BASE}/auth/login`, () => HttpResponse.json({ data: b })));
    const { result, queryClient } = hookWithClient(() => useLogin());
    await act(() => result.current.mutateAsync({ email: 'b@example.ng', password: 'pw' }));
    expect(storage.delete).toHaveBeenCalledWith(MEMBER_CARD_OFFLINE_CACHE);
    expect(await storage.has(MEMBER_CARD_OFFLINE_CACHE)).toBe(false);
    expect(queryClient.getQueryData(queryKeys.me)).toEqual(b);
  });

  it('When someone signs up on that browser, then the kept card is forgotten too', async () => {
    const storage = cacheStorageWithACard();
    const c = customerFixture({ id: 3 });
    server.use(http.post(`${BASE}/auth/signup`, () => HttpResponse.json({ data: c })));
    const { result } = hookWithClient(() => useSignup());
    await act(() =>
      result.current.mutateAsync({
        first_name: 'Chi',
        last_name: 'Obi',
        email: 'c@example.ng',
        phone_number: '08031234567',
        password: 'correct horse battery',
      }),
    );
    expect(await storage.has(MEMBER_CARD_OFFLINE_CACHE)).toBe(false);
  });
});
