import {
  recordSponsorTransferBodySchema,
  sponsorAgeingAnswerSchema,
  sponsorInvoiceAnswerSchema,
  sponsorInvoiceCopy,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { idParam } from '../../../lib/route-params.js';
import { actorOf, requireStaff, requireStaffSession } from '../../platform/access/index.js';
import { createSponsorInvoicesService } from './sponsor-invoices.service.js';

/**
 * Sponsor invoices (issue 27, item 6; docs/business-rules.md, 'Sponsor invoices'), under /api/admin:
 * finance and administrators read them and their ageing; finance records a bank transfer and a
 * second, different finance member approves it, which pays the invoice and starts the cover.
 */
export async function sponsorInvoiceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createSponsorInvoicesService(app.ctx);
  const tags = ['admin'];
  const readers = requireStaff('administrator', 'finance');
  const finance = requireStaff('finance');
  const params = z.object({ invoiceId: idParam(sponsorInvoiceCopy.unknownInvoice) });

  r.get(
    '/sponsor-invoices',
    {
      preValidation: readers,
      schema: {
        tags,
        summary: 'Sponsor invoices, oldest first, with their age (finance, administrators)',
        querystring: z.object({
          status: z.enum(['unpaid', 'paid']).optional(),
          sponsor_id: z.coerce.number().int().positive().optional(),
        }),
        response: {
          200: dataOf(z.array(sponsorInvoiceAnswerSchema)),
        },
      },
    },
    async (request) => ({
      data: await service.list({
        status: request.query.status,
        sponsorId: request.query.sponsor_id,
      }),
    }),
  );

  r.get(
    '/sponsor-invoices/ageing',
    {
      preValidation: readers,
      schema: {
        tags,
        summary:
          'Unpaid sponsor invoices by age since the invoice date: 0-30, 31-60, 61+ days (finance, administrators)',
        response: { 200: dataOf(sponsorAgeingAnswerSchema) },
      },
    },
    async () => ({ data: await service.ageing() }),
  );

  r.get(
    '/sponsor-invoices/:invoiceId',
    {
      preValidation: readers,
      schema: {
        tags,
        summary: 'One sponsor invoice with its lines (finance, administrators)',
        params,
        response: {
          200: dataOf(sponsorInvoiceAnswerSchema),

          404: errorBody,
        },
      },
    },
    async (request) => ({ data: await service.one(request.params.invoiceId) }),
  );

  r.post(
    '/sponsor-invoices/:invoiceId/transfer',
    {
      preValidation: finance,
      schema: {
        tags,
        summary:
          "Record a sponsor's bank transfer for an invoice (finance); it waits for a second finance member's approval",
        description:
          'The amount (naira) must equal the invoice total. Nothing starts until a different finance member approves it at POST /api/admin/sponsor-invoices/{id}/approve.',
        params,
        body: recordSponsorTransferBodySchema,
        response: {
          200: dataOf(sponsorInvoiceAnswerSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => ({
      data: await service.recordTransfer(actorOf(request), request.params.invoiceId, request.body),
    }),
  );

  r.post(
    '/sponsor-invoices/:invoiceId/payment-link',
    {
      preValidation: finance,
      schema: {
        tags,
        summary:
          "Make the invoice's Paystack payment link and e-mail it to the sponsor's contact (finance); asking again answers the same link",
        description:
          'Paystack Initialize Transaction under the reference `SPN-YYYY-NNNNNN-P`, for the total. Paid (the charge.success webhook, or POST .../check-payment), the invoice is paid and its cover starts.',
        params,
        response: {
          200: dataOf(sponsorInvoiceAnswerSchema),

          404: errorBody,
          409: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => ({
      data: await service.paymentLink(actorOf(request), request.params.invoiceId),
    }),
  );

  r.post(
    '/sponsor-invoices/:invoiceId/check-payment',
    {
      preValidation: finance,
      schema: {
        tags,
        summary:
          'Ask Paystack whether the payment link was paid (finance): paid, the invoice is paid and its cover starts, once',
        params,
        response: {
          200: dataOf(sponsorInvoiceAnswerSchema),

          404: errorBody,
          409: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => ({ data: await service.checkPayment(request.params.invoiceId) }),
  );

  r.post(
    '/sponsor-invoices/:invoiceId/approve',
    {
      preValidation: finance,
      schema: {
        tags,
        summary:
          'Approve the bank transfer another finance member recorded (finance): the invoice is paid and its cover starts',
        params,
        response: {
          200: dataOf(sponsorInvoiceAnswerSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const s = requireStaffSession(request);
      return {
        data: await service.approveTransfer(
          actorOf(request),
          { id: s.staffId, roles: s.roles },
          request.params.invoiceId,
        ),
      };
    },
  );
}
