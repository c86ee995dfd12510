import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../config/paths';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { useMe } from '../lib/current-customer';
import { lazyWizard } from './lazy-wizard';
import { load } from './route-modules';
import { useAfterFirstRender, wizardUnderWay } from './use-after-first-render';

// The wizard is its own chunk, fetched once the dashboard underneath is on screen (useAfterFirstRender); it
// opens over the dashboard when its code has arrived.
const HealthWizard = lazyWizard(async () => (await load.healthWizard()).HealthWizard);

/** Which of the wizard's routes this is. */
function entryOf(pathname: string) {
  if (pathname === paths.healthSummary) return 'summary' as const;
  if (pathname === paths.healthComplete) return 'complete' as const;
  return 'buy' as const;
}

/**
 * /buy/health, /signup/health/summary and /signup/health/complete: the monthly health wizard over
 * the dashboard. `?from=dashboard` (the dashboard's 'Buy Now') applies the purchase modal's Go Back
 * map. The three routes render this one component, so moving between them keeps the wizard open.
 */
export function HealthRoute() {
  const { data: customer } = useMe();
  const ready = useAfterFirstRender(!wizardUnderWay('health'));
  const location = useLocation();
  const fromDashboard = new URLSearchParams(location.search).get('from') === 'dashboard';
  const continuing = (location.state as { inFlow?: unknown } | null)?.inFlow === true;
  return (
    <>
      <DashboardPage />
      {customer && ready ? (
        <Suspense fallback={null}>
          <HealthWizard
            customer={customer}
            entry={entryOf(location.pathname)}
            variant={fromDashboard ? 'dashboard' : 'health'}
            continuing={continuing}
          />
        </Suspense>
      ) : null}
    </>
  );
}
