import type { WizardDefinition } from '@alaafia/domain';
import type { ReactNode } from 'react';
import { useWizardProgress } from './use-wizard-progress';
import { WizardShell } from './wizard-shell';

export type WizardControls<S extends number> = ReturnType<typeof useWizardProgress<S>>;

export type WizardFrameProps<S extends number> = {
  definition: WizardDefinition<S>;
  open: boolean;
  /** The wizard's accessible name. */
  title: string;
  /** Called after progress was reset to 0 (logo, backdrop, or Go Back where the map closes; not Escape). */
  onClose: () => void;
  /** The screen for the current stage: flows map the table's screen keys to their components. */
  children: (wizard: WizardControls<S>) => ReactNode;
};

/** The shell wired to a flow's table: Go Back, restart and close behave exactly as the flow's map says. */
export function WizardFrame<S extends number>({
  definition,
  open,
  title,
  onClose,
  children,
}: WizardFrameProps<S>) {
  const wizard = useWizardProgress(definition);
  return (
    <WizardShell
      open={open}
      stage={wizard.stage}
      progressPercent={wizard.progressPercent}
      title={title}
      onGoBack={() => {
        if (wizard.goBack() === 'close') onClose();
      }}
      onClose={() => {
        wizard.reset();
        onClose();
      }}
      onRestart={wizard.reset}
    >
      {children(wizard)}
    </WizardShell>
  );
}
