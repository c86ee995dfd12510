import { formatNaira, type CapitationStatement } from '@alaafia/domain';
import { useState } from 'react';
import { Button } from '#components/ui/button.js';
import { TextField } from '#components/ui/text-field.js';
import { useStaffMe } from '../shared/staff-session';
import {
  useCapitation,
  useProposeCapitationPayment,
  useWithdrawCapitationPayment,
} from './capitation-api';
import { DataTable } from '#components/ui/data-table.js';
import { QueryState } from '#components/ui/query-state.js';

/**
 * Capitation (issue 28): each hospital's statement for a month (enrolees on the first × the rate,
 * plus approved pre-authorisations), a draft until the monthly job makes it and posts it to the
 * books; the CSV for finance; paying a statement (issue 36): one finance member proposes it, another
 * approves it in the money queue; a payment waiting for approval can be withdrawn.
 */
export function CapitationPage() {
  // Empty: this month by the application's clock (the server decides).
  const [month, setMonth] = useState('');
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const statements = useCapitation(valid ? month : '');
  const propose = useProposeCapitationPayment();
  const withdraw = useWithdrawCapitationPayment();
  const me = useStaffMe();
  const canAct = me.data?.roles.includes('finance') ?? false;
  const [done, setDone] = useState<string | null>(null);
  const payment = (s: CapitationStatement) =>
    s.draft ? null : s.payment ? (
      <p data-testid={`capitation-payment-${s.hospital.code}`}>
        {s.payment.status === 'posted'
          ? `Paid ${formatNaira(s.payment.amount)} on ${(s.payment.paid_at ?? '').slice(0, 10)}.`
          : `Payment of ${formatNaira(s.payment.amount)} proposed: another finance member approves it in the money queue.`}{' '}
        {s.payment.status === 'awaiting_approval' && canAct ? (
          <Button
            variant="link"
            aria-label={`Withdraw the payment to ${s.hospital.name} for ${s.month}`}
            loading={withdraw.isPending && withdraw.variables === s.payment.id}
            disabled={withdraw.isPending}
            onClick={() => {
              setDone(null);
              const id = s.payment!.id;
              withdraw.mutate(id, {
                onSuccess: () =>
                  setDone(
                    `The payment to ${s.hospital.name} is withdrawn: nothing is paid, and it can be proposed again.`,
                  ),
              });
            }}
          >
            Withdraw
          </Button>
        ) : null}
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
    ) : null;
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
      {propose.error || withdraw.error ? (
        <p role="alert" className="ui-field__error">
          {(propose.error ?? withdraw.error)!.message}
        </p>
      ) : null}
      <p role="status" className="admin-finance__done">
        {done}
      </p>
      <QueryState query={statements}>
        {(all) =>
          all.length === 0 ? (
            <p>No hospital has enrolees this month.</p>
          ) : (
            all.map((s) => (
              <div key={s.hospital.code}>
                <DataTable
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
                {payment(s)}
              </div>
            ))
          )
        }
      </QueryState>
    </section>
  );
}
