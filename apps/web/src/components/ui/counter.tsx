import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import { MinusIcon, PlusIcon } from './icons';

type CounterProps = {
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
 * A number with minus and plus buttons, which can also be typed (24 months need not be 24 taps).
 * Plus adds 1; minus does nothing when the value is `min` (1) or less, so a counter that starts at
 * 0 cannot be decremented below 1; the arrow keys in the box do the same as the buttons. Typing
 * takes digits only, from 0 (the starting value) up to `max`; a larger number is brought down to
 * `max`, and a box left empty is 0. A button that does nothing stays focusable with aria-disabled,
 * so keyboard focus is never lost. The box is a spinbutton (WAI-ARIA): its value is announced.
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
  // What is in the box while it is being typed ('' is allowed until the box is left).
  const [draft, setDraft] = useState<string | null>(null);
  const atMin = value <= min;
  const atMax = value >= max;
  const decrement = () => {
    if (!atMin) onChange(value - 1);
  };
  const increment = () => {
    if (!atMax) onChange(value + 1);
  };

  function type(text: string) {
    const digits = text.replace(/\D/g, '').slice(0, 6);
    setDraft(digits);
    if (digits !== '') onChange(Math.min(Number(digits), max));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      setDraft(null);
      increment();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setDraft(null);
      decrement();
    }
  }

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={hint ? `${id}-hint` : undefined}
      className={cx('ui-counter', className)}
    >
      <label id={`${id}-label`} htmlFor={`${id}-value`} className="ui-field__label">
        {label}
      </label>
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
            setDraft(null);
            decrement();
          }}
        >
          <MinusIcon />
        </button>
        <input
          id={`${id}-value`}
          className="ui-counter__value"
          role="spinbutton"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-valuenow={value}
          aria-valuemin={0}
          aria-valuemax={Number.isFinite(max) ? max : undefined}
          value={draft ?? String(value)}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (draft === '') onChange(0);
            setDraft(null);
          }}
        />
        <button
          type="button"
          className="ui-counter__button"
          aria-label={incrementLabel}
          aria-disabled={atMax || undefined}
          onClick={() => {
            setDraft(null);
            increment();
          }}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
