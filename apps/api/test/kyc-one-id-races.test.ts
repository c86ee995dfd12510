import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from './helpers.js';
import { kycClient, ownValue } from './kyc-support.js';

// One ID per account under requests that arrive at once (issue 12, item 4): two customers verifying
// one account number together, where PGlite (one connection) and a PostgreSQL server (concurrent
// transactions meeting the ID claim's unique index) may differ, so this file is on the drivers list
// (test/postgres-suite.ts) and runs on both in CI. The rest of one ID per account is
// kyc-one-id.test.ts's (docs/decisions/2026-12-07-drivers-list-holds-the-races.md).
describe('One ID per account', () => {
  const t = useTestApp();

  it('When two customers verify one account number at the same time, then exactly one passes', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const account_number = ownValue('digits10');
    const answers = await Promise.all(
      [a, b].map((c) =>
        kycClient(t.app, c.id, c.cookie).account({ account_number, bank_code: '044' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });
});
