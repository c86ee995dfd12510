/**
 * The public surface of the events module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { deleteAnalyticsEventsOf } from './events.repo.js';
export { eventRoutes } from './events.routes.js';
