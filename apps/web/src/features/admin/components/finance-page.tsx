import {
  formatNaira,
  koboToNaira,
  LEDGER_ACCOUNTS,
  lagosDate,
  parseNairaInput,
  type JournalEntryAnswer,
  type SponsorInvoiceAnswer,
} from '@alaafia/domain';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import {
  bordereauUrl,
  useAllSponsorInvoices,
  useApproveSponsorTransfer,
  useJournal,
  useReconciliation,
  useRecordSponsorTransfer,
  useSponsorAgeing,
  useSponsorPaymentLink,
  useTrialBalance,
  type JournalOf,
} from '../api/finance';
import { useStaffMe } from '../api/staff';
import { CloseSection, JournalsSection, StatementSection } from './books-sections';
import { MoneyQueue } from './money-queue';
import { TableWrap } from './table-wrap';

/** Kobo from the API, shown in naira (docs/business-rules.md, 'The books': naira only at the edges). */
const naira = (kobo: number) => formatNaira(koboToNaira(kobo));
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const noSubscription = () => () => undefined;
/**
 * Today in Lagos, in the browser; '' in the HTML the build draws before anyone is known
 * (server-render.tsx) and while React takes that HTML over, so the date is never baked into it.
 */
function useToday(): string {
  return useSyncExternalStore(
    noSubscription,
    () => lagosDate(new Date()),
    () => '',
  );
}

/**
 * Finance's page (issues 27 and 36): the books as finance reads them. The money queue, the statement
 * of account with the underwriter and its remittances, manual journals and the period close (each
 * proposed by one finance member and approved by another), the trial balance on a day (Alaafia's
 * accounts and the underwriter's apart), the journal of one payment or claim, the reconciliation of
 * a day with Paystack, the sponsors' invoices with their ageing, and the month's reports for the
 * underwriter to download.
 */
export function FinancePage() {
  const today = useToday();
  // The money queue opens a row's journal here: the journal section shows it, from its own field.
  const [asked, setAsked] = useState<{ of: JournalOf; n: number } | null>(null);
  const openJournal = (of: JournalOf) => {
    setAsked((a) => ({ of, n: (a?.n ?? 0) + 1 }));
    document.getElementById('journal-title')?.scrollIntoView?.();
  };
  return (
    <section aria-labelledby="finance-title" className="admin-finance">
      <h1 className="admin__title" id="finance-title">
        Finance
      </h1>
      <MoneyQueue onJournal={openJournal} />
      <StatementSection today={today} />
      <JournalsSection />
      <CloseSection />
      <TrialBalance today={today} />
      <Journal key={asked?.n ?? 0} initial={asked?.of ?? null} />
      <Reconciliation today={today} />
      <SponsorInvoices today={today} />
      <Reports today={today} />
    </section>
  );
}

/** The chart of accounts with no amounts: the trial balance's rows while its figures load. */
const CHART = Object.entries(LEDGER_ACCOUNTS).map(([code, account]) => ({
  code,
  name: account.name,
  type: account.type,
  debit_kobo: 0,
  credit_kobo: 0,
}));

function TrialBalance({ today }: { today: string }) {
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
      {balance.isError ? <p role="alert">{balance.error.message}</p> : null}
      {(valid || chosen === null) && !balance.isError ? (
        // While the balances load (and in the HTML the build draws, before today is known), the table
        // is drawn with the chart's accounts and no amounts, so the sections below do not jump down
        // when the figures arrive (issue 30: layout shift).
        <div aria-busy={balance.isPending}>
          <TableWrap label={`Trial balance as of ${balance.data?.as_of ?? asOf}`}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col" className="admin-finance__num">
                    Debit
                  </th>
                  <th scope="col" className="admin-finance__num">
                    Credit
                  </th>
                </tr>
              </thead>
              <tbody>
                {(balance.data?.accounts ?? CHART).map((a, i, all) => (
                  <tr key={a.code}>
                    <td>
                      {a.type === 'memorandum' && all[i - 1]?.type !== 'memorandum' ? (
                        <strong className="admin-finance__section">
                          The underwriter’s accounts (memorandum)
                        </strong>
                      ) : null}
                      {a.name}
                      <span className="admin-finance__code">{a.code}</span>
                    </td>
                    <td className="admin-finance__num">
                      {a.debit_kobo ? naira(a.debit_kobo) : ''}
                    </td>
                    <td className="admin-finance__num">
                      {a.credit_kobo ? naira(a.credit_kobo) : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td className="admin-finance__num">
                    {balance.data ? naira(balance.data.total_debit_kobo) : ''}
                  </td>
                  <td className="admin-finance__num">
                    {balance.data ? naira(balance.data.total_credit_kobo) : ''}
                  </td>
                </tr>
              </tfoot>
            </table>
          </TableWrap>
          {!balance.data ? (
            <p>Loading…</p>
          ) : balance.data.total_debit_kobo === balance.data.total_credit_kobo ? (
            <p>Debits equal credits.</p>
          ) : (
            <p role="alert" className="ui-field__error">
              The totals differ by{' '}
              {naira(Math.abs(balance.data.total_debit_kobo - balance.data.total_credit_kobo))}.
              Tell the engineers: every entry should balance.
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** A claim id is a number; anything else is read as a payment reference (ALF-...). */
export function journalQueryOf(text: string): JournalOf | null {
  const value = text.trim();
  if (value === '') return null;
  return /^\d+$/.test(value) ? { claim_id: Number(value) } : { reference: value };
}

function Journal({ initial }: { initial: JournalOf | null }) {
  const [text, setText] = useState(
    initial === null ? '' : 'reference' in initial ? initial.reference : String(initial.claim_id),
  );
  const [of, setOf] = useState<JournalOf | null>(initial);
  const [empty, setEmpty] = useState(false);
  const journal = useJournal(of);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = journalQueryOf(text);
    setEmpty(next === null);
    setOf(next);
  };
  return (
    <section aria-labelledby="journal-title">
      <h2 className="admin__subtitle" id="journal-title">
        Journal of a payment or a claim
      </h2>
      <form className="admin-filters" role="search" aria-label="Journal" onSubmit={onSubmit}>
        <TextField
          label="Payment reference or claim id"
          hint="For example ALF-1A2B3C, or 42 for claim 42."
          value={text}
          error={empty ? 'Enter a payment reference, such as ALF-1A2B3C.' : undefined}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button type="submit" variant="secondary" loading={of !== null && journal.isFetching}>
          Show the entries
        </Button>
      </form>
      {journal.isError ? <p role="alert">{journal.error.message}</p> : null}
      {journal.data?.length === 0 ? <p>No entry in the books for this.</p> : null}
      {journal.data?.map((entry) => (
        <JournalEntry key={entry.id} entry={entry} />
      ))}
    </section>
  );
}

function JournalEntry({ entry }: { entry: JournalEntryAnswer }) {
  const at = lagosDate(new Date(entry.at));
  return (
    <TableWrap label={`Entry ${entry.id}`}>
      <table className="admin-table">
        <caption>
          Entry {entry.id}, {at}: {entry.memo} ({entry.kind})
          {entry.reverses_entry_id ? `, reverses entry ${entry.reverses_entry_id}` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col" className="admin-finance__num">
              Debit
            </th>
            <th scope="col" className="admin-finance__num">
              Credit
            </th>
          </tr>
        </thead>
        <tbody>
          {entry.lines.map((l, i) => (
            <tr key={i}>
              <td>{l.account_code}</td>
              <td className="admin-finance__num">{l.debit_kobo ? naira(l.debit_kobo) : ''}</td>
              <td className="admin-finance__num">{l.credit_kobo ? naira(l.credit_kobo) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

const BREAK_REASONS = {
  not_in_ledger: 'Not in the ledger',
  amount_differs: 'Amount differs',
  fee_differs: 'Fee differs',
} as const;

function Reconciliation({ today }: { today: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? today;
  const valid = DAY.test(date);
  const day = useReconciliation(valid ? date : '');
  const data = day.data;
  return (
    <section aria-labelledby="reconciliation-title">
      <h2 className="admin__subtitle" id="reconciliation-title">
        Reconciliation with Paystack
      </h2>
      <div className="admin-filters">
        <TextField
          label="Settlement day"
          hint="Paystack's settlements paid out on this day."
          type="date"
          value={date}
          onChange={(e) => setChosen(e.currentTarget.value)}
        />
      </div>
      {valid && day.isPending ? <p>Loading…</p> : null}
      {day.isError ? <p role="alert">{day.error.message}</p> : null}
      {data ? (
        <>
          <p data-testid="reconciliation-summary">
            {data.settlements.length === 0
              ? 'No settlement on this day.'
              : `${data.matched} matched, ${data.unmatched.length} ${data.unmatched.length === 1 ? 'break' : 'breaks'}.`}
          </p>
          {data.settlements.length > 0 ? (
            <TableWrap label={`Settlements of ${data.date}`}>
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Settlement</th>
                    <th scope="col">Transactions</th>
                    <th scope="col" className="admin-finance__num">
                      Amount
                    </th>
                    <th scope="col" className="admin-finance__num">
                      Fees
                    </th>
                    <th scope="col" className="admin-finance__num">
                      Paid to the bank
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.settlements.map((s) => (
                    <tr key={s.provider_id}>
                      <td>{s.provider_id}</td>
                      <td>{s.transactions}</td>
                      <td className="admin-finance__num">{naira(s.total_amount_kobo)}</td>
                      <td className="admin-finance__num">{naira(s.total_fees_kobo)}</td>
                      <td className="admin-finance__num">{naira(s.net_kobo)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          ) : null}
          {data.unmatched.length > 0 ? (
            <TableWrap label={`Breaks of ${data.date}`}>
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Reference</th>
                    <th scope="col">Why</th>
                    <th scope="col" className="admin-finance__num">
                      Settled
                    </th>
                    <th scope="col" className="admin-finance__num">
                      In the ledger
                    </th>
                    <th scope="col" className="admin-finance__num">
                      Fee
                    </th>
                    <th scope="col" className="admin-finance__num">
                      Expected fee
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.unmatched.map((u) => (
                    <tr key={`${u.provider_id}-${u.reference}`}>
                      <td>{u.reference}</td>
                      <td>{BREAK_REASONS[u.reason]}</td>
                      <td className="admin-finance__num">{naira(u.amount_kobo)}</td>
                      <td className="admin-finance__num">{naira(u.ledger_kobo)}</td>
                      <td className="admin-finance__num">{naira(u.fee_kobo)}</td>
                      <td className="admin-finance__num">{naira(u.expected_fee_kobo)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

const INVOICE_STATUS = {
  unpaid: 'Unpaid',
  transfer_recorded: 'Transfer recorded, awaiting approval',
  paid: 'Paid',
} as const;

function SponsorInvoices({ today }: { today: string }) {
  const ageing = useSponsorAgeing();
  const invoices = useAllSponsorInvoices('unpaid');
  const approve = useApproveSponsorTransfer();
  // Recording and approving are finance's (an administrator reads): docs/business-rules.md, 'Sponsor invoices'.
  const me = useStaffMe();
  const canAct = me.data?.roles.includes('finance') ?? false;
  const [recording, setRecording] = useState<SponsorInvoiceAnswer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const link = useSponsorPaymentLink();
  const onLink = (i: SponsorInvoiceAnswer) => {
    setFailed(null);
    setDone(null);
    link.mutate(i.id, {
      onError: (error) => setFailed(error.message),
      onSuccess: () => setDone(`The payment link of ${i.number} is e-mailed to ${i.sponsor_name}.`),
    });
  };
  const onApprove = (i: SponsorInvoiceAnswer) => {
    setFailed(null);
    setDone(null);
    approve.mutate(i.id, {
      onError: (error) => setFailed(error.message),
      onSuccess: () => setDone(`Invoice ${i.number} is paid; its cover starts.`),
    });
  };
  return (
    <section aria-labelledby="invoices-title">
      <h2 className="admin__subtitle" id="invoices-title">
        Sponsor invoices
      </h2>
      {ageing.isError ? <p role="alert">{ageing.error.message}</p> : null}
      {ageing.data ? (
        <TableWrap label="Ageing of unpaid invoices">
          <table className="admin-table">
            <caption>Unpaid invoices by days since the invoice date</caption>
            <thead>
              <tr>
                <th scope="col">Days</th>
                <th scope="col">Invoices</th>
                <th scope="col" className="admin-finance__num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {ageing.data.buckets.map((b) => (
                <tr key={b.bucket}>
                  <th scope="row">{b.bucket}</th>
                  <td>{b.invoices}</td>
                  <td className="admin-finance__num">{naira(b.total_kobo)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total unpaid
                </th>
                <td className="admin-finance__num">{naira(ageing.data.total_kobo)}</td>
              </tr>
            </tfoot>
          </table>
        </TableWrap>
      ) : null}
      {failed ? (
        <p role="alert" className="ui-field__error">
          {failed}
        </p>
      ) : null}
      <p role="status" className="admin-finance__done">
        {done}
      </p>
      {invoices.isPending ? <p>Loading…</p> : null}
      {invoices.isError ? <p role="alert">{invoices.error.message}</p> : null}
      {invoices.data?.length === 0 ? <p>No unpaid invoice.</p> : null}
      {invoices.data && invoices.data.length > 0 ? (
        <TableWrap label="Unpaid sponsor invoices">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Sponsor</th>
                <th scope="col">Due</th>
                <th scope="col" className="admin-finance__num">
                  Total
                </th>
                <th scope="col">Age</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.map((i) => (
                <tr key={i.id}>
                  <td>{i.number}</td>
                  <td>{i.sponsor_name}</td>
                  <td>{i.due_on}</td>
                  <td className="admin-finance__num">{naira(i.total_kobo)}</td>
                  <td>{i.ageing_bucket ? `${i.age_days} days (${i.ageing_bucket})` : '—'}</td>
                  <td>
                    {INVOICE_STATUS[i.status]}
                    {i.transfer ? (
                      <span className="admin-finance__code">
                        {naira(i.transfer.amount_kobo)}, {i.transfer.bank_reference},{' '}
                        {i.transfer.received_on}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    {!canAct ? null : i.status === 'unpaid' ? (
                      <div className="admin-actions">
                        <Button
                          variant="secondary"
                          aria-label={`Record a transfer for ${i.number}`}
                          onClick={() => {
                            setDone(null);
                            setFailed(null);
                            setRecording(i);
                          }}
                        >
                          Record a transfer
                        </Button>
                        {i.payment_url ? (
                          <a href={i.payment_url} target="_blank" rel="noreferrer">
                            Payment link<span className="visually-hidden"> of {i.number}</span>
                          </a>
                        ) : (
                          <Button
                            variant="link"
                            aria-label={`Send the payment link of ${i.number} to the sponsor`}
                            loading={link.isPending && link.variables === i.id}
                            disabled={link.isPending}
                            onClick={() => onLink(i)}
                          >
                            Send a payment link
                          </Button>
                        )}
                      </div>
                    ) : (
                      <Button
                        aria-label={`Approve the transfer for ${i.number}`}
                        loading={approve.isPending && approve.variables === i.id}
                        disabled={approve.isPending}
                        onClick={() => onApprove(i)}
                      >
                        Approve
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      {recording ? (
        <RecordTransferForm
          key={recording.id}
          invoice={recording}
          today={today}
          onDone={(message) => {
            setRecording(null);
            setDone(message);
          }}
          onCancel={() => setRecording(null)}
        />
      ) : null}
    </section>
  );
}

function RecordTransferForm({
  invoice,
  today,
  onDone,
  onCancel,
}: {
  invoice: SponsorInvoiceAnswer;
  today: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const record = useRecordSponsorTransfer();
  const [amount, setAmount] = useState('');
  const [bankReference, setBankReference] = useState('');
  const [receivedOn, setReceivedOn] = useState(today);
  const [amountError, setAmountError] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const naira = parseNairaInput(amount);
    if (naira === null) {
      setAmountError('The amount received must equal the invoice total.');
      return;
    }
    setAmountError(null);
    record.mutate(
      {
        invoiceId: invoice.id,
        amount: naira,
        bank_reference: bankReference,
        received_on: receivedOn,
      },
      {
        onSuccess: () =>
          onDone(
            `Transfer recorded for ${invoice.number}. Another finance member must approve it before the cover starts.`,
          ),
      },
    );
  };
  const apiError = record.error instanceof ApiError ? record.error : null;
  const fieldError = (name: string) => apiError?.field(name);
  const general =
    record.error !== null &&
    !fieldError('amount') &&
    !fieldError('bank_reference') &&
    !fieldError('received_on');
  return (
    <form
      className="admin-form"
      aria-labelledby="record-transfer-title"
      onSubmit={onSubmit}
      noValidate
    >
      <h3 className="admin__subtitle" id="record-transfer-title">
        Record a transfer for {invoice.number} ({invoice.sponsor_name},{' '}
        {formatNaira(koboToNaira(invoice.total_kobo))})
      </h3>
      <TextField
        label="Amount received (₦)"
        inputMode="numeric"
        value={amount}
        error={amountError ?? fieldError('amount')}
        onChange={(e) => setAmount(e.currentTarget.value)}
      />
      <TextField
        label="Bank reference"
        value={bankReference}
        error={fieldError('bank_reference')}
        onChange={(e) => setBankReference(e.currentTarget.value)}
      />
      <TextField
        label="Received on"
        type="date"
        value={receivedOn}
        error={fieldError('received_on')}
        onChange={(e) => setReceivedOn(e.currentTarget.value)}
      />
      {general ? (
        <p role="alert" className="ui-field__error">
          {record.error?.message}
        </p>
      ) : null}
      <div className="admin-actions">
        <Button type="submit" loading={record.isPending}>
          Record the transfer
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const REPORTS = [
  { report: 'premium', name: 'Premium bordereau' },
  { report: 'claims', name: 'Claims bordereau' },
  { report: 'summary', name: 'Summary' },
] as const;

function Reports({ today }: { today: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const month = chosen ?? today.slice(0, 7);
  const valid = MONTH.test(month);
  return (
    <section aria-labelledby="reports-title">
      <h2 className="admin__subtitle" id="reports-title">
        Reports for the underwriter
      </h2>
      <div className="admin-filters">
        <TextField
          label="Month"
          type="month"
          value={month}
          error={month !== '' && !valid ? 'Enter the month as YYYY-MM.' : undefined}
          onChange={(e) => setChosen(e.currentTarget.value)}
        />
      </div>
      {valid ? (
        <ul className="admin-finance__reports" aria-label={`Reports for ${month}`}>
          {REPORTS.map((r) => (
            <li key={r.report}>
              <span>{r.name}</span>
              <a
                href={bordereauUrl(r.report, month, 'csv')}
                aria-label={`${r.name}, ${month}, CSV`}
                download
              >
                CSV
              </a>
              <a
                href={bordereauUrl(r.report, month, 'xlsx')}
                aria-label={`${r.name}, ${month}, Excel`}
                download
              >
                Excel
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
