import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from './class-names';
import { Field, useFieldIds } from './field';
import { mergeRefs } from './merge-refs';

export type ComboboxOption = {
  id: string;
  /** What the field is filled with when the option is picked. */
  label: string;
  /** A second, quieter line (the area of an address, the industry of a company). */
  detail?: string | undefined;
};

type ComboboxFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'onChange' | 'role' | 'type'
> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: string;
  /** What was typed. */
  onValueChange: (text: string) => void;
  /** The suggestions for what was typed; the list shows while there are some and the field has focus. */
  options: ComboboxOption[];
  onPick: (option: ComboboxOption) => void;
  /** A message about the suggestions (they could not be had), read out when it changes. */
  status?: ReactNode;
};

/**
 * A text field that offers suggestions as the customer types: the WAI-ARIA combobox pattern with a
 * listbox popup and aria-activedescendant (focus stays in the field). Arrow Down and Up move through
 * the suggestions, Enter picks the highlighted one (otherwise it submits the form as usual), Escape
 * closes the list (and only the list: not the dialog around it), Tab and leaving the field close it.
 * Typing anything else is free text: a suggestion is a help, never a requirement.
 */
export function ComboboxField({
  label,
  hint,
  error,
  value,
  onValueChange,
  options,
  onPick,
  status,
  id,
  className,
  ref,
  onBlur,
  onKeyDown,
  'aria-describedby': describedBy,
  ...inputProps
}: ComboboxFieldProps) {
  const statusId = useId();
  const ids = useFieldIds({
    id,
    hint,
    error,
    describedBy:
      [describedBy, status ? statusId : undefined].filter(Boolean).join(' ') || undefined,
  });
  const listId = `${ids.inputId}-list`;
  const optionId = (index: number) => `${ids.inputId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // A new list starts with nothing highlighted (the same suggestions again, relabelled, keep it).
  const optionsKey = options.map((o) => o.id).join('\n');
  const [shownKey, setShownKey] = useState(optionsKey);
  if (shownKey !== optionsKey) {
    setShownKey(optionsKey);
    setActive(-1);
  }
  const expanded = open && options.length > 0;

  // Escape closes the list before the dialog the field sits in sees the key (Radix listens on the
  // document in the capture phase, so the window's capture phase is the one place that is earlier).
  useEffect(() => {
    if (!expanded) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return;
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [expanded]);

  function pick(option: ComboboxOption) {
    setOpen(false);
    setActive(-1);
    onPick(option);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || options.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(0);
      } else setActive((active + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) setOpen(true);
      setActive(active <= 0 ? options.length - 1 : active - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(options[active]!);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <Field
      label={label}
      inputId={ids.inputId}
      hint={hint}
      hintId={ids.hintId}
      error={error}
      errorId={ids.errorId}
    >
      <div className="ui-combobox">
        <input
          {...inputProps}
          ref={mergeRefs(ref, inputRef)}
          id={ids.inputId}
          type="text"
          role="combobox"
          className={cx('ui-input', className)}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.ariaDescribedBy}
          value={value}
          onChange={(event) => {
            setOpen(true);
            onValueChange(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          onBlur={(event) => {
            setOpen(false);
            onBlur?.(event);
          }}
        />
        <ul id={listId} role="listbox" className="ui-combobox__list" hidden={!expanded}>
          {options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="ui-combobox__option"
              // Picking with the pointer must not blur the field first (that would close the list).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              <span className="ui-combobox__label">{option.label}</span>
              {option.detail ? <span className="ui-combobox__detail">{option.detail}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <p id={statusId} role="status" className="ui-combobox__status">
        {status}
      </p>
    </Field>
  );
}
