// The back office's frame (features/admin), one chunk loaded only under /admin; each of its pages is
// a chunk of its own (route-modules.ts), so a page downloads and runs only its own code (issue 30).
// Its sign-in and the invitation page (their forms) are chunks of their own too.
export { AdminArea, AdminHome } from '../features/admin/shell/admin-area';
