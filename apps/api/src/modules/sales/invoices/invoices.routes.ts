import { invoiceAnswerSchema } from '@alaafia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { attachmentAnswer, sendPrivateAttachment } from '../../../lib/file-types.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';
import { enforcesAccess } from '../../../lib/route-access.js';
import {
  onlyOwn,
  ownCustomerId,
  requireCustomer,
  requireOwnCustomer,
} from '../../../plugins/session.js';
import { createInvoicesService, INVOICE_PRODUCTS } from './invoices.service.js';
import { customerIdParam, customerIdParams, textParam } from '../../../lib/route-params.js';

const invoiceRateLimit: RateLimitRule = {
  name: 'invoice:customer',
  limit: 20,
  windowMs: 60 * 60_000,
};

/** customer_id in the body must be the signed-in customer's: 401 or 403 before the body is validated. */
const onlyOwnBodyCustomer = enforcesAccess(
  { kind: 'customer' },
  async (request: FastifyRequest) => {
    requireCustomer(request);
    const given = (request.body as { customer_id?: unknown } | undefined)?.customer_id;
    requireOwnCustomer(
      request,
      typeof given === 'number' || typeof given === 'string' ? given : '',
    );
  },
);

const failures = { 404: errorBody, 429: errorBody };

/** Receipts: recorded for a product's latest payment and e-mailed as a PDF; downloadable by their owner. */
export async function invoiceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createInvoicesService(app.ctx);
  const tags = ['invoices'];

  for (const [path, productUid] of Object.entries(INVOICE_PRODUCTS)) {
    r.post(
      `/customers/${path}`,
      {
        preValidation: onlyOwnBodyCustomer,
        schema: {
          tags,
          summary: `The receipt for the latest ${productUid} payment; its e-mail (PDF attached) is queued once (email_queued_at, then emailed_at when sent)`,
          body: z.object({ customer_id: customerIdParam() }),
          response: { 200: dataOf(invoiceAnswerSchema), ...failures },
        },
      },
      async (request) => {
        const id = ownCustomerId(request);
        await app.ctx.rateLimiter.consume(invoiceRateLimit, String(id));
        return { data: await service.issue(id, productUid) };
      },
    );
  }

  r.get(
    '/customers/:id/invoices',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: "The customer's receipts",
        params: customerIdParams,
        response: { 200: dataOf(z.array(invoiceAnswerSchema)), ...failures },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return { data: await service.list(id) };
    },
  );

  // A file, not JSON: typed by hand so the reply can be the bytes (the params are still zod-checked).
  const documentParams = customerIdParams.extend({
    invoiceNumber: textParam(40),
  });
  app.get<{ Params: z.infer<typeof documentParams> }>(
    '/customers/:id/invoices/:invoiceNumber/document',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: 'A receipt (PDF), for its owner only',
        params: documentParams,
        response: {
          200: attachmentAnswer('The receipt', ['application/pdf']),

          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      const { filename, pdf } = await service.document(id, request.params.invoiceNumber);
      return sendPrivateAttachment(reply, {
        fileName: filename,
        contentType: 'application/pdf',
        body: pdf,
      });
    },
  );
}
