import { sql, type AnyColumn } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';

/**
 * A CHECK constraint keeping a status column to its list in packages/domain/src/statuses.ts (issue
 * 26; docs/business-rules.md, "States"). The values are written into the SQL (they are constants),
 * so drizzle-kit generates the constraint as it stands.
 */
export function statusCheck(name: string, column: AnyColumn, values: readonly string[]) {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}
