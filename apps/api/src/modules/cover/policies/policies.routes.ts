import {
  cancelPolicyBodySchema,
  checkoutConsentSchema,
  cancellationTermsSchema,
  policyAnswerSchema,
  policyHistorySchema,
  renewalAnswerSchema,
  renewalQuoteSchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { attachmentAnswer, sendPrivateAttachment } from '../../../lib/file-types.js';
import { requestLanguage } from '../../../plugins/language.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { createPoliciesService, type PolicySales } from './policies.service.js';
import { customerIdParams, textParam } from '../../../lib/route-params.js';

const productParams = customerIdParams.extend({
  productId: textParam(60).describe(
    "the product's uid (HTCI), customer_products name or numeric id",
  ),
});

const failures = { 404: errorBody, 409: errorBody };

/** Policies: the premiums list, the policy documents, renewal and cancellation. */
export async function policyRoutes(app: FastifyInstance, opts: { sales: PolicySales }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPoliciesService(app.ctx, opts.sales);
  const tags = ['policies'];

  r.get(
    '/customers/:id/premiums',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: "The customer's policies with their premium fields",
        params: customerIdParams,
        response: { 200: dataOf(z.array(policyAnswerSchema)), ...failures },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      reply.header('Cache-Control', 'private, no-store');
      return { data: await service.premiums(id) };
    },
  );

  r.get(
    '/customers/:id/policies/:policyNumber/history',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          "The policy's history: each change of its status, when, why (in plain words) and by whom (customer, staff or system), oldest first; for its owner only (another customer's policy number is 404)",
        params: customerIdParams.extend({ policyNumber: textParam(40) }),
        response: {
          200: dataOf(policyHistorySchema),

          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      reply.header('Cache-Control', 'private, no-store');
      return { data: await service.history(id, request.params.policyNumber) };
    },
  );

  // A file, not JSON: typed by hand so the reply can be the bytes (the params are still zod-checked).
  const documentParams = customerIdParams.extend({
    policyNumber: textParam(40),
  });
  app.get<{ Params: z.infer<typeof documentParams> }>(
    '/customers/:id/policies/:policyNumber/document',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          "The policy document (PDF), for its owner only (another customer's id is 403; another customer's policy number is 404, like one that does not exist)",
        params: documentParams,
        response: {
          200: attachmentAnswer('The policy document', ['application/pdf']),

          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      const { filename, pdf } = await service.document(id, request.params.policyNumber);
      return sendPrivateAttachment(reply, {
        fileName: filename,
        contentType: 'application/pdf',
        body: pdf,
      });
    },
  );

  r.post(
    '/customers/:id/products/:productId/renew-policy',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          "Renew: a cancelled policy still in its paid period is reactivated; otherwise the next period is charged on the saved card, or a card payment reference is answered (status 'payment_required')",
        params: productParams,
        response: {
          200: dataOf(renewalAnswerSchema),
          ...failures,
        },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return { data: await service.renew(id, request.params.productId) };
    },
  );

  r.post(
    '/customers/:id/products/:productId/continue-after-sponsorship',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          "Agree to keep a sponsored policy at one's own cost once the sponsorship ends (needs accept_terms, recorded as a consent); without it the policy ends with the sponsorship",
        params: productParams,
        body: checkoutConsentSchema,
        response: { 200: dataOf(policyAnswerSchema), ...failures },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return {
        data: await service.continueAfterSponsorship(
          id,
          request.params.productId,
          request.ip,
          await requestLanguage(request),
        ),
      };
    },
  );

  r.post(
    '/customers/:id/products/:productId/cancel-policy',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: 'Cancel a policy with a reason from GET /api/local/policy-cancellation/reasons',
        params: productParams,
        body: cancelPolicyBodySchema,
        response: { 200: dataOf(policyAnswerSchema), ...failures },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return {
        data: await service.cancel(
          id,
          request.params.productId,
          request.body.reason_id,
          request.body.reason_note,
        ),
      };
    },
  );

  r.get(
    '/customers/:id/products/:productId/cancellation-terms',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'What cancelling means now: whether the policy is in its free month, and the day its paid period ends',
        params: productParams,
        response: { 200: dataOf(cancellationTermsSchema), ...failures },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return { data: await service.cancellationTerms(id, request.params.productId) };
    },
  );

  r.get(
    '/customers/:id/products/:productId/renewal-quote',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'What Renew Now will do and charge, before it is pressed (the same rules as renew-policy)',
        params: productParams,
        response: { 200: dataOf(renewalQuoteSchema), ...failures },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return { data: await service.renewalQuote(id, request.params.productId) };
    },
  );
}
