import { nextOfKinClaimCopy } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claims, outboxMessages } from '../src/db/schema/index.js';
import { api, testClock } from './checkout-helpers.js';
import { useTestApp } from './helpers.js';
import { aCustomer, type BuiltCustomer } from './builders/customer.js';
import { addNextOfKin, healthCashClaim, uploadClaimDocument } from './claims-support.js';

// Claims under requests that arrive at once (issue 24): the claims' rules where PGlite (one
// connection) and a PostgreSQL server (a pool, concurrent transactions) may differ, so this file is
// on the drivers list (test/postgres-suite.ts) and runs on both in CI. The rules themselves, one
// request at a time, are claims.test.ts's and claims-rules.test.ts's
// (docs/decisions/2026-12-07-ci-runs-api-files-once.md).
const clock = testClock(new Date('2026-06-01T08:00:00Z')); // a Monday
const t = useTestApp({ overrides: { now: clock.now } });

/** A verified customer with a HealthCash policy that started in January. */
const insured = () =>
  aCustomer(t).verified().withPolicy('HTCI', { startDate: '2026-01-05', paidTo: '2026-12-05' });

const htci = async (c: BuiltCustomer) => healthCashClaim([await uploadClaimDocument(t, c)]);

describe('claims filed at once (issue 24)', () => {
  it('When 20 filings for the same benefit arrive at once, then one claim is made and every other answer is a 422, never a 500', async () => {
    const c = await insured();
    const body = await htci(c);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(t.app, c).post(`/api/local/customers/${c.id}/claims`, body),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 422)).toHaveLength(19);
    expect(
      await t.database.db.select().from(claims).where(eq(claims.customerId, c.id)),
    ).toHaveLength(1);
  });
});

describe("the next of kin's code guessed at once (issue 24)", () => {
  it('When 60 wrong codes arrive at once, then at most 5 are compared and the right code afterwards is refused', async () => {
    const c = await insured();
    const policyNumber = c.policies[0]!.policyNumber;
    const phone = await addNextOfKin(t, c.id, `0807${String(1000000 + c.id).slice(-7)}`);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    await post('/api/local/claims/next-of-kin/code', { policy_number: policyNumber, phone });
    const sms = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, phone));
    const code = /(\d{4})/.exec(sms.at(-1)!.body)![1]!;
    const verify = (guess: string) =>
      post('/api/local/claims/next-of-kin/verify', {
        policy_number: policyNumber,
        phone,
        code: guess,
      });
    const wrong = code === '0000' ? '1111' : '0000';
    const answers = await Promise.all(Array.from({ length: 60 }, () => verify(wrong)));
    expect(answers.every((a) => a.statusCode === 422)).toBe(true);
    const right = await verify(code);
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code).toEqual([nextOfKinClaimCopy.codeInvalid]);
  });
});
