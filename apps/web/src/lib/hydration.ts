/**
 * Whether the render under way renders a page that is server-rendered, or takes one over: always on the
 * server (src/server-render.tsx), and in the browser while React hydrates such a page (boot.tsx
 * says so before hydrating; the app says it is over once the page is its own). Parts that would wait
 * for the first paint in the browser (the wizard: useAfterFirstRender) render at once then, so that the
 * browser's first render is the page the server rendered.
 */
let hydrating = false;

export function isServerOrHydrationRender(): boolean {
  return typeof document === 'undefined' || hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}
