import { createMemoryRouter, RouterProvider } from 'react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageLinks } from './language-links';

describe("the first screen's language chooser (issue 42)", () => {
  it('When the sign-in page is open with a next page, then each language links to it with ?lang= and keeps next; English is the current one', () => {
    const router = createMemoryRouter([{ path: '/auth/login', element: <LanguageLinks /> }], {
      initialEntries: ['/auth/login?next=%2Fbuy%2Fincome'],
    });
    render(<RouterProvider router={router} />);
    const nav = screen.getByRole('navigation', { name: 'Choose your language' });
    const yoruba = screen.getByRole('link', { name: 'Yorùbá' });
    expect(nav).toContainElement(yoruba);
    expect(yoruba).toHaveAttribute('href', '/auth/login?next=%2Fbuy%2Fincome&lang=yo');
    expect(yoruba).toHaveAttribute('lang', 'yo');
    expect(screen.getByRole('link', { name: 'Hausa' })).toHaveAttribute(
      'href',
      '/auth/login?next=%2Fbuy%2Fincome&lang=ha',
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });
});
