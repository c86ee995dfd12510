import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, nextOfKin, paymentReferences, policies } from '../src/db/schema/index.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
} from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';
import { kycClient, latestCode, ownValue } from './kyc-support.js';

const t = useTestApp();
let plans: Awaited<ReturnType<typeof seededPlans>>;

beforeAll(async () => {
  plans = await seededPlans(t);
});

type Signed = Awaited<ReturnType<typeof signUp>>;

async function buy(c: Signed, planId: number) {
  await fillCart(t.app, c, [{ plan_id: planId }]);
  const { reference } = await cardReference(t.app, c);
  await sandboxCharge(t.app, reference);
  expect((await payCall(t.app, c, { payment_reference: reference })).statusCode).toBe(200);
}

/** Everything the dashboard and settings call with the customer's id in the path. */
function dashboardCalls(id: number, policyNumber: string) {
  return [
    { method: 'GET', url: `/api/local/customers/${id}` },
    { method: 'PATCH', url: `/api/local/customers/${id}`, payload: { address: '1 Marina' } },
    { method: 'GET', url: `/api/local/customers/${id}/premiums` },
    { method: 'GET', url: `/api/local/customer/next-of-kin/${id}` },
    {
      method: 'POST',
      url: `/api/local/customer/next-of-kin/${id}`,
      payload: {
        first_name: 'Ada',
        last_name: 'Obi',
        phone: '08031112222',
        relationship: 'Sister',
      },
    },
    { method: 'POST', url: `/api/local/customers/${id}/products/HI/renew-policy` },
    {
      method: 'POST',
      url: `/api/local/customers/${id}/products/HI/cancel-policy`,
      payload: { reason_id: 1 },
    },
    { method: 'GET', url: `/api/local/customers/${id}/policies/${policyNumber}/document` },
    { method: 'GET', url: `/api/local/customers/${id}/payment-methods` },
    { method: 'POST', url: `/api/local/customers/${id}/payment-methods/replace` },
    {
      method: 'POST',
      url: `/api/local/customers/${id}/payment-methods/confirm`,
      payload: { payment_reference: 'ALF-X' },
    },
    { method: 'GET', url: `/api/local/customers/${id}/payments` },
    { method: 'GET', url: `/api/local/customers/${id}/invoices` },
    { method: 'GET', url: `/api/local/customers/${id}/data-export` },
    {
      method: 'POST',
      url: `/api/local/customers/${id}/close-account`,
      payload: { password: 'anything at all' },
    },
  ] as const;
}

describe('the dashboard and settings calls', () => {
  it("When another customer's id is in the path, then every call is 403 and nothing of the owner changes", async () => {
    const owner = await signUp(t.app);
    await buy(owner, plans.health.planId);
    const [policy] = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.customerId, owner.id));
    const [before] = await t.database.db.select().from(customers).where(eq(customers.id, owner.id));
    const referencesBefore = await t.database.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.customerId, owner.id));
    const intruder = await signUp(t.app);

    for (const call of dashboardCalls(owner.id, policy!.policyNumber)) {
      const res = await t.app.inject({ ...call, headers: { cookie: intruder.cookie } });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      const unsigned = await t.app.inject({ ...call });
      expect(unsigned.statusCode, `${call.method} ${call.url} without a session`).toBe(401);
    }

    const [after] = await t.database.db.select().from(customers).where(eq(customers.id, owner.id));
    expect(after).toEqual(before);
    const [policyAfter] = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.customerId, owner.id));
    expect(policyAfter).toEqual(policy);
    expect(
      await t.database.db.select().from(nextOfKin).where(eq(nextOfKin.customerId, owner.id)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(paymentReferences)
        .where(eq(paymentReferences.customerId, owner.id)),
    ).toEqual(referencesBefore);
  });
});

describe('PATCH /local/customers/{id} from settings', () => {
  it('When the profile is edited, then the name, phone, address and state are saved and answered', async () => {
    const c = await signUp(t.app);
    const res = await api(t.app, c).patch(`/api/local/customers/${c.id}`, {
      first_name: 'Zainab',
      last_name: 'Bello-Ahmed',
      phone_number: '0909 123 4567',
      address: '12 Allen Avenue, Ikeja',
      state: 'Lagos',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      first_name: 'Zainab',
      last_name: 'Bello-Ahmed',
      phone_number: '09091234567',
      address: '12 Allen Avenue, Ikeja',
      state: 'Lagos',
    });
  });

  it('When a bad phone is sent, then it is 422 on errors.phone_number and nothing is saved', async () => {
    const c = await signUp(t.app);
    const res = await api(t.app, c).patch(`/api/local/customers/${c.id}`, {
      address: 'Somewhere new',
      phone_number: '12345',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone_number).toEqual(['Enter a valid Nigerian phone number']);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row!.address).toBeNull();
  });

  it('When KYC is complete, then a new name is 409 and nothing is saved, while the same name and other fields still save', async () => {
    const c = await signUp(t.app, { first_name: 'Musa', last_name: 'Danladi' });
    const kyc = kycClient(t.app, c.id, c.cookie);
    await kyc.bvn(ownValue('digits11'));
    await kyc.verify(await latestCode(t.app, c.body.phone_number));
    expect((await kyc.complete()).statusCode).toBe(200);

    const renamed = await api(t.app, c).patch(`/api/local/customers/${c.id}`, {
      first_name: 'Moses',
      address: '3 Broad Street',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().errors.first_name).toEqual([
      'Your identity is already verified. Please contact support to change your name.',
    ]);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row).toMatchObject({ firstName: 'Musa', address: null });

    const same = await api(t.app, c).patch(`/api/local/customers/${c.id}`, {
      first_name: 'Musa',
      last_name: 'Danladi',
      address: '3 Broad Street',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ first_name: 'Musa', address: '3 Broad Street' });
  });
});
