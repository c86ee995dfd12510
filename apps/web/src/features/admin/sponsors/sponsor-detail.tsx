import { formatNaira, koboToNaira, type SponsorAnswer } from '@alaafia/domain';
import { useId } from 'react';
import { enrolmentsCsvUrl, useEnrolments, useSponsorInvoices } from './sponsors-api';
import { DataTable } from '#components/ui/data-table.js';
import { QueryState } from '#components/ui/query-state.js';
import { CsvEnrolForm } from './sponsor-csv-form';
import { EnrolForm } from './sponsor-enrol-form';
import { STATUS_NAMES } from './sponsor-names';

/** One sponsor: what it owes, the CSV export, its enrolments and (for administrators) the forms. */
export function SponsorDetail({
  sponsor,
  canEnrol,
}: {
  sponsor: SponsorAnswer;
  canEnrol: boolean;
}) {
  const enrolments = useEnrolments(sponsor.id);
  const titleId = useId();
  return (
    <section className="admin-profile" aria-labelledby={titleId}>
      <h2 className="admin__subtitle" id={titleId}>
        {sponsor.name}
      </h2>
      <p>
        {sponsor.enrolled} covered, {sponsor.pending} waiting for sign-up. Amount due:{' '}
        <strong>{formatNaira(sponsor.amount_due)}</strong>.{' '}
        <a className="ui-button ui-button--link" href={enrolmentsCsvUrl(sponsor.id)} download>
          Export enrolments as CSV
        </a>
      </p>
      {canEnrol ? (
        <div className="admin-sponsor__forms">
          <EnrolForm sponsorId={sponsor.id} />
          <CsvEnrolForm sponsorId={sponsor.id} />
        </div>
      ) : null}
      <SponsorInvoices sponsor={sponsor} />
      <h3 className="admin__subtitle">Enrolments</h3>
      <QueryState query={enrolments}>
        {(rows) => (
          <DataTable
            label={`Enrolments of ${sponsor.name}`}
            rows={rows}
            rowKey={(e) => e.id}
            empty="Nobody is enrolled yet."
            columns={[
              { header: 'E-mail', cell: (e) => e.email },
              { header: 'Customer', cell: (e) => e.customer_name ?? '—' },
              { header: 'Product', cell: (e) => e.product },
              { header: 'Plan', cell: (e) => e.plan_code },
              { header: 'Months', cell: (e) => e.months },
              { header: 'Status', cell: (e) => STATUS_NAMES[e.status] },
              { header: 'Policy', cell: (e) => e.policy_number ?? '—' },
              {
                header: 'Covered',
                cell: (e) => (e.starts_on && e.ends_on ? `${e.starts_on} to ${e.ends_on}` : '—'),
              },
              {
                header: 'Amount due',
                cell: (e) => (e.amount_due === null ? '—' : formatNaira(e.amount_due)),
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}

const INVOICE_STATUS = {
  unpaid: 'Unpaid',
  transfer_recorded: 'Transfer recorded, awaiting approval',
  paid: 'Paid',
} as const;

/** A sponsor's invoices: cover starts when each is paid; unpaid ones show their age. */
function SponsorInvoices({ sponsor }: { sponsor: SponsorAnswer }) {
  const invoices = useSponsorInvoices(sponsor.id);
  return (
    <>
      <h3 className="admin__subtitle">Invoices</h3>
      <QueryState query={invoices} loading={null}>
        {(rows) => (
          <DataTable
            label={`Invoices of ${sponsor.name}`}
            rows={rows}
            rowKey={(i) => i.id}
            empty="No invoice yet."
            columns={[
              { header: 'Invoice', cell: (i) => i.number },
              { header: 'Date', cell: (i) => i.issued_on },
              { header: 'Due', cell: (i) => i.due_on },
              { header: 'Total', cell: (i) => formatNaira(koboToNaira(i.total_kobo)) },
              { header: 'Status', cell: (i) => INVOICE_STATUS[i.status] },
              {
                header: 'Age',
                cell: (i) => (i.ageing_bucket ? `${i.age_days} days (${i.ageing_bucket})` : '—'),
              },
            ]}
          />
        )}
      </QueryState>
    </>
  );
}
