import { authCopy } from '@alaafia/domain';
import { createTranslator, type Language } from '@alaafia/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import hausaMessages from 'virtual:alaafia-messages/ha/all';
import yorubaMessages from 'virtual:alaafia-messages/yo/all';
import { LanguageProvider } from '#lib/i18n.js';
import { createQueryClient } from '#lib/query-client.js';
import { server } from '#test/msw.js';
import { SignupPage } from './signup-page';

// A form's field errors in the customer's language (issue 42; docs/architecture.md, 'Languages'):
// the domain's zod messages are English (the spec's words), and the field shows the catalogue's
// words for them in the page's language.
const MESSAGES = { yo: yorubaMessages, ha: hausaMessages } as const;

function open(language?: keyof typeof MESSAGES) {
  const page = (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/auth/signup']}>
        <SignupPage />
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(
    language ? (
      <LanguageProvider translator={createTranslator(language as Language, MESSAGES[language])}>
        {page}
      </LanguageProvider>
    ) : (
      page
    ),
  );
  return userEvent.setup();
}

describe('sign-up: the field errors in the page language', () => {
  it('When a visitor reading Yoruba sends the form empty with a wrong e-mail, then every field error is in Yoruba', async () => {
    const user = open('yo');
    await user.type(screen.getByLabelText('Í-meèlì'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Ṣí àkáǹtì' }));
    expect(await screen.findByText('Jọ̀wọ́ tẹ orúkọ àkọ́kọ́ rẹ')).toBeInTheDocument();
    expect(screen.getByText('Jọ̀wọ́ tẹ í-meèlì tó tọ̀nà')).toBeInTheDocument();
    expect(screen.getByText('Ọ̀rọ̀ aṣínà gbọ́dọ̀ ní ó kéré tán àmì 8')).toBeInTheDocument();
    expect(screen.queryByText(authCopy.firstNameRequired)).not.toBeInTheDocument();
  });

  it('When a visitor reading Hausa leaves the first name empty, then its error is in Hausa', async () => {
    const user = open('ha');
    await user.click(screen.getByRole('button', { name: 'Buɗe asusu' }));
    const hausa = createTranslator('ha', hausaMessages);
    expect(await screen.findByText(hausa.error(authCopy.firstNameRequired))).toBeInTheDocument();
    expect(hausa.error(authCopy.firstNameRequired)).not.toBe(authCopy.firstNameRequired);
  });

  it('When the page is in English, then the errors are the spec’s English words', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(authCopy.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(authCopy.lastNameRequired)).toBeInTheDocument();
  });

  it('When the API refuses the e-mail in Yoruba, then its own words are shown as they came', async () => {
    server.use(
      http.post('http://localhost:3000/api/auth/signup', () =>
        HttpResponse.json(
          { message: 'Àṣìṣe', errors: { email: ['Àkáǹtì ti wà fún í-meèlì yìí.'] } },
          { status: 422 },
        ),
      ),
    );
    const user = open('yo');
    await user.type(screen.getByLabelText('Orúkọ àkọ́kọ́'), 'Adé');
    await user.type(screen.getByLabelText('Orúkọ ìdílé'), 'Ọlá');
    await user.type(screen.getByLabelText('Í-meèlì'), 'ade@example.ng');
    await user.type(screen.getByLabelText('Nọ́ńbà fóònù'), '08031234567');
    await user.type(screen.getByLabelText('Ọ̀rọ̀ aṣínà'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Ṣí àkáǹtì' }));
    expect(await screen.findByText('Àkáǹtì ti wà fún í-meèlì yìí.')).toBeInTheDocument();
  });
});
