import { checkoutCopy, nairaToKobo } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, pricingPlans } from '../src/db/schema/index.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
} from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';
import { pdfText } from './pdf-text.js';
import { outboxReader } from './builders/mail.js';

const t = useTestApp();
let plans: Awaited<ReturnType<typeof seededPlans>>;
let incomePlanId: number;

beforeAll(async () => {
  plans = await seededPlans(t);
  // Income protection plans come from the salary (another issue); this test makes one of its own.
  const [plan] = await t.database.db
    .insert(pricingPlans)
    .values({
      code: 'EI-TEST-M',
      productUid: 'EI',
      name: 'Income 50k',
      priceKobo: nairaToKobo(2500),
      coverageKobo: nairaToKobo(300000),
      unit: 'Month',
      benefits: [],
    })
    .returning();
  incomePlanId = plan!.id;
});

type Signed = Awaited<ReturnType<typeof signUp>>;

async function buy(planId: number, how: 'card' | 'transfer' = 'card') {
  const c = await signUp(t.app);
  await fillCart(t.app, c, [{ plan_id: planId }]);
  const reference =
    how === 'card'
      ? (await cardReference(t.app, c)).reference
      : (
          await api(t.app, c).post(
            `/api/local/customers/${c.id}/quotes/transfer-payment-reference`,
            { number_of_months: 12, accept_terms: true },
          )
        ).json().data.reference;
  await sandboxCharge(t.app, reference);
  const paid = await payCall(
    t.app,
    c,
    { payment_reference: reference },
    how === 'card' ? 'payments' : 'payments/transfer',
  );
  if (paid.statusCode !== 200) throw new Error(paid.body);
  return { c, reference };
}

const invoice = (c: Signed, path: string, customerId: unknown = c.id) =>
  api(t.app, c).post(`/api/local/customers/${path}`, { customer_id: customerId });

// The receipt goes through notify (issue 26): its delivery is a job, run before reading.
const mailTo = outboxReader(t, { deliver: true });

describe('POST /local/customers/{product}-invoice', () => {
  it('When the health invoice is asked for, then a numbered receipt is recorded for the latest payment and e-mailed once as a PDF', async () => {
    const { c, reference } = await buy(plans.health.planId);
    const res = await invoice(c, 'health-invoice');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      product_uid: 'HI',
      product: 'Health Insurance',
      amount: 50,
      amount_kobo: 5000,
      payment_reference: reference,
    });
    expect(data.invoice_number).toMatch(/^INV-2\d{3}-\d{6}$/);
    const mails = (await mailTo(c.body.email)).filter((m) =>
      m.subject?.includes(data.invoice_number),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments).toEqual([
      {
        filename: `${data.invoice_number}.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);

    const again = await invoice(c, 'health-invoice');
    expect(again.json().data.invoice_number).toBe(data.invoice_number);
    expect(
      (await mailTo(c.body.email)).filter((m) => m.subject?.includes(data.invoice_number)),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.customerId, c.id)),
    ).toHaveLength(1);

    const pdf = await api(t.app, c).get(data.document);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(data.invoice_number);
    expect(text).toContain('Card verification (refundable)');
    expect(text).toContain(reference);
  });

  it('When the income and HealthCash invoices are asked for, then each is for its own product', async () => {
    const income = await buy(incomePlanId, 'transfer');
    const res = await invoice(income.c, 'income-invoice');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ product_uid: 'EI', amount: 30000 });
    const cash = await buy(plans.healthCash.planId);
    expect((await invoice(cash.c, 'healthcash-invoice')).json().data).toMatchObject({
      product_uid: 'HTCI',
      amount: 1000,
    });
  });

  it('When the customer has no paid policy of that product, then it is 422 and nothing is recorded or sent', async () => {
    const { c } = await buy(plans.health.planId);
    const res = await invoice(c, 'healthcash-invoice');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(checkoutCopy.noPaidPolicy);
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.customerId, c.id)),
    ).toEqual([]);
  });

  it("When customer_id is another customer's or missing, then it is 403 and nothing is recorded; without a session 401", async () => {
    const { c: owner } = await buy(plans.health.planId);
    const other = await signUp(t.app);
    expect((await invoice(other, 'health-invoice', owner.id)).statusCode).toBe(403);
    expect(
      (await api(t.app, other).post('/api/local/customers/health-invoice', {})).statusCode,
    ).toBe(403);
    expect(
      (
        await api(t.app, null).post('/api/local/customers/health-invoice', {
          customer_id: owner.id,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.customerId, owner.id)),
    ).toEqual([]);
  });

  it("When another customer asks for a receipt, then the list and the PDF are 403 on the owner's id and 404 on their own", async () => {
    const { c: owner } = await buy(plans.health.planId);
    const { invoice_number, document } = (await invoice(owner, 'health-invoice')).json().data;
    const other = await signUp(t.app);
    expect(
      (await api(t.app, other).get(`/api/local/customers/${owner.id}/invoices`)).statusCode,
    ).toBe(403);
    expect((await api(t.app, other).get(document)).statusCode).toBe(403);
    expect(
      (
        await api(t.app, other).get(
          `/api/local/customers/${other.id}/invoices/${invoice_number}/document`,
        )
      ).statusCode,
    ).toBe(404);
    const list = await api(t.app, owner).get(`/api/local/customers/${owner.id}/invoices`);
    expect(list.json().data.map((i: { invoice_number: string }) => i.invoice_number)).toEqual([
      invoice_number,
    ]);
  });
});
