import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { cx } from './class-names';
import { CloseIcon } from './icons';

/** Spec: modal widths lg 854, md 554, sm 354 px (full width minus margins on phones). */
export type ModalSize = 'sm' | 'md' | 'lg';

/**
 * Returns focus to the element that had it before the dialog opened, also when the dialog was
 * opened from code rather than through a Radix trigger (Radix only knows its own trigger).
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    remember() {
      const active = document.activeElement;
      previous.current =
        active instanceof HTMLElement && active !== document.body ? openerOf(active) : null;
    },
    restore(event: Event) {
      const element = previous.current;
      previous.current = null;
      if (element?.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}

/**
 * A menu item closes its menu as the dialog opens, so focus returns to the menu's button (the
 * element whose aria-controls names the menu) rather than to the item, which is gone by then.
 */
function openerOf(element: HTMLElement): HTMLElement {
  const menu = element.closest<HTMLElement>('[role="menu"]');
  if (!menu?.id) return element;
  const button = Array.from(document.querySelectorAll<HTMLElement>('[aria-controls]')).find(
    (candidate) => candidate.getAttribute('aria-controls') === menu.id,
  );
  return button ?? element;
}

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The accessible name; shown as the heading unless hideTitle. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  size?: ModalSize;
  /** An X button in the corner. */
  showCloseButton?: boolean;
  closeLabel?: string;
  /** When false, clicking outside and Escape do not close it. */
  dismissible?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** An element that opens the dialog (wrapped in Radix's trigger). */
  trigger?: ReactElement;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
};

export function Modal({
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
  trigger,
  footer,
  className,
  children,
}: ModalProps) {
  const focus = useReturnFocus();
  const preventUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="ui-overlay" />
        <Dialog.Content
          role={role}
          className={cx('ui-modal', `ui-modal--${size}`, className)}
          onOpenAutoFocus={() => focus.remember()}
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
