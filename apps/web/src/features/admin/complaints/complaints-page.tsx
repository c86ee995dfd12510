import { formatCalendarDate, type AdminComplaint } from '@alaafia/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { Select } from '#components/ui/select.js';
import { errorMessageOf } from '#lib/form-errors.js';
import { useAdminComplaints, useComplaintActions } from './complaints-api';
import { useStaffMe } from '../shared/staff-session';
import '../claims/claims-admin.css';
import { formatLagosTime as when } from '#lib/format-time.js';

const SHOW = [
  { value: 'open', label: 'Waiting for an answer' },
  { value: 'resolved', label: 'Answered' },
];

/**
 * Complaints (issue 18): the queue by the day each answer is due, late ones flagged; a complaint
 * opened beside it, taken by one staff member and answered in writing once (the complainant gets
 * the answer by e-mail and in the bell). Reviewers, claims officers and administrators.
 */
export function ComplaintsPage() {
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAdminComplaints(status);
  const rows = list.data ?? [];
  const open = rows.find((c) => c.id === openId) ?? null;
  return (
    <section aria-labelledby="complaints-title" className="admin-claims">
      <h1 className="admin__title" id="complaints-title">
        Complaints
      </h1>
      <p className="admin-claims__intro">
        Oldest due first. Each complaint gets a written answer within 10 working days of the day it
        came in.
      </p>
      <div className="admin-filters">
        <Select
          label="Show"
          options={SHOW}
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as 'open' | 'resolved');
            setOpenId(null);
          }}
        />
      </div>
      <QueryState query={list}>
        {(rows) => (rows.length === 0 ? <p>No complaints here.</p> : null)}
      </QueryState>
      <div className="admin-claims__layout">
        <DataTable
          label="Complaints queue"
          rows={rows}
          rowKey={(c) => c.id}
          rowProps={(c) => ({ className: c.id === openId ? 'admin-claims__row--open' : undefined })}
          columns={[
            {
              header: 'Reference',
              cell: (c) => (
                <Button
                  variant="link"
                  className="admin-claims__number"
                  aria-pressed={c.id === openId}
                  onClick={() => setOpenId(c.id)}
                >
                  {c.reference}
                </Button>
              ),
            },
            {
              header: 'From',
              cell: (c) => (
                <>
                  {c.complainant.name}
                  {c.complainant.customer_id === null ? ' (no account)' : ''}
                </>
              ),
            },
            { header: 'About', cell: (c) => c.category_label },
            { header: 'Status', cell: (c) => c.status_label },
            {
              header: status === 'open' ? 'Answer due by' : 'Answered',
              cell: (c) => (
                <>
                  {status === 'open' ? formatCalendarDate(c.answer_due_by) : when(c.resolved_at)}
                  {c.late ? <span className="admin-flag admin-flag--late">Late</span> : null}
                </>
              ),
            },
          ]}
        />
        {open ? <ComplaintDetail key={open.id} complaint={open} /> : null}
      </div>
    </section>
  );
}

function ComplaintDetail({ complaint }: { complaint: AdminComplaint }) {
  const staff = useStaffMe().data;
  const id = useId();
  const { take, answer } = useComplaintActions();
  const form = useForm<{ response: string }>({ defaultValues: { response: '' } });
  const [error, setError] = useState<string | null>(null);
  const mine = complaint.assigned_to !== null && complaint.assigned_to === staff?.id;
  const someoneElses = complaint.assigned_to !== null && !mine;

  const submit = form.handleSubmit(({ response }) => {
    setError(null);
    answer.mutate(
      { id: complaint.id, response },
      { onError: (cause) => setError(errorMessageOf(cause, 'response')) },
    );
  });

  return (
    <article className="admin-claim" aria-labelledby="complaint-detail-title">
      <h2 className="admin__subtitle" id="complaint-detail-title">
        Complaint {complaint.reference}
      </h2>
      <dl className="admin-claim__facts">
        <dt>From</dt>
        <dd>
          {complaint.complainant.name}
          {complaint.complainant.phone ? ` · ${complaint.complainant.phone}` : ''} ·{' '}
          {complaint.complainant.email}
          {complaint.complainant.customer_id === null
            ? ' (no account)'
            : ` (customer ${complaint.complainant.customer_id})`}
        </dd>
        <dt>About</dt>
        <dd>
          {complaint.category_label}
          {complaint.policy_number ? ` · policy ${complaint.policy_number}` : ''}
        </dd>
        <dt>Received</dt>
        <dd>{when(complaint.filed_at)}</dd>
        <dt>Status</dt>
        <dd>
          {complaint.status_label}
          {complaint.late ? <span className="admin-flag admin-flag--late">Late</span> : null}
          {someoneElses ? ` · taken by staff member ${complaint.assigned_to}` : ''}
          {mine ? ' · yours' : ''}
        </dd>
        {complaint.status === 'resolved' ? null : (
          <>
            <dt>Answer due by</dt>
            <dd>{formatCalendarDate(complaint.answer_due_by)}</dd>
          </>
        )}
        <dt>What happened</dt>
        <dd className="admin-complaint__text">{complaint.description}</dd>
        {complaint.response ? (
          <>
            <dt>Our answer</dt>
            <dd className="admin-complaint__text">
              {complaint.response} ({when(complaint.resolved_at)})
            </dd>
          </>
        ) : null}
      </dl>
      {complaint.status === 'open' ? (
        <Button
          variant="secondary"
          loading={take.isPending}
          onClick={() =>
            take.mutate(complaint.id, {
              onError: (cause) => setError(errorMessageOf(cause)),
            })
          }
        >
          Take this complaint
        </Button>
      ) : null}
      {complaint.status !== 'resolved' && !someoneElses ? (
        <form className="admin-form admin-claim__decision" onSubmit={submit} noValidate>
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${id}-response`}>
              Written answer (the complainant receives it by e-mail)
            </label>
            <textarea
              id={`${id}-response`}
              className="ui-input admin-claim__reason"
              rows={6}
              maxLength={5000}
              {...form.register('response')}
            />
          </div>
          <FormActions submit="Send the answer" busy={answer.isPending} />
        </form>
      ) : null}
      <FormError variant="line" message={error} />
    </article>
  );
}
