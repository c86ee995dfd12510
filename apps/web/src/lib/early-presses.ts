/**
 * A page that is server-rendered (the prerendered sign-in pages, the dashboard the server renders) shows its
 * form and buttons before React has taken it over. A customer quick enough to press one in that
 * moment must not lose the press: a form would go the browser's way (a page load that loses what
 * they typed), and a button would do nothing at all. Such a submit or button press is held from the
 * first paint, and the app hands it to React once the page is hydrated, as if pressed then. Links are
 * left to the browser: following one loads its page, which works without the app.
 *
 * What is typed or chosen in that moment is kept too (issue 38: the KYC page is drawn by the server
 * with its form): a form whose fields start from values of its own (react-hook-form's defaultValues)
 * sets them again as React takes it over, which would wipe it. Each field's last value is given back
 * through React once the page is hydrated, as if typed then, before a held press is made.
 */

interface EarlyPresses {
  /** The form submitted or the button pressed last, if any. */
  held: Element | null;
  /** Each field typed in or chosen, and its value (or, for a checkbox or radio, whether ticked). */
  typed: Map<Element, string | boolean>;
  stop(): void;
}

type WithEarlyPresses = Window & { alaafiaEarlyPresses?: EarlyPresses };

/**
 * Starts holding presses. It runs inline in the page, before any of the app's files have arrived:
 * build/prerender.mjs writes this function's source into the page's loader (EARLY_PRESSES_SCRIPT in
 * src/server-render.tsx), so it must not use anything from outside its own body.
 */
export function holdEarlyPresses(win: Window): void {
  const target = win as WithEarlyPresses;
  if (target.alaafiaEarlyPresses) return;
  const doc = win.document;
  const state: EarlyPresses = { held: null, typed: new Map(), stop: () => undefined };
  const onInput = (event: Event) => {
    const field = event.target as HTMLInputElement | null;
    if (!field || !('value' in field) || field.type === 'file') return;
    const ticks = field.type === 'checkbox' || field.type === 'radio';
    // Last typed, last given back (a radio group ends on the one chosen last).
    state.typed.delete(field);
    state.typed.set(field, ticks ? field.checked : field.value);
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    state.held = event.target as Element;
  };
  const onClick = (event: Event) => {
    const pressed = event.target as Element | null;
    const button = pressed && pressed.closest ? pressed.closest('button') : null;
    if (!button || button.disabled) return;
    // A submit button's press is held too, and made again later (React's onSubmit then runs).
    event.preventDefault();
    event.stopPropagation();
    state.held = button;
  };
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  state.stop = () => {
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('change', onInput, true);
  };
  target.alaafiaEarlyPresses = state;
}

/** Once React has hydrated the page: stop holding, and make a held submit or press again through React. */
export function releaseEarlyPresses(): void {
  const target = window as WithEarlyPresses;
  const state = target.alaafiaEarlyPresses;
  if (!state) return;
  delete target.alaafiaEarlyPresses;
  state.stop();
  state.typed.forEach(typeAgain);
  const held = state.held;
  if (!held?.isConnected) return;
  if (held instanceof HTMLFormElement) held.requestSubmit();
  else if (held instanceof HTMLButtonElement) held.click();
}

/**
 * Gives `field` back what was typed in it (or whether it was ticked) through React, as if typed now:
 * whether React's first values wiped it or the page kept it, the form's state must hear of it. React
 * hears a change when the field's value differs from what it last knew: the field is first set
 * (through React's own record) to something else, then to the typed value as the browser sets it,
 * and the event React listens for is sent. Nothing for a field that is gone, or a radio left unchosen
 * (the one chosen is given back).
 */
function typeAgain(value: string | boolean, element: Element): void {
  if (!element.isConnected) return;
  if (typeof value === 'boolean') {
    const box = element as HTMLInputElement;
    if (box.type === 'radio' && !value) return;
    box.checked = !value;
    box.click();
    return;
  }
  const field = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  field.value = value === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  const isSelect = field instanceof HTMLSelectElement;
  field.dispatchEvent(new Event(isSelect ? 'change' : 'input', { bubbles: true }));
}
