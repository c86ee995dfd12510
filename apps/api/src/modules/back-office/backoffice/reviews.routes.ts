import {
  reviewDecisionAnswerSchema,
  reviewDecisionBodySchema,
  reviewItemSchema,
  reviewKindSchema,
  reviewsCopy,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cursorPageOf, dataOf, errorBody } from '../../../lib/envelope.js';
import { cursorQuery } from '../../../lib/paging.js';
import { attachmentAnswer, sendEvidenceInline } from '../../../lib/file-types.js';
import { textParam } from '../../../lib/route-params.js';
import { actorOf, audit } from '../../platform/access/index.js';
import { requireStaff, requireStaffSession } from '../../platform/access/index.js';
import { createReviews } from './reviews.js';

const reviewParams = z.object({
  reviewId: textParam(40).describe("'employment-12', 'kyc-5' or 'hospital-change-7'"),
});

/**
 * The work queues of the back office (issue 16): employment letters, KYC verifications held for
 * review and hospital change requests, for reviewers.
 */
export async function reviewsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reviews = createReviews(app.ctx);
  const reviewer = requireStaff('reviewer');
  const tags = ['admin'];

  r.get(
    '/reviews',
    {
      preValidation: reviewer,
      schema: {
        tags,
        summary:
          'Open items of one work queue (employment, kyc, hospital-change), oldest first, with their evidence (reviewers); a keyset page of `limit` (50), the next after `cursor` (meta.next_cursor)',
        description:
          "400 for a cursor that is not one this queue gave (edited, cut short, another kind's).",
        querystring: z.object({ kind: reviewKindSchema }).extend(cursorQuery(50, 200).shape),
        response: {
          200: cursorPageOf(reviewItemSchema),
          400: errorBody,
        },
      },
    },
    async (request) => {
      const { kind, ...page } = request.query;
      return reviews.list(kind, page);
    },
  );

  // A file, not JSON: the evidence a reviewer reads, inline for a PDF or a picture.
  app.get<{ Params: z.infer<typeof reviewParams> }>(
    '/reviews/:reviewId/file',
    {
      preValidation: reviewer,
      schema: {
        tags,
        summary:
          'The evidence of a review: the employment letter or the licence picture, shown inline (reviewers; each view is audited)',
        params: reviewParams,
        response: {
          200: attachmentAnswer('The evidence file (shown inline when it is a PDF or a picture)', [
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
      const file = await reviews.file(request.params.reviewId);
      await audit(
        app.ctx.database.db,
        actorOf(request),
        {
          action: 'review.file_viewed',
          recordType: `${file.kind}_review`,
          recordId: request.params.reviewId,
          after: { customer_id: file.customerId, content_type: file.contentType },
        },
        app.ctx.now(),
      );
      return sendEvidenceInline(reply, {
        fileName: file.fileName,
        contentType: file.contentType,
        body: file.content,
      });
    },
  );

  r.post(
    '/reviews/:reviewId/decision',
    {
      preValidation: reviewer,
      schema: {
        tags,
        summary:
          'Approve or reject one review (reviewers); a reason is required to reject. The customer is told by SMS, e-mail and in the app',
        description: `A decided review cannot be decided again (409 '${reviewsCopy.alreadyDecided}'); of two reviewers deciding at once, one wins.`,
        params: reviewParams,
        body: reviewDecisionBodySchema,
        response: {
          200: dataOf(reviewDecisionAnswerSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => ({
      data: await reviews.decide(
        requireStaffSession(request).staffId,
        actorOf(request),
        request.params.reviewId,
        request.body,
      ),
    }),
  );
}
