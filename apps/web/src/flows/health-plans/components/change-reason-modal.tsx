import { CHANGE_REASON_MAX_LENGTH, changeHospitalBodySchema } from '@alaafia/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { applyServerErrors, errorMessageOf } from '#lib/form-errors.js';
import { Modal } from '#components/ui/modal.js';
import { useSendHospitalChange } from '../api/hospital-change';
import { ErrorWords, useT } from '#lib/i18n.js';

type ChangeReasonModalProps = {
  customerId: number;
  /** The hospital asked for; null when closed. */
  wanted: { id: number; name: string } | null;
  /** The customer's hospital today (it stays until the care team approves). */
  currentName: string;
  /** Back to the list (the search modal). */
  onBack: () => void;
  onClose: () => void;
  /** The request was recorded (201). */
  onSent: () => void;
};

/**
 * The last step of changing hospital: the reason, then POST change-hospital-request. The reason is
 * checked with the domain's schema before anything is sent; the API's refusals (a request already
 * under review, the 3-month rule) are shown as it words them.
 */
export function ChangeReasonModal({
  customerId,
  wanted,
  currentName,
  onBack,
  onClose,
  onSent,
}: ChangeReasonModalProps) {
  const t = useT();
  const id = useId();
  const send = useSendHospitalChange(customerId);
  const form = useForm<{ change_reason: string }>({ defaultValues: { change_reason: '' } });
  const reasonError = form.formState.errors.change_reason?.message ?? null;
  const setReasonError = (message: string) => form.setError('change_reason', { message });
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    form.reset();
    setError(null);
  };

  const submit = form.handleSubmit(({ change_reason: reason }) => {
    if (!wanted || send.isPending) return;
    setError(null);
    const body = changeHospitalBodySchema.safeParse({
      hospital_id: wanted.id,
      change_reason: reason,
    });
    if (!body.success) {
      const issue = body.error.issues[0];
      if (issue?.path[0] === 'change_reason') setReasonError(issue.message);
      else setError(issue?.message ?? t('health.change.sendFailed'));
      return;
    }
    form.clearErrors('change_reason');
    send.mutate(body.data, {
      onSuccess: () => {
        reset();
        onSent();
      },
      onError: (err) => {
        setError(
          applyServerErrors(err, form.setError, ['change_reason']) === null
            ? null
            : errorMessageOf(err, 'hospital_id', t('health.change.sendFailed')),
        );
      },
    });
  });

  return (
    <Modal
      open={wanted !== null}
      onOpenChange={(next) => {
        if (!next && !send.isPending) {
          reset();
          onClose();
        }
      }}
      size="md"
      title={t('health.change.reasonTitle')}
      description={
        wanted
          ? t('health.change.reasonText', { wanted: wanted.name, current: currentName })
          : undefined
      }
      dismissible={!send.isPending}
      footer={
        <>
          <Button variant="secondary" disabled={send.isPending} onClick={onBack}>
            {t('health.change.back')}
          </Button>
          <FormActions form={`${id}-form`} submit={t('health.change.send')} busy={send.isPending} />
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit}>
        <FormError message={error} />
        <div className={`ui-field${reasonError ? ' ui-field--invalid' : ''}`}>
          <label className="ui-field__label" htmlFor={`${id}-reason`}>
            {t('health.change.reasonLabel')}
          </label>
          <p id={`${id}-hint`} className="ui-field__hint">
            {t('health.change.reasonHint')}
          </p>
          <textarea
            id={`${id}-reason`}
            className="ui-input hp-change-reason"
            rows={4}
            maxLength={CHANGE_REASON_MAX_LENGTH}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-hint ${id}-error` : `${id}-hint`}
            {...form.register('change_reason')}
          />
          {reasonError ? (
            <p id={`${id}-error`} className="ui-field__error">
              <ErrorWords text={reasonError} />
            </p>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
