import {
  capitationStatementSchema,
  dobSchema,
  eligibilitySchema,
  hospitalLoginBodySchema,
  hospitalPreauthorisationSchema,
  memberNumberSchema,
  preauthorisationBillBodySchema,
  preauthorisationBodySchema,
  preauthorisationCreatedSchema,
  signedOutSchema,
  visitBodySchema,
  visitSchema,
} from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorBody } from '../../../lib/envelope.js';
import { idParam } from '../../../lib/route-params.js';
import {
  clearStaffCookie,
  createStaffService,
  hospitalActorOf,
  requireHospitalSession,
  requireHospitalStaff,
  setStaffCookie,
} from '../../platform/access/index.js';
import { hospitalStatements } from './capitation.js';
import { createHospitalCareService } from './hospital-care.service.js';
import { createPreauthorisationsService } from './preauthorisations.service.js';

const hospitalMeSchema = z.object({
  email: z.string(),
  name: z.string(),
  hospital: z.object({ code: z.string(), name: z.string() }),
});

/**
 * The hospital portal's API (issue 28), under /api/hospital: its own sign-in (our staff's accounts,
 * invitations and second factor, bound to one hospital), eligibility, visits, pre-authorisations.
 * Only a hospital's session is read here; a customer's or our staff's session is 401.
 */
export async function hospitalPortalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = createStaffService(app.ctx);
  const service = createHospitalCareService(app.ctx);
  const preauthorisations = createPreauthorisationsService(app.ctx);
  const tags = ['hospital'];

  r.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A hospital's staff sign-in: e-mail, password and the authenticator code",
        description:
          "As our staff's sign-in (the code whenever the sandbox is off, or the member has one; the same lock-out after wrong codes). Our staff cannot sign in here, nor a hospital's staff in the back office. Sets the hospital cookie (path /api/hospital, 15 minutes idle).",
        body: hospitalLoginBodySchema,
        response: { 200: dataOf(hospitalMeSchema), 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const {
        staff: member,
        token,
        expiresAt,
      } = await staff.login(
        request.body,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
          log: request.log,
        },
        'hospital',
      );
      setStaffCookie(app.ctx, reply, token, expiresAt, 'hospital');
      const hospital = await service.hospitalOf(member.hospital_id!);
      return { data: { email: member.email, name: member.name, hospital } };
    },
  );

  r.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A hospital's staff sign-out",
        response: { 200: dataOf(signedOutSchema) },
      },
    },
    async (request, reply) => {
      const member = request.hospitalStaff;
      if (member) {
        await staff.logout(member.sessionId, hospitalActorOf(request));
      }
      if (member || request.staffSessionExpired) clearStaffCookie(reply, 'hospital');
      return { data: { signed_out: true as const } };
    },
  );

  r.get(
    '/auth/me',
    {
      preValidation: requireHospitalStaff,
      schema: {
        tags,
        summary: 'The signed-in hospital staff member and their hospital',
        response: { 200: dataOf(hospitalMeSchema) },
      },
    },
    async (request) => {
      const m = requireHospitalSession(request);
      return {
        data: {
          email: m.email,
          name: m.name,
          hospital: { code: m.hospitalCode, name: m.hospitalName },
        },
      };
    },
  );

  r.get(
    '/members/:member_number',
    {
      preValidation: requireHospitalStaff,
      schema: {
        tags,
        summary:
          'Eligibility: whether the member is covered today and at this hospital, why not in plain words, the benefits and what is left of their limits (audited)',
        params: z.object({ member_number: memberNumberSchema }),
        querystring: z.object({ date_of_birth: dobSchema.optional() }),
        response: { 200: dataOf(eligibilitySchema), 404: errorBody, 429: errorBody },
      },
    },
    async (request) => ({
      data: await service.lookUp(
        requireHospitalSession(request),
        request.params.member_number,
        hospitalActorOf(request),
        request.query.date_of_birth,
      ),
    }),
  );

  r.get(
    '/visits',
    {
      preValidation: requireHospitalStaff,
      schema: {
        tags,
        summary: "This hospital's latest visits (50)",
        response: { 200: dataOf(z.array(visitSchema)) },
      },
    },
    async (request) => ({ data: await service.visits(requireHospitalSession(request)) }),
  );

  r.post(
    '/visits',
    {
      preValidation: requireHospitalStaff,
      schema: {
        tags,
        summary:
          'Record a primary-care visit (the member covered today and enrolled at this hospital)',
        body: visitBodySchema,
        response: { 201: dataOf(visitSchema), 404: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await service.recordVisit(
          requireHospitalSession(request),
          request.body,
          hospitalActorOf(request),
        ),
      }),
  );

  r.get(
    '/preauthorisations',
    {
      preValidation: requireHospitalStaff,
      schema: {
        tags,
        summary: "This hospital's pre-authorisations, newest first",
        response: { 200: dataOf(z.array(hospitalPreauthorisationSchema)) },
      },
    },
    async (request) => ({
      data: await preauthorisations.listForHospital(requireHospitalSession(request)),
    }),
  );

  r.post(
    '/preauthorisations',
    {
      preValidation: requireHospitalStaff,
      schema: {
        tags,
        summary:
          'Ask for a pre-authorisation (treatment outside primary care); estimated_amount in naira. Answered within one hour (answer_due_by); emergency: true gets a provisional code at once and the decision within 48 hours; the rules may approve at once what is within the benefit and the tariff',
        body: preauthorisationBodySchema,
        response: { 201: dataOf(preauthorisationCreatedSchema), 404: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await preauthorisations.request(
          requireHospitalSession(request),
          request.body,
          hospitalActorOf(request),
        ),
      }),
  );

  r.get(
    '/preauthorisations/:id',
    {
      preValidation: requireHospitalStaff,
      schema: {
        tags,
        summary:
          "One of this hospital's pre-authorisations: its status, its clock (answer_due_by, escalated_at, minutes_left), an emergency's provisional code and, when approved, the code and amount",
        params: z.object({ id: idParam('Unknown pre-authorisation') }),
        response: { 200: dataOf(hospitalPreauthorisationSchema), 404: errorBody },
      },
    },
    async (request) => ({
      data: await preauthorisations.forHospital(requireHospitalSession(request), request.params.id),
    }),
  );

  r.post(
    '/preauthorisations/:id/bill',
    {
      preValidation: requireHospitalStaff,
      schema: {
        tags,
        summary:
          'Record the final bill against an approved code (naira): capitation pays the bill, at most the approved amount, until a statement has paid it',
        params: z.object({ id: idParam('Unknown pre-authorisation') }),
        body: preauthorisationBillBodySchema,
        response: {
          200: dataOf(hospitalPreauthorisationSchema),
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => ({
      data: await preauthorisations.recordBill(
        requireHospitalSession(request),
        request.params.id,
        request.body,
        hospitalActorOf(request),
      ),
    }),
  );

  r.get(
    '/capitation',
    {
      preValidation: requireHospitalStaff,
      schema: {
        tags,
        summary:
          "This hospital's capitation statements: the month in progress (a draft), then each month's, newest first, with its payment",
        response: { 200: dataOf(z.array(capitationStatementSchema)) },
      },
    },
    async (request) => ({
      data: await hospitalStatements(app.ctx, requireHospitalSession(request).hospitalId),
    }),
  );
}
