/**
 * The public surface of the webhooks module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { webhookRoutes } from './webhooks.routes.js';
export { deleteWebhookEventsOfReferences, processWebhookEvent } from './webhooks.service.js';
