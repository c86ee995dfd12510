import type { NextOfKinBody } from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import { notFound } from '../../../lib/http-errors.js';
import { findCustomerById, type CustomerRow } from '../customers/index.js';
import { findNextOfKinRecord, upsertNextOfKin, type NextOfKinRecord } from './next-of-kin.repo.js';

export function createNextOfKinService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    /**
     * Saves the customer's one next of kin, replacing any earlier one. The body is already valid
     * (nextOfKinBodySchema); the name the client sent is ignored and recomputed from the parts.
     */
    async save(customerId: number, body: NextOfKinBody): Promise<CustomerRow> {
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw notFound();
      await upsertNextOfKin(
        db,
        {
          customerId,
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone,
          email: body.email ? body.email : null,
          relationship: body.relationship,
        },
        ctx.now(),
      );
      return customer;
    },

    async get(customerId: number): Promise<NextOfKinRecord | null> {
      return findNextOfKinRecord(db, customerId);
    },
  };
}
