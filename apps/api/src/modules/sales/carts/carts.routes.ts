import {
  cartDeleteBodySchema,
  cartProductsSchema,
  cartsAnswerSchema,
  customerUpdateBodySchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '../../../lib/envelope.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { customerIdParams } from '../../../lib/route-params.js';
import { createCartsService } from './carts.service.js';

const cartsAnswer = dataOf(cartsAnswerSchema);

/** The customer's cart: products and plans only; the server reads every price from its plans. */
export async function cartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createCartsService(app.ctx);
  const tags = ['checkout'];

  r.get(
    '/customers/:id/carts',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: "The open cart's items",
        params: customerIdParams,
        response: { 200: cartsAnswer },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return { data: { carts: await service.list(id) } };
    },
  );

  r.post(
    '/customers/:id/carts',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: 'Save the cart (products and plans; prices sent are ignored) and the salary',
        params: customerIdParams,
        body: z.object({
          products: cartProductsSchema,
          salary: customerUpdateBodySchema.shape.salary,
        }),
        response: { 200: cartsAnswer },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      const { products, salary } = request.body;
      return { data: { carts: await service.save(id, products, { salary }) } };
    },
  );

  r.delete(
    '/customers/:id/carts',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: 'Remove cart items by id: { data: { carts: [ids] } } (or { carts: [ids] })',
        params: customerIdParams,
        body: cartDeleteBodySchema,
        response: { 200: cartsAnswer },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      const ids = request.body.data?.carts ?? request.body.carts ?? [];
      return { data: { carts: await service.remove(id, ids) } };
    },
  );
}
