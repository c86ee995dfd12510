import {
  cloneElement,
  createElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { ModalDialogProps } from './modal-dialog';
import { useReturnFocus } from './return-focus';

/** Spec: modal widths lg 854, md 554, sm 354 px (full width minus margins on phones). */
export type ModalSize = 'sm' | 'md' | 'lg';

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
  /** An element that opens the dialog (it gets the click handler and aria-haspopup / aria-expanded). */
  trigger?: ReactElement;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
};

type DialogComponent = ComponentType<ModalDialogProps>;

// The dialog library (focus trap, scroll lock, dismissable layer: about 14 KB gzip) is not part of
// any page's first screen: every modal of the app is closed when a page loads. It is fetched when the
// browser is idle after the page has loaded, or at once when a modal opens before that.
let loadedDialog: DialogComponent | null = null;
let loading: Promise<DialogComponent> | null = null;
const listeners = new Set<() => void>();

/** Loads the dialog implementation (once); resolves when Modal can render synchronously. */
export function preloadModalDialog(): Promise<DialogComponent> {
  loading ??= import('./modal-dialog').then((module) => {
    loadedDialog = module.ModalDialog;
    listeners.forEach((listener) => listener());
    return module.ModalDialog;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const loadedNow = () => loadedDialog;

function preloadWhenIdle() {
  if (loadedDialog || loading) return;
  const start = () => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => void preloadModalDialog());
    else setTimeout(() => void preloadModalDialog(), 1);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * A modal dialog (Radix Dialog underneath): named by its title, focus moves in when it opens and back
 * to the opener when it closes, Escape and the backdrop close it unless it is not dismissible.
 */
export function Modal({ trigger, ...props }: ModalProps) {
  const Dialog = useSyncExternalStore(subscribe, loadedNow, loadedNow);
  // The opener is remembered in the commit that opens the modal, while it still has focus (a menu
  // item that opened it is still there), not when the dialog's code has arrived.
  const focus = useReturnFocus();
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (props.open && !wasOpen.current) focus.remember();
    wasOpen.current = props.open;
  }, [props.open, focus]);

  useEffect(() => {
    if (Dialog) return;
    if (props.open) void preloadModalDialog();
    else preloadWhenIdle();
  }, [Dialog, props.open]);

  const opener = trigger
    ? cloneElement(
        trigger as ReactElement<{ onClick?: (event: MouseEvent) => void }>,
        {
          'aria-haspopup': 'dialog',
          'aria-expanded': props.open,
          onClick: (event: MouseEvent) => {
            (trigger.props as { onClick?: (event: MouseEvent) => void }).onClick?.(event);
            if (!event.defaultPrevented) props.onOpenChange(true);
          },
        } as Record<string, unknown>,
      )
    : null;

  return (
    <>
      {opener}
      {/* The component is the loaded module's, the same one every render. */}
      {Dialog ? createElement(Dialog, { ...props, focus }) : null}
    </>
  );
}
