import { customerSchema, employmentInformationBodySchema } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '../../../lib/envelope.js';
import { onlyOwnInBody, requireCustomer } from '../../../plugins/session.js';
import { toCustomerRecord } from '../../../views/customer-record.js';
import { createEmploymentService } from './employment.service.js';

/** Stage 94's save (income-protection.md sections 3 and 7). */
export async function employmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createEmploymentService(app.ctx);
  const { db } = app.ctx.database;

  r.patch(
    '/customers/profiles/bvn/employment',
    {
      // cust_id, user_id and engage_uid must be the signed-in customer's: 403 before validation.
      preValidation: onlyOwnInBody({ ids: ['cust_id', 'user_id'], uids: ['engage_uid'] }),
      schema: {
        tags: ['customers'],
        summary:
          "Save the income-protection employment information with the customer's employment letter",
        body: employmentInformationBodySchema,
        response: { 200: dataOf(customerSchema) },
      },
    },
    async (request) => {
      const { customerId } = requireCustomer(request);
      const row = await service.save(customerId, request.body);
      return { data: await toCustomerRecord(app.ctx, db, row) };
    },
  );
}
