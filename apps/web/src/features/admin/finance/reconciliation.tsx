import { useState } from 'react';
import { DataTable } from '#components/ui/data-table.js';
import { QueryState } from '#components/ui/query-state.js';
import { TextField } from '#components/ui/text-field.js';
import { useReconciliation } from './finance-api';
import { DAY, naira, NUM } from './finance-format';

const BREAK_REASONS = {
  not_in_ledger: 'Not in the ledger',
  amount_differs: 'Amount differs',
  fee_differs: 'Fee differs',
  totals_differ: 'Its figures do not add up',
  deductions_differ: 'Kept back more than we drew',
  not_settled: 'Not in any settlement',
} as const;

/** A settlement day with Paystack: what matched the ledger, and the breaks. */
export function Reconciliation({ today }: { today: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? today;
  const valid = DAY.test(date);
  const day = useReconciliation(valid ? date : '');
  return (
    <section aria-labelledby="reconciliation-title">
      <h2 className="admin__subtitle" id="reconciliation-title">
        Reconciliation with Paystack
      </h2>
      <div className="admin-filters">
        <TextField
          label="Settlement day"
          hint="Paystack's settlements paid out on this day."
          type="date"
          value={date}
          onChange={(e) => setChosen(e.currentTarget.value)}
        />
      </div>
      <QueryState query={day} loading={valid ? undefined : null}>
        {(data) => (
          <>
            <p data-testid="reconciliation-summary">
              {data.settlements.length === 0
                ? 'No settlement on this day.'
                : `${data.matched} matched, ${data.unmatched.length} ${data.unmatched.length === 1 ? 'break' : 'breaks'}.`}
            </p>
            <DataTable
              label={`Settlements of ${data.date}`}
              rows={data.settlements}
              rowKey={(s) => s.provider_id}
              columns={[
                { header: 'Settlement', cell: (s) => s.provider_id },
                { header: 'Transactions', cell: (s) => s.transactions },
                {
                  header: 'Charges',
                  headerClassName: NUM,
                  className: NUM,
                  cell: (s) => naira(s.total_processed_kobo),
                },
                {
                  header: 'Fees',
                  headerClassName: NUM,
                  className: NUM,
                  cell: (s) => naira(s.total_fees_kobo),
                },
                {
                  header: 'Kept back',
                  headerClassName: NUM,
                  className: NUM,
                  cell: (s) => naira(s.deductions_kobo),
                },
                {
                  header: 'Paid to the bank',
                  headerClassName: NUM,
                  className: NUM,
                  cell: (s) => naira(s.net_kobo),
                },
                {
                  header: 'Check',
                  cell: (s) => (s.break_reason ? BREAK_REASONS[s.break_reason] : 'Adds up'),
                },
              ]}
            />
            <DataTable
              label={`Breaks of ${data.date}`}
              rows={data.unmatched}
              rowKey={(u) => `${u.provider_id}-${u.reference}`}
              columns={[
                { header: 'Reference', cell: (u) => u.reference },
                { header: 'Why', cell: (u) => BREAK_REASONS[u.reason] },
                {
                  header: 'Settled',
                  headerClassName: NUM,
                  className: NUM,
                  cell: (u) => naira(u.amount_kobo),
                },
                {
                  header: 'In the ledger',
                  headerClassName: NUM,
                  className: NUM,
                  cell: (u) => naira(u.ledger_kobo),
                },
                {
                  header: 'Fee',
                  headerClassName: NUM,
                  className: NUM,
                  cell: (u) => naira(u.fee_kobo),
                },
                {
                  header: 'Expected fee',
                  headerClassName: NUM,
                  className: NUM,
                  cell: (u) => naira(u.expected_fee_kobo),
                },
              ]}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
