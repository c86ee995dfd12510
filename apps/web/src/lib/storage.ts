import type { ZodType } from 'zod';

/**
 * The one place the web app keeps wizard progress and onboarding data between page loads:
 * cookies (spec: onboarding data lives 7200 s, path /) and localStorage keys.
 * Every function is safe when storage is blocked (private mode) and never throws on bad JSON:
 * a missing, unreadable or schema-failing value reads as null.
 */

/** Spec: 'Onboarding cookie lifetime 7200 s (2 hours)'. */
export const ONBOARDING_MAX_AGE_SECONDS = 7200;

/** Browsers drop a cookie over about 4 KB without a word; refuse it instead. */
const MAX_COOKIE_LENGTH = 4000;

/** Where values go when localStorage refuses them (Safari private mode, quota): this page only. */
const memory = new Map<string, string>();

function toJson(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return null; // a cycle or a BigInt
  }
}

function fromJson<T>(text: string | null | undefined, schema?: ZodType<T>): T | null {
  if (text === null || text === undefined) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!schema) return data as T;
  const result = schema.safeParse(data);
  return result.success ? result.data : null;
}

function cookieAttributes(maxAgeSeconds: number): string {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; Path=/; SameSite=Lax${secure}`;
}

/** Stores `value` as JSON in a cookie. Returns false when it cannot (not serialisable, too big). */
export function setCookie(
  name: string,
  value: unknown,
  maxAgeSeconds: number = ONBOARDING_MAX_AGE_SECONDS,
): boolean {
  const json = toJson(value);
  if (json === null) return false;
  const pair = `${encodeURIComponent(name)}=${encodeURIComponent(json)}`;
  if (pair.length > MAX_COOKIE_LENGTH) return false;
  if (typeof document === 'undefined') return writeRequestCookie(pair);
  document.cookie = pair + cookieAttributes(maxAgeSeconds);
  return true;
}

/** On the server: the Cookie header of the request whose page is being rendered, if any. */
let requestCookies: () => string | undefined = () => undefined;
/** On the server: keeps a cookie the render wrote, for that render alone (false: none is rendering). */
let writeRequestCookie: (pair: string) => boolean = () => false;

/**
 * The server (src/server-render.tsx) gives the cookies the browser sent with the page's request, so
 * that a page rendered there reads the same wizard cookies as the browser that hydrates it (issue 30:
 * a wizard reloaded part-way rendered differently on each side, React #418), and a place for the
 * cookies the render writes: a page that writes where it opens as it opens (the KYC page, issue 38)
 * reads it back in the same render, as the browser's first render does. Nothing written there reaches
 * the browser (its own first render writes it) or another customer's page.
 */
export function setRequestCookies(
  read: () => string | undefined,
  write: (pair: string) => boolean = () => false,
): void {
  requestCookies = read;
  writeRequestCookie = write;
}

/**
 * The page's cookies as a Cookie header: the browser's, or on the server those of the request whose
 * page is being rendered (undefined when none is: the build's drawings hold nobody's cookies).
 */
export function pageCookies(): string | undefined {
  return typeof document === 'undefined' ? requestCookies() : document.cookie;
}

/** The cookie's JSON value, checked against `schema` when given; null when absent or unreadable. */
export function getCookie<T = unknown>(name: string, schema?: ZodType<T>): T | null {
  const jar = pageCookies();
  if (jar === undefined) return null;
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = jar
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (entry === undefined) return null;
  try {
    return fromJson(decodeURIComponent(entry.slice(prefix.length)), schema);
  } catch {
    return null; // a malformed %-escape
  }
}

export function removeCookie(name: string): void {
  // On the server, an empty value: the render reads it back as absent (null).
  if (typeof document === 'undefined') {
    writeRequestCookie(`${encodeURIComponent(name)}=`);
    return;
  }
  document.cookie = `${encodeURIComponent(name)}=${cookieAttributes(0)}`;
}

/** False while the server renders a page (src/server-render.tsx): there is no customer's browser to
 * store in, and the memory fallback would be shared by every customer the server renders for. */
const inBrowser = typeof document !== 'undefined';

function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null; // the getter itself throws when storage is disabled
  } catch {
    return null;
  }
}

/** The JSON value under `key`, checked against `schema` when given; null when absent or unreadable. */
export function getStored<T = unknown>(key: string, schema?: ZodType<T>): T | null {
  if (!inBrowser) return null;
  let text: string | null;
  try {
    text = localStore()?.getItem(key) ?? null;
  } catch {
    text = null;
  }
  return fromJson(text ?? memory.get(key), schema);
}

/** Stores `value` as JSON. Returns false when it is not serialisable; kept in memory if storage refuses it. */
export function setStored(key: string, value: unknown): boolean {
  const json = toJson(value);
  if (json === null || !inBrowser) return false;
  try {
    const store = localStore();
    if (!store) throw new Error('no localStorage');
    store.setItem(key, json);
    memory.delete(key);
  } catch {
    memory.set(key, json);
  }
  return true;
}

export function removeStored(key: string): void {
  memory.delete(key);
  try {
    localStore()?.removeItem(key);
  } catch {
    // storage blocked: nothing stored there to remove
  }
}

/** Forgets onboarding data: each key is removed from both the cookies and localStorage. */
export function clearOnboarding(keys: readonly string[]): void {
  for (const key of keys) {
    removeCookie(key);
    removeStored(key);
  }
}
