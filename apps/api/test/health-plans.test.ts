import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, hospitals } from '../src/db/schema/index.js';
import {
  api,
  cardReference,
  fillCart,
  holdings,
  payCall,
  sandboxCharge,
  seededPlans,
} from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';

/**
 * The calls of the two health wizards (health-plans.md section 7) as the web app makes them, with the
 * bad input the issue names: an unknown hospital, a page past the last, state 99, another customer.
 */
const t = useTestApp();

async function lagosHospitals() {
  const rows = await t.database.db
    .select({ id: hospitals.id })
    .from(hospitals)
    .where(and(eq(hospitals.stateId, 25), eq(hospitals.active, true)))
    .orderBy(asc(hospitals.id))
    .limit(2);
  return rows.map((row) => row.id) as [number, number];
}

async function preferredHospitalOf(customerId: number) {
  const [row] = await t.database.db
    .select({ id: customers.preferredHospitalId })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.id ?? null;
}

async function buyMonthlyPlan(customer: { id: number; cookie: string }) {
  const { health } = await seededPlans(t);
  await fillCart(t.app, customer, [{ id: 'HI', plan_id: health.planId, price: 1100 }]);
  const { reference } = await cardReference(t.app, customer);
  await sandboxCharge(t.app, reference);
  const paid = await payCall(t.app, customer, { payment_reference: reference, has_payed: true });
  expect(paid.statusCode).toBe(200);
}

describe('The hospital step', () => {
  it("When the wizard lists a state's hospitals by page and area, then pages, the lower-case city and 'All' answer as the client reads them", async () => {
    const first = await t.app.inject({ url: '/api/local/hospitals/states/25?page=1' });
    const second = await t.app.inject({ url: '/api/local/hospitals/states/25?page=2' });
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toMatchObject({ current_page: 1 });
    expect(second.json().meta).toMatchObject({ current_page: 2 });
    const ikeja = await t.app.inject({ url: '/api/local/hospitals/states/25?city=ikeja&page=1' });
    expect(ikeja.json().data.length).toBeGreaterThan(0);
    expect(ikeja.json().data.every((h: { city: string }) => h.city === 'Ikeja')).toBe(true);
    const all = await t.app.inject({ url: '/api/local/hospitals/states/25?city=All&page=1' });
    expect(all.json().meta.total).toBe(first.json().meta.total);
    const fct = await t.app.inject({ url: '/api/local/hospitals/states/15?page=1' });
    expect(fct.json().data.length).toBeGreaterThan(0);
  });

  it('When the page is past the last, the state is 99 or the page is not a number, then it is an empty page, 404 or 422', async () => {
    const first = (await t.app.inject({ url: '/api/local/hospitals/states/25' })).json();
    const past = await t.app.inject({
      url: `/api/local/hospitals/states/25?page=${first.meta.last_page + 1}`,
    });
    expect(past.statusCode).toBe(200);
    expect(past.json().data).toEqual([]);
    expect(past.json().meta.last_page).toBe(first.meta.last_page);
    const unknown = await t.app.inject({ url: '/api/local/hospitals/states/99?page=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'We could not find that state.' });
    const zero = await t.app.inject({ url: '/api/local/hospitals/states/25?page=0' });
    expect(zero.statusCode).toBe(422);
  });

  it('When a customer saves a hospital with user_id, then the profile answers it; an unknown hospital is 422 and changes nothing', async () => {
    const customer = await signUp(t.app);
    const [first] = await lagosHospitals();
    const saved = await api(t.app, customer).patch(`/api/local/customers/${customer.id}`, {
      user_id: customer.id,
      preferred_hospital: first,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.preferred_hospital.id).toBe(first);
    const unknown = await api(t.app, customer).patch(`/api/local/customers/${customer.id}`, {
      user_id: customer.id,
      preferred_hospital: 99999999,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.preferred_hospital).toEqual([
      'Please choose a hospital from the list',
    ]);
    expect(await preferredHospitalOf(customer.id)).toBe(first);
  });

  it("When a hospital is saved on another customer's id, then it is 403 and their hospital is unchanged", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const [first] = await lagosHospitals();
    const res = await api(t.app, other).patch(`/api/local/customers/${owner.id}`, {
      user_id: owner.id,
      preferred_hospital: first,
    });
    expect(res.statusCode).toBe(403);
    expect(await preferredHospitalOf(owner.id)).toBeNull();
  });

  it('When the health plan is active, then another hospital by PATCH is 422 (a change request is needed) and the same one is fine', async () => {
    const customer = await signUp(t.app);
    const [first, second] = await lagosHospitals();
    await api(t.app, customer).patch(`/api/local/customers/${customer.id}`, {
      preferred_hospital: first,
    });
    await buyMonthlyPlan(customer);
    const change = await api(t.app, customer).patch(`/api/local/customers/${customer.id}`, {
      user_id: customer.id,
      preferred_hospital: second,
    });
    expect(change.statusCode).toBe(422);
    expect(change.json().errors.preferred_hospital).toEqual([
      'Your health plan is active with your chosen hospital. To change it, please send a hospital change request.',
    ]);
    expect(await preferredHospitalOf(customer.id)).toBe(first);
    const same = await api(t.app, customer).patch(`/api/local/customers/${customer.id}`, {
      user_id: customer.id,
      preferred_hospital: first,
    });
    expect(same.statusCode).toBe(200);
    const request = await api(t.app, customer).post(
      `/api/local/customers/${customer.id}/change-hospital-request/`,
      { hospital_id: second, change_reason: 'I moved to Ikeja' },
    );
    expect(request.statusCode).toBe(201);
    expect(request.json().data).toMatchObject({ status: 'pending', hospital_id: second });
  });
});

describe('Buying a health plan twice', () => {
  it('When the monthly plan is already active, then the payment reference is 409 with product_status active and one policy remains', async () => {
    const customer = await signUp(t.app);
    await buyMonthlyPlan(customer);
    const { health } = await seededPlans(t);
    await fillCart(t.app, customer, [{ id: 'HI', plan_id: health.planId, price: 1100 }]);
    const again = await api(t.app, customer).get(
      `/api/local/customers/${customer.id}/quotes/payment-reference?accept_terms=true`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'You already paid for this product',
      product_status: 'active',
      product_uid: 'HI',
    });
    expect(await holdings(t, customer.id)).toMatchObject({ policies: 1 });
  });
});
