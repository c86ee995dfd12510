/**
 * The ledger's core (issues 27 and 36; docs/business-rules.md, "The books"): balanced entries only
 * (within each set of books), once per idempotency key, append-only in the database (no line added
 * to an entry an earlier transaction wrote), nothing in a closed month, retired accounts closed,
 * reversals, the trial balance and the journal.
 */
import { LEDGER_ACCOUNT_CODES, LEDGER_ACCOUNTS } from '@alaafia/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, ledgerLines } from '../src/db/schema/index.js';
import {
  credit,
  debit,
  journalFor,
  journalImbalance,
  postEntry,
  reverseEntry,
  trialBalance,
  UnbalancedEntryError,
  closedPeriods,
  closePeriod,
  nextMonthToClose,
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
    for (const r of rows) {
      const account: { name: string; type: string; holds: string; retired?: true } =
        LEDGER_ACCOUNTS[r.code];
      expect(r).toMatchObject({
        name: account.name,
        type: account.type,
        holds: account.holds,
        retired: account.retired === true,
      });
    }
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
    const message = (err: unknown) => String((err as { cause?: Error }).cause?.message ?? err);
    await expect(
      db.transaction(async (tx) => {
        const id = await postEntry(tx, {
          at,
          memo: 'balanced',
          kind: 'test',
          idempotencyKey: 'test:deferred',
          lines: [debit('suspense', 100), credit('equity', 100)],
        });
        await tx
          .insert(ledgerLines)
          .values({ entryId: id!, accountCode: 'suspense', debitKobo: 5 });
      }),
    ).rejects.toSatisfy((err: unknown) => /does not balance/.test(message(err)));
    // Balanced in all, but our cash against the underwriter's memorandum account: refused too.
    await expect(
      db.transaction(async (tx) => {
        const id = await postEntry(tx, {
          at,
          memo: 'balanced',
          kind: 'test',
          idempotencyKey: 'test:deferred-sections',
          lines: [debit('suspense', 100), credit('equity', 100)],
        });
        await tx.insert(ledgerLines).values([
          { entryId: id!, accountCode: 'suspense', debitKobo: 5 },
          { entryId: id!, accountCode: 'uw_control', creditKobo: 5 },
        ]);
      }),
    ).rejects.toSatisfy((err: unknown) =>
      /5 kobo in Alaafia's accounts and -5 in the underwriter's/.test(message(err)),
    );
    expect(await journalFor(db, { reference: 'none' })).toEqual([]);
  });

  it('When a line is added to an entry an earlier transaction wrote, then the database refuses it, balanced or not', async () => {
    const db = t.database.db;
    const id = await postEntry(db, {
      at,
      memo: 'written whole',
      kind: 'test',
      reference: 'ALF-CORE-WHOLE',
      idempotencyKey: 'test:whole',
      lines: [debit('bank', 300), credit('equity', 300)],
    });
    const message = (err: unknown) => String((err as { cause?: Error }).cause?.message ?? err);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(ledgerLines).values([
          { entryId: id!, accountCode: 'bank', debitKobo: 50 },
          { entryId: id!, accountCode: 'equity', creditKobo: 50 },
        ]);
      }),
    ).rejects.toSatisfy((err: unknown) =>
      /was written by an earlier transaction: a line cannot be added to it/.test(message(err)),
    );
    // A forged transaction id on a new entry (the earlier entry's) is replaced by the database's own.
    const [earlier] = await db
      .select({ tx: ledgerEntries.writtenInTx })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, id!));
    await expect(
      db.execute(
        sql`insert into ledger_entries (at, memo, kind, idempotency_key, written_in_tx) values (now(), 'forged', 'test', 'test:forged', ${earlier!.tx})`,
      ),
    ).resolves.toBeDefined();
    const [forged] = await db
      .select({ tx: ledgerEntries.writtenInTx })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, 'test:forged'));
    expect(forged!.tx).not.toBe(earlier!.tx);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into ledger_lines (entry_id, account_code, debit_kobo) select id, 'bank', 1 from ledger_entries where idempotency_key = 'test:forged'`,
        );
      }),
    ).rejects.toThrow();
    const [whole] = await journalFor(db, { reference: 'ALF-CORE-WHOLE' });
    expect(whole!.lines).toHaveLength(2);
  });

  it('When an account is retired (before issue 36), then postEntry refuses it unless it is the move to the agency model', async () => {
    await expect(
      postEntry(t.database.db, {
        at,
        memo: 'old style',
        kind: 'test',
        idempotencyKey: 'test:retired',
        lines: [debit('cash_at_paystack', 100), credit('premium_payable_underwriter', 100)],
      }),
    ).rejects.toThrow('the account premium_payable_underwriter is retired (issue 36)');
  });

  it('When lines that do not balance got in past every check, then the whole-journal check finds them (the suite runs it after every file)', async () => {
    const rollBack = new Error('roll back');
    let found: Awaited<ReturnType<typeof journalImbalance>> | undefined;
    await expect(
      t.database.db.transaction(async (tx) => {
        // What a restore or a hand-written fix could do: no trigger fires in replica mode.
        await tx.execute(sql`set local session_replication_role = replica`);
        const id = await postEntry(tx, {
          at,
          memo: 'balanced',
          kind: 'test',
          idempotencyKey: 'test:imbalance',
          lines: [debit('suspense', 100), credit('equity', 100)],
        });
        await tx
          .insert(ledgerLines)
          .values({ entryId: id!, accountCode: 'suspense', debitKobo: 5 });
        found = await journalImbalance(tx);
        throw rollBack;
      }),
    ).rejects.toBe(rollBack);
    expect(found!.difference).toBe(5);
    expect(found!.unbalancedEntries).toHaveLength(1);
    expect(await journalImbalance(t.database.db)).toEqual({ unbalancedEntries: [], difference: 0 });
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
        credit('due_to_underwriter', 212_500),
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
      { account_code: 'due_to_underwriter', debit_kobo: 0, credit_kobo: 212_500 },
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
      memo: 'Reserve set',
      kind: 'claim.reserve',
      claimId: 991,
      idempotencyKey: 'claim.reserve:991:1',
      lines: [debit('uw_reserve_movement', 5_000_000), credit('uw_case_reserves', 5_000_000)],
    });
    const reversal = await reverseEntry(db, id!, 'Approved in error', at);
    expect(reversal).toBeTypeOf('number');
    expect(await reverseEntry(db, id!, 'again', at)).toBeNull();
    const journal = await journalFor(db, { claimId: 991 });
    expect(journal.map((e) => e.reverses_entry_id)).toEqual([null, id]);
    expect(journal[1]!.lines).toEqual([
      { account_code: 'uw_reserve_movement', debit_kobo: 0, credit_kobo: 5_000_000 },
      { account_code: 'uw_case_reserves', debit_kobo: 5_000_000, credit_kobo: 0 },
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
    expect(tb.sections.alaafia.debit_kobo).toBe(tb.sections.alaafia.credit_kobo);
    // The reserve set and reversed above: the underwriter's accounts are back to nothing.
    expect(tb.sections.underwriter).toEqual({ debit_kobo: 0, credit_kobo: 0 });
    expect(tb.accounts.find((a) => a.code === 'uw_case_reserves')).toMatchObject({
      type: 'memorandum',
      retired: false,
    });
    // 300 from the entry written whole, above.
    expect(tb.accounts.find((a) => a.code === 'bank')).toMatchObject({
      debit_kobo: 1_300,
      credit_kobo: 0,
    });
    expect(tb.accounts.find((a) => a.code === 'cash_at_paystack')!.debit_kobo).toBe(250_000);
    const next = await trialBalance(db, '2026-03-11');
    expect(next.accounts.find((a) => a.code === 'bank')!.debit_kobo).toBe(1_307);
    expect(await journalImbalance(db)).toEqual({ unbalancedEntries: [], difference: 0 });
  });

  it('When a month is closed, then nothing is dated in it: a late event posts in the open month naming it, and the database refuses the rest', async () => {
    const db = t.database.db;
    const now = new Date('2026-05-03T10:00:00Z');
    // Months close in order: March first (the books' first month has entries), never twice.
    expect(await db.transaction((tx) => closePeriod(tx, { month: '2026-04', by: 1, now }))).toEqual(
      { problem: 'earlier_open', next: '2026-03' },
    );
    expect(await db.transaction((tx) => closePeriod(tx, { month: '2026-05', by: 1, now }))).toEqual(
      { problem: 'not_ended' },
    );
    expect(await db.transaction((tx) => closePeriod(tx, { month: '2026-03', by: 1, now }))).toEqual(
      { closed: true },
    );
    expect(await db.transaction((tx) => closePeriod(tx, { month: '2026-03', by: 1, now }))).toEqual(
      { problem: 'already_closed' },
    );
    expect(await nextMonthToClose(db)).toBe('2026-04');
    const late = await postEntry(db, {
      at: new Date('2026-03-20T10:00:00Z'),
      memo: 'late for March',
      kind: 'test',
      reference: 'ALF-CORE-LATE',
      idempotencyKey: 'test:late-for-march',
      lines: [debit('bank', 40), credit('equity', 40)],
    });
    expect(late).toBeTypeOf('number');
    const [entry] = await journalFor(db, { reference: 'ALF-CORE-LATE' });
    expect(entry).toMatchObject({ late_for_month: '2026-03' });
    expect(entry!.at.toISOString()).toBe('2026-03-31T23:00:00.000Z');
    await expect(
      db.execute(
        sql`insert into ledger_entries (at, memo, kind, idempotency_key) values ('2026-03-15T10:00:00Z', 'into March', 'test', 'test:into-march')`,
      ),
    ).rejects.toSatisfy((err: unknown) =>
      /the month 2026-03 is closed/.test(String((err as { cause?: Error }).cause?.message ?? err)),
    );
    await expect(db.execute(sql`delete from ledger_periods`)).rejects.toMatchObject(refused);
    await expect(
      db.execute(sql`update ledger_periods set ends_at = starts_at`),
    ).rejects.toMatchObject(refused);
    expect((await closedPeriods(db)).map((p) => p.month)).toEqual(['2026-03']);
  });
});
