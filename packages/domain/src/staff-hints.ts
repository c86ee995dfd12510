// A module of its own, with no zod: the web's first chunk of the back office and the portal imports
// it (a value from staff.ts would bring that file's schemas, and zod, along).
/**
 * The pages' hints that a staff session may be there (issue 38): cookies the page can read, '1',
 * set beside each HttpOnly session cookie and sent only to the door's pages. The sign-in page asks
 * who is signed in only when its door's hint is there (no 401 in the console for nobody).
 */
export const STAFF_HINT_COOKIE = 'alaafia_staff_in';
export const STAFF_HINT_PATH = '/admin';
export const HOSPITAL_HINT_COOKIE = 'alaafia_hospital_in';
export const HOSPITAL_HINT_PATH = '/hospital';
