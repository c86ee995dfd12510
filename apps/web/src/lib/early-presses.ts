/**
 * A page that is server-rendered (the prerendered sign-in pages, the dashboard the server renders) shows its
 * form and buttons before React has taken it over. A customer quick enough to press one in that
 * moment must not lose the press: a form would go the browser's way (a page load that loses what
 * they typed), and a button would do nothing at all. Such a submit or button press is held from the
 * first paint, and the app hands it to React once the page is hydrated, as if pressed then. Links are
 * left to the browser: following one loads its page, which works without the app.
 */

interface EarlyPresses {
  /** The form submitted or the button pressed last, if any. */
  held: Element | null;
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
  const state: EarlyPresses = { held: null, stop: () => undefined };
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
  state.stop = () => {
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('click', onClick, true);
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
  const held = state.held;
  if (!held?.isConnected) return;
  if (held instanceof HTMLFormElement) held.requestSubmit();
  else if (held instanceof HTMLButtonElement) held.click();
}
