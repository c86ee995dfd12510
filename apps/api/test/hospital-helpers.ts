import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hospitals, policies } from '../src/db/schema/index.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
} from './checkout-helpers.js';
import { signUp, type TestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';

/**
 * The hospital portal's actors for a test file (issue 28): a hospital's desk signed in at its door,
 * our staff signed in at theirs, and a health plan member enrolled at a network hospital.
 */
export async function hospitalActors(t: TestApp, prefix: string) {
  const plans = await seededPlans(t);
  const network = await t.database.db
    .select({ id: hospitals.id, code: hospitals.code, name: hospitals.name })
    .from(hospitals)
    .where(and(eq(hospitals.stateId, 25), eq(hospitals.active, true)))
    .orderBy(asc(hospitals.id))
    .limit(2);
  let n = 0;

  async function desk(code = network[0]!.code) {
    n += 1;
    const email = `${prefix}-desk${n}@hospital.example`;
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
    const headers = { cookie: `alaafia_hospital=${cookie.value}` };
    return {
      get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
      post: (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, headers, payload }),
    };
  }

  const staff = (roles: string[] = ['claims_officer']) => signedInStaff(t.app, roles, prefix);

  /** A customer who bought the health plan with `hospitalId` (the first network hospital) as theirs. */
  async function member(hospitalId = network[0]!.id) {
    const customer = await signUp(t.app);
    await api(t.app, customer).patch(`/api/local/customers/${customer.id}`, {
      preferred_hospital: hospitalId,
    });
    await fillCart(t.app, customer, [{ id: 'HI', plan_id: plans.health.planId, price: 1100 }]);
    const { reference } = await cardReference(t.app, customer);
    await sandboxCharge(t.app, reference);
    expect(
      (await payCall(t.app, customer, { payment_reference: reference, has_payed: true }))
        .statusCode,
    ).toBe(200);
    const [policy] = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.customerId, customer.id));
    return { customer, policy: policy!, number: policy!.memberNumber! };
  }

  return { plans, network, desk, staff, member };
}
