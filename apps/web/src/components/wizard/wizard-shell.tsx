import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactNode } from 'react';
import { ArrowLeftIcon, RestartIcon } from '../ui/icons';
import { useReturnFocus } from '../ui/return-focus';
import { Logo } from './logo';
import { WIZARD_CLASS } from './wizard-selector';
import { useT } from '#lib/i18n.js';

export type WizardShellProps = {
  open: boolean;
  /** The current progress stage; when it changes, focus moves to the new screen's heading. */
  stage: number;
  /** 0-100: the progress bar's width. */
  progressPercent: number;
  /** The wizard's accessible name ('Income protection'). */
  title: string;
  canGoBack?: boolean;
  /** The parent decides where Go Back leads (the flow's go-back map in @alaafia/domain). */
  onGoBack: () => void;
  /** Logo and backdrop click (not Escape: issue 38): the parent resets progress to 0 and closes. */
  onClose: () => void;
  /** The restart icon: the parent resets progress to 0. */
  onRestart: () => void;
  children: ReactNode;
};

/**
 * The one wizard shell (spec: 833 px wide, 618 px scrolling content, full screen on phones): a
 * header with 'Go Back', the logo (closes) and restart, and a progress bar under it.
 * Screens mark their heading with `data-stage-heading` to receive focus on each new stage.
 */
export function WizardShell({
  open,
  stage,
  progressPercent,
  title,
  canGoBack = true,
  onGoBack,
  onClose,
  onRestart,
  children,
}: WizardShellProps) {
  const t = useT();
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const shownStage = useRef<number | null>(null);
  const focus = useReturnFocus();
  const percent = Math.round(Math.min(100, Math.max(0, progressPercent)));

  function focusStage() {
    const body = bodyRef.current;
    if (!body) return;
    body.scrollTop = 0;
    const heading = body.querySelector<HTMLElement>('[data-stage-heading]');
    const target = heading ?? body;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }

  useEffect(() => {
    if (!open) {
      shownStage.current = null;
      return;
    }
    // The first stage is focused by onOpenAutoFocus; later ones here.
    if (shownStage.current !== null && shownStage.current !== stage) focusStage();
    shownStage.current = stage;
  }, [open, stage]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {/* No portal: the dialog is rendered where it stands in the page (it is fixed to the screen all
          the same), so the server can render a wizard page with the wizard open and React take it over.
          (Radix's portal renders nothing on the server, and on the client renders the whole wizard in a
          second, synchronous render: one long task on a slow phone.) Dialogs opened over the
          wizard are portalled to the end of the body, so they stack above it. */}
      <Dialog.Overlay className="ui-overlay" />
      <Dialog.Content
        className={WIZARD_CLASS}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          focus.remember();
          event.preventDefault();
          // In the next frame: focusing an element the browser has not laid out yet makes it lay out
          // the whole dialog inside this task, which on a slow phone made opening one long task.
          requestAnimationFrame(focusStage);
        }}
        onCloseAutoFocus={(event) => focus.restore(event)}
        // Issue 38: Escape does not close the purchase (it reset the progress to 0: one stray key
        // lost every answer). The logo and the backdrop close it, as the spec says; a dialog opened
        // over the wizard still closes on Escape (it is the top layer).
        onEscapeKeyDown={(event) => event.preventDefault()}
      >
        <Dialog.Title className="visually-hidden">{title}</Dialog.Title>
        <div className="ui-wizard__header">
          <div className="ui-wizard__start">
            {canGoBack ? (
              <button type="button" className="ui-wizard__back" onClick={onGoBack}>
                <ArrowLeftIcon />
                {t('wizard.frame.back')}
              </button>
            ) : null}
          </div>
          <button
            type="button"
            className="ui-wizard__logo"
            aria-label={t('wizard.frame.close')}
            onClick={onClose}
          >
            <Logo decorative height={28} />
          </button>
          <div className="ui-wizard__end">
            <button
              type="button"
              className="ui-icon-button"
              aria-label={t('wizard.frame.restart')}
              onClick={onRestart}
            >
              <RestartIcon />
            </button>
          </div>
        </div>
        <div
          className="ui-wizard__progress"
          role="progressbar"
          aria-label={t('wizard.frame.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="ui-wizard__progress-bar" style={{ width: `${percent}%` }} />
        </div>
        <div ref={bodyRef} className="ui-wizard__body">
          {children}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
