import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productSchema } from '@alaafia/domain';
import { z } from 'zod';
import { dataOf } from '../../../lib/envelope.js';
import { listProductsWithPlans } from './products.repo.js';

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
