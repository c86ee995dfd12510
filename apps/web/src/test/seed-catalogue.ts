import { publicCatalogueSchema, type PricingPlan } from '@alaafia/domain';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The product catalogue as the API serves it: the seed file, word for word (build/prerender.mjs
 * draws the public pages from the same file). `seedProducts` keeps each plan's benefits as the
 * seed has them; `seedCatalogue` is the public shape the pages read.
 */
export const seedProducts = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '../../../api/src/db/seed/data/products.json'),
    'utf8',
  ),
) as { uid: string; pricing_plans: PricingPlan[] }[];

export const seedCatalogue = publicCatalogueSchema.parse(seedProducts);
