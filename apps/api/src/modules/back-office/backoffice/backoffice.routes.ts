import {
  customerMatchSchema,
  koboToNairaOrNull,
  moneyDecisionBodySchema,
  refundRequestAnswerSchema,
  revealedIdentitySchema,
  STAFF_ROLES,
  staffCustomerProfileSchema,
  staffLeadSchema,
  startRefundBodySchema,
  text,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { notFound } from '../../../lib/http-errors.js';
import { sendCsv } from '../../../lib/csv.js';
import { idParam } from '../../../lib/route-params.js';
import { actorOf, audit } from '../../platform/access/index.js';
import { requireStaff } from '../../platform/access/index.js';
import {
  customerProfile,
  findCustomers,
  revealIdentityNumber,
} from '../../../views/customer-lookup.js';
import { createRefundRequests } from './refund-requests.js';
import { listLeads } from '../../sales/leads/index.js';
import { findCustomerById } from '../../customers/customers/index.js';
import { clearUssdPin, hasUssdPin } from '../../identity/auth/index.js';
import { notify } from '../../platform/messaging/index.js';
import { requireStaffSession } from '../../platform/access/index.js';

const anyStaff = requireStaff(...STAFF_ROLES);

const day = text()
  .trim()
  .pipe(z.iso.date('Use a date like 2026-11-24'))
  .transform((v) => new Date(`${v}T00:00:00Z`));

/** The back office's read side: customer look-up (masked, audited) and the leads list. */
export async function backofficeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const tags = ['admin'];

  r.get(
    '/customers',
    {
      preValidation: anyStaff,
      schema: {
        tags,
        summary: 'Find customers by e-mail, phone number or policy number (any staff role)',
        querystring: z.object({
          q: text({ error: 'Enter an e-mail, a phone number or a policy number.' })
            .trim()
            .min(3, 'Enter an e-mail, a phone number or a policy number.')
            .max(254),
        }),
        response: {
          200: dataOf(z.array(customerMatchSchema)),
        },
      },
    },
    async (request) => {
      const found = await findCustomers(db, request.query.q);
      await audit(
        db,
        actorOf(request),
        {
          action: 'customer.searched',
          recordType: 'customer',
          after: { matches: found.map((c) => c.id) },
        },
        app.ctx.now(),
      );
      return { data: found };
    },
  );

  r.get(
    '/customers/:customerId',
    {
      preValidation: anyStaff,
      schema: {
        tags,
        summary:
          "A customer's policies, payments, messages and KYC state, identity numbers masked (any staff role)",
        params: z.object({ customerId: idParam('Unknown customer') }),
        response: {
          200: dataOf(staffCustomerProfileSchema),

          404: errorBody,
        },
      },
    },
    async (request) => {
      const profile = await customerProfile(db, request.params.customerId);
      if (!profile) throw notFound();
      await audit(
        db,
        actorOf(request),
        { action: 'customer.viewed', recordType: 'customer', recordId: profile.id },
        app.ctx.now(),
      );
      return { data: profile };
    },
  );

  r.post(
    '/customers/:customerId/identity-documents/:documentId/reveal',
    {
      preValidation: requireStaff('reviewer', 'administrator'),
      schema: {
        tags,
        summary:
          'Show one full identity number (reviewers, administrators); recorded with its reason',
        params: z.object({
          customerId: idParam('Unknown customer'),
          documentId: idParam('Unknown document'),
        }),
        body: z.object({
          reason: text({ error: 'Say why you need the full number.' })
            .trim()
            .min(5, 'Say why you need the full number.')
            .max(300),
        }),
        response: {
          200: dataOf(revealedIdentitySchema),

          404: errorBody,
        },
      },
    },
    async (request) => {
      const { customerId, documentId } = request.params;
      const shown = await revealIdentityNumber(app.ctx, db, customerId, documentId);
      if (!shown) throw notFound();
      await audit(
        db,
        actorOf(request),
        {
          action: 'identity.revealed',
          recordType: 'identity_document',
          recordId: documentId,
          after: { customer_id: customerId, type: shown.type, reason: request.body.reason },
        },
        app.ctx.now(),
      );
      return { data: shown };
    },
  );

  r.post(
    '/customers/:customerId/ussd-pin/reset',
    {
      preValidation: requireStaff('reviewer', 'administrator'),
      schema: {
        tags,
        summary:
          "Remove a customer's USSD PIN after checking who is asking (reviewers, administrators): they choose a new one by USSD or on the web; recorded with the check made",
        params: z.object({ customerId: idParam('Unknown customer') }),
        body: z.object({
          identity_check: text({ error: 'Say how you checked who is asking.' })
            .trim()
            .min(10, 'Say how you checked who is asking.')
            .max(300),
        }),
        response: {
          200: dataOf(z.object({ customer_id: z.number().int(), pin_removed: z.boolean() })),

          404: errorBody,
        },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      if (!(await findCustomerById(db, customerId))) throw notFound();
      const now = app.ctx.now();
      const removed = await db.transaction(async (tx) => {
        const had = await hasUssdPin(tx, customerId);
        await clearUssdPin(tx, customerId);
        // The customer is told (SMS and the bell): a reset they did not ask for is a warning.
        if (had)
          await notify(tx, {
            customerId,
            event: 'ussd.pin-reset',
            key: `ussd-pin-reset:${customerId}:${now.toISOString()}`,
            params: {},
            at: now,
          });
        await audit(
          tx,
          actorOf(request),
          {
            action: 'customer.ussd_pin_reset',
            recordType: 'customer',
            recordId: customerId,
            before: { pin_set: had },
            after: { pin_set: false, identity_check: request.body.identity_check },
          },
          now,
        );
        return had;
      });
      return { data: { customer_id: customerId, pin_removed: removed } };
    },
  );

  r.get(
    '/leads',
    {
      preValidation: requireStaff('reviewer', 'administrator'),
      schema: {
        tags,
        summary:
          'Leads: applications that could not be completed (salary below the minimum, outside Lagos), newest first; `format=csv` exports them',
        querystring: z.object({
          reason: text().trim().min(1).max(200).optional(),
          from: day.optional(),
          to: day.optional(),
          format: z.enum(['json', 'csv']).default('json'),
        }),
        response: {
          200: dataOf(z.array(staffLeadSchema)).or(z.string()),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await listLeads(db, {
        reason: q.reason,
        from: q.from,
        to: q.to,
        limit: q.format === 'csv' ? 50_000 : 500,
      });
      const answer = rows.map((l) => ({
        id: l.id,
        customer_id: l.customerId,
        name: l.name,
        email: l.email,
        phone: l.phone,
        reason: l.completionFailedReason,
        salary: koboToNairaOrNull(l.salaryKobo),
        created_at: l.createdAt.toISOString(),
      }));
      if (q.format !== 'csv') return { data: answer };
      // An export of personal data: who took it, and how much, is recorded.
      await audit(
        db,
        actorOf(request),
        { action: 'leads.exported', recordType: 'lead', after: { rows: answer.length } },
        app.ctx.now(),
      );
      return sendCsv(reply, 'leads.csv', answer);
    },
  );

  const refundsToApprove = createRefundRequests(app.ctx);
  const staffOf = (request: Parameters<typeof requireStaffSession>[0]) => {
    const s = requireStaffSession(request);
    return { id: s.staffId, roles: s.roles };
  };

  r.post(
    '/refunds',
    {
      preValidation: requireStaff('finance'),
      schema: {
        tags,
        summary: 'Start a refund of a paid payment (finance); it waits for a second finance member',
        description:
          'Maker-checker: nothing is sent until a different finance member approves it at POST /api/admin/refunds/{id}/decision. `amount_kobo` absent refunds what is left of the payment.',
        body: startRefundBodySchema,
        response: {
          201: dataOf(refundRequestAnswerSchema),

          409: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await refundsToApprove.start(staffOf(request), actorOf(request), request.body),
      }),
  );

  r.get(
    '/refunds',
    {
      preValidation: requireStaff('finance', 'administrator'),
      schema: {
        tags,
        summary: 'Refunds staff started, oldest first (finance, administrators)',
        querystring: z.object({
          status: z.enum(['awaiting_approval', 'approved', 'rejected']).optional(),
        }),
        response: {
          200: dataOf(z.array(refundRequestAnswerSchema)),
        },
      },
    },
    async (request) => ({ data: await refundsToApprove.list(request.query.status) }),
  );

  r.post(
    '/refunds/:refundRequestId/decision',
    {
      preValidation: requireStaff('finance'),
      schema: {
        tags,
        summary:
          'Approve (the refund is sent) or reject a refund another finance member started (finance)',
        params: z.object({ refundRequestId: idParam('Unknown refund') }),
        body: moneyDecisionBodySchema,
        response: {
          200: dataOf(refundRequestAnswerSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => ({
      data: await refundsToApprove.decide(
        staffOf(request),
        actorOf(request),
        request.params.refundRequestId,
        request.body,
      ),
    }),
  );
}
