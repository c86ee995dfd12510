import { formatNaira } from '@alaafia/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useProposeCapitationPayment } from '../api/finance';
import { useCapitation } from '../api/hospital-care';
import { useStaffMe } from '../api/staff';
import { TableWrap } from './table-wrap';

/**
 * Capitation (issue 28): each hospital's statement for a month (enrolees on the first × the rate,
 * plus approved pre-authorisations), a draft until the monthly job makes it and posts it to the
 * books; the CSV for finance; paying a statement (issue 36): one finance member proposes it, another
 * approves it in the money queue.
 */
export function CapitationPage() {
  // Empty: this month by the application's clock (the server decides).
  const [month, setMonth] = useState('');
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const statements = useCapitation(valid ? month : '');
  const propose = useProposeCapitationPayment();
  const me = useStaffMe();
  const canAct = me.data?.roles.includes('finance') ?? false;
  const [done, setDone] = useState<string | null>(null);
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
      {propose.error ? (
        <p role="alert" className="ui-field__error">
          {propose.error.message}
        </p>
      ) : null}
      <p role="status" className="admin-finance__done">
        {done}
      </p>
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
          {s.draft ? null : s.payment ? (
            <p data-testid={`capitation-payment-${s.hospital.code}`}>
              {s.payment.status === 'posted'
                ? `Paid ${formatNaira(s.payment.amount)} on ${(s.payment.paid_at ?? '').slice(0, 10)}.`
                : `Payment of ${formatNaira(s.payment.amount)} proposed: another finance member approves it in the money queue.`}
            </p>
          ) : canAct && s.total > 0 ? (
            <Button
              variant="secondary"
              aria-label={`Propose paying ${s.hospital.name} ${formatNaira(s.total)} for ${s.month}`}
              loading={propose.isPending && propose.variables?.hospital_code === s.hospital.code}
              disabled={propose.isPending}
              onClick={() => {
                setDone(null);
                propose.mutate(
                  { hospital_code: s.hospital.code, month: s.month },
                  {
                    onSuccess: () =>
                      setDone(
                        `Payment to ${s.hospital.name} proposed. Another finance member approves it.`,
                      ),
                  },
                );
              }}
            >
              Propose the payment
            </Button>
          ) : null}
        </TableWrap>
      ))}
    </section>
  );
}
