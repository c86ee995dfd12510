import type { ReactNode } from 'react';
import { LoadingScreen } from '#flows/health-plans/components/loading-screen.js';
import { Spinner } from '#components/ui/spinner.js';
import { useT } from '#lib/i18n.js';

/** The plan screens (30, 40, 50) wait for the SMEDAN plan. */
export function WithPlan({
  flow,
  children,
}: {
  flow: { plan: unknown; product: { isError: boolean; refetch: () => unknown } };
  children: ReactNode;
}) {
  const t = useT();
  if (flow.plan) return children;
  return flow.product.isError ? (
    <LoadingScreen failed onRetry={() => void flow.product.refetch()} />
  ) : (
    <Spinner label={t('health.wizardTitle')} />
  );
}
