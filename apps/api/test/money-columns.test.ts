/**
 * Money that fits (issue 36 item 6; docs/business-rules.md, 'The books'): every money column is a
 * `*_kobo` bigint, read into JavaScript as a number (exact to 2^53 kobo, about ₦90 trillion). An
 * integer column stops at 2,147,483,647 kobo (₦21,474,836.47): a ₦23,976,000 sponsor invoice, a
 * large pre-authorisation or a day's settlement passed it and failed.
 *
 * A money column is recognised by its name: it ends in `_kobo` (the house rule, docs/architecture.md
 * 'Money'). So that a money column cannot hide under another name, a numeric column whose name says
 * money (amount, price, premium, fee, total, salary, balance, cost, coverage, sum, value, payable,
 * paid, refund, deduction, naira) and does not end in `_kobo` fails too. The test reads both the
 * Drizzle schema and the migrated database, so a migration that forgets a column fails as a schema
 * that does.
 */
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';

const t = useTestApp();

const NUMERIC = new Set(['smallint', 'integer', 'bigint', 'numeric', 'real', 'double precision']);
const SAYS_MONEY =
  /(^|_)(kobo|naira|amount|price|premium|fees?|total|salary|balance|cost|coverage|sum|value|payable|paid|refund|deductions?)(_|$)/;
const isKobo = (column: string) => column.endsWith('_kobo');
/** A numeric column named as money that is not kobo (an id, `refund_id`, is a reference, not money). */
const namedAsMoney = (column: string) =>
  !isKobo(column) && !/(^|_)id$/.test(column) && SAYS_MONEY.test(column);

/** Every column of every table of the Drizzle schema: table.column, its SQL type and Drizzle's column type. */
function schemaColumns() {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((c) => ({
        name: `${config.name}.${c.name}`,
        column: c.name,
        sqlType: c.getSQLType(),
        columnType: c.columnType,
      }));
    });
}

/** Every column of the migrated database's tables, with its type. */
async function databaseColumns() {
  const result = await t.database.db.execute(sql`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' order by table_name, column_name`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as {
    table_name: string;
    column_name: string;
    data_type: string;
  }[];
  return rows.map((r) => ({
    name: `${r.table_name}.${r.column_name}`,
    column: r.column_name,
    dataType: r.data_type,
  }));
}

describe('money columns', () => {
  it('When the Drizzle schema is read, then every *_kobo column is a bigint read as a JavaScript number, and no other numeric column is named as money', () => {
    const columns = schemaColumns();
    expect(columns.filter((c) => isKobo(c.column)).length).toBeGreaterThan(40);
    const wrong = columns
      .filter((c) => isKobo(c.column) && (c.sqlType !== 'bigint' || c.columnType !== 'PgBigInt53'))
      .map((c) => `${c.name} is ${c.sqlType} (${c.columnType})`);
    const hidden = columns
      .filter((c) => NUMERIC.has(c.sqlType.replace(/\(.*\)$/, '')) && namedAsMoney(c.column))
      .map((c) => `${c.name} (${c.sqlType}) is named as money: name it *_kobo, bigint`);
    expect([...wrong, ...hidden]).toEqual([]);
  });

  it('When the migrated database is read, then every *_kobo column is bigint, and no other numeric column is named as money', async () => {
    const columns = await databaseColumns();
    expect(columns.filter((c) => isKobo(c.column)).length).toBeGreaterThan(40);
    const wrong = columns
      .filter((c) => isKobo(c.column) && c.dataType !== 'bigint')
      .map((c) => `${c.name} is ${c.dataType}`);
    const hidden = columns
      .filter((c) => NUMERIC.has(c.dataType) && namedAsMoney(c.column))
      .map((c) => `${c.name} (${c.dataType}) is named as money: name it *_kobo, bigint`);
    expect([...wrong, ...hidden]).toEqual([]);
    // The schema and the database agree on which columns hold kobo.
    const inSchema = schemaColumns()
      .filter((c) => isKobo(c.column))
      .map((c) => c.name)
      .sort();
    expect(
      columns
        .filter((c) => isKobo(c.column))
        .map((c) => c.name)
        .sort(),
    ).toEqual(inSchema);
  });
});
