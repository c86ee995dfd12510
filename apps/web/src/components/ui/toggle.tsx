import { useId, type ReactNode } from 'react';
import { cx } from './class-names';

type ToggleOption<T> = { value: T; label: string };

type ToggleProps<T extends string | number | boolean> = {
  /** The question, e.g. 'Type of employment'. */
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  options: readonly [ToggleOption<T>, ToggleOption<T>];
  /** The chosen option's value; anything else (null) leaves both unchosen. */
  value: T | null | undefined;
  onChange: (value: T) => void;
  name?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A two-option segmented toggle ('Contract' / 'Permanent', 'Yes' / 'No'): native radio buttons in
 * a fieldset, so arrow keys, the group name and the checked state come from the browser.
 */
export function Toggle<T extends string | number | boolean>({
  label,
  hideLabel,
  hint,
  options,
  value,
  onChange,
  name,
  disabled,
  className,
}: ToggleProps<T>) {
  const autoId = useId();
  const groupName = name ?? autoId;
  const hintId = hint ? `${autoId}-hint` : undefined;
  return (
    <fieldset className={cx('ui-toggle', className)} disabled={disabled} aria-describedby={hintId}>
      <legend className={cx('ui-field__label', hideLabel && 'visually-hidden')}>{label}</legend>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="ui-toggle__options">
        {options.map((option, index) => (
          <label key={String(option.value)} className="ui-toggle__option">
            <input
              type="radio"
              className="ui-toggle__input"
              name={groupName}
              value={String(index)}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className="ui-toggle__label">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
