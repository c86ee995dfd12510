import { ANALYTICS_EVENTS } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, customers } from '../src/db/schema/index.js';
import { analyticsEventsRateLimit } from '../src/modules/service/events/events.service.js';
import { signUp, useTestApp } from './helpers.js';

// A fixed clock keeps the rate-limit test inside one window.
const t = useTestApp({ overrides: { now: () => new Date('2026-03-02T09:00:00.000Z') } });

const post = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/engage/add-to-event',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

const eventsOf = (customerId: number) =>
  t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.customerId, customerId));

async function engageUidOf(id: number) {
  const [row] = await t.database.db
    .select({ engageUid: customers.engageUid })
    .from(customers)
    .where(eq(customers.id, id));
  return row!.engageUid;
}

describe('POST /engage/add-to-event', () => {
  it('When a signed-in customer posts an event with their id as uid, then it is stored and answered 201', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await post(
      { event: 'setplan-stage', uid: id, properties: { plan_value: 600000, unit: 'Month' } },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const body = res.json<{ data: { id: number; event: string } }>();
    expect(body.data.event).toBe('setplan-stage');
    const rows = await eventsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.data.id,
      customerId: id,
      uid: String(id),
      event: 'setplan-stage',
      properties: { plan_value: 600000, unit: 'Month' },
    });
  });

  it('When the uid is the engage_uid and there are no properties, then it is stored with empty properties', async () => {
    const { id, cookie } = await signUp(t.app);
    const uid = await engageUidOf(id);
    const res = await post({ event: 'CompleteRegistration', uid }, cookie);
    expect(res.statusCode).toBe(201);
    const rows = await eventsOf(id);
    expect(rows.map((r) => [r.event, r.uid, r.properties])).toEqual([
      ['CompleteRegistration', uid, {}],
    ]);
  });

  it.each(ANALYTICS_EVENTS)(
    "When the event is the spec's '%s', then it is accepted",
    async (event) => {
      const { id, cookie } = await signUp(t.app);
      const res = await post({ event, uid: String(id), properties: {} }, cookie);
      expect(res.statusCode).toBe(201);
    },
  );

  it('When properties name personal data or hold it, then those keys are left out and the rest stored', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await post(
      {
        event: 'employment-stage',
        uid: id,
        properties: {
          step: 'employment',
          bvn: '22212345678',
          NIN: '12345678901',
          phone_number: '08031234567',
          customerEmail: 'ada@example.ng',
          first_name: 'Ada',
          salary: 150000,
          note: 'call me on 0803 123 4567',
          contact: 'ada@example.ng',
          account: 1234567890,
          plan_value: 600000,
          employer_known: true,
        },
      },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const [row] = await eventsOf(id);
    expect(row?.properties).toEqual({
      step: 'employment',
      plan_value: 600000,
      employer_known: true,
    });
  });

  it('When the event is not on the list, then it is 422 with errors.event and nothing is stored', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await post({ event: 'Purchase', uid: id, properties: {} }, cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.event).toEqual(['Unknown event']);
    expect(await eventsOf(id)).toHaveLength(0);
  });

  it('When properties are nested or too large, then it is 422 with errors.properties and nothing is stored', async () => {
    const { id, cookie } = await signUp(t.app);
    for (const properties of [
      { plan: { id: 1 } },
      'not an object',
      Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, 'y'.repeat(190)])),
    ]) {
      const res = await post({ event: 'ViewContent', uid: id, properties }, cookie);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.properties).toEqual([
        'Event properties must be a small object of text, numbers or true/false values',
      ]);
    }
    expect(await eventsOf(id)).toHaveLength(0);
  });

  it('When the body is far larger than an event, then it is 413 and nothing is stored', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await post(
      { event: 'ViewContent', uid: id, properties: { blob: 'x'.repeat(20_000) } },
      cookie,
    );
    expect(res.statusCode).toBe(413);
    expect(await eventsOf(id)).toHaveLength(0);
  });

  it("When the uid is another customer's id or engage_uid, then it is 403 and nothing is stored", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    for (const uid of [b.id, String(b.id), await engageUidOf(b.id), 'someone-else']) {
      const res = await post({ event: 'ViewContent', uid, properties: {} }, a.cookie);
      expect(res.statusCode).toBe(403);
    }
    expect(await eventsOf(a.id)).toHaveLength(0);
    expect(await eventsOf(b.id)).toHaveLength(0);
  });

  it('When no session is sent, then it is 401 and nothing is stored', async () => {
    const { id } = await signUp(t.app);
    const res = await post({ event: 'ViewContent', uid: id, properties: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
    expect(await eventsOf(id)).toHaveLength(0);
  });

  it('When a customer posts more events than the limit in the window, then the next is 429 and not stored', async () => {
    const { id, cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    const limit = analyticsEventsRateLimit.limit;
    for (let i = 0; i < limit; i += 1) {
      const res = await post({ event: 'ViewContent', uid: id, properties: { i } }, cookie);
      expect(res.statusCode).toBe(201);
    }
    const over = await post({ event: 'ViewContent', uid: id, properties: {} }, cookie);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(await eventsOf(id)).toHaveLength(limit);
    // The limit is per customer: another customer is not affected.
    const res = await post({ event: 'ViewContent', uid: other.id, properties: {} }, other.cookie);
    expect(res.statusCode).toBe(201);
  });
});
