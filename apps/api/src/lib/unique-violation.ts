/**
 * Was it a unique index that refused an insert (two requests at once)? Drizzle wraps the driver's
 * error (node-postgres' and PGlite's `code` 23505 is on `cause`), so the whole chain is read.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
