import { STAFF_HINT_COOKIE } from '@alaafia/domain';

/**
 * Every back-office call: a 401 here means 'not signed in to the back office', which the admin area
 * handles itself (its own sign-in), never the customer's sign-in page. Without the back office's
 * hint cookie a GET is not even sent (nobody is signed in here: lib/api-client.ts, `sessionHint`).
 */
export const own = { skipUnauthorizedHandler: true, sessionHint: STAFF_HINT_COOKIE } as const;
