import { nairaToKobo, parseNairaInput } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { QueryState } from '#components/ui/query-state.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors, errorMessageOf } from '#lib/form-errors.js';
import { useStaffMe } from '../shared/staff-session';
import { useApprovePaystackTopUp, usePaystackBalance, useRecordPaystackTopUp } from './finance-api';
import { naira, NUM } from './finance-format';

/** A balance that may be below zero: -₦500 (what we owe Paystack), not ₦-500. */
const signedNaira = (kobo: number) => (kobo < 0 ? `-${naira(-kobo)}` : naira(kobo));

/**
 * Our balance at Paystack (issue 36 item 8; docs/business-rules.md, 'Paystack's balance'): the books'
 * Cash at Paystack beside what Paystack reports, what the open top-up item asks for, the latest
 * top-ups (each approved by a second finance member, then posted) and, for finance, the form to
 * record a top-up made on Paystack's dashboard.
 */
export function PaystackBalance({ today }: { today: string }) {
  const balance = usePaystackBalance();
  const me = useStaffMe();
  const canAct = me.data?.roles.includes('finance') ?? false;
  const approve = useApprovePaystackTopUp();
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby="paystack-balance-title">
      <h2 className="admin__subtitle" id="paystack-balance-title">
        Balance at Paystack
      </h2>
      <QueryState query={balance}>
        {(data) => (
          <>
            <dl className="admin-finance__figures">
              <dt>In the books (Cash at Paystack)</dt>
              <dd>{signedNaira(data.balance_kobo)}</dd>
              <dt>Paystack reports</dt>
              <dd>
                {data.paystack_balance_kobo === null
                  ? 'Paystack could not be reached'
                  : signedNaira(data.paystack_balance_kobo)}
              </dd>
              <dt>A top-up must add</dt>
              <dd>{data.short_kobo === 0 ? 'Nothing' : naira(data.short_kobo)}</dd>
            </dl>
            <FormError variant="line" message={failed} />
            <p role="status" className="admin-finance__done">
              {done}
            </p>
            <DataTable
              label="Top-ups of the Paystack balance"
              rows={data.top_ups}
              rowKey={(t) => t.id}
              empty="No top-up yet."
              columns={[
                { header: 'Made on', cell: (t) => t.made_on },
                { header: 'Bank reference', cell: (t) => t.bank_reference },
                {
                  header: 'Amount',
                  headerClassName: NUM,
                  className: NUM,
                  cell: (t) => naira(t.amount_kobo),
                },
                {
                  header: 'Status',
                  cell: (t) =>
                    t.status === 'posted' ? 'Posted' : 'Awaiting a second finance member',
                },
                {
                  header: <span className="visually-hidden">Action</span>,
                  cell: (t) =>
                    !canAct || t.status !== 'awaiting_approval' ? null : t.recorded_by ===
                      me.data?.id ? (
                      <span className="admin-evidence__meta">
                        You recorded this: another finance member approves it.
                      </span>
                    ) : (
                      <Button
                        aria-label={`Approve the top-up ${t.bank_reference}`}
                        loading={approve.isPending && approve.variables === t.id}
                        disabled={approve.isPending}
                        onClick={() => {
                          setFailed(null);
                          setDone(null);
                          approve.mutate(t.id, {
                            onError: (error) => setFailed(errorMessageOf(error)),
                            onSuccess: () =>
                              setDone(
                                `Top-up ${t.bank_reference} posted: payouts waiting go out on their next run.`,
                              ),
                          });
                        }}
                      >
                        Approve
                      </Button>
                    ),
                },
              ]}
            />
          </>
        )}
      </QueryState>
      {canAct ? <RecordTopUpForm today={today} onDone={setDone} /> : null}
    </section>
  );
}

type TopUpValues = { amount: string; bank_reference: string; made_on: string };

function RecordTopUpForm({ today, onDone }: { today: string; onDone: (message: string) => void }) {
  const record = useRecordPaystackTopUp();
  const form = useForm<TopUpValues>({
    defaultValues: { amount: '', bank_reference: '', made_on: today },
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((values) => {
    const amount = parseNairaInput(values.amount);
    if (amount === null || amount <= 0) {
      form.setError('amount', { message: 'Enter the amount topped up, in naira.' });
      return;
    }
    setFormError(null);
    record.mutate(
      {
        amount_kobo: nairaToKobo(amount),
        bank_reference: values.bank_reference,
        made_on: values.made_on || today,
      },
      {
        onSuccess: (topUp) => {
          form.reset({ amount: '', bank_reference: '', made_on: values.made_on });
          onDone(
            `Top-up ${topUp.bank_reference} recorded. Another finance member must approve it before it is posted.`,
          );
        },
        onError: (error) => {
          const rest = applyServerErrors(error, form.setError, ['bank_reference', 'made_on']);
          setFormError(rest);
        },
      },
    );
  });
  return (
    <form
      className="admin-form"
      aria-labelledby="record-top-up-title"
      onSubmit={onSubmit}
      noValidate
    >
      <h3 className="admin__subtitle" id="record-top-up-title">
        Record a top-up made on Paystack&rsquo;s dashboard
      </h3>
      <TextField
        label="Amount topped up (₦)"
        inputMode="numeric"
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextField
        label="Reference of the transfer to Paystack"
        hint="As the bank statement shows it."
        error={errors.bank_reference?.message}
        {...form.register('bank_reference')}
      />
      <TextField
        label="Topped up on"
        type="date"
        error={errors.made_on?.message}
        {...form.register('made_on')}
      />
      <FormError variant="line" message={formError} />
      <FormActions submit="Record the top-up" busy={record.isPending} className="admin-actions" />
    </form>
  );
}
