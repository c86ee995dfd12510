import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bankSchema,
  errorCopy,
  cancellationReasonSchema,
  idTypeOptionSchema,
  referenceItemSchema,
  stateSchema,
} from '@alaafia/domain';
import { z } from 'zod';
import { dataOf, errorBody, pageOf } from '../../../lib/envelope.js';
import { notFound } from '../../../lib/http-errors.js';
import { idParam } from '../../../lib/route-params.js';
import { pageMeta, pageQuery } from '../../../lib/paging.js';
import {
  listBanksPage,
  findStateWithLocals,
  listCancellationReasons,
  listIdTypes,
  listIndustries,
  listRelationships,
  listStatesWithLocals,
  listWorkPositions,
} from './reference.repo.js';

const DAY = 24 * 3600;
/** The reference lists of the spec: states, banks, industries, cancellation reasons and the option lists. */
export async function referenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const tags = ['reference data'];
  const config = { cacheSeconds: DAY };

  r.get(
    '/states',
    {
      config,
      schema: {
        tags,
        summary: 'The 37 states (Lagos first) with their local government areas',
        response: { 200: dataOf(z.array(stateSchema)) },
      },
    },
    async () => ({ data: await listStatesWithLocals(db) }),
  );

  // One state, for a screen that lists one state's areas (the income flow's office in Lagos): about
  // 0.4 KB where the 37 states are 7 KB compressed (issue 38).
  r.get(
    '/states/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One state with its local government areas',
        params: z.object({ id: idParam('Unknown state') }),
        response: { 200: dataOf(stateSchema), 404: errorBody },
      },
    },
    async (request) => {
      const state = await findStateWithLocals(db, request.params.id);
      if (!state) throw notFound(errorCopy.unknownState);
      return { data: state };
    },
  );

  r.get(
    '/banks',
    {
      config,
      schema: {
        tags,
        summary: 'Nigerian banks with their bank codes',
        querystring: pageQuery(50, 100).extend({
          currency: z.enum(['NGN'], { error: 'Only NGN is supported' }).default('NGN'),
        }),
        response: { 200: pageOf(bankSchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await listBanksPage(db, page, perPage);
      return {
        data: rows.map(({ active: _active, ...bank }) => bank),
        meta: pageMeta(page, perPage, total),
      };
    },
  );

  r.get(
    '/industries',
    {
      config,
      schema: {
        tags,
        summary: 'Industries',
        response: { 200: dataOf(z.array(referenceItemSchema)) },
      },
    },
    async () => ({ data: await listIndustries(db) }),
  );

  r.get(
    '/policy-cancellation/reasons',
    {
      config,
      schema: {
        tags,
        summary: 'Reasons a customer can give when cancelling a policy',
        response: { 200: dataOf(z.array(cancellationReasonSchema)) },
      },
    },
    async () => ({ data: await listCancellationReasons(db) }),
  );

  r.get(
    '/work-positions',
    {
      config,
      schema: {
        tags,
        summary: 'Work positions (MD 0 ... Staff 5)',
        response: { 200: dataOf(z.array(referenceItemSchema)) },
      },
    },
    async () => ({ data: await listWorkPositions(db) }),
  );

  r.get(
    '/relationships',
    {
      config,
      schema: {
        tags,
        summary: 'Next-of-kin relationships',
        response: { 200: dataOf(z.array(referenceItemSchema)) },
      },
    },
    async () => ({ data: await listRelationships(db) }),
  );

  r.get(
    '/id-types',
    {
      config,
      schema: {
        tags,
        summary: "ID types with the spec's option ids",
        response: {
          200: dataOf(z.array(idTypeOptionSchema)),
        },
      },
    },
    async () => ({
      data: (await listIdTypes(db)).map((t) => ({
        key: t.key,
        name: t.name,
        option_id: t.optionId,
      })),
    }),
  );
}
