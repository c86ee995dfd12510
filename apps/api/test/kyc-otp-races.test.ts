import { describe, expect, it } from 'vitest';
import { codesOf } from './kyc-support.js';
import { useKycCodeApp } from './kyc-otp-support.js';

// A BVN's or NIN's one-time code guessed by requests that arrive at once: the tries taken
// atomically, where PGlite (one connection) and a PostgreSQL server (concurrent transactions
// on the code's row) may differ, so this file is on the drivers list (test/postgres-suite.ts) and
// runs on both in CI. The rest of the code's rules is kyc-otp.test.ts's
// (docs/decisions/2026-12-07-drivers-list-holds-the-races.md).
const { t, withCodeSent } = useKycCodeApp();

describe('GET nin-with-id/{otp}/{cust_id}/verify', () => {
  it('When many checks arrive at once, then at most 5 are ever compared', async () => {
    const c = await withCodeSent();
    const guesses = Array.from({ length: 30 }, (_, i) => String(i).padStart(4, '0'));
    const answers = await Promise.all(
      guesses.filter((g) => g !== c.code).map((g) => c.kyc.verify(g)),
    );
    expect(
      answers.filter((r) => String(r.json().message).startsWith('Invalid OTP.')).length,
    ).toBeLessThanOrEqual(5);
    expect((await codesOf(t.database.db, c.id))[0]?.attempts).toBe(5);
  });
});
