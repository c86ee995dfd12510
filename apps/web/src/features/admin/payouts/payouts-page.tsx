import {
  formatCalendarDate,
  formatNaira,
  type AdminPayout,
  type PayoutStatus,
  PRODUCT_LINES,
} from '@alaafia/domain';
import { useState } from 'react';
import { Button } from '#components/ui/button.js';
import { DataTable } from '#components/ui/data-table.js';
import { FormError } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { errorMessageOf } from '#lib/form-errors.js';
import { useApprovePayout, usePayouts } from './payouts-api';
import { useStaffMe } from '../shared/staff-session';
import '../claims/claims-admin.css';

/** The confirmation after an approval: which payment, how much, and its transfer reference. */
export function approvedMessage(payout: AdminPayout, sent: AdminPayout): string {
  const what = `Payout ${payout.id} (payment ${payout.sequence} of claim ${payout.claim_number}, ${formatNaira(payout.amount)} to ${payout.customer_name})`;
  return sent.reference
    ? `${what} approved. Transfer reference ${sent.reference}.`
    : `${what} approved.`;
}

/**
 * Finance: the payouts of approved claims waiting for a second person's approval before they are
 * sent, and the transfers that failed or were reversed, to approve again (under a new reference).
 * The officer who approved a claim cannot approve its payouts (the API refuses it too).
 */
export function PayoutsPage() {
  const approve = useApprovePayout();
  const [approving, setApproving] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  /** Issue 30: what the approval did, so the row leaving the list is not the only sign. */
  const [done, setDone] = useState<string | null>(null);
  const onApprove = (p: AdminPayout) => {
    setApproving(p.id);
    setFailed(null);
    setDone(null);
    approve.mutate(p.id, {
      onError: (error) => setFailed(errorMessageOf(error)),
      onSuccess: (sent) => setDone(approvedMessage(p, sent)),
    });
  };
  const busy = approve.isPending ? approving : null;
  return (
    <section aria-labelledby="payouts-title">
      <h1 className="admin__title" id="payouts-title">
        Payouts
      </h1>
      <p className="admin-claims__intro">
        Payouts of approved claims, waiting for approval. Each is sent once, to the customer&apos;s
        own account, after you approve it.
      </p>
      <FormError variant="line" message={failed} />
      <p role="status" className="admin-claims__done">
        {done}
      </p>
      <PayoutTable
        status="awaiting_approval"
        label="Payouts awaiting approval"
        empty="Nothing is waiting for approval."
        action="Approve"
        busy={busy}
        disabled={approve.isPending}
        onApprove={onApprove}
      />
      <h2 className="admin__subtitle">Failed or reversed</h2>
      <p className="admin-claims__intro">
        The bank did not take these. Check the account with the customer, then approve again: it
        goes out under a new reference.
      </p>
      <PayoutTable
        status="failed"
        label="Failed payouts"
        empty="No failed payouts."
        action="Approve again"
        busy={busy}
        disabled={approve.isPending}
        onApprove={onApprove}
      />
      <PayoutTable
        status="reversed"
        label="Reversed payouts"
        empty={null}
        action="Approve again"
        busy={busy}
        disabled={approve.isPending}
        onApprove={onApprove}
      />
    </section>
  );
}

/**
 * The transfer's reference, and as Paystack reported it (issue 25): the NIP session id finance quotes
 * to the bank, and the fee charged.
 */
export function TransferCell({ payout }: { payout: AdminPayout }) {
  if (!payout.reference) return <>Not sent yet</>;
  return (
    <>
      <span>{payout.reference}</span>
      {payout.transfer_session_id ? (
        <span className="admin-evidence__meta admin-payout__meta">
          NIP session {payout.transfer_session_id}
        </span>
      ) : null}
      {payout.transfer_fee !== null && payout.transfer_fee !== undefined ? (
        <span className="admin-evidence__meta admin-payout__meta">
          Fee {formatNaira(payout.transfer_fee)}
        </span>
      ) : null}
    </>
  );
}

function PayoutTable({
  status,
  label,
  empty,
  action,
  busy,
  disabled,
  onApprove,
}: {
  status: PayoutStatus;
  label: string;
  /** Shown when there are none (null: show nothing). */
  empty: string | null;
  action: string;
  busy: number | null;
  disabled: boolean;
  onApprove: (payout: AdminPayout) => void;
}) {
  const payouts = usePayouts(status);
  const me = useStaffMe();
  const problem = status !== 'awaiting_approval';
  return (
    <QueryState query={payouts}>
      {(rows) => (
        <DataTable
          label={label}
          rows={rows}
          rowKey={(p) => p.id}
          empty={empty}
          more={payouts}
          columns={[
            { header: 'Payout', cell: (p) => p.id },
            {
              header: 'Claim',
              cell: (p) => (
                <>
                  {/* The product under the claim number: the row fits 1280 px (issue 30). */}
                  <span className="admin-payouts__claim">{p.claim_number}</span>
                  <span className="admin-evidence__meta">{PRODUCT_LINES[p.product_uid]}</span>
                </>
              ),
            },
            { header: 'Customer', cell: (p) => p.customer_name },
            {
              header: 'Payment, due',
              cell: (p) => (
                <>
                  <span className="admin-payouts__claim">Payment {p.sequence}</span>
                  <span className="admin-evidence__meta">{formatCalendarDate(p.due_date)}</span>
                </>
              ),
            },
            {
              header: 'Claimed',
              cell: (p) =>
                p.amount_claimed === null ? 'Whole benefit' : formatNaira(p.amount_claimed),
            },
            {
              header: 'Approved',
              cell: (p) => (p.amount_approved === null ? '—' : formatNaira(p.amount_approved)),
            },
            {
              header: 'This payment',
              headerClassName: 'admin-payouts__wrap',
              cell: (p) => formatNaira(p.amount),
            },
            {
              header: 'To account',
              cell: (p) => (
                <>
                  {/* Masked by the API (modules/cover/claims/payouts.ts, payoutAnswer). */}
                  <span className="admin-payouts__account">{p.account_number}</span>
                  <span className="admin-evidence__meta">{p.bank_name}</span>
                </>
              ),
            },
            {
              header: 'Transfer reference',
              headerClassName: 'admin-payouts__wrap',
              cell: (p) => <TransferCell payout={p} />,
            },
            problem && {
              header: 'What happened',
              headerClassName: 'admin-payouts__wrap',
              cell: (p) => p.failure_reason ?? status,
            },
            {
              header: <span className="visually-hidden">Action</span>,
              cell: (p) =>
                me.data?.id === p.decided_by ? (
                  <span className="admin-evidence__meta">You approved this claim</span>
                ) : (
                  <Button
                    aria-label={`${action}: payment ${p.sequence} of claim ${p.claim_number}, ${formatNaira(p.amount)}`}
                    loading={busy === p.id}
                    disabled={disabled}
                    onClick={() => onApprove(p)}
                  >
                    {action}
                  </Button>
                ),
            },
          ]}
        />
      )}
    </QueryState>
  );
}
