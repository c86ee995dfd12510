import { MINIMUM_SALARY, PLACES_DEBOUNCE_MS, type Customer } from '@alaafia/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { clearOnboardingData } from '#flows/kyc/components/kyc-storage.js';
import { AlertDialog } from '#components/ui/alert-dialog.js';
import { FormActions } from '#components/ui/form-error.js';
import { ComboboxField } from '#components/ui/combobox.js';
import { MoneyInput } from '#components/ui/money-input.js';
import { trackEvent } from '#lib/analytics.js';
import { ApiError } from '#lib/api-client.js';
import { useDebouncedValue } from '#lib/use-debounced-value.js';
import { useCreateLead } from '../api/create-lead';
import { useDeleteLead } from '../api/delete-lead';
import { useCompanySuggestions, useIndustries } from '../api/search-companies';
import { useUpdateIncomeProfile } from '../api/update-income-profile';
import { forgetQuote, readOnboarding, updateOnboarding } from '../income-storage';
import { SalaryRejectionModal, ThankYouModal } from './salary-rejection-modals';
import '#styles/flows.css';
import '#styles/income.css';
import { useT } from '#lib/i18n.js';
import type { Translate } from '@alaafia/i18n';

type EmploymentForm = { employer_name: string; salary: number | null };

type EmploymentScreenProps = {
  customer: Customer;
  /** Saved: on to Location (15). */
  onContinue: () => void;
  /** 'No, thanks' cleared the saved data: back to the start (0). */
  onCleared: () => void;
  /** The thank-you modal is closed: the wizard closes. */
  onFinished: () => void;
};

/** The first message of the field the save failed on, else the message ('Oops! Something went wrong.'). */
function saveFailureMessage(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('common.error.generic');
  return error.field('salary') ?? error.field('employer_name') ?? error.message;
}

/**
 * Stage 10: company name (with suggestions from the employer directory, GET /local/companies, each
 * with its industry from GET /local/industries) and monthly salary in naira. 'Continue' saves both
 * on the profile, with the directory's company_id when a suggestion was picked; it is disabled until
 * both are set and while saving. A salary the server refuses for being under ₦30,000 opens the
 * salary-rejection modal.
 */
export function EmploymentScreen({
  customer,
  onContinue,
  onCleared,
  onFinished,
}: EmploymentScreenProps) {
  const t = useT();
  const stored = readOnboarding();
  const form = useForm<EmploymentForm>({
    defaultValues: { employer_name: stored.employer_name ?? '', salary: stored.salary ?? null },
  });
  const [employerName, salary] = useWatch({
    control: form.control,
    name: ['employer_name', 'salary'],
  });
  const save = useUpdateIncomeProfile(customer.id);
  const createLead = useCreateLead();
  const deleteLead = useDeleteLead(customer.id);
  const [alert, setAlert] = useState<string | null>(null);
  const [modal, setModal] = useState<'rejected' | 'thank-you' | null>(null);
  const [rejectedSalary, setRejectedSalary] = useState<number | null>(null);

  // The directory's id of the company picked from the suggestions; typing over it forgets it.
  const [companyId, setCompanyId] = useState<number | null>(
    stored.employer_name ? (stored.company_id ?? null) : null,
  );
  // The name last picked (or saved before) is not looked up again until it is changed.
  const [picked, setPicked] = useState<string | null>(stored.employer_name?.trim() || null);
  const typed = useDebouncedValue(employerName.trim(), PLACES_DEBOUNCE_MS);
  const companies = useCompanySuggestions(typed, typed === picked);
  const industries = useIndustries((companies.data?.length ?? 0) > 0);
  const industryName = new Map((industries.data ?? []).map((i) => [i.id, i.name]));
  const companyOptions =
    typed !== picked
      ? (companies.data ?? []).map((c) => ({
          id: String(c.id),
          label: c.name,
          detail: c.industry_id !== null ? industryName.get(c.industry_id) : undefined,
        }))
      : [];
  const ready = employerName.trim() !== '' && salary !== null && salary > 0;

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.salary === null) return;
    const employer = values.employer_name.trim();
    try {
      await save.mutateAsync({
        salary: values.salary,
        employer_name: employer,
        company_id: companyId,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && values.salary < MINIMUM_SALARY) {
        setRejectedSalary(values.salary);
        setModal('rejected');
      } else {
        setAlert(saveFailureMessage(t, error));
      }
      return;
    }
    // Plans are priced by salary: a new salary is priced again at Processing.
    if (stored.salary !== values.salary) {
      forgetQuote();
      updateOnboarding({ plan_value: null, plan_price: null, cart: null, products: null });
    }
    updateOnboarding({ employer_name: employer, salary: values.salary, company_id: companyId });
    trackEvent('employment-stage', customer.engage_uid, { stage: 10 });
    onContinue();
  });

  async function keepDetails() {
    try {
      await createLead.mutateAsync({
        name: `${customer.first_name} ${customer.last_name}`,
        email: customer.email,
        phone: customer.phone_number,
        uid: customer.engage_uid,
        completion_failed_reason: t('income.salaryReason'),
        ...(rejectedSalary !== null ? { salary: rejectedSalary } : {}),
      });
      setModal('thank-you');
    } catch (error) {
      setModal(null);
      setAlert(error instanceof ApiError ? error.message : t('common.error.generic'));
    }
  }

  async function declineDetails() {
    try {
      await deleteLead.mutateAsync();
      setModal(null);
      clearOnboardingData();
      form.reset({ employer_name: '', salary: null });
      setCompanyId(null);
      onCleared();
    } catch (error) {
      // 'failure shows alert': the modal closes and the alert says why.
      setModal(null);
      setAlert(error instanceof ApiError ? error.message : t('common.error.generic'));
    }
  }

  return (
    <form className="flow-screen" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 className="flow-screen__title" data-stage-heading>
        {t('income.employmentTitle')}
      </h2>
      <Controller
        control={form.control}
        name="employer_name"
        render={({ field }) => (
          <ComboboxField
            label={t('income.companyName')}
            hint={t('income.companyHint')}
            autoComplete="organization"
            maxLength={200}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value}
            onValueChange={(text) => {
              setCompanyId(null);
              field.onChange(text);
            }}
            options={companyOptions}
            onPick={(option) => {
              setPicked(option.label);
              setCompanyId(Number(option.id));
              field.onChange(option.label);
            }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="salary"
        render={({ field }) => (
          <MoneyInput
            label={t('income.salary')}
            currencyLabel={t('wizard.amountInNaira')}
            hint={t('income.salaryHint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
          />
        )}
      />
      <FormActions
        submit={t('income.continue')}
        fullWidth
        busy={save.isPending}
        disabled={!ready}
      />

      <SalaryRejectionModal
        open={modal === 'rejected'}
        onKeep={() => void keepDetails()}
        onDecline={() => void declineDetails()}
        keeping={createLead.isPending}
        declining={deleteLead.isPending}
      />
      <ThankYouModal open={modal === 'thank-you'} onClose={onFinished} />
      <AlertDialog open={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </form>
  );
}
