import {
  formatNaira,
  type HospitalPreauthorisation,
  type PreauthorisationBenefit,
  type PreauthorisationCreated,
} from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { Select } from '#components/ui/select.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors, errorMessageOf } from '#lib/form-errors.js';
import { usePreauthorisations, useRecordBill, useRequestPreauthorisation } from '../api/hospital';
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
  emergency: boolean;
};
const FIELDS = ['member_number', 'treatment', 'reason', 'estimated_amount'] as const;

/** What the desk is told at once: a provisional code, the rules' code, or the hour's wait. */
function sentLine(made: PreauthorisationCreated) {
  if (made.provisional_code !== null && made.status === 'provisional')
    return hospitalCopy.preauthProvisional(made.id, made.provisional_code);
  if (made.code !== null) return hospitalCopy.preauthApproved(made.id, made.code);
  return hospitalCopy.preauthSent(made.id, made.minutes_left ?? 0);
}

/** The status with its clock: the minutes left to our answer (NHIA: one hour; emergencies 48). */
function statusOf(p: HospitalPreauthorisation) {
  const status = hospitalCopy.status[p.status];
  if (p.minutes_left === null) return status;
  return `${status} · ${p.minutes_left > 0 ? hospitalCopy.minutesLeft(p.minutes_left) : hospitalCopy.late}`;
}

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
      emergency: false,
    },
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSent(null);
    try {
      const made = await ask.mutateAsync({
        ...values,
        estimated_amount: Number(values.estimated_amount.replace(/[^\d]/g, '')),
      });
      setSent(sentLine(made));
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
        <label className="hospital-check">
          <input type="checkbox" {...form.register('emergency')} /> {hospitalCopy.emergency}
        </label>
        <FormActions submit="Ask for a pre-authorisation" busy={ask.isPending} />
        {sent !== null ? <p role="status">{sent}</p> : null}
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
          {
            header: 'Estimate',
            cell: (p) => (
              <>
                {formatNaira(p.estimated_amount)}
                {p.approved_amount !== null && p.approved_amount !== p.estimated_amount
                  ? ` (${formatNaira(p.approved_amount)} approved)`
                  : ''}
              </>
            ),
          },
          { header: 'Status', cell: statusOf },
          {
            header: 'Code or reason',
            cell: (p) => p.code ?? p.provisional_code ?? p.decision_reason ?? '',
          },
          {
            header: 'Final bill',
            cell: (p) =>
              p.status === 'approved' ? (
                p.final_bill !== null ? (
                  formatNaira(p.final_bill)
                ) : (
                  <BillForm id={p.id} />
                )
              ) : (
                ''
              ),
          },
        ]}
      />
    </section>
  );
}

/** The final bill against an approved code (capitation pays it, at most the approved amount). */
function BillForm({ id }: { id: number }) {
  const bill = useRecordBill();
  const form = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ amount }) => {
    setError(null);
    try {
      await bill.mutateAsync({ id, amount: Number(amount.replace(/[^\d]/g, '')) });
    } catch (cause) {
      setError(errorMessageOf(cause, ['amount'], hospitalCopy.failed));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="hospital-bill">
      <TextField
        label={hospitalCopy.billLabel(id)}
        inputMode="numeric"
        error={error ?? undefined}
        {...form.register('amount')}
      />
      <FormActions submit={hospitalCopy.billSave} busy={bill.isPending} />
    </form>
  );
}
