// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasCookie } from './api-client';
import {
  getCookie,
  getStored,
  removeCookie,
  setCookie,
  setRequestCookies,
  setStored,
} from './storage';

// On the server (src/server-render.tsx renders pages for many customers in one process) nothing is
// stored: the in-memory fallback would hand one customer's data to the next page rendered.
describe('storage while the server renders a page', () => {
  it('When a value is stored, then it is refused and nothing can be read back', () => {
    expect(setStored('alaafia.onboarding', { email: 'ada@example.ng' })).toBe(false);
    expect(getStored('alaafia.onboarding')).toBeNull();
    expect(setCookie('progress', 20)).toBe(false);
    expect(getCookie('progress')).toBeNull();
  });

  it('When the page being rendered writes a cookie, then that render reads it back before what the browser sent, and nothing is kept once it ends', () => {
    const written: string[] = [];
    let rendering = true;
    setRequestCookies(
      () =>
        rendering ? [...written].reverse().concat('progress=0; other=1').join('; ') : undefined,
      (pair) => rendering && written.push(pair) > 0,
    );
    try {
      expect(getCookie('progress')).toBe(0);
      expect(setCookie('progress', 60)).toBe(true);
      expect(getCookie('progress')).toBe(60);
      expect(getCookie('other')).toBe(1);
      removeCookie('progress');
      expect(getCookie('progress')).toBeNull();
      rendering = false;
      expect(setCookie('progress', 80)).toBe(false);
      expect(getCookie('progress')).toBeNull();
    } finally {
      setRequestCookies(() => undefined);
    }
  });

  it("When a page is rendered for a request, then a door's hint is read from that request's cookies; the build's drawings, for nobody, hold none (issue 38)", () => {
    expect(hasCookie('alaafia_in')).toBe(false);
    setRequestCookies(() => 'alaafia_session=abc; alaafia_in=1');
    try {
      expect(hasCookie('alaafia_in')).toBe(true);
      expect(hasCookie('alaafia_staff_in')).toBe(false);
    } finally {
      setRequestCookies(() => undefined);
    }
    expect(hasCookie('alaafia_in')).toBe(false);
  });
});
