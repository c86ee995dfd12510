import { useEffect, useRef } from 'react';

/**
 * How long after a document has loaded its frame may take the focus on its own and be given it
 * back: Chromium's viewer does so a few hundred milliseconds after the load, longer on a busy
 * machine. A person clicking into the document later keeps it.
 */
export const FOCUS_TAKEN_WITHIN_MS = 3_000;

/**
 * A PDF shown in the back office's page (a claim's evidence, an employment letter under review).
 *
 * Chromium's PDF viewer takes the keyboard focus when it has loaded, a moment after the frame's
 * load event: an officer already typing an amount or a reason while the evidence arrives (a slow
 * connection, a large scan) went on typing into the viewer, and the amount stayed what it was
 * (docs/business-rules.md, 'Naira amounts typed in'). When the frame takes the focus within
 * FOCUS_TAKEN_WITHIN_MS of loading, it goes back to the field the officer was in.
 */
export function DocumentFrame({
  src,
  title,
  className,
}: {
  src: string;
  title: string;
  className?: string;
}) {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const loadedAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    const frame = frameRef.current;
    const doc = frame?.ownerDocument;
    const win = doc?.defaultView;
    if (!frame || !doc || !win) return;
    /** The last element of this page (not a frame) that had the focus. */
    let before: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (
        event.target instanceof win.HTMLElement &&
        !(event.target instanceof win.HTMLIFrameElement)
      )
        before = event.target;
    };
    // Focus moving into a frame blurs the page's window, with the frame as the active element. The
    // field is focused again once the blur is over: focused from inside the blur, Chromium shows it
    // focused but keys still go to the viewer.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onBlur = () => {
      if (doc.activeElement !== frame) return;
      if (performance.now() - loadedAt.current > FOCUS_TAKEN_WITHIN_MS) return;
      const field = before;
      if (!field?.isConnected || field === doc.body) return;
      timer = setTimeout(() => {
        if (doc.activeElement === frame) field.focus({ preventScroll: true });
      }, 0);
    };
    doc.addEventListener('focusin', onFocusIn);
    win.addEventListener('blur', onBlur);
    return () => {
      doc.removeEventListener('focusin', onFocusIn);
      win.removeEventListener('blur', onBlur);
      clearTimeout(timer);
    };
  }, []);

  return (
    <iframe
      ref={frameRef}
      className={className}
      src={src}
      title={title}
      onLoad={() => (loadedAt.current = performance.now())}
    />
  );
}
