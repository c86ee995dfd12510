import { formatNaira } from '@alaafia/domain';
import { useState } from 'react';
import { TextField } from '#components/ui/text-field.js';
import { useCapitation } from './capitation-api';
import { DataTable } from '#components/ui/data-table.js';
import { QueryState } from '#components/ui/query-state.js';

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
      <QueryState query={statements}>
        {(all) =>
          all.length === 0 ? (
            <p>No hospital has enrolees this month.</p>
          ) : (
            all.map((s) => (
              <DataTable
                key={s.hospital.code}
                label={`${s.hospital.name} capitation`}
                data-testid={`capitation-${s.hospital.code}`}
                caption={
                  <>
                    {s.hospital.name} ({s.hospital.code}), {s.month}
                    {s.draft ? ' (draft)' : ''}: {s.enrolees} enrolees × {formatNaira(s.rate)} +{' '}
                    {formatNaira(s.preauthorised)} pre-authorised = {formatNaira(s.total)}
                  </>
                }
                rows={s.lines}
                rowKey={(_, i) => i}
                columns={[
                  {
                    header: 'Line',
                    cell: (l) => (l.kind === 'enrolee' ? 'Enrolee' : 'Pre-authorisation'),
                  },
                  { header: 'Member number', cell: (l) => l.member_number },
                  { header: 'Code', cell: (l) => l.code ?? '' },
                  { header: 'Amount', cell: (l) => formatNaira(l.amount) },
                ]}
              />
            ))
          )
        }
      </QueryState>
    </section>
  );
}
