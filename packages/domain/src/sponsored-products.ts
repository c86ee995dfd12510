/**
 * The products a sponsor can pay for (issue 16): income protection, health, HealthCash.
 *
 * In a module without zod (sponsors.ts holds the schemas): the back office's sponsors page lists
 * them, and a page importing a module that builds schemas downloads and runs zod (issue 30).
 */
export const SPONSORED_PRODUCTS = ['EI', 'HI', 'HTCI'] as const;
export type SponsoredProduct = (typeof SPONSORED_PRODUCTS)[number];
