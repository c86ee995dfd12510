import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  askedToPayCases,
  auditLog,
  customers,
  financeItems,
  notifications,
  outboxMessages,
} from '../src/db/schema/index.js';
import { api, testClock } from './checkout-helpers.js';
import { multipart, samples } from './file-samples.js';
import { signUp, useTestApp } from './helpers.js';
import { hospitalActors } from './hospital-helpers.js';
import { jobRunner } from './builders/jobs.js';

// Issue 39 item 6: "I was asked to pay" (docs/business-rules.md, 'Asked to pay at the hospital'):
// an urgent case on the pre-authorisations' one-hour clock, escalated at 45 minutes.
const clock = testClock(new Date('2026-03-10T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let actors: Awaited<ReturnType<typeof hospitalActors>>;
beforeAll(async () => {
  actors = await hospitalActors(t, 'asked');
});

const MINUTE = 60_000;
const runJobs = jobRunner(t);
const openCase = (
  m: Awaited<ReturnType<typeof actors.member>>,
  more: Record<string, unknown> = {},
) =>
  api(t.app, m.customer).post(`/api/local/customers/${m.customer.id}/asked-to-pay`, {
    hospital_id: actors.network[0]!.id,
    visit_date: '2026-03-10',
    amount_asked: 15_000,
    paid: true,
    ...more,
  });
const casesOf = (customerId: number) =>
  t.database.db.select().from(askedToPayCases).where(eq(askedToPayCases.customerId, customerId));
const itemOf = async (caseId: number) => {
  const [row] = await t.database.db
    .select()
    .from(financeItems)
    .where(
      and(
        eq(financeItems.kind, 'care.asked_to_pay'),
        eq(financeItems.subject, `asked-to-pay:${caseId}`),
      ),
    );
  return row;
};

describe('The member says a hospital asked them to pay', () => {
  it('When a health plan member opens a case with a receipt, then it is urgent: due in one hour, on the claims team’s queue, and the member sees it and its clock', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await actors.member();
    const { payload, headers } = await multipart(
      { type: 'claim_document' },
      { name: 'receipt.pdf', content: samples.pdf, type: 'application/pdf' },
    );
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/local/upload/s3',
      headers: { ...headers, cookie: m.customer.cookie },
      payload,
    });
    expect(up.statusCode).toBe(200);
    const opened = await openCase(m, { receipt: up.json().data.file_url });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().data).toMatchObject({
      hospital: { name: actors.network[0]!.name },
      visit_date: '2026-03-10',
      amount_asked: 15_000,
      paid: true,
      receipt: true,
      answer_due_by: '2026-03-10T10:00:00.000Z',
      minutes_left: 60,
      escalated_at: null,
      answer: null,
    });
    const item = await itemOf(opened.json().data.id);
    expect(item).toMatchObject({ resolvedAt: null, amountKobo: 1_500_000 });
    expect(item!.note).toContain('URGENT');
    expect(item!.note).toContain(actors.network[0]!.name);

    clock.advance(10 * MINUTE);
    const mine = await api(t.app, m.customer).get(
      `/api/local/customers/${m.customer.id}/asked-to-pay`,
    );
    expect(mine.json().data).toEqual([
      expect.objectContaining({ id: opened.json().data.id, minutes_left: 50 }),
    ]);
  });

  it('When a field is wrong, then it is a 422 on that field and nothing is kept; without a health plan it is refused', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await actors.member();
    const cases: [Record<string, unknown>, string][] = [
      [{ hospital_id: 999_999 }, 'hospital_id'],
      [{ visit_date: '2026-03-11' }, 'visit_date'],
      [{ visit_date: '2020-01-01' }, 'visit_date'],
      [{ amount_asked: 0 }, 'amount_asked'],
      [{ amount_asked: 12.5 }, 'amount_asked'],
      [{ paid: 'yes' }, 'paid'],
      [{ receipt: '/api/local/uploads/not-a-real-upload-token-at-all' }, 'receipt'],
    ];
    for (const [more, field] of cases) {
      const res = await openCase(m, more);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toBeDefined();
    }
    expect(await casesOf(m.customer.id)).toHaveLength(0);

    const nobody = await signUp(t.app);
    const refused = await api(t.app, nobody).post(
      `/api/local/customers/${nobody.id}/asked-to-pay`,
      {
        hospital_id: actors.network[0]!.id,
        visit_date: '2026-03-10',
        amount_asked: 1,
        paid: false,
      },
    );
    expect(refused.statusCode).toBe(422);
    expect(await casesOf(nobody.id)).toHaveLength(0);
    expect(
      (await api(t.app, nobody).get(`/api/local/customers/${m.customer.id}/asked-to-pay`))
        .statusCode,
    ).toBe(403);
  });
});

describe('The hour, and the answer', () => {
  it('When a case waits 44 minutes nothing happens; at 45 it escalates once to every claims officer and administrator and tops the queue; the officer’s answer closes it, tells the member and is audited; a second answer is 409', async () => {
    clock.set(new Date('2026-03-14T21:00:00Z')); // a Saturday night: the clock runs all the same
    const m = await actors.member();
    const day = { visit_date: '2026-03-14' };
    const older = (await openCase(m, { ...day, amount_asked: 5_000, paid: false })).json().data.id;
    clock.advance(5 * MINUTE);
    const later = (await openCase(m, day)).json().data.id;
    const officer = await actors.staff(['claims_officer']);
    const admin = await actors.staff(['administrator']);
    const finance = await actors.staff(['finance']);

    clock.advance(39 * MINUTE); // older: 44 minutes
    await runJobs();
    const [beforeRow] = await t.database.db
      .select()
      .from(askedToPayCases)
      .where(eq(askedToPayCases.id, older));
    expect(beforeRow!.escalatedAt).toBeNull();

    clock.advance(1 * MINUTE); // older: 45 minutes; later: 40
    await runJobs();
    await runJobs();
    const mails = async (email: string) =>
      (
        await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, email))
      ).filter((x) => x.subject?.includes(`Asked-to-pay case ${older} unanswered`));
    expect(await mails(officer.email)).toHaveLength(1);
    expect(await mails(admin.email)).toHaveLength(1);
    expect(await mails(finance.email)).toHaveLength(0);
    expect((await mails(officer.email))[0]!.body).toContain(
      'answer it by 23:00 (Lagos) on 2026-03-14',
    );

    const officerNow = await actors.staff(['claims_officer']);
    const queue = (await officerNow.get('/api/admin/claims/asked-to-pay')).json().data as {
      id: number;
      escalated_at: string | null;
    }[];
    const mineInQueue = queue.filter((x) => x.id === older || x.id === later);
    expect(mineInQueue.map((x) => x.id)).toEqual([older, later]);
    expect(mineInQueue[0]!.escalated_at).not.toBeNull();

    const answer =
      'We have called the hospital: you should not have been asked to pay. Go back; they will treat you under your plan.';
    const answered = await officerNow.post(`/api/admin/claims/asked-to-pay/${older}/answer`, {
      answer,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ answer, minutes_left: null });
    expect((await itemOf(older))!.resolvedAt).not.toBeNull();
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.customerId, m.customer.id),
          eq(notifications.event, 'care.asked-to-pay-answered'),
        ),
      );
    expect(told!.body).toContain(answer);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'care.case_answered'), eq(auditLog.recordId, String(older))));
    expect(audited).toBeDefined();
    const again = await officerNow.post(`/api/admin/claims/asked-to-pay/${older}/answer`, {
      answer: 'again',
    });
    expect(again.statusCode).toBe(409);
    const empty = await officerNow.post(`/api/admin/claims/asked-to-pay/${later}/answer`, {
      answer: '  ',
    });
    expect(empty.statusCode).toBe(422);
    expect((await itemOf(later))!.resolvedAt).toBeNull();

    const seen = (
      await api(t.app, m.customer).get(`/api/local/customers/${m.customer.id}/asked-to-pay`)
    ).json().data as { id: number; answer: string | null }[];
    expect(seen.find((x) => x.id === older)!.answer).toBe(answer);
    await runJobs();
    const [phone] = await t.database.db
      .select({ phone: customers.phoneNumber })
      .from(customers)
      .where(eq(customers.id, m.customer.id));
    const sms = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, phone!.phone));
    expect(sms.some((x) => x.body.includes(answer))).toBe(true);
  });
});

describe('The claims team’s work items', () => {
  it('When an asked-to-pay case is open, then the claims team lists it; a claims officer cannot resolve it by hand (it closes with its answer); finance cannot read the list', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await actors.member();
    const id = (await openCase(m)).json().data.id as number;
    const officer = await actors.staff(['claims_officer']);
    const list = (await officer.get('/api/admin/claims/work-items')).json().data as {
      id: number;
      kind: string;
      closes: string;
      reference: string;
    }[];
    const item = list.find((x) => x.kind === 'care.asked_to_pay' && x.reference === m.number);
    expect(item).toMatchObject({ closes: 'itself' });
    const refused = await officer.post(`/api/admin/claims/work-items/${item!.id}/resolve`, {
      note: 'Dealt with it',
    });
    expect(refused.statusCode).toBe(409);
    expect((await itemOf(id))!.resolvedAt).toBeNull();
    const finance = await actors.staff(['finance']);
    expect((await finance.get('/api/admin/claims/work-items')).statusCode).toBe(403);
  });
});
