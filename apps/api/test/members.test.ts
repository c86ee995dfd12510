import { MEMBER_NUMBER_ALPHABET, nairaToKobo } from '@alaafia/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hospitals, policies } from '../src/db/schema/index.js';
import { issuePolicy, pausePolicy } from '../src/modules/cover/policies/policies.repo.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { setLanguage, signUp, useTestApp } from './helpers.js';

// Issue 28: every health policy has a member number (random, not the policy number), and the
// customer's card is GET /api/local/customers/{id}/member-card.
const clock = testClock(new Date('2026-03-10T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let plans: Awaited<ReturnType<typeof seededPlans>>;

beforeAll(async () => {
  plans = await seededPlans(t);
});

async function lagosHospital() {
  const [row] = await t.database.db
    .select({ id: hospitals.id, code: hospitals.code, name: hospitals.name })
    .from(hospitals)
    .where(and(eq(hospitals.stateId, 25), eq(hospitals.active, true)))
    .orderBy(asc(hospitals.id))
    .limit(1);
  return row!;
}

async function buyHealthPlan(customer: { id: number; cookie: string }, hospitalId: number) {
  const saved = await api(t.app, customer).patch(`/api/local/customers/${customer.id}`, {
    preferred_hospital: hospitalId,
  });
  expect(saved.statusCode).toBe(200);
  await fillCart(t.app, customer, [{ id: 'HI', plan_id: plans.health.planId, price: 1100 }]);
  const { reference } = await cardReference(t.app, customer);
  await sandboxCharge(t.app, reference);
  const paid = await payCall(t.app, customer, { payment_reference: reference, has_payed: true });
  expect(paid.statusCode).toBe(200);
}

async function policiesOf(customerId: number) {
  return t.database.db
    .select()
    .from(policies)
    .where(eq(policies.customerId, customerId))
    .orderBy(asc(policies.id));
}

const MEMBER_NUMBER = new RegExp(`^AM[${MEMBER_NUMBER_ALPHABET}]{10}$`);

describe('Member numbers', () => {
  it('When a health plan is bought, then its policy has a member number of AM and 10 base32 characters, not the policy number', async () => {
    const customer = await signUp(t.app);
    const hospital = await lagosHospital();
    await buyHealthPlan(customer, hospital.id);
    const [policy] = await policiesOf(customer.id);
    expect(policy!.productUid).toBe('HI');
    expect(policy!.memberNumber).toMatch(MEMBER_NUMBER);
    expect(policy!.memberNumber).not.toContain(policy!.policyNumber);
  });

  it('When many health policies are issued, then their numbers differ and do not follow one another', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const c = await signUp(t.app);
      const id = await issuePolicy(
        t.database.db,
        {
          customerId: c.id,
          productUid: 'HI',
          planId: plans.health.planId,
          paymentReferenceId: null,
          sumAssuredKobo: nairaToKobo(120_000),
          premiumKobo: nairaToKobo(1_100),
          unit: 'Month',
          policyDuration: 1,
          nextPaymentDate: '2026-04-10',
        },
        '2026-03-10',
        clock.now(),
        { actor: 'system', job: 'test.issue' },
      );
      const [row] = await t.database.db.select().from(policies).where(eq(policies.id, id));
      numbers.push(row!.memberNumber!);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(MEMBER_NUMBER);
    // Not a counter: consecutive numbers share no long common prefix beyond 'AM'.
    const sharedPrefix = numbers
      .slice(1)
      .filter((n, i) => n.slice(0, 6) === numbers[i]!.slice(0, 6));
    expect(sharedPrefix.length).toBeLessThan(3);
  });

  it('When a HealthCash policy is issued, then it has no member number (it is not used at a hospital)', async () => {
    const c = await signUp(t.app);
    const id = await issuePolicy(
      t.database.db,
      {
        customerId: c.id,
        productUid: 'HTCI',
        planId: plans.healthCash.planId,
        paymentReferenceId: null,
        sumAssuredKobo: nairaToKobo(1_100_000),
        premiumKobo: nairaToKobo(1_000),
        unit: 'Year',
        policyDuration: 12,
        nextPaymentDate: '2027-03-10',
      },
      '2026-03-10',
      clock.now(),
      { actor: 'system', job: 'test.issue' },
    );
    const [row] = await t.database.db.select().from(policies).where(eq(policies.id, id));
    expect(row!.memberNumber).toBeNull();
  });
});

describe('GET /api/local/customers/{id}/member-card', () => {
  it('When the customer holds a health plan, then the card has the member number, name, plan, hospital, status and valid_until', async () => {
    const customer = await signUp(t.app);
    const hospital = await lagosHospital();
    await buyHealthPlan(customer, hospital.id);
    const [policy] = await policiesOf(customer.id);
    const res = await api(t.app, customer).get(`/api/local/customers/${customer.id}/member-card`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      member_number: policy!.memberNumber,
      name: `${customer.body.first_name} ${customer.body.last_name}`,
      plan: 'SMEDAN',
      policy_number: policy!.policyNumber,
      hospital: { code: hospital.code, name: hospital.name },
      status: 'active',
      paused_reason: null,
      // The paid period ends the day before the next premium is due.
      valid_until: dayBefore(policy!.nextPaymentDate!),
    });
  });

  it('When the policy is paused for payment, then the card says paused, why, and has no valid_until', async () => {
    const customer = await signUp(t.app);
    await buyHealthPlan(customer, (await lagosHospital()).id);
    const [policy] = await policiesOf(customer.id);
    await pausePolicy(t.database.db, policy!, 'payment_overdue', {
      job: 'test.pause',
      now: clock.now(),
    });
    const res = await api(t.app, customer).get(`/api/local/customers/${customer.id}/member-card`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'paused',
      paused_reason: 'payment',
      valid_until: null,
    });
  });

  it('When the customer has no health plan, then it is 404; another customer is 403; no session is 401', async () => {
    const customer = await signUp(t.app);
    const none = await api(t.app, customer).get(`/api/local/customers/${customer.id}/member-card`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'You have no active health plan.' });
    await setLanguage(t.app, customer, 'yo');
    const inYoruba = await api(t.app, customer).get(
      `/api/local/customers/${customer.id}/member-card`,
    );
    expect(inYoruba.statusCode).toBe(404);
    expect(inYoruba.json()).toEqual({ message: 'O kò ní ètò ìlera tó ń ṣiṣẹ́.' });

    const holder = await signUp(t.app);
    await buyHealthPlan(holder, (await lagosHospital()).id);
    const other = await api(t.app, customer).get(`/api/local/customers/${holder.id}/member-card`);
    expect(other.statusCode).toBe(403);
    const anonymous = await api(t.app, null).get(`/api/local/customers/${holder.id}/member-card`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('When the health policy was cancelled, then there is no card (404)', async () => {
    const customer = await signUp(t.app);
    await buyHealthPlan(customer, (await lagosHospital()).id);
    const [policy] = await policiesOf(customer.id);
    await t.database.db
      .update(policies)
      .set({ status: 'cancelled', dateCancelled: clock.now() })
      .where(eq(policies.id, policy!.id));
    const res = await api(t.app, customer).get(`/api/local/customers/${customer.id}/member-card`);
    expect(res.statusCode).toBe(404);
  });
});

function dayBefore(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
