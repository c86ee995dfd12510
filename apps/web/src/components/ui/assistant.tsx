import type { ReactNode } from 'react';

/**
 * The wizards' assistant (issue 18: one persona, drawn the same in every flow): a smiling figure
 * in the brand's green on its soft tint, as inline SVG (no image to download).
 */
function AssistantAvatar({ size = 48 }: { size?: number }) {
  return (
    <svg
      className="ui-assistant__avatar"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="32" fill="var(--color-brand-soft)" />
      <circle cx="32" cy="26" r="11" fill="var(--color-brand)" />
      <path d="M13 54c3-10 10-15 19-15s16 5 19 15" fill="var(--color-brand)" />
      <circle cx="28" cy="25" r="1.8" fill="#fff" />
      <circle cx="36" cy="25" r="1.8" fill="#fff" />
      <path d="M28 30c2.4 2 5.6 2 8 0" stroke="#fff" strokeWidth="1.8" fill="none" />
    </svg>
  );
}

/**
 * The assistant speaking: its avatar and one speech bubble per line (each child a <p>), or, with
 * `heading`, its avatar beside a heading it says (the income flow's greeting).
 */
export function AssistantSays({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ui-assistant">
      <AssistantAvatar />
      <div className="ui-assistant__bubbles" aria-label={label} role="group">
        {children}
      </div>
    </div>
  );
}

/** The avatar beside the screen's heading (a greeting the assistant says as the title). */
export function AssistantHeading({ children }: { children: ReactNode }) {
  return (
    <div className="ui-assistant ui-assistant--heading">
      <AssistantAvatar />
      {children}
    </div>
  );
}
