import {
  acceptInvitationBodySchema,
  acceptedInvitationAnswerSchema,
  accessDecisionBodySchema,
  accessRequestAnswerSchema,
  auditChoicesSchema,
  auditCopy,
  auditRowSchema,
  invitedStaffAnswerSchema,
  openInvitationAnswerSchema,
  openInvitationBodySchema,
  signedOutSchema,
  staffAnswerSchema,
  createStaffBodySchema,
  staffLoginBodySchema,
  text,
  updateStaffBodySchema,
  endOfLagosDay,
  startOfLagosDay,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { sendCsv } from '../../../lib/csv.js';
import { idParam } from '../../../lib/route-params.js';
import { actorOf, audit, auditActionName, auditChoices, listAudit } from './audit.js';
import { findStaffById, listStaff } from './staff.repo.js';
import { createStaffService, listStaffAnswers, toStaffAnswer } from './staff.service.js';
import {
  clearStaffCookie,
  requireStaff,
  requireStaffSession,
  setStaffCookie,
} from './staff-session.js';

const LAGOS_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date range bound: an instant (ISO 8601 with offset), or a calendar day in Lagos (UTC+1, no
 * daylight saving: docs/business-rules.md, 'Dates'). A day as `from` starts at its Lagos midnight;
 * as `to` it includes the whole day (issue 30: the audit log's date range is picked in days).
 */
const rangeBound = (end: 'from' | 'to') =>
  text()
    .trim()
    .refine(
      (v) =>
        z.iso.date().safeParse(v).success || z.iso.datetime({ offset: true }).safeParse(v).success,
      { message: 'Please enter a date as YYYY-MM-DD', abort: true },
    )
    .transform((v) => {
      if (!LAGOS_DAY.test(v)) return new Date(v);
      return end === 'from' ? startOfLagosDay(v) : new Date(endOfLagosDay(v));
    });

const auditQuerySchema = z
  .object({
    staff_id: idParam('Unknown staff member').optional(),
    action: text().trim().min(1).max(80).optional(),
    record_type: text().trim().min(1).max(40).optional(),
    record_id: text().trim().min(1).max(80).optional(),
    from: rangeBound('from').optional(),
    to: rangeBound('to').optional(),
    before: idParam('Unknown audit row').optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((q) => !(q.from instanceof Date && q.to instanceof Date) || q.from <= q.to, {
    path: ['to'],
    message: auditCopy.rangeBackwards,
  });

/** The back office's own people: sign-in with a second factor, staff accounts, the audit log. */
export async function staffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createStaffService(app.ctx);
  const { db } = app.ctx.database;
  const tags = ['admin'];

  r.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Staff sign-in: e-mail, password and the authenticator code (or a recovery code)',
        description:
          'The code is required whenever the sandbox is off. A missing code answers 401 with `errors.totp`, whether the password was right or not. After 5 wrong codes for one account in 15 minutes (from any address), every try is 429 and the member is e-mailed. Sets the staff cookie (path /api/admin, 15 minutes idle).',
        body: staffLoginBodySchema,
        response: {
          200: dataOf(staffAnswerSchema),
          401: errorBody,

          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { staff, token, expiresAt } = await service.login(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        log: request.log,
      });
      setStaffCookie(app.ctx, reply, token, expiresAt);
      return { data: staff };
    },
  );

  r.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Staff sign-out: the staff session is revoked',
        response: { 200: dataOf(signedOutSchema) },
      },
    },
    async (request, reply) => {
      if (request.staff) await service.logout(request.staff.sessionId, actorOf(request));
      if (request.staff || request.staffSessionExpired) clearStaffCookie(reply);
      return { data: { signed_out: true as const } };
    },
  );

  r.get(
    '/auth/me',
    {
      preValidation: requireStaff(),
      schema: {
        tags,
        summary: 'The signed-in staff member',
        response: { 200: dataOf(staffAnswerSchema) },
      },
    },
    async (request) => {
      const row = await findStaffById(db, requireStaffSession(request).staffId);
      return { data: toStaffAnswer(row!) };
    },
  );

  r.get(
    '/staff',
    {
      preValidation: requireStaff('administrator'),
      schema: {
        tags,
        summary: 'Every staff member (administrators)',
        response: { 200: dataOf(z.array(staffAnswerSchema)) },
      },
    },
    async () => ({ data: await listStaffAnswers(db, await listStaff(db)) }),
  );

  r.post(
    '/auth/invitation/open',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A staff invitation opens: who is invited, and the authenticator to enrol',
        description:
          'The token is the one in the e-mailed link (after `#`). Answers the authenticator secret (and its otpauth:// URI for a QR code), the same each time until the invitation is accepted. 422 on `token` when it is used, replaced or more than 72 hours old.',
        body: openInvitationBodySchema,
        response: { 200: dataOf(openInvitationAnswerSchema), 429: errorBody },
      },
    },
    async (request) => ({
      data: await service.openInvitation(request.body.token, { ip: request.ip }),
    }),
  );

  r.post(
    '/auth/invitation/accept',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A new staff member sets their password and proves their authenticator',
        description:
          'Uses the invitation (once). Answers 10 recovery codes, once; the member then signs in with their e-mail, password and code.',
        body: acceptInvitationBodySchema,
        response: { 200: dataOf(acceptedInvitationAnswerSchema), 429: errorBody },
      },
    },
    async (request) => ({
      data: await service.acceptInvitation(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      }),
    }),
  );

  r.post(
    '/staff',
    {
      preValidation: requireStaff('administrator'),
      schema: {
        tags,
        summary: 'Invite a staff member (administrators)',
        description:
          'Creates the member and e-mails them a single-use link (72 hours) where they set their password and enrol their authenticator: the answer holds no credentials. Finance and administrator are asked for and held only once a second administrator approves (`pending_access`).',
        body: createStaffBodySchema,
        response: {
          201: dataOf(invitedStaffAnswerSchema),

          409: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await service.invite(
          {
            email: request.body.email,
            name: request.body.name,
            roles: request.body.roles ?? [],
            hospitalCode: request.body.hospital_code,
          },
          actorOf(request),
          request.log,
        ),
      }),
  );

  r.post(
    '/staff/:staffId/invitation',
    {
      preValidation: requireStaff('administrator'),
      schema: {
        tags,
        summary: 'Send a staff member a new invitation (administrators)',
        description:
          'For a member who has not accepted theirs (lost, or more than 72 hours old): the earlier link stops working. 409 when they have already set their password.',
        params: z.object({ staffId: idParam('Unknown staff member') }),
        response: {
          201: dataOf(invitedStaffAnswerSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await service.reinvite(request.params.staffId, actorOf(request), request.log),
      }),
  );

  r.patch(
    '/staff/:staffId',
    {
      preValidation: requireStaff('administrator'),
      schema: {
        tags,
        summary: "Change a staff member's roles, disable or enable them (administrators)",
        description:
          'Disabling revokes their sessions at once. Nobody changes their own roles or disables themselves (403, audited). Granting finance or administrator, or enabling, waits for a second administrator: 202 with `pending_access`; 409 when a change is already waiting.',
        params: z.object({ staffId: idParam('Unknown staff member') }),
        body: updateStaffBodySchema,
        response: {
          200: dataOf(staffAnswerSchema),
          202: dataOf(staffAnswerSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { staff, pending } = await service.update(
        request.params.staffId,
        request.body,
        actorOf(request),
      );
      return reply.code(pending ? 202 : 200).send({ data: staff });
    },
  );

  r.post(
    '/staff-access/:requestId/decision',
    {
      preValidation: requireStaff('administrator'),
      schema: {
        tags,
        summary: 'Approve or reject a change of access (a second administrator)',
        description:
          'Never the administrator who asked for it, nor the member it is for (403, audited). Approving makes the change at once.',
        params: z.object({ requestId: idParam('Unknown request') }),
        body: accessDecisionBodySchema,
        response: {
          200: dataOf(accessRequestAnswerSchema),

          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => ({
      data: await service.decideAccess(request.params.requestId, request.body, actorOf(request)),
    }),
  );

  r.get(
    '/audit/choices',
    {
      preValidation: requireStaff('administrator'),
      schema: {
        tags,
        summary: "The audit log's filter choices (administrators): the actions and the staff in it",
        description:
          'Every action the log holds, and every staff member who acted (by id, with the e-mail they had), for the filters to offer as lists (issue 30).',
        response: { 200: dataOf(auditChoicesSchema) },
      },
    },
    async () => ({ data: await auditChoices(db) }),
  );

  r.get(
    '/audit',
    {
      preValidation: requireStaff('administrator'),
      schema: {
        tags,
        summary: 'The audit log, newest first (administrators); `format=csv` exports it',
        description:
          'Every staff action: who, in which roles, what, on which record, before and after, when, from where. Page with `before` (the last id seen). An export is itself an audited action.',
        querystring: auditQuerySchema,
        response: {
          200: dataOf(z.array(auditRowSchema)).or(z.string()),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await listAudit(db, {
        ...(q.staff_id !== undefined ? { staffId: q.staff_id } : {}),
        ...(q.action ? { action: q.action } : {}),
        ...(q.record_type ? { recordType: q.record_type } : {}),
        ...(q.record_id ? { recordId: q.record_id } : {}),
        ...(q.from ? { from: q.from } : {}),
        ...(q.to ? { to: q.to } : {}),
        ...(q.before !== undefined ? { before: q.before } : {}),
        limit: q.format === 'csv' ? 10_000 : q.limit,
      });
      const answer = rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        staff_id: row.staffId,
        staff_email: row.staffEmail,
        roles: row.roles,
        action: auditActionName(row.action),
        record_type: row.recordType,
        record_id: row.recordId,
        before: row.before,
        after: row.after,
        ip: row.ip,
        user_agent: row.userAgent,
      }));
      if (q.format !== 'csv') return { data: answer };
      await audit(
        db,
        actorOf(request),
        {
          action: 'audit.exported',
          after: { rows: answer.length, filters: { ...q, format: undefined } },
        },
        app.ctx.now(),
      );
      return sendCsv(
        reply,
        'audit-log.csv',
        answer.map((a) => ({
          ...a,
          roles: a.roles.join(' '),
          before: a.before === null ? '' : JSON.stringify(a.before),
          after: a.after === null ? '' : JSON.stringify(a.after),
        })),
      );
    },
  );
}
