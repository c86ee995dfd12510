import { TableWrap } from './table-wrap';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { auditCsvUrl, useAudit, type AuditFilters } from '../api/staff';

function summary(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** Administrators: the audit log, newest first, filtered, exportable as CSV. */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const audit = useAudit(filters);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: AuditFilters = {};
    for (const key of ['action', 'record_type', 'record_id', 'staff_id'] as const) {
      const raw = data.get(key);
      const v = typeof raw === 'string' ? raw.trim() : '';
      if (v) next[key] = v;
    }
    setFilters(next);
  };
  return (
    <section aria-labelledby="audit-title">
      <h1 className="admin__title" id="audit-title">
        Audit log
      </h1>
      <p>Every staff action, newest first. Nobody can change or delete a row.</p>
      <form className="admin-filters" onSubmit={onSubmit} aria-label="Filter the audit log">
        <TextField label="Action" name="action" placeholder="staff.created" />
        <TextField label="Record type" name="record_type" placeholder="staff" />
        <TextField label="Record id" name="record_id" />
        <TextField label="Staff id" name="staff_id" inputMode="numeric" />
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
                <th scope="col">Before</th>
                <th scope="col">After</th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((row) => (
                <tr key={row.id}>
                  <td>{new Date(row.at).toLocaleString()}</td>
                  <td>
                    {row.staff_email ??
                      (row.user_agent === 'npm run staff:create'
                        ? 'command line'
                        : 'no staff session')}
                    {row.roles.length ? ` (${row.roles.join(', ')})` : ''}
                  </td>
                  <td>{row.action}</td>
                  <td>{row.record_type ? `${row.record_type} ${row.record_id ?? ''}` : ''}</td>
                  <td className="admin-table__json">{summary(row.before)}</td>
                  <td className="admin-table__json">{summary(row.after)}</td>
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
