import type { CsvUploadAnswer } from '@alaafia/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#components/ui/button.js';
import { FormError } from '#components/ui/form-error.js';
import { ApiError } from '#lib/api-client.js';
import { useEnrolCsv } from './sponsors-api';

/** Enrols the lines of a CSV file, and says per line what happened. */
export function CsvEnrolForm({ sponsorId }: { sponsorId: number }) {
  const upload = useEnrolCsv(sponsorId);
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CsvUploadAnswer | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setResult(null);
    if (!file) {
      setError('Choose a CSV file.');
      return;
    }
    try {
      setResult(await upload.mutateAsync(await file.text()));
    } catch (e) {
      setError(e instanceof ApiError ? (e.field('csv') ?? e.message) : 'The file was not sent.');
    }
  };
  return (
    <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate>
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
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <Button type="submit" loading={upload.isPending}>
        Upload
      </Button>
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
