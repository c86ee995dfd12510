import { TableWrap } from '../shared/table-wrap';
import { formatNaira } from '@alaafia/domain';
import { useLeads } from './leads-api';
import { formatLagosTime } from '#lib/format-time.js';

/** Reviewers and administrators: applications that could not be completed, to follow up. */
export function LeadsPage() {
  const leads = useLeads();
  return (
    <section aria-labelledby="leads-title">
      <h1 className="admin__title" id="leads-title">
        Leads
      </h1>
      <p>
        Applications that could not be completed (salary below the minimum, outside Lagos), newest
        first.{' '}
        <a className="ui-button ui-button--link" href="/api/admin/leads?format=csv" download>
          Export as CSV
        </a>
      </p>
      {leads.isPending ? <p>Loading…</p> : null}
      {leads.isError ? <p role="alert">{leads.error.message}</p> : null}
      {leads.data ? (
        leads.data.length === 0 ? (
          <p>No leads yet.</p>
        ) : (
          <TableWrap label="Leads">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Why it stopped</th>
                  <th scope="col">Salary</th>
                </tr>
              </thead>
              <tbody>
                {leads.data.map((l) => (
                  <tr key={l.id}>
                    <td>{formatLagosTime(l.created_at)}</td>
                    <td>{l.name}</td>
                    <td>{l.email}</td>
                    <td>{l.phone}</td>
                    <td>{l.reason}</td>
                    <td>{l.salary === null ? '—' : formatNaira(l.salary)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )
      ) : null}
    </section>
  );
}
