import { errorCopy, type ApiErrorBody, type CursorMeta, type PageMeta } from '@alaafia/domain';
import { pageCookies } from './storage';

/** An API failure in the shape of docs/architecture.md, section 9 'The API contract', with the HTTP status. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: Record<string, string[]> = {},
    public readonly body: unknown = null,
    /** A 429's or 503's Retry-After, in seconds, when the server sent one. */
    public readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message for a field, as the spec's client reads it (errors.salary[0]). */
  field(name: string): string | undefined {
    return this.errors[name]?.[0];
  }
}

type UnauthorizedHandler = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The app registers what a 401 does (go to sign-in with a notice, then come back). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
  onUnauthorized = handler;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Sign-in calls answer 401 for a wrong password: that is not an expired session. */
  skipUnauthorizedHandler?: boolean;
  /**
   * A door's hint cookie (CUSTOMER_HINT_COOKIE, STAFF_HINT_COOKIE, HOSPITAL_HINT_COOKIE): a GET
   * needing that door's session is answered 401 'Please sign in to continue.' here, without a
   * request, when the cookie is not there (nobody signed in on this browser, or the API found the
   * session over), so no 401 reaches the console (issue 38).
   */
  sessionHint?: string;
  headers?: Record<string, string>;
}

/**
 * Whether the browser holds a cookie of that name with a value; on the server, whether the request
 * whose page is being rendered sent one (never while the build draws a page: nobody's). A
 * cookie cleared to an empty value is not held: a document may keep `name=` after a deletion (the
 * test DOM does, after `max-age=0`), and a hint that says nothing must not make a page ask.
 */
export function hasCookie(name: string): boolean {
  const jar = pageCookies();
  if (jar === undefined) return false;
  return jar.split(';').some((part) => {
    const [key, ...value] = part.trim().split('=');
    return key === name && value.join('=') !== '';
  });
}

function buildUrl(path: string, query?: RequestOptions['query']) {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
let transport: Fetch = (url, init) => fetch(url, init);

/**
 * Where requests go: the browser's fetch, or (when the server renders a signed-in page,
 * src/server-render.tsx) the API itself, answering for the customer whose page it is.
 */
export function setApiFetch(fetchImpl: Fetch): void {
  transport = fetchImpl;
}

/** GETs started before React loaded (main.tsx), by URL; the first api.get of that URL takes it. */
const earlyGets = new Map<string, Promise<Response>>();

/**
 * Starts a GET at once, before the app has downloaded, so the answer (who is signed in) arrives in
 * parallel with the JavaScript rather than after it. A failure is the later api.get's to report.
 */
export function startEarlyGet(path: string): void {
  const url = buildUrl(path);
  if (earlyGets.has(url)) return;
  const pending = fetch(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  pending.catch(() => undefined);
  earlyGets.set(url, pending);
}

function takeEarlyGet(url: string, init: RequestInit): Promise<Response> | undefined {
  if (init.method !== 'GET') return undefined;
  const pending = earlyGets.get(url);
  earlyGets.delete(url);
  return pending;
}

async function send<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; meta?: PageMeta | CursorMeta }> {
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...options.headers },
    signal: options.signal,
  };
  if (options.body instanceof FormData) {
    init.body = options.body;
  } else if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const url = buildUrl(path, options.query);
  // A GET main.tsx started (when the hint was there) is taken as it is: its answer may already have
  // cleared the hint (a session found over), and that answer is what the page must hear.
  const early = takeEarlyGet(url, init);
  if (!early && options.sessionHint && init.method === 'GET' && !hasCookie(options.sessionHint))
    throw new ApiError(401, errorCopy.notSignedIn);
  let response: Response;
  try {
    response = await (early ?? transport(url, init));
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(
      0,
      'We could not reach Alaafia. Please check your connection and try again.',
    );
  }
  const text = await response.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  if (!response.ok) {
    const body = (json ?? {}) as Partial<ApiErrorBody>;
    const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
    const error = new ApiError(
      response.status,
      body.message ?? errorCopy.generic,
      body.errors ?? {},
      json,
      Number.isFinite(retryAfter) && retryAfter >= 0 ? Math.ceil(retryAfter) : null,
    );
    if (response.status === 401 && !options.skipUnauthorizedHandler) onUnauthorized?.(error);
    throw error;
  }
  return (json ?? { data: null }) as { data: T; meta?: PageMeta | CursorMeta };
}

/** The one API client: the envelope is unwrapped, failures are ApiError, a 401 goes to the handler. */
export const api = {
  async get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) {
    return (await send<T>(path, { ...options, method: 'GET' })).data;
  },
  async page<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) {
    const result = await send<T[]>(path, { ...options, method: 'GET' });
    return { data: result.data, meta: result.meta as PageMeta };
  },
  /** A keyset page (the back office's queues): `meta.next_cursor` is the next page's `cursor`. */
  async cursorPage<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) {
    const result = await send<T[]>(path, { ...options, method: 'GET' });
    return { data: result.data, meta: result.meta as CursorMeta | undefined };
  },
  async post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) {
    return (await send<T>(path, { ...options, method: 'POST', body })).data;
  },
  async put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) {
    return (await send<T>(path, { ...options, method: 'PUT', body })).data;
  },
  async patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) {
    return (await send<T>(path, { ...options, method: 'PATCH', body })).data;
  },
  async delete<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) {
    return (await send<T>(path, { ...options, method: 'DELETE', body })).data;
  },
};
