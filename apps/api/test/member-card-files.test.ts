import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hospitals } from '../src/db/schema/index.js';
import { qrMatrix, qrSvg } from '../src/documents/qr.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';
import { pdfContent, pdfText } from './pdf-text.js';

// The member card as files (issue 28 item 1): the PDF and the QR code (docs/business-rules.md, 'Member card').
const clock = testClock(new Date('2026-03-10T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let plans: Awaited<ReturnType<typeof seededPlans>>;
beforeAll(async () => {
  plans = await seededPlans(t);
});

async function member() {
  const c = await signUp(t.app);
  const [hospital] = await t.database.db
    .select({ id: hospitals.id, name: hospitals.name })
    .from(hospitals)
    .where(and(eq(hospitals.stateId, 25), eq(hospitals.active, true)))
    .orderBy(asc(hospitals.id))
    .limit(1);
  await api(t.app, c).patch(`/api/local/customers/${c.id}`, { preferred_hospital: hospital!.id });
  await fillCart(t.app, c, [{ id: 'HI', plan_id: plans.health.planId, price: 1100 }]);
  const { reference } = await cardReference(t.app, c);
  await sandboxCharge(t.app, reference);
  expect(
    (await payCall(t.app, c, { payment_reference: reference, has_payed: true })).statusCode,
  ).toBe(200);
  const card = (await api(t.app, c).get(`/api/local/customers/${c.id}/member-card`)).json().data;
  return { ...c, card, hospital: hospital!.name };
}

describe('GET /api/local/customers/{id}/member-card.pdf', () => {
  it('When a member downloads the card, then the PDF names them, the member number, plan, hospital and status, and draws the QR code', async () => {
    const m = await member();
    const res = await api(t.app, m).get(`/api/local/customers/${m.id}/member-card.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `alaafia-member-card-${m.card.member_number}.pdf`,
    );
    const text = await pdfText(res.rawPayload);
    for (const words of [
      m.card.name,
      m.card.member_number,
      m.card.plan,
      m.hospital,
      'Covered',
      'call 112',
    ])
      expect(text).toContain(words);
    // The QR code's dark modules are drawn as filled squares (a closed path, 'h', filled, 'f'): as many as the matrix has.
    const [content] = await pdfContent(res.rawPayload);
    const dark = qrMatrix(m.card.member_number).flat().filter(Boolean).length;
    expect(content!.match(/^h\nf$/gm)?.length ?? 0).toBeGreaterThanOrEqual(dark);
  });

  it("When the customer has no health plan, or asks for another's card, then 404 and 403", async () => {
    const c = await signUp(t.app);
    expect(
      (await api(t.app, c).get(`/api/local/customers/${c.id}/member-card.pdf`)).statusCode,
    ).toBe(404);
    const m = await member();
    expect(
      (await api(t.app, c).get(`/api/local/customers/${m.id}/member-card.pdf`)).statusCode,
    ).toBe(403);
    expect(
      (await api(t.app, c).get(`/api/local/customers/${m.id}/member-card/qr.svg`)).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/local/customers/{id}/member-card.png', () => {
  it('When a member saves the card as a picture, then it is a PNG download named by the member number; another customer gets 403, one without a plan 404', async () => {
    const m = await member();
    const res = await api(t.app, m).get(`/api/local/customers/${m.id}/member-card.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toContain(
      `alaafia-member-card-${m.card.member_number}.png`,
    );
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const c = await signUp(t.app);
    expect(
      (await api(t.app, c).get(`/api/local/customers/${m.id}/member-card.png`)).statusCode,
    ).toBe(403);
    expect(
      (await api(t.app, c).get(`/api/local/customers/${c.id}/member-card.png`)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/local/customers/{id}/member-card/qr.svg', () => {
  it('When the card page asks for the QR code, then it is an SVG of the member number, and nothing else', async () => {
    const m = await member();
    const res = await api(t.app, m).get(`/api/local/customers/${m.id}/member-card/qr.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toBe(
      qrSvg(m.card.member_number, `QR code of member number ${m.card.member_number}`),
    );
  });

  it('When a member number is made a QR code, then the matrix is a QR code of version 1 or 2 with its finder patterns', () => {
    const matrix = qrMatrix('AMABCDEFGHJK');
    expect([21, 25]).toContain(matrix.length);
    // The top-left finder pattern: a dark 7x7 ring around a dark 3x3 centre.
    expect(matrix[0]!.slice(0, 7).every(Boolean)).toBe(true);
    expect(matrix[1]!.slice(1, 6).some(Boolean)).toBe(false);
    expect(matrix[3]!.slice(2, 5).every(Boolean)).toBe(true);
    expect(qrMatrix('AMABCDEFGHJK')).toEqual(matrix);
    expect(qrMatrix('AMABCDEFGHJL')).not.toEqual(matrix);
  });
});

describe('GET /dashboard/card (the card page, kept offline by its service worker)', () => {
  it('When a member opens the page, then it shows the card with its QR code inline and the PDF link, and loads only the worker script', async () => {
    const m = await member();
    const res = await api(t.app, m).get('/dashboard/card');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-store');
    for (const words of [m.card.name, m.card.member_number, m.card.plan, m.hospital, 'Covered'])
      expect(res.body).toContain(words);
    expect(res.body).toContain(`QR code of member number ${m.card.member_number}`);
    expect(res.body).toContain(`/api/local/customers/${m.id}/member-card.pdf`);
    expect(res.body).toContain(`/api/local/customers/${m.id}/member-card.png`);
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body).toContain('<script src="/member-card.js" defer>');
  });

  it('When nobody is signed in, then the sign-in page with the way back; without a health plan, 404 in plain words', async () => {
    const out = await t.app.inject({ method: 'GET', url: '/dashboard/card' });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/auth/login?next=%2Fdashboard%2Fcard');
    const c = await signUp(t.app);
    const none = await api(t.app, c).get('/dashboard/card');
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('You have no active health plan.');
  });

  it('When the worker is asked for, then it is JavaScript that keeps only the card page', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/member-card-sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toContain('javascript');
    expect(sw.body).toContain("const PAGE = '/dashboard/card'");
    const script = await t.app.inject({ method: 'GET', url: '/member-card.js' });
    expect(script.body).toContain("scope: '/dashboard/card'");
  });
});
