// The back office's pages (features/admin), one chunk loaded only under /admin.
export { AdminArea, AdminHome } from '../features/admin/components/admin-area';
export { AuditPage } from '../features/admin/components/audit-page';
export { StaffPage } from '../features/admin/components/staff-page';
export { InvitationPage } from '../features/admin/components/invitation-page';
export { CustomersPage } from '../features/admin/components/customers-page';
export { LeadsPage } from '../features/admin/components/leads-page';
export { ReviewsPage } from '../features/admin/components/reviews-page';
export { SponsorsPage } from '../features/admin/components/sponsors-page';
export { ClaimsPage } from '../features/admin/components/claims-page';
export { PayoutsPage } from '../features/admin/components/payouts-page';
export { ComplaintsPage } from '../features/admin/components/complaints-page';
export { PreauthorisationsPage } from '../features/admin/components/preauthorisations-page';
export { CapitationPage } from '../features/admin/components/capitation-page';
