// The signed-in frame and the dashboard, one chunk: every signed-in page shows the header, and the
// dashboard is under every wizard, so they load together (one download instead of a dozen small
// shared ones; on a phone network each request costs a round trip).
export { SignedInLayout } from './signed-in-layout';
export { DashboardPage } from '../features/dashboard/components/dashboard-page';
/** The home page: the dashboard with the customer's claims (issue 17). */
export { DashboardWithClaims } from './dashboard-with-claims';
