import {
  formatKobo,
  formatNaira,
  kobo,
  type AdminClaim,
  type ClaimAutomationAnswer,
} from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { TextField } from '#components/ui/text-field.js';
import { errorMessageOf } from '#lib/form-errors.js';
import { formatLagosTime as when } from '#lib/format-time.js';
import {
  useAutomation,
  useAutomationReport,
  useDecideAutomationChange,
  useLookBack,
  useProposeAutomation,
  useRecordLookBack,
} from './automation-api';
import '../claims/claims-admin.css';

const naira = (k: number) => formatKobo(kobo(k));

/** The report's `to` is the day after its last (a half-open range); staff read the last day itself. */
function dayBefore(isoDay: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDay;
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Claims paid by rules, their back office (issue 39 items 2 and 3; docs/business-rules.md, 'Claims
 * paid by rules'): the settings in force and a change waiting for a second administrator (who
 * approves it; the proposer cannot), the look back at what the rules paid (within 5 working days,
 * with the rules that held; a problem opens a recovery for finance), and the week's outcomes.
 */
export function AutomationPage() {
  return (
    <section aria-labelledby="automation-title" className="admin-claims">
      <h1 className="admin__title" id="automation-title">
        Automation
      </h1>
      <p className="admin-claims__intro">
        The rules approve small claims at once and never decline one. Their limits are a money
        control: a change takes effect only when a second administrator approves it.
      </p>
      <Settings />
      <LookBack />
      <Report />
    </section>
  );
}

function Settings() {
  const settings = useAutomation();
  return (
    <section aria-labelledby="automation-settings">
      <h2 id="automation-settings">Settings</h2>
      <QueryState query={settings}>
        {(s) => (
          <>
            <dl className="admin-automation__settings">
              <dt>Automation</dt>
              <dd>{s.enabled ? 'On' : 'Off'}</dd>
              <dt>Most for one claim</dt>
              <dd>{naira(s.max_claim_kobo)}</dd>
              <dt>Most in a day</dt>
              <dd>{naira(s.daily_budget_kobo)}</dd>
              <dt>Sent to a person at random</dt>
              <dd>{s.sample_percent}%</dd>
            </dl>
            {s.pending_change ? (
              <PendingChange change={s.pending_change} />
            ) : (
              <ProposeChange current={s} />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function PendingChange({
  change,
}: {
  change: NonNullable<ClaimAutomationAnswer['pending_change']>;
}) {
  const decide = useDecideAutomationChange();
  const [error, setError] = useState<string | null>(null);
  const act = (decision: 'approve' | 'reject') => {
    setError(null);
    decide.mutate(
      { id: change.id, decision },
      { onError: (cause) => setError(errorMessageOf(cause)) },
    );
  };
  return (
    <div
      role="region"
      aria-label="Change waiting for approval"
      className="admin-automation__pending"
    >
      <p>
        Proposed {when(change.proposed_at)} by staff member {change.proposed_by ?? 'unknown'}:{' '}
        {change.enabled ? 'on' : 'off'}, {naira(change.max_claim_kobo)} a claim,{' '}
        {naira(change.daily_budget_kobo)} a day, {change.sample_percent}% sampled. It waits for
        another administrator.
      </p>
      <FormError message={error} />
      <Button disabled={decide.isPending} onClick={() => act('approve')}>
        Approve
      </Button>{' '}
      <Button variant="secondary" disabled={decide.isPending} onClick={() => act('reject')}>
        Turn down
      </Button>
    </div>
  );
}

type ProposeValues = { enabled: boolean; max_claim: string; daily_budget: string; sample: string };

/** Naira typed in the form, kobo to the API; NaN (not a number) is the API's 422 on its field. */
const toKobo = (value: string) => Math.round(Number(value.replace(/[,\s₦]/g, '')) * 100);

function ProposeChange({ current }: { current: ClaimAutomationAnswer }) {
  const propose = useProposeAutomation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProposeValues>({
    defaultValues: {
      enabled: current.enabled,
      max_claim: String(current.max_claim_kobo / 100),
      daily_budget: String(current.daily_budget_kobo / 100),
      sample: String(current.sample_percent),
    },
  });
  const submit = form.handleSubmit((values) => {
    setError(null);
    propose.mutate(
      {
        enabled: values.enabled,
        max_claim_kobo: toKobo(values.max_claim),
        daily_budget_kobo: toKobo(values.daily_budget),
        sample_percent: Number(values.sample),
      },
      {
        onError: (cause) =>
          setError(
            errorMessageOf(cause, [
              'max_claim_kobo',
              'daily_budget_kobo',
              'sample_percent',
              'enabled',
            ]),
          ),
      },
    );
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Propose new settings">
      <h3>Propose new settings (administrators)</h3>
      <FormError message={error} />
      <label>
        <input type="checkbox" {...form.register('enabled')} /> The rules approve claims
      </label>
      <TextField
        label="Most for one claim (₦)"
        inputMode="numeric"
        {...form.register('max_claim')}
      />
      <TextField label="Most in a day (₦)" inputMode="numeric" {...form.register('daily_budget')} />
      <TextField
        label="Sent to a person at random (%)"
        inputMode="numeric"
        {...form.register('sample')}
      />
      <FormActions submit="Propose" busy={propose.isPending} />
    </form>
  );
}

function LookBack() {
  const list = useLookBack();
  return (
    <section aria-labelledby="automation-look-back">
      <h2 id="automation-look-back">Look back</h2>
      <p>
        Every claim the rules paid is looked at by a claims officer within 5 working days. A problem
        opens a recovery for finance; the payment is never reversed silently.
      </p>
      <QueryState query={list}>
        {(rows) => (
          <DataTable
            label="Claims the rules paid, to look back at"
            rows={rows}
            rowKey={(c) => c.id}
            empty="Nothing to look back at."
            columns={[
              { header: 'Claim', cell: (c) => c.claim_number },
              { header: 'Customer', cell: (c) => c.customer.name },
              {
                header: 'Approved',
                cell: (c) => (c.amount_approved === null ? '' : formatNaira(c.amount_approved)),
              },
              { header: 'Look back by', cell: (c) => c.look_back?.due_on ?? '' },
              {
                header: 'Rules that held',
                cell: (c) =>
                  (c.automation?.rules ?? [])
                    .filter((rule) => rule.held)
                    .map((rule) => rule.name)
                    .join(', '),
              },
              { header: 'Finding', cell: (c) => <Finding claim={c} /> },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}

function Finding({ claim }: { claim: AdminClaim }) {
  const record = useRecordLookBack();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const submit = (finding: 'fine' | 'problem') =>
    form.handleSubmit(({ note }) => {
      setError(null);
      record.mutate(
        { id: claim.id, finding, note },
        { onError: (cause) => setError(errorMessageOf(cause, ['note', 'finding'])) },
      );
    });
  return (
    <form noValidate onSubmit={submit('fine')}>
      <TextField
        label={`What you found on ${claim.claim_number}`}
        error={error ?? undefined}
        {...form.register('note')}
      />
      <FormActions submit="Fine" busy={record.isPending} childrenAfter>
        <Button variant="secondary" disabled={record.isPending} onClick={submit('problem')}>
          Open a recovery
        </Button>
      </FormActions>
    </form>
  );
}

function Report() {
  const [from, setFrom] = useState('');
  const report = useAutomationReport(from);
  return (
    <section aria-labelledby="automation-report">
      <h2 id="automation-report">The week</h2>
      <TextField
        label="From (7 days; the last 7 when empty)"
        type="date"
        value={from}
        onChange={(e) => setFrom(e.currentTarget.value)}
      />
      <QueryState query={report}>
        {(r) => (
          <dl className="admin-automation__report">
            <dt>Days</dt>
            <dd>
              {r.from} to {dayBefore(r.to)}
            </dd>
            <dt>Approved by the rules</dt>
            <dd>
              {r.approved} ({naira(r.approved_kobo)})
            </dd>
            <dt>Sent to a person</dt>
            <dd>{r.to_a_person}</dd>
            <dt>Sampled</dt>
            <dd>{r.sampled}</dd>
            <dt>Looked back at</dt>
            <dd>{r.looked_back}</dd>
            <dt>Later found wrong</dt>
            <dd>{r.found_wrong}</dd>
          </dl>
        )}
      </QueryState>
    </section>
  );
}
