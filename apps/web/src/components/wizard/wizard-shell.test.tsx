import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WizardShell, type WizardShellProps } from './wizard-shell';

function renderShell(props: Partial<WizardShellProps> = {}) {
  const handlers = { onGoBack: vi.fn(), onClose: vi.fn(), onRestart: vi.fn() };
  const result = render(
    <WizardShell
      open
      stage={10}
      progressPercent={10}
      title="Income protection"
      {...handlers}
      {...props}
    >
      <h2 data-stage-heading>Employment</h2>
      <button type="button">Continue</button>
    </WizardShell>,
  );
  return { ...handlers, ...result };
}

describe('WizardShell', () => {
  it('When open, then it is a dialog named by its title', () => {
    renderShell();
    expect(screen.getByRole('dialog', { name: 'Income protection' })).toBeInTheDocument();
  });

  it("When 'Go Back' is pressed, then onGoBack runs", async () => {
    const { onGoBack, onClose } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('When canGoBack is false, then there is no Go Back button', () => {
    renderShell({ canGoBack: false });
    expect(screen.queryByRole('button', { name: 'Go Back' })).toBeNull();
  });

  it('When the logo is pressed, then onClose runs', async () => {
    const { onClose } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Alaafia, close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('When restart is pressed, then onRestart runs', async () => {
    const { onRestart, onClose } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('When the backdrop is clicked, then onClose runs', async () => {
    const { onClose } = renderShell();
    await userEvent.click(document.querySelector('.ui-overlay') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('When Escape is pressed, then the wizard stays open and onClose does not run (issue 38: a stray key lost the purchase)', async () => {
    const { onClose } = renderShell();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('When progressPercent changes, then the bar width and aria-valuenow follow it', () => {
    const { rerender, onGoBack, onClose, onRestart } = renderShell({ progressPercent: 15 });
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '15');
    expect(bar.firstElementChild).toHaveStyle({ width: '15%' });
    rerender(
      <WizardShell
        open
        stage={60}
        progressPercent={60}
        title="Income protection"
        onGoBack={onGoBack}
        onClose={onClose}
        onRestart={onRestart}
      >
        <h2 data-stage-heading>KYC</h2>
      </WizardShell>,
    );
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar.firstElementChild).toHaveStyle({ width: '60%' });
  });

  it('When progressPercent is out of range, then it is clamped to 0-100', () => {
    renderShell({ progressPercent: 140 });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('When it opens, then focus goes to the stage heading (in the next frame)', async () => {
    renderShell();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Employment' })).toHaveFocus());
  });

  it('When the stage changes, then focus moves to the new stage heading', async () => {
    function Flow() {
      const [stage, setStage] = useState(10);
      return (
        <WizardShell
          open
          stage={stage}
          progressPercent={stage}
          title="Income protection"
          onGoBack={() => setStage(10)}
          onClose={() => {}}
          onRestart={() => {}}
        >
          {stage === 10 ? (
            <>
              <h2 data-stage-heading>Employment</h2>
              <button type="button" onClick={() => setStage(15)}>
                Continue
              </button>
            </>
          ) : (
            <h2 data-stage-heading>Where is your employer located?</h2>
          )}
        </WizardShell>
      );
    }
    render(<Flow />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Where is your employer located?' })).toHaveFocus();
  });

  it('When a stage has no marked heading, then focus goes to the content region', () => {
    const { rerender, onGoBack, onClose, onRestart } = renderShell();
    rerender(
      <WizardShell
        open
        stage={20}
        progressPercent={20}
        title="Income protection"
        onGoBack={onGoBack}
        onClose={onClose}
        onRestart={onRestart}
      >
        <p>Just a minute... we're processing your information</p>
      </WizardShell>,
    );
    expect(document.activeElement).toHaveClass('ui-wizard__body');
  });

  it('When it closes, then focus returns to the button that opened it', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Explore Income Protection
          </button>
          <WizardShell
            open={open}
            stage={0}
            progressPercent={0}
            title="Income protection"
            onGoBack={() => {}}
            onClose={() => setOpen(false)}
            onRestart={() => {}}
          >
            <h2 data-stage-heading>Hi there</h2>
          </WizardShell>
        </>
      );
    }
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Explore Income Protection' }));
    await userEvent.click(screen.getByRole('button', { name: 'Alaafia, close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Explore Income Protection' })).toHaveFocus();
  });
});
