import { randomBytes } from 'node:crypto';
import {
  isUrgent,
  OPEN_TELEMEDICINE_STATUSES,
  telemedicineCallbackSchema,
  telemedicineCopy,
  type telemedicineRequestBodySchema,
  type TelemedicineRequestAnswer,
  type TelemedicineUrgency,
} from '@alaafia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { enqueueJob } from '../../../jobs/queue.js';
import { badRequest, conflict, HttpError, unauthorized } from '../../../lib/http-errors.js';
import type { RateLimitRule } from '../../../lib/rate-limit.js';
import { isUniqueViolation } from '../../../lib/unique-violation.js';
import { verifyTelemedicineSignature } from '../../../integrations/telemedicine/signature.js';
import { moveTelemedicine } from './telemedicine-moves.js';
import {
  customerHospitalName,
  findActiveHealthPlan,
  findPolicyMember,
  findTelemedicineByReference,
  findTelemedicineRequest,
  insertTelemedicineRequest,
  listTelemedicineRequests,
  openTelemedicineRequest,
  setPartnerReference,
  type TelemedicineRow,
} from './telemedicine.repo.js';

/**
 * 'Talk to a doctor' requests per customer: one open at a time (openRequest), and at most this many
 * in a day whatever happens to them (docs/business-rules.md, 'Telemedicine').
 */
const telemedicineRateLimit: RateLimitRule = {
  name: 'telemedicine:customer',
  limit: 5,
  windowMs: 24 * 3_600_000,
};

export function toTelemedicineAnswer(row: TelemedicineRow): TelemedicineRequestAnswer {
  return {
    reference: row.reference,
    status: row.status,
    status_text: telemedicineCopy.statusText[row.status],
    urgency: row.urgency as TelemedicineUrgency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** TM- and 10 characters from a CSPRNG: not guessable, unlike an id, so a callback cannot guess one. */
function newReference(): string {
  return `TM-${randomBytes(8).toString('base64url').replace(/[-_]/g, '').slice(0, 10).toUpperCase()}`;
}

/** What the partner's callback is answered with: the partner reads it, never a customer (English). */
const telemedicineWebhookCopy = {
  badSignature: 'Invalid signature',
  unknownReference: 'No telemedicine request has this reference.',
} as const;

export function createTelemedicineService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    /**
     * A new request. Urgent signs come first: nothing is saved or sent, and the answer (422) tells the
     * customer to go to their hospital or call 112. Then: an active health plan, no request already
     * open, the daily limit; the request is saved and its job queued in one transaction.
     */
    async request(customerId: number, body: z.output<typeof telemedicineRequestBodySchema>) {
      if (isUrgent(body)) {
        const hospital = await customerHospitalName(db, customerId);
        const advice = telemedicineCopy.urgentAdvice(hospital);
        throw new HttpError(422, advice, { urgent_signs: [advice] }, { urgent: true, hospital });
      }
      const plan = await findActiveHealthPlan(db, customerId);
      if (!plan) throw new HttpError(422, telemedicineCopy.noHealthPlan);
      if (await openTelemedicineRequest(db, customerId, OPEN_TELEMEDICINE_STATUSES))
        throw conflict(telemedicineCopy.openRequest);
      await ctx.rateLimiter.consume(telemedicineRateLimit, String(customerId));
      const at = ctx.now();
      // Two asked at once both pass the check above: the partial unique index of open requests
      // (telemedicine_requests_one_open_key, issue 38 item 11) stores one; the other is the same 409.
      return db
        .transaction(async (tx) => {
          const row = await insertTelemedicineRequest(tx, {
            reference: newReference(),
            customerId,
            policyId: plan.policyId,
            symptomsEncrypted: ctx.cipher.encrypt(body.symptoms),
            urgency: body.urgency,
            status: 'requested',
            createdAt: at,
            updatedAt: at,
          });
          await enqueueJob(
            tx,
            'telemedicine.send',
            { requestId: row.id },
            {
              dedupeKey: row.reference,
              runAt: at,
            },
          );
          return row;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(telemedicineCopy.openRequest);
          throw error;
        });
    },

    async list(customerId: number) {
      return (await listTelemedicineRequests(db, customerId)).map(toTelemedicineAnswer);
    },

    /**
     * The partner's signed callback (POST /api/webhooks/telemedicine): a bad signature is 401 and
     * changes nothing; an unknown reference is 404; a move the table does not allow (a repeat, or
     * back from closed) changes nothing and answers the request as it stands.
     */
    async callback(rawBody: Buffer, signature: string | undefined) {
      if (!verifyTelemedicineSignature(ctx.config.telemedicine.webhookSecret, rawBody, signature))
        throw unauthorized(telemedicineWebhookCopy.badSignature);
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badRequest();
      }
      const body = telemedicineCallbackSchema.safeParse(parsed);
      if (!body.success) throw badRequest();
      const row = await findTelemedicineByReference(db, body.data.reference);
      if (!row) throw new HttpError(404, telemedicineWebhookCopy.unknownReference);
      const moved = await db.transaction((tx) =>
        moveTelemedicine(tx, row, body.data.status, 'partner', ctx.now()),
      );
      return { reference: row.reference, status: (moved ?? row).status };
    },
  };
}

/**
 * The job telemedicine.send: hands one request to the partner (ctx.telemedicine), then moves it to
 * sent and tells the customer. A partner error throws and pg-boss retries with backoff; a request
 * already moved on (the partner's callback came first) is not sent again.
 */
export async function sendTelemedicineRequest(ctx: AppContext, requestId: number) {
  const { db } = ctx.database;
  const row = await findTelemedicineRequest(db, requestId);
  if (!row || row.status !== 'requested') return;
  // The request's own policy: it goes even when the plan was paused since (it was made while covered).
  const member = await findPolicyMember(db, row.policyId);
  if (!member) throw new Error(`telemedicine request ${row.id}: its policy is gone`);
  const { partnerReference } = await ctx.telemedicine.send({
    reference: row.reference,
    member: {
      name: `${member.firstName} ${member.lastName}`,
      phone: member.phone,
      plan: member.plan,
      hospital: member.hospital,
    },
    symptoms: ctx.cipher.decrypt(row.symptomsEncrypted),
    urgency: row.urgency as TelemedicineUrgency,
    requested_at: row.createdAt.toISOString(),
    callback_url: `${ctx.config.appUrl}/api/webhooks/telemedicine`,
  });
  await db.transaction(async (tx) => {
    if (partnerReference) await setPartnerReference(tx, row.id, partnerReference);
    await moveTelemedicine(tx, row, 'sent', 'system', ctx.now(), { phone: member.phone });
  });
}
