import {
  formatNaira,
  incomeRateTable,
  SPONSORED_PRODUCTS,
  type EnrolmentBody,
} from '@alaafia/domain';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { Select } from '#components/ui/select.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { lazyZodResolver } from '#lib/lazy-zod-resolver.js';
import { useEnrol, useSponsorablePlans } from './sponsors-api';
import { PRODUCT_NAMES } from './sponsor-names';

const enrolResolver = lazyZodResolver<EnrolmentBody>(
  async () => (await import('../shared/admin-schemas')).enrolmentBodySchema,
);

const OUTCOME_TEXT = {
  invoiced: 'is on the sponsor’s invoice: cover starts when it is paid.',
  enrolled: 'is covered from today.',
  pending: 'has no account yet: we e-mailed them; cover starts when they sign up.',
  already_enrolled: 'was already enrolled for this product: nothing changed.',
} as const;

/** Enrols one customer by e-mail for a product, plan and months. */
export function EnrolForm({ sponsorId }: { sponsorId: number }) {
  const enrol = useEnrol(sponsorId);
  const plans = useSponsorablePlans();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<EnrolmentBody>({
    resolver: enrolResolver,
    defaultValues: { email: '', product: 'HI', plan_code: '', months: 12 },
  });
  const { errors } = form.formState;
  const product = useWatch({ control: form.control, name: 'product' }) as string;
  const planOptions = useMemo(() => {
    if (product === 'EI')
      return incomeRateTable().map((p) => ({
        value: p.code,
        label: `${p.name}: ${formatNaira(p.price)} a month`,
      }));
    const line = plans.data?.find((p) => p.uid === product);
    return (line?.pricing_plans ?? []).map((p) => ({
      value: p.code,
      label: `${p.name}: ${formatNaira(p.price)} a ${p.unit.toLowerCase()}`,
    }));
  }, [product, plans.data]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setDone(null);
    try {
      const result = await enrol.mutateAsync(values);
      setDone(`${result.enrolment.email} ${OUTCOME_TEXT[result.outcome]}`);
      form.reset({ ...values, email: '' });
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, ['email', 'product', 'plan_code', 'months']),
      );
    }
  });
  return (
    <form className="admin-form" onSubmit={onSubmit} onFocus={enrolResolver.preload} noValidate>
      <h3 className="admin__subtitle">Enrol one customer</h3>
      <FormError message={formError} />
      {done ? <p role="status">{done}</p> : null}
      <TextField
        label="Customer e-mail"
        type="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Select
        label="Product"
        options={SPONSORED_PRODUCTS.map((p) => ({ value: p, label: PRODUCT_NAMES[p] }))}
        error={errors.product?.message}
        {...form.register('product', { onChange: () => form.setValue('plan_code', '') })}
      />
      <Select
        label="Plan"
        placeholder="Choose a plan"
        options={planOptions}
        error={errors.plan_code?.message}
        {...form.register('plan_code')}
      />
      <TextField
        label="Months paid for"
        type="number"
        inputMode="numeric"
        min={1}
        max={24}
        hint={
          // Issue 38: the hint speaks of the product chosen (HealthCash alone is sold by the year).
          product === 'HTCI'
            ? 'HealthCash is sold by the year: 12 or 24.'
            : 'From 1 to 24 months, paid at once.'
        }
        error={errors.months?.message}
        {...form.register('months')}
      />
      <FormActions submit="Enrol" busy={form.formState.isSubmitting} />
    </form>
  );
}
