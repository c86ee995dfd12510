import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useMe } from '../lib/current-customer';
import { DashboardWithClaims } from './dashboard-with-claims';
import { lazyWizard } from './lazy-wizard';
import { load } from './route-modules';
import { useAfterFirstRender, wizardUnderWay } from './use-after-first-render';

// The claim wizard is its own chunk, fetched once the dashboard underneath is on screen.
const ClaimWizard = lazyWizard(async () => (await load.claimWizard()).ClaimWizard);

/**
 * /claim/income and /claim/health-cash: 'Make a claim' on an active income-protection or HealthCash
 * tile opens the claim wizard over the dashboard (issue 17).
 */
export function ClaimRoute() {
  const { data: customer } = useMe();
  // A claim under way is drawn by the browser alone: its draft is kept in this browser's storage
  // (issue 38), which the server cannot read, so both leave it out of the first render.
  const ready = useAfterFirstRender(!wizardUnderWay('claim'));
  const navigate = useNavigate();
  const product = useLocation().pathname === paths.claimHealthCash ? 'HTCI' : 'EI';
  return (
    <>
      <DashboardWithClaims />
      {customer && ready ? (
        <Suspense fallback={null}>
          <ClaimWizard
            key={product}
            customer={customer}
            product={product}
            onClose={() => void navigate(paths.home, { replace: true })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
