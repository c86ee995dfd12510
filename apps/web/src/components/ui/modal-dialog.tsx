import * as Dialog from '@radix-ui/react-dialog';
import { cx } from './class-names';
import { CloseIcon } from './icons';
import type { ModalProps } from './modal';
import type { ReturnFocus } from './return-focus';

/**
 * The dialog itself (Radix Dialog: focus trap, Escape, aria-modal, scroll lock). Loaded on demand by
 * Modal (modal.tsx), so pages whose dialogs are closed do not download it on their first screen.
 */
export type ModalDialogProps = Omit<ModalProps, 'trigger'> & {
  /** Modal remembers the opener when `open` turns true (this code may load a moment later). */
  focus: ReturnFocus;
};

export function ModalDialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  size = 'md',
  showCloseButton = true,
  closeLabel = 'Close',
  dismissible = true,
  role = 'dialog',
  footer,
  className,
  children,
  focus,
}: ModalDialogProps) {
  const preventUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-overlay" />
        <Dialog.Content
          role={role}
          className={cx('ui-modal', `ui-modal--${size}`, className)}
          onCloseAutoFocus={(event) => focus.restore(event)}
          onEscapeKeyDown={preventUnlessDismissible}
          onPointerDownOutside={preventUnlessDismissible}
        >
          <div className={cx('ui-modal__header', hideTitle && 'ui-modal__header--bare')}>
            <Dialog.Title className={cx('ui-modal__title', hideTitle && 'visually-hidden')}>
              {title}
            </Dialog.Title>
            {showCloseButton ? (
              <Dialog.Close className="ui-icon-button ui-modal__close" aria-label={closeLabel}>
                <CloseIcon />
              </Dialog.Close>
            ) : null}
          </div>
          {description ? (
            <Dialog.Description className="ui-modal__description">{description}</Dialog.Description>
          ) : null}
          {children}
          {footer ? <div className="ui-modal__footer">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
