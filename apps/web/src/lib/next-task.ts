/** Resolves in a later task, so the main thread can paint and answer a tap in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
