import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  paymentReferences,
  payments,
  policies,
  pricingPlans,
  products,
} from '../src/db/schema/index.js';
import { runJobs } from './builders/jobs.js';
import type { TestApp } from './helpers.js';

/** A clock the test moves by hand (pass `now: clock.now` in the app's overrides). */
export function testClock(start = new Date('2026-03-10T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}

/**
 * The sandbox's own controls, as an e2e test or a support engineer uses them: the clock
 * (POST /api/sandbox/clock), the job run (POST /api/sandbox/jobs/run) and the card behaviour
 * (POST /api/sandbox/paystack/card-behaviour). Each call must succeed.
 */
export function sandboxControls(t: TestApp) {
  return {
    /** Moves the application's clock by `days`; answers its new time (ISO). */
    moveDays: async (days: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sandbox/clock',
        payload: { days },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: { now: string } }>().data.now;
    },
    runJobs: () => runJobs(t),
    cards: async (email: string, outcome: 'failed' | 'success' | 'invalid') => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sandbox/paystack/card-behaviour',
        payload: { email, outcome },
      });
      expect(res.statusCode).toBe(200);
    },
  };
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** The seeded plans: the monthly SMEDAN health plan and the yearly HealthCash plan. */
export async function seededPlans(t: TestApp) {
  const rows = await t.database.db
    .select({ id: pricingPlans.id, productUid: pricingPlans.productUid, productId: products.id })
    .from(pricingPlans)
    .innerJoin(products, eq(products.uid, pricingPlans.productUid));
  const hi = rows.find((r) => r.productUid === 'HI')!;
  const htci = rows.find((r) => r.productUid === 'HTCI')!;
  return {
    health: { planId: hi.id, productId: hi.productId },
    healthCash: { planId: htci.id, productId: htci.productId },
  };
}

export interface Customer {
  id: number;
  cookie: string;
}

export function api(app: FastifyInstance, customer: Customer | null) {
  const headers = customer ? { cookie: customer.cookie } : {};
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: unknown) =>
      app.inject({
        method: 'POST',
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    patch: (url: string, payload: unknown) =>
      app.inject({ method: 'PATCH', url, headers, payload: payload as object }),
    delete: (url: string, payload?: unknown) =>
      app.inject({
        method: 'DELETE',
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** Puts plans in the customer's cart the way the flows do (PATCH with the profile and products). */
export async function fillCart(
  app: FastifyInstance,
  customer: Customer,
  items: { id?: number | string; plan_id: number; price?: unknown }[],
) {
  const res = await api(app, customer).patch(`/api/local/customers/${customer.id}`, {
    products: items,
  });
  if (res.statusCode !== 200) throw new Error(`cart failed ${res.statusCode}: ${res.body}`);
  return res.json().data.carts as { id: number; plan_id: number; price: number }[];
}

/** The consent the checkout sends with every reference request (issue 18 item 8). */
export const CONSENT = { accept_terms: true } as const;

/** A card reference's query with the consent added: '' or '?referral_code=X' in, the query out. */
export const withConsent = (query = '') =>
  query === '' ? '?accept_terms=true' : `${query}&accept_terms=true`;

export async function cardReference(app: FastifyInstance, customer: Customer, query = '') {
  const res = await api(app, customer).get(
    `/api/local/customers/${customer.id}/quotes/payment-reference${withConsent(query)}`,
  );
  if (res.statusCode !== 200) throw new Error(`reference failed ${res.statusCode}: ${res.body}`);
  return res.json().data as { reference: string; total: number; amount_kobo: number };
}

/** The sandbox checkout: the customer pays (or fails) at the provider; the signed webhook follows. */
export async function sandboxCharge(
  app: FastifyInstance,
  reference: string,
  outcome: 'success' | 'failed' = 'success',
  amountKobo?: number,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sandbox/paystack/charge',
    payload: { reference, outcome, ...(amountKobo ? { amount_kobo: amountKobo } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`sandbox charge ${res.statusCode}: ${res.body}`);
  return res.json().data as { reference: string; status: string };
}

export function payCall(
  app: FastifyInstance,
  customer: Customer,
  body: Record<string, unknown>,
  path = 'payments',
) {
  return api(app, customer).post(`/api/local/customers/${customer.id}/${path}`, {
    has_payed: false,
    referral_code: null,
    plan_value: 0,
    first_name: 'Chinedu',
    engage_uid: String(customer.id),
    ...body,
  });
}

/** How many payments and policies a customer has (the database, not the API). */
export async function holdings(t: TestApp, customerId: number) {
  const { db } = t.database;
  const [p] = await db
    .select({ n: count() })
    .from(payments)
    .where(eq(payments.customerId, customerId));
  const [q] = await db
    .select({ n: count() })
    .from(policies)
    .where(eq(policies.customerId, customerId));
  return { payments: Number(p!.n), policies: Number(q!.n) };
}

export async function referenceRow(t: TestApp, reference: string) {
  const [row] = await t.database.db
    .select()
    .from(paymentReferences)
    .where(and(eq(paymentReferences.reference, reference)));
  return row!;
}
