import { PRIVACY_PATH, TERMS_PATH } from '@alaafia/domain';
import { useId } from 'react';
import './checkout.css';
import { ErrorWords, Rich } from '#lib/i18n.js';

type ConsentCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown under the box when Continue was pressed without it. */
  error?: string | null;
};

/**
 * The checkout's terms-and-privacy box (issue 18 item 8; the spec's `acceptTerms`, false at first).
 * The two texts open in a new tab so the payment in progress stays where it is.
 */
export function ConsentCheckbox({ checked, onChange, error }: ConsentCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="checkout-consent">
      <label className="checkout-consent__row" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name="accept_terms"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <Rich
            k="frame.consent.label"
            tags={{
              terms: (words) => (
                <a href={TERMS_PATH} target="_blank" rel="noopener">
                  {words}
                </a>
              ),
              privacy: (words) => (
                <a href={PRIVACY_PATH} target="_blank" rel="noopener">
                  {words}
                </a>
              ),
            }}
          />
        </span>
      </label>
      {error ? (
        <p id={errorId} className="checkout-consent__error" role="alert">
          <ErrorWords text={error} />
        </p>
      ) : null}
    </div>
  );
}
