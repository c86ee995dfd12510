/**
 * A prerendered page (the sign-in pages) shows its form before React has taken it over. A customer
 * quick enough to press the button in that moment must not send the form the browser's way (a page
 * load that loses what they typed): main.tsx holds such a submit, and boot.tsx hands it to React
 * once the page is hydrated, as if pressed then.
 */
let holding = false;
let held: HTMLFormElement | null = null;

function hold(event: Event) {
  event.preventDefault();
  if (event.target instanceof HTMLFormElement) held = event.target;
}

/** From the first script, on a prerendered page only. */
export function holdEarlySubmits(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('submit', hold, true);
}

/** Once React has hydrated the page: stop holding, and submit a held form through React. */
export function releaseEarlySubmits(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('submit', hold, true);
  const form = held;
  held = null;
  if (form?.isConnected) form.requestSubmit();
}
