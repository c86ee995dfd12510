import { hospitalCareCopy, inputCopy, lagosDate } from '@alaafia/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  capitationStatements,
  financeItems,
  hospitals,
  ledgerEntries,
  ledgerLines,
  notifications,
  policies,
  preauthorisations,
} from '../src/db/schema/index.js';
import { makeCapitationStatements } from '../src/modules/cover/hospital-care/capitation.js';
import { pausePolicy } from '../src/modules/cover/policies/policies.repo.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';

// Issue 28: the hospital portal (its own sign-in on our staff accounts), eligibility, visits,
// pre-authorisations decided by a claims officer, and capitation.
const clock = testClock(new Date('2026-03-10T09:00:00Z')); // a Tuesday
const t = useTestApp({ overrides: { now: clock.now } });
let plans: Awaited<ReturnType<typeof seededPlans>>;
let network: { id: number; code: string; name: string }[];

beforeAll(async () => {
  plans = await seededPlans(t);
  network = await t.database.db
    .select({ id: hospitals.id, code: hospitals.code, name: hospitals.name })
    .from(hospitals)
    .where(and(eq(hospitals.stateId, 25), eq(hospitals.active, true)))
    .orderBy(asc(hospitals.id))
    .limit(2);
});

let n = 0;
async function hospitalUser(code: string) {
  n += 1;
  const email = `desk${n}@hospital.example`;
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/hospital-staff',
    payload: { email, password: 'hospital password 123', hospital_code: code },
  });
  expect(made.statusCode).toBe(201);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/hospital/auth/login',
    payload: { email, password: 'hospital password 123' },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'alaafia_hospital')!;
  expect(cookie.path).toBe('/api/hospital');
  const headers = { cookie: `alaafia_hospital=${cookie.value}` };
  return {
    email,
    token: cookie.value,
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload }),
  };
}

/** A staff member, with the bare token of their cookie (the test presents it as a hospital's). */
async function officer(roles: string[] = ['claims_officer']) {
  const member = await signedInStaff(t.app, roles, 'hp');
  return { ...member, token: member.cookie.slice('alaafia_staff='.length) };
}

/** A customer who bought the health plan with the first network hospital as theirs. */
async function member(hospitalId = network[0]!.id) {
  const customer = await signUp(t.app);
  await api(t.app, customer).patch(`/api/local/customers/${customer.id}`, {
    preferred_hospital: hospitalId,
  });
  await fillCart(t.app, customer, [{ id: 'HI', plan_id: plans.health.planId, price: 1100 }]);
  const { reference } = await cardReference(t.app, customer);
  await sandboxCharge(t.app, reference);
  expect(
    (await payCall(t.app, customer, { payment_reference: reference, has_payed: true })).statusCode,
  ).toBe(200);
  const [policy] = await t.database.db
    .select()
    .from(policies)
    .where(eq(policies.customerId, customer.id));
  return { customer, policy: policy!, number: policy!.memberNumber! };
}

describe('Hospital staff: their own door', () => {
  it("When a hospital's member signs in, then the portal knows their hospital; the back office refuses them, and ours are refused at the portal", async () => {
    const desk = await hospitalUser(network[0]!.code);
    const me = await desk.get('/api/hospital/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.hospital).toEqual({ code: network[0]!.code, name: network[0]!.name });

    // The hospital's token in the staff cookie on /api/admin reads as no session.
    const asStaff = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { cookie: `alaafia_staff=${desk.token}` },
    });
    expect(asStaff.statusCode).toBe(401);
    const adminLogin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: desk.email, password: 'hospital password 123' },
    });
    expect(adminLogin.statusCode).toBe(401);

    const ours = await officer();
    const lookup = await t.app.inject({
      method: 'GET',
      url: '/api/hospital/members/AM0000000000',
      headers: { cookie: `alaafia_hospital=${ours.token}` },
    });
    expect(lookup.statusCode).toBe(401);

    const customer = await signUp(t.app);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/hospital/members/AM0000000000',
      headers: { cookie: customer.cookie },
    });
    expect(asCustomer.statusCode).toBe(401);
  });

  it("When an administrator invites a hospital's staff member, then they are bound to the hospital with no back-office role and e-mailed the invitation", async () => {
    const admin = await officer(['administrator']);
    const res = await admin.post('/api/admin/staff', {
      email: 'nurse@hospital.example',
      name: 'Nurse Ada',
      roles: ['finance'],
      hospital_code: network[0]!.code.toLowerCase(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.staff).toMatchObject({
      roles: [],
      hospital_id: network[0]!.id,
      invited: true,
      pending_access: null,
    });
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/sandbox/outbox?to=nurse@hospital.example',
    });
    expect(outbox.json().data).toHaveLength(1);
    const unknown = await admin.post('/api/admin/staff', {
      email: 'x2@hospital.example',
      name: 'X',
      hospital_code: 'NOPE-1',
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('When the hospital code is unknown, then no member is made (422 on hospital_code)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/hospital-staff',
      payload: {
        email: 'x@hospital.example',
        password: 'hospital password 123',
        hospital_code: 'NOPE-1',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.hospital_code).toEqual([
      'There is no hospital with this code in the network.',
    ]);
  });
});

describe('Eligibility', () => {
  it('When the named hospital looks the member up, then covered there; another hospital: covered but not there; each look-up audited', async () => {
    const m = await member();
    const own = await hospitalUser(network[0]!.code);
    const res = await own.get(`/api/hospital/members/${m.number.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      member_number: m.number,
      name: `${m.customer.body.first_name} ${m.customer.body.last_name}`,
      covered: true,
      at_this_hospital: true,
      reason: null,
    });
    expect(Object.keys(data).sort()).toEqual(
      [
        'benefits',
        'covered',
        'at_this_hospital',
        'date_of_birth',
        'date_of_birth_confirmed',
        'member_number',
        'name',
        'plan',
        'reason',
        'reason_code',
      ].sort(),
    );
    const ae = data.benefits.find(
      (b: { benefit: string }) => b.benefit === 'accidents_emergencies',
    );
    expect(ae).toMatchObject({ monthly_limit: 50_000, left_this_month: 50_000, available: true });
    const anc = data.benefits.find((b: { benefit: string }) => b.benefit === 'antenatal_delivery');
    // Not yet usable; when it will be would tell the policy's start, which a hospital is not told.
    expect(anc).toMatchObject({ available: false, available_from: null });

    const other = await hospitalUser(network[1]!.code);
    const there = (await other.get(`/api/hospital/members/${m.number}`)).json().data;
    expect(there).toMatchObject({
      covered: true,
      at_this_hospital: false,
      reason_code: 'another_hospital',
    });
    expect(there.reason).toMatch(/another hospital/);

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'member.looked_up'), eq(auditLog.recordId, String(m.policy.id))),
      );
    expect(rows).toHaveLength(2);
  });

  it('When the policy is paused, then not covered, with the reason in plain words; an unknown number is 404 and audited', async () => {
    const m = await member();
    await pausePolicy(t.database.db, m.policy, 'payment_overdue', {
      job: 'test',
      now: clock.now(),
    });
    const desk = await hospitalUser(network[0]!.code);
    const data = (await desk.get(`/api/hospital/members/${m.number}`)).json().data;
    expect(data).toMatchObject({ covered: false, reason_code: 'paused_for_payment' });
    expect(data.reason).toBe('Not covered: the cover is paused because a premium is unpaid.');

    const unknown = await desk.get('/api/hospital/members/AM0000000000');
    expect(unknown.statusCode).toBe(404);
    const bad = await desk.get('/api/hospital/members/ALF-HI-2026-000001');
    expect(bad.statusCode).toBe(422);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'member.looked_up'));
    expect(
      audited.some((r) => (r.after as { member_number: string }).member_number === 'AM0000000000'),
    ).toBe(true);
  });
});

describe('Visits', () => {
  it('When the member is covered at this hospital, then a visit is recorded; at another hospital or in the future it is refused', async () => {
    const m = await member();
    const desk = await hospitalUser(network[0]!.code);
    const made = await desk.post('/api/hospital/visits', {
      member_number: m.number,
      date: '2026-03-10',
      treatment: 'Malaria test and treatment',
    });
    expect(made.statusCode).toBe(201);
    expect((await desk.get('/api/hospital/visits')).json().data[0]).toMatchObject({
      member_number: m.number,
      treatment: 'Malaria test and treatment',
    });
    const future = await desk.post('/api/hospital/visits', {
      member_number: m.number,
      date: '2026-03-11',
      treatment: 'x',
    });
    expect(future.statusCode).toBe(422);
    const other = await hospitalUser(network[1]!.code);
    const elsewhere = await other.post('/api/hospital/visits', {
      member_number: m.number,
      date: '2026-03-10',
      treatment: 'x',
    });
    expect(elsewhere.statusCode).toBe(422);
  });

  it("When a visit is dated 1900-01-01, or before the member's cover began, then it is 422 on date in words and nothing is recorded", async () => {
    const m = await member();
    const desk = await hospitalUser(network[0]!.code);
    const before = (await desk.get('/api/hospital/visits')).json().data.length;
    const ancient = await desk.post('/api/hospital/visits', {
      member_number: m.number,
      date: '1900-01-01',
      treatment: 'Malaria test',
    });
    expect(ancient.statusCode).toBe(422);
    expect(ancient.json().errors.date).toEqual([inputCopy.dayOutOfRange]);
    // The cover began today (2026-03-10): the day before is not a covered visit.
    const early = await desk.post('/api/hospital/visits', {
      member_number: m.number,
      date: '2026-03-09',
      treatment: 'Malaria test',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.date).toEqual([hospitalCareCopy.visitBeforeCover]);
    expect((await desk.get('/api/hospital/visits')).json().data.length).toBe(before);
  });
});

describe('Pre-authorisation', () => {
  it('When a hospital asks and a claims officer approves, then the hospital sees the code, the member is told and the limit is used', async () => {
    const m = await member();
    const desk = await hospitalUser(network[0]!.code);
    const asked = await desk.post('/api/hospital/preauthorisations', {
      member_number: m.number,
      treatment: 'Set a broken arm',
      reason: 'Fall at work',
      estimated_amount: 30_000,
      benefit: 'accidents_emergencies',
    });
    expect(asked.statusCode).toBe(201);
    // Above the tariff the rules may approve (₦20,000): a claims officer decides, within the hour.
    expect(asked.json().data).toEqual({
      id: expect.any(Number),
      status: 'pending',
      emergency: false,
      provisional_code: null,
      code: null,
      answer_due_by: '2026-03-10T10:00:00.000Z',
      minutes_left: 60,
      left_this_month: 50_000,
    });
    const id = asked.json().data.id;

    const o = await officer();
    const queue = (await o.get('/api/admin/preauthorisations')).json().data;
    const item = queue.find((q: { id: number }) => q.id === id);
    expect(item).toMatchObject({
      status: 'pending',
      estimated_amount: 30_000,
      left_this_month: 50_000,
      due_by: '2026-03-10T10:00:00.000Z',
      late: false,
      hospital: { code: network[0]!.code },
    });

    const reviewer = await officer(['reviewer']);
    expect(
      (
        await reviewer.post(`/api/admin/preauthorisations/${id}/decision`, {
          decision: 'approve',
          reason: 'ok',
        })
      ).statusCode,
    ).toBe(403);

    const decided = await o.post(`/api/admin/preauthorisations/${id}/decision`, {
      decision: 'approve',
      reason: 'Within the benefit',
    });
    expect(decided.statusCode).toBe(200);
    const seen = (await desk.get(`/api/hospital/preauthorisations/${id}`)).json().data;
    expect(seen.status).toBe('approved');
    expect(seen.code).toMatch(/^PA-[0-9A-Z]{8}$/);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, m.customer.id));
    expect(told.map((x) => x.event)).toContain('preauthorisation.approved');

    const again = await o.post(`/api/admin/preauthorisations/${id}/decision`, {
      decision: 'reject',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);

    const left = (await desk.get(`/api/hospital/members/${m.number}`)).json().data.benefits;
    expect(
      left.find((b: { benefit: string }) => b.benefit === 'accidents_emergencies').left_this_month,
    ).toBe(20_000);

    // Over what is left: the officer cannot approve it.
    const big = await desk.post('/api/hospital/preauthorisations', {
      member_number: m.number,
      treatment: 'Surgery',
      reason: 'Accident',
      estimated_amount: 25_000,
      benefit: 'accidents_emergencies',
    });
    const over = await o.post(`/api/admin/preauthorisations/${big.json().data.id}/decision`, {
      decision: 'approve',
      reason: 'ok',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.decision[0]).toContain('₦20,000');
  });

  it('When rejected, then the hospital sees the reason and no code; another hospital cannot read it; a paused member cannot be asked for', async () => {
    const m = await member();
    const desk = await hospitalUser(network[0]!.code);
    const id = (
      await desk.post('/api/hospital/preauthorisations', {
        member_number: m.number,
        treatment: 'MRI scan',
        reason: 'Headaches',
        estimated_amount: 80_000,
      })
    ).json().data.id;
    const o = await officer();
    await o.post(`/api/admin/preauthorisations/${id}/decision`, {
      decision: 'reject',
      reason: 'Not covered by the plan.',
    });
    const seen = (await desk.get(`/api/hospital/preauthorisations/${id}`)).json().data;
    expect(seen).toMatchObject({
      status: 'rejected',
      code: null,
      decision_reason: 'Not covered by the plan.',
    });
    const other = await hospitalUser(network[1]!.code);
    expect((await other.get(`/api/hospital/preauthorisations/${id}`)).statusCode).toBe(404);

    const paused = await member();
    await pausePolicy(t.database.db, paused.policy, 'payment_overdue', {
      job: 'test',
      now: clock.now(),
    });
    const refused = await desk.post('/api/hospital/preauthorisations', {
      member_number: paused.number,
      treatment: 'x',
      reason: 'y',
      estimated_amount: 100,
    });
    expect(refused.statusCode).toBe(422);
  });
});

describe('Capitation', () => {
  it("When a month has begun, then each hospital's statement lists its enrolees × the rate plus approved pre-authorisations; the job makes last month's once and posts it as payable", async () => {
    const m = await member();
    // Enrolled on 1 April (cover on that day).
    clock.set(new Date('2026-04-02T09:00:00Z'));
    const finance = await officer(['finance']);
    const april = await finance.get('/api/admin/capitation?month=2026-04');
    expect(april.statusCode).toBe(200);
    const statement = april
      .json()
      .data.find((s: { hospital: { code: string } }) => s.hospital.code === network[0]!.code);
    expect(statement.draft).toBe(true);
    expect(statement.rate).toBe(500);
    expect(statement.lines).toContainEqual({
      kind: 'enrolee',
      member_number: m.number,
      amount: 500,
    });

    const csv = await finance.get('/api/admin/capitation?month=2026-04&format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(m.number);
    expect((await finance.get('/api/admin/capitation?month=2026-06')).statusCode).toBe(404);

    clock.set(new Date('2026-05-01T09:00:00Z'));
    const made = await makeCapitationStatements(t.ctx);
    expect(made).toBeGreaterThan(0);
    expect(await makeCapitationStatements(t.ctx)).toBe(0);
    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `capitation.payable:${network[0]!.id}:2026-04`));
    const lines = await t.database.db
      .select()
      .from(ledgerLines)
      .where(eq(ledgerLines.entryId, entry!.id));
    const payable = lines.find((l) => l.accountCode === 'hospital_capitation_payable')!;
    // (a month later the first session has idled out: sign in again)
    const later = await officer(['finance']);
    const final = (await later.get('/api/admin/capitation?month=2026-04')).json().data;
    const mine = final.find(
      (s: { hospital: { code: string } }) => s.hospital.code === network[0]!.code,
    );
    expect(mine.draft).toBe(false);
    expect(payable.creditKobo).toBe(mine.total * 100);
    clock.set(new Date('2026-03-10T09:00:00Z'));
  });

  it('When a member moves hospital, then a month is paid to the hospital they had at the start of its 1st, even if the move was approved on the 2nd', async () => {
    // July: no statement of it is made yet (the test above makes April's).
    clock.set(new Date('2026-06-10T09:00:00Z'));
    const askToMove = async () => {
      const m = await member();
      const asked = await api(t.app, m.customer).post(
        `/api/local/customers/${m.customer.id}/change-hospital-request/`,
        { hospital_id: network[1]!.id, change_reason: 'We moved house.' },
      );
      expect(asked.statusCode).toBe(201);
      return { ...m, review: `hospital-change-${asked.json().data.id}` };
    };
    // A reviewer signed in at the time of the decision (sessions idle out as the clock moves).
    const approve = async (review: string) => {
      const reviewer = await officer(['reviewer']);
      const decided = await reviewer.post(`/api/admin/reviews/${review}/decision`, {
        decision: 'approve',
      });
      expect(decided.statusCode).toBe(200);
    };
    const movedBefore = await askToMove();
    const movedAfter = await askToMove();
    clock.set(new Date('2026-06-20T09:00:00Z'));
    await approve(movedBefore.review);
    clock.set(new Date('2026-07-02T09:00:00Z'));
    await approve(movedAfter.review);

    const finance = await officer(['finance']);
    const july = (await finance.get('/api/admin/capitation?month=2026-07')).json().data as {
      hospital: { code: string };
      lines: { kind: string; member_number: string }[];
    }[];
    const enroleesAt = (code: string) =>
      (july.find((s) => s.hospital.code === code)?.lines ?? [])
        .filter((l) => l.kind === 'enrolee')
        .map((l) => l.member_number);
    // Today both have network[1]; on 1 July only the one moved in June had it.
    expect(enroleesAt(network[1]!.code)).toContain(movedBefore.number);
    expect(enroleesAt(network[0]!.code)).not.toContain(movedBefore.number);
    expect(enroleesAt(network[0]!.code)).toContain(movedAfter.number);
    expect(enroleesAt(network[1]!.code)).not.toContain(movedAfter.number);
    clock.set(new Date('2026-03-10T09:00:00Z'));
  });
});

describe('Capitation in its month (issue 36 item 7)', () => {
  const capitationEntry = async (hospitalId: number, month: string) => {
    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `capitation.payable:${hospitalId}:${month}`));
    return entry ?? null;
  };

  it("When a month's last day comes, then its statement is made and posted that day; a pre-authorisation asked on the 30th and approved on the 1st is on the next month's statement, not nowhere", async () => {
    clock.set(new Date('2026-09-20T09:00:00Z'));
    const m = await member();
    const hospitalId = network[0]!.id;
    clock.set(new Date('2026-09-30T08:00:00Z')); // 09:00 in Lagos, the last day of September
    const desk = await hospitalUser(network[0]!.code);
    const asked = await desk.post('/api/hospital/preauthorisations', {
      member_number: m.number,
      treatment: 'Minor surgery',
      reason: 'Referred by the doctor',
      estimated_amount: 40_000,
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().data.id as number;

    clock.set(new Date('2026-09-30T09:00:00Z'));
    expect(await makeCapitationStatements(t.ctx)).toBeGreaterThan(0);
    const september = await capitationEntry(hospitalId, '2026-09');
    expect(september).not.toBeNull();
    expect(lagosDate(september!.at)).toBe('2026-09-30');
    const [sept] = await t.database.db
      .select()
      .from(capitationStatements)
      .where(
        and(
          eq(capitationStatements.hospitalId, hospitalId),
          eq(capitationStatements.month, '2026-09'),
        ),
      );
    expect(sept!.lines.filter((l) => l.kind === 'preauthorisation')).toEqual([]);

    // Approved on 1 October, after September's statement was made.
    clock.set(new Date('2026-10-01T08:00:00Z'));
    const o = await officer();
    const decided = await o.post(`/api/admin/preauthorisations/${id}/decision`, {
      decision: 'approve',
      reason: 'Within the plan',
    });
    expect(decided.statusCode).toBe(200);
    const [approved] = await t.database.db
      .select({ code: preauthorisations.code })
      .from(preauthorisations)
      .where(eq(preauthorisations.id, id));
    const code = approved!.code!;
    expect(await makeCapitationStatements(t.ctx)).toBe(0); // September is made; October is not over

    const finance = await officer(['finance']);
    const draft = (await finance.get('/api/admin/capitation?month=2026-10')).json().data as {
      hospital: { code: string };
      draft: boolean;
      lines: { kind: string; code?: string; amount: number }[];
    }[];
    const octoberDraft = draft.find((s) => s.hospital.code === network[0]!.code)!;
    expect(octoberDraft.draft).toBe(true);
    expect(octoberDraft.lines).toContainEqual(
      expect.objectContaining({ kind: 'preauthorisation', code, amount: 40_000 }),
    );

    clock.set(new Date('2026-10-31T06:00:00Z')); // 07:00 in Lagos, the last day of October
    expect(await makeCapitationStatements(t.ctx)).toBeGreaterThan(0);
    const october = await capitationEntry(hospitalId, '2026-10');
    expect(lagosDate(october!.at)).toBe('2026-10-31');
    const [oct] = await t.database.db
      .select()
      .from(capitationStatements)
      .where(
        and(
          eq(capitationStatements.hospitalId, hospitalId),
          eq(capitationStatements.month, '2026-10'),
        ),
      );
    expect(oct!.lines).toContainEqual(
      expect.objectContaining({ kind: 'preauthorisation', code, amount_kobo: 4_000_000 }),
    );
    expect(oct!.preauthorisedKobo).toBe(4_000_000);
    const [paidBy] = await t.database.db
      .select({ statement: preauthorisations.capitationStatementId })
      .from(preauthorisations)
      .where(eq(preauthorisations.id, id));
    expect(paidBy!.statement).toBe(oct!.id);
    // Once only: November's statement will not pay it again.
    clock.set(new Date('2026-11-30T09:00:00Z'));
    const later = await officer(['finance']);
    const november = (await later.get('/api/admin/capitation?month=2026-11')).json().data as {
      lines: { kind: string; code?: string }[];
    }[];
    expect(november.flatMap((s) => s.lines).filter((l) => l.code === code)).toEqual([]);
    clock.set(new Date('2026-03-10T09:00:00Z'));
  });

  it("When one hospital's statement fails, then the other hospitals' statements are made and posted all the same, finance sees the failure, and the next run makes it", async () => {
    clock.set(new Date('2027-01-20T09:00:00Z'));
    await member(network[0]!.id);
    await member(network[1]!.id);
    const [first, second] = [network[0]!.id, network[1]!.id].sort((a, b) => a - b);
    // The first hospital's statement cannot be stored (as a 32-bit column once refused one).
    await t.database.db.execute(
      sql.raw(`create function test_capitation_refused() returns trigger language plpgsql as $$
        begin
          if new.hospital_id = ${first} then raise exception 'value out of range for type integer'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger test_capitation_refused before insert on capitation_statements
        for each row execute function test_capitation_refused()`),
    );
    try {
      // The run on 1 February (January's last day was missed) makes January's statements.
      clock.set(new Date('2027-02-01T09:00:00Z'));
      await makeCapitationStatements(t.ctx);
      expect(await capitationEntry(first!, '2027-01')).toBeNull();
      const made = await capitationEntry(second!, '2027-01');
      expect(made).not.toBeNull();
      expect(lagosDate(made!.at)).toBe('2027-01-31');
      const [failed] = await t.database.db
        .select()
        .from(financeItems)
        .where(eq(financeItems.subject, `capitation:${first}:2027-01`));
      expect(failed).toMatchObject({ kind: 'batch.failed', resolvedAt: null });
      expect(failed!.note).toContain('value out of range for type integer');
    } finally {
      await t.database.db.execute(
        sql.raw('drop trigger test_capitation_refused on capitation_statements'),
      );
      await t.database.db.execute(sql.raw('drop function test_capitation_refused()'));
    }
    clock.set(new Date('2027-02-01T10:00:00Z'));
    expect(await makeCapitationStatements(t.ctx)).toBe(1);
    expect(await capitationEntry(first!, '2027-01')).not.toBeNull();
    const [closed] = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.subject, `capitation:${first}:2027-01`));
    expect(closed!.resolvedAt).not.toBeNull();
    clock.set(new Date('2026-03-10T09:00:00Z'));
  });
});
