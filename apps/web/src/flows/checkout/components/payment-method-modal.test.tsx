import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { ConsentDialog } from './consent-dialog';
import { PaymentMethodModal, type PaymentMethodModalProps } from './payment-method-modal';

function renderModal(props: Partial<PaymentMethodModalProps> = {}) {
  const onContinue = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <PaymentMethodModal
      open
      onClose={onClose}
      firstName="Chidi"
      amount={5500}
      unit="Month"
      onContinue={onContinue}
      {...props}
    />,
  );
  return { onContinue, onClose, user: userEvent.setup() };
}

const acceptTerms = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('checkbox', { name: /I agree to the policy terms/ }));

describe('PaymentMethodModal', () => {
  it('When it opens, then it names the underwriter and its NAICOM licence before the customer pays (issue 30)', async () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'How would you like to pay?' });
    expect(
      await within(dialog).findByText(
        'Insured by Ayo Assurance Plc, licensed by the National Insurance Commission (NAICOM), licence RIC-042.',
      ),
    ).toBeInTheDocument();
  });

  it("When the health flows' consent step opens ('Before you pay'), then it names the underwriter and its licence too (issue 38)", async () => {
    renderWithProviders(<ConsentDialog open onAccept={vi.fn()} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Before you pay' });
    expect(
      await within(dialog).findByText(
        'Insured by Ayo Assurance Plc, licensed by the National Insurance Commission (NAICOM), licence RIC-042.',
      ),
    ).toBeInTheDocument();
  });

  it('When it opens, then it greets by first name, shows the amount and starts on card with the N50 verification note', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'How would you like to pay?' });
    expect(dialog).toHaveTextContent('Hi Chidi,');
    expect(dialog).toHaveTextContent('₦5,500 / month');
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(dialog).toHaveTextContent('A refundable ₦50 card verification fee applies.');
    expect(screen.queryByRole('radio', { name: 'Quarterly' })).not.toBeInTheDocument();
  });

  it('When bank is chosen, then the transfer option starts on Quarterly and Continue sends the choice', async () => {
    const { user, onContinue } = renderModal();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(screen.getByRole('radio', { name: 'Quarterly' })).toBeChecked();
    expect(screen.getByText(/You pay for 3 months at once/)).toBeInTheDocument();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({
      method: 'bank',
      transferOption: 'Quarterly',
      acceptTerms: true,
    });
  });

  it('When Yearly is chosen, then the choice is the 12-month transfer', async () => {
    const { user, onContinue } = renderModal();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByText(/You pay for 12 months at once/)).toBeInTheDocument();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({
      method: 'bank',
      transferOption: 'yearly',
      acceptTerms: true,
    });
  });

  it('When the flow offers card only, then there is no method choice and Continue pays by card', async () => {
    const { user, onContinue } = renderModal({ methods: ['card'] });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({
      method: 'card',
      transferOption: 'Quarterly',
      acceptTerms: true,
    });
  });

  it('When the plan is yearly, then the price reads per year and the monthly verification note is not shown', () => {
    renderModal({ unit: 'Year', amount: 1000, methods: ['card'] });
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('₦1,000 / year');
    expect(dialog).not.toHaveTextContent('card verification');
  });

  it('When Continue is pressed without the terms box, then the message shows under it and nothing is chosen until it is ticked', async () => {
    const { user, onContinue } = renderModal();
    const box = screen.getByRole('checkbox', { name: /I agree to the policy terms/ });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'policy terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please accept the policy terms and the privacy notice to continue.',
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(box);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('When Cancel is pressed, then the modal asks to close and nothing is chosen', async () => {
    const { user, onClose, onContinue } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onContinue).not.toHaveBeenCalled();
  });
});
