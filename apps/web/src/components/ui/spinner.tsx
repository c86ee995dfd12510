import { cx } from './class-names';

type SpinnerProps = {
  /** What is loading, read by screen readers ('Loading hospitals'). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** A small CSS spinner announced as a status. Decorative copies (inside a busy button) use `ui-spinner` alone. */
export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cx('ui-spinner-status', className)}>
      <span className={cx('ui-spinner', `ui-spinner--${size}`)} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
