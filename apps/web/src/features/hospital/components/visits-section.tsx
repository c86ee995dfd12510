import { lagosDate } from '@alaafia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataTable } from '#components/ui/data-table.js';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { TextField } from '#components/ui/text-field.js';
import { applyServerErrors } from '#lib/form-errors.js';
import { useRecordVisit, useVisits } from '../api/hospital';
import { hospitalCopy, hospitalErrorOf, portalDay, portalMoment } from '../hospital-copy';

type VisitValues = { member_number: string; date: string; treatment: string };
const NO_VISIT: VisitValues = { member_number: '', date: '', treatment: '' };

/** A visit recorded for a member, and the hospital's list of them. */
export function Visits() {
  const list = useVisits();
  const record = useRecordVisit();
  const form = useForm<VisitValues>({ defaultValues: NO_VISIT });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await record.mutateAsync({ ...values, date: values.date || lagosDate(new Date()) });
      form.reset(NO_VISIT);
    } catch (cause) {
      applyServerErrors(cause, form.setError, ['member_number', 'date', 'treatment']);
      setFormError(hospitalErrorOf(cause));
    }
  });
  return (
    <section aria-labelledby="visits-title" className="hospital-card">
      <h2 id="visits-title">{hospitalCopy.visitsTitle}</h2>
      <form className="hospital-form" onSubmit={submit} noValidate>
        <FormError message={formError} />
        <TextField
          label="Member number"
          error={errors.member_number?.message}
          {...form.register('member_number')}
        />
        <TextField
          label="Date of the visit"
          type="date"
          error={errors.date?.message}
          {...form.register('date')}
        />
        <TextField
          label="What was done"
          error={errors.treatment?.message}
          {...form.register('treatment')}
        />
        <FormActions submit="Record the visit" busy={record.isPending} />
      </form>
      <DataTable
        className="hospital-table"
        caption={hospitalCopy.visitsListTitle}
        rows={list.data ?? []}
        rowKey={(v) => v.id}
        columns={[
          { header: 'Date', cell: (v) => portalDay(v.date) },
          {
            header: 'Member',
            cell: (v) => (
              <>
                {v.name} ({v.member_number})
              </>
            ),
          },
          { header: 'What was done', cell: (v) => v.treatment },
          { header: 'Recorded', cell: (v) => portalMoment(v.recorded_at) },
        ]}
      />
    </section>
  );
}
