import { createTranslator } from '@alaafia/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import yorubaMessages from 'virtual:alaafia-messages/yo/all';
import { LanguageProvider } from '#lib/i18n.js';
import { createQueryClient } from '#lib/query-client.js';
import { customerFixture } from '#test/render.js';
import { BASE, server } from '#test/msw.js';
import { LanguageSection } from './language-section';

function open(options: { yoruba?: boolean } = {}) {
  const reload = vi.fn();
  const section = <LanguageSection customer={customerFixture({ id: 7 })} reload={reload} />;
  render(
    <QueryClientProvider client={createQueryClient()}>
      {options.yoruba ? (
        <LanguageProvider translator={createTranslator('yo', yorubaMessages)}>
          {section}
        </LanguageProvider>
      ) : (
        section
      )}
    </QueryClientProvider>,
  );
  return { reload, user: userEvent.setup() };
}

describe("settings: the customer's language (issue 42)", () => {
  it('When Yorùbá is chosen, then PATCH sends language yo and the page is loaded again in it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${BASE}/local/customers/7`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: customerFixture({ id: 7 }) });
      }),
    );
    const { reload, user } = open();
    const chooser = screen.getByRole('combobox', { name: 'Language' });
    expect(chooser).toHaveValue('en');
    await user.selectOptions(chooser, 'Yorùbá');
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ language: 'yo' }]);
  });

  it('When the page is in Yoruba, then Yorùbá is the chosen language and choosing it again sends nothing', async () => {
    const { reload, user } = open({ yoruba: true });
    const chooser = screen.getByRole('combobox');
    expect(chooser).toHaveValue('yo');
    await user.selectOptions(chooser, 'Yorùbá');
    expect(reload).not.toHaveBeenCalled();
  });

  it('When saving fails, then the API says why under the chooser and the page stays', async () => {
    server.use(
      http.patch(`${BASE}/local/customers/7`, () =>
        HttpResponse.json(
          {
            message: 'Please check the highlighted fields.',
            errors: { language: ['Choose one of our languages.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { reload, user } = open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Hausa');
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
