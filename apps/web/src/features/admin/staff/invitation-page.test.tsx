import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { InvitationPage } from './invitation-page';
import { BASE, server } from '#test/msw.js';

afterEach(() => {
  window.location.hash = '';
});

const TOKEN = 'a-token-from-the-e-mail-0123456789';
const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" role="img"><title>QR</title><path d="M4 4h1v1h-1z"/></svg>';

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
            totp_qr_svg: QR,
            sign_in_path: '/admin',
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
            sign_in_path: '/admin',
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
    // The key as a QR code to scan with the app (issue 38).
    expect(screen.getByRole('img', { name: 'QR code of your authenticator key' })).toHaveAttribute(
      'src',
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR)}`,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Choose a password'), 'my own password');
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    // It ends with the way in (issue 38).
    expect(screen.getByRole('link', { name: 'Sign in to the back office' })).toHaveAttribute(
      'href',
      '/admin',
    );
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

  it("When a hospital's staff member has set up their account, then it ends with the hospital portal's sign-in", async () => {
    server.use(
      http.post(`${BASE}/admin/auth/invitation/open`, () =>
        HttpResponse.json({
          data: {
            email: 'desk@hospital.example',
            name: 'Front Desk',
            totp_secret: 'JBSWY3DPEHPK3PXP',
            totp_uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
            totp_qr_svg: QR,
            sign_in_path: '/hospital',
            expires_at: '2026-11-30T09:00:00.000Z',
          },
        }),
      ),
      http.post(`${BASE}/admin/auth/invitation/accept`, () =>
        HttpResponse.json({
          data: {
            email: 'desk@hospital.example',
            recovery_codes: ['abcde-fghij'],
            sign_in_path: '/hospital',
          },
        }),
      ),
    );
    window.location.hash = `#${TOKEN}`;
    renderWithProviders(<InvitationPage />);
    await screen.findByRole('heading', { name: 'Welcome, Front Desk' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Choose a password'), 'my own password');
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    expect(
      await screen.findByRole('link', { name: 'Sign in to the hospital portal' }),
    ).toHaveAttribute('href', '/hospital');
  });
});
