import { text, int4 } from './input.js';
import { z } from './zod.js';

/**
 * The analytics events the flows post to engage/add-to-event (income-protection.md sections 4 and 7,
 * health-plans.md section 7, dashboard-and-kyc.md section 3). Anything else is refused, so the table
 * holds only events someone reads.
 */
export const ANALYTICS_EVENTS = [
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
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** Bounds of an event's properties: a small flat object, never a place to park a customer's data. */
export const ANALYTICS_PROPERTIES_LIMITS = {
  maxKeys: 20,
  maxKeyLength: 40,
  maxStringLength: 200,
  /** The whole object as JSON, in characters. */
  maxJsonLength: 2048,
} as const;

export const analyticsCopy = {
  unknownEvent: 'Unknown event',
  invalidUid: 'Unknown uid',
  invalidProperties:
    'Event properties must be a small object of text, numbers or true/false values',
} as const;

const L = ANALYTICS_PROPERTIES_LIMITS;

const invalidProperties = { error: analyticsCopy.invalidProperties };

const propertyValue = z.union(
  [text().max(L.maxStringLength, invalidProperties), z.number(), z.boolean(), z.null()],
  invalidProperties,
);

/** POST engage/add-to-event: event, uid (the customer's engage_uid or id) and properties. */
export const analyticsEventBodySchema = z.object({
  event: z.enum(ANALYTICS_EVENTS, { error: analyticsCopy.unknownEvent }),
  uid: z
    .union([text(), int4().int().nonnegative()], { error: analyticsCopy.invalidUid })
    .transform((value) => String(value).trim())
    .pipe(text().min(1, analyticsCopy.invalidUid).max(64, analyticsCopy.invalidUid)),
  properties: z
    .record(
      text().regex(
        new RegExp(`^[A-Za-z][A-Za-z0-9_.-]{0,${L.maxKeyLength - 1}}$`),
        invalidProperties,
      ),
      propertyValue,
      invalidProperties,
    )
    .refine((value) => Object.keys(value).length <= L.maxKeys, invalidProperties)
    .refine((value) => JSON.stringify(value).length <= L.maxJsonLength, invalidProperties)
    .default({}),
});
export type AnalyticsEventBody = z.output<typeof analyticsEventBodySchema>;

/** POST /local/customers/{id}/events: the event recorded. */
export const analyticsEventAnswerSchema = z.object({
  id: z.number(),
  event: z.enum(ANALYTICS_EVENTS),
});
export type AnalyticsEventAnswer = z.infer<typeof analyticsEventAnswerSchema>;
