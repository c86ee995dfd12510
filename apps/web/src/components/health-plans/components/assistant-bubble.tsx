import type { ReactNode } from 'react';
import { healthPlansCopy } from '../health-plans-copy';
import '../../../styles/health.css';

/** The chat persona's avatar: the brand mark as inline SVG (no image request). */
function AssistantAvatar() {
  return (
    <svg className="hp-assistant__avatar" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill="var(--color-brand)" />
      <circle cx="20" cy="16" r="7" fill="var(--color-brand-soft)" />
      <path d="M8 33c2.5-6 7-9 12-9s9.5 3 12 9" fill="var(--color-brand-soft)" />
    </svg>
  );
}

/** The wizards' chat persona: an avatar and speech bubbles, one per line of what it says. */
export function AssistantBubble({ children }: { children: ReactNode }) {
  return (
    <div className="hp-assistant">
      <AssistantAvatar />
      <div className="hp-assistant__bubbles" aria-label={healthPlansCopy.assistant} role="group">
        {children}
      </div>
    </div>
  );
}
