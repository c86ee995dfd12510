import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

const termsBox = (scope: HTMLElement) =>
  within(scope).getByRole('checkbox', { name: /I agree to the policy terms/ });

/** Ticks the terms-and-privacy box of the payment-method modal (or any dialog given). */
export async function tickCheckoutTerms(user: User, scope: HTMLElement = document.body) {
  await user.click(termsBox(scope));
}

/** The consent step of a flow without the payment-method modal: tick, then Continue. */
export async function acceptCheckoutTerms(user: User) {
  const dialog = await screen.findByRole('dialog', { name: 'Before you pay' });
  await user.click(termsBox(dialog));
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
}
