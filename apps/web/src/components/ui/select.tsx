import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { Field, useFieldIds } from './field';

type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first option with the value '' ('Select a state'). */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  fieldClassName?: string;
};

/** A styled native <select>: the phone's own picker, no JavaScript menu. Works with register(). */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  hideLabel,
  fieldClassName,
  id,
  className,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectProps) {
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
      <select
        id={ids.inputId}
        className={cx('ui-select', className)}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.ariaDescribedBy}
        {...selectProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
