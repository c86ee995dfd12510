import { auditCopy } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { Select } from '#components/ui/select.js';
import { TextField } from '#components/ui/text-field.js';
import { auditCsvUrl, useAudit, useAuditChoices, type AuditFilters } from './audit-api';
import { actionLabel, fieldChanges } from './audit-changes';
import { formatLagosTime } from '#lib/format-time.js';

/** Before and after as one line per changed field (issue 30), not raw JSON. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const changes = fieldChanges(before, after);
  if (changes.length === 0) return <span className="admin-evidence__meta">No change</span>;
  return (
    <ul className="admin-audit__changes">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="admin-audit__field">{c.field}</span>:{' '}
          {c.before === null ? (
            c.after
          ) : (
            <>
              <del>{c.before}</del> → {c.after ?? 'none'}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

type FilterValues = Required<{ [Key in keyof AuditFilters]: string }>;
const NO_FILTERS: FilterValues = {
  action: '',
  record_type: '',
  record_id: '',
  staff_id: '',
  from: '',
  to: '',
};

/** Administrators: the audit log, newest first, filtered, exportable as CSV. */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const audit = useAudit(filters);
  const choices = useAuditChoices();
  const form = useForm<FilterValues>({ defaultValues: NO_FILTERS });
  const onSubmit = form.handleSubmit((values) => {
    const next: AuditFilters = {};
    for (const key of Object.keys(NO_FILTERS) as (keyof FilterValues)[]) {
      const v = values[key].trim();
      if (v) next[key] = v;
    }
    // The same check as the API's (GET /admin/audit answers 422 on errors.to): nothing is fetched.
    if (next.from && next.to && next.from > next.to) {
      form.setError('to', { message: auditCopy.rangeBackwards });
      return;
    }
    setFilters(next);
  });
  return (
    <section aria-labelledby="audit-title">
      <h1 className="admin__title" id="audit-title">
        Audit log
      </h1>
      <p>Every staff action, newest first. Nobody can change or delete a row.</p>
      <form className="admin-filters" onSubmit={onSubmit} aria-label="Filter the audit log">
        <Select
          label="Who"
          placeholder="Anyone"
          options={(choices.data?.actors ?? []).map((a) => ({
            value: String(a.staff_id),
            label: a.email,
          }))}
          {...form.register('staff_id')}
        />
        <Select
          label="Action"
          placeholder="Any action"
          options={(choices.data?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) }))}
          {...form.register('action')}
        />
        <TextField label="From" type="date" {...form.register('from')} />
        <TextField
          label="To"
          type="date"
          error={form.formState.errors.to?.message}
          {...form.register('to')}
        />
        <TextField label="Record type" placeholder="staff" {...form.register('record_type')} />
        <TextField label="Record id" {...form.register('record_id')} />
        <FormActions submit="Filter" variant="secondary">
          <a className="ui-button ui-button--link" href={auditCsvUrl(filters)} download>
            Export as CSV
          </a>
        </FormActions>
      </form>
      <QueryState query={audit} errorFallback="The audit log could not be loaded.">
        {(rows) => (
          <DataTable
            label="Audit log rows"
            rows={rows}
            rowKey={(row) => row.id}
            empty="No rows match."
            columns={[
              { header: 'When', cell: (row) => formatLagosTime(row.at) },
              {
                header: 'Who',
                cell: (row) => (
                  <>
                    {row.staff_email ??
                      (row.user_agent === 'npm run staff:create'
                        ? 'command line'
                        : 'no staff session')}
                    {row.roles.length ? ` (${row.roles.join(', ')})` : ''}
                  </>
                ),
              },
              { header: 'Action', cell: (row) => actionLabel(row.action) },
              {
                header: 'Record',
                cell: (row) => (row.record_type ? `${row.record_type} ${row.record_id ?? ''}` : ''),
              },
              {
                header: 'Changes',
                cell: (row) => <Changes before={row.before} after={row.after} />,
              },
              { header: 'From', cell: (row) => row.ip ?? '' },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
