import { PRODUCT_TITLES, type ProductUid } from '@alaafia/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Modal } from '../../../components/ui/modal';
import { useCancelPolicy } from '../api/cancel-policy';
import { useCancellationReasons } from '../api/get-cancellation-reasons';
import { dashboardCopy } from '../dashboard-copy';

export type CancelPolicyModalProps = {
  customerId: number;
  /** The product whose policy is cancelled; null when closed. */
  product: ProductUid | null;
  /** The premium's product_id, the path's product (its customer_products name). */
  productId: string | number | null;
  onClose: () => void;
};

/**
 * 'Cancel anytime': the reason is one of GET /local/policy-cancellation/reasons; the policy stops
 * today and its tile then offers renewal. The premiums and the profile are fetched again after it.
 */
export function CancelPolicyModal({
  customerId,
  product,
  productId,
  onClose,
}: CancelPolicyModalProps) {
  const open = product !== null;
  const reasons = useCancellationReasons(open);
  const cancel = useCancelPolicy(customerId);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (cancel.isPending) return;
    setReasonId(null);
    setError(null);
    onClose();
  };

  const submit = () => {
    if (reasonId === null || productId === null) return;
    setError(null);
    cancel.mutate(
      { productId, reasonId },
      {
        onSuccess: () => {
          setReasonId(null);
          onClose();
        },
        onError: (err) => setError(err.message || dashboardCopy.cancelFailed),
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      size="md"
      title={dashboardCopy.cancelTitle}
      description={product ? dashboardCopy.cancelText(PRODUCT_TITLES[product]) : undefined}
      dismissible={!cancel.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
            {dashboardCopy.keepPolicy}
          </Button>
          <Button onClick={submit} disabled={reasonId === null} loading={cancel.isPending}>
            {dashboardCopy.cancelPolicy}
          </Button>
        </>
      }
    >
      <FormError message={error} />
      <fieldset className="dash-reasons">
        <legend className="dash-reasons__legend">{dashboardCopy.cancelReason}</legend>
        {(reasons.data ?? []).map((reason) => (
          <label key={reason.id} className="dash-reasons__option">
            <input
              type="radio"
              name="cancellation-reason"
              value={reason.id}
              checked={reasonId === reason.id}
              onChange={() => setReasonId(reason.id)}
            />
            <span>{reason.reason}</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
