import { lazy, Suspense } from 'react';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';

// The claims list is its own chunk: the dashboard's JavaScript stays inside its budget.
const ClaimsSection = lazy(async () => ({
  default: (await import('../features/claims/components/claims-section')).ClaimsSection,
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
