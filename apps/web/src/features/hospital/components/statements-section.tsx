import { formatNaira } from '@alaafia/domain';
import { DataTable } from '#components/ui/data-table.js';
import { FormError } from '#components/ui/form-error.js';
import { useHospitalStatements } from '../api/hospital';
import { hospitalCopy } from '../hospital-copy';

/**
 * The hospital's capitation statements (issue 36; docs/business-rules.md, 'Capitation'): the month in
 * progress (so far), then each month's, with its members, pre-authorisations and whether it is paid.
 */
export function Statements() {
  const statements = useHospitalStatements();
  return (
    <section aria-labelledby="statements-title" className="hospital-card">
      <h2 id="statements-title">{hospitalCopy.statementsTitle}</h2>
      {statements.isError ? <FormError message={hospitalCopy.failed} /> : null}
      <DataTable
        className="hospital-table"
        data-testid="hospital-statements"
        caption={hospitalCopy.statementsTitle}
        rows={statements.data ?? []}
        rowKey={(s) => s.month}
        empty={statements.data ? hospitalCopy.statementsNone : null}
        columns={[
          { header: 'Month', cell: (s) => `${s.month}${s.draft ? ' (so far)' : ''}` },
          { header: 'Members', cell: (s) => s.enrolees },
          { header: 'Capitation', cell: (s) => formatNaira(s.capitation) },
          { header: 'Pre-authorised', cell: (s) => formatNaira(s.preauthorised) },
          { header: 'Total', cell: (s) => formatNaira(s.total) },
          {
            header: 'Payment',
            cell: (s) =>
              s.draft
                ? 'Not due yet'
                : s.payment?.status === 'posted'
                  ? `Paid on ${(s.payment.paid_at ?? '').slice(0, 10)}`
                  : s.payment
                    ? 'Being approved'
                    : 'Due',
          },
        ]}
      />
    </section>
  );
}
