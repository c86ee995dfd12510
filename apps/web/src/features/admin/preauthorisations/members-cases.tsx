import { formatKobo, formatNaira, kobo } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { TextField } from '#components/ui/text-field.js';
import { errorMessageOf } from '#lib/form-errors.js';
import { formatLagosTime as when } from '#lib/format-time.js';
import {
  useAnswerAskedToPay,
  useAskedToPayQueue,
  useClaimsWorkItems,
  useResolveClaimsWorkItem,
} from './preauthorisations-api';

/**
 * The members' side of hospital care, for the claims team (issue 39 item 6; docs/business-rules.md,
 * 'The member confirms the care' and 'Asked to pay at the hospital'): the "asked to pay" cases on
 * the same one-hour clock as pre-authorisations (escalated first), answered in writing; and the
 * team's other work items (a member who did not receive the care a hospital recorded...), resolved
 * with a note.
 */
export function MembersCases() {
  const cases = useAskedToPayQueue();
  const items = useClaimsWorkItems();
  return (
    <>
      <h2 id="asked-to-pay-title">Members asked to pay</h2>
      <p className="admin-claims__intro">
        A member says a hospital asked them to pay for covered care. Answer within one hour; those
        waiting 45 minutes are escalated and listed first.
      </p>
      <QueryState query={cases}>
        {(rows) => (
          <DataTable
            label="Members asked to pay"
            rows={rows}
            rowKey={(c) => c.id}
            empty="No member is waiting."
            columns={[
              { header: 'No.', cell: (c) => c.id },
              { header: 'Hospital', cell: (c) => c.hospital.name },
              {
                header: 'Visit',
                cell: (c) =>
                  `${c.visit_date}: ${formatNaira(c.amount_asked)} asked, ${c.paid ? 'paid' : 'not paid'}${c.receipt ? ', receipt' : ''}`,
              },
              {
                header: 'Answer by',
                cell: (c) => (
                  <>
                    {when(c.answer_due_by)}
                    {c.escalated_at ? (
                      <span className="admin-flag admin-flag--late">Escalated</span>
                    ) : null}
                    {c.late ? <span className="admin-flag admin-flag--late">Late</span> : null}
                  </>
                ),
              },
              {
                header: 'Refund claim',
                cell: (c) =>
                  c.refund_claim ? (
                    <Link to={`/admin/claims?claim=${c.refund_claim.id}`}>
                      {c.refund_claim.claim_number} ({c.refund_claim.status_label})
                    </Link>
                  ) : (
                    '—'
                  ),
              },
              { header: 'Answer', cell: (c) => <AnswerCase id={c.id} /> },
            ]}
          />
        )}
      </QueryState>
      <h2 id="claims-items-title">The claims team&apos;s items</h2>
      <QueryState query={items}>
        {(rows) => (
          <DataTable
            label="The claims team's items"
            rows={rows}
            rowKey={(i) => i.id}
            empty="Nothing waits for the claims team."
            columns={[
              { header: 'Kind', cell: (i) => i.kind },
              { header: 'Since', cell: (i) => when(i.created_at) },
              {
                header: 'What',
                cell: (i) =>
                  `${i.note}${i.amount_kobo === null ? '' : ` (${formatKobo(kobo(i.amount_kobo))})`}`,
              },
              {
                header: 'Resolve',
                cell: (i) => (i.closes === 'by-hand' ? <ResolveItem id={i.id} /> : 'Closes itself'),
              },
            ]}
          />
        )}
      </QueryState>
    </>
  );
}

function AnswerCase({ id }: { id: number }) {
  const answer = useAnswerAskedToPay();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ answer: string }>({ defaultValues: { answer: '' } });
  const submit = form.handleSubmit((values) => {
    setError(null);
    answer.mutate(
      { id, answer: values.answer },
      { onError: (cause) => setError(errorMessageOf(cause, 'answer')) },
    );
  });
  return (
    <form noValidate onSubmit={submit}>
      <TextField
        label={`Answer to the member (case ${id})`}
        error={error ?? undefined}
        {...form.register('answer')}
      />
      <FormActions submit="Answer" busy={answer.isPending} />
    </form>
  );
}

function ResolveItem({ id }: { id: number }) {
  const resolve = useResolveClaimsWorkItem();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const submit = form.handleSubmit((values) => {
    setError(null);
    resolve.mutate(
      { id, note: values.note },
      { onError: (cause) => setError(errorMessageOf(cause, 'note')) },
    );
  });
  return (
    <form noValidate onSubmit={submit}>
      <TextField
        label={`What you did (item ${id})`}
        error={error ?? undefined}
        {...form.register('note')}
      />
      <FormActions submit="Resolve" busy={resolve.isPending} />
    </form>
  );
}
