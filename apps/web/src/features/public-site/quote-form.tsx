import { usePublicCopy } from './public-copy';
import { QUOTE_PATH } from './public-pages';

/**
 * The salary form: a plain GET to the quote page, so it works without JavaScript and its answer can
 * be bookmarked or shared. The server checks the salary with the wizard's own rule.
 */
export function QuoteForm({
  salary = '',
  error,
  submitLabel,
}: {
  salary?: string;
  error?: string;
  submitLabel?: string;
}) {
  const copy = usePublicCopy().quote;
  const described = error ? 'salary-hint salary-error' : 'salary-hint';
  return (
    <form className="site-quote" method="get" action={QUOTE_PATH}>
      <label className="site-field__label" htmlFor="salary">
        {copy.salaryLabel}
      </label>
      <p className="site-field__hint" id="salary-hint">
        {copy.salaryHint}
      </p>
      {error ? (
        <p className="site-field__error" id="salary-error">
          {error}
        </p>
      ) : null}
      <div className="site-quote__row">
        <span className="site-quote__currency" aria-hidden="true">
          ₦
        </span>
        <input
          className="site-field__input"
          id="salary"
          name="salary"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          defaultValue={salary}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          required
        />
        <button type="submit" className="site-button">
          {submitLabel ?? copy.submit}
        </button>
      </div>
    </form>
  );
}
