import {
  customerSchema,
  customerUpdateAnswerSchema,
  customerUpdateBodySchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { cartItemsOf } from '../../sales/carts/index.js';
import { toCustomerRecord } from '../../../views/customer-record.js';
import { createCustomersService } from './profile.service.js';
import { customerIdParams } from '../../../lib/route-params.js';

export async function customerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createCustomersService({
    db: app.ctx.database.db,
    now: () => app.ctx.now(),
    cipher: app.ctx.cipher,
  });
  const { db } = app.ctx.database;
  const tags = ['customers'];

  r.get(
    '/customers/:id',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: "The customer's own record",
        params: customerIdParams,
        response: { 200: dataOf(customerSchema) },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return { data: await toCustomerRecord(app.ctx, db, await service.get(id)) };
    },
  );

  r.patch(
    '/customers/:id',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'Save profile fields: salary and employer, a hospital, the profile at payment, a name, or dob and gender',
        params: customerIdParams,
        body: customerUpdateBodySchema,
        response: {
          200: dataOf(customerUpdateAnswerSchema),

          409: errorBody,
        },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      const row = await service.updateProfile(id, request.body);
      const record = await toCustomerRecord(app.ctx, db, row);
      if (request.body.products === undefined) return { data: record };
      return { data: { ...record, carts: await cartItemsOf(db, id) } };
    },
  );
}
