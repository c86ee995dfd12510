import { useState } from 'react';
import { TextField } from '#components/ui/text-field.js';
import { bordereauUrl } from './finance-api';
import { MONTH } from './finance-format';

const REPORTS = [
  { report: 'premium', name: 'Premium bordereau' },
  { report: 'claims', name: 'Claims bordereau' },
  { report: 'summary', name: 'Summary' },
] as const;

/** The month's bordereaux and summary for the underwriter, as CSV or Excel. */
export function Reports({ today }: { today: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const month = chosen ?? today.slice(0, 7);
  const valid = MONTH.test(month);
  return (
    <section aria-labelledby="reports-title">
      <h2 className="admin__subtitle" id="reports-title">
        Reports for the underwriter
      </h2>
      <div className="admin-filters">
        <TextField
          label="Month"
          type="month"
          value={month}
          error={month !== '' && !valid ? 'Enter the month as YYYY-MM.' : undefined}
          onChange={(e) => setChosen(e.currentTarget.value)}
        />
      </div>
      {valid ? (
        <ul className="admin-finance__reports" aria-label={`Reports for ${month}`}>
          {REPORTS.map((r) => (
            <li key={r.report}>
              <span>{r.name}</span>
              <a
                href={bordereauUrl(r.report, month, 'csv')}
                aria-label={`${r.name}, ${month}, CSV`}
                download
              >
                CSV
              </a>
              <a
                href={bordereauUrl(r.report, month, 'xlsx')}
                aria-label={`${r.name}, ${month}, Excel`}
                download
              >
                Excel
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
