import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, hasCookie, setUnauthorizedHandler, startEarlyGet } from './api-client';

function respond(status: number, body: unknown) {
  return vi
    .fn()
    .mockResolvedValue(new Response(body === undefined ? '' : JSON.stringify(body), { status }));
}

describe('api client', () => {
  beforeEach(() => setUnauthorizedHandler(null));
  afterEach(() => vi.unstubAllGlobals());

  it('When the API answers { data }, then the data is returned unwrapped', async () => {
    vi.stubGlobal('fetch', respond(200, { data: { id: 7 } }));
    await expect(api.get('/auth/me')).resolves.toEqual({ id: 7 });
  });

  it('When the API answers 422, then an ApiError carries the message and the field errors', async () => {
    vi.stubGlobal('fetch', respond(422, { message: 'Bad', errors: { salary: ['Too low'] } }));
    const error = await api.patch('/local/customers/1', { salary: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).field('salary')).toBe('Too low');
  });

  it('When a call answers 401, then the unauthorized handler is told, unless the call opts out', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal(
      'fetch',
      respond(401, { message: 'Your session has expired. Please sign in again.' }),
    );
    await api.get('/local/customers/1/premiums').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    await api.post('/auth/login', {}, { skipUnauthorizedHandler: true }).catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('When the network fails, then the error says to check the connection', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = (await api.get('/local/states').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toContain('check your connection');
  });

  it('When a body is sent, then it is JSON with the content type, and query values are encoded', async () => {
    const fetchMock = respond(200, { data: null });
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/x', { a: 1 }, { query: { city: 'eti-osa', page: 2, none: undefined } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/x?city=eti-osa&page=2');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('When a GET was started early, then the first api.get of it takes that answer and the next asks again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ data: { id: 7 } }), { status: 200 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ data: { id: 8 } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyGet('/auth/me');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(await api.get('/auth/me')).toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(await api.get('/auth/me')).toEqual({ id: 8 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('When the early GET answered 401, then api.get reports it like its own request', async () => {
    vi.stubGlobal('fetch', respond(401, { message: 'Your session has expired' }));
    startEarlyGet('/auth/me');
    await expect(api.get('/auth/me', { skipUnauthorizedHandler: true })).rejects.toMatchObject({
      status: 401,
      message: 'Your session has expired',
    });
  });
});

describe('hasCookie (the staff doors’ hints)', () => {
  it('When a hint cookie is set, then it is held; cleared to an empty value or absent, it is not', () => {
    document.cookie = 'alaafia_probe_in=1; path=/';
    expect(hasCookie('alaafia_probe_in')).toBe(true);
    expect(hasCookie('alaafia_probe')).toBe(false);
    document.cookie = 'alaafia_probe_in=; path=/';
    expect(hasCookie('alaafia_probe_in')).toBe(false);
    document.cookie = 'alaafia_probe_in=; max-age=0; path=/';
    expect(hasCookie('alaafia_probe_in')).toBe(false);
  });
});
