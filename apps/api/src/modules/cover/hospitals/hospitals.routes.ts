import { errorCopy, hospitalSchema, text } from '@alaafia/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, pageOf } from '../../../lib/envelope.js';
import { notFound } from '../../../lib/http-errors.js';
import { pageMeta, pageQuery } from '../../../lib/paging.js';
import { findState } from '../../platform/reference/index.js';
import { listHospitalsPage } from './hospitals.repo.js';
import { idParam } from '../../../lib/route-params.js';

const HOSPITALS_PER_PAGE = 10;

const hospitalsQuery = pageQuery(HOSPITALS_PER_PAGE, 50).extend({
  city: text().trim().max(80).optional(),
  local_government: text().trim().max(80).optional(),
});

/** 'All' (any case) or empty means no filter; anything else is matched on the lower-case LGA name. */
function cityKeyOf(query: { city?: string | undefined; local_government?: string | undefined }) {
  const value = (query.local_government || query.city || '').trim().toLowerCase();
  return value === '' || value === 'all' ? undefined : value;
}

export async function hospitalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const tags = ['hospitals'];
  const config = { cacheSeconds: 3600 };

  r.get(
    '/hospitals',
    {
      config,
      schema: {
        tags,
        summary: 'The hospital network, all states, paged',
        querystring: hospitalsQuery,
        response: { 200: pageOf(hospitalSchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const cityKey = cityKeyOf(request.query);
      const { rows, total } = await listHospitalsPage(
        db,
        cityKey ? { cityKey } : {},
        page,
        perPage,
      );
      return { data: rows, meta: pageMeta(page, perPage, total) };
    },
  );

  r.get(
    '/hospitals/states/:stateId',
    {
      config,
      schema: {
        tags,
        summary:
          "A state's hospitals, paged, optionally in one local government area (?city= or ?local_government=)",
        params: z.object({
          stateId: idParam('Unknown state'),
        }),
        querystring: hospitalsQuery,
        response: { 200: pageOf(hospitalSchema), 404: errorBody },
      },
    },
    async (request) => {
      const { stateId } = request.params;
      if (!(await findState(db, stateId))) throw notFound(errorCopy.unknownState);
      const { page, perPage } = request.query;
      const cityKey = cityKeyOf(request.query);
      const { rows, total } = await listHospitalsPage(
        db,
        cityKey ? { stateId, cityKey } : { stateId },
        page,
        perPage,
      );
      return { data: rows, meta: pageMeta(page, perPage, total) };
    },
  );
}
