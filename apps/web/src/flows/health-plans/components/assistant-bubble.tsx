import type { ReactNode } from 'react';
import { AssistantSays } from '#components/ui/assistant.js';
import { healthPlansCopy } from '../health-plans-copy';

/** The health wizards' persona: the one assistant of every flow (components/ui/assistant.tsx). */
export function AssistantBubble({ children }: { children: ReactNode }) {
  return <AssistantSays label={healthPlansCopy.assistant}>{children}</AssistantSays>;
}
