import { formatNaira } from '@alaafia/domain';
import { useState } from 'react';
import { TextField } from '#components/ui/text-field.js';
import { useCapitation } from './capitation-api';
import { TableWrap } from '../shared/table-wrap';

/**
 * Capitation (issue 28): each hospital's statement for a month (enrolees on the first × the rate,
 * plus approved pre-authorisations), a draft until the monthly job makes it and posts it to the
 * books; the CSV for finance.
 */
export function CapitationPage() {
  // Empty: this month by the application's clock (the server decides).
  const [month, setMonth] = useState('');
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const statements = useCapitation(valid ? month : '');
  return (
    <section aria-labelledby="capitation-title">
      <h1 className="admin__title" id="capitation-title">
        Capitation
      </h1>
      <div className="admin-filters">
        <TextField
          label="Month"
          hint="Leave empty for this month."
          type="month"
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
        />
        {valid || month === '' ? (
          <a
            className="ui-button ui-button--secondary"
            href={`/api/admin/capitation?format=csv${valid ? `&month=${month}` : ''}`}
            download
          >
            Download the CSV
          </a>
        ) : null}
      </div>
      {statements.isPending ? <p>Loading…</p> : null}
      {statements.isError ? <p role="alert">{statements.error.message}</p> : null}
      {statements.data?.length === 0 ? <p>No hospital has enrolees this month.</p> : null}
      {statements.data?.map((s) => (
        <TableWrap key={s.hospital.code} label={`${s.hospital.name} capitation`}>
          <table className="admin-table" data-testid={`capitation-${s.hospital.code}`}>
            <caption>
              {s.hospital.name} ({s.hospital.code}), {s.month}
              {s.draft ? ' (draft)' : ''}: {s.enrolees} enrolees × {formatNaira(s.rate)} +{' '}
              {formatNaira(s.preauthorised)} pre-authorised = {formatNaira(s.total)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Member number</th>
                <th scope="col">Code</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {s.lines.map((l, i) => (
                <tr key={i}>
                  <td>{l.kind === 'enrolee' ? 'Enrolee' : 'Pre-authorisation'}</td>
                  <td>{l.member_number}</td>
                  <td>{l.code ?? ''}</td>
                  <td>{formatNaira(l.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ))}
    </section>
  );
}
