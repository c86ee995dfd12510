/**
 * Resetting a test database to the template's state between test files
 * (docs/decisions/2026-11-27-fast-test-suite.md). Each test worker keeps its databases for the
 * whole run and hands them from one test file to the next; before a file gets one, every table is
 * emptied and the template's rows (the seeded reference data) are copied back from a snapshot
 * taken once in the template (emptied by DELETE, cheaper than TRUNCATE for the few rows a file
 * leaves), the sequences go back to the template's values, and the job
 * queue's schema (pg-boss's, made on first use) is dropped. The same SQL runs on PGlite and on
 * PostgreSQL.
 */

/** Where the template keeps its copy of the seeded rows. */
export const SNAPSHOT_SCHEMA = 'test_snapshot';

/** Runs one statement and answers its rows (a PGlite client's or a pg client's query). */
export type RunQuery = <R>(sql: string, params?: unknown[]) => Promise<R[]>;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Takes the snapshot inside the (migrated and seeded) template, and answers the SQL that resets a
 * copy of it. Run once, in the global set-up.
 */
export async function snapshotTemplate(query: RunQuery): Promise<string> {
  const tables = (
    await query<{ tablename: string }>(
      `select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((t) => t.tablename);
  await query(`create schema if not exists ${SNAPSHOT_SCHEMA}`);
  const restores: string[] = [];
  for (const table of tables) {
    const [{ n }] = (await query<{ n: number }>(
      `select count(*)::int as n from public.${ident(table)}`,
    )) as [{ n: number }];
    if (n === 0) continue;
    const columns = (
      await query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
         order by ordinal_position`,
        [table],
      )
    ).map((c) => ident(c.column_name));
    await query(
      `create table ${SNAPSHOT_SCHEMA}.${ident(table)} as select ${columns.join(', ')} from public.${ident(table)}`,
    );
    restores.push(
      `insert into public.${ident(table)} (${columns.join(', ')}) overriding system value select ${columns.join(', ')} from ${SNAPSHOT_SCHEMA}.${ident(table)};`,
    );
  }
  const sequences = await query<{
    sequencename: string;
    last_value: string | null;
    start_value: string;
  }>(
    `select sequencename, last_value::text, start_value::text from pg_sequences where schemaname = 'public'`,
  );
  const setvals = sequences.map((s) =>
    s.last_value === null
      ? `select setval('public.${ident(s.sequencename)}', ${s.start_value}, false);`
      : `select setval('public.${ident(s.sequencename)}', ${s.last_value}, true);`,
  );
  return [
    'begin;',
    // Waiting long for a lock means something of the last file is still running: fail, and the
    // caller opens a fresh copy instead.
    `set local lock_timeout = '10s';`,
    // Rows are copied back as they were: no trigger (the audit log refuses deletes) and no
    // foreign-key check fires.
    `set local session_replication_role = replica;`,
    // Emptied by DELETE, not TRUNCATE (issue 43): a file leaves few rows, and TRUNCATE gives each of
    // the hundred-odd tables a new file and catalogue entry, about 0.22 CPU-s a reset on PostgreSQL
    // and 0.28 on PGlite against 0.03 and 0.04 (docs/performance.md). The sequences go back below,
    // and PostgreSQL's autovacuum (or, on PGlite, pruning on the next read) clears the dead rows.
    ...tables.map((t) => `delete from public.${ident(t)};`),
    ...restores,
    ...setvals,
    'drop schema if exists pgboss cascade;',
    'commit;',
  ].join('\n');
}
