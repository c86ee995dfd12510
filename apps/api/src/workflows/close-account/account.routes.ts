import {
  closeAccountAnswerSchema,
  closeAccountBodySchema,
  paymentHistoryItemSchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../lib/envelope.js';
import { attachmentAnswer, sendPrivateAttachment } from '../../lib/file-types.js';
import type { RateLimitRule } from '../../lib/rate-limit.js';
import { clearSessionCookie, onlyOwn, ownCustomerId } from '../../plugins/session.js';
import { customerIdParams } from '../../lib/route-params.js';
import { closeAccount, closeAccountDepsOf } from './close-account.js';
import { buildDataExport } from '../../views/data-export.js';
import { paymentHistory } from '../../views/payment-history.js';

/** A data export reads every table of the customer: a few an hour is plenty. */
const dataExportRateLimit: RateLimitRule = {
  name: 'data-export:customer',
  limit: 10,
  windowMs: 60 * 60_000,
};

const failures = {
  404: errorBody,
  409: errorBody,
  429: errorBody,
  503: errorBody,
};

/**
 * The account in settings: payment history with receipts, and the data rights of the Nigeria Data
 * Protection Act 2023 (a copy of everything held, and closing the account). Signed-in customer only,
 * on their own id (403 otherwise).
 */
export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const closeDeps = closeAccountDepsOf(app.ctx);
  const tags = ['account'];

  r.get(
    '/customers/:id/payments',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          "The customer's payments, newest first, with what each paid for, its refunds and its receipts (download links for their owner only)",
        params: customerIdParams,
        response: { 200: dataOf(z.array(paymentHistoryItemSchema)), ...failures },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      reply.header('Cache-Control', 'private, no-store');
      return { data: await paymentHistory(app.ctx, id) };
    },
  );

  // A file, not an envelope: typed by hand (the params are still zod-checked).
  app.get<{ Params: z.infer<typeof customerIdParams> }>(
    '/customers/:id/data-export',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'Everything held about the customer as a JSON file (NDPA 2023 right of access); ID numbers masked',
        params: customerIdParams,
        response: {
          200: attachmentAnswer('alaafia-my-data-<date>.json', ['application/json']),

          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      await app.ctx.rateLimiter.consume(dataExportRateLimit, String(id));
      const data = await buildDataExport(app.ctx, id);
      const day = data.about.generated_at.slice(0, 10);
      return sendPrivateAttachment(reply, {
        fileName: `alaafia-my-data-${day}.json`,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(data, null, 2),
      });
    },
  );

  r.post(
    '/customers/:id/close-account',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'Close the account (NDPA 2023 right to erasure): personal data erased or anonymised, records the law requires kept until a stated day, every session ended',
        params: customerIdParams,
        body: closeAccountBodySchema,
        response: { 200: dataOf(closeAccountAnswerSchema), ...failures },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      const answer = await closeAccount(closeDeps, id, request.body, request.log);
      clearSessionCookie(app.ctx, reply);
      return { data: answer };
    },
  );
}
