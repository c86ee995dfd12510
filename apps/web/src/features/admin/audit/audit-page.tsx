import { auditCopy } from '@alaafia/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '#components/ui/button.js';
import { Select } from '#components/ui/select.js';
import { TextField } from '#components/ui/text-field.js';
import { auditCsvUrl, useAudit, useAuditChoices, type AuditFilters } from './audit-api';
import { actionLabel, fieldChanges } from './audit-changes';
import { TableWrap } from '../shared/table-wrap';
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

/** Administrators: the audit log, newest first, filtered, exportable as CSV. */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [rangeError, setRangeError] = useState<string | null>(null);
  const audit = useAudit(filters);
  const choices = useAuditChoices();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: AuditFilters = {};
    for (const key of ['action', 'record_type', 'record_id', 'staff_id', 'from', 'to'] as const) {
      const raw = data.get(key);
      const v = typeof raw === 'string' ? raw.trim() : '';
      if (v) next[key] = v;
    }
    // The same check as the API's (GET /admin/audit answers 422 on errors.to): nothing is fetched.
    if (next.from && next.to && next.from > next.to) {
      setRangeError(auditCopy.rangeBackwards);
      return;
    }
    setRangeError(null);
    setFilters(next);
  };
  return (
    <section aria-labelledby="audit-title">
      <h1 className="admin__title" id="audit-title">
        Audit log
      </h1>
      <p>Every staff action, newest first. Nobody can change or delete a row.</p>
      <form className="admin-filters" onSubmit={onSubmit} aria-label="Filter the audit log">
        <Select
          label="Who"
          name="staff_id"
          placeholder="Anyone"
          options={(choices.data?.actors ?? []).map((a) => ({
            value: String(a.staff_id),
            label: a.email,
          }))}
        />
        <Select
          label="Action"
          name="action"
          placeholder="Any action"
          options={(choices.data?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) }))}
        />
        <TextField label="From" name="from" type="date" />
        <TextField label="To" name="to" type="date" error={rangeError ?? undefined} />
        <TextField label="Record type" name="record_type" placeholder="staff" />
        <TextField label="Record id" name="record_id" />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        <a className="ui-button ui-button--link" href={auditCsvUrl(filters)} download>
          Export as CSV
        </a>
      </form>
      {audit.isPending ? <p>Loading…</p> : null}
      {audit.isError ? (
        <p role="alert">{audit.error.message || 'The audit log could not be loaded.'}</p>
      ) : null}
      {audit.data ? (
        <TableWrap label="Audit log rows">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Record</th>
                <th scope="col">Changes</th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((row) => (
                <tr key={row.id}>
                  <td>{formatLagosTime(row.at)}</td>
                  <td>
                    {row.staff_email ??
                      (row.user_agent === 'npm run staff:create'
                        ? 'command line'
                        : 'no staff session')}
                    {row.roles.length ? ` (${row.roles.join(', ')})` : ''}
                  </td>
                  <td>{actionLabel(row.action)}</td>
                  <td>{row.record_type ? `${row.record_type} ${row.record_id ?? ''}` : ''}</td>
                  <td>
                    <Changes before={row.before} after={row.after} />
                  </td>
                  <td>{row.ip ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {audit.data.length === 0 ? <p>No rows match.</p> : null}
        </TableWrap>
      ) : null}
    </section>
  );
}
