/**
 * The public surface of the cross-sell workflow (docs/architecture.md, 'The layers'): the hourly
 * offer of another product, reading across customers and cover (views/cross-sell.ts) and telling
 * through messaging.
 */
export { sendCrossSellOffers } from './cross-sell.js';
