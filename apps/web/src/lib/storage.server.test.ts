// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getCookie, getStored, setCookie, setStored } from './storage';

// On the server (src/server-render.tsx renders pages for many customers in one process) nothing is
// stored: the in-memory fallback would hand one customer's data to the next page rendered.
describe('storage while the server renders a page', () => {
  it('When a value is stored, then it is refused and nothing can be read back', () => {
    expect(setStored('alaafia.onboarding', { email: 'ada@example.ng' })).toBe(false);
    expect(getStored('alaafia.onboarding')).toBeNull();
    expect(setCookie('progress', 20)).toBe(false);
    expect(getCookie('progress')).toBeNull();
  });
});
