import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, analyticsCopy, analyticsEventBodySchema } from './analytics-events.js';

const messagesFor = (values: Record<string, unknown>) =>
  Object.fromEntries(
    (analyticsEventBodySchema.safeParse(values).error?.issues ?? []).map((i) => [
      String(i.path[0]),
      i.message,
    ]),
  );

describe('the engage/add-to-event body', () => {
  it("When the list is read, then it holds the spec's ten events", () => {
    expect(ANALYTICS_EVENTS).toEqual([
      'employment-stage',
      'location-stage',
      'setplan-stage',
      'plans-stage',
      'Location-not-lagos',
      'select-hospital-stage',
      'health-set-plan-stage',
      'health-payment-stage',
      'CompleteRegistration',
      'ViewContent',
    ]);
  });

  it('When the uid is a number and properties are missing, then uid is text and properties empty', () => {
    expect(analyticsEventBodySchema.parse({ event: 'ViewContent', uid: 42 })).toEqual({
      event: 'ViewContent',
      uid: '42',
      properties: {},
    });
  });

  it.each(['viewcontent', 'purchase', '', undefined])(
    "When the event is %j, then it fails with 'Unknown event'",
    (event) => {
      expect(messagesFor({ event, uid: '1' }).event).toBe(analyticsCopy.unknownEvent);
    },
  );

  it.each([
    { situation: 'nested objects', properties: { plan: { id: 1 } } },
    { situation: 'an array', properties: [1, 2] },
    { situation: 'a long text', properties: { note: 'x'.repeat(201) } },
    { situation: 'a key with spaces', properties: { 'my key': 1 } },
    {
      situation: 'more than 20 keys',
      properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
    },
    {
      situation: 'more than 2048 characters of JSON',
      properties: Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [`k${i}`, 'y'.repeat(190)]),
      ),
    },
  ])(
    'When the properties hold $situation, then they fail with one clear message',
    ({ properties }) => {
      expect(messagesFor({ event: 'ViewContent', uid: '1', properties }).properties).toBe(
        analyticsCopy.invalidProperties,
      );
    },
  );
});
