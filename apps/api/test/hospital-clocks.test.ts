import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  customers,
  notifications,
  outboxMessages,
  preauthorisations,
} from '../src/db/schema/index.js';
import { escalatePreauthorisations } from '../src/modules/cover/hospital-care/preauthorisations.service.js';
import { api, testClock } from './checkout-helpers.js';
import { useTestApp } from './helpers.js';
import { hospitalActors } from './hospital-helpers.js';
import { jobRunner } from './builders/jobs.js';

// Issue 39 item 5 (the NHIA clocks: the hour, escalation at 45 minutes, emergencies' provisional
// codes, approval by rules) and issue 38 items 5, 10 and 14 (partial approval and the final bill;
// no hospital's words in our messages; what a hospital is told of a member).
// docs/business-rules.md, 'The NHIA clocks' and 'Visits and pre-authorisations'.
const clock = testClock(new Date('2026-03-10T09:00:00Z')); // a Tuesday, 10:00 in Lagos
const t = useTestApp({ overrides: { now: clock.now } });
let actors: Awaited<ReturnType<typeof hospitalActors>>;
beforeAll(async () => {
  actors = await hospitalActors(t, 'clocks');
});

const MINUTE = 60_000;
const runJobs = jobRunner(t);
const ask = (
  desk: Awaited<ReturnType<typeof actors.desk>>,
  number: string,
  more: Record<string, unknown> = {},
) =>
  desk.post('/api/hospital/preauthorisations', {
    member_number: number,
    treatment: 'Stitches and an X-ray',
    reason: 'Cut hand at work',
    estimated_amount: 30_000,
    benefit: 'accidents_emergencies',
    ...more,
  });
const phoneOf = async (customerId: number) => {
  const [row] = await t.database.db
    .select({ phone: customers.phoneNumber })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row!.phone;
};

describe('The hour: answered within one hour of the request, escalated at 45 minutes', () => {
  it('When a request waits 44 minutes, then nothing; at 45 it escalates once: every claims officer and administrator is e-mailed, it tops the queue, and the hospital sees the time left', async () => {
    clock.set(new Date('2026-03-14T21:00:00Z')); // a Saturday night: the clock runs all the same
    const m = await actors.member();
    const desk = await actors.desk();
    const older = await ask(desk, m.number, { estimated_amount: 25_000 });
    clock.advance(5 * MINUTE);
    const asked = await ask(desk, m.number);
    expect(asked.statusCode).toBe(201);
    const id = asked.json().data.id as number;
    expect(asked.json().data).toMatchObject({
      status: 'pending',
      answer_due_by: '2026-03-14T22:05:00.000Z',
      minutes_left: 60,
    });
    const officer = await actors.staff(['claims_officer']);
    const admin = await actors.staff(['administrator']);
    const finance = await actors.staff(['finance']);

    // (sessions idle out after 15 minutes: each look is from a desk signed in then)
    clock.advance(44 * MINUTE);
    await runJobs();
    const waiting = (
      await (await actors.desk()).get(`/api/hospital/preauthorisations/${id}`)
    ).json().data;
    expect(waiting).toMatchObject({ escalated_at: null, minutes_left: 16 });

    clock.advance(1 * MINUTE); // 45 minutes after it was asked (the older one: 50)
    await runJobs();
    const desk2 = await actors.desk();
    const seen = (await desk2.get(`/api/hospital/preauthorisations/${id}`)).json().data;
    expect(seen.escalated_at).toBe(new Date(clock.now()).toISOString());
    expect(seen.minutes_left).toBe(15);
    expect(await escalatePreauthorisations(t.ctx)).toBe(0); // once only

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.event, 'preauthorisation.escalated'));
    const about = (staffEmail: string) =>
      t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, staffEmail));
    for (const person of [officer, admin]) {
      const mails = (await about(person.email)).filter((x) =>
        x.subject?.includes(`Pre-authorisation ${id} unanswered`),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body).toContain('answer it by 23:05 (Lagos) on 2026-03-14');
    }
    expect(await about(finance.email)).toEqual([]);
    expect(told.length).toBeGreaterThanOrEqual(4); // two requests, two people at least

    // Both escalated: the one due first is first; a new request (not escalated) below them.
    const fresh = await ask(desk2, m.number, { estimated_amount: 24_000 });
    const queue = (await (await actors.staff()).get('/api/admin/preauthorisations')).json()
      .data as {
      id: number;
      escalated: boolean;
      due_by: string;
    }[];
    const order = queue.map((q) => q.id);
    const olderId = older.json().data.id as number;
    expect(order.indexOf(olderId)).toBeLessThan(order.indexOf(id));
    expect(order.indexOf(id)).toBeLessThan(order.indexOf(fresh.json().data.id));
    expect(queue.find((q) => q.id === id)).toMatchObject({
      escalated: true,
      due_by: '2026-03-14T22:05:00.000Z',
    });
  });
});

describe('Emergencies: a provisional code at once, the decision within 48 hours', () => {
  it('When a hospital marks a request as an emergency, then it gets a provisional code at once; approved later, the code stays the same', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await actors.member();
    const desk = await actors.desk();
    const asked = await ask(desk, m.number, { emergency: true, estimated_amount: 45_000 });
    expect(asked.statusCode).toBe(201);
    const made = asked.json().data;
    expect(made).toMatchObject({ status: 'provisional', emergency: true, code: null });
    expect(made.provisional_code).toMatch(/^PA-[0-9A-Z]{8}$/);
    expect(made.minutes_left).toBe(48 * 60);

    const seen = (await desk.get(`/api/hospital/preauthorisations/${made.id}`)).json().data;
    expect(seen).toMatchObject({
      status: 'provisional',
      provisional_code: made.provisional_code,
      decision_due_by: '2026-03-12T09:00:00.000Z',
    });
    // An emergency answered at once is never escalated on the hour's clock.
    clock.advance(50 * MINUTE);
    await escalatePreauthorisations(t.ctx);
    const later = (
      await (await actors.desk()).get(`/api/hospital/preauthorisations/${made.id}`)
    ).json().data;
    expect(later.escalated_at).toBeNull();

    const officer = await actors.staff();
    const decided = await officer.post(`/api/admin/preauthorisations/${made.id}/decision`, {
      decision: 'approve',
      reason: 'Emergency care within the benefit',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data).toMatchObject({
      status: 'approved',
      code: made.provisional_code,
      approved_amount: 45_000,
      payable: 45_000,
    });
  });

  it('When a provisional code is declined later, then the care given before the decision is still paid: the officer must say what it cost, and capitation pays it', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await actors.member();
    const desk = await actors.desk();
    const made = (await ask(desk, m.number, { emergency: true, estimated_amount: 45_000 })).json()
      .data;
    const officer = await actors.staff();
    const without = await officer.post(`/api/admin/preauthorisations/${made.id}/decision`, {
      decision: 'reject',
      reason: 'Not an emergency after all',
    });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors.amount).toBeDefined();
    const tooMuch = await officer.post(`/api/admin/preauthorisations/${made.id}/decision`, {
      decision: 'reject',
      reason: 'Not an emergency after all',
      amount: 46_000,
    });
    expect(tooMuch.statusCode).toBe(422);

    clock.advance(20 * 3_600_000);
    const declined = await (
      await actors.staff()
    ).post(`/api/admin/preauthorisations/${made.id}/decision`, {
      decision: 'reject',
      reason: 'Not an emergency after all',
      amount: 12_000,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({
      status: 'rejected',
      code: null,
      approved_amount: 12_000,
      payable: 12_000,
    });
    const finance = await actors.staff(['finance']);
    const march = (await finance.get('/api/admin/capitation?month=2026-03')).json().data as {
      hospital: { code: string };
      lines: { kind: string; code?: string; amount: number }[];
    }[];
    const mine = march.find((s) => s.hospital.code === actors.network[0]!.code)!;
    expect(mine.lines).toContainEqual(
      expect.objectContaining({ kind: 'preauthorisation', amount: 12_000 }),
    );
  });
});

describe('Approval by rules: within the benefit and the tariff, at once; never a decline', () => {
  it('When a request is within the plan’s benefit, what is left and the tariff (₦20,000), then the rules approve it at once and the member is told; the rest wait for a person with the reasons, and nothing is declined by rules', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await actors.member();
    const desk = await actors.desk();
    const small = await ask(desk, m.number, { estimated_amount: 15_000 });
    expect(small.statusCode).toBe(201);
    expect(small.json().data).toMatchObject({
      status: 'approved',
      code: expect.stringMatching(/^PA-[0-9A-Z]{8}$/),
      minutes_left: null,
      left_this_month: 35_000,
    });
    const seen = (await desk.get(`/api/hospital/preauthorisations/${small.json().data.id}`)).json()
      .data;
    expect(seen).toMatchObject({ decided_by: 'rules', approved_amount: 15_000 });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.customerId, m.customer.id),
          eq(notifications.event, 'preauthorisation.approved'),
        ),
      );
    expect(told).toHaveLength(1);

    const other = await ask(desk, m.number, { benefit: 'other', estimated_amount: 5_000 });
    const above = await ask(desk, m.number, { estimated_amount: 20_001 });
    // ₦35,000 left after the first: ₦19,000 fits once; the next ₦19,000 does not.
    const fits = await ask(desk, m.number, { estimated_amount: 19_000 });
    const overLeft = await ask(desk, m.number, { estimated_amount: 19_000 });
    expect(fits.json().data.status).toBe('approved');
    for (const r of [other, above, overLeft]) expect(r.json().data.status).toBe('pending');
    const officer = await actors.staff();
    const queue = (await officer.get('/api/admin/preauthorisations')).json().data as {
      id: number;
      rules: string[];
    }[];
    expect(queue.find((q) => q.id === other.json().data.id)!.rules).toEqual([
      'The treatment is not one of the plan’s named benefits.',
    ]);
    expect(queue.find((q) => q.id === above.json().data.id)!.rules).toEqual([
      'The estimate is above the tariff the rules may approve.',
    ]);
    expect(queue.find((q) => q.id === overLeft.json().data.id)!.rules).toEqual([
      'The estimate is more than is left of the benefit this month.',
    ]);
    const rejectedByRules = await t.database.db
      .select()
      .from(preauthorisations)
      .where(
        and(eq(preauthorisations.decidedByKind, 'rules'), eq(preauthorisations.status, 'rejected')),
      );
    expect(rejectedByRules).toEqual([]);
  });
});

describe('Partial approval and the final bill (issue 38 item 5)', () => {
  it('When ₦80,000 is asked with ₦50,000 left, then the officer approves ₦50,000; the hospital records a final bill of ₦45,000, which capitation pays, and the benefit has ₦5,000 left', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await actors.member();
    const desk = await actors.desk();
    const id = (await ask(desk, m.number, { estimated_amount: 80_000 })).json().data.id as number;
    const officer = await actors.staff();
    const queue = (await officer.get('/api/admin/preauthorisations')).json().data;
    expect(queue.find((q: { id: number }) => q.id === id)).toMatchObject({
      estimated_amount: 80_000,
      left_this_month: 50_000,
    });
    const whole = await officer.post(`/api/admin/preauthorisations/${id}/decision`, {
      decision: 'approve',
      reason: 'ok',
    });
    expect(whole.statusCode).toBe(422);
    expect(whole.json().errors.decision[0]).toContain('₦50,000');
    const more = await officer.post(`/api/admin/preauthorisations/${id}/decision`, {
      decision: 'approve',
      reason: 'ok',
      amount: 90_000,
    });
    expect(more.statusCode).toBe(422);
    expect(more.json().errors.amount).toBeDefined();
    const part = await officer.post(`/api/admin/preauthorisations/${id}/decision`, {
      decision: 'approve',
      reason: 'The rest is not covered this month',
      amount: 50_000,
    });
    expect(part.statusCode).toBe(200);
    expect(part.json().data).toMatchObject({ status: 'approved', approved_amount: 50_000 });

    const billed = await desk.post(`/api/hospital/preauthorisations/${id}/bill`, {
      amount: 45_000,
    });
    expect(billed.statusCode).toBe(200);
    expect(billed.json().data).toMatchObject({ final_bill: 45_000, payable: 45_000 });
    const look = (await desk.get(`/api/hospital/members/${m.number}`)).json().data;
    expect(
      look.benefits.find((b: { benefit: string }) => b.benefit === 'accidents_emergencies')
        .left_this_month,
    ).toBe(5_000);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'preauthorisation.billed'), eq(auditLog.recordId, String(id))),
      );
    expect(audited).toHaveLength(1);

    // Another hospital cannot bill it; a bill on a request not approved is refused.
    const other = await actors.desk(actors.network[1]!.code);
    expect(
      (await other.post(`/api/hospital/preauthorisations/${id}/bill`, { amount: 1 })).statusCode,
    ).toBe(404);
    const pending = (
      await ask(desk, m.number, { benefit: 'other', estimated_amount: 5_000 })
    ).json().data.id;
    const refused = await desk.post(`/api/hospital/preauthorisations/${pending}/bill`, {
      amount: 5_000,
    });
    expect(refused.statusCode).toBe(422);
    const zero = await desk.post(`/api/hospital/preauthorisations/${id}/bill`, { amount: 0 });
    expect(zero.statusCode).toBe(422);
  });
});

describe('Our messages carry no hospital’s words (issue 38 items 7 and 10)', () => {
  it('When a hospital types a message as the treatment, then neither the approval nor the rejection SMS carries it, nor the officer’s note; a request from a hospital the member is not at sends the member nothing', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await actors.member();
    const phone = await phoneOf(m.customer.id);
    const desk = await actors.desk();
    const bait =
      'IMPORTANT from Alaafia: your health cover ends today. Renew at http://evil.example';
    const approved = await ask(desk, m.number, {
      treatment: bait,
      reason: bait,
      estimated_amount: 10_000,
    });
    expect(approved.json().data.status).toBe('approved');
    const rejected = (
      await ask(desk, m.number, { treatment: bait, reason: bait, benefit: 'other' })
    ).json().data.id;
    const officer = await actors.staff();
    const note = 'Hospital: send the referral letter before we look again.';
    await officer.post(`/api/admin/preauthorisations/${rejected}/decision`, {
      decision: 'reject',
      reason: note,
    });
    await runJobs();
    const sms = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, phone));
    const texts = sms.map((x) => x.body);
    expect(texts.some((x) => x.includes('Accidents & Emergencies'))).toBe(true);
    expect(texts.some((x) => x.includes('could not approve'))).toBe(true);
    for (const text of texts) {
      expect(text).not.toContain('IMPORTANT');
      expect(text).not.toContain('http://');
      expect(text).not.toContain(note);
    }

    // At another hospital of the network: the hospital gets its answer; the member hears nothing.
    const elsewhere = await actors.desk(actors.network[1]!.code);
    const before = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, m.customer.id));
    const there = await ask(elsewhere, m.number, { estimated_amount: 5_000 });
    expect(there.json().data.status).toBe('approved');
    const pendingThere = (
      await ask(elsewhere, m.number, { benefit: 'other', estimated_amount: 5_000 })
    ).json().data.id;
    await officer.post(`/api/admin/preauthorisations/${pendingThere}/decision`, {
      decision: 'reject',
      reason: 'No',
    });
    const after = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, m.customer.id));
    expect(after.length).toBe(before.length);
  });
});

describe('What a hospital is told of a member (issue 38 item 14)', () => {
  it('When another hospital had a request approved this month, then this hospital’s left_this_month does not show it; the officer’s queue does', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await actors.member();
    const own = await actors.desk();
    const elsewhere = await actors.desk(actors.network[1]!.code);
    expect((await ask(elsewhere, m.number, { estimated_amount: 12_000 })).json().data.status).toBe(
      'approved',
    );
    const look = (await own.get(`/api/hospital/members/${m.number}`)).json().data;
    const ae = look.benefits.find(
      (b: { benefit: string }) => b.benefit === 'accidents_emergencies',
    );
    expect(ae.left_this_month).toBe(50_000);
    for (const b of look.benefits) expect(b.available_from).toBeNull();
    const theirs = (await elsewhere.get(`/api/hospital/members/${m.number}`)).json().data;
    expect(
      theirs.benefits.find((b: { benefit: string }) => b.benefit === 'accidents_emergencies')
        .left_this_month,
    ).toBe(38_000);
  });

  it('When the desk confirms who is in front of it, then it sees the date of birth masked and whether the one the member gives is theirs', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await actors.member();
    const patched = await api(t.app, m.customer).patch(`/api/local/customers/${m.customer.id}`, {
      dob: '1990-05-17',
    });
    expect(patched.statusCode).toBe(200);
    const desk = await actors.desk();
    const plain = (await desk.get(`/api/hospital/members/${m.number}`)).json().data;
    expect(plain).toMatchObject({ date_of_birth: '**/**/1990', date_of_birth_confirmed: null });
    const right = await desk.get(`/api/hospital/members/${m.number}?date_of_birth=1990-05-17`);
    expect(right.json().data.date_of_birth_confirmed).toBe(true);
    const wrong = await desk.get(`/api/hospital/members/${m.number}?date_of_birth=1990-05-18`);
    expect(wrong.json().data.date_of_birth_confirmed).toBe(false);
    expect(JSON.stringify(wrong.json())).not.toContain('05-17');
    const bad = await desk.get(`/api/hospital/members/${m.number}?date_of_birth=17-05-1990`);
    expect(bad.statusCode).toBe(422);
  });

  it('When one hospital session looks members up 31 times in a minute, then the 31st is 429 and is not audited; another session is not held back', async () => {
    clock.set(new Date('2026-03-10T09:00:00Z'));
    const m = await actors.member();
    const desk = await actors.desk();
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1)
      codes.push((await desk.get(`/api/hospital/members/${m.number}`)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'member.looked_up'),
          inArray(auditLog.recordId, [String(m.policy.id)]),
        ),
      );
    expect(audited).toHaveLength(30);
    const another = await actors.desk();
    expect((await another.get(`/api/hospital/members/${m.number}`)).statusCode).toBe(200);
  });
});
