import type { AnalyticsEvent } from '@alaafia/domain';
import { api } from './api-client';

type AnalyticsProperties = Record<string, string | number | boolean | null>;

/**
 * POST /api/engage/add-to-event { event, uid, properties }: the flows' analytics events
 * (income-protection.md section 7, health-plans.md section 7). Fire-and-forget: a failed event never
 * stops a customer, so failures are ignored. Properties never hold personal data (the server drops
 * such keys anyway). Sent when the browser is idle (within 2 s), so an event never competes with the
 * page's own content for a slow phone's network or main thread.
 */
export function trackEvent(
  event: AnalyticsEvent,
  uid: string | number,
  properties: AnalyticsProperties = {},
): void {
  whenIdle(() => {
    api
      .post<unknown>(
        '/engage/add-to-event',
        { event, uid, properties },
        { skipUnauthorizedHandler: true },
      )
      .catch(() => {
        // Analytics only: nothing to tell the customer.
      });
  });
}

function whenIdle(task: () => void) {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
    window.requestIdleCallback(task, { timeout: 2000 });
  } else {
    setTimeout(task, 0);
  }
}
