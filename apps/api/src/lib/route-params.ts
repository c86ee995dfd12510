import { coercedInt4, text } from '@alaafia/domain';
import { z } from 'zod';

/**
 * Path parameters, built once (issue 12): an id is a whole number from 1 that fits the int4 id
 * columns (2147483648 is a 422, not a failed query), and a text parameter holds no NUL.
 */
export const idParam = (message: string) =>
  coercedInt4({ error: message }).int(message).positive(message);

/** The customer id every customer route carries in its path. */
export const customerIdParam = () => idParam('Unknown customer');

/** `{ [name]: customer id }`, for routes whose path names the customer `id`, `cust_id`, `userId`... */
export const customerIdParamsOf = <K extends string>(name: K) =>
  z.object({ [name]: customerIdParam() } as Record<K, ReturnType<typeof customerIdParam>>);

/** A text path parameter: trimmed, 1..max characters, no NUL. */
export const textParam = (max: number) => text().trim().min(1).max(max);

/** `{ id }`: the customer id of the /customers/:id/... routes. */
export const customerIdParams = customerIdParamsOf('id');
