import type { ReactNode } from 'react';
import { AssistantSays } from '#components/ui/assistant.js';
import { useT } from '#lib/i18n.js';

/** The health wizards' persona: the one assistant of every flow (components/ui/assistant.tsx). */
export function AssistantBubble({ children }: { children: ReactNode }) {
  const t = useT();
  return <AssistantSays label={t('health.plans.assistant')}>{children}</AssistantSays>;
}
