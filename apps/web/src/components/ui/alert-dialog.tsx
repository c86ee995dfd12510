import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import { CheckCircleIcon, CloseIcon, ErrorCircleIcon, WarningIcon } from './icons';
import { Modal } from './modal';

type AlertDialogProps = {
  open: boolean;
  /** The server's message (spec: 'Error!' + the response message + 'Ok'). */
  message: ReactNode;
  /** Called by 'Ok', and by outside click or Escape when dismissible. */
  onClose: () => void;
  /**
   * Onboarding: false (only 'Ok' closes it). Employment information step: true (outside click and
   * Escape close it too).
   */
  dismissible?: boolean;
  title?: string;
  okLabel?: string;
};

/**
 * The title of every error dialog (issue 18: one icon rule): the warning icon before the words,
 * whatever the dialog's buttons. AlertDialog, the name-mismatch and the verification-unsuccessful
 * modals all use it, so a customer learns one sign for 'something went wrong'.
 */
export function ErrorDialogTitle({ children }: { children: ReactNode }) {
  return (
    <>
      <WarningIcon className="ui-alert-dialog__icon" width={32} height={32} />
      {children}
    </>
  );
}

/** The spec's warning alert: title 'Error!', the message and one 'Ok' button. */
export function AlertDialog({
  open,
  message,
  onClose,
  dismissible = false,
  title = 'Error!',
  okLabel = 'Ok',
}: AlertDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      role="alertdialog"
      size="sm"
      className="ui-alert-dialog"
      title={<ErrorDialogTitle>{title}</ErrorDialogTitle>}
      description={message}
      dismissible={dismissible}
      showCloseButton={false}
      footer={
        <Button fullWidth onClick={onClose}>
          {okLabel}
        </Button>
      }
    />
  );
}

export type StatusBannerVariant = 'success' | 'warning' | 'danger';

type StatusBannerProps = {
  variant: StatusBannerVariant;
  /** e.g. 'Your payment was successful!' */
  children: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
};

const bannerIcon = {
  success: CheckCircleIcon,
  warning: WarningIcon,
  danger: ErrorCircleIcon,
} as const;

/** An inline payment alert. 'danger' is role="alert" (read at once); the others role="status". */
export function StatusBanner({
  variant,
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
}: StatusBannerProps) {
  const Icon = bannerIcon[variant];
  return (
    <div
      role={variant === 'danger' ? 'alert' : 'status'}
      className={cx('ui-banner', `ui-banner--${variant}`, className)}
    >
      <Icon className="ui-banner__icon" />
      <div className="ui-banner__text">{children}</div>
      {onDismiss ? (
        <button
          type="button"
          className="ui-icon-button ui-banner__dismiss"
          aria-label={dismissLabel}
          onClick={onDismiss}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
