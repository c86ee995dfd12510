import {
  adminClaimSchema,
  claimAutomationAnswerSchema,
  claimAutomationBodySchema,
  claimAutomationReportSchema,
  claimLookBackBodySchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { idParam } from '../../../lib/route-params.js';
import { actorOf, requireStaff, requireStaffSession } from '../../platform/access/index.js';
import {
  automationAnswer,
  decideAutomationChange,
  proposeAutomationChange,
} from './claim-automation.js';
import { automationReport, lookBackQueue, recordLookBack } from './claim-look-back.js';

/**
 * The automation's settings (issue 39; docs/business-rules.md, 'Claims paid by rules'): read by
 * the claims team and finance, changed by an administrator and applied once another approves.
 */
export async function claimAutomationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const changeParams = z.object({ changeId: idParam('Unknown change') });

  r.get(
    '/claims/automation',
    {
      preValidation: requireStaff('claims_officer', 'finance', 'administrator'),
      schema: {
        tags,
        summary:
          'The rules that approve small claims at once: on or off, the most per claim and per day (kobo), the share sampled for a person, and a change waiting for approval',
        response: { 200: dataOf(claimAutomationAnswerSchema) },
      },
    },
    async () => ({ data: await automationAnswer(app.ctx) }),
  );

  r.put(
    '/claims/automation',
    {
      preValidation: requireStaff('administrator'),
      schema: {
        tags,
        summary:
          'Propose new settings (administrator): 202 with pending_change; they apply once another administrator approves',
        description: '409 while another change waits for approval; 422 for a value out of range.',
        body: claimAutomationBodySchema,
        response: {
          202: dataOf(claimAutomationAnswerSchema),

          409: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ data: await proposeAutomationChange(app.ctx, actorOf(request), request.body) }),
  );

  r.post(
    '/claims/automation/changes/:changeId/approve',
    {
      preValidation: requireStaff('administrator'),
      schema: {
        tags,
        summary:
          'Approve a proposed change (another administrator than the proposer: the proposer is 403, audited); it is in force at once',
        params: changeParams,
        response: {
          200: dataOf(claimAutomationAnswerSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => ({
      data: await decideAutomationChange(
        app.ctx,
        actorOf(request),
        request.params.changeId,
        'approve',
      ),
    }),
  );

  r.post(
    '/claims/automation/changes/:changeId/reject',
    {
      preValidation: requireStaff('administrator'),
      schema: {
        tags,
        summary:
          'Turn a proposed change down (any administrator, the proposer too): nothing changes',
        params: changeParams,
        response: {
          200: dataOf(claimAutomationAnswerSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => ({
      data: await decideAutomationChange(
        app.ctx,
        actorOf(request),
        request.params.changeId,
        'reject',
      ),
    }),
  );

  r.get(
    '/claims/automation/report',
    {
      preValidation: requireStaff('claims_officer', 'finance', 'administrator'),
      schema: {
        tags,
        summary:
          "The rules' outcomes over 7 Lagos days from `from` (default: the 7 days before today): approved, sent to a person, sampled, looked back at, found wrong",
        querystring: z.object({
          from: z.iso.date({ error: 'Please enter the date (YYYY-MM-DD)' }).optional(),
        }),
        response: {
          200: dataOf(claimAutomationReportSchema),
        },
      },
    },
    async (request) => ({ data: await automationReport(app.ctx, request.query.from) }),
  );

  r.get(
    '/claims/look-back',
    {
      preValidation: requireStaff('claims_officer', 'administrator'),
      schema: {
        tags,
        summary:
          'The look back: claims the rules approved that no claims officer has reviewed yet, due first (5 working days after the approval), each with the rules that held',
        response: { 200: dataOf(z.array(adminClaimSchema)) },
      },
    },
    async () => ({ data: await lookBackQueue(app.ctx) }),
  );

  r.post(
    '/claims/:claimId/look-back',
    {
      preValidation: requireStaff('claims_officer'),
      schema: {
        tags,
        summary:
          "A claims officer's finding on a claim the rules approved: fine, or a problem (a recovery for finance, never a silent reversal)",
        description:
          '409 for a claim the rules did not approve or one already looked back at; 422 without a note.',
        params: z.object({ claimId: idParam('Unknown claim') }),
        body: claimLookBackBodySchema,
        response: {
          200: dataOf(adminClaimSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const staff = requireStaffSession(request);
      return {
        data: await recordLookBack(
          app.ctx,
          staff.staffId,
          actorOf(request),
          request.params.claimId,
          request.body,
        ),
      };
    },
  );
}
