import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and disables the button while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
};

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(
        'ui-button',
        `ui-button--${variant}`,
        fullWidth && 'ui-button--full',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="ui-spinner ui-spinner--sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
