import { lazy, Suspense } from 'react';
import { useClaims } from '#features/claims/api/get-claims.js';
import { DashboardPage } from '#features/dashboard/components/dashboard-page.js';
import { useMe } from '#lib/current-customer.js';
import { load } from './route-modules';

// The claims list is its own chunk (with the claim's forms and its upload), fetched only for a
// customer who has a claim to show: most customers never claim, and a new one never has (issue 38:
// the list's code was 15 KB of a purchase's download). Its words (the claims namespace) come with it.
const ClaimsSection = lazy(async () => ({
  default: (await load.claimsSection()).ClaimsSection,
}));

/** 'Your claims' when the customer has any (or they could not be read: the section says so). */
export function ClaimsIfAny({ customerId }: { customerId: number }) {
  const claims = useClaims(customerId);
  if (claims.isPending || (claims.isSuccess && claims.data.length === 0)) return null;
  return (
    <Suspense fallback={null}>
      <ClaimsSection />
    </Suspense>
  );
}

/** The dashboard with the customer's claims (issue 17): features meet here, in the app layer. */
export function DashboardWithClaims() {
  const { data: customer } = useMe();
  return <DashboardPage claims={customer ? <ClaimsIfAny customerId={customer.id} /> : null} />;
}
