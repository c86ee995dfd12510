import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderConfirm(props: Partial<ConfirmDialogProps> = {}) {
  const handlers = { onConfirm: vi.fn(), onCancel: vi.fn() };
  render(
    <ConfirmDialog
      open
      title="Renew policy"
      text="You're about to renew this policy. Are you sure about this?"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('ConfirmDialog', () => {
  it('When open, then it shows the title, the text and Cancel / Continue, with focus on Cancel', () => {
    renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Renew policy' });
    expect(dialog).toHaveAccessibleDescription(
      "You're about to renew this policy. Are you sure about this?",
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('When the confirm button is pressed, then onConfirm runs', async () => {
    const { onConfirm, onCancel } = renderConfirm({ title: 'Logout', confirmLabel: 'Logout' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('When Cancel or Escape is pressed, then onCancel runs', async () => {
    const { onCancel } = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('When loading, then the confirm button is busy, Cancel is disabled and Escape does nothing', async () => {
    const { onCancel } = renderConfirm({ loading: true });
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
