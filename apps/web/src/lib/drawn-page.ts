/**
 * Whether the render under way draws a page that arrives drawn, or takes one over: always on the
 * server (src/server-render.tsx), and in the browser while React hydrates such a page (boot.tsx
 * says so before hydrating; the app says it is over once the page is its own). Parts that would wait
 * for the first paint in the browser (the wizard: usePainted) render at once then, so that the
 * browser's first render is the page the server drew.
 */
let hydrating = false;

export function isDrawnRender(): boolean {
  return typeof document === 'undefined' || hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}
