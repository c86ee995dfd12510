import { healthWizard, incomeWizard, PROGRESS_COOKIE_KEYS } from '@alaafia/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from '#lib/storage.js';
import { WizardFrame } from './wizard-frame';

function renderIncome(onClose = vi.fn()) {
  render(
    <WizardFrame definition={incomeWizard} open title="Income protection" onClose={onClose}>
      {(w) => (
        <div>
          <h2 data-stage-heading>Stage {w.stage}</h2>
          <p>Screen {w.screen}</p>
          <button type="button" onClick={() => w.goTo(15)}>
            To location
          </button>
        </div>
      )}
    </WizardFrame>,
  );
  return onClose;
}

describe('WizardFrame', () => {
  beforeEach(() => {
    for (const key of Object.values(PROGRESS_COOKIE_KEYS)) removeCookie(key);
  });

  it('When the income wizard is at 15 and Go Back is pressed, then it goes to 10 and the cookie says 10', async () => {
    const user = userEvent.setup();
    renderIncome();
    await user.click(screen.getByRole('button', { name: 'To location' }));
    expect(screen.getByRole('heading', { name: 'Stage 15' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '15');
    await user.click(screen.getByRole('button', { name: /go back/i }));
    expect(screen.getByRole('heading', { name: 'Stage 10' })).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.income)).toBe(10);
  });

  it('When the stored progress is a stage of the flow, then the wizard opens there', () => {
    setCookie(PROGRESS_COOKIE_KEYS.income, 40);
    renderIncome();
    expect(screen.getByRole('heading', { name: 'Stage 40' })).toBeInTheDocument();
  });

  it('When the stored progress is not a stage of the flow, then the wizard starts at 0', () => {
    setCookie(PROGRESS_COOKIE_KEYS.income, 33);
    renderIncome();
    expect(screen.getByRole('heading', { name: 'Stage 0' })).toBeInTheDocument();
  });

  it('When Go Back is pressed at 0, then the wizard closes and progress stays 0', async () => {
    const user = userEvent.setup();
    const onClose = renderIncome();
    await user.click(screen.getByRole('button', { name: /go back/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(getCookie(PROGRESS_COOKIE_KEYS.income)).toBe(0);
  });

  it('When restart is pressed, then progress resets to 0 without closing', async () => {
    const user = userEvent.setup();
    const onClose = renderIncome();
    await user.click(screen.getByRole('button', { name: 'To location' }));
    await user.click(screen.getByRole('button', { name: /restart/i }));
    expect(screen.getByRole('heading', { name: 'Stage 0' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('When the health wizard is at 40 and Go Back is pressed, then it follows its own map to 20', async () => {
    const user = userEvent.setup();
    setCookie(PROGRESS_COOKIE_KEYS.health, 40);
    render(
      <WizardFrame definition={healthWizard} open title="Health insurance" onClose={vi.fn()}>
        {(w) => <h2 data-stage-heading>Stage {w.stage}</h2>}
      </WizardFrame>,
    );
    await user.click(screen.getByRole('button', { name: /go back/i }));
    expect(screen.getByRole('heading', { name: 'Stage 20' })).toBeInTheDocument();
  });
});
