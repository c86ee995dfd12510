import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NEXT_OF_KIN_CLAIM_STEPS, nextOfKinClaimWizard, screenAt } from '@alaafia/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { NextOfKinClaimPage } from './next-of-kin-claim-page';
import { BASE, server } from '#test/msw.js';

const FILE_URL = '/api/local/uploads/Zx9k2mQp4rT7vW1yA3bC5dE';
const TOKEN = 'claimant-token-abc';
const NOT_HERS =
  'This bank account is not in your name. The benefit is paid only to the next of kin named on the policy.';

const error = (status: number, field: string, message: string) =>
  HttpResponse.json({ message, errors: { [field]: [message] } }, { status });

/** The public routes, each call recorded with its claimant token; `file` answers the claim. */
function api(file: (attempt: number) => Response) {
  const calls = {
    code: [] as unknown[],
    verify: [] as unknown[],
    uploads: [] as { token: string | null; type: FormDataEntryValue | null }[],
    claims: [] as { token: string | null; body: unknown }[],
  };
  server.use(
    http.get(`${BASE}/local/banks`, () =>
      HttpResponse.json({
        data: [
          { id: 1, name: 'Access Bank', code: '044' },
          { id: 2, name: 'Guaranty Trust Bank', code: '058' },
        ],
        meta: { current_page: 1, last_page: 1, per_page: 50, total: 2 },
      }),
    ),
    http.post(`${BASE}/local/claims/next-of-kin/code`, async ({ request }) => {
      calls.code.push(await request.json());
      return HttpResponse.json({
        data: {
          message: 'If these details match the policy, we have sent a code by SMS to that phone.',
        },
      });
    }),
    http.post(`${BASE}/local/claims/next-of-kin/verify`, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      calls.verify.push(body);
      if (body.code !== '4321') return error(422, 'code', 'Invalid OTP');
      return HttpResponse.json({ data: { token: TOKEN, expires_at: '2026-11-25T18:00:00.000Z' } });
    }),
    http.post(`${BASE}/local/claims/next-of-kin/upload`, async ({ request }) => {
      const form = await request.formData();
      calls.uploads.push({
        token: request.headers.get('x-claimant-token'),
        type: form.get('type'),
      });
      return HttpResponse.json({ data: { file_url: FILE_URL } });
    }),
    http.post(`${BASE}/local/claims/next-of-kin`, async ({ request }) => {
      calls.claims.push({
        token: request.headers.get('x-claimant-token'),
        body: await request.json(),
      });
      return file(calls.claims.length);
    }),
  );
  return calls;
}

const button = (name: string) => screen.getByRole('button', { name });
const certificate = () =>
  new File(['%PDF-1.7 certificate'], 'death-certificate.pdf', { type: 'application/pdf' });

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await screen.findByRole('group', { name: 'Code from the SMS' });
  const boxes = screen.getAllByRole('textbox', { name: /^Digit/ });
  await user.click(boxes[0]!);
  await user.keyboard(code);
}

describe("The next of kin's death claim page", () => {
  it('When the next of kin goes through every step, then each 4xx shows under its field and the claim is filed with the token', async () => {
    const calls = api((attempt) =>
      attempt === 1
        ? error(422, 'account_number', NOT_HERS)
        : HttpResponse.json(
            { data: { claim_number: 'CLM-20261125-A1B2C3', status: 'submitted' } },
            { status: 201 },
          ),
    );
    renderWithProviders(<NextOfKinClaimPage />);
    const user = userEvent.setup({ applyAccept: false });

    // Step 1: the details, checked before anything is sent.
    expect(screen.getByRole('heading', { name: 'About the policy' })).toBeInTheDocument();
    await user.click(button('Send me a code'));
    expect(screen.getByText('Please enter the policy number')).toBeInTheDocument();
    expect(calls.code).toEqual([]);
    await user.type(screen.getByLabelText(/Policy number/), 'ALF-HTCI-2026-000042');
    await user.type(screen.getByLabelText(/Your phone number/), '0803 555 1212');
    await user.click(button('Send me a code'));

    // Step 2: a wrong code, said kindly under the boxes; a new code; the right one.
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
    expect(calls.code).toEqual([{ policy_number: 'ALF-HTCI-2026-000042', phone: '08035551212' }]);
    await typeCode(user, '1111');
    await user.click(button('Continue'));
    expect(
      await screen.findByText('That code did not work. Please check the SMS, or send a new code.'),
    ).toBeInTheDocument();
    await user.click(button('Send a new code'));
    expect(await screen.findByText(/We have sent a new code/)).toBeInTheDocument();
    expect(calls.code).toHaveLength(2);
    await typeCode(user, '4321');
    await user.click(button('Continue'));

    // Step 3: the certificate, through the claimant's own upload route.
    expect(
      await screen.findByRole('heading', { name: 'The death certificate' }),
    ).toBeInTheDocument();
    await user.upload(screen.getByTestId('claim-camera-input'), certificate());
    await screen.findByText('Uploaded');
    expect(calls.uploads).toEqual([{ token: TOKEN, type: 'claim_document' }]);
    await user.click(button('Continue'));

    // Step 4 and 5: the date, the bank.
    await user.type(await screen.findByLabelText(/Date of the accident/), '2026-11-20');
    await user.click(button('Continue'));
    await user.selectOptions(await screen.findByLabelText('Bank'), '058');
    await user.type(screen.getByLabelText('Account number'), '0123456789');
    await user.click(button('Continue'));

    // Step 6: the review; the account's 422 goes back to the bank, under the account number.
    expect(await screen.findByRole('heading', { name: 'Check the claim' })).toBeInTheDocument();
    expect(screen.getByText('20 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Guaranty Trust Bank, 0123456789')).toBeInTheDocument();
    await user.click(button('Send the claim'));
    expect(await screen.findByText(NOT_HERS)).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(
      expect.stringContaining(NOT_HERS),
    );
    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), '0987654321');
    await user.click(button('Continue'));
    await user.click(await screen.findByRole('button', { name: 'Send the claim' }));

    // Done: the claim number and what happens next.
    expect(
      await screen.findByRole('heading', { name: 'We have received your claim' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/CLM-20261125-A1B2C3/)).toBeInTheDocument();
    expect(screen.getByText(/within 10 working days/)).toBeInTheDocument();
    expect(screen.getByText(/within 72 hours/)).toBeInTheDocument();
    expect(calls.claims.at(-1)).toEqual({
      token: TOKEN,
      body: {
        date_of_event: '2026-11-20',
        documents: [FILE_URL],
        bank_code: '058',
        account_number: '0987654321',
      },
    });
  });

  it('When the claimant token has expired, then the page goes back to the start and says why', async () => {
    api(() => error(401, 'token', 'Your verification has expired. Please ask for a new code.'));
    server.use(
      http.post(`${BASE}/local/claims/next-of-kin/upload`, () =>
        error(401, 'token', 'Your verification has expired. Please ask for a new code.'),
      ),
    );
    renderWithProviders(<NextOfKinClaimPage />);
    const user = userEvent.setup({ applyAccept: false });
    await user.type(screen.getByLabelText(/Policy number/), 'ALF-HTCI-2026-000042');
    await user.type(screen.getByLabelText(/Your phone number/), '08035551212');
    await user.click(button('Send me a code'));
    await typeCode(user, '4321');
    await user.click(button('Continue'));
    await user.upload(await screen.findByTestId('claim-camera-input'), certificate());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'About the policy' })).toBeInTheDocument(),
    );
    expect(
      screen.getByText('Your verification has expired. Please ask for a new code.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Policy number/)).toHaveValue('ALF-HTCI-2026-000042');
  });

  it("When the page opens, then the wizard engine draws the domain table's first screen as step 1 of the table's steps, with no Back", async () => {
    renderWithProviders(<NextOfKinClaimPage />);
    expect(screenAt(nextOfKinClaimWizard, 0)?.screen).toBe('details');
    expect(await screen.findByText(`Step 1 of ${NEXT_OF_KIN_CLAIM_STEPS}`)).toBeInTheDocument();
    expect(NEXT_OF_KIN_CLAIM_STEPS).toBe(nextOfKinClaimWizard.stages.length - 1);
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});
