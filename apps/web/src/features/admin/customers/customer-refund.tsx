import { formatNaira, koboToNaira, nairaToKobo, parseNairaInput } from '@alaafia/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { TextField } from '#components/ui/text-field.js';
import { ApiError } from '#lib/api-client.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { useStartRefund } from './customers-api';
import { AmountInWords } from '../shared/money-decision';

/**
 * A refund started from the customer's page (issue 27, item 7): the same request as anywhere else
 * (POST /api/admin/refunds, docs/business-rules.md, 'Staff refunds'), so nothing is sent until a
 * second, independent finance member approves it in the money queue (money-approval.ts). The
 * amount is naira typed, shown in words; left empty, the refund is what is left of the payment.
 */
export function StartRefundForm({
  customerId,
  reference,
  paidKobo,
  onDone,
  onCancel,
}: {
  customerId: number;
  reference: string;
  paidKobo: number;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const start = useStartRefund(customerId);
  const form = useForm<{ amount: string; reason: string }>({
    defaultValues: { amount: '', reason: '' },
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const amount = useWatch({ control: form.control, name: 'amount' });
  const typed = amount.trim() === '' ? null : parseNairaInput(amount);
  const onSubmit = form.handleSubmit(({ reason }) => {
    if (amount.trim() !== '' && (typed === null || typed <= 0)) {
      form.setError('amount', {
        message: 'Enter the amount in naira, or leave it empty to refund what is left.',
      });
      return;
    }
    setFormError(null);
    start.mutate(
      {
        reference,
        reason,
        ...(typed === null ? {} : { amount_kobo: nairaToKobo(typed) }),
      },
      {
        onSuccess: (refund) =>
          onDone(
            `Refund of ${formatNaira(koboToNaira(refund.amount_kobo))} on ${reference} started. Another finance member must approve it in the money queue before it is sent.`,
          ),
        onError: (error) => {
          // The API names the amount in kobo; the form asks for naira.
          const amountError = error instanceof ApiError ? error.field('amount_kobo') : undefined;
          if (amountError) form.setError('amount', { type: 'server', message: amountError });
          const rest = applyServerErrors(error, form.setError, ['reason']);
          setFormError(amountError ? null : rest);
        },
      },
    );
  });
  return (
    <form className="admin-form" aria-labelledby="refund-title" onSubmit={onSubmit} noValidate>
      <h4 className="admin__subtitle" id="refund-title">
        Refund {reference} (paid {formatNaira(koboToNaira(paidKobo))})
      </h4>
      <TextField
        label="Amount to refund (₦)"
        hint="Leave empty to refund all that is left of the payment."
        inputMode="numeric"
        aria-describedby="refund-amount-words"
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <AmountInWords id="refund-amount-words" amount={typed} />
      <TextField
        label="Why"
        hint="At least 5 characters; the approving finance member reads it."
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <FormError variant="line" message={formError} />
      <FormActions submit="Start the refund" busy={start.isPending} className="admin-actions">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}
