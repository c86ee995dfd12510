import {
  telemedicineRequestBodySchema,
  telemedicineRequestSchema,
  telemedicineStatusSchema,
  text,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { customerIdParams } from '../../../lib/route-params.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { TELEMEDICINE_SIGNATURE_HEADER } from '../../../integrations/telemedicine/types.js';
import { createTelemedicineService, toTelemedicineAnswer } from './telemedicine.service.js';

/** The urgent refusal carries the hospital named in the advice, for the page to show. */
const urgentBody = errorBody.extend({
  urgent: z.boolean().optional().describe('true: urgent signs; go to hospital or call 112'),
  hospital: z.string().nullable().optional().describe("the customer's hospital, when chosen"),
});

/**
 * 'Talk to a doctor' (issue 28 item 4): POST and GET /api/local/customers/{id}/telemedicine-requests.
 * docs/business-rules.md, 'Telemedicine'.
 */
export async function telemedicineRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createTelemedicineService(app.ctx);

  r.post(
    '/customers/:id/telemedicine-requests',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags: ['telemedicine'],
        summary: 'Ask a doctor to call back (an active health plan; urgent signs are refused)',
        description:
          'Urgent signs (a ticked `urgent_signs`, or one named in `symptoms`) save and send nothing: the answer is 422 with `urgent: true` and the advice to go to the hospital or call 112. Otherwise the request is saved and handed to the telemedicine partner by a job; one open request at a time (409), at most 5 a day (429).',
        params: customerIdParams,
        body: telemedicineRequestBodySchema,
        response: {
          201: dataOf(telemedicineRequestSchema),
          409: errorBody,
          422: urgentBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const row = await service.request(ownCustomerId(request), request.body);
      return reply.code(201).send({ data: toTelemedicineAnswer(row) });
    },
  );

  r.get(
    '/customers/:id/telemedicine-requests',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags: ['telemedicine'],
        summary:
          "The customer's latest requests to talk to a doctor, newest first, with their state",
        params: customerIdParams,
        response: { 200: dataOf(z.array(telemedicineRequestSchema)) },
      },
    },
    async (request) => ({ data: await service.list(ownCustomerId(request)) }),
  );
}

/**
 * POST /api/webhooks/telemedicine: the partner's signed callback. The body is kept raw (a parser
 * scoped to this plugin), because the signature is an HMAC of the exact bytes.
 */
export async function telemedicineWebhookRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createTelemedicineService(app.ctx);

  r.post(
    '/telemedicine',
    {
      config: { serverToServer: true, access: 'telemedicine-signature' },
      schema: {
        tags: ['webhooks'],
        summary:
          "The telemedicine partner's callback: { reference, status: 'called_back' | 'closed' }, signed with x-telemedicine-signature (hex HMAC-SHA256 of the raw body)",
        headers: z.object({ [TELEMEDICINE_SIGNATURE_HEADER]: text().optional() }),
        response: {
          200: dataOf(z.object({ reference: z.string(), status: telemedicineStatusSchema })),
          400: errorBody,
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers[TELEMEDICINE_SIGNATURE_HEADER];
      return {
        data: await service.callback(raw, typeof signature === 'string' ? signature : undefined),
      };
    },
  );
}
