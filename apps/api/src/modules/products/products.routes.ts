import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '../../lib/envelope.js';
import { listProductsWithPlans } from './products.repo.js';

const titled = z.object({ title: z.string(), description: z.string() });
const benefit = titled.extend({
  limit: z.number().nullable().optional(),
  category: z.object({ name: z.string() }).optional(),
});

/** A product as GET /local/products answers it (POST /local/products/salary extends it). */
export const productSchema = z.object({
  id: z.number(),
  uid: z.string(),
  product_id: z.string(),
  title: z.string(),
  purchasable: z.boolean(),
  description: z.string(),
  product_highlights: z.array(z.string()),
  product_benefits: z.array(benefit),
  not_covered: z.array(titled),
  claim_requirements: z.array(z.string()),
  policy_requirements: z.array(z.string()),
  product_requirements: z.array(z.string()),
  pricing_plans: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      price: z.number(),
      coverage: z.number(),
      unit: z.string(),
      benefits: z.array(benefit),
    }),
  ),
});

export async function productRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  r.get(
    '/products',
    {
      config: { cacheSeconds: 600 },
      schema: {
        tags: ['products'],
        summary:
          'The five product lines with their plans (public: the health flows call it without a session)',
        response: { 200: dataOf(z.array(productSchema)) },
      },
    },
    async () => ({ data: await listProductsWithPlans(db) }),
  );
}
