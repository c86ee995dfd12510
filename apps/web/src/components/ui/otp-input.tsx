import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from './class-names';
import { useErrorWords, useT } from '#lib/i18n.js';

type OtpInputProps = {
  /** Current code; the boxes follow it when the parent changes it (e.g. clears it to ''). */
  value?: string;
  onChange: (value: string) => void;
  /** Number of boxes (spec: OTP length 4). */
  length?: number;
  /** Only digits are accepted, and phones show the numeric keyboard. */
  digitsOnly?: boolean;
  /** Name of the group of boxes for screen readers, in the page's language ('Verification code'). */
  label: string;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
};

const toBoxes = (value: string, length: number) =>
  Array.from({ length }, (_, index) => value.charAt(index));

/**
 * One box per character (spec: OTP). Typing moves to the next box; Backspace and Delete clear the
 * current box, Backspace on an empty box clears the previous one and moves there; arrows move;
 * space is blocked; paste (or the phone's SMS autofill) fills from the current box onward.
 */
export function OtpInput({
  value,
  onChange,
  length = 4,
  digitsOnly = true,
  label,
  error,
  disabled,
  autoFocus,
  className,
}: OtpInputProps) {
  const said = useErrorWords(error);
  // Each box's name for screen readers: 'Digit 1 of 4' (the `wizard` namespace: only the
  // customers' code screens use this input, each in a wizard).
  const t = useT();
  const id = useId();
  const [boxes, setBoxes] = useState(() => toBoxes(value ?? '', length));
  // Follow the parent only when it changes the value (a cleared code), not while the user types.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== boxes.join('')) setBoxes(toBoxes(value, length));
  }
  if (boxes.length !== length) setBoxes(toBoxes(boxes.join(''), length));
  const inputs = useRef<Array<HTMLInputElement | null>>([]);

  const accepts = (char: string) => (digitsOnly ? /^\d$/.test(char) : /^\S$/.test(char));

  function focusBox(index: number) {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))];
    input?.focus();
    input?.select();
  }

  function update(next: string[]) {
    setBoxes(next);
    onChange(next.join(''));
  }

  function fill(from: number, text: string) {
    const chars = Array.from(text)
      .filter(accepts)
      .slice(0, length - from);
    if (chars.length === 0) return;
    const next = [...boxes];
    chars.forEach((char, offset) => {
      next[from + offset] = char;
    });
    update(next);
    focusBox(from + chars.length);
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const typed = input.value;
    const old = boxes[index] ?? '';
    if (typed.length > 1 && typed.length === old.length + 1) {
      // One more character next to the old one: keep the one just typed.
      const char = typed.charAt((input.selectionStart ?? typed.length) - 1);
      if (accepts(char)) fill(index, char);
      return;
    }
    if (typed === '') {
      const next = [...boxes];
      next[index] = '';
      update(next);
      return;
    }
    fill(index, typed); // one character, or a whole code from autofill
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const clear = (at: number) => {
      const next = [...boxes];
      next[at] = '';
      update(next);
    };
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (boxes[index]) clear(index);
        else if (index > 0) {
          clear(index - 1);
          focusBox(index - 1);
        }
        break;
      case 'Delete':
        event.preventDefault();
        clear(index);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        break;
      case ' ':
        event.preventDefault();
        break;
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  }

  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cx('ui-otp', className)}>
      <div role="group" aria-label={label} aria-describedby={errorId} className="ui-otp__boxes">
        {boxes.map((char, index) => (
          <input
            key={index}
            ref={(node) => {
              inputs.current[index] = node;
            }}
            className="ui-otp__box"
            type="text"
            inputMode={digitsOnly ? 'numeric' : 'text'}
            pattern={digitsOnly ? '[0-9]*' : undefined}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            aria-label={t(digitsOnly ? 'wizard.otp.digit' : 'wizard.otp.character', {
              n: index + 1,
              count: length,
            })}
            aria-invalid={error ? true : undefined}
            value={char}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => handleChange(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="ui-field__error">
          {said}
        </p>
      ) : null}
    </div>
  );
}
