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
