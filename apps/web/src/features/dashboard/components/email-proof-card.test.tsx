import { emailProofCopy } from '@alaafia/domain';
import { createTranslator } from '@alaafia/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import yorubaMessages from 'virtual:alaafia-messages/yo/all';
import { LanguageProvider } from '#lib/i18n.js';
import { createQueryClient } from '#lib/query-client.js';
import { EmailProofCard } from './email-proof-card';
import { BASE, server } from '#test/msw.js';

afterEach(() => {
  cleanup();
});

function show() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EmailProofCard email="chidi@example.ng" />
    </QueryClientProvider>,
  );
}

describe('EmailProofCard (issue 24)', () => {
  it('When the e-mail is not proven, then the dashboard says what waits for it and where the code went; a wrong code shows the API’s message under the field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${BASE}/auth/email/verify`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { message: emailProofCopy.codeWrong, errors: { code: [emailProofCopy.codeWrong] } },
          { status: 422 },
        );
      }),
    );
    show();
    expect(await screen.findByRole('heading', { name: emailProofCopy.noticeTitle })).toBeTruthy();
    expect(screen.getByText(emailProofCopy.noticeBody('chidi@example.ng'))).toBeTruthy();
    await userEvent.type(await screen.findByLabelText('Confirmation code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    await waitFor(() => expect(screen.getByText(emailProofCopy.codeWrong)).toBeTruthy());
    expect(sent).toEqual([{ code: '123456' }]);
  });

  it('When a new code is asked for, then the answer is announced', async () => {
    server.use(
      http.post(`${BASE}/auth/email/code`, () =>
        HttpResponse.json({ data: { message: emailProofCopy.codeSent } }),
      ),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(emailProofCopy.codeSent),
    );
  });

  it('When the customer reads Yoruba, then the notice is in Yoruba with their address in it (issue 42)', async () => {
    render(
      <LanguageProvider translator={createTranslator('yo', yorubaMessages)}>
        <QueryClientProvider client={createQueryClient()}>
          <EmailProofCard email="chidi@example.ng" />
        </QueryClientProvider>
      </LanguageProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Fìdí àdírẹ́sì í-meèlì rẹ múlẹ̀' }),
    ).toBeTruthy();
    expect(screen.getByText(/^A fi kóòdù oní-nọ́ńbà 6 ránṣẹ́ sí chidi@example\.ng\./)).toBeTruthy();
    expect(screen.queryByText(emailProofCopy.noticeTitle)).toBeNull();
  });
});
