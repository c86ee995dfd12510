import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { InvitationPage } from './invitation-page';
import { server } from '#test/msw.js';

const BASE = 'http://localhost:3000/api';
afterEach(() => {
  window.location.hash = '';
});

const TOKEN = 'a-token-from-the-e-mail-0123456789';

describe('the staff invitation page (issue 24)', () => {
  it('When a new member opens their link, then they set a password and a code, and see their recovery codes once', async () => {
    const accepted: unknown[] = [];
    server.use(
      http.post(`${BASE}/admin/auth/invitation/open`, () =>
        HttpResponse.json({
          data: {
            email: 'bola@alaafia.ng',
            name: 'Bola Finance',
            totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            totp_uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            expires_at: '2026-11-30T09:00:00.000Z',
          },
        }),
      ),
      http.post(`${BASE}/admin/auth/invitation/accept`, async ({ request }) => {
        accepted.push(await request.json());
        return HttpResponse.json({
          data: {
            email: 'bola@alaafia.ng',
            recovery_codes: Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`),
          },
        });
      }),
    );
    window.location.hash = `#${TOKEN}`;
    renderWithProviders(<InvitationPage />);
    expect(await screen.findByRole('heading', { name: 'Welcome, Bola Finance' })).toBeVisible();
    expect(screen.getByLabelText('Authenticator key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Choose a password'), 'my own password');
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(accepted).toEqual([{ token: TOKEN, password: 'my own password', totp: '123456' }]);
  });

  it('When the link was used or is too old, then the page says so and how to get a new one', async () => {
    server.use(
      http.post(`${BASE}/admin/auth/invitation/open`, () =>
        HttpResponse.json(
          { message: 'This invitation link is not valid.', errors: { token: ['x'] } },
          { status: 422 },
        ),
      ),
    );
    window.location.hash = `#${TOKEN}`;
    renderWithProviders(<InvitationPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ask an administrator for a new one.',
    );
  });
});
