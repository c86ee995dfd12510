import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentAlert } from './payment-alert';
import { paymentAlerts } from './payment-alerts';

describe('PaymentAlert', () => {
  it("When the payment succeeded or is not resolved, then the spec's words are read politely as a status", () => {
    const { rerender } = render(<PaymentAlert alert={paymentAlerts.success} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your payment was successful!');
    rerender(<PaymentAlert alert={paymentAlerts.unresolved} />);
    expect(screen.getByRole('status')).toHaveTextContent('Oops, payment not resolved.');
  });

  it('When the payment was cancelled or went wrong, then the danger alert is read at once', () => {
    const { rerender } = render(<PaymentAlert alert={paymentAlerts.cancelled} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment process was cancelled.');
    rerender(<PaymentAlert alert={paymentAlerts.failed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Oops, something went wrong.');
  });

  it('When there is no alert, then nothing renders; a shown one can be dismissed', async () => {
    const onDismiss = vi.fn();
    const { container, rerender } = render(<PaymentAlert alert={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PaymentAlert alert={paymentAlerts.success} onDismiss={onDismiss} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
