import {
  customerUpdateCopy,
  incomePlansForSalary,
  incomeRateTable,
  nairaToKobo,
} from '@alaafia/domain';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pricingPlans } from '../src/db/schema/index.js';
import { syncIncomeRateTable } from '../src/modules/catalogue/products/income-plans.js';
import { signUp, useTestApp } from './helpers.js';

const t = useTestApp();

const quote = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/local/products/salary',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

interface Plan {
  id: number;
  code: string;
  price: number;
  coverage: number;
  unit: string;
  benefit: { benefit: number; duration: number };
  monthly_payout: number;
}

describe('POST /local/products/salary', () => {
  it('When a salary of 100000 is priced, then the income product comes with three Month plans from the rate table', async () => {
    const { cookie } = await signUp(t.app);
    const res = await quote(cookie, { salary: 100_000 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ uid: 'EI', title: 'Income Protection' });
    expect(data.not_covered.map((n: { title: string }) => n.title)).toEqual([
      'Resignation',
      'Misconduct',
      'Paycuts',
      'Salary delays',
    ]);
    const plans = data.pricing_plans as Plan[];
    expect(plans.map((p) => [p.code, p.price, p.coverage, p.unit])).toEqual([
      ['EI-R1-B150000-D6', 1_000, 150_000, 'Month'],
      ['EI-R1-B300000-D6', 1_800, 300_000, 'Month'],
      ['EI-R1-B450000-D6', 2_650, 450_000, 'Month'],
    ]);
    for (const p of plans) {
      expect(p.benefit).toEqual({ benefit: p.coverage, duration: 6 });
      expect(p.monthly_payout).toBe(p.benefit.benefit / p.benefit.duration);
    }
  });

  it('When plans are priced, then each has a real pricing_plans row the cart can point at', async () => {
    const { cookie } = await signUp(t.app);
    const plans = (await quote(cookie, { salary: 30_000 })).json().data.pricing_plans as Plan[];
    expect(plans.map((p) => p.code)).toEqual(incomePlansForSalary(30_000).map((q) => q.code));
    for (const p of plans) {
      const [row] = await t.database.db
        .select()
        .from(pricingPlans)
        .where(eq(pricingPlans.id, p.id));
      expect(row).toMatchObject({
        code: p.code,
        productUid: 'EI',
        priceKobo: nairaToKobo(p.price),
        coverageKobo: nairaToKobo(p.coverage),
        unit: 'Month',
        active: true,
      });
    }
  });

  it('When the same salary is priced again, then the same plan ids come back and no row is added', async () => {
    const { cookie } = await signUp(t.app);
    const first = (await quote(cookie, { salary: 250_000 })).json().data.pricing_plans as Plan[];
    const count = async () =>
      (await t.database.db.select().from(pricingPlans).where(eq(pricingPlans.productUid, 'EI')))
        .length;
    const before = await count();
    const second = (await quote(cookie, { salary: 250_000 })).json().data.pricing_plans as Plan[];
    expect(second.map((p) => p.id)).toEqual(first.map((p) => p.id));
    expect(await count()).toBe(before);
  });

  it('When the salary is very high, then the cover stops at ₦3,000,000', async () => {
    const { cookie } = await signUp(t.app);
    const plans = (await quote(cookie, { salary: 50_000_000 })).json().data.pricing_plans as Plan[];
    expect(plans.map((p) => p.coverage)).toEqual([1_800_000, 2_400_000, 3_000_000]);
  });

  it('When the salary is 29999, then it is 422 with errors.salary', async () => {
    const { cookie } = await signUp(t.app);
    const res = await quote(cookie, { salary: 29_999 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: customerUpdateCopy.salaryTooLow,
      errors: { salary: [customerUpdateCopy.salaryTooLow] },
    });
  });

  it('When the salary is 30000 (as the form may send it, a string), then plans come back', async () => {
    const { cookie } = await signUp(t.app);
    const res = await quote(cookie, { salary: '30000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pricing_plans).toHaveLength(3);
  });

  it('When the salary is not a number or missing, then it is 422 with errors.salary', async () => {
    const { cookie } = await signUp(t.app);
    for (const body of [{ salary: 'fifty thousand' }, {}, { salary: 45_000.5 }]) {
      const res = await quote(cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.salary).toEqual([customerUpdateCopy.salaryInvalid]);
    }
  });

  it('When nobody is signed in, then it is 401', async () => {
    const res = await quote(undefined, { salary: 100_000 });
    expect(res.statusCode).toBe(401);
  });

  it('When a stored plan row prices differently from the rate table, then pricing refuses to use it', async () => {
    const { db } = t.database;
    const code = 'EI-R1-B60000-D6';
    await syncIncomeRateTable(db, incomePlansForSalary(30_000));
    await db
      .update(pricingPlans)
      .set({ priceKobo: nairaToKobo(499) })
      .where(eq(pricingPlans.code, code));
    try {
      await expect(syncIncomeRateTable(db, incomePlansForSalary(30_000))).rejects.toThrow(
        /needs a new INCOME_RATE_VERSION/,
      );
    } finally {
      await db
        .update(pricingPlans)
        .set({ priceKobo: nairaToKobo(500) })
        .where(eq(pricingPlans.code, code));
    }
  });

  it('When a new rate version is synced, then the older plans stop being sold but keep their rows and ids', async () => {
    const { db } = t.database;
    const r1 = incomeRateTable(1);
    const r1Rows = await syncIncomeRateTable(db, r1);
    const r2 = r1.map((p) => ({
      ...p,
      rateVersion: 2,
      code: p.code.replace('EI-R1-', 'EI-R2-'),
      price: p.price + 50,
    }));
    try {
      await syncIncomeRateTable(db, r2, 2);
      const rows = await db.select().from(pricingPlans).where(eq(pricingPlans.productUid, 'EI'));
      for (const p of r1) {
        const row = rows.find((r) => r.code === p.code);
        expect(row, p.code).toMatchObject({
          id: r1Rows.get(p.code)!.id,
          priceKobo: nairaToKobo(p.price),
          active: false,
        });
      }
      for (const p of r2) expect(rows.find((r) => r.code === p.code)?.active, p.code).toBe(true);
    } finally {
      await db.delete(pricingPlans).where(like(pricingPlans.code, 'EI-R2-%'));
      await db.update(pricingPlans).set({ active: true }).where(like(pricingPlans.code, 'EI-R1-%'));
    }
  });
});
