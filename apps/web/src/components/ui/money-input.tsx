import { formatThousands, parseNairaInput } from '@alaafia/domain';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { cx } from './class-names';
import { Field, useFieldIds } from './field';
import { mergeRefs } from './merge-refs';

/** Twelve digits (hundreds of billions of naira) is far beyond any salary or premium. */
const MAX_DIGITS = 12;

export type MoneyInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /** Whole naira, or null when empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  fieldClassName?: string;
};

const countDigits = (text: string) => text.replace(/\D/g, '').length;

/** The caret position in `text` that leaves `digitsRight` digits after it. */
function caretFor(text: string, digitsRight: number): number {
  if (digitsRight <= 0) return text.length;
  let seen = 0;
  for (let i = text.length - 1; i >= 0; i -= 1) {
    if (/\d/.test(text.charAt(i))) seen += 1;
    if (seen === digitsRight) return i;
  }
  return 0;
}

/**
 * A naira amount: '₦' prefix, thousands separators as the customer types, numeric keyboard.
 * Works with react-hook-form through <Controller> (value, onChange, onBlur, name, ref).
 */
export function MoneyInput({
  label,
  hint,
  error,
  hideLabel,
  value,
  onChange,
  fieldClassName,
  id,
  className,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: MoneyInputProps) {
  const currencyId = useId();
  const ids = useFieldIds({
    id,
    hint,
    error,
    describedBy: [describedBy, currencyId].filter(Boolean).join(' '),
  });
  const inputRef = useRef<HTMLInputElement | null>(null);
  // How many digits sit right of the caret after an edit; restored once the new value renders.
  const pendingCaret = useRef<number | null>(null);
  const setRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  const display = value === null ? '' : formatThousands(value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const digitsRight = pendingCaret.current;
    pendingCaret.current = null;
    if (!input || digitsRight === null || input.ownerDocument.activeElement !== input) return;
    const caret = caretFor(input.value, digitsRight);
    input.setSelectionRange(caret, caret);
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    let digits = raw.replace(/\D/g, '');
    let digitsBefore = countDigits(raw.slice(0, caret));
    // Deleting only a separator ('12,|345' + Backspace) deletes the digit next to it instead.
    if (raw.length < display.length && digits.length === countDigits(display)) {
      const forward = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward';
      const at = forward ? digitsBefore : digitsBefore - 1;
      if (at >= 0) {
        digits = digits.slice(0, at) + digits.slice(at + 1);
        digitsBefore = at;
      }
    }
    const digitsRight = Math.max(0, digits.length - digitsBefore);
    const next = digits.length > MAX_DIGITS ? value : parseNairaInput(digits);
    if (next === value) {
      // Nothing changes upstream, so no re-render: put the formatted text and caret back here.
      input.value = display;
      const restored = caretFor(display, digitsRight);
      input.setSelectionRange(restored, restored);
      return;
    }
    pendingCaret.current = digitsRight;
    onChange(next);
  }

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
      <div className="ui-input-group">
        <span className="ui-input-group__prefix" aria-hidden="true">
          ₦
        </span>
        <span id={currencyId} className="visually-hidden">
          Amount in naira
        </span>
        <input
          id={ids.inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={cx('ui-input', 'ui-input--prefixed', className)}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.ariaDescribedBy}
          {...inputProps}
          ref={setRef}
          value={display}
          onChange={handleChange}
        />
      </div>
    </Field>
  );
}
