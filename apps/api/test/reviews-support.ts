import { employmentPayload } from '@alaafia/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { auditLog, notifications } from '../src/db/schema/index.js';
import { multipart, samples } from './file-samples.js';
import { signUp, type TestApp } from './helpers.js';
import { kycClient, latestCode, ownValue } from './kyc-support.js';
import { signedInStaff } from './staff-support.js';

/**
 * What the test files of the back office's work queues share (reviews.test.ts,
 * reviews-races.test.ts; issue 16): a signed-in reviewer who decides, a queue's items, a customer
 * with KYC complete who sent an employment letter, the customer's notifications and a review's
 * audit rows.
 */
export function reviewsSupport(t: TestApp) {
  async function staff(app: FastifyInstance, roles: string[]) {
    const s = await signedInStaff(app, roles, 'rv');
    return {
      ...s,
      decide: (reviewId: string, payload: object | string) =>
        app.inject({
          method: 'POST',
          url: `/api/admin/reviews/${reviewId}/decision`,
          headers: { cookie: s.cookie, 'content-type': 'application/json' },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        }),
    };
  }

  type Staff = Awaited<ReturnType<typeof staff>>;
  type Item = { id: string; customer: { id: number }; evidence: Record<string, unknown> };

  async function queue(reviewer: Staff, kind: string): Promise<Item[]> {
    const res = await reviewer.get(`/api/admin/reviews?kind=${kind}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }
  const itemOf = async (reviewer: Staff, kind: string, customerId: number) =>
    (await queue(reviewer, kind)).find((i) => i.customer.id === customerId);

  /** A customer with KYC complete (BVN and its code) and an employment letter sent with the form. */
  async function customerWithLetter(letter: Buffer = samples.pdf, name = 'letter.pdf') {
    const c = await signUp(t.app);
    const kyc = kycClient(t.app, c.id, c.cookie);
    expect((await kyc.bvn(ownValue('digits11'))).statusCode).toBe(200);
    expect((await kyc.verify(await latestCode(t.app, c.body.phone_number))).statusCode).toBe(200);
    expect((await kyc.complete()).json().data.have_completed_kyc).toBe(true);
    const url = await sendLetter(c, letter, name);
    return { ...c, kyc, url };
  }

  async function sendLetter(
    c: { id: number; cookie: string },
    letter: Buffer = samples.pdf,
    name = 'letter.pdf',
  ) {
    const { payload, headers } = await multipart(
      { type: 'employment_letter' },
      { name, content: letter },
    );
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/local/upload/s3',
      headers: { ...headers, cookie: c.cookie },
      payload,
    });
    expect(up.statusCode).toBe(200);
    const url = up.json().data.file_url as string;
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/local/customers/profiles/bvn/employment',
      headers: { cookie: c.cookie },
      payload: employmentPayload({
        employment_letter_url: url,
        work_position: 'Manager',
        number_of_jobs_in_five_years: 1,
        number_of_months_in_current_position: 30,
        contract: false,
        have_disability: false,
        user_id: c.id,
      }),
    });
    expect(saved.statusCode).toBe(200);
    return url;
  }

  const notificationsOf = (customerId: number) =>
    t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, customerId))
      .orderBy(asc(notifications.id));

  const auditOf = (recordId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.recordId, recordId));

  return { staff, itemOf, customerWithLetter, sendLetter, notificationsOf, auditOf };
}
