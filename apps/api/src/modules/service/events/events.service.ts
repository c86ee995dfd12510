import type { AnalyticsEventBody } from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import { forbidden, notFound } from '../../../lib/http-errors.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';
import { findCustomerById } from '../../customers/customers/index.js';
import { insertAnalyticsEvent } from './events.repo.js';
import { withoutPersonalData } from './personal-data.js';

/** A flow posts a handful of events per visit; this bounds a runaway client, per customer. */
export const analyticsEventsRateLimit = {
  name: 'analytics-event:customer',
  limit: 60,
  windowMs: 10 * 60_000,
} satisfies RateLimitRule;

export function createEventsService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    /** Counts the post against the customer's limit (before the body is validated, so junk counts too). */
    async throttle(customerId: number): Promise<void> {
      await ctx.rateLimiter.consume(analyticsEventsRateLimit, String(customerId));
    },

    /**
     * Records an event for the signed-in customer. uid must be their own engage_uid or id (the
     * wizards pass the id as engage_uid); properties are stored without personal data.
     */
    async record(customerId: number, body: AnalyticsEventBody) {
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw notFound();
      if (body.uid !== customer.engageUid && body.uid !== String(customer.id)) throw forbidden();
      const { kept, dropped } = withoutPersonalData(body.properties);
      const row = await insertAnalyticsEvent(db, {
        customerId,
        uid: body.uid,
        event: body.event,
        properties: kept,
        createdAt: ctx.now(),
      });
      return { id: row.id, event: body.event, dropped };
    },
  };
}
