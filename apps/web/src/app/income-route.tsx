import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { useMe } from '../lib/current-customer';
import { load } from './route-modules';

// The wizard is its own chunk (preloaded with the route by main.tsx): the dashboard underneath
// paints as soon as it can, and the wizard opens over it when its code has arrived.
const IncomeWizard = lazy(async () => ({
  default: (await load.incomeWizard()).IncomeWizard,
}));

/** /buy/income: the income-protection purchase wizard, opened over the dashboard. */
export function IncomeRoute() {
  const navigate = useNavigate();
  const { data: customer } = useMe();
  return (
    <>
      <DashboardPage />
      {customer ? (
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
