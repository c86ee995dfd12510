import { formatNaira } from '@alaafia/domain';
import { DataTable } from '#components/ui/data-table.js';
import { QueryState } from '#components/ui/query-state.js';
import { formatLagosTime } from '#lib/format-time.js';
import { useLeads } from './leads-api';

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
      <QueryState query={leads}>
        {(rows) => (
          <DataTable
            label="Leads"
            rows={rows}
            rowKey={(l) => l.id}
            empty="No leads yet."
            columns={[
              { header: 'When', cell: (l) => formatLagosTime(l.created_at) },
              { header: 'Name', cell: (l) => l.name },
              { header: 'E-mail', cell: (l) => l.email },
              { header: 'Phone', cell: (l) => l.phone },
              { header: 'Why it stopped', cell: (l) => l.reason },
              { header: 'Salary', cell: (l) => (l.salary === null ? '—' : formatNaira(l.salary)) },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
