import {
  COUNTER_MINIMUM,
  employmentCopy,
  employmentPayload,
  MAX_JOBS_IN_FIVE_YEARS,
  MAX_MONTHS_IN_POSITION,
  PROGRESS_COOKIE_KEYS,
  RESET_STAGE,
  WORK_POSITIONS,
  type Customer,
  type EmploymentFormValues,
  type WorkPositionName,
} from '@alaafia/domain';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AlertDialog } from '#components/ui/alert-dialog.js';
import { FormActions } from '#components/ui/form-error.js';
import { Counter } from '#components/ui/counter.js';
import { Select } from '#components/ui/select.js';
import { Toggle } from '#components/ui/toggle.js';
import { trackEvent } from '#lib/analytics.js';
import { ApiError } from '#lib/api-client.js';
import { setCookie } from '#lib/storage.js';
import { useSaveEmploymentInformation } from '../api/save-employment-information';
import '#styles/flows.css';
import '#styles/income.css';
import { ErrorWords, useT } from '#lib/i18n.js';
import type { Translate } from '@alaafia/i18n';

type InformationForm = Omit<EmploymentFormValues, 'employment_letter_url' | 'user_id'>;

type EmploymentInformationScreenProps = {
  customer: Customer;
  /** The letter uploaded at 92 (its file_url). */
  employmentLetterUrl: string;
  /** Saved: premiums and profile are refreshed; the wizard tells the customer. */
  onSaved: () => void;
};

/**
 * The failure alert of section 8: the first value of the response's errors, else its message. With
 * no answer at all the client's own message shows (never nothing: the customer must know).
 */
function saveFailureMessage(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('common.error.generic');
  const first = Object.values(error.errors).find((messages) => messages.length > 0)?.[0];
  return first ?? error.message;
}

const POSITION_OPTIONS = WORK_POSITIONS.map((position) => ({
  value: position.name,
  label: position.name,
}));

/**
 * Stage 94, 'Please provide some employment information': work position, months in the current
 * employment and jobs in 5 years (minus does nothing at 1 or below), Contract/Permanent and a
 * disability Yes/No. No field is required. Viewing it resets the stored progress to 0 and posts
 * 'ViewContent'; its 'Error!' alert can be dismissed by clicking outside or Escape.
 */
export function EmploymentInformationScreen({
  customer,
  employmentLetterUrl,
  onSaved,
}: EmploymentInformationScreenProps) {
  const t = useT();
  const save = useSaveEmploymentInformation();
  const [alert, setAlert] = useState<string | null>(null);
  const viewed = useRef(false);
  const form = useForm<InformationForm>({
    defaultValues: {
      work_position: null,
      number_of_months_in_current_position: 0,
      number_of_jobs_in_five_years: 0,
      contract: false,
      have_disability: false,
    },
  });

  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    setCookie(PROGRESS_COOKIE_KEYS.income, RESET_STAGE);
    trackEvent('ViewContent', customer.engage_uid, { stage: 94 });
  }, [customer.engage_uid]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(
        employmentPayload({
          ...values,
          employment_letter_url: employmentLetterUrl,
          user_id: customer.id,
        }),
      );
      onSaved();
    } catch (error) {
      setAlert(saveFailureMessage(t, error));
    }
  });

  return (
    <form className="flow-screen" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 className="flow-screen__title" data-stage-heading>
        {/* The domain's copy, said in the page's language by its English words (the errors namespace). */}
        <ErrorWords text={employmentCopy.title} />
      </h2>
      <p className="flow-screen__lead">
        <ErrorWords text={employmentCopy.note} />
      </p>
      <Controller
        control={form.control}
        name="work_position"
        render={({ field }) => (
          <Select
            label={t('income.workPosition')}
            placeholder={t('income.workPositionPlaceholder')}
            options={POSITION_OPTIONS}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value ?? ''}
            onChange={(event) =>
              field.onChange(
                event.target.value === '' ? null : (event.target.value as WorkPositionName),
              )
            }
          />
        )}
      />
      <div className="flow-screen__row">
        <Controller
          control={form.control}
          name="number_of_months_in_current_position"
          render={({ field }) => (
            <Counter
              label={t('income.monthsInEmployment')}
              value={field.value}
              onChange={field.onChange}
              min={COUNTER_MINIMUM}
              max={MAX_MONTHS_IN_POSITION}
              decrementLabel={t('income.counter.monthFewer')}
              incrementLabel={t('income.counter.monthMore')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="number_of_jobs_in_five_years"
          render={({ field }) => (
            <Counter
              label={t('income.jobsInFiveYears')}
              value={field.value}
              onChange={field.onChange}
              min={COUNTER_MINIMUM}
              max={MAX_JOBS_IN_FIVE_YEARS}
              decrementLabel={t('income.counter.jobFewer')}
              incrementLabel={t('income.counter.jobMore')}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="contract"
        render={({ field }) => (
          <Toggle
            label={t('income.employmentType')}
            options={[
              { value: true, label: t('income.contract') },
              { value: false, label: t('income.permanent') },
            ]}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="have_disability"
        render={({ field }) => (
          <Toggle
            label={t('income.disability')}
            options={[
              { value: true, label: t('income.yesOption') },
              { value: false, label: t('income.no') },
            ]}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <FormActions submit={t('income.continue')} fullWidth busy={save.isPending} />
      <AlertDialog
        open={alert !== null}
        message={alert}
        dismissible
        onClose={() => setAlert(null)}
      />
    </form>
  );
}
