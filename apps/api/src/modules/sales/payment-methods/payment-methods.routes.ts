import {
  cardQuoteSchema,
  deleteCardParamsSchema,
  paymentMethodConfirmBodySchema,
  savedCardSchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { customerIdParams } from '../../../lib/route-params.js';
import { actorOf } from '../../platform/access/index.js';
import { createPaymentMethodsService } from './payment-methods.service.js';

const failures = { 429: errorBody, 503: errorBody };

/** The saved payment card of settings: listed by brand and last four, replaced by a new verification. */
export async function paymentMethodRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPaymentMethodsService(app.ctx);
  const tags = ['payment methods'];

  r.get(
    '/customers/:id/payment-methods',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'The saved cards that can be charged, newest first; the first (in_use) is the one premiums are charged to',
        params: customerIdParams,
        response: { 200: dataOf(z.array(savedCardSchema)), ...failures },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      reply.header('Cache-Control', 'private, no-store');
      return { data: await service.cards(id) };
    },
  );

  r.post(
    '/customers/:id/payment-methods/replace',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'Start replacing the saved card: a card payment reference for the refundable ₦50 card verification (pay it in the checkout, then confirm)',
        params: customerIdParams,
        response: { 200: dataOf(cardQuoteSchema), ...failures },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return { data: await service.startReplacement(id) };
    },
  );

  r.post(
    '/customers/:id/payment-methods/confirm',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'After the card verification is paid: verified with the provider, the new card replaces the others; answers the saved cards',
        params: customerIdParams,
        body: paymentMethodConfirmBodySchema,
        response: { 200: dataOf(z.array(savedCardSchema)), ...failures },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return { data: await service.confirmReplacement(id, request.body.payment_reference) };
    },
  );

  r.delete(
    '/customers/:id/payment-methods/:cardId',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          "Remove one of the customer's saved cards: its stored authorization is deleted (audited); answers the cards left",
        params: customerIdParams.extend(deleteCardParamsSchema.shape),
        response: { 200: dataOf(z.array(savedCardSchema)), 404: errorBody, ...failures },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return { data: await service.removeCard(id, request.params.cardId, actorOf(request)) };
    },
  );
}
