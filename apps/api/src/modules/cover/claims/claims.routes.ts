import {
  adminClaimSchema,
  adminPayoutSchema,
  claimBankAccountAnswerSchema,
  claimBankAccountBodySchema,
  claimBodySchema,
  claimEligibilityAnswerSchema,
  claimEligibilityQuerySchema,
  claimConfirmBodySchema,
  claimDecisionBodySchema,
  claimInfoBodySchema,
  claimLimitsAnswerSchema,
  claimPayoutAccountAnswerSchema,
  claimPromiseAnswerSchema,
  claimSchema,
  CLAIM_REJECTION_CODES,
  claimStatusSchema,
  lagosDate,
  lunarHolidaysWarning,
  payoutStatusSchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../../lib/csv.js';
import { cursorPageOf, dataOf, errorBody } from '../../../lib/envelope.js';
import { cursorQuery } from '../../../lib/paging.js';
import { attachmentAnswer, sendEvidenceInline } from '../../../lib/file-types.js';
import { customerIdParams, idParam } from '../../../lib/route-params.js';
import { onlyOwn, ownCustomerId } from '../../../plugins/session.js';
import { actorOf, audit } from '../../platform/access/index.js';
import { payoutAccountOf } from '../../../views/payout-account.js';
import { requireStaff, requireStaffSession } from '../../platform/access/index.js';
import { claimEligibility, claimLimits } from './claim-cover.js';
import {
  addClaimInformation,
  confirmClaimBankAccount,
  confirmStillOutOfWork,
  fileClaim,
  getOwnClaim,
  listOwnClaims,
} from './claim-filing.js';
import { decideClaim } from './claim-decisions.js';
import { claimsPromise } from './claim-promise.js';
import {
  claimDocument,
  claimRejectionCounts,
  getClaimForStaff,
  listClaimQueue,
} from './claim-queue.js';
import { createPayoutService } from './payout-admin.js';

/** The back office's queues: pages of 50, at most 200 (docs/architecture.md, 'Paging'). */
const queuePage = cursorQuery(50, 200);
const failures = { 404: errorBody, 409: errorBody };
const claimParams = customerIdParams.extend({ claimId: idParam('Unknown claim') });

/** Customer claims (issue 17): file, list, read, answer a request for information, confirm still out of work. */
export async function claimRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/claims/promise',
    {
      config: { cacheSeconds: 300 },
      schema: {
        tags: ['claims'],
        summary:
          'Public: how fast we paid over the last 90 days, measured (median minutes from filing to the first payment, for claims the rules approved and for claims a person decided), and the sentence the public pages state',
        response: { 200: dataOf(claimPromiseAnswerSchema) },
      },
    },
    async () => ({ data: await claimsPromise(app.ctx) }),
  );
  const tags = ['claims'];

  r.post(
    '/customers/:id/claims',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'Make a claim: income protection (EI: reason, date_of_job_loss) or Health Cash (HTCI: benefit, date_of_event, amount_claimed), with documents and the payout bank account',
        description:
          '422 with the reason on errors.<field>: a not-covered reason (errors.reason), the 90-day waiting period or no cover on that date (errors.date_of_job_loss / date_of_event), no policy (errors.product_uid), an open claim for the same policy and benefit (errors.product_uid / benefit), a claim already made for the same benefit and date (errors.date_of_job_loss / date_of_event), an unverified customer (errors.product_uid), death by accident (errors.benefit: for the next of kin), a Health Cash limit used up or exceeded in the policy year (errors.benefit / amount_claimed), a new income claim within 6 months of the last payment of an earlier one (errors.product_uid), notice of the job loss before purchase (errors.notice_before_purchase), a bank account not in the verified name (errors.account_number).',
        params: customerIdParams,
        body: claimBodySchema,
        response: { 201: dataOf(claimSchema), ...failures },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      return reply.code(201).send({ data: await fileClaim(app.ctx, id, request.body) });
    },
  );

  r.get(
    '/customers/:id/claims',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: "The customer's claims, newest first, each with its timeline, payouts and clock",
        params: customerIdParams,
        response: { 200: dataOf(z.array(claimSchema)), ...failures },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      reply.header('Cache-Control', 'private, no-store');
      return { data: await listOwnClaims(app.ctx, id) };
    },
  );

  r.get(
    '/customers/:id/claims/limits',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'Health Cash: what each limit can still pay in the policy year of `date` (today when not given), across all claims, told before filing',
        params: customerIdParams,
        querystring: z.object({
          date: z.iso.date({ error: 'Please enter the date (YYYY-MM-DD)' }).optional(),
        }),
        response: { 200: dataOf(claimLimitsAnswerSchema), ...failures },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      reply.header('Cache-Control', 'private, no-store');
      return { data: await claimLimits(app.ctx, id, request.query.date) };
    },
  );

  r.get(
    '/customers/:id/claims/eligibility',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          "Before anything is uploaded: can a claim on this product be made for an event on `date`? The filing's own date rules, by the server's clock",
        description:
          "422 with the reason on errors.<field>, as filing gives it: a date in the future, no cover on that date or income protection's 90-day waiting period (errors.date_of_job_loss for EI, errors.date_of_event for HTCI), no policy or an unverified customer (errors.product_uid).",
        params: customerIdParams,
        querystring: claimEligibilityQuerySchema,
        response: { 200: dataOf(claimEligibilityAnswerSchema), ...failures },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      reply.header('Cache-Control', 'private, no-store');
      return { data: await claimEligibility(app.ctx, id, request.query) };
    },
  );

  r.post(
    '/customers/:id/claims/bank-account',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          "The payout account confirmed as soon as its 10 digits are typed: the account name when it is in the customer's verified name",
        description:
          '422 on errors.account_number for an account in another name (its name is not told) or not found, on errors.bank_code for an unknown bank; 429 after 20 checks a day. Filing checks the account again.',
        params: customerIdParams,
        body: claimBankAccountBodySchema,
        response: { 200: dataOf(claimBankAccountAnswerSchema), ...failures, 429: errorBody },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return { data: await confirmClaimBankAccount(app.ctx, id, request.body) };
    },
  );

  r.get(
    '/customers/:id/claims/payout-account',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          "The payout account the claim form starts from: the latest claim's account, else the bank account the identity check verified; null when there is neither",
        params: customerIdParams,
        response: { 200: dataOf(claimPayoutAccountAnswerSchema), ...failures },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      reply.header('Cache-Control', 'private, no-store');
      return { data: await payoutAccountOf(app.ctx, id) };
    },
  );

  r.get(
    '/customers/:id/claims/:claimId',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary: "One of the customer's claims (another customer's claim is 403)",
        params: claimParams,
        response: { 200: dataOf(claimSchema), ...failures },
      },
    },
    async (request, reply) => {
      const id = ownCustomerId(request);
      reply.header('Cache-Control', 'private, no-store');
      return { data: await getOwnClaim(app.ctx, id, request.params.claimId) };
    },
  );

  r.post(
    '/customers/:id/claims/:claimId/documents',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'Answer a request for more information (documents from POST /local/upload/s3 with type claim_document, and/or a note); the claim goes back into review',
        params: claimParams,
        body: claimInfoBodySchema,
        response: { 200: dataOf(claimSchema), ...failures },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return { data: await addClaimInformation(app.ctx, id, request.params.claimId, request.body) };
    },
  );

  r.post(
    '/customers/:id/claims/:claimId/confirm',
    {
      preValidation: onlyOwn('id'),
      schema: {
        tags,
        summary:
          'Income protection: before each later monthly payment, say whether you are still out of work (false stops the payments and closes the claim)',
        params: claimParams,
        body: claimConfirmBodySchema,
        response: { 200: dataOf(claimSchema), ...failures },
      },
    },
    async (request) => {
      const id = ownCustomerId(request);
      return {
        data: await confirmStillOutOfWork(
          app.ctx,
          id,
          request.params.claimId,
          request.body.still_unemployed,
        ),
      };
    },
  );
}

/** The back office's claims queue and decisions (claims_officer) and payouts (finance). */
export async function claimAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const payoutService = createPayoutService(app.ctx);
  const tags = ['admin'];
  const readers = requireStaff('claims_officer', 'finance', 'administrator');
  const adminClaimParams = z.object({ claimId: idParam('Unknown claim') });

  r.get(
    '/claims',
    {
      preValidation: readers,
      schema: {
        tags,
        summary:
          'Claims sorted by what is due first (decision 10 working days after complete, payment 72 hours after approval), late ones flagged (late: true), then the paid, rejected and closed ones; a keyset page of `limit` (50), the next after `cursor` (meta.next_cursor)',
        description: '400 for a cursor that is not one this list gave (edited, cut short).',
        querystring: z.object({ status: claimStatusSchema.optional() }).extend(queuePage.shape),
        response: {
          200: cursorPageOf(adminClaimSchema),
          400: errorBody,
        },
      },
    },
    async (request) => {
      const { status, ...page } = request.query;
      return listClaimQueue(app.ctx, status, page);
    },
  );

  r.get(
    '/claims/rejections',
    {
      preValidation: readers,
      schema: {
        tags,
        summary:
          "Rejected claims counted by coded reason, for the underwriter's report; format=csv downloads it (claim-rejections.csv)",
        querystring: z.object({ format: z.enum(['json', 'csv']).optional() }),
        response: {
          200: dataOf(
            z.array(
              z.object({
                code: z.enum(CLAIM_REJECTION_CODES).nullable(),
                label: z.string(),
                count: z.number(),
              }),
            ),
          ),
        },
      },
    },
    async (request, reply) => {
      const rows = await claimRejectionCounts(app.ctx);
      if (request.query.format !== 'csv') return { data: rows };
      return sendCsv(reply, 'claim-rejections.csv', rows, ['code', 'label', 'count']);
    },
  );

  r.get(
    '/claims/notices',
    {
      preValidation: readers,
      schema: {
        tags,
        summary:
          "Warnings for the claims team above the queue: the claims clock's Islamic holidays running out (from the year before they end)",
        response: {
          200: dataOf(z.object({ notices: z.array(z.string()) })),
        },
      },
    },
    async () => {
      const warning = lunarHolidaysWarning(lagosDate(app.ctx.now()));
      return { data: { notices: warning ? [warning] : [] } };
    },
  );

  r.get(
    '/claims/:claimId',
    {
      preValidation: readers,
      schema: {
        tags,
        summary: 'One claim with its evidence (each served by the audited staff file route)',
        params: adminClaimParams,
        response: { 200: dataOf(adminClaimSchema), 404: errorBody },
      },
    },
    async (request) => {
      const claim = await getClaimForStaff(app.ctx, request.params.claimId);
      await audit(
        app.ctx.database.db,
        actorOf(request),
        { action: 'claim.viewed', recordType: 'claim', recordId: claim.id },
        app.ctx.now(),
      );
      return { data: claim };
    },
  );

  const documentParams = adminClaimParams.extend({ documentId: idParam('Unknown document') });
  app.get<{ Params: z.infer<typeof documentParams> }>(
    '/claims/:claimId/documents/:documentId',
    {
      preValidation: requireStaff('claims_officer', 'administrator'),
      schema: {
        tags,
        summary: "A claim's evidence file (claims officers, administrators); every view is audited",
        params: documentParams,
        response: {
          200: attachmentAnswer("The claim's evidence file", [
            'application/pdf',
            'image/jpeg',
            'image/png',
            'application/msword',
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          ]),

          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { claimId, documentId } = request.params;
      const file = await claimDocument(app.ctx, claimId, documentId);
      await audit(
        app.ctx.database.db,
        actorOf(request),
        {
          action: 'claim.document_viewed',
          recordType: 'claim',
          recordId: claimId,
          after: { document_id: documentId, name: file.fileName },
        },
        app.ctx.now(),
      );
      // Shown in the back office's page (PDF and pictures inline, framed only by our own pages).
      return sendEvidenceInline(reply, {
        fileName: file.fileName,
        contentType: file.contentType,
        body: file.content,
      });
    },
  );

  r.post(
    '/claims/:claimId/decision',
    {
      preValidation: requireStaff('claims_officer'),
      schema: {
        tags,
        summary:
          'Decide a claim (claims_officer): approve (schedules the payouts; HTCI amount = what the evidence shows, up to the limit), reject, or request_info',
        params: adminClaimParams,
        body: claimDecisionBodySchema,
        response: { 200: dataOf(adminClaimSchema), ...failures },
      },
    },
    async (request) => {
      const staff = requireStaffSession(request);
      return {
        data: await decideClaim(
          app.ctx,
          staff.staffId,
          actorOf(request),
          request.params.claimId,
          request.body,
        ),
      };
    },
  );

  r.get(
    '/payouts',
    {
      preValidation: requireStaff('finance', 'administrator'),
      schema: {
        tags,
        summary:
          'Claim payouts, by due date (finance, administrators); status=awaiting_approval is the approval queue; a keyset page of `limit` (50), the next after `cursor` (meta.next_cursor)',
        description: '400 for a cursor that is not one this list gave (edited, cut short).',
        querystring: z.object({ status: payoutStatusSchema.optional() }).extend(queuePage.shape),
        response: {
          200: cursorPageOf(adminPayoutSchema),
          400: errorBody,
        },
      },
    },
    async (request) => {
      const { status, ...page } = request.query;
      return payoutService.list(status, page);
    },
  );

  r.post(
    '/payouts/:payoutId/approve',
    {
      preValidation: requireStaff('finance'),
      schema: {
        tags,
        summary:
          'Approve a payout (finance, never the officer who approved the claim): sent when due; a failed or reversed payout approved again goes out under a new reference',
        params: z.object({ payoutId: idParam('Unknown payout') }),
        response: { 200: dataOf(adminPayoutSchema), ...failures },
      },
    },
    async (request) => {
      const s = requireStaffSession(request);
      return {
        data: await payoutService.approve(
          { id: s.staffId, roles: s.roles },
          actorOf(request),
          request.params.payoutId,
        ),
      };
    },
  );
}
