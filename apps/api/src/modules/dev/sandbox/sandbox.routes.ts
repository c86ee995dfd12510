import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  jobsRunSchema,
  normalizeNigerianPhone,
  outboxMessageSchema,
  sandboxClockSchema,
  sandboxHospitalStaffBodySchema,
  sandboxStaffBodySchema,
  staffAnswerSchema,
  text,
} from '@alaafia/domain';
import { z } from 'zod';
import { dataOf } from '../../../lib/envelope.js';
import { listOutbox } from '../../platform/messaging/index.js';
import { badRequest } from '../../../lib/http-errors.js';
import { errorBody } from '../../../lib/envelope.js';
import { actorOf } from '../../platform/access/index.js';
import { createStaffService } from '../../platform/access/index.js';

export const outboxNeedsRecipient =
  "Say whose messages to show: add ?to= with the customer's phone number or e-mail address.";

/** Routes that exist only while the sandbox providers are on (never in a real deployment). */
export async function sandboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  r.get(
    '/outbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: "One recipient's SMS and e-mails from the sandbox, newest first",
        description:
          "`to` (a phone or an e-mail address) is required: without it the answer is 400, and no other recipient's messages are ever listed.",
        querystring: z.object({ to: text().trim().max(254).optional() }),
        response: {
          200: dataOf(z.array(outboxMessageSchema)),
        },
      },
    },
    async (request) => {
      const to = request.query.to;
      // Without a recipient the outbox would hand anyone every code and password-reset link.
      if (!to) throw badRequest(outboxNeedsRecipient);
      const key = to.includes('@') ? to : (normalizeNigerianPhone(to) ?? to);
      return { data: await listOutbox(db, key) };
    },
  );

  const staff = createStaffService(app.ctx);
  r.post(
    '/staff',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Create a back-office staff member without a second factor (sandbox only)',
        description:
          'For tests and demos: the staff member signs in at POST /api/admin/auth/login with this e-mail and password and no code. `role` (one) or `roles` (several).',
        body: sandboxStaffBodySchema,
        response: {
          201: dataOf(staffAnswerSchema),
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const roles = [...new Set([...(b.roles ?? []), ...(b.role ? [b.role] : [])])].sort();
      const created = await staff.createForSandbox(
        { email: b.email, password: b.password, name: b.name ?? b.email.split('@')[0]!, roles },
        actorOf(request),
      );
      return reply.code(201).send({ data: created });
    },
  );

  r.post(
    '/hospital-staff',
    {
      schema: {
        tags: ['sandbox'],
        summary: "Create a hospital's staff member without a second factor (sandbox only)",
        description:
          'For tests and demos (issue 28): the member of the hospital with this code signs in to the hospital portal at POST /api/hospital/auth/login with this e-mail and password and no code. They hold no back-office role and cannot sign in to the back office.',
        body: sandboxHospitalStaffBodySchema,
        response: { 201: dataOf(staffAnswerSchema), 409: errorBody },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const created = await staff.createForSandbox(
        {
          email: b.email,
          password: b.password,
          name: b.name ?? b.email.split('@')[0]!,
          roles: [],
          hospitalCode: b.hospital_code,
        },
        actorOf(request),
      );
      return reply.code(201).send({ data: created });
    },
  );

  r.get(
    '/clock',
    {
      schema: {
        tags: ['sandbox'],
        summary: "The application's clock (sandbox only)",
        description:
          'Every rule and job reads this clock. Move it with POST /api/sandbox/clock { "days": N } or { "minutes": N }.',
        response: { 200: dataOf(sandboxClockSchema) },
      },
    },
    async () => {
      await app.ctx.sandboxClock?.load(db);
      return { data: { now: app.ctx.now().toISOString() } };
    },
  );

  const daysCopy = 'Say how many days to move the clock forward (1 to 400).';
  const minutesCopy = 'Say how many minutes to move the clock forward (1 to 1,440).';
  r.post(
    '/clock',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          "Move the application's clock forward N days ({ days }, 1 to 400) or N minutes ({ minutes }, 1 to 1,440) (sandbox only)",
        description:
          'Then POST /api/sandbox/jobs/run runs what fell due: a month of a customer in seconds, or the hour a hospital waits for an answer by the minute. One of `days` and `minutes`, not both. The clock never goes back.',
        body: z
          .object({
            days: z
              .number({ error: daysCopy })
              .int(daysCopy)
              .min(1, daysCopy)
              .max(400, daysCopy)
              .optional(),
            minutes: z
              .number({ error: minutesCopy })
              .int(minutesCopy)
              .min(1, minutesCopy)
              .max(1440, minutesCopy)
              .optional(),
          })
          .refine((b) => (b.days === undefined) !== (b.minutes === undefined), {
            error: 'Say how far to move the clock forward: { "days": N } or { "minutes": N }.',
            path: ['days'],
          }),
        response: { 200: dataOf(sandboxClockSchema) },
      },
    },
    async (request) => {
      const clock = app.ctx.sandboxClock;
      if (!clock) throw badRequest();
      const { days, minutes } = request.body;
      const now = await clock.advance(
        db,
        days !== undefined ? { days } : { minutes: minutes ?? 0 },
      );
      return { data: { now: now.toISOString() } };
    },
  );

  r.delete(
    '/clock',
    {
      schema: {
        tags: ['sandbox'],
        summary: "Put the application's clock back to the real time (sandbox only)",
        description:
          'For the end of a test or a demo. What happened while the clock was ahead stays as it happened.',
        response: { 200: dataOf(sandboxClockSchema) },
      },
    },
    async () => {
      const clock = app.ctx.sandboxClock;
      if (!clock) throw badRequest();
      return { data: { now: (await clock.reset(db)).toISOString() } };
    },
  );

  r.post(
    '/jobs/run',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Run every scheduled job due now, to completion (sandbox only)',
        description:
          "Schedules what is due by the application's clock (premium collection, reminders, reconciliation...), runs it and everything it queued, and answers how many jobs of each kind ran.",
        response: {
          200: dataOf(jobsRunSchema),
        },
      },
    },
    async () => {
      await app.ctx.sandboxClock?.load(db);
      return { data: await app.jobs.runDueJobs({ schedule: true }) };
    },
  );
}
