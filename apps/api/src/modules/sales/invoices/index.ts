/**
 * The public surface of the invoices module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { invoiceRoutes } from './invoices.routes.js';
export { createInvoicesService } from './invoices.service.js';
