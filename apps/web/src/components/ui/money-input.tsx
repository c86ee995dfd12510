import { formatThousands, parseNairaInput } from '@alaafia/domain';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { cx } from './class-names';
import { Field, useFieldIds } from './field';
import { mergeRefs } from './merge-refs';

/** Twelve digits (hundreds of billions of naira) is far beyond any salary or premium. */
const MAX_DIGITS = 12;

type MoneyInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> & {
  label: ReactNode;
  /** What a screen reader hears for the '₦' before the field ('Amount in naira'), in the page's
   * language: a design piece takes its words from the page (docs/architecture.md, 'Languages'). */
  currencyLabel: string;
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
 * THE naira amount input: every field that takes naira (the wizards' salary and claim amount, the
 * back office's amount to pay) uses it, so typing, pasting, typing or pasting over a selection,
 * deleting, a leading '₦', commas and spaces read the same everywhere (issue 25).
 * '₦' prefix, thousands separators as the customer types, numeric keyboard.
 * Works with react-hook-form through <Controller> (value, onChange, onBlur, name, ref).
 */
export function MoneyInput({
  label,
  currencyLabel,
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
  onPaste,
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

  /** Shows `digits` as the amount, with `digitsRight` of them after the caret. */
  function commit(input: HTMLInputElement, digits: string, digitsRight: number) {
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

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    let digits = raw.replace(/\D/g, '');
    let digitsBefore = countDigits(raw.slice(0, caret));
    // Deleting only a separator ('12,|345' + Backspace) deletes the digit next to it instead. Only
    // a deletion that removed exactly one separator counts: text typed or pasted over a selection
    // ('180,000' selected, '180000' pasted) has as many digits as before and must stay as it is
    // (issue 25: the back office paid ₦4,500 for ₦45,000 typed over ₦45,000).
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
    const separatorOnly =
      (inputType === undefined || inputType.startsWith('delete')) &&
      raw.length === display.length - 1 &&
      display.charAt(caret) === ',' &&
      display.slice(0, caret) + display.slice(caret + 1) === raw;
    if (separatorOnly) {
      const forward = inputType === 'deleteContentForward';
      const at = forward ? digitsBefore : digitsBefore - 1;
      if (at >= 0) {
        digits = digits.slice(0, at) + digits.slice(at + 1);
        digitsBefore = at;
      }
    }
    commit(input, digits, Math.max(0, digits.length - digitsBefore));
  }

  /**
   * A paste is read as an amount on its own ('₦180,000.00' is 180000: kobo are dropped, never read
   * as more digits) and replaces the selection, whatever the browser would have made of the text.
   */
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = parseNairaInput(event.clipboardData.getData('text'));
    const start = input.selectionStart ?? display.length;
    const end = input.selectionEnd ?? start;
    const before = display.slice(0, start).replace(/\D/g, '');
    const after = display.slice(end).replace(/\D/g, '');
    const digits = before + (pasted === null ? '' : String(pasted)) + after;
    commit(input, digits.replace(/^0+(?=\d)/, ''), after.length);
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
          {currencyLabel}
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
          onPaste={handlePaste}
        />
      </div>
    </Field>
  );
}
