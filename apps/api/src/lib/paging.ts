import { z } from 'zod';

const pageMessage = 'Page must be a whole number from 1';

/** ?page=n&perPage=m, validated: a page of 0, -1 or 'abc' is a 422, never a 5xx. */
export const pageQuery = (defaultPerPage: number, maxPerPage: number) =>
  z.object({
    page: z.coerce
      .number({ error: pageMessage })
      .int(pageMessage)
      .min(1, pageMessage)
      .max(100_000)
      .default(1),
    perPage: z.coerce
      .number()
      .int()
      .min(1)
      .max(maxPerPage, `At most ${maxPerPage} per page`)
      .default(defaultPerPage),
  });

export function pageMeta(page: number, perPage: number, total: number) {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
