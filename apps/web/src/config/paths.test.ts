import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './paths';

describe('paths', () => {
  it('When the next path is on this site, then it is kept; anything else goes home', () => {
    expect(safeNextPath('/settings')).toBe('/settings');
    expect(safeNextPath('//evil.example/x')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('/\\evil')).toBe('/');
    expect(safeNextPath('/auth/login')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });

  it('When a session expired on a page, then the sign-in link carries the page and the notice flag', () => {
    expect(loginPath('/settings', true)).toBe('/auth/login?next=%2Fsettings&expired=1');
    expect(loginPath('/')).toBe('/auth/login');
  });
});
