import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { useErrorWords } from '#lib/i18n.js';
import { cx } from './class-names';

/**
 * A form's message for errors that belong to no single field (the server's message when no field
 * took it: lib/form-errors.ts, applyServerErrors). Field errors go in each field's `error`. `line`
 * draws it as a field's error line (under a back-office decision), `box` (the default) as the boxed
 * message above a customer's form.
 */
export function FormError({
  message,
  variant = 'box',
  className,
}: {
  message: string | null | undefined;
  variant?: 'box' | 'line';
  className?: string;
}) {
  const said = useErrorWords(message);
  if (!message) return null;
  return (
    <p
      className={cx(variant === 'box' ? 'ui-form-error' : 'ui-field__error', className)}
      role="alert"
    >
      {said}
    </p>
  );
}

type FormActionsProps = {
  /** The submit button's words (the spec's copy). */
  submit: ReactNode;
  /** The form is being sent: the submit button spins and is disabled. */
  busy?: boolean;
  disabled?: boolean;
  /** The submit button's look: primary unless the form is a filter or a step of a list. */
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /** The submit button's accessible name where the words alone are not enough. */
  submitLabel?: string;
  /** Buttons or links beside the submit button (Cancel, Back), in the order they are shown. */
  children?: ReactNode;
  /** Where the other buttons go: before the submit button (default) or after it. */
  childrenAfter?: boolean;
  className?: string;
  /** The id of the form the button submits when it sits outside it (a dialog's footer). */
  form?: string;
};

/**
 * The actions under every form: its one submit button (react-hook-form's handleSubmit runs on it)
 * and whatever sits beside it. One piece, so the buttons of every form look and read alike.
 */
export function FormActions({
  submit,
  busy = false,
  disabled,
  variant,
  fullWidth,
  submitLabel,
  children,
  childrenAfter = false,
  className,
  form,
}: FormActionsProps) {
  const button = (
    <Button
      type="submit"
      variant={variant}
      loading={busy}
      disabled={disabled}
      fullWidth={fullWidth}
      aria-label={submitLabel}
      form={form}
    >
      {submit}
    </Button>
  );
  return (
    <div className={cx('ui-form-actions', className)}>
      {childrenAfter ? null : children}
      {button}
      {childrenAfter ? children : null}
    </div>
  );
}
