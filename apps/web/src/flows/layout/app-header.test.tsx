import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppHeader } from './app-header';

function renderHeader(onLogoutRequest = vi.fn()) {
  render(
    <MemoryRouter>
      <AppHeader
        fullName="Chidi Eze"
        email="chidi@example.ng"
        homePath="/"
        settingsPath="/settings"
        onLogoutRequest={onLogoutRequest}
      />
    </MemoryRouter>,
  );
  return onLogoutRequest;
}

describe('AppHeader', () => {
  it('When the page loads, then the profile button is there before the menu code is', () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Profile menu for Chidi Eze' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('When the profile button is pressed, then the menu loads and opens with the e-mail and Logout', async () => {
    const onLogoutRequest = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Profile menu for Chidi Eze' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Signed in as chidi@example.ng');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogoutRequest).toHaveBeenCalledOnce();
  });
});
