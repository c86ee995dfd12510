import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  careConfirmations,
  customers,
  financeItems,
  outboxMessages,
} from '../src/db/schema/index.js';
import { api, testClock } from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';
import { hospitalActors } from './hospital-helpers.js';
import { jobRunner } from './builders/jobs.js';

// Issue 39 item 6: the member confirms the care a hospital recorded (docs/business-rules.md, 'The
// member confirms the care').
const clock = testClock(new Date('2026-03-10T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let actors: Awaited<ReturnType<typeof hospitalActors>>;
beforeAll(async () => {
  actors = await hospitalActors(t, 'care');
});

const runJobs = jobRunner(t);
const smsTo = async (customerId: number) => {
  const [row] = await t.database.db
    .select({ phone: customers.phoneNumber })
    .from(customers)
    .where(eq(customers.id, customerId));
  const rows = await t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, row!.phone));
  return rows.map((r) => r.body);
};
const itemsAbout = (id: number) =>
  t.database.db
    .select()
    .from(financeItems)
    .where(
      and(
        eq(financeItems.kind, 'care.not_received'),
        eq(financeItems.subject, `care-confirmation:${id}`),
      ),
    );

/** A member whose hospital asked a pre-authorisation the rules approved, and billed it. */
async function usedPreauthorisation() {
  const m = await actors.member();
  const desk = await actors.desk();
  const asked = await desk.post('/api/hospital/preauthorisations', {
    member_number: m.number,
    treatment: 'Stitches',
    reason: 'Cut hand',
    estimated_amount: 10_000,
    benefit: 'accidents_emergencies',
  });
  expect(asked.json().data.status).toBe('approved');
  const id = asked.json().data.id as number;
  const billed = await desk.post(`/api/hospital/preauthorisations/${id}/bill`, { amount: 9_000 });
  expect(billed.statusCode).toBe(200);
  return { ...m, desk, preauthorisationId: id, code: asked.json().data.code as string };
}

describe('The member is asked whether they received the care', () => {
  it('When a hospital records the final bill of a pre-authorisation, then the member is asked once by SMS with a link to the dashboard page, which names the hospital and the benefit; a second bill asks nothing more', async () => {
    const m = await usedPreauthorisation();
    await runJobs();
    const [question] = await t.database.db
      .select()
      .from(careConfirmations)
      .where(eq(careConfirmations.preauthorisationId, m.preauthorisationId));
    expect(question).toBeDefined();
    const asked = (await smsTo(m.customer.id)).filter((x) =>
      x.includes(`/care?question=${question!.id}`),
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain(actors.network[0]!.name);
    expect(asked[0]).toContain('Accidents & Emergencies');
    expect(asked[0]).not.toContain('Stitches');

    const read = await api(t.app, m.customer).get(
      `/api/local/customers/${m.customer.id}/care-confirmations/${question!.id}`,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      kind: 'preauthorisation',
      hospital: actors.network[0]!.name,
      benefit: 'Accidents & Emergencies',
      answer: null,
    });

    await m.desk.post(`/api/hospital/preauthorisations/${m.preauthorisationId}/bill`, {
      amount: 9_500,
    });
    await runJobs();
    expect(
      await t.database.db
        .select()
        .from(careConfirmations)
        .where(eq(careConfirmations.preauthorisationId, m.preauthorisationId)),
    ).toHaveLength(1);
    expect((await smsTo(m.customer.id)).filter((x) => x.includes('/care?question='))).toHaveLength(
      1,
    );
  });

  it('When a hospital records a primary-care visit, then the member is asked about that visit', async () => {
    const m = await actors.member();
    const desk = await actors.desk();
    const visit = await desk.post('/api/hospital/visits', {
      member_number: m.number,
      date: '2026-03-10',
      treatment: 'Malaria test',
    });
    expect(visit.statusCode).toBe(201);
    await runJobs();
    const list = await api(t.app, m.customer).get(
      `/api/local/customers/${m.customer.id}/care-confirmations`,
    );
    expect(list.json().data).toEqual([
      expect.objectContaining({ kind: 'visit', care_date: '2026-03-10', benefit: null }),
    ]);
    expect((await smsTo(m.customer.id)).some((x) => x.includes('care at a visit'))).toBe(true);
  });
});

describe('The answer', () => {
  it('When the member answers No, then a case for a claims officer names the pre-authorisation and the hospital; a second answer changes nothing', async () => {
    const m = await usedPreauthorisation();
    const [question] = await t.database.db
      .select()
      .from(careConfirmations)
      .where(eq(careConfirmations.preauthorisationId, m.preauthorisationId));
    const url = `/api/local/customers/${m.customer.id}/care-confirmations/${question!.id}`;
    const no = await api(t.app, m.customer).post(url, { received: false });
    expect(no.statusCode).toBe(200);
    expect(no.json().data).toMatchObject({ answer: 'no' });
    const items = await itemsAbout(question!.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ customerId: m.customer.id, resolvedAt: null });
    expect(items[0]!.note).toContain(actors.network[0]!.name);
    expect(items[0]!.note).toContain(`pre-authorisation ${m.preauthorisationId}`);
    expect(items[0]!.note).toContain(m.code);

    clock.advance(60_000);
    const again = await api(t.app, m.customer).post(url, { received: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      answer: 'no',
      answered_at: no.json().data.answered_at,
    });
    expect(await itemsAbout(question!.id)).toHaveLength(1);

    // The claims officer sees the case among the team's items and resolves it with a note, once.
    const officer = await actors.staff(['claims_officer']);
    const listed = (await officer.get('/api/admin/claims/work-items')).json().data as {
      id: number;
      kind: string;
      closes: string;
    }[];
    const mine = listed.find((x) => x.id === items[0]!.id);
    expect(mine).toMatchObject({ kind: 'care.not_received', closes: 'by-hand' });
    const short = await officer.post(`/api/admin/claims/work-items/${mine!.id}/resolve`, {
      note: 'ok',
    });
    expect(short.statusCode).toBe(422);
    const resolved = await officer.post(`/api/admin/claims/work-items/${mine!.id}/resolve`, {
      note: 'Called the hospital: the bill was for another member; corrected before the statement.',
    });
    expect(resolved.statusCode).toBe(200);
    expect((await itemsAbout(question!.id))[0]!.resolvedAt).not.toBeNull();
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'claims.item_resolved'), eq(auditLog.recordId, String(mine!.id))),
      );
    expect(audited).toBeDefined();
    expect(
      (await officer.post(`/api/admin/claims/work-items/${mine!.id}/resolve`, { note: 'again!' }))
        .statusCode,
    ).toBe(409);
  });

  it('When the member answers Yes, then no case is opened', async () => {
    const m = await usedPreauthorisation();
    const [question] = await t.database.db
      .select()
      .from(careConfirmations)
      .where(eq(careConfirmations.preauthorisationId, m.preauthorisationId));
    const yes = await api(t.app, m.customer).post(
      `/api/local/customers/${m.customer.id}/care-confirmations/${question!.id}`,
      { received: true },
    );
    expect(yes.json().data).toMatchObject({ answer: 'yes' });
    expect(await itemsAbout(question!.id)).toHaveLength(0);
  });

  it('When another customer opens the link, then it is 404 and answering it changes nothing; another customer id in the path is 403; a missing answer is 422', async () => {
    const m = await usedPreauthorisation();
    const [question] = await t.database.db
      .select()
      .from(careConfirmations)
      .where(eq(careConfirmations.preauthorisationId, m.preauthorisationId));
    const stranger = await signUp(t.app);
    const theirs = `/api/local/customers/${stranger.id}/care-confirmations/${question!.id}`;
    expect((await api(t.app, stranger).get(theirs)).statusCode).toBe(404);
    expect((await api(t.app, stranger).post(theirs, { received: false })).statusCode).toBe(404);
    const owners = `/api/local/customers/${m.customer.id}/care-confirmations/${question!.id}`;
    expect((await api(t.app, stranger).post(owners, { received: false })).statusCode).toBe(403);
    const bad = await api(t.app, m.customer).post(owners, { received: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.received).toBeDefined();
    const [after] = await t.database.db
      .select()
      .from(careConfirmations)
      .where(eq(careConfirmations.id, question!.id));
    expect(after!.answer).toBeNull();
    expect(await itemsAbout(question!.id)).toHaveLength(0);
  });
});
