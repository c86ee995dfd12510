import {
  errorCopy,
  isUrgent,
  telemedicineCopy,
  telemedicineRequestBodySchema,
  TELEMEDICINE_URGENCIES,
  URGENT_SIGNS,
  type TelemedicineUrgency,
  type UrgentSign,
} from '@alaafia/domain';
import { useId, useState } from 'react';
import { ApiError } from '#lib/api-client.js';
import { Button } from '#components/ui/button.js';
import { FormError } from '#components/ui/form-error.js';
import { Modal } from '#components/ui/modal.js';
import { useAskDoctor } from '../api/health-plan-care';
import { talkToDoctorCopy } from '../dashboard-copy';

type Step = 'signs' | 'urgent' | 'details' | 'sent';

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
  const id = useId();
  const ask = useAskDoctor(customerId);
  const [step, setStep] = useState<Step>('signs');
  const [signs, setSigns] = useState<UrgentSign[]>([]);
  const [symptoms, setSymptoms] = useState('');
  const [urgency, setUrgency] = useState<TelemedicineUrgency | ''>('');
  const [errors, setErrors] = useState<{ symptoms?: string; urgency?: string; form?: string }>({});
  const [urgentHospital, setUrgentHospital] = useState(hospital);

  const close = () => {
    if (ask.isPending) return;
    setStep('signs');
    setSigns([]);
    setSymptoms('');
    setUrgency('');
    setErrors({});
    onClose();
  };

  const submit = () => {
    const body = telemedicineRequestBodySchema.safeParse({
      symptoms,
      urgency,
      urgent_signs: signs,
    });
    if (!body.success) {
      const next: typeof errors = {};
      for (const issue of body.error.issues) {
        const field = issue.path[0];
        if (field === 'symptoms' && !next.symptoms) next.symptoms = issue.message;
        if (field === 'urgency' && !next.urgency) next.urgency = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    if (isUrgent(body.data)) {
      setStep('urgent');
      return;
    }
    ask.mutate(body.data, {
      onSuccess: () => setStep('sent'),
      onError: (error) => {
        const answer =
          error instanceof ApiError
            ? (error.body as { urgent?: boolean; hospital?: string | null } | null)
            : null;
        if (answer?.urgent) {
          setUrgentHospital(answer.hospital ?? hospital);
          setStep('urgent');
        } else setErrors({ form: error instanceof ApiError ? error.message : errorCopy.generic });
      },
    });
  };

  const footer =
    step === 'signs' ? (
      <>
        <Button variant="secondary" onClick={close}>
          {talkToDoctorCopy.cancel}
        </Button>
        <Button onClick={() => setStep(signs.length > 0 ? 'urgent' : 'details')}>
          {talkToDoctorCopy.continue}
        </Button>
      </>
    ) : step === 'details' ? (
      <>
        <Button variant="secondary" disabled={ask.isPending} onClick={() => setStep('signs')}>
          {talkToDoctorCopy.back}
        </Button>
        <Button type="submit" form={`${id}-form`} loading={ask.isPending}>
          {talkToDoctorCopy.send}
        </Button>
      </>
    ) : (
      <Button onClick={close}>{talkToDoctorCopy.close}</Button>
    );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      size="md"
      title={step === 'urgent' ? telemedicineCopy.urgentTitle : talkToDoctorCopy.title}
      dismissible={!ask.isPending}
      footer={footer}
    >
      {step === 'signs' ? (
        <fieldset className="ttd-signs">
          <legend className="ui-field__label">{talkToDoctorCopy.signsQuestion}</legend>
          {URGENT_SIGNS.map((sign) => (
            <label key={sign.key} className="ttd-check">
              <input
                type="checkbox"
                checked={signs.includes(sign.key)}
                onChange={(event) =>
                  setSigns((now) =>
                    event.target.checked
                      ? [...now, sign.key]
                      : now.filter((key) => key !== sign.key),
                  )
                }
              />{' '}
              {sign.label}
            </label>
          ))}
          <p className="ui-field__hint">{talkToDoctorCopy.signsHint}</p>
        </fieldset>
      ) : null}
      {step === 'urgent' ? (
        <div role="alert" className="ttd-urgent">
          <p className="ttd-urgent__advice">{telemedicineCopy.urgentAdvice(urgentHospital)}</p>
          <a className="ui-button ui-button--primary ttd-urgent__call" href="tel:112">
            {talkToDoctorCopy.call112}
          </a>
        </div>
      ) : null}
      {step === 'details' ? (
        <form
          id={`${id}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormError message={errors.form ?? null} />
          <div className={`ui-field${errors.symptoms ? ' ui-field--invalid' : ''}`}>
            <label className="ui-field__label" htmlFor={`${id}-symptoms`}>
              {talkToDoctorCopy.symptomsLabel}
            </label>
            <textarea
              id={`${id}-symptoms`}
              className="ui-input ttd-symptoms"
              rows={4}
              value={symptoms}
              aria-invalid={errors.symptoms ? true : undefined}
              aria-describedby={errors.symptoms ? `${id}-symptoms-error` : undefined}
              onChange={(event) => setSymptoms(event.target.value)}
            />
            {errors.symptoms ? (
              <p id={`${id}-symptoms-error`} className="ui-field__error">
                {errors.symptoms}
              </p>
            ) : null}
          </div>
          <fieldset
            className={`ui-field ttd-urgency${errors.urgency ? ' ui-field--invalid' : ''}`}
            aria-describedby={errors.urgency ? `${id}-urgency-error` : undefined}
          >
            <legend className="ui-field__label">{talkToDoctorCopy.urgencyLabel}</legend>
            {TELEMEDICINE_URGENCIES.map((option) => (
              <label key={option.key} className="ttd-check">
                <input
                  type="radio"
                  name={`${id}-urgency`}
                  value={option.key}
                  checked={urgency === option.key}
                  onChange={() => setUrgency(option.key)}
                />{' '}
                {option.label}
              </label>
            ))}
            {errors.urgency ? (
              <p id={`${id}-urgency-error`} className="ui-field__error">
                {errors.urgency}
              </p>
            ) : null}
          </fieldset>
          <p className="ui-field__hint">{talkToDoctorCopy.callBackOn(phone)}</p>
        </form>
      ) : null}
      {step === 'sent' ? <p role="status">{talkToDoctorCopy.sent(phone)}</p> : null}
    </Modal>
  );
}
