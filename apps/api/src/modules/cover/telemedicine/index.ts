/**
 * The public surface of the telemedicine module (docs/architecture.md, 'The layers'): code
 * outside this folder imports only from here. Tests in apps/api/test may import its files directly.
 */
export { deleteTelemedicineRequestsOf } from './telemedicine.repo.js';
export { telemedicineRoutes, telemedicineWebhookRoutes } from './telemedicine.routes.js';
export { sendTelemedicineRequest } from './telemedicine.service.js';
