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
const HealthCashWizard = lazyWizard(async () => (await load.healthCashWizard()).HealthCashWizard);

/**
 * /buy/health-cash and /signup/health-cash/contact: the yearly HealthCash wizard over the dashboard.
 * /signup/health-cash/contact is where the wizard goes once the plan is paid for (and where the
 * already-paid modal's Continue leads): the KYC chain and the completion.
 */
export function HealthCashRoute() {
  const { data: customer } = useMe();
  const ready = useAfterFirstRender(!wizardUnderWay('health-cash'));
  const location = useLocation();
  const continuing = (location.state as { inFlow?: unknown } | null)?.inFlow === true;
  return (
    <>
      <DashboardPage />
      {customer && ready ? (
        <Suspense fallback={null}>
          <HealthCashWizard
            customer={customer}
            entry={location.pathname === paths.healthCashContact ? 'contact' : 'buy'}
            continuing={continuing}
          />
        </Suspense>
      ) : null}
    </>
  );
}
