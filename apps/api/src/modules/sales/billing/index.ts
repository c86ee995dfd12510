/**
 * The public surface of the billing module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { renewalQuote, renewByUssd, renewPolicy } from './renew-now.js';
export { collectDuePremiums } from './renewals.js';
