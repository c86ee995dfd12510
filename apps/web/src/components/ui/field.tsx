import { useId, type ReactNode } from 'react';
import { useErrorWords } from '#lib/i18n.js';
import { cx } from './class-names';

type FieldIdsInput = {
  id?: string | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  /** An aria-describedby passed by the caller, kept in front of the hint and error ids. */
  describedBy?: string | undefined;
};

/** Ids and ARIA wiring shared by every labelled control (text field, money input, select). */
export function useFieldIds({ id, hint, error, describedBy }: FieldIdsInput) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, ariaDescribedBy, invalid: Boolean(error) };
}

type FieldProps = {
  label: ReactNode;
  hideLabel?: boolean | undefined;
  inputId: string;
  hint?: ReactNode;
  hintId?: string | undefined;
  error?: ReactNode;
  errorId?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** Label above, hint under the label, the control, then the error. */
export function Field({
  label,
  hideLabel,
  inputId,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: FieldProps) {
  const said = useErrorWords(error);
  return (
    <div className={cx('ui-field', Boolean(error) && 'ui-field--invalid', className)}>
      <label htmlFor={inputId} className={cx('ui-field__label', hideLabel && 'visually-hidden')}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className="ui-field__error">
          {said}
        </p>
      ) : null}
    </div>
  );
}
