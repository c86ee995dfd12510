import { checkoutCopy, nairaToKobo } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, customers, pricingPlans } from '../src/db/schema/index.js';
import { api, fillCart, seededPlans } from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';

const t = useTestApp();
let plans: Awaited<ReturnType<typeof seededPlans>>;
let businessPlanId: number;

beforeAll(async () => {
  plans = await seededPlans(t);
  // Business Insurance is a catalogue entry, not sold online: give it a plan to prove it is refused.
  const [plan] = await t.database.db
    .insert(pricingPlans)
    .values({
      code: 'BI-TEST-M',
      productUid: 'BI',
      name: 'Test',
      priceKobo: nairaToKobo(5000),
      coverageKobo: nairaToKobo(100000),
      unit: 'Month',
      benefits: [],
    })
    .returning();
  businessPlanId = plan!.id;
});

async function cartRows(customerId: number) {
  return t.database.db
    .select({ planId: cartItems.planId, status: carts.status })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.customerId, customerId));
}

describe('PATCH /local/customers/{id} with products', () => {
  it('When the profile comes with a products list, then the cart is saved from our plans and the answer has the record and its carts', async () => {
    const c = await signUp(t.app);
    const res = await api(t.app, c).patch(`/api/local/customers/${c.id}`, {
      products: [{ id: plans.health.productId, plan_id: plans.health.planId, price: 1 }],
      first_name: 'Ngozi',
      last_name: 'Adeyemi',
      phone_number: '08031234567',
      address: '12 Allen Avenue, Ikeja',
      email: 'someone.else@example.ng',
      can_buy: true,
      cart: [],
      plan_price: 1,
      user_id: c.id,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: c.id,
      first_name: 'Ngozi',
      address: '12 Allen Avenue, Ikeja',
    });
    expect(data.email).toBe(c.body.email);
    expect(data.carts).toEqual([
      expect.objectContaining({
        product_uid: 'HI',
        product_id: plans.health.productId,
        plan_id: plans.health.planId,
        price: 1100,
        coverage: 120000,
        unit: 'Month',
      }),
    ]);
    expect(await cartRows(c.id)).toEqual([{ planId: plans.health.planId, status: 'open' }]);
  });

  it('When the product is named by uid or name, then it is read; a new list replaces the cart', async () => {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ id: 'HI', plan_id: plans.health.planId }]);
    const items = await fillCart(t.app, c, [
      { id: 'HealthCash Insurance', plan_id: plans.healthCash.planId },
    ]);
    expect(items.map((i) => i.plan_id)).toEqual([plans.healthCash.planId]);
    expect(await cartRows(c.id)).toEqual([{ planId: plans.healthCash.planId, status: 'open' }]);
  });

  it('When the plan is unknown, then it is 422 with errors.products and neither the profile nor the cart changes', async () => {
    const c = await signUp(t.app);
    await fillCart(t.app, c, [{ plan_id: plans.health.planId }]);
    const res = await api(t.app, c).patch(`/api/local/customers/${c.id}`, {
      first_name: 'Changed',
      products: [{ plan_id: 999999 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.products).toEqual([checkoutCopy.planUnknown]);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row!.firstName).toBe('Chinedu');
    expect(await cartRows(c.id)).toEqual([{ planId: plans.health.planId, status: 'open' }]);
  });

  it('When the plan belongs to another product, then it is 422 with errors.products', async () => {
    const c = await signUp(t.app);
    const res = await api(t.app, c).patch(`/api/local/customers/${c.id}`, {
      products: [{ id: 'HTCI', plan_id: plans.health.planId }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.products).toEqual([checkoutCopy.planNotForProduct]);
    expect(await cartRows(c.id)).toEqual([]);
  });

  it('When the product is not sold online, then it is 422 with errors.products', async () => {
    const c = await signUp(t.app);
    const res = await api(t.app, c).patch(`/api/local/customers/${c.id}`, {
      products: [{ id: 'BI', plan_id: businessPlanId }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.products).toEqual([checkoutCopy.productNotSold]);
  });

  it('When two plans of one product are sent, then it is 422', async () => {
    const c = await signUp(t.app);
    const res = await api(t.app, c).patch(`/api/local/customers/${c.id}`, {
      products: [{ plan_id: plans.health.planId }, { plan_id: plans.health.planId }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.products).toEqual([checkoutCopy.onePlanPerProduct]);
  });

  it('When the plan id is not a number, then it is 422 with errors.products', async () => {
    const c = await signUp(t.app);
    const res = await api(t.app, c).patch(`/api/local/customers/${c.id}`, {
      products: [{ plan_id: 'cheap' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.products).toBeDefined();
  });

  it("When another customer's id is used, then it is 403 and their cart is untouched", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const res = await api(t.app, a).patch(`/api/local/customers/${b.id}`, {
      products: [{ plan_id: plans.health.planId }],
    });
    expect(res.statusCode).toBe(403);
    expect(await cartRows(b.id)).toEqual([]);
  });
});

describe('POST and DELETE /local/customers/{id}/carts', () => {
  it('When products and a salary are posted, then the cart and the salary are saved together', async () => {
    const c = await signUp(t.app);
    const res = await api(t.app, c).post(`/api/local/customers/${c.id}/carts`, {
      products: [{ id: plans.health.productId, plan_id: plans.health.planId, price: 5 }],
      salary: 85000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.carts).toEqual([
      expect.objectContaining({ plan_id: plans.health.planId, price: 1100 }),
    ]);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row!.salaryKobo).toBe(nairaToKobo(85000));
  });

  it('When the salary is below 30000, then it is 422 with errors.salary and no cart is saved', async () => {
    const c = await signUp(t.app);
    const res = await api(t.app, c).post(`/api/local/customers/${c.id}/carts`, {
      products: [{ plan_id: plans.health.planId }],
      salary: 20000,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.salary).toBeDefined();
    expect(await cartRows(c.id)).toEqual([]);
  });

  it('When items are deleted with { data: { carts } } or { carts }, then those go and the rest stays', async () => {
    const c = await signUp(t.app);
    const items = await fillCart(t.app, c, [
      { plan_id: plans.health.planId },
      { plan_id: plans.healthCash.planId },
    ]);
    const first = await api(t.app, c).delete(`/api/local/customers/${c.id}/carts`, {
      data: { carts: [items[0]!.id] },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.carts.map((i: { id: number }) => i.id)).toEqual([items[1]!.id]);
    const second = await api(t.app, c).delete(`/api/local/customers/${c.id}/carts`, {
      carts: [items[1]!.id, 424242],
    });
    expect(second.json().data.carts).toEqual([]);
  });

  it('When DELETE has no ids, then it is 422', async () => {
    const c = await signUp(t.app);
    const res = await api(t.app, c).delete(`/api/local/customers/${c.id}/carts`, { data: {} });
    expect(res.statusCode).toBe(422);
  });

  it("When another customer's cart is targeted, then it is 403 and their items stay", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const items = await fillCart(t.app, b, [{ plan_id: plans.health.planId }]);
    for (const res of [
      await api(t.app, a).delete(`/api/local/customers/${b.id}/carts`, { carts: [items[0]!.id] }),
      await api(t.app, a).post(`/api/local/customers/${b.id}/carts`, { products: [] }),
      await api(t.app, a).get(`/api/local/customers/${b.id}/carts`),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await cartRows(b.id)).toHaveLength(1);
  });
});
