import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog, StatusBanner } from './alert-dialog';

const overlay = () => document.querySelector('.ui-overlay') as HTMLElement;

describe('AlertDialog', () => {
  it("When open, then it is an alert dialog titled 'Error!' with the message and focus on 'Ok'", () => {
    render(<AlertDialog open message="The salary field is required." onClose={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Error!' });
    expect(dialog).toHaveAccessibleDescription('The salary field is required.');
    expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus();
  });

  it("When 'Ok' is pressed, then onClose runs", async () => {
    const onClose = vi.fn();
    render(<AlertDialog open message="Failed" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('When not dismissible (onboarding), then Escape and an outside click do not close it', async () => {
    const onClose = vi.fn();
    render(<AlertDialog open message="Failed" onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(overlay());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('When dismissible (employment information), then Escape closes it', async () => {
    const onClose = vi.fn();
    render(<AlertDialog open dismissible message="Failed" onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('When dismissible (employment information), then an outside click closes it', async () => {
    const onClose = vi.fn();
    render(<AlertDialog open dismissible message="Failed" onClose={onClose} />);
    await userEvent.click(overlay());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('StatusBanner', () => {
  it('When the payment succeeded, then a success status is shown', () => {
    render(<StatusBanner variant="success">Your payment was successful!</StatusBanner>);
    expect(screen.getByRole('status')).toHaveTextContent('Your payment was successful!');
    expect(screen.getByRole('status')).toHaveClass('ui-banner--success');
  });

  it('When the variant is warning, then it is a status too', () => {
    render(<StatusBanner variant="warning">Oops, payment not resolved.</StatusBanner>);
    expect(screen.getByRole('status')).toHaveTextContent('Oops, payment not resolved.');
  });

  it('When the variant is danger, then it is an alert read out at once', () => {
    render(<StatusBanner variant="danger">Payment process was cancelled.</StatusBanner>);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment process was cancelled.');
  });

  it('When onDismiss is given, then a dismiss button calls it', async () => {
    const onDismiss = vi.fn();
    render(
      <StatusBanner variant="danger" onDismiss={onDismiss}>
        Oops, something went wrong.
      </StatusBanner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
