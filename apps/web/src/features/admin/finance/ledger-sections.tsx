import { LEDGER_ACCOUNTS, lagosDate, type JournalEntryAnswer } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { TextField } from '#components/ui/text-field.js';
import { useJournal, useTrialBalance, type JournalOf } from './finance-api';
import { DAY, naira, NUM } from './finance-format';

/** The chart of accounts with no amounts: the trial balance's rows while its figures load. */
const CHART = Object.entries(LEDGER_ACCOUNTS).map(([code, account]) => ({
  code,
  name: account.name,
  type: account.type,
  retired: 'retired' in account,
  debit_kobo: 0,
  credit_kobo: 0,
}));

const NAMES: Readonly<Record<string, { name: string } | undefined>> = LEDGER_ACCOUNTS;
/** An account's name from its code (the code itself for one this build does not know). */
const accountName = (code: string) => NAMES[code]?.name ?? code;

/** Every account's balance at the end of a day (Lagos). */
export function TrialBalance({ today }: { today: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const asOf = chosen ?? today;
  const valid = DAY.test(asOf);
  const balance = useTrialBalance(valid ? asOf : '');
  return (
    <section aria-labelledby="trial-balance-title">
      <h2 className="admin__subtitle" id="trial-balance-title">
        Trial balance
      </h2>
      <div className="admin-filters">
        <TextField
          label="As of"
          hint="Balances at the end of this day (Lagos)."
          type="date"
          value={asOf}
          onChange={(e) => setChosen(e.currentTarget.value)}
        />
      </div>
      <QueryState query={balance} loading={null} />
      {/* While the balances load (and in the HTML the build draws, before today is known), the
          table is drawn with the chart's accounts and no amounts, so the sections below do not jump
          down when the figures arrive (issue 30: layout shift). */}
      {(valid || chosen === null) && !balance.isError ? (
        <div aria-busy={balance.isPending}>
          <DataTable
            label={`Trial balance as of ${balance.data?.as_of ?? asOf}`}
            rows={balance.data?.accounts ?? CHART}
            rowKey={(a) => a.code}
            columns={[
              {
                header: 'Account',
                cell: (a, i) => (
                  <>
                    {/* The second set of books (issue 36): the underwriter's accounts, headed. */}
                    {a.type === 'memorandum' &&
                    (balance.data?.accounts ?? CHART)[i - 1]?.type !== 'memorandum' ? (
                      <strong className="admin-finance__section">
                        The underwriter’s accounts (memorandum)
                      </strong>
                    ) : null}
                    {a.name}
                    <span className="admin-finance__code">{a.code}</span>
                  </>
                ),
              },
              {
                header: 'Debit',
                headerClassName: NUM,
                className: NUM,
                cell: (a) => (a.debit_kobo ? naira(a.debit_kobo) : ''),
              },
              {
                header: 'Credit',
                headerClassName: NUM,
                className: NUM,
                cell: (a) => (a.credit_kobo ? naira(a.credit_kobo) : ''),
              },
            ]}
            foot={
              <tr>
                <th scope="row">Total</th>
                <td className={NUM}>{balance.data ? naira(balance.data.total_debit_kobo) : ''}</td>
                <td className={NUM}>{balance.data ? naira(balance.data.total_credit_kobo) : ''}</td>
              </tr>
            }
          />
          <QueryState query={balance}>
            {(data) =>
              data.total_debit_kobo === data.total_credit_kobo ? (
                <p>Debits equal credits.</p>
              ) : (
                <p role="alert" className="ui-field__error">
                  The totals differ by{' '}
                  {naira(Math.abs(data.total_debit_kobo - data.total_credit_kobo))}. Tell the
                  engineers: every entry should balance.
                </p>
              )
            }
          </QueryState>
        </div>
      ) : null}
    </section>
  );
}

/** A claim id is a number; anything else is read as a payment reference (ALF-...). */
export function journalQueryOf(text: string): JournalOf | null {
  const value = text.trim();
  if (value === '') return null;
  // References are made in capitals (ALF-...): one typed in lower case finds the same entries.
  return /^\d+$/.test(value) ? { claim_id: Number(value) } : { reference: value.toUpperCase() };
}

/** The entries of one payment or claim in the books. */
export function Journal({ initial }: { initial: JournalOf | null }) {
  const form = useForm<{ text: string }>({
    defaultValues: {
      text:
        initial === null
          ? ''
          : 'reference' in initial
            ? initial.reference
            : String(initial.claim_id),
    },
  });
  const [of, setOf] = useState<JournalOf | null>(initial);
  const journal = useJournal(of);
  const onSubmit = form.handleSubmit(({ text }) => {
    const next = journalQueryOf(text);
    if (next === null)
      form.setError('text', { message: 'Enter a payment reference, such as ALF-1A2B3C.' });
    setOf(next);
  });
  return (
    <section aria-labelledby="journal-title">
      <h2 className="admin__subtitle" id="journal-title">
        Journal of a payment or a claim
      </h2>
      <form className="admin-filters" role="search" aria-label="Journal" onSubmit={onSubmit}>
        <TextField
          label="Payment reference or claim id"
          hint="For example ALF-1A2B3C, or 42 for claim 42."
          error={form.formState.errors.text?.message}
          {...form.register('text')}
        />
        <FormActions
          submit="Show the entries"
          variant="secondary"
          busy={of !== null && journal.isFetching}
        />
      </form>
      <QueryState query={journal} loading={null}>
        {(entries) =>
          entries.length === 0 ? (
            <p>No entry in the books for this.</p>
          ) : (
            entries.map((entry) => <JournalEntry key={entry.id} entry={entry} />)
          )
        }
      </QueryState>
    </section>
  );
}

function JournalEntry({ entry }: { entry: JournalEntryAnswer }) {
  const at = lagosDate(new Date(entry.at));
  return (
    <DataTable
      label={`Entry ${entry.id}`}
      caption={
        <>
          Entry {entry.id}, {at}: {entry.memo} ({entry.kind})
          {entry.reverses_entry_id ? `, reverses entry ${entry.reverses_entry_id}` : ''}
        </>
      }
      rows={entry.lines}
      rowKey={(_, i) => i}
      columns={[
        {
          header: 'Account',
          // The account's name, as the trial balance shows it (issue 38: not its code alone).
          cell: (l) => (
            <>
              {accountName(l.account_code)}
              <span className="admin-finance__code">{l.account_code}</span>
            </>
          ),
        },
        {
          header: 'Debit',
          headerClassName: NUM,
          className: NUM,
          cell: (l) => (l.debit_kobo ? naira(l.debit_kobo) : ''),
        },
        {
          header: 'Credit',
          headerClassName: NUM,
          className: NUM,
          cell: (l) => (l.credit_kobo ? naira(l.credit_kobo) : ''),
        },
      ]}
    />
  );
}
