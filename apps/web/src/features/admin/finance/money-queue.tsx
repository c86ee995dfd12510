import { lagosDate, type MoneyQueueItem, type MoneyQueueKind } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors, errorMessageOf } from '#lib/form-errors.js';
import { useApproveCapitationPayment } from '../capitation/capitation-api';
import { useApprovePayout } from '../payouts/payouts-api';
import {
  useApprovePaystackTopUp,
  useApproveRemittance,
  useApproveSponsorTransfer,
  useDecideRefund,
  useCheckSponsorPayment,
  useDecideJournal,
  useInvalidateMoney,
  useMoneyQueue,
  useResolveMoneyItem,
  useSponsorPaymentLink,
  type JournalOf,
} from './finance-api';
import { useStaffMe } from '../shared/staff-session';
import { naira } from './finance-format';

const MONEY_QUEUE_KIND_NAMES: Record<MoneyQueueKind, string> = {
  'payout.awaiting_approval': 'Claim payment to approve',
  'claim.payment_sla': 'Claim payment near the 60-day limit',
  'payout.failed': 'Payout failed',
  'payout.reversed': 'Payout reversed',
  'payout.otp': 'Transfer held for an OTP',
  'refund.awaiting_approval': 'Refund to approve',
  'refund.failed': 'Refund failed',
  'refund.needs-attention': 'Refund needs attention',
  'refund.held': 'Refund held by a chargeback',
  'refund.stuck': 'Refund with no outcome',
  dispute: 'Chargeback',
  'reconciliation.break': 'Reconciliation break',
  'batch.failed': 'A batch item failed',
  'paystack.top_up': 'Top up the Paystack balance',
  'paystack_top_up.recorded': 'Paystack top-up to approve',
  'sponsor_invoice.overdue': 'Sponsor invoice overdue',
  'sponsor_invoice.transfer_recorded': 'Sponsor transfer to approve',
  'sponsor_invoice.overpaid': 'Sponsor paid twice: money to return',
  'remittance.awaiting_approval': 'Remittance to approve',
  'capitation_payment.awaiting_approval': 'Hospital payment to approve',
  'journal.awaiting_approval': 'Manual journal to approve',
  'claim.recovery': 'Recover a payment from a customer',
  'care.refund_recovery': 'Recover a refund from a hospital',
};

/**
 * The money queue (issue 27, item 7; docs/business-rules.md, 'The money queue'): everything that
 * waits for finance in one list, oldest first, each row with its action through the route that
 * already does it (send a payout again, decide a refund, approve a sponsor's transfer or send its
 * payment link, open the journal, resolve a finance item). Finance acts; an administrator reads.
 */
export function MoneyQueue({ onJournal }: { onJournal: (of: JournalOf) => void }) {
  const queue = useMoneyQueue();
  const me = useStaffMe();
  const canAct = me.data?.roles.includes('finance') ?? false;
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [resolving, setResolving] = useState<MoneyQueueItem | null>(null);
  const invalidate = useInvalidateMoney();
  const approvePayout = useApprovePayout();
  const decideRefund = useDecideRefund();
  const approveTransfer = useApproveSponsorTransfer();
  const paymentLink = useSponsorPaymentLink();
  const checkPayment = useCheckSponsorPayment();
  const approveTopUp = useApprovePaystackTopUp();
  const approveRemittance = useApproveRemittance();
  const approveCapitation = useApproveCapitationPayment();
  const decideJournal = useDecideJournal();
  const busy =
    approveTopUp.isPending ||
    approveRemittance.isPending ||
    approveCapitation.isPending ||
    decideJournal.isPending ||
    approvePayout.isPending ||
    decideRefund.isPending ||
    approveTransfer.isPending ||
    paymentLink.isPending ||
    checkPayment.isPending;

  const run = <T,>(action: Promise<T>, message: string) => {
    setDone(null);
    setFailed(null);
    action.then(
      () => {
        setDone(message);
        return invalidate();
      },
      (error: unknown) => setFailed(errorMessageOf(error, [], 'That did not work. Try again.')),
    );
  };

  const actionsOf = (item: MoneyQueueItem) => {
    const label = `${MONEY_QUEUE_KIND_NAMES[item.kind]} ${item.reference ?? item.id}`;
    const buttons = [];
    if (item.actions.includes('journal') && (item.reference || item.claim_id)) {
      const of: JournalOf =
        item.claim_id !== null && item.kind.startsWith('payout.')
          ? { claim_id: item.claim_id }
          : { reference: item.reference! };
      buttons.push(
        <Button
          key="journal"
          variant="link"
          aria-label={`Open the journal of ${label}`}
          onClick={() => onJournal(of)}
        >
          Journal
        </Button>,
      );
    }
    if (!canAct) return buttons;
    if (item.actions.includes('approve_payout') && item.payout_id !== null) {
      const id = item.payout_id;
      const first = item.kind === 'payout.awaiting_approval';
      buttons.push(
        item.started_by === me.data?.id ? (
          <span key="payout" className="admin-evidence__meta">
            You decided this claim: another finance member approves its payment.
          </span>
        ) : (
          <Button
            key="payout"
            aria-label={first ? `Approve payout ${id}` : `Send payout ${id} again`}
            disabled={busy}
            onClick={() =>
              run(
                approvePayout.mutateAsync(id),
                first
                  ? `Payout ${id} approved: it goes to the customer's bank.`
                  : `Payout ${id} approved again: it goes out under a new reference.`,
              )
            }
          >
            {first ? 'Approve' : 'Send again'}
          </Button>
        ),
      );
    }
    const proposal = (
      [
        ['approve_remittance', item.remittance_id, 'remittance'],
        ['approve_capitation_payment', item.capitation_payment_id, 'hospital payment'],
        ['approve_journal', item.journal_id, 'journal'],
      ] as const
    ).find(([action, id]) => item.actions.includes(action) && id !== null);
    if (proposal) {
      const [action, id, what] = proposal as [string, number, string];
      buttons.push(
        item.started_by === me.data?.id ? (
          <span key={action} className="admin-evidence__meta">
            You proposed this: another finance member approves it.
          </span>
        ) : (
          <Button
            key={action}
            aria-label={`Approve the ${what} ${item.reference ?? id}`}
            disabled={busy}
            onClick={() =>
              run<unknown>(
                action === 'approve_remittance'
                  ? approveRemittance.mutateAsync(id)
                  : action === 'approve_capitation_payment'
                    ? approveCapitation.mutateAsync(id)
                    : decideJournal.mutateAsync({ id, decision: 'approve' }),
                `The ${what} is approved and posted.`,
              )
            }
          >
            Approve
          </Button>
        ),
      );
    }
    if (item.actions.includes('decide_refund') && item.refund_request_id !== null) {
      const id = item.refund_request_id;
      if (item.started_by === me.data?.id) {
        buttons.push(
          <span key="own" className="admin-evidence__meta">
            You started this: another finance member approves it.
          </span>,
        );
      } else {
        buttons.push(
          <Button
            key="approve"
            aria-label={`Approve the refund of ${item.reference}`}
            disabled={busy}
            onClick={() =>
              run(
                decideRefund.mutateAsync({ id, decision: 'approve' }),
                `Refund of ${item.reference} approved: it is on its way to the customer.`,
              )
            }
          >
            Approve
          </Button>,
          <Button
            key="reject"
            variant="secondary"
            aria-label={`Reject the refund of ${item.reference}`}
            disabled={busy}
            onClick={() =>
              run(
                decideRefund.mutateAsync({ id, decision: 'reject' }),
                `Refund of ${item.reference} rejected: nothing is sent.`,
              )
            }
          >
            Reject
          </Button>,
        );
      }
    }
    if (item.actions.includes('approve_transfer') && item.sponsor_invoice_id !== null) {
      const id = item.sponsor_invoice_id;
      buttons.push(
        <Button
          key="transfer"
          aria-label={`Approve the sponsor transfer for ${item.reference}`}
          disabled={busy}
          onClick={() =>
            run(
              approveTransfer.mutateAsync(id),
              `Invoice ${item.reference} is paid; its cover starts.`,
            )
          }
        >
          Approve the transfer
        </Button>,
      );
    }
    if (item.actions.includes('payment_link') && item.sponsor_invoice_id !== null) {
      const id = item.sponsor_invoice_id;
      buttons.push(
        <Button
          key="link"
          variant="secondary"
          aria-label={`Send the payment link of ${item.reference}`}
          disabled={busy}
          onClick={() =>
            run(
              paymentLink.mutateAsync(id),
              `The payment link of ${item.reference} is e-mailed to ${item.customer_name ?? 'the sponsor'}.`,
            )
          }
        >
          Send a payment link
        </Button>,
        <Button
          key="check"
          variant="link"
          aria-label={`Check whether ${item.reference} was paid by its link`}
          disabled={busy}
          onClick={() =>
            run(
              checkPayment.mutateAsync(id),
              `Invoice ${item.reference} is paid; its cover starts.`,
            )
          }
        >
          Check the payment
        </Button>,
      );
    }
    if (item.actions.includes('approve_top_up') && item.top_up_id !== null) {
      const id = item.top_up_id;
      buttons.push(
        item.started_by === me.data?.id ? (
          <span key="own-top-up" className="admin-evidence__meta">
            You recorded this: another finance member approves it.
          </span>
        ) : (
          <Button
            key="top-up"
            aria-label={`Approve the Paystack top-up ${item.reference}`}
            disabled={busy}
            onClick={() =>
              run(
                approveTopUp.mutateAsync(id),
                `Top-up ${item.reference} posted: payouts waiting go out on their next run.`,
              )
            }
          >
            Approve the top-up
          </Button>
        ),
      );
    }
    if (item.actions.includes('record_top_up')) {
      buttons.push(
        <a key="record-top-up" href="#paystack-balance-title">
          Record a top-up
        </a>,
      );
    }
    if (item.actions.includes('record_transfer')) {
      buttons.push(
        <a key="record" href="#invoices-title">
          Record a transfer
        </a>,
      );
    }
    if (item.actions.includes('resolve')) {
      buttons.push(
        <Button
          key="resolve"
          variant="secondary"
          aria-label={`Resolve ${label}`}
          onClick={() => {
            setDone(null);
            setFailed(null);
            setResolving(item);
          }}
        >
          Resolve
        </Button>,
      );
    }
    return buttons;
  };

  return (
    <section aria-labelledby="money-queue-title">
      <h2 className="admin__subtitle" id="money-queue-title">
        Money queue
      </h2>
      <FormError variant="line" message={failed} />
      <p role="status" className="admin-finance__done">
        {done}
      </p>
      <QueryState query={queue}>
        {(data) => (
          <>
            <p>
              {data.total === 0
                ? 'Nothing waits for finance.'
                : `${data.total} ${data.total === 1 ? 'item waits' : 'items wait'} for finance${
                    data.total > data.items.length
                      ? `; the oldest ${data.items.length} are shown`
                      : ''
                  }.`}
            </p>
            <DataTable
              label="Items waiting for finance"
              rows={data.items}
              rowKey={(item) => item.id}
              columns={[
                { header: 'Since', cell: (item) => lagosDate(new Date(item.since)) },
                { header: 'What', cell: (item) => MONEY_QUEUE_KIND_NAMES[item.kind] },
                { header: 'Who', cell: (item) => item.customer_name ?? '—' },
                { header: 'Reference', cell: (item) => item.reference ?? '—' },
                {
                  header: 'Amount',
                  headerClassName: 'admin-finance__num',
                  className: 'admin-finance__num',
                  cell: (item) => (item.amount_kobo === null ? '—' : naira(item.amount_kobo)),
                },
                { header: 'Note', cell: (item) => item.note },
                {
                  header: <span className="visually-hidden">Action</span>,
                  cell: (item) => <div className="admin-actions">{actionsOf(item)}</div>,
                },
              ]}
            />
          </>
        )}
      </QueryState>
      {resolving ? (
        <ResolveForm
          key={resolving.id}
          item={resolving}
          onDone={(message) => {
            setResolving(null);
            setDone(message);
          }}
          onCancel={() => setResolving(null)}
        />
      ) : null}
    </section>
  );
}

function ResolveForm({
  item,
  onDone,
  onCancel,
}: {
  item: MoneyQueueItem;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const resolve = useResolveMoneyItem();
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const name = `${MONEY_QUEUE_KIND_NAMES[item.kind]} ${item.reference ?? ''}`.trim();
  const onSubmit = form.handleSubmit(({ note }) => {
    setFormError(null);
    resolve.mutate(
      { id: item.id, note },
      {
        onSuccess: () => onDone(`${name}: resolved.`),
        onError: (error) => setFormError(applyServerErrors(error, form.setError, ['note'])),
      },
    );
  });
  return (
    <form className="admin-form" aria-labelledby="resolve-title" onSubmit={onSubmit} noValidate>
      <h3 className="admin__subtitle" id="resolve-title">
        Resolve: {name}
      </h3>
      <TextField
        label="What did you do?"
        hint="Kept with the item and in the audit log."
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      <FormError variant="line" message={formError} />
      <FormActions submit="Resolve" busy={resolve.isPending} className="admin-actions">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}
