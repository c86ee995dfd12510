import type { CsvUploadAnswer } from '@alaafia/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions, FormError } from '#components/ui/form-error.js';
import { errorMessageOf } from '#lib/form-errors.js';
import { useEnrolCsv } from './sponsors-api';

/** Enrols the lines of a CSV file, and says per line what happened. */
export function CsvEnrolForm({ sponsorId }: { sponsorId: number }) {
  const upload = useEnrolCsv(sponsorId);
  const inputId = useId();
  const hintId = useId();
  const form = useForm<{ file: FileList | null }>({ defaultValues: { file: null } });
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CsvUploadAnswer | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setResult(null);
    const file = values.file?.[0];
    if (!file) {
      setError('Choose a CSV file.');
      return;
    }
    try {
      setResult(await upload.mutateAsync(await file.text()));
    } catch (e) {
      setError(errorMessageOf(e, 'csv', 'The file was not sent.'));
    }
  });
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <h3 className="admin__subtitle">Enrol from a CSV file</h3>
      <FormError message={error} />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={inputId}>
          CSV file
        </label>
        <p className="ui-field__hint" id={hintId}>
          The first line names the columns: email, product (EI, HI or HTCI), plan_code, months.
        </p>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          {...form.register('file')}
        />
      </div>
      <FormActions submit="Upload" busy={upload.isPending} />
      {result ? (
        <div role="status">
          <p>
            {result.rows} rows: {result.invoiced} invoiced
            {result.invoice_number ? ` on ${result.invoice_number}` : ''} (cover starts when it is
            paid), {result.already_enrolled} already enrolled, {result.errors.length} with errors
            (nothing was applied for those).
          </p>
          {result.errors.length > 0 ? (
            <ul>
              {result.errors.map((e) => (
                <li key={e.row}>
                  Line {e.row}
                  {e.email ? ` (${e.email})` : ''}:{' '}
                  {Object.entries(e.errors)
                    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
                    .join('; ')}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
