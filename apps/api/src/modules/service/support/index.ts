/**
 * The public surface of the support module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { listComplaintsOf } from './complaints.service.js';
export { complaintAdminRoutes, supportRoutes } from './support.routes.js';
export { callBackAdminRoutes } from './call-backs.routes.js';
