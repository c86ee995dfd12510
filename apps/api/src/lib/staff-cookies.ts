/**
 * The cookies of the staff sessions (modules/platform/access/staff-session.ts reads and sets them;
 * the OpenAPI document names them).
 */

/**
 * The staff cookie: its own name, sent only to /api/admin (never to customer routes), SameSite
 * strict, HttpOnly, Secure over https. A customer's cookie never signs anyone in here, and this one
 * never signs anyone in on a customer route.
 */
export const STAFF_COOKIE = 'alaafia_staff';
export const STAFF_COOKIE_PATH = '/api/admin';
/**
 * A hospital's staff (issue 28; docs/business-rules.md, 'Hospital staff'): the same accounts,
 * invitations, second factor and sessions as ours, with their own cookie sent only to
 * /api/hospital. A member bound to a hospital is never read on /api/admin, and ours never on
 * /api/hospital, whichever cookie carries the token.
 */
export const HOSPITAL_COOKIE = 'alaafia_hospital';
export const HOSPITAL_COOKIE_PATH = '/api/hospital';

/**
 * Beside each session cookie, a hint the page can read (not HttpOnly, no secret in it: '1'), sent
 * only to the door's pages: the sign-in page asks who is signed in only when it is there, so nobody
 * signed in sees no 401 in the console (issue 38). It ends with the session's cookie, and is
 * cleared when the API finds the session over.
 */
export {
  HOSPITAL_HINT_COOKIE,
  HOSPITAL_HINT_PATH,
  STAFF_HINT_COOKIE,
  STAFF_HINT_PATH,
} from '@alaafia/domain';
