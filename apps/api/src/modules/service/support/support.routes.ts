import {
  adminComplaintSchema,
  complaintAnswerBodySchema,
  complaintSchema,
  customerComplaintBodySchema,
  publicComplaintBodySchema,
  supportContactsSchema,
  COMPLAINT_ANSWER_WORKING_DAYS,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { idParam } from '../../../lib/route-params.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { customerIdParams } from '../../../lib/route-params.js';
import { actorOf } from '../../platform/access/index.js';
import { requireStaff, requireStaffSession } from '../../platform/access/index.js';
import {
  COMPLAINT_HANDLERS,
  createComplaintsAdmin,
  createComplaintsService,
} from './complaints.service.js';

const failures = { 404: errorBody, 409: errorBody };

/** Help and complaints for customers and for anyone (issue 18). */
export async function supportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const service = createComplaintsService({
    db: ctx.database.db,
    now: ctx.now,
    rateLimiter: ctx.rateLimiter,
  });
  const tags = ['support'];

  r.get(
    '/support',
    {
      config: { access: 'public', cacheSeconds: 300 },
      schema: {
        tags,
        summary:
          'How to reach us: phone, WhatsApp, e-mail and opening hours (the help page), and the underwriter with its NAICOM licence (the checkout)',
        response: { 200: dataOf(supportContactsSchema) },
      },
    },
    async () => ({
      data: {
        ...ctx.config.support,
        answer_working_days: COMPLAINT_ANSWER_WORKING_DAYS,
        underwriter: {
          name: ctx.config.underwriter.name,
          naicom_licence: ctx.config.underwriter.naicomLicence,
        },
      },
    }),
  );

  r.get(
    '/support/whatsapp',
    {
      config: { access: 'public', cacheSeconds: 300 },
      schema: {
        // A link a browser follows, not an operation a client calls (it only ever redirects): kept
        // out of the API contract, whose operations each answer a 2xx (redocly.yaml).
        hide: true,
        tags,
        summary:
          "The support line on WhatsApp: a redirect to https://wa.me/<SUPPORT_WHATSAPP> (the dashboard's link, so its page needs no answer first and loads no third-party script)",
        response: { 302: z.null().describe('Location: https://wa.me/<digits>') },
      },
    },
    async (_request, reply) =>
      reply.redirect(`https://wa.me/${ctx.config.support.whatsapp.replace(/\D/g, '')}`, 302),
  );

  r.post(
    '/complaints',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A complaint from someone without an account (or signed out): we acknowledge it at once by e-mail with its reference and answer in writing within 10 working days',
        description:
          '422 with the reason on errors.<field> (category, description, full_name, email, phone_number); 429 when one address sends too many in a day.',
        body: publicComplaintBodySchema,
        response: { 201: dataOf(complaintSchema), 429: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.fileForAnyone(request.body, request.ip) }),
  );

  r.post(
    '/customers/:id/complaints',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          "A signed-in customer's complaint, optionally about one of their policies (policy_number); acknowledged at once in the bell and by e-mail",
        params: customerIdParams,
        body: customerComplaintBodySchema,
        response: { 201: dataOf(complaintSchema), ...failures, 429: errorBody },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      return reply.code(201).send({ data: await service.fileForCustomer(id, request.body) });
    },
  );

  r.get(
    '/customers/:id/complaints',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: "The customer's complaints, newest first, with our answer once given",
        params: customerIdParams,
        response: { 200: dataOf(z.array(complaintSchema)), ...failures },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      reply.header('Cache-Control', 'private, no-store');
      return { data: await service.listForCustomer(id) };
    },
  );
}

/** The back office's complaints queue (reviewers, claims officers, administrators). */
export async function complaintAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = createComplaintsAdmin({ db: app.ctx.database.db, now: app.ctx.now });
  const tags = ['admin'];
  const handlers = requireStaff(...COMPLAINT_HANDLERS);
  const params = z.object({ complaintId: idParam('Unknown complaint') });
  const actor = (request: Parameters<typeof actorOf>[0]) => ({
    ...actorOf(request),
    staffId: requireStaffSession(request).staffId,
  });

  r.get(
    '/complaints',
    {
      preValidation: handlers,
      schema: {
        tags,
        summary:
          'Complaints: open ones (received or being looked into) by the day their answer is due, late ones flagged; or the answered ones, newest first',
        querystring: z.object({ status: z.enum(['open', 'resolved']).default('open') }),
        response: { 200: dataOf(z.array(adminComplaintSchema)), ...failures },
      },
    },
    async (request) => ({ data: await admin.list(request.query.status) }),
  );

  r.get(
    '/complaints/:complaintId',
    {
      preValidation: handlers,
      schema: {
        tags,
        summary: 'One complaint, with the complainant and who handles it',
        params,
        response: { 200: dataOf(adminComplaintSchema), ...failures },
      },
    },
    async (request) => ({ data: await admin.get(request.params.complaintId) }),
  );

  r.post(
    '/complaints/:complaintId/take',
    {
      preValidation: handlers,
      schema: {
        tags,
        summary: 'Take a complaint: it becomes yours to answer (409 when someone else has it)',
        params,
        response: { 200: dataOf(adminComplaintSchema), ...failures },
      },
    },
    async (request) => ({ data: await admin.take(actor(request), request.params.complaintId) }),
  );

  r.post(
    '/complaints/:complaintId/answer',
    {
      preValidation: handlers,
      schema: {
        tags,
        summary:
          'Answer a complaint in writing: the complainant receives the answer by e-mail (and in the bell); answered once (409 after)',
        params,
        body: complaintAnswerBodySchema,
        response: { 200: dataOf(adminComplaintSchema), ...failures },
      },
    },
    async (request) => ({
      data: await admin.answer(actor(request), request.params.complaintId, request.body.response),
    }),
  );
}
