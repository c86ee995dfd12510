/**
 * The public surface of the leads module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { deleteLeadsOf, listLeads } from './leads.repo.js';
export { leadRoutes } from './leads.routes.js';
