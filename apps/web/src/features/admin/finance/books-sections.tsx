import {
  LEDGER_ACCOUNTS,
  type LedgerAccountCode,
  type ManualJournalAnswer,
  type RemittanceAnswer,
} from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { TableWrap } from '#components/ui/data-table.js';
import { Select } from '#components/ui/select.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors } from '#lib/form-errors.js';
import {
  useApproveRemittance,
  useClosePeriod,
  useDecideJournal,
  useJournals,
  usePeriods,
  useProposeJournal,
  useProposeRemittance,
  useRemittances,
  useStatement,
} from './finance-api';
import { useStaffMe } from '../shared/staff-session';
import { naira } from './finance-format';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month before `month` (YYYY-MM). */
function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const STATEMENT_ROWS = [
  ['gross_premium_kobo', 'Gross premium written', 1],
  ['commission_kobo', 'Less our commission (VAT included)', -1],
  ['claims_paid_kobo', 'Less claims paid', -1],
  ['capitation_kobo', 'Less hospital capitation', -1],
  ['adjustments_kobo', 'Adjustments', 1],
] as const;

const STATUS = {
  awaiting_approval: 'Awaiting approval',
  posted: 'Posted',
  withdrawn: 'Withdrawn',
} as const;

/** A message for what the API refused, else nothing. */
const refusal = (error: unknown) =>
  error instanceof Error ? error.message : error ? 'That did not work. Try again.' : null;

/**
 * The statement of account with the underwriter (issue 36; docs/business-rules.md, 'Statement of
 * account and remittances'): a month's figures, its remittances, and the remittance one finance
 * member proposes and another approves.
 */
export function StatementSection({ today }: { today: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const month = chosen ?? (today ? previousMonth(today.slice(0, 7)) : '');
  const valid = MONTH.test(month);
  const statement = useStatement(valid ? month : '');
  const remittances = useRemittances();
  const propose = useProposeRemittance();
  const approve = useApproveRemittance();
  const me = useStaffMe();
  const canAct = me.data?.roles.includes('finance') ?? false;
  const [done, setDone] = useState<string | null>(null);
  const s = statement.data;
  const ofMonth = (remittances.data ?? []).filter((r) => r.month === month);
  const failed = refusal(propose.error) ?? refusal(approve.error);
  const onApprove = (r: RemittanceAnswer) => {
    setDone(null);
    propose.reset();
    approve.mutate(r.id, {
      onSuccess: () => setDone(`The remittance of ${r.month} is posted: its balance is now 0.`),
    });
  };
  return (
    <section aria-labelledby="statement-title">
      <h2 className="admin__subtitle" id="statement-title">
        Statement of account with the underwriter
      </h2>
      <div className="admin-filters">
        <TextField
          label="Statement month"
          type="month"
          value={month}
          error={month !== '' && !valid ? 'Enter the month as YYYY-MM.' : undefined}
          onChange={(e) => setChosen(e.currentTarget.value)}
        />
      </div>
      {statement.isError ? <p role="alert">{statement.error.message}</p> : null}
      {s ? (
        <TableWrap label={`Statement of ${s.month}`}>
          <table className="admin-table" data-testid="statement">
            <tbody>
              {STATEMENT_ROWS.map(([key, label, sign]) => (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  <td className="admin-finance__num">
                    {sign < 0 && s[key] !== 0 ? `(${naira(s[key])})` : naira(s[key])}
                  </td>
                </tr>
              ))}
              <tr>
                <th scope="row">Net due to the underwriter</th>
                <td className="admin-finance__num">{naira(s.net_due_kobo)}</td>
              </tr>
              <tr>
                <th scope="row">Remitted for the month</th>
                <td className="admin-finance__num">{naira(s.remitted_kobo)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Balance</th>
                <td className="admin-finance__num" data-testid="statement-balance">
                  {naira(s.balance_kobo)}
                </td>
              </tr>
            </tfoot>
          </table>
        </TableWrap>
      ) : null}
      {s && s.balance_kobo < 0 ? (
        <p>The underwriter owes this balance: claims and capitation took more than the premium.</p>
      ) : null}
      {failed ? (
        <p role="alert" className="ui-field__error">
          {failed}
        </p>
      ) : null}
      <p role="status" className="admin-finance__done">
        {done}
      </p>
      {canAct &&
      s &&
      s.balance_kobo !== 0 &&
      !ofMonth.some((r) => r.status === 'awaiting_approval') ? (
        <Button
          loading={propose.isPending}
          onClick={() => {
            setDone(null);
            approve.reset();
            propose.mutate(month, {
              onSuccess: (r) =>
                setDone(
                  `Remittance of ${naira(r.amount_kobo)} for ${r.month} proposed. Another finance member approves it.`,
                ),
            });
          }}
        >
          {s.balance_kobo > 0
            ? `Propose remitting ${naira(s.balance_kobo)}`
            : `Propose calling ${naira(-s.balance_kobo)} from the underwriter`}
        </Button>
      ) : null}
      {ofMonth.length > 0 ? (
        <TableWrap label={`Remittances for ${month}`}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Proposed</th>
                <th scope="col">By</th>
                <th scope="col" className="admin-finance__num">
                  Amount
                </th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {ofMonth.map((r) => (
                <tr key={r.id}>
                  <td>{r.proposed_at.slice(0, 10)}</td>
                  <td>{r.proposed_by_name}</td>
                  <td className="admin-finance__num">{naira(r.amount_kobo)}</td>
                  <td>{STATUS[r.status]}</td>
                  <td>
                    {canAct && r.status === 'awaiting_approval' ? (
                      r.proposed_by === me.data?.id ? (
                        <span className="admin-evidence__meta">
                          You proposed this: another finance member approves it.
                        </span>
                      ) : (
                        <Button
                          aria-label={`Approve the remittance of ${r.month}`}
                          loading={approve.isPending}
                          onClick={() => onApprove(r)}
                        >
                          Approve
                        </Button>
                      )
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </section>
  );
}

interface DraftLine {
  account: LedgerAccountCode | '';
  debit: string;
  credit: string;
}

/** The accounts a journal may use: the current chart (not the accounts retired by issue 36). */
const ACCOUNT_OPTIONS = (
  Object.entries(LEDGER_ACCOUNTS) as [LedgerAccountCode, { name: string; retired?: true }][]
)
  .filter(([, a]) => !a.retired)
  .map(([code, a]) => ({ value: code, label: a.name }));

/** Naira typed (whole naira and kobo) as kobo; '' is 0; null when it is not an amount. */
function koboOfTyped(text: string): number | null {
  const value = text.trim().replace(/[₦,\s]/g, '');
  if (value === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/**
 * Manual journals (issue 36; docs/business-rules.md, 'Manual journals'): a finance member proposes
 * balanced lines and the reason; another approves it, and it is posted in the open month.
 */
type JournalValues = { reason: string; lines: DraftLine[] };

const EMPTY_LINE: DraftLine = { account: '', debit: '', credit: '' };

/**
 * A finance member's proposal of a manual journal: the reason and at least two lines, each an
 * account with a debit or a credit in naira (react-hook-form; its lines a field array). What the API
 * refuses is shown at its field (the reason) or under the lines.
 */
function ProposeJournalForm({ onDone }: { onDone: (message: string | null) => void }) {
  const propose = useProposeJournal();
  const form = useForm<JournalValues>({
    defaultValues: { reason: '', lines: [EMPTY_LINE, EMPTY_LINE] },
  });
  // How many lines the form shows (each registered as lines.<i>.…). Not react-hook-form's
  // useFieldArray: its code would land in the forms chunk every customer form loads (/help, /settings
  // over their budgets by 1.4 KB), for the one back-office form whose lines are only ever added.
  const [lineCount, setLineCount] = useState(2);
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((values) => {
    onDone(null);
    setFormError(null);
    // A line added and left untouched reads as empty, like the two the form starts with.
    const body = Array.from({ length: lineCount }, (_, i) => ({
      ...EMPTY_LINE,
      ...values.lines[i],
    })).map((l) => ({
      account: l.account,
      debit_kobo: koboOfTyped(l.debit),
      credit_kobo: koboOfTyped(l.credit),
    }));
    if (body.some((l) => l.account === '' || l.debit_kobo === null || l.credit_kobo === null)) {
      form.setError('lines', {
        message: 'Choose an account and type an amount in naira on each line.',
      });
      return;
    }
    propose.mutate(
      {
        reason: values.reason,
        lines: body as { account: LedgerAccountCode; debit_kobo: number; credit_kobo: number }[],
      },
      {
        onSuccess: (j) => {
          onDone(`Journal ${j.id} proposed. Another finance member approves it.`);
          form.reset({ reason: '', lines: [EMPTY_LINE, EMPTY_LINE] });
          setLineCount(2);
        },
        onError: (error) =>
          setFormError(applyServerErrors(error, form.setError, ['reason', 'lines'])),
      },
    );
  });
  return (
    <form className="admin-form" aria-label="Propose a journal" onSubmit={onSubmit} noValidate>
      <TextField
        label="Why"
        hint="Kept with the journal and in the audit log (5 to 500 characters)."
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      {Array.from({ length: lineCount }, (_, i) => (
        <fieldset key={i} className="admin-journal-line">
          <legend>Line {i + 1}</legend>
          <Select
            label="Account"
            placeholder="Choose an account"
            options={ACCOUNT_OPTIONS}
            {...form.register(`lines.${i}.account`)}
          />
          <TextField label="Debit (₦)" inputMode="decimal" {...form.register(`lines.${i}.debit`)} />
          <TextField
            label="Credit (₦)"
            inputMode="decimal"
            {...form.register(`lines.${i}.credit`)}
          />
        </fieldset>
      ))}
      <FormError variant="line" message={errors.lines?.message} />
      <FormError variant="line" message={formError} />
      <FormActions submit="Propose the journal" busy={propose.isPending} className="admin-actions">
        <Button type="button" variant="secondary" onClick={() => setLineCount((n) => n + 1)}>
          Add a line
        </Button>
      </FormActions>
    </form>
  );
}

export function JournalsSection() {
  const journals = useJournals();
  const decide = useDecideJournal();
  const me = useStaffMe();
  const canAct = me.data?.roles.includes('finance') ?? false;
  const [done, setDone] = useState<string | null>(null);
  const onDecide = (j: ManualJournalAnswer, decision: 'approve' | 'withdraw') => {
    setDone(null);
    decide.mutate(
      { id: j.id, decision },
      {
        onSuccess: () =>
          setDone(
            decision === 'approve'
              ? `Journal ${j.id} is posted.`
              : `Journal ${j.id} is withdrawn: nothing is posted.`,
          ),
      },
    );
  };
  return (
    <section aria-labelledby="journals-title">
      <h2 className="admin__subtitle" id="journals-title">
        Manual journals
      </h2>
      <p role="status" className="admin-finance__done">
        {done}
      </p>
      {decide.error ? (
        <p role="alert" className="ui-field__error">
          {decide.error.message}
        </p>
      ) : null}
      {canAct ? <ProposeJournalForm onDone={setDone} /> : null}
      {journals.isError ? <p role="alert">{journals.error.message}</p> : null}
      {journals.data?.length === 0 ? <p>No manual journal.</p> : null}
      {journals.data?.map((j) => (
        <TableWrap key={j.id} label={`Journal ${j.id}`}>
          <table className="admin-table">
            <caption>
              Journal {j.id}, {STATUS[j.status]}: {j.reason} ({j.proposed_by_name})
            </caption>
            <tbody>
              {j.lines.map((l, i) => (
                <tr key={i}>
                  <td>{LEDGER_ACCOUNTS[l.account].name}</td>
                  <td className="admin-finance__num">{l.debit_kobo ? naira(l.debit_kobo) : ''}</td>
                  <td className="admin-finance__num">
                    {l.credit_kobo ? naira(l.credit_kobo) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
            {canAct && j.status === 'awaiting_approval' ? (
              <tfoot>
                <tr>
                  <td colSpan={3}>
                    <div className="admin-actions">
                      {j.proposed_by === me.data?.id ? (
                        <span className="admin-evidence__meta">
                          You proposed this: another finance member approves it.
                        </span>
                      ) : (
                        <Button
                          aria-label={`Approve journal ${j.id}`}
                          loading={decide.isPending}
                          onClick={() => onDecide(j, 'approve')}
                        >
                          Approve
                        </Button>
                      )}
                      <Button
                        variant="secondary"
                        aria-label={`Withdraw journal ${j.id}`}
                        disabled={decide.isPending}
                        onClick={() => onDecide(j, 'withdraw')}
                      >
                        Withdraw
                      </Button>
                    </div>
                  </td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </TableWrap>
      ))}
    </section>
  );
}

/**
 * Period close (issue 36; docs/business-rules.md, 'Period close'): the months closed, and closing the
 * next once its bordereaux are sent (the API says when they are not).
 */
export function CloseSection() {
  const periods = usePeriods();
  const close = useClosePeriod();
  const me = useStaffMe();
  const canAct = me.data?.roles.includes('finance') ?? false;
  const [done, setDone] = useState<string | null>(null);
  const next = periods.data?.next_to_close ?? null;
  const last = periods.data?.closed[0];
  return (
    <section aria-labelledby="close-title">
      <h2 className="admin__subtitle" id="close-title">
        Period close
      </h2>
      {periods.isError ? <p role="alert">{periods.error.message}</p> : null}
      {periods.data ? (
        <p>
          {last ? `Closed to ${last.month}.` : 'No month is closed yet.'}
          {next ? ` Next to close: ${next}.` : ''}
        </p>
      ) : null}
      {close.error ? (
        <p role="alert" className="ui-field__error">
          {close.error.message}
        </p>
      ) : null}
      <p role="status" className="admin-finance__done">
        {done}
      </p>
      {canAct && next ? (
        <Button
          variant="secondary"
          loading={close.isPending}
          onClick={() => {
            setDone(null);
            close.mutate(next, {
              onSuccess: () => setDone(`${next} is closed: nothing more is dated in it.`),
            });
          }}
        >
          Close {next}
        </Button>
      ) : null}
    </section>
  );
}
