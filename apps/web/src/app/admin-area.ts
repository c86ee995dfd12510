// The back office's frame (features/admin), one chunk loaded only under /admin; each of its pages is
// a chunk of its own (route-modules.ts), so a page downloads and runs only its own code (issue 30).
export { AdminArea, AdminHome } from '../features/admin/components/admin-area';
export { InvitationPage } from '../features/admin/components/invitation-page';
