import {
  formatNaira,
  koboToNaira,
  parseNairaInput,
  sponsorInvoiceCopy,
  type SponsorInvoiceAnswer,
} from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors, errorMessageOf } from '#lib/form-errors.js';
import { useStaffMe } from '../shared/staff-session';
import {
  useAllSponsorInvoices,
  useApproveSponsorTransfer,
  useRecordSponsorTransfer,
  useSponsorAgeing,
  useSponsorPaymentLink,
} from './finance-api';
import { naira, NUM } from './finance-format';

const INVOICE_STATUS = {
  unpaid: 'Unpaid',
  transfer_recorded: 'Transfer recorded, awaiting approval',
  paid: 'Paid',
} as const;

/**
 * The sponsors' unpaid invoices with their ageing: a transfer one finance member records and a
 * second approves, or a Paystack payment link sent to the sponsor.
 */
export function SponsorInvoices({ today }: { today: string }) {
  const ageing = useSponsorAgeing();
  const invoices = useAllSponsorInvoices('unpaid');
  const approve = useApproveSponsorTransfer();
  // Recording and approving are finance's (an administrator reads): docs/business-rules.md, 'Sponsor invoices'.
  const me = useStaffMe();
  const canAct = me.data?.roles.includes('finance') ?? false;
  const [recording, setRecording] = useState<SponsorInvoiceAnswer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const link = useSponsorPaymentLink();
  const onLink = (i: SponsorInvoiceAnswer) => {
    setFailed(null);
    setDone(null);
    link.mutate(i.id, {
      onError: (error) => setFailed(errorMessageOf(error)),
      onSuccess: () => setDone(`The payment link of ${i.number} is e-mailed to ${i.sponsor_name}.`),
    });
  };
  const onApprove = (i: SponsorInvoiceAnswer) => {
    setFailed(null);
    setDone(null);
    approve.mutate(i.id, {
      onError: (error) => setFailed(errorMessageOf(error)),
      onSuccess: () => setDone(`Invoice ${i.number} is paid; its cover starts.`),
    });
  };
  const actions = (i: SponsorInvoiceAnswer) =>
    !canAct ? null : i.status === 'unpaid' ? (
      <div className="admin-actions">
        <Button
          variant="secondary"
          aria-label={`Record a transfer for ${i.number}`}
          onClick={() => {
            setDone(null);
            setFailed(null);
            setRecording(i);
          }}
        >
          Record a transfer
        </Button>
        {i.payment_url ? (
          <a href={i.payment_url} target="_blank" rel="noreferrer">
            Payment link<span className="visually-hidden"> of {i.number}</span>
          </a>
        ) : (
          <Button
            variant="link"
            aria-label={`Send the payment link of ${i.number} to the sponsor`}
            loading={link.isPending && link.variables === i.id}
            disabled={link.isPending}
            onClick={() => onLink(i)}
          >
            Send a payment link
          </Button>
        )}
      </div>
    ) : (
      <Button
        aria-label={`Approve the transfer for ${i.number}`}
        loading={approve.isPending && approve.variables === i.id}
        disabled={approve.isPending}
        onClick={() => onApprove(i)}
      >
        Approve
      </Button>
    );
  return (
    <section aria-labelledby="invoices-title">
      <h2 className="admin__subtitle" id="invoices-title">
        Sponsor invoices
      </h2>
      <QueryState query={ageing} loading={null}>
        {(data) => (
          <DataTable
            label="Ageing of unpaid invoices"
            caption="Unpaid invoices by days since the invoice date"
            rows={data.buckets}
            rowKey={(b) => b.bucket}
            columns={[
              { header: 'Days', rowHeader: true, cell: (b) => b.bucket },
              { header: 'Invoices', cell: (b) => b.invoices },
              {
                header: 'Total',
                headerClassName: NUM,
                className: NUM,
                cell: (b) => naira(b.total_kobo),
              },
            ]}
            foot={
              <tr>
                <th scope="row" colSpan={2}>
                  Total unpaid
                </th>
                <td className={NUM}>{naira(data.total_kobo)}</td>
              </tr>
            }
          />
        )}
      </QueryState>
      <FormError variant="line" message={failed} />
      <p role="status" className="admin-finance__done">
        {done}
      </p>
      <QueryState query={invoices}>
        {(rows) => (
          <DataTable
            label="Unpaid sponsor invoices"
            rows={rows}
            rowKey={(i) => i.id}
            empty="No unpaid invoice."
            columns={[
              { header: 'Invoice', cell: (i) => i.number },
              { header: 'Sponsor', cell: (i) => i.sponsor_name },
              { header: 'Due', cell: (i) => i.due_on },
              {
                header: 'Total',
                headerClassName: NUM,
                className: NUM,
                cell: (i) => naira(i.total_kobo),
              },
              {
                // Issue 38: part-payments leave a balance.
                header: 'To pay',
                headerClassName: NUM,
                className: NUM,
                cell: (i) => naira(i.balance_kobo),
              },
              {
                header: 'Age',
                cell: (i) => (i.ageing_bucket ? `${i.age_days} days (${i.ageing_bucket})` : '—'),
              },
              {
                header: 'Status',
                cell: (i) => (
                  <>
                    {INVOICE_STATUS[i.status]}
                    {i.transfer ? (
                      <span className="admin-finance__code">
                        {naira(i.transfer.amount_kobo)}, {i.transfer.bank_reference},{' '}
                        {i.transfer.received_on}
                      </span>
                    ) : null}
                  </>
                ),
              },
              { header: <span className="visually-hidden">Action</span>, cell: actions },
            ]}
          />
        )}
      </QueryState>
      {recording ? (
        <RecordTransferForm
          key={recording.id}
          invoice={recording}
          today={today}
          onDone={(message) => {
            setRecording(null);
            setDone(message);
          }}
          onCancel={() => setRecording(null)}
        />
      ) : null}
    </section>
  );
}

type TransferValues = { amount: string; bank_reference: string; received_on: string };

function RecordTransferForm({
  invoice,
  today,
  onDone,
  onCancel,
}: {
  invoice: SponsorInvoiceAnswer;
  today: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const record = useRecordSponsorTransfer();
  const form = useForm<TransferValues>({
    defaultValues: { amount: '', bank_reference: '', received_on: today },
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((values) => {
    const amount = parseNairaInput(values.amount);
    if (amount === null) {
      form.setError('amount', { message: sponsorInvoiceCopy.amountInvalid });
      return;
    }
    setFormError(null);
    record.mutate(
      {
        invoiceId: invoice.id,
        amount,
        bank_reference: values.bank_reference,
        received_on: values.received_on,
      },
      {
        onSuccess: () =>
          onDone(
            `Transfer recorded for ${invoice.number}. Another finance member must approve it before the cover starts.`,
          ),
        onError: (error) =>
          setFormError(
            applyServerErrors(error, form.setError, ['amount', 'bank_reference', 'received_on']),
          ),
      },
    );
  });
  return (
    <form
      className="admin-form"
      aria-labelledby="record-transfer-title"
      onSubmit={onSubmit}
      noValidate
    >
      <h3 className="admin__subtitle" id="record-transfer-title">
        Record a transfer for {invoice.number} ({invoice.sponsor_name},{' '}
        {formatNaira(koboToNaira(invoice.balance_kobo))} to pay)
      </h3>
      <TextField
        label="Amount received (₦)"
        hint="What arrived: the whole balance, or part of it (the rest stays owed)."
        inputMode="numeric"
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextField
        label="Bank reference"
        error={errors.bank_reference?.message}
        {...form.register('bank_reference')}
      />
      <TextField
        label="Received on"
        type="date"
        error={errors.received_on?.message}
        {...form.register('received_on')}
      />
      <FormError variant="line" message={formError} />
      <FormActions submit="Record the transfer" busy={record.isPending} className="admin-actions">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}
