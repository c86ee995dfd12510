import { expect } from 'vitest';
import { signUp, useTestApp } from './helpers.js';
import { kycClient, latestCode, ownValue } from './kyc-support.js';

/**
 * What the test files of a BVN's or NIN's one-time code share (kyc-otp.test.ts,
 * kyc-otp-races.test.ts): the app on a clock the test moves (from 22 November 2026, 09:00 UTC), and
 * a new customer whose BVN or NIN was sent, with the code the sandbox texted them.
 */
export function useKycCodeApp() {
  const clock = { now: new Date('2026-11-22T09:00:00Z') };
  const t = useTestApp({ overrides: { now: () => clock.now } });
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };

  async function withCodeSent(type: 'bvn' | 'nin' = 'bvn') {
    const { id, cookie, body } = await signUp(t.app);
    const kyc = kycClient(t.app, id, cookie);
    const res = await kyc.submit(type, ownValue('digits11'));
    expect(res.statusCode).toBe(200);
    return {
      id,
      cookie,
      kyc,
      body,
      phone: body.phone_number,
      code: await latestCode(t.app, body.phone_number),
    };
  }

  return { clock, t, advance, withCodeSent };
}
