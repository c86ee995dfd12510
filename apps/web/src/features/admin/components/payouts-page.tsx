import { formatCalendarDate, formatNaira } from '@alaafia/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useApprovePayout, useAwaitingPayouts } from '../api/claims';
import { useStaffMe } from '../api/staff';
import { TableWrap } from './table-wrap';
import './claims-admin.css';

const PRODUCTS = { EI: 'Income Protection', HTCI: 'HealthCash' } as const;

/**
 * Finance: the payouts of approved claims waiting for a second person's approval before they are
 * sent. The officer who approved a claim cannot approve its payouts (the API refuses it too).
 */
export function PayoutsPage() {
  const payouts = useAwaitingPayouts();
  const approve = useApprovePayout();
  const me = useStaffMe();
  const [approving, setApproving] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ id: number; message: string } | null>(null);
  return (
    <section aria-labelledby="payouts-title">
      <h1 className="admin__title" id="payouts-title">
        Payouts
      </h1>
      <p className="admin-claims__intro">
        Payouts of approved claims, waiting for approval. Each is sent once, to the customer&apos;s
        own account, after you approve it.
      </p>
      {payouts.isPending ? <p>Loading…</p> : null}
      {payouts.isError ? <p role="alert">{payouts.error.message}</p> : null}
      {payouts.data && payouts.data.length === 0 ? <p>Nothing is waiting for approval.</p> : null}
      {failed ? (
        <p role="alert" className="ui-field__error">
          {failed.message}
        </p>
      ) : null}
      {payouts.data && payouts.data.length > 0 ? (
        <TableWrap label="Payouts awaiting approval">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Claim</th>
                <th scope="col">Customer</th>
                <th scope="col">Product</th>
                <th scope="col">Payment</th>
                <th scope="col">Due</th>
                <th scope="col">Amount</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {payouts.data.map((p) => {
                const ownDecision = me.data !== undefined && me.data?.id === p.decided_by;
                return (
                  <tr key={p.id}>
                    <td>{p.claim_number}</td>
                    <td>{p.customer_name}</td>
                    <td>{PRODUCTS[p.product_uid]}</td>
                    <td>{p.sequence}</td>
                    <td>{formatCalendarDate(p.due_date)}</td>
                    <td>{formatNaira(p.amount)}</td>
                    <td>
                      {ownDecision ? (
                        <span className="admin-evidence__meta">You approved this claim</span>
                      ) : (
                        <Button
                          aria-label={`Approve payment ${p.sequence} of claim ${p.claim_number}, ${formatNaira(p.amount)}`}
                          loading={approve.isPending && approving === p.id}
                          disabled={approve.isPending}
                          onClick={() => {
                            setApproving(p.id);
                            setFailed(null);
                            approve.mutate(p.id, {
                              onError: (error) => setFailed({ id: p.id, message: error.message }),
                            });
                          }}
                        >
                          Approve
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </section>
  );
}
