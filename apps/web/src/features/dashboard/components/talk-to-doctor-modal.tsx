import {
  isUrgent,
  telemedicineAskFormSchema,
  telemedicineCopy,
  TELEMEDICINE_URGENCIES,
  URGENT_SIGNS,
  type TelemedicineAskFormValues,
  type TelemedicineAskValues,
} from '@alaafia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { Button } from '#components/ui/button.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { ApiError } from '#lib/api-client.js';
import { errorMessageOf } from '#lib/form-errors.js';
import { Modal } from '#components/ui/modal.js';
import { useAskDoctor } from '../api/health-plan-care';
import { ErrorWords, useT } from '#lib/i18n.js';

type Step = 'signs' | 'urgent' | 'details' | 'sent';

// What the form starts with: nothing ticked, typed or chosen (no urgency yet: the schema's error).
const NOTHING_ASKED: DefaultValues<TelemedicineAskFormValues> = { signs: [], symptoms: '' };

export type TalkToDoctorModalProps = {
  customerId: number;
  /** The customer's hospital, named in the urgent advice. */
  hospital: string | null;
  phone: string;
  open: boolean;
  onClose: () => void;
};

/**
 * 'Talk to a doctor' (issue 28 item 4). The urgent signs come first: any of them (ticked, or named in
 * the customer's words later, or the API's 422) shows the go-to-hospital / 112 advice and sends
 * nothing. Otherwise: what is wrong and how soon, then the request goes to the doctors.
 * docs/business-rules.md, 'Telemedicine'.
 */
export function TalkToDoctorModal({
  customerId,
  hospital,
  phone,
  open,
  onClose,
}: TalkToDoctorModalProps) {
  const t = useT();
  const id = useId();
  const ask = useAskDoctor(customerId);
  const [step, setStep] = useState<Step>('signs');
  // The one form mechanism (docs/architecture.md, 'Forms'): the request's rules through zodResolver,
  // a field's error shown once it was left (on blur) or the form sent, and gone once it is right.
  const form = useForm<TelemedicineAskFormValues, unknown, TelemedicineAskValues>({
    resolver: zodResolver(telemedicineAskFormSchema),
    mode: 'onTouched',
    defaultValues: NOTHING_ASKED,
  });
  const errors = form.formState.errors;
  const [formError, setFormError] = useState<string | null>(null);
  const signs = useWatch({ control: form.control, name: 'signs' });
  const [urgentHospital, setUrgentHospital] = useState(hospital);

  const close = () => {
    if (ask.isPending) return;
    setStep('signs');
    form.reset(NOTHING_ASKED);
    setFormError(null);
    onClose();
  };

  const submit = form.handleSubmit(({ signs, symptoms, urgency }) => {
    const body = { symptoms, urgency, urgent_signs: signs };
    setFormError(null);
    if (isUrgent(body)) {
      setStep('urgent');
      return;
    }
    ask.mutate(body, {
      onSuccess: () => setStep('sent'),
      onError: (error) => {
        const answer =
          error instanceof ApiError
            ? (error.body as { urgent?: boolean; hospital?: string | null } | null)
            : null;
        if (answer?.urgent) {
          setUrgentHospital(answer.hospital ?? hospital);
          setStep('urgent');
        } else setFormError(errorMessageOf(error));
      },
    });
  });

  const footer =
    step === 'signs' ? (
      <>
        <Button variant="secondary" onClick={close}>
          {t('account.doctor.cancel')}
        </Button>
        <Button onClick={() => setStep((signs ?? []).length > 0 ? 'urgent' : 'details')}>
          {t('account.doctor.continue')}
        </Button>
      </>
    ) : step === 'details' ? (
      <>
        <Button variant="secondary" disabled={ask.isPending} onClick={() => setStep('signs')}>
          {t('account.doctor.back')}
        </Button>
        <FormActions form={`${id}-form`} submit={t('account.doctor.send')} busy={ask.isPending} />
      </>
    ) : (
      <Button onClick={close}>{t('account.doctor.close')}</Button>
    );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      size="md"
      title={step === 'urgent' ? telemedicineCopy.urgentTitle : t('account.doctor.title')}
      dismissible={!ask.isPending}
      footer={footer}
    >
      {step === 'signs' ? (
        <fieldset className="ttd-signs">
          <legend className="ui-field__label">{t('account.doctor.signsQuestion')}</legend>
          {URGENT_SIGNS.map((sign) => (
            <label key={sign.key} className="ttd-check">
              <input type="checkbox" value={sign.key} {...form.register('signs')} /> {sign.label}
            </label>
          ))}
          <p className="ui-field__hint">{t('account.doctor.signsHint')}</p>
        </fieldset>
      ) : null}
      {step === 'urgent' ? (
        <div role="alert" className="ttd-urgent">
          <p className="ttd-urgent__advice">{telemedicineCopy.urgentAdvice(urgentHospital)}</p>
          <a className="ui-button ui-button--primary ttd-urgent__call" href="tel:112">
            {t('account.doctor.call112')}
          </a>
        </div>
      ) : null}
      {step === 'details' ? (
        <form id={`${id}-form`} noValidate onSubmit={submit}>
          <FormError message={formError} />
          <div className={`ui-field${errors.symptoms ? ' ui-field--invalid' : ''}`}>
            <label className="ui-field__label" htmlFor={`${id}-symptoms`}>
              {t('account.doctor.symptomsLabel')}
            </label>
            <textarea
              id={`${id}-symptoms`}
              className="ui-input ttd-symptoms"
              rows={4}
              aria-invalid={errors.symptoms ? true : undefined}
              aria-describedby={errors.symptoms ? `${id}-symptoms-error` : undefined}
              {...form.register('symptoms')}
            />
            {errors.symptoms ? (
              <p id={`${id}-symptoms-error`} className="ui-field__error">
                <ErrorWords text={errors.symptoms.message} />
              </p>
            ) : null}
          </div>
          <fieldset
            className={`ui-field ttd-urgency${errors.urgency ? ' ui-field--invalid' : ''}`}
            aria-describedby={errors.urgency ? `${id}-urgency-error` : undefined}
          >
            <legend className="ui-field__label">{t('account.doctor.urgencyLabel')}</legend>
            {TELEMEDICINE_URGENCIES.map((option) => (
              <label key={option.key} className="ttd-check">
                <input type="radio" value={option.key} {...form.register('urgency')} />{' '}
                {option.label}
              </label>
            ))}
            {errors.urgency ? (
              <p id={`${id}-urgency-error`} className="ui-field__error">
                <ErrorWords text={errors.urgency.message} />
              </p>
            ) : null}
          </fieldset>
          <p className="ui-field__hint">{t('account.doctor.callBackOn', { phone })}</p>
        </form>
      ) : null}
      {step === 'sent' ? <p role="status">{t('account.doctor.sent', { phone })}</p> : null}
    </Modal>
  );
}
