import type { AnalyticsEvent } from '@alaafia/domain';
import { api } from './api-client';

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

/**
 * POST /api/engage/add-to-event { event, uid, properties }: the flows' analytics events
 * (income-protection.md section 7, health-plans.md section 7). Fire-and-forget: a failed event never
 * stops a customer, so failures are ignored. Properties never hold personal data (the server drops
 * such keys anyway).
 */
export function trackEvent(
  event: AnalyticsEvent,
  uid: string | number,
  properties: AnalyticsProperties = {},
): void {
  api
    .post<unknown>(
      '/engage/add-to-event',
      { event, uid, properties },
      { skipUnauthorizedHandler: true },
    )
    .catch(() => {
      // Analytics only: nothing to tell the customer.
    });
}
