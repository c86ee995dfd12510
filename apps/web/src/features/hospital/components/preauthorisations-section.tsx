import { formatNaira, type PreauthorisationBenefit } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { Select } from '#components/ui/select.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { usePreauthorisations, useRequestPreauthorisation } from '../api/hospital';
import { hospitalCopy, hospitalErrorOf } from '../hospital-copy';

const BENEFIT_OPTIONS: { value: PreauthorisationBenefit; label: string }[] = [
  { value: 'accidents_emergencies', label: 'Accidents & Emergencies' },
  { value: 'antenatal_delivery', label: 'Ante-natal & delivery' },
  { value: 'immunisation', label: 'Immunisation' },
  { value: 'other', label: 'Other' },
];

type AskValues = {
  member_number: string;
  treatment: string;
  reason: string;
  estimated_amount: string;
  benefit: PreauthorisationBenefit;
};
const FIELDS = ['member_number', 'treatment', 'reason', 'estimated_amount'] as const;

/** A pre-authorisation asked for before treatment, and the hospital's list of them. */
export function Preauthorisations() {
  const list = usePreauthorisations();
  const ask = useRequestPreauthorisation();
  const form = useForm<AskValues>({
    defaultValues: {
      member_number: '',
      treatment: '',
      reason: '',
      estimated_amount: '',
      benefit: 'accidents_emergencies',
    },
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSent(null);
    try {
      const made = await ask.mutateAsync({
        ...values,
        estimated_amount: Number(values.estimated_amount.replace(/[^\d]/g, '')),
      });
      setSent(made.id);
    } catch (cause) {
      applyServerErrors(cause, form.setError, FIELDS);
      setFormError(hospitalErrorOf(cause));
    }
  });
  return (
    <section aria-labelledby="preauth-title" className="hospital-card">
      <h2 id="preauth-title">{hospitalCopy.preauthTitle}</h2>
      <p>{hospitalCopy.preauthIntro}</p>
      <form className="hospital-form" onSubmit={submit} noValidate>
        <FormError message={formError} />
        <TextField
          label="Member number"
          error={errors.member_number?.message}
          {...form.register('member_number')}
        />
        <Select label="Benefit" options={BENEFIT_OPTIONS} {...form.register('benefit')} />
        <TextField
          label="Treatment"
          error={errors.treatment?.message}
          {...form.register('treatment')}
        />
        <TextField
          label="Why it is needed"
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <TextField
          label="Estimated cost (₦)"
          inputMode="numeric"
          error={errors.estimated_amount?.message}
          {...form.register('estimated_amount')}
        />
        <FormActions submit="Ask for a pre-authorisation" busy={ask.isPending} />
        {sent !== null ? <p role="status">{hospitalCopy.preauthSent(sent)}</p> : null}
      </form>
      <DataTable
        className="hospital-table"
        caption={hospitalCopy.preauthListTitle}
        rows={list.data ?? []}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ 'data-testid': `preauth-${p.id}` })}
        columns={[
          { header: 'No.', cell: (p) => p.id },
          {
            header: 'Member',
            cell: (p) => (
              <>
                {p.name} ({p.member_number})
              </>
            ),
          },
          { header: 'Treatment', cell: (p) => p.treatment },
          { header: 'Estimate', cell: (p) => formatNaira(p.estimated_amount) },
          { header: 'Status', cell: (p) => hospitalCopy.status[p.status] },
          { header: 'Code or reason', cell: (p) => p.code ?? p.decision_reason ?? '' },
        ]}
      />
    </section>
  );
}
