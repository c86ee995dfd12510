import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { customerFixture, renderRouter } from '../test/render';
import type { Translator } from '@alaafia/i18n';
import { yoruba } from '../test/yoruba';
import { NotFoundPage } from './not-found-page';
import { server, signedInAs } from '#test/msw.js';

function openMissingPage(translator?: Translator) {
  const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], {
    initialEntries: ['/no-such-page'],
  });
  renderRouter(router, { translator });
}

describe('the page we do not have', () => {
  it('When a visitor who is not signed in reaches it, then it offers the home page and help, not a dashboard (issue 30)', async () => {
    server.use(
      http.get('http://localhost:3000/api/auth/me', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    openMissingPage();
    expect(await screen.findByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Help and support' })).toHaveAttribute('href', '/help');
    expect(screen.queryByText('Go to your dashboard')).not.toBeInTheDocument();
  });

  it('When a signed-in customer reaches it, then it offers their dashboard', async () => {
    server.use(signedInAs(customerFixture()));
    openMissingPage();
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
  });

  it('When a Yoruba visitor reaches it, then it speaks Yoruba, no English (issue 42)', async () => {
    server.use(
      http.get('http://localhost:3000/api/auth/me', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    openMissingPage(yoruba);
    expect(await screen.findByRole('link', { name: 'Lọ sí ojú-ìwé àkọ́kọ́' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A kò rí ojú-ìwé yẹn' })).toBeInTheDocument();
    expect(screen.queryByText(/could not find|home page|Help and support/)).toBeNull();
  });
});
