import { formatNaira, type PreauthorisationQueueItem } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { Select } from '#components/ui/select.js';
import { TextField } from '#components/ui/text-field.js';
import { errorMessageOf } from '#lib/form-errors.js';
import { formatLagosTime as when } from '#lib/format-time.js';
import { MembersCases } from './members-cases';
import { useAdminPreauthorisations, usePreauthorisationDecision } from './preauthorisations-api';
import '../claims/claims-admin.css';

const SHOW = [
  { value: 'pending', label: 'Waiting for a decision' },
  { value: 'decided', label: 'Decided' },
];

const BENEFIT: Record<PreauthorisationQueueItem['benefit'], string> = {
  accidents_emergencies: 'Accidents & Emergencies',
  antenatal_delivery: 'Ante-natal & delivery',
  immunisation: 'Immunisation',
  other: 'Other',
};

/**
 * Hospitals' pre-authorisations (issue 28): the claims officers' queue on the NHIA's clock (issue
 * 39 item 5: answered within one hour; escalated at 45 minutes, at the top; an emergency's
 * provisional code decided within 48 hours); approve gives the hospital a code (an amount approves a
 * part), reject a reason (a provisional code declined pays the care before the decision: its
 * amount); the member is told either way.
 */
export function PreauthorisationsPage() {
  const [status, setStatus] = useState<'pending' | 'decided'>('pending');
  const list = useAdminPreauthorisations(status);
  return (
    <section aria-labelledby="preauth-title" className="admin-claims">
      <h1 className="admin__title" id="preauth-title">
        Pre-authorisations
      </h1>
      <p className="admin-claims__intro">
        Hospitals ask before treatment outside primary care. Answer each within one hour of the
        request (the NHIA&apos;s rule); those waiting 45 minutes are escalated and listed first. An
        emergency already has a provisional code: decide it within 48 hours, and when you reject it
        enter what the care given before your decision cost, which is still paid.
      </p>
      <div className="admin-filters">
        <Select
          label="Show"
          options={SHOW}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value as 'pending' | 'decided')}
        />
      </div>
      <QueryState query={list}>
        {(rows) => (
          <DataTable
            label="Pre-authorisations queue"
            rows={rows}
            rowKey={(p) => p.id}
            rowProps={(p) => ({ 'data-testid': `preauth-row-${p.id}` })}
            empty="No pre-authorisations here."
            columns={[
              { header: 'No.', cell: (p) => p.id },
              { header: 'Hospital', cell: (p) => p.hospital.name },
              {
                header: 'Member',
                cell: (p) => (
                  <>
                    {p.name} ({p.member_number}){p.covered ? '' : ' · not covered today'}
                  </>
                ),
              },
              {
                header: 'Treatment and why',
                cell: (p) => (
                  <>
                    {p.emergency ? 'Emergency · ' : ''}
                    {BENEFIT[p.benefit]}: {p.treatment}. {p.reason}
                    {p.rules.length > 0 ? ` (rules: ${p.rules.join(' ')})` : ''}
                  </>
                ),
              },
              {
                header: 'Estimate',
                cell: (p) => (
                  <>
                    {formatNaira(p.estimated_amount)}
                    {p.left_this_month !== null
                      ? ` (${formatNaira(p.left_this_month)} left this month)`
                      : ''}
                  </>
                ),
              },
              {
                header: status === 'pending' ? 'Decide by' : 'Decision',
                cell: (p) => (
                  <>
                    {status === 'pending'
                      ? when(p.due_by)
                      : `${p.status}: ${p.code ?? p.decision_reason ?? ''}`}
                    {p.escalated && p.status === 'pending' ? (
                      <span className="admin-flag admin-flag--late">Escalated</span>
                    ) : null}
                    {p.late ? <span className="admin-flag admin-flag--late">Late</span> : null}
                  </>
                ),
              },
              status === 'pending' && { header: 'Decide', cell: (p) => <Decision id={p.id} /> },
            ]}
          />
        )}
      </QueryState>
      <MembersCases />
    </section>
  );
}

function Decision({ id }: { id: number }) {
  const decide = usePreauthorisationDecision();
  const form = useForm<{ reason: string; amount: string }>({
    defaultValues: { reason: '', amount: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const submit = (decision: 'approve' | 'reject') =>
    form.handleSubmit(({ reason, amount }) => {
      setError(null);
      const digits = amount.replace(/[^\d]/g, '');
      decide.mutate(
        { id, decision, reason, ...(digits === '' ? {} : { amount: Number(digits) }) },
        {
          onError: (cause) =>
            setError(
              errorMessageOf(cause, ['decision', 'reason', 'amount'], 'Something went wrong.'),
            ),
        },
      );
    });
  return (
    <form onSubmit={submit('approve')} noValidate className="admin-preauth-decision">
      <TextField
        label={`Reason for ${id}`}
        error={error ?? undefined}
        {...form.register('reason')}
      />
      <TextField
        label={`Amount for ${id} (₦, optional)`}
        inputMode="numeric"
        {...form.register('amount')}
      />
      <FormActions submit="Approve" busy={decide.isPending} childrenAfter>
        <Button variant="secondary" onClick={submit('reject')} disabled={decide.isPending}>
          Reject
        </Button>
      </FormActions>
    </form>
  );
}
