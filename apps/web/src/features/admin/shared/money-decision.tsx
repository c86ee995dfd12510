import { formatNaira, nairaInWords } from '@alaafia/domain';
import { ConfirmDialog } from '#components/ui/confirm-dialog.js';

/**
 * Staff decisions that move money (docs/business-rules.md, "Naira amounts typed in"): the amount is
 * shown in words as it is typed, and a decision to pay an amount other than the one claimed is
 * confirmed first, with both amounts in words (issue 25: ₦45,000 typed, ₦4,500 paid).
 */

/** The amount is to be confirmed: it is set and is not what the customer claimed. */
export function differsFromClaimed(amount: number | null, claimed: number | null): boolean {
  return amount !== null && amount !== claimed;
}

/** '₦45,000: forty-five thousand naira', read out as it changes. */
export function AmountInWords({ id, amount }: { id: string; amount: number | null }) {
  return (
    <p id={id} className="admin-claim__words" aria-live="polite">
      {amount === null ? null : (
        <>
          <strong>{formatNaira(amount)}</strong>: {nairaInWords(amount)}
        </>
      )}
    </p>
  );
}

export function DifferentAmountDialog({
  open,
  amount,
  claimed,
  loading,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  amount: number;
  claimed: number | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Pay a different amount?"
      text={
        <>
          {claimed === null
            ? 'The customer did not claim an amount. '
            : `The customer claimed ${formatNaira(claimed)} (${nairaInWords(claimed)}). `}
          You are approving{' '}
          <strong>
            {formatNaira(amount)} ({nairaInWords(amount)})
          </strong>
          . Is that the amount to pay?
        </>
      }
      confirmLabel={`Approve ${formatNaira(amount)}`}
      cancelLabel="Change the amount"
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
