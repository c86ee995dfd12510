/**
 * The public surface of the sandbox-payments module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { sandboxPaymentRoutes } from './sandbox-payments.routes.js';
