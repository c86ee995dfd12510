import { Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { carryPublicQuote } from '../features/income-protection/income-storage';
import { useMe } from '../lib/current-customer';
import { lazyWizard } from './lazy-wizard';
import { load } from './route-modules';
import { useAfterFirstRender, wizardUnderWay } from './use-after-first-render';

// The wizard is its own chunk, fetched once the dashboard underneath is on screen (useAfterFirstRender); it
// opens over the dashboard when its code has arrived.
const IncomeWizard = lazyWizard(async () => (await load.incomeWizard()).IncomeWizard);

/** /buy/income: the income-protection purchase wizard, opened over the dashboard. */
export function IncomeRoute() {
  const navigate = useNavigate();
  const { data: customer } = useMe();
  const [search] = useSearchParams();
  // Before the wizard opens: the salary and plan 'Buy this plan' on the public quote carried here.
  useEffect(() => carryPublicQuote(search), [search]);
  const ready = useAfterFirstRender(!wizardUnderWay('income'));
  return (
    <>
      <DashboardPage />
      {customer && ready ? (
        <Suspense fallback={null}>
          <IncomeWizard
            customer={customer}
            onClose={() => void navigate(paths.home, { replace: true })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
