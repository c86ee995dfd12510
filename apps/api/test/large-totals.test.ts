/**
 * Totals that add up many payments (a day's Paystack settlement, a sponsor's invoice) are bigint
 * kobo (migration 0046): an integer column stops at 2,147,483,647 kobo (about ₦21.5 million), which
 * one busy day's settlement or one large employer's invoice passes (docs/business-rules.md, 'The books').
 * Every other money column is bigint too since migration 0049 (money-columns.test.ts).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settlements } from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';

const t = useTestApp();

/** The rows of a raw query, whichever driver answered (PGlite and node-postgres give `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: unknown[] }).rows ?? result) as T[];
}

describe('large money totals', () => {
  it('When a settlement or a sponsor invoice totals more than ₦21.5 million, then it is stored and read back exactly', async () => {
    const total = 500_000_000_000; // ₦5 billion in kobo
    const [row] = await t.database.db
      .insert(settlements)
      .values({
        providerSettlementId: 'STL-LARGE-1',
        settlementDate: '2026-11-27',
        totalAmountKobo: total,
        totalFeesKobo: 200_000 * 10_000,
        transactions: 10_000,
        reconciledAt: new Date(),
      })
      .returning();
    expect(row!.totalAmountKobo).toBe(total);
    expect(row!.totalFeesKobo).toBe(2_000_000_000);
    const types = rowsOf<{ col: string; data_type: string }>(
      await t.database.db.execute(sql`
        select table_name || '.' || column_name as col, data_type from information_schema.columns
        where (table_name, column_name) in (('settlements', 'total_amount_kobo'),
          ('settlements', 'total_fees_kobo'), ('sandbox_settlements', 'total_amount_kobo'),
          ('sandbox_settlements', 'total_fees_kobo'), ('sponsor_invoices', 'total_kobo'),
          ('sponsor_invoices', 'transfer_amount_kobo'), ('sponsor_invoice_lines', 'amount_kobo'))
        order by 1`),
    );
    const rows = types.map((r) => `${r.col} ${r.data_type}`);
    expect(rows).toEqual([
      'sandbox_settlements.total_amount_kobo bigint',
      'sandbox_settlements.total_fees_kobo bigint',
      'settlements.total_amount_kobo bigint',
      'settlements.total_fees_kobo bigint',
      'sponsor_invoice_lines.amount_kobo bigint',
      'sponsor_invoices.total_kobo bigint',
      'sponsor_invoices.transfer_amount_kobo bigint',
    ]);
  });
});
