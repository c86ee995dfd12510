/**
 * The ledger's core (issue 27; docs/business-rules.md, "The books"): balanced entries only, once per
 * idempotency key, append-only in the database, reversals, the trial balance and the journal.
 */
import { LEDGER_ACCOUNT_CODES, LEDGER_ACCOUNTS } from '@alaafia/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerLines } from '../src/db/schema/index.js';
import {
  credit,
  debit,
  journalFor,
  journalImbalance,
  postEntry,
  reverseEntry,
  trialBalance,
  UnbalancedEntryError,
} from '../src/modules/platform/ledger/index.js';
import { useTestApp } from './helpers.js';

const t = useTestApp();
/** Drizzle wraps the database's error: the trigger's message is its cause's. */
const refused = { cause: { message: expect.stringMatching(/append-only/) } };
const at = new Date('2026-03-10T09:00:00Z');

describe('the ledger', () => {
  it('When the database is seeded, then the chart of accounts is the domain list', async () => {
    const rows = await t.database.db.select().from(ledgerAccounts);
    expect(rows.map((r) => r.code).sort()).toEqual([...LEDGER_ACCOUNT_CODES].sort());
    for (const r of rows) expect(r).toMatchObject(LEDGER_ACCOUNTS[r.code]);
  });

  it('When an entry does not balance, then postEntry throws and nothing is written', async () => {
    const db = t.database.db;
    await expect(
      db.transaction((tx) =>
        postEntry(tx, {
          at,
          memo: 'wrong',
          kind: 'test',
          idempotencyKey: 'test:unbalanced',
          lines: [debit('cash_at_paystack', 100), credit('refunds_payable', 99)],
        }),
      ),
    ).rejects.toBeInstanceOf(UnbalancedEntryError);
    await expect(
      postEntry(db, {
        at,
        memo: 'one line',
        kind: 'test',
        idempotencyKey: 'test:one-line',
        lines: [debit('cash_at_paystack', 100)],
      }),
    ).rejects.toThrow(/two lines/);
    await expect(
      postEntry(db, {
        at,
        memo: 'half a kobo',
        kind: 'test',
        idempotencyKey: 'test:fraction',
        lines: [
          { account: 'cash_at_paystack', debit: 0.5 as never },
          { account: 'refunds_payable', credit: 0.5 as never },
        ],
      }),
    ).rejects.toThrow(/whole kobo/);
    expect(await journalFor(db, { reference: 'ALF-CORE-0' })).toEqual([]);
  });

  it('When lines that do not balance reach the table past postEntry, then the commit is refused', async () => {
    const db = t.database.db;
    const id = await postEntry(db, {
      at,
      memo: 'balanced',
      kind: 'test',
      idempotencyKey: 'test:deferred',
      lines: [debit('suspense', 100), credit('equity', 100)],
    });
    await expect(
      db.transaction(async (tx) => {
        await tx
          .insert(ledgerLines)
          .values({ entryId: id!, accountCode: 'suspense', debitKobo: 5 });
      }),
    ).rejects.toSatisfy((err: unknown) =>
      /does not balance/.test(String((err as { cause?: Error }).cause?.message ?? err)),
    );
    await reverseEntry(db, id!, 'test done', at);
  });

  it('When an entry is posted twice with one key, then it is written once', async () => {
    const db = t.database.db;
    const entry = {
      at,
      memo: 'Premium received',
      kind: 'premium.received',
      reference: 'ALF-CORE-1',
      idempotencyKey: 'premium.received:ALF-CORE-1',
      lines: [
        debit('cash_at_paystack', 250_000),
        credit('premium_payable_underwriter', 212_500),
        credit('commission_income', 37_500),
      ],
    };
    const first = await postEntry(db, entry);
    expect(first).toBeTypeOf('number');
    expect(await postEntry(db, entry)).toBeNull();
    const journal = await journalFor(db, { reference: 'ALF-CORE-1' });
    expect(journal).toHaveLength(1);
    expect(journal[0]!.lines).toEqual([
      { account_code: 'cash_at_paystack', debit_kobo: 250_000, credit_kobo: 0 },
      { account_code: 'premium_payable_underwriter', debit_kobo: 0, credit_kobo: 212_500 },
      { account_code: 'commission_income', debit_kobo: 0, credit_kobo: 37_500 },
    ]);
  });

  it('When someone updates, deletes or truncates posted rows, then the database refuses', async () => {
    const db = t.database.db;
    await expect(db.execute(sql`update ledger_lines set debit_kobo = 1`)).rejects.toMatchObject(
      refused,
    );
    await expect(db.execute(sql`delete from ledger_lines`)).rejects.toMatchObject(refused);
    await expect(db.execute(sql`update ledger_entries set memo = 'x'`)).rejects.toMatchObject(
      refused,
    );
    await expect(db.execute(sql`delete from ledger_entries`)).rejects.toMatchObject(refused);
    await expect(db.execute(sql`truncate ledger_lines`)).rejects.toMatchObject(refused);
    await expect(
      db.execute(
        sql`insert into ledger_lines (entry_id, account_code, debit_kobo, credit_kobo) values (1, 'suspense', 5, 5)`,
      ),
    ).rejects.toThrow();
  });

  it('When an entry is reversed, then its mirror is posted once and the journal shows both', async () => {
    const db = t.database.db;
    const id = await postEntry(db, {
      at,
      memo: 'Claim approved',
      kind: 'claim.approved',
      claimId: 991,
      idempotencyKey: 'claim.approved:991',
      lines: [debit('claims_incurred', 5_000_000), credit('claims_payable', 5_000_000)],
    });
    const reversal = await reverseEntry(db, id!, 'Approved in error', at);
    expect(reversal).toBeTypeOf('number');
    expect(await reverseEntry(db, id!, 'again', at)).toBeNull();
    const journal = await journalFor(db, { claimId: 991 });
    expect(journal.map((e) => e.reverses_entry_id)).toEqual([null, id]);
    expect(journal[1]!.lines).toEqual([
      { account_code: 'claims_incurred', debit_kobo: 0, credit_kobo: 5_000_000 },
      { account_code: 'claims_payable', debit_kobo: 5_000_000, credit_kobo: 0 },
    ]);
  });

  it('When the trial balance is asked for a day, then it counts the entries to the end of that Lagos day and balances', async () => {
    const db = t.database.db;
    // 23:30 in Lagos on 10 March is 22:30 UTC: in the 10th's balance. 00:30 on the 11th is not.
    await postEntry(db, {
      at: new Date('2026-03-10T22:30:00Z'),
      memo: 'late',
      kind: 'test',
      idempotencyKey: 'test:late',
      lines: [debit('bank', 1_000), credit('equity', 1_000)],
    });
    await postEntry(db, {
      at: new Date('2026-03-10T23:30:00Z'),
      memo: 'next day',
      kind: 'test',
      idempotencyKey: 'test:next-day',
      lines: [debit('bank', 7), credit('equity', 7)],
    });
    const tb = await trialBalance(db, '2026-03-10');
    expect(tb.total_debit_kobo).toBe(tb.total_credit_kobo);
    expect(tb.accounts.find((a) => a.code === 'bank')).toMatchObject({
      debit_kobo: 1_000,
      credit_kobo: 0,
    });
    expect(tb.accounts.find((a) => a.code === 'cash_at_paystack')!.debit_kobo).toBe(250_000);
    const next = await trialBalance(db, '2026-03-11');
    expect(next.accounts.find((a) => a.code === 'bank')!.debit_kobo).toBe(1_007);
    expect(await journalImbalance(db)).toEqual({ unbalancedEntries: [], difference: 0 });
  });
});
