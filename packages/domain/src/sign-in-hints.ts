// The sign-in hints of the three doors: the customer's, the staff's and the hospitals'. A module of
// its own, with no zod: the web's first chunks (the customer's pages, the back office's and the
// portal's) import it (a value from staff.ts would bring that file's schemas, and zod, along).
/**
 * The pages' hints that a staff session may be there (issue 38): cookies the page can read, '1',
 * set beside each HttpOnly session cookie and sent only to the door's pages. The sign-in page asks
 * who is signed in only when its door's hint is there (no 401 in the console for nobody).
 */
export const STAFF_HINT_COOKIE = 'alaafia_staff_in';
export const STAFF_HINT_PATH = '/admin';
export const HOSPITAL_HINT_COOKIE = 'alaafia_hospital_in';
export const HOSPITAL_HINT_PATH = '/hospital';
/**
 * A customer's hint (issue 38): '1', set beside the customer's HttpOnly session cookie
 * (`alaafia_session`, path /) with its expiry, cleared with it at sign-out and whenever the API finds
 * no live session behind it. A page asks who is signed in (GET /api/auth/me) only when it is there,
 * so a visitor's browser makes no request that answers 401. It is never trusted for anything else:
 * what a customer may see or do is decided by the session alone.
 */
export const CUSTOMER_HINT_COOKIE = 'alaafia_in';
