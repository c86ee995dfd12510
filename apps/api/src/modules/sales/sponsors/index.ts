/**
 * The public surface of the sponsors module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { attachPendingEnrolments, sponsoredThrough } from './sponsor-cover.js';
export { sponsorRoutes } from './sponsors.routes.js';
export { sponsorInvoiceRoutes } from './sponsor-invoices.routes.js';
export { runSponsorshipLifecycle } from './sponsorship-lifecycle.js';
export { confirmSponsorPayment, sponsorDocument } from './sponsor-invoices.js';
