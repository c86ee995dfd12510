import {
  koboToNairaOrNull,
  nairaToKobo,
  type Lead,
  type leadCreateBodySchema,
} from '@alaafia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';
import { findCustomerById } from '../../customers/customers/index.js';
import {
  deleteLeadsOf,
  findLatestLead,
  insertLead,
  updateLead,
  type LeadRow,
} from './leads.repo.js';

type LeadCreate = z.output<typeof leadCreateBodySchema>;

/** A customer presses 'Yes!' once; a burst of retries is not a reason to fill the table. */
const leadRateLimit: RateLimitRule = {
  name: 'lead:customer',
  limit: 20,
  windowMs: 60 * 60_000,
};

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    customer_id: row.customerId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    uid: row.uid,
    completion_failed_reason: row.completionFailedReason,
    salary: koboToNairaOrNull(row.salaryKobo),
    created_at: row.createdAt.toISOString(),
  };
}

export function createLeadsService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    /**
     * 'Yes!' to 'Can we keep your details?': keeps the customer's details to contact them later. One
     * lead per customer: asking again refreshes it rather than adding another.
     */
    async create(customerId: number, body: LeadCreate): Promise<{ lead: Lead; created: boolean }> {
      await ctx.rateLimiter.consume(leadRateLimit, String(customerId));
      return db.transaction(async (tx) => {
        const customer = await findCustomerById(tx, customerId);
        const values = {
          customerId,
          name: body.name,
          email: body.email,
          phone: body.phone,
          // Stored as the customer's own engage uid, whichever of their ids the client sent.
          uid: customer?.engageUid ?? String(customerId),
          completionFailedReason: body.completion_failed_reason,
          salaryKobo: body.salary == null ? null : nairaToKobo(body.salary),
        };
        const existing = await findLatestLead(tx, customerId);
        const row = existing
          ? await updateLead(tx, existing.id, values)
          : await insertLead(tx, values);
        return { lead: toLead(row), created: !existing };
      });
    },

    /** 'No, thanks': the customer's details are not kept. */
    async deleteAll(customerId: number): Promise<number> {
      return deleteLeadsOf(db, customerId);
    },
  };
}
