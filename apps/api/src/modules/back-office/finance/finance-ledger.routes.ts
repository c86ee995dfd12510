import {
  journalEntrySchema,
  journalQuerySchema,
  trialBalanceQuerySchema,
  trialBalanceSchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf } from '../../../lib/envelope.js';
import { journalFor, trialBalance } from '../../platform/ledger/index.js';
import { requireStaff } from '../../platform/access/index.js';

/**
 * The books, read (issue 27; docs/business-rules.md, "The books"): the trial balance on a day and
 * the journal of one payment or claim, for finance and administrators.
 */
export async function financeLedgerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const finance = requireStaff('finance', 'administrator');
  const tags = ['admin'];
  const { db } = app.ctx.database;

  r.get(
    '/finance/trial-balance',
    {
      preValidation: finance,
      schema: {
        tags,
        summary:
          "Every account's balance at the end of a day (Lagos), on its side; the totals are equal (finance, administrators)",
        querystring: trialBalanceQuerySchema,
        response: {
          200: dataOf(trialBalanceSchema),
        },
      },
    },
    async (request) => ({ data: await trialBalance(db, request.query.as_of) }),
  );

  r.get(
    '/finance/journal',
    {
      preValidation: finance,
      schema: {
        tags,
        summary:
          'The journal entries of one payment reference or one claim, oldest first, with their lines (finance, administrators)',
        querystring: journalQuerySchema,
        response: {
          200: dataOf(z.array(journalEntrySchema)),
        },
      },
    },
    async (request) => {
      const { reference, claim_id } = request.query;
      const entries = await journalFor(
        db,
        reference !== undefined ? { reference } : { claimId: claim_id! },
      );
      return { data: entries.map((e) => ({ ...e, at: e.at.toISOString() })) };
    },
  );
}
