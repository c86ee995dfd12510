import {
  auditRowSchema,
  newStaffAnswerSchema,
  signedOutSchema,
  staffAnswerSchema,
  createStaffBodySchema,
  staffLoginBodySchema,
  text,
  updateStaffBodySchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../lib/envelope.js';
import { sendCsv } from '../../lib/csv.js';
import { idParam } from '../../lib/route-params.js';
import { actorOf, audit, listAudit } from './audit.js';
import { findStaffById, listStaff } from './staff.repo.js';
import { createStaffService, toStaffAnswer } from './staff.service.js';
import {
  clearStaffCookie,
  requireStaff,
  requireStaffSession,
  setStaffCookie,
} from './staff-session.js';

const isoDate = text()
  .trim()
  .pipe(z.iso.datetime({ offset: true }).or(z.iso.date()))
  .transform((v) => new Date(v));

const auditQuerySchema = z.object({
  staff_id: idParam('Unknown staff member').optional(),
  action: text().trim().min(1).max(80).optional(),
  record_type: text().trim().min(1).max(40).optional(),
  record_id: text().trim().min(1).max(80).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  before: idParam('Unknown audit row').optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  format: z.enum(['json', 'csv']).default('json'),
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
          'The code is required whenever the sandbox is off. A missing code answers 401 with `errors.totp`. Sets the staff cookie (path /api/admin, 15 minutes idle).',
        body: staffLoginBodySchema,
        response: {
          200: dataOf(staffAnswerSchema),
          401: errorBody,
          403: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { staff, token, expiresAt } = await service.login(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
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
        response: { 200: dataOf(staffAnswerSchema), 401: errorBody },
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
        response: { 200: dataOf(z.array(staffAnswerSchema)), 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ data: (await listStaff(db)).map(toStaffAnswer) }),
  );

  r.post(
    '/staff',
    {
      preValidation: requireStaff('administrator'),
      schema: {
        tags,
        summary: 'Create a staff member (administrators)',
        description:
          'Answers the first password, the TOTP secret (and its otpauth:// URI for a QR code) and 10 recovery codes, once: they are never shown again. Hand them to the person over a trusted channel.',
        body: createStaffBodySchema,
        response: {
          201: dataOf(newStaffAnswerSchema),
          401: errorBody,
          403: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.create(request.body, actorOf(request)) }),
  );

  r.patch(
    '/staff/:staffId',
    {
      preValidation: requireStaff('administrator'),
      schema: {
        tags,
        summary: "Change a staff member's roles, or disable them (administrators)",
        description: 'Disabling revokes their sessions at once. Nobody can disable themselves.',
        params: z.object({ staffId: idParam('Unknown staff member') }),
        body: updateStaffBodySchema,
        response: {
          200: dataOf(staffAnswerSchema),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => ({
      data: await service.update(request.params.staffId, request.body, actorOf(request)),
    }),
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
          401: errorBody,
          403: errorBody,
          422: errorBody,
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
        action: row.action,
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
