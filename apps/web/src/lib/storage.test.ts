import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  clearOnboarding,
  getCookie,
  getStored,
  removeCookie,
  removeStored,
  setCookie,
  setStored,
} from './storage';

const onboarding = z.object({ first_name: z.string(), salary: z.number() });

function clearAllCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearAllCookies();
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('cookies', () => {
  it('When a value is set, then it reads back as the same JSON value', () => {
    expect(setCookie('onboarding', { first_name: 'Ada', salary: 120000 })).toBe(true);
    expect(getCookie('onboarding')).toEqual({ first_name: 'Ada', salary: 120000 });
  });

  it('When the value has characters that break cookies, then it is encoded and still reads back', () => {
    setCookie('address', { text: '12; Allen Avenue, Ikeja = "Lagos" ₦' });
    expect(getCookie('address')).toEqual({ text: '12; Allen Avenue, Ikeja = "Lagos" ₦' });
  });

  it('When set, then the cookie gets Max-Age 7200, Path=/ and SameSite=Lax by default', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    setCookie('progress', 30);
    expect(writes[0]).toBe('progress=30; Max-Age=7200; Path=/; SameSite=Lax');
  });

  it('When the page is served over https, then the cookie is also Secure', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    vi.stubGlobal('location', { protocol: 'https:' });
    setCookie('progress', 30, 60);
    expect(writes[0]).toBe('progress=30; Max-Age=60; Path=/; SameSite=Lax; Secure');
  });

  it('When a schema is given and the value fits, then the parsed value is returned', () => {
    setCookie('onboarding', { first_name: 'Ada', salary: 120000 });
    expect(getCookie('onboarding', onboarding)).toEqual({ first_name: 'Ada', salary: 120000 });
  });

  it('When a schema is given and the value does not fit, then null is returned', () => {
    setCookie('onboarding', { first_name: 'Ada', salary: 'a lot' });
    expect(getCookie('onboarding', onboarding)).toBeNull();
  });

  it('When the cookie holds garbage, then null is returned instead of throwing', () => {
    document.cookie = 'broken=%7Bnot-json; Path=/';
    document.cookie = 'badescape=%E0%A4%A; Path=/';
    expect(getCookie('broken')).toBeNull();
    expect(getCookie('badescape')).toBeNull();
  });

  it('When the cookie is absent, then null is returned', () => {
    expect(getCookie('missing')).toBeNull();
  });

  it('When a name is the prefix of another, then the right cookie is read', () => {
    setCookie('plan_value', 1);
    setCookie('plan', 2);
    expect(getCookie('plan')).toBe(2);
    expect(getCookie('plan_value')).toBe(1);
  });

  it('When removed, then it reads as null', () => {
    setCookie('progress', 40);
    removeCookie('progress');
    expect(getCookie('progress')).toBeNull();
  });

  it('When the value cannot be serialised, then setCookie returns false and writes nothing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(setCookie('cyclic', cyclic)).toBe(false);
    expect(setCookie('big', 10n)).toBe(false);
    expect(getCookie('cyclic')).toBeNull();
  });

  it('When the value is too big for a cookie, then setCookie returns false', () => {
    expect(setCookie('huge', 'x'.repeat(5000))).toBe(false);
    expect(getCookie('huge')).toBeNull();
  });
});

describe('localStorage', () => {
  it('When a value is stored, then it reads back', () => {
    expect(setStored('plan', { value: 120000, price: 1100 })).toBe(true);
    expect(getStored('plan')).toEqual({ value: 120000, price: 1100 });
  });

  it('When a schema is given, then a value that does not fit reads as null', () => {
    setStored('onboarding', { first_name: 'Ada' });
    expect(getStored('onboarding', onboarding)).toBeNull();
  });

  it('When the stored text is not JSON, then null is returned instead of throwing', () => {
    localStorage.setItem('legacy', 'not json {');
    expect(getStored('legacy')).toBeNull();
  });

  it('When removed, then it reads as null', () => {
    setStored('coverage', 5);
    removeStored('coverage');
    expect(getStored('coverage')).toBeNull();
  });

  it('When localStorage throws on every call (private mode), then nothing throws and values live in memory', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(setStored('progress', 50)).toBe(true);
    expect(getStored('progress')).toBe(50);
    expect(() => removeStored('progress')).not.toThrow();
    expect(getStored('progress')).toBeNull();
  });

  it('When the localStorage getter itself throws, then reads return null', () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(() => setStored('hospitals', [1, 2])).not.toThrow();
    expect(getStored('missing')).toBeNull();
  });
});

describe('clearOnboarding', () => {
  it('When called with keys, then those keys go from cookies and localStorage and others stay', () => {
    setCookie('onboarding', { first_name: 'Ada' });
    setStored('onboarding', { first_name: 'Ada' });
    setStored('plan', 1);
    setCookie('keep', true);
    clearOnboarding(['onboarding', 'plan']);
    expect(getCookie('onboarding')).toBeNull();
    expect(getStored('onboarding')).toBeNull();
    expect(getStored('plan')).toBeNull();
    expect(getCookie('keep')).toBe(true);
  });
});
