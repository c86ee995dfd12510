import { lazy, Suspense } from 'react';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { withMessages } from '../lib/messages';

// The claims list is its own chunk: the dashboard's JavaScript stays inside its budget.
// Its words (the claims namespace) come with it.
const loadClaimsSection = withMessages(
  ['claims'],
  () => import('../features/claims/components/claims-section'),
);
const ClaimsSection = lazy(async () => ({
  default: (await loadClaimsSection()).ClaimsSection,
}));

/** The dashboard with the customer's claims (issue 17): features meet here, in the app layer. */
export function DashboardWithClaims() {
  return (
    <DashboardPage
      claims={
        <Suspense fallback={null}>
          <ClaimsSection />
        </Suspense>
      }
    />
  );
}
