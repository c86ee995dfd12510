import { customerSchema, nextOfKinBodySchema, nextOfKinSchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '../../../lib/envelope.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { toCustomerRecord } from '../../../views/customer-record.js';
import { createNextOfKinService } from './next-of-kin.service.js';
import { customerIdParamsOf } from '../../../lib/route-params.js';

const params = customerIdParamsOf('customer_id');

/** The spec's path has 'customer' in the singular: /local/customer/next-of-kin/{customer_id}. */
export async function nextOfKinRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createNextOfKinService(app.ctx);
  const { db } = app.ctx.database;
  const tags = ['next of kin'];

  r.post(
    '/customer/next-of-kin/:customer_id',
    {
      preValidation: onlyOwn('customer_id'),
      schema: {
        tags,
        summary:
          "Save the customer's next of kin (one per customer; a new save replaces it). Answers the customer record",
        params,
        body: nextOfKinBodySchema,
        response: { 200: dataOf(customerSchema) },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      const row = await service.save(id, request.body);
      return { data: await toCustomerRecord(app.ctx, db, row) };
    },
  );

  r.get(
    '/customer/next-of-kin/:customer_id',
    {
      preValidation: onlyOwn('customer_id'),
      schema: {
        tags,
        summary: "The customer's next of kin, or null when none is saved",
        params,
        response: { 200: dataOf(nextOfKinSchema.nullable()) },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return { data: await service.get(id) };
    },
  );
}
