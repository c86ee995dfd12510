/**
 * Every back-office call: a 401 here means 'not signed in to the back office', which the admin area
 * handles itself (its own sign-in), never the customer's sign-in page.
 */
export const own = { skipUnauthorizedHandler: true } as const;
