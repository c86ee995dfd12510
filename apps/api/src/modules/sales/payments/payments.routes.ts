import {
  cardQuoteSchema,
  checkoutConsentSchema,
  paymentAnswerSchema,
  paymentBodySchema,
  text,
  transferQuoteSchema,
  transferReferenceBodySchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { requestLanguage } from '../../../plugins/language.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { customerIdParams } from '../../../lib/route-params.js';
import { createPaymentsService } from './payments.service.js';

const referralQuery = z.object({
  referral_code: text().trim().max(40).optional(),
});

/** The card reference's query: the referral code and the checkout's consent (`accept_terms=true`). */
const cardReferenceQuery = referralQuery.extend(checkoutConsentSchema.shape);

const failures = {
  409: errorBody.extend({
    product_status: z.string().optional(),
    product_uid: z.string().optional(),
  }),
  429: errorBody,
  503: errorBody,
};

/** Payment references and the payments call: the server prices, the provider confirms. */
export async function paymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPaymentsService(app.ctx);
  const tags = ['checkout'];

  r.get(
    '/customers/:id/quotes/payment-reference',
    {
      config: { changesState: true },
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'A new card payment reference for the open cart, priced by the server (monthly plans: the refundable ₦50 card verification; yearly: the yearly premium); needs accept_terms=true, recorded as the consent',
        params: customerIdParams,
        querystring: cardReferenceQuery,
        response: { 200: dataOf(cardQuoteSchema), ...failures },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      reply.header('Cache-Control', 'no-store');
      const { referral_code, terms_version, privacy_version } = request.query;
      return {
        data: await service.cardReference(id, referral_code, {
          terms_version,
          privacy_version,
          ip: request.ip,
          language: await requestLanguage(request),
        }),
      };
    },
  );

  r.post(
    '/customers/:id/quotes/transfer-payment-reference',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'A new bank-transfer reference (3 months for Quarterly, else 12) with the account to pay into; needs accept_terms, recorded as the consent',
        params: customerIdParams,
        querystring: referralQuery,
        body: transferReferenceBodySchema.extend({
          referral_code: text().trim().max(40).nullish(),
          ...checkoutConsentSchema.shape,
        }),
        response: { 200: dataOf(transferQuoteSchema), ...failures },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      const { body } = request;
      const code = request.query.referral_code ?? body.referral_code ?? undefined;
      return {
        data: await service.transferReference(id, body.number_of_months, code, {
          terms_version: body.terms_version,
          privacy_version: body.privacy_version,
          ip: request.ip,
          language: await requestLanguage(request),
        }),
      };
    },
  );

  for (const path of ['/customers/:id/payments', '/customers/:id/payments/transfer']) {
    r.post(
      path,
      {
        preValidation: onlyOwn('id'),
        schema: {
          tags,
          summary:
            'Confirm a payment: verified with the provider, then the policies are issued (once) and listed; has_payed and amounts sent are ignored',
          params: customerIdParams,
          body: paymentBodySchema,
          response: { 200: dataOf(paymentAnswerSchema), ...failures },
        },
      },
      async (request) => {
        const id = ownCustomerId(request);
        return { data: await service.pay(id, request.body.payment_reference) };
      },
    );
  }
}
