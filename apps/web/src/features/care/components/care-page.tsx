import { formatNaira, type CareConfirmation, type Customer } from '@alaafia/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Button } from '#components/ui/button.js';
import { Field } from '#components/ui/field.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { useMe } from '#lib/current-customer.js';
import { applyServerErrors, errorMessageOf } from '#lib/form-errors.js';
import { ErrorWords, useDates, useT } from '#lib/i18n.js';
import { uploadFile } from '#lib/upload-file.js';
import {
  useAnswerCare,
  useAskedToPayCases,
  useCareQuestions,
  useOpenAskedToPay,
} from '../api/care-api';
import { RefundClaim } from './refund-claim-form';
import './care.css';

/**
 * The member's page about hospital care (issue 39 item 6): the questions about care a hospital
 * recorded (the SMS's link opens it at one, `?question=<id>`), "I was asked to pay" and the cases
 * it opened with their clocks. docs/business-rules.md, 'The member confirms the care' and 'Asked to
 * pay at the hospital'.
 */
export function CarePage() {
  const t = useT();
  const { data: customer } = useMe();
  const [params] = useSearchParams();
  if (!customer) return null;
  const focus = Number(params.get('question')) || null;
  return (
    <section className="page-card" aria-labelledby="care-title">
      <h1 id="care-title">{t('support.care.title')}</h1>
      <CareQuestions customerId={customer.id} focus={focus} />
      <AskedToPay customer={customer} />
    </section>
  );
}

function CareQuestions({ customerId, focus }: { customerId: number; focus: number | null }) {
  const t = useT();
  const dates = useDates();
  const questions = useCareQuestions(customerId);
  const answer = useAnswerCare(customerId);
  const [error, setError] = useState<string | null>(null);
  if (questions.isPending) return <p>{t('support.care.loading')}</p>;
  if (questions.isError) return <FormError message={errorMessageOf(questions.error)} />;
  const shown = questions.data.filter((q) => q.answer === null || q.id === focus);
  if (focus !== null && !questions.data.some((q) => q.id === focus))
    return <p role="alert">{t('support.care.notFound')}</p>;
  if (shown.length === 0) return null;
  const send = (question: CareConfirmation, received: boolean) => {
    setError(null);
    answer.mutate(
      { id: question.id, received },
      { onError: (failure) => setError(errorMessageOf(failure)) },
    );
  };
  return (
    <div className="care-questions">
      <h2>{t('support.care.questionsTitle')}</h2>
      <FormError message={error} />
      {shown.map((question) => (
        <article key={question.id} className="care-question" aria-label={question.hospital}>
          <p>
            {t('support.care.question', {
              hospital: question.hospital,
              kind: question.kind,
              benefit: question.benefit ?? '',
              date: dates.day(question.care_date),
            })}
          </p>
          {question.answer === null ? (
            <div className="care-question__answers">
              <Button disabled={answer.isPending} onClick={() => send(question, true)}>
                {t('support.care.yes')}
              </Button>
              <Button
                variant="secondary"
                disabled={answer.isPending}
                onClick={() => send(question, false)}
              >
                {t('support.care.no')}
              </Button>
            </div>
          ) : (
            <p role="status">
              {question.answer === 'yes'
                ? t('support.care.answeredYes')
                : t('support.care.answeredNo')}
            </p>
          )}
        </article>
      ))}
    </div>
  );
}

type AskedValues = {
  hospital_id: string;
  visit_date: string;
  amount_asked: string;
  paid: '' | 'yes' | 'no';
  receipt: FileList | null;
};

function AskedToPay({ customer }: { customer: Customer }) {
  const t = useT();
  const dates = useDates();
  const id = useId();
  const cases = useAskedToPayCases(customer.id);
  const open = useOpenAskedToPay(customer.id);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const hospital = customer.preferred_hospital;
  const form = useForm<AskedValues>({
    defaultValues: {
      hospital_id: hospital ? String(hospital.id) : '',
      visit_date: '',
      amount_asked: '',
      paid: '',
      receipt: null,
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSent(false);
    let receipt: string | undefined;
    try {
      const file = values.receipt?.[0];
      if (file) receipt = (await uploadFile('claim_document', file)).file_url;
    } catch (failure) {
      form.setError('receipt', { type: 'server', message: errorMessageOf(failure) ?? '' });
      return;
    }
    try {
      await open.mutateAsync({
        hospital_id: Number(values.hospital_id),
        visit_date: values.visit_date,
        amount_asked: values.amount_asked === '' ? Number.NaN : Number(values.amount_asked),
        paid: values.paid === '' ? (undefined as unknown as boolean) : values.paid === 'yes',
        ...(receipt ? { receipt } : {}),
      });
      form.reset();
      setSent(true);
    } catch (failure) {
      setFormError(
        applyServerErrors(failure, form.setError, [
          'hospital_id',
          'visit_date',
          'amount_asked',
          'paid',
          'receipt',
        ]),
      );
    }
  });
  const field = (name: keyof AskedValues) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  return (
    <div className="care-asked">
      <h2>{t('support.care.askedTitle')}</h2>
      {/* The form names the member's own hospital: without a health plan there is none to name. */}
      {hospital ? <p>{t('support.care.askedIntro')}</p> : <p>{t('support.care.noHealthPlan')}</p>}
      {hospital ? (
        <form noValidate onSubmit={submit}>
          <FormError message={formError} />
          <Field
            label={t('support.care.hospital')}
            inputId={`${id}-hospital_id`}
            error={errors.hospital_id?.message}
            errorId={`${id}-hospital_id-error`}
          >
            <select
              id={`${id}-hospital_id`}
              className="ui-input"
              {...field('hospital_id')}
              {...form.register('hospital_id')}
            >
              {hospital ? <option value={hospital.id}>{hospital.name}</option> : null}
            </select>
          </Field>
          <Field
            label={t('support.care.visitDate')}
            inputId={`${id}-visit_date`}
            error={errors.visit_date?.message}
            errorId={`${id}-visit_date-error`}
          >
            <input
              id={`${id}-visit_date`}
              type="date"
              className="ui-input"
              {...field('visit_date')}
              {...form.register('visit_date')}
            />
          </Field>
          <Field
            label={t('support.care.amount')}
            inputId={`${id}-amount_asked`}
            error={errors.amount_asked?.message}
            errorId={`${id}-amount_asked-error`}
          >
            <input
              id={`${id}-amount_asked`}
              inputMode="numeric"
              className="ui-input"
              {...field('amount_asked')}
              {...form.register('amount_asked')}
            />
          </Field>
          <fieldset className="ui-field" {...field('paid')}>
            <legend className="ui-field__label">{t('support.care.paid')}</legend>
            <label>
              <input type="radio" value="yes" {...form.register('paid')} />{' '}
              {t('support.care.paidYes')}
            </label>{' '}
            <label>
              <input type="radio" value="no" {...form.register('paid')} />{' '}
              {t('support.care.paidNo')}
            </label>
            {errors.paid ? (
              <p id={`${id}-paid-error`} className="ui-field__error">
                <ErrorWords text={errors.paid.message} />
              </p>
            ) : null}
          </fieldset>
          <Field
            label={t('support.care.receipt')}
            inputId={`${id}-receipt`}
            error={errors.receipt?.message}
            errorId={`${id}-receipt-error`}
          >
            <input
              id={`${id}-receipt`}
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              {...field('receipt')}
              {...form.register('receipt')}
            />
          </Field>
          <FormActions submit={t('support.care.send')} busy={open.isPending} />
        </form>
      ) : null}
      {sent ? <p role="status">{t('support.care.sent')}</p> : null}
      {cases.data && cases.data.length > 0 ? (
        <ul className="care-cases">
          {cases.data.map((c) => (
            <li key={c.id}>
              <p>
                {t('support.care.case', {
                  hospital: c.hospital.name,
                  date: dates.day(c.visit_date),
                  amount: formatNaira(c.amount_asked),
                })}
              </p>
              <p>
                {c.answer !== null
                  ? t('support.care.caseAnswer', { answer: c.answer })
                  : t('support.care.caseClock', {
                      due: new Date(c.answer_due_by).toLocaleTimeString('en-NG', {
                        hour: '2-digit',
                        minute: '2-digit',
                        timeZone: 'Africa/Lagos',
                      }),
                      minutes: c.minutes_left ?? 0,
                    })}
              </p>
              <RefundClaim customerId={customer.id} item={c} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
