import { messageAnswerSchema } from '@alaafia/domain';
import { z } from 'zod';
import { cursorMetaSchema } from './paging.js';

/** { data } for the success body of docs/architecture.md, 'The API contract'. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** { data, meta } for a paged list. */
export const pageOf = <T extends z.ZodType>(schema: T) =>
  z.object({
    data: z.array(schema),
    meta: z.object({
      current_page: z.number(),
      last_page: z.number(),
      per_page: z.number(),
      total: z.number(),
    }),
  });

/** { data, meta: { next_cursor, limit } } for a keyset-paged list (lib/paging.ts, keysetPage). */
export const cursorPageOf = <T extends z.ZodType>(schema: T) =>
  z.object({ data: z.array(schema), meta: cursorMetaSchema });

export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const messageBody = dataOf(messageAnswerSchema);
