/**
 * The public surface of the USSD workflow (docs/architecture.md, 'The layers'): code outside this
 * folder imports only from here. Tests in apps/api/test may import its files directly.
 */
export { ussdRoutes } from './ussd.routes.js';
export { deleteUssdSessionsOf } from './ussd-sessions.js';
