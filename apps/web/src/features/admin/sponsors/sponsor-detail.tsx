import { formatNaira, koboToNaira, type SponsorAnswer } from '@alaafia/domain';
import { useId } from 'react';
import { enrolmentsCsvUrl, useEnrolments, useSponsorInvoices } from './sponsors-api';
import { TableWrap } from '../shared/table-wrap';
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
      {enrolments.isPending ? <p>Loading…</p> : null}
      {enrolments.isError ? <p role="alert">{enrolments.error.message}</p> : null}
      {enrolments.data ? (
        enrolments.data.length === 0 ? (
          <p>Nobody is enrolled yet.</p>
        ) : (
          <TableWrap label={`Enrolments of ${sponsor.name}`}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Product</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Months</th>
                  <th scope="col">Status</th>
                  <th scope="col">Policy</th>
                  <th scope="col">Covered</th>
                  <th scope="col">Amount due</th>
                </tr>
              </thead>
              <tbody>
                {enrolments.data.map((e) => (
                  <tr key={e.id}>
                    <td>{e.email}</td>
                    <td>{e.customer_name ?? '—'}</td>
                    <td>{e.product}</td>
                    <td>{e.plan_code}</td>
                    <td>{e.months}</td>
                    <td>{STATUS_NAMES[e.status]}</td>
                    <td>{e.policy_number ?? '—'}</td>
                    <td>{e.starts_on && e.ends_on ? `${e.starts_on} to ${e.ends_on}` : '—'}</td>
                    <td>{e.amount_due === null ? '—' : formatNaira(e.amount_due)}</td>
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
      {invoices.isError ? <p role="alert">{invoices.error.message}</p> : null}
      {invoices.data?.length === 0 ? <p>No invoice yet.</p> : null}
      {invoices.data && invoices.data.length > 0 ? (
        <TableWrap label={`Invoices of ${sponsor.name}`}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Date</th>
                <th scope="col">Due</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
                <th scope="col">Age</th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.map((i) => (
                <tr key={i.id}>
                  <td>{i.number}</td>
                  <td>{i.issued_on}</td>
                  <td>{i.due_on}</td>
                  <td>{formatNaira(koboToNaira(i.total_kobo))}</td>
                  <td>{INVOICE_STATUS[i.status]}</td>
                  <td>{i.ageing_bucket ? `${i.age_days} days (${i.ageing_bucket})` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </>
  );
}
