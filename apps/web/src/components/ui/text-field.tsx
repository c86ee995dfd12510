import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { Field, useFieldIds } from './field';

type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The message under the field; also sets aria-invalid. */
  error?: ReactNode;
  hideLabel?: boolean;
  /** Class of the wrapper (className goes to the input). */
  fieldClassName?: string;
};

/** A labelled input. Spread react-hook-form's register('name') into it: ref, name, onChange, onBlur pass through. */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  fieldClassName,
  id,
  className,
  type = 'text',
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      inputId={ids.inputId}
      hint={hint}
      hintId={ids.hintId}
      error={error}
      errorId={ids.errorId}
      className={fieldClassName}
    >
      <input
        id={ids.inputId}
        type={type}
        className={cx('ui-input', className)}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.ariaDescribedBy}
        {...inputProps}
      />
    </Field>
  );
}
