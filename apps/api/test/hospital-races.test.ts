import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { preauthorisations, telemedicineRequests } from '../src/db/schema/index.js';
import { api, testClock } from './checkout-helpers.js';
import { useTestApp } from './helpers.js';
import { hospitalActors } from './hospital-helpers.js';

// Races the attack found on PostgreSQL (issue 38 items 8 and 11): the pre-authorisation limit read
// by several approvals at once, and 'Talk to a doctor''s one open request asked for five times at
// once. On PGlite (one connection) they cannot race; the file runs on both drivers
// (postgres-suite.ts).
const clock = testClock(new Date('2026-03-10T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let actors: Awaited<ReturnType<typeof hospitalActors>>;
beforeAll(async () => {
  actors = await hospitalActors(t, 'races');
});

const ask = (
  desk: Awaited<ReturnType<typeof actors.desk>>,
  number: string,
  estimated_amount: number,
) =>
  desk.post('/api/hospital/preauthorisations', {
    member_number: number,
    treatment: 'Wound care',
    reason: 'Road accident',
    estimated_amount,
    benefit: 'accidents_emergencies',
  });

describe('The pre-authorisation limit under concurrent approvals (issue 38 item 8)', () => {
  it('When four officers approve four ₦30,000 A&E requests of one member at once, then one is approved (₦30,000 of the ₦50,000 month) and the others are refused', async () => {
    const m = await actors.member();
    const desk = await actors.desk();
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await ask(desk, m.number, 30_000);
      expect(res.json().data.status).toBe('pending'); // above the rules' tariff
      ids.push(res.json().data.id as number);
    }
    const officers = await Promise.all(ids.map(() => actors.staff()));
    const answers = await Promise.all(
      ids.map((id, i) =>
        officers[i]!.post(`/api/admin/preauthorisations/${id}/decision`, {
          decision: 'approve',
          reason: 'Within the benefit',
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 422, 422, 422]);
    const approved = await t.database.db
      .select()
      .from(preauthorisations)
      .where(and(inArray(preauthorisations.id, ids), eq(preauthorisations.status, 'approved')));
    expect(approved.reduce((sum, p) => sum + p.payableKobo, 0)).toBe(30_000_00);
  });

  it('When five ₦15,000 requests the rules may approve arrive at once, then the rules approve at most ₦50,000 of them and the rest wait for a person', async () => {
    const m = await actors.member();
    const desks = await Promise.all([1, 2, 3, 4, 5].map(() => actors.desk()));
    const answers = await Promise.all(desks.map((d) => ask(d, m.number, 15_000)));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const statuses = answers.map((a) => a.json().data.status as string).sort();
    expect(statuses).toEqual(['approved', 'approved', 'approved', 'pending', 'pending']);
    const rows = await t.database.db
      .select()
      .from(preauthorisations)
      .where(eq(preauthorisations.policyId, m.policy.id));
    expect(rows.reduce((sum, p) => sum + p.payableKobo, 0)).toBe(45_000_00);
  });
});

describe("Telemedicine's one open request (issue 38 item 11)", () => {
  it('When a member asks to talk to a doctor five times at once, then one request is open and the other four are 409', async () => {
    const m = await actors.member();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        api(t.app, m.customer).post(`/api/local/customers/${m.customer.id}/telemedicine-requests`, {
          urgent_signs: [],
          symptoms: 'A cough for a week and a mild fever at night',
          urgency: 'soon',
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    const open = await t.database.db
      .select()
      .from(telemedicineRequests)
      .where(
        and(
          eq(telemedicineRequests.customerId, m.customer.id),
          inArray(telemedicineRequests.status, ['requested', 'sent']),
        ),
      );
    expect(open).toHaveLength(1);
  });
});
