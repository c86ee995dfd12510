import { formatNaira, koboToNaira, nairaToKobo, parseNairaInput } from '@alaafia/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '#components/ui/button.js';
import { TextField } from '#components/ui/text-field.js';
import { ApiError } from '#lib/api-client.js';
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
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const typed = amount.trim() === '' ? null : parseNairaInput(amount);
  const [amountError, setAmountError] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (amount.trim() !== '' && (typed === null || typed <= 0)) {
      setAmountError('Enter the amount in naira, or leave it empty to refund what is left.');
      return;
    }
    setAmountError(null);
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
      },
    );
  };
  const apiError = start.error instanceof ApiError ? start.error : null;
  const amountApiError = apiError?.field('amount_kobo');
  const reasonError = apiError?.field('reason');
  const general = start.error !== null && !amountApiError && !reasonError;
  return (
    <form className="admin-form" aria-labelledby="refund-title" onSubmit={onSubmit} noValidate>
      <h4 className="admin__subtitle" id="refund-title">
        Refund {reference} (paid {formatNaira(koboToNaira(paidKobo))})
      </h4>
      <TextField
        label="Amount to refund (₦)"
        hint="Leave empty to refund all that is left of the payment."
        inputMode="numeric"
        value={amount}
        aria-describedby="refund-amount-words"
        error={amountError ?? amountApiError}
        onChange={(e) => setAmount(e.currentTarget.value)}
      />
      <AmountInWords id="refund-amount-words" amount={typed} />
      <TextField
        label="Why"
        hint="At least 5 characters; the approving finance member reads it."
        value={reason}
        error={reasonError}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      {general ? (
        <p role="alert" className="ui-field__error">
          {start.error?.message}
        </p>
      ) : null}
      <div className="admin-actions">
        <Button type="submit" loading={start.isPending}>
          Start the refund
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
