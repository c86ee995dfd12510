import type { ReactNode } from 'react';
import { LoadingScreen } from '#flows/health-plans/components/loading-screen.js';
import { Spinner } from '#components/ui/spinner.js';
import { healthCopy } from '../health-copy';

/** The plan screens (30, 40, 50) wait for the SMEDAN plan. */
export function WithPlan({
  flow,
  children,
}: {
  flow: { plan: unknown; product: { isError: boolean; refetch: () => unknown } };
  children: ReactNode;
}) {
  if (flow.plan) return children;
  return flow.product.isError ? (
    <LoadingScreen failed onRetry={() => void flow.product.refetch()} />
  ) : (
    <Spinner label={healthCopy.wizardTitle} />
  );
}
