import {
  complaintAnswerDueBy,
  complaintCopy,
  type AdminComplaint,
  nairaToKobo,
} from '@alaafia/domain';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, complaints, notifications, policies } from '../src/db/schema/index.js';
import { api, DAY, seededPlans, testClock } from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';
import { jobRunner } from './builders/jobs.js';
import { outboxReader } from './builders/mail.js';

// Help and complaints (issue 18): anyone complains and gets a reference at once, with an
// acknowledgement by e-mail; staff take a complaint and answer it in writing, once, audited.
const clock = testClock(new Date('2026-06-01T08:00:00Z')); // a Monday
const t = useTestApp({ overrides: { now: clock.now } });
let healthCashPlanId: number;

beforeAll(async () => {
  healthCashPlanId = (await seededPlans(t)).healthCash.planId;
});

const complaintCount = async () =>
  (await t.database.db.select({ n: count() }).from(complaints))[0]!.n;

const runJobs = jobRunner(t);

const mailTo = outboxReader(t);

describe('how to reach us', () => {
  it('When anyone asks, then the configured phone, WhatsApp, e-mail and hours come back', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/local/support' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      phone: t.ctx.config.support.phone,
      whatsapp: t.ctx.config.support.whatsapp,
      email: t.ctx.config.support.email,
      hours: t.ctx.config.support.hours,
      answer_working_days: 10,
      underwriter: {
        name: t.ctx.config.underwriter.name,
        naicom_licence: t.ctx.config.underwriter.naicomLicence,
      },
    });
  });

  it("When anyone follows the dashboard's WhatsApp link, then it is sent to wa.me with the support line's digits (issue 30)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/local/support/whatsapp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `https://wa.me/${t.ctx.config.support.whatsapp.replace(/\D/g, '')}`,
    );
  });
});

describe('a customer complains', () => {
  it('When a signed-in customer complains about one of their policies, then it gets a reference, a due day 10 working days on, an e-mail and a bell message', async () => {
    const c = await signUp(t.app);
    await t.database.db.insert(policies).values({
      policyNumber: `T-CMP-${c.id}`,
      customerId: c.id,
      productUid: 'HTCI',
      planId: healthCashPlanId,
      sumAssuredKobo: nairaToKobo(500_000),
      premiumKobo: nairaToKobo(3450),
      unit: 'Year',
      policyDuration: 12,
      status: 'active',
      startDate: '2026-01-05',
      nextPaymentDate: '2027-01-05',
    });
    const res = await api(t.app, c).post(`/api/local/customers/${c.id}/complaints`, {
      category: 'claim',
      description: 'My claim has been waiting for three weeks and nobody has called me back.',
      policy_number: `T-CMP-${c.id}`,
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.reference).toMatch(/^CMP-20260601-[0-9A-F]{6}$/);
    expect(data).toMatchObject({
      category: 'claim',
      category_label: 'A claim',
      status: 'open',
      status_label: 'Received',
      policy_number: `T-CMP-${c.id}`,
      answer_due_by: complaintAnswerDueBy('2026-06-01'),
      response: null,
    });
    // 10 working days after Monday 1 June 2026, skipping the weekends and Democracy Day (12 June).
    expect(data.answer_due_by).toBe('2026-06-16');

    const [bell] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.customerId, c.id), eq(notifications.event, 'complaint.received')),
      );
    expect(bell?.title).toBe(`We have received your complaint ${data.reference}`);
    await runJobs();
    const mail = await mailTo(c.body.email);
    expect(
      mail.some((m) => m.body.includes(data.reference) && m.body.includes('16 June 2026')),
    ).toBe(true);

    const list = await api(t.app, c).get(`/api/local/customers/${c.id}/complaints`);
    expect(list.json().data.map((x: { reference: string }) => x.reference)).toEqual([
      data.reference,
    ]);
  });

  it('When the complaint is too short, has no category or names a policy that is not theirs, then 422 on the field and nothing is stored', async () => {
    const c = await signUp(t.app);
    const before = await complaintCount();
    const short = await api(t.app, c).post(`/api/local/customers/${c.id}/complaints`, {
      category: 'payment',
      description: 'bad',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.description).toEqual([complaintCopy.descriptionRequired]);
    const noCategory = await api(t.app, c).post(`/api/local/customers/${c.id}/complaints`, {
      description: 'I was charged twice for the same month of cover.',
    });
    expect(noCategory.statusCode).toBe(422);
    expect(noCategory.json().errors.category).toEqual([complaintCopy.categoryRequired]);
    const notTheirs = await api(t.app, c).post(`/api/local/customers/${c.id}/complaints`, {
      category: 'policy',
      description: 'My cover shows the wrong hospital on the dashboard.',
      policy_number: 'AL-SOMEONE-ELSE',
    });
    expect(notTheirs.statusCode).toBe(422);
    expect(notTheirs.json().errors.policy_number).toEqual([complaintCopy.policyUnknown]);
    expect(await complaintCount()).toBe(before);
  });

  it("When a customer sends or reads complaints under another customer's id, then 403", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const body = { category: 'other', description: 'Trying to file under someone else.' };
    expect(
      (await api(t.app, a).post(`/api/local/customers/${b.id}/complaints`, body)).statusCode,
    ).toBe(403);
    expect((await api(t.app, a).get(`/api/local/customers/${b.id}/complaints`)).statusCode).toBe(
      403,
    );
    expect((await api(t.app, null).get(`/api/local/customers/${b.id}/complaints`)).statusCode).toBe(
      401,
    );
  });
});

describe('someone without an account complains', () => {
  it('When the form is complete, then the complaint is stored with their contacts and acknowledged at their e-mail', async () => {
    const email = `ngozi.${Date.now()}@example.ng`;
    const res = await api(t.app, null).post('/api/local/complaints', {
      category: 'service',
      description: 'Your agent promised to call me back about HealthCash and never did.',
      full_name: 'Ngozi Eze',
      email,
      phone_number: '+234 803 555 0101',
    });
    expect(res.statusCode).toBe(201);
    const reference = res.json().data.reference as string;
    const [row] = await t.database.db
      .select()
      .from(complaints)
      .where(eq(complaints.reference, reference));
    expect(row).toMatchObject({
      customerId: null,
      fullName: 'Ngozi Eze',
      phoneNumber: '08035550101',
    });
    await runJobs();
    expect((await mailTo(email)).some((m) => m.body.includes(reference))).toBe(true);
  });

  it('When the phone or e-mail is wrong, then 422 on that field and nothing is stored', async () => {
    const before = await complaintCount();
    const res = await api(t.app, null).post('/api/local/complaints', {
      category: 'service',
      description: 'Nobody answers the phone number on your website.',
      full_name: 'Ngozi Eze',
      email: 'not-an-address',
      phone_number: '12345',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'phone_number']);
    expect(await complaintCount()).toBe(before);
  });
});

describe('the back office answers', () => {
  async function filed() {
    const c = await signUp(t.app);
    const res = await api(t.app, c).post(`/api/local/customers/${c.id}/complaints`, {
      category: 'payment',
      description: 'I was charged twice for the same month of cover in May.',
    });
    expect(res.statusCode).toBe(201);
    return { customer: c, reference: res.json().data.reference as string };
  }

  it('When a customer or a finance member opens the queue, then 401 and 403', async () => {
    const c = await signUp(t.app);
    expect((await api(t.app, c).get('/api/admin/complaints')).statusCode).toBe(401);
    const finance = await signedInStaff(t.app, ['finance'], 'cmp');
    expect((await finance.get('/api/admin/complaints')).statusCode).toBe(403);
  });

  it('When a reviewer takes a complaint and answers it, then the customer reads the answer, each step is audited, and it is answered once', async () => {
    const { customer, reference } = await filed();
    const reviewer = await signedInStaff(t.app, ['reviewer'], 'cmp');
    const other = await signedInStaff(t.app, ['claims_officer'], 'cmp');
    const queue = (await reviewer.get('/api/admin/complaints')).json().data as AdminComplaint[];
    const item = queue.find((x) => x.reference === reference)!;
    expect(item.complainant).toMatchObject({
      customer_id: customer.id,
      email: customer.body.email,
    });
    expect(item.late).toBe(false);

    const taken = await reviewer.post(`/api/admin/complaints/${item.id}/take`, {});
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data).toMatchObject({ status: 'in_progress', assigned_to: reviewer.id });
    const stolen = await other.post(`/api/admin/complaints/${item.id}/take`, {});
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().message).toBe(complaintCopy.alreadyTaken);
    expect(
      (
        await other.post(`/api/admin/complaints/${item.id}/answer`, {
          response: 'We are looking into the double charge and will refund it.',
        })
      ).statusCode,
    ).toBe(409);

    const tooShort = await reviewer.post(`/api/admin/complaints/${item.id}/answer`, {
      response: 'Sorry.',
    });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().errors.response).toEqual([complaintCopy.responseRequired]);

    const answer =
      'We found the second charge of 1 May and refunded it today; it reaches your card in 5 to 10 working days.';
    const answered = await reviewer.post(`/api/admin/complaints/${item.id}/answer`, {
      response: answer,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({
      status: 'resolved',
      response: answer,
      resolved_by: reviewer.id,
    });
    const again = await reviewer.post(`/api/admin/complaints/${item.id}/answer`, {
      response: 'A second answer that must never reach the customer at all.',
    });
    expect(again.statusCode).toBe(409);

    const mine = (
      await api(t.app, customer).get(`/api/local/customers/${customer.id}/complaints`)
    ).json().data[0];
    expect(mine).toMatchObject({ status: 'resolved', status_label: 'Answered', response: answer });
    await runJobs();
    expect((await mailTo(customer.body.email)).filter((m) => m.body.includes(answer))).toHaveLength(
      1,
    );
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'complaint'), eq(auditLog.recordId, String(item.id))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['complaint.taken', 'complaint.answered']);
  });

  it('When the answer is overdue, then the queue flags it late; answered ones leave the open queue', async () => {
    const { reference } = await filed();
    clock.advance(30 * DAY);
    try {
      // Signed in after the clock moves: a staff session ends after 15 idle minutes.
      const admin = await signedInStaff(t.app, ['administrator'], 'cmp');
      const open = (await admin.get('/api/admin/complaints')).json().data as AdminComplaint[];
      expect(open.find((x) => x.reference === reference)?.late).toBe(true);
      const item = open.find((x) => x.reference === reference)!;
      // Answered without taking it first: allowed for an open complaint nobody has.
      const res = await admin.post(`/api/admin/complaints/${item.id}/answer`, {
        response: 'We are sorry for the delay; the refund of the double charge went out today.',
      });
      expect(res.statusCode).toBe(200);
      const after = (await admin.get('/api/admin/complaints')).json().data as AdminComplaint[];
      expect(after.some((x) => x.reference === reference)).toBe(false);
      const resolved = (await admin.get('/api/admin/complaints?status=resolved')).json()
        .data as AdminComplaint[];
      expect(resolved.find((x) => x.reference === reference)?.late).toBe(false);
    } finally {
      clock.set(new Date('2026-06-01T08:00:00Z'));
    }
  });
});
