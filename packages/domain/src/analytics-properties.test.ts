import { describe, expect, it } from 'vitest';
import {
  analyticsCopy,
  analyticsEventAnswerSchema,
  analyticsEventBodySchema,
  ANALYTICS_EVENTS,
  ANALYTICS_PROPERTIES_LIMITS as L,
} from './analytics-events.js';

/** An analytics event's properties at their limits, and its uid as sent (issue 43). */
const event = ANALYTICS_EVENTS[0];
const messages = (r: { error?: { issues: { message: string }[] } }) => [
  ...new Set((r.error?.issues ?? []).map((i) => i.message)),
];

describe('an event’s properties', () => {
  it('When properties are text, numbers, true/false or null, then they are kept', () => {
    const properties = { stage: 'employment', step: 2, done: true, plan: null };
    expect(analyticsEventBodySchema.parse({ event, uid: 7, properties }).properties).toEqual(
      properties,
    );
  });

  it('When a key is 40 characters, 20 keys are sent or the JSON is 2,048 characters, then they pass; one more does not', () => {
    const key = `k${'e'.repeat(L.maxKeyLength - 1)}`;
    expect(
      analyticsEventBodySchema.safeParse({ event, uid: 7, properties: { [key]: 1 } }).success,
    ).toBe(true);
    expect(
      messages(
        analyticsEventBodySchema.safeParse({ event, uid: 7, properties: { [`${key}e`]: 1 } }),
      ),
    ).toEqual([analyticsCopy.invalidProperties]);
    const keys = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
    expect(
      analyticsEventBodySchema.safeParse({ event, uid: 7, properties: keys(L.maxKeys) }).success,
    ).toBe(true);
    expect(
      messages(
        analyticsEventBodySchema.safeParse({ event, uid: 7, properties: keys(L.maxKeys + 1) }),
      ),
    ).toEqual([analyticsCopy.invalidProperties]);
    // Ten keys k0..k9 of text: 81 characters of JSON around the texts.
    const sized = (length: number) =>
      Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [
          `k${i}`,
          'x'.repeat(i < 9 ? 200 : length - 81 - 1800),
        ]),
      );
    expect(JSON.stringify(sized(L.maxJsonLength))).toHaveLength(L.maxJsonLength);
    expect(
      analyticsEventBodySchema.safeParse({ event, uid: 7, properties: sized(L.maxJsonLength) })
        .success,
    ).toBe(true);
    expect(
      messages(
        analyticsEventBodySchema.safeParse({
          event,
          uid: 7,
          properties: sized(L.maxJsonLength + 1),
        }),
      ),
    ).toEqual([analyticsCopy.invalidProperties]);
  });
});

describe('the uid', () => {
  it('When the uid is text with spaces, then it is trimmed; when it is neither text nor a number, then it is unknown', () => {
    expect(analyticsEventBodySchema.parse({ event, uid: ' eng_12 ' }).uid).toBe('eng_12');
    expect(messages(analyticsEventBodySchema.safeParse({ event, uid: true }))).toEqual([
      analyticsCopy.invalidUid,
    ]);
  });

  it('When an event is recorded, then its id and name are answered', () => {
    expect(analyticsEventAnswerSchema.parse({ id: 1, event })).toEqual({ id: 1, event });
  });
});
