import { formatNaira, type PreauthorisationQueueItem } from '@alaafia/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '#components/ui/button.js';
import { Select } from '#components/ui/select.js';
import { TextField } from '#components/ui/text-field.js';
import { ApiError } from '#lib/api-client.js';
import { formatLagosTime as when } from '#lib/format-time.js';
import { useAdminPreauthorisations, usePreauthorisationDecision } from './preauthorisations-api';
import { TableWrap } from '../shared/table-wrap';
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
 * Hospitals' pre-authorisations (issue 28): the claims officers' queue, oldest first, each with the
 * working-day clock (decided by the end of the working day it came in); approve gives the hospital
 * a code, reject a reason; the member is told either way.
 */
export function PreauthorisationsPage() {
  const [status, setStatus] = useState<'pending' | 'decided'>('pending');
  const list = useAdminPreauthorisations(status);
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="preauth-title" className="admin-claims">
      <h1 className="admin__title" id="preauth-title">
        Pre-authorisations
      </h1>
      <p className="admin-claims__intro">
        Hospitals ask before treatment outside primary care. Decide each by the end of the working
        day it came in.
      </p>
      <div className="admin-filters">
        <Select
          label="Show"
          options={SHOW}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value as 'pending' | 'decided')}
        />
      </div>
      {list.isPending ? <p>Loading…</p> : null}
      {list.isError ? <p role="alert">{list.error.message}</p> : null}
      {list.data && rows.length === 0 ? <p>No pre-authorisations here.</p> : null}
      {rows.length > 0 ? (
        <TableWrap label="Pre-authorisations queue">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">No.</th>
                <th scope="col">Hospital</th>
                <th scope="col">Member</th>
                <th scope="col">Treatment and why</th>
                <th scope="col">Estimate</th>
                <th scope="col">{status === 'pending' ? 'Decide by' : 'Decision'}</th>
                {status === 'pending' ? <th scope="col">Decide</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id} data-testid={`preauth-row-${p.id}`}>
                  <td>{p.id}</td>
                  <td>{p.hospital.name}</td>
                  <td>
                    {p.name} ({p.member_number}){p.covered ? '' : ' · not covered today'}
                  </td>
                  <td>
                    {BENEFIT[p.benefit]}: {p.treatment}. {p.reason}
                  </td>
                  <td>
                    {formatNaira(p.estimated_amount)}
                    {p.left_this_month !== null
                      ? ` (${formatNaira(p.left_this_month)} left this month)`
                      : ''}
                  </td>
                  <td>
                    {status === 'pending'
                      ? when(p.due_by)
                      : `${p.status}: ${p.code ?? p.decision_reason ?? ''}`}
                    {p.late ? <span className="admin-flag admin-flag--late">Late</span> : null}
                  </td>
                  {status === 'pending' ? (
                    <td>
                      <Decision id={p.id} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </section>
  );
}

function Decision({ id }: { id: number }) {
  const decide = usePreauthorisationDecision();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(decision: 'approve' | 'reject') {
    return (event: FormEvent) => {
      event.preventDefault();
      setError(null);
      decide.mutate(
        { id, decision, reason },
        {
          onError: (cause) =>
            setError(
              cause instanceof ApiError
                ? (cause.field('decision') ?? cause.field('reason') ?? cause.message)
                : 'Something went wrong.',
            ),
        },
      );
    };
  }
  return (
    <form onSubmit={submit('approve')} noValidate className="admin-preauth-decision">
      <TextField
        label={`Reason for ${id}`}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={error ?? undefined}
      />
      <Button type="submit" loading={decide.isPending}>
        Approve
      </Button>
      <Button variant="secondary" onClick={submit('reject')} disabled={decide.isPending}>
        Reject
      </Button>
    </form>
  );
}
