import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import { MinusIcon, PlusIcon } from './icons';

export type CounterProps = {
  label: ReactNode;
  hint?: ReactNode;
  value: number;
  onChange: (value: number) => void;
  /** Minus does nothing at or below this value (spec: 'counter minimum on decrement 1'). */
  min?: number;
  max?: number;
  decrementLabel?: string;
  incrementLabel?: string;
  className?: string;
};

/**
 * A number with minus and plus buttons. Plus adds 1; minus does nothing when the value is `min`
 * (1) or less, so a counter that starts at 0 cannot be decremented below 1. A button that does
 * nothing stays focusable with aria-disabled, so keyboard focus is never lost.
 */
export function Counter({
  label,
  hint,
  value,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  decrementLabel = 'Decrease',
  incrementLabel = 'Increase',
  className,
}: CounterProps) {
  const id = useId();
  const atMin = value <= min;
  const atMax = value >= max;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={hint ? `${id}-hint` : undefined}
      className={cx('ui-counter', className)}
    >
      <span id={`${id}-label`} className="ui-field__label">
        {label}
      </span>
      {hint ? (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="ui-counter__controls">
        <button
          type="button"
          className="ui-counter__button"
          aria-label={decrementLabel}
          aria-disabled={atMin || undefined}
          onClick={() => {
            if (!atMin) onChange(value - 1);
          }}
        >
          <MinusIcon />
        </button>
        <output className="ui-counter__value" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="ui-counter__button"
          aria-label={incrementLabel}
          aria-disabled={atMax || undefined}
          onClick={() => {
            if (!atMax) onChange(value + 1);
          }}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
