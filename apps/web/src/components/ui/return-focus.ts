import { useState } from 'react';

export interface ReturnFocus {
  /** Notes the element that has focus now (the opener). */
  remember(): void;
  /** Gives focus back to it (onCloseAutoFocus), if it is still on the page. */
  restore(event: Event): void;
}

/**
 * Returns focus to the element that had it before the dialog opened, also when the dialog was
 * opened from code rather than through a Radix trigger (Radix only knows its own trigger).
 * The same object for the component's life.
 */
export function useReturnFocus(): ReturnFocus {
  const [focus] = useState(createReturnFocus);
  return focus;
}

function createReturnFocus(): ReturnFocus {
  const previous: { current: HTMLElement | null } = { current: null };
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
