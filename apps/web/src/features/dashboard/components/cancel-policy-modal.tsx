import { CANCELLATION_NOTE_MAX, cancellationCopy, type ProductUid } from '@alaafia/domain';
import { useState } from 'react';
import { Button } from '#components/ui/button.js';
import { FormError } from '#components/ui/form-error.js';
import { Modal } from '#components/ui/modal.js';
import { TextField } from '#components/ui/text-field.js';
import { ApiError } from '#lib/api-client.js';
import { useCancelPolicy } from '../api/cancel-policy';
import { useCancellationReasons } from '../api/get-cancellation-reasons';
import { useCancellationTerms } from '../api/policy-terms';
import { useDates, useT } from '#lib/i18n.js';

type CancelPolicyModalProps = {
  customerId: number;
  /** The product whose policy is cancelled; null when closed. */
  product: ProductUid | null;
  /** The premium's product_id, the path's product (its customer_products name). */
  productId: string | number | null;
  onClose: () => void;
  /** The policy is cancelled: the dashboard says so (issue 18). */
  onCancelled?: (message: string) => void;
};

const isOther = (reason: string) => reason.trim().toLowerCase() === 'other';

/**
 * 'Cancel anytime': the reason is one of GET /local/policy-cancellation/reasons ('Other' with the
 * customer's own words); the policy stops today and its tile then offers renewal. The text says
 * what cancelling means for this policy now (GET cancellation-terms): in the free month nothing was
 * paid; otherwise the paid time is not refunded; either way Renew Now brings it back at no charge
 * until the paid (or free) period ends. The premiums and the profile are fetched again after it.
 */
export function CancelPolicyModal({
  customerId,
  product,
  productId,
  onClose,
  onCancelled,
}: CancelPolicyModalProps) {
  const t = useT();
  const dates = useDates();
  const open = product !== null;
  const reasons = useCancellationReasons(open);
  const terms = useCancellationTerms(customerId, open ? productId : null);
  const cancel = useCancelPolicy(customerId);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = reasons.data?.find((reason) => reason.id === reasonId) ?? null;
  const needsNote = chosen !== null && isOther(chosen.reason);

  const reset = () => {
    setReasonId(null);
    setNote('');
    setNoteError(null);
    setError(null);
  };

  const close = () => {
    if (cancel.isPending) return;
    reset();
    onClose();
  };

  const submit = () => {
    if (reasonId === null || productId === null || product === null) return;
    setError(null);
    if (needsNote && note.trim() === '') {
      setNoteError(cancellationCopy.noteRequired);
      return;
    }
    setNoteError(null);
    cancel.mutate(
      { productId, reasonId, reasonNote: needsNote ? note.trim() : null },
      {
        onSuccess: () => {
          const until = terms.data?.paid_until;
          const title = t(`frame.product.title.${product}`);
          onCancelled?.(
            until
              ? `${t('dashboard.cancelled', { product: title })} ${t('dashboard.renewFreeUntil', { day: dates.day(until) })}`
              : t('dashboard.cancelled', { product: title }),
          );
          reset();
          onClose();
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.field('reason_note') : undefined;
          if (field) setNoteError(field);
          else setError(err.message || t('dashboard.cancelFailed'));
        },
      },
    );
  };

  const title = product ? t(`frame.product.title.${product}`) : '';
  const description = !product
    ? undefined
    : terms.data?.in_free_month
      ? t('dashboard.cancelTextFreeMonth', { product: title })
      : t('dashboard.cancelText', { product: title });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      size="md"
      title={t('dashboard.cancelTitle')}
      description={description}
      dismissible={!cancel.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
            {t('dashboard.keepPolicy')}
          </Button>
          <Button
            onClick={submit}
            disabled={reasonId === null || terms.isPending}
            loading={cancel.isPending}
          >
            {t('dashboard.cancelPolicy')}
          </Button>
        </>
      }
    >
      {terms.data?.paid_until ? (
        <p className="dash-hint">
          {t('dashboard.renewFreeUntil', { day: dates.day(terms.data.paid_until) })}
        </p>
      ) : null}
      <FormError message={error} />
      <fieldset className="dash-reasons">
        <legend className="dash-reasons__legend">{t('dashboard.cancelReason')}</legend>
        {(reasons.data ?? []).map((reason) => (
          <label key={reason.id} className="dash-reasons__option">
            <input
              type="radio"
              name="cancellation-reason"
              value={reason.id}
              checked={reasonId === reason.id}
              onChange={() => {
                setReasonId(reason.id);
                setNoteError(null);
              }}
            />
            <span>{reason.reason}</span>
          </label>
        ))}
      </fieldset>
      {needsNote ? (
        <TextField
          label={t('dashboard.otherReasonLabel')}
          value={note}
          maxLength={CANCELLATION_NOTE_MAX}
          required
          aria-required="true"
          error={noteError ?? undefined}
          onChange={(event) => setNote(event.target.value)}
          autoFocus
        />
      ) : null}
    </Modal>
  );
}
