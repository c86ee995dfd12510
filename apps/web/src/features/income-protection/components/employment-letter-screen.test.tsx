import { COOKIE_KEYS, onboardingDataSchema } from '@alaafia/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '#lib/storage.js';
import { clearCookies, renderWithProviders } from '#test/render.js';
import { BASE } from '../test/fixtures';
import { EmploymentLetterScreen, type LetterUpload } from './employment-letter-screen';
import { server } from '#test/msw.js';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

const FILE_URL = '/api/local/uploads/Zx9k2mQp4rT7vW1yA3bC5dE';

function renderScreen() {
  const onValidated = vi.fn();
  function Host() {
    const [letter, setLetter] = useState<LetterUpload | null>(null);
    return (
      <EmploymentLetterScreen
        letter={letter}
        onLetterChange={setLetter}
        onValidated={onValidated}
      />
    );
  }
  renderWithProviders(<Host />);
  return { user: userEvent.setup({ applyAccept: false }), onValidated };
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const validate = () => screen.getByRole('button', { name: 'Validate' });

describe('Employment letter (92)', () => {
  it("When it opens, then it shows the spec's help text and 'Validate' is disabled", () => {
    renderScreen();
    expect(
      screen.getByText(
        'Upload your employment letter, payslips and any other documents. Files supported: Docs, Pdfs, JPG, PNGs.',
      ),
    ).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    expect(validate()).toBeDisabled();
  });

  it("When a letter uploads, then it is sent as type 'employment_letter', shows as uploaded, its file_url is kept and 'Validate' moves on", async () => {
    const received: { type: FormDataEntryValue | null; name: string | undefined }[] = [];
    server.use(
      http.post(`${BASE}/local/upload/s3`, async ({ request }) => {
        const form = await request.formData();
        received.push({ type: form.get('type'), name: (form.get('file') as File | null)?.name });
        return HttpResponse.json({
          data: {
            file_url: FILE_URL,
            type: 'employment_letter',
            content_type: 'application/pdf',
            size: 9,
            original_name: 'letter.pdf',
          },
        });
      }),
    );
    const { user, onValidated } = renderScreen();
    await user.upload(
      fileInput(),
      new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(received).toEqual([{ type: 'employment_letter', name: 'letter.pdf' }]);
    expect(getCookie(COOKIE_KEYS.onboardingData, onboardingDataSchema)).toMatchObject({
      employment_letter_url: FILE_URL,
    });
    expect(validate()).toBeEnabled();
    await user.click(validate());
    expect(onValidated).toHaveBeenCalledTimes(1);
  });

  it("When the server refuses the file (an executable renamed .pdf), then it is marked failed with 'Error!' and 'Validate' stays disabled", async () => {
    const message = 'This type of file is not supported. Files supported: Docs, Pdfs, JPG, PNGs.';
    server.use(
      http.post(`${BASE}/local/upload/s3`, () =>
        HttpResponse.json({ message, errors: { file: [message] } }, { status: 415 }),
      ),
    );
    const { user } = renderScreen();
    await user.upload(
      fileInput(),
      new File(['MZ\x90\x00'], 'letter.pdf', { type: 'application/pdf' }),
    );
    const alert = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole('button', { name: 'Ok' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(validate()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove letter.pdf' }));
    expect(screen.queryByText('letter.pdf')).toBeNull();
  });

  it('When the file is over 10 MB, then it is refused before anything is sent', async () => {
    const { user } = renderScreen();
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(fileInput(), big);
    const alert = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(alert).toHaveTextContent('This file is too large. Files can be at most 10 MB.');
    await user.click(within(alert).getByRole('button', { name: 'Ok' }));
    expect(validate()).toBeDisabled();
  });

  it('When a completed letter is removed, then Validate is disabled again', async () => {
    server.use(
      http.post(`${BASE}/local/upload/s3`, () =>
        HttpResponse.json({
          data: {
            file_url: FILE_URL,
            type: 'employment_letter',
            content_type: 'image/png',
            size: 4,
            original_name: 'a.png',
          },
        }),
      ),
    );
    const { user } = renderScreen();
    await user.upload(fileInput(), new File(['\x89PNG'], 'letter.png', { type: 'image/png' }));
    await waitFor(() => expect(validate()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Remove letter.png' }));
    expect(validate()).toBeDisabled();
  });
});
