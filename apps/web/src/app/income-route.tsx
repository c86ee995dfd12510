import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { useMe } from '../lib/current-customer';

// The wizard is its own chunk: the dashboard underneath shows while it downloads.
const IncomeWizard = lazy(async () => ({
  default: (await import('../features/income-protection/components/income-wizard')).IncomeWizard,
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
