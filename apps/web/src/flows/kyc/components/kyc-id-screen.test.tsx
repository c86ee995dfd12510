import { COOKIE_KEYS, idTypeOptionsFor } from '@alaafia/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '#lib/storage.js';
import { clearCookies, renderWithProviders } from '#test/render.js';
import { KycIdScreen, type KycIdScreenProps } from './kyc-id-screen';
import { BASE, server } from '#test/msw.js';

beforeEach(() => clearCookies());

function renderScreen(props: Partial<KycIdScreenProps> = {}) {
  const onVerified = vi.fn();
  const onNameMismatch = vi.fn();
  renderWithProviders(
    <KycIdScreen
      customerId={7}
      product="HI"
      idTypes={idTypeOptionsFor('income')}
      onVerified={onVerified}
      onNameMismatch={onNameMismatch}
      {...props}
    />,
  );
  return { onVerified, onNameMismatch, user: userEvent.setup() };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('KycIdScreen (60)', () => {
  it("When the screen opens, then it asks 'First, let's get your identity check done' with no Sign In link: the customer is signed in (issue 30)", () => {
    renderScreen();
    expect(
      screen.getByRole('heading', { name: "First, let's get your identity check done" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /sign in/i })).not.toBeInTheDocument();
  });

  it('When the flow is the health wizard, then the ID types are BVN, Voter’s Card and Driver’s License only', () => {
    renderScreen({ idTypes: idTypeOptionsFor('health') });
    const options = screen
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).text);
    expect(options).toEqual(['BVN', "Voter's Card", "Driver's License"]);
  });

  it('When the flow is the HealthCash wizard, then Bank Account Number is offered too', () => {
    renderScreen({ idTypes: idTypeOptionsFor('health-cash') });
    expect(screen.getByRole('option', { name: 'Bank Account Number' })).toBeInTheDocument();
  });

  it('When no ID value is entered, then Continue is disabled; typing one enables it', async () => {
    const { user } = renderScreen();
    expect(continueButton()).toBeDisabled();
    await user.type(screen.getByLabelText('BVN'), '2');
    expect(continueButton()).toBeEnabled();
  });

  it("When the BVN is not 11 digits, then 'Please enter a valid BVN: 11 digits.' shows and nothing is sent", async () => {
    const { user, onVerified } = renderScreen();
    await user.type(screen.getByLabelText('BVN'), '2234567890');
    await user.click(continueButton());
    expect(await screen.findByText('Please enter a valid BVN: 11 digits.')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('When a valid BVN is sent, then Continue waits while loading and the code step is reported', async () => {
    let body: unknown;
    // The answer waits until the test has seen the waiting state (no race with a fixed delay).
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${BASE}/local/customers/profiles/bvn-with-id/7`, async ({ request }) => {
        body = await request.json();
        await answered;
        return HttpResponse.json({ data: { status: 'otp_sent', phone_hint: '*******4567' } });
      }),
    );
    const { user, onVerified } = renderScreen();
    await user.type(screen.getByLabelText('BVN'), ' 22345678901 ');
    await user.click(continueButton());
    await waitFor(() => expect(continueButton()).toBeDisabled());
    expect(continueButton()).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('bvn', 'first'));
    expect(body).toEqual({ bvn: '22345678901' });
    expect(getCookie(COOKIE_KEYS.validationResult)).toEqual({ id_type: 'bvn' });
  });

  it("When the server refuses the BVN, then its errors.bvn list shows on the field joined by '. '", async () => {
    server.use(
      http.post(`${BASE}/local/customers/profiles/bvn-with-id/7`, () =>
        HttpResponse.json(
          {
            message: 'We could not find this BVN.',
            errors: { bvn: ['We could not find this BVN', 'Check the number and try again'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderScreen();
    await user.type(screen.getByLabelText('BVN'), '22345670000');
    await user.click(continueButton());
    expect(
      await screen.findByText('We could not find this BVN. Check the number and try again'),
    ).toBeInTheDocument();
  });

  it('When the NIN check fails with errors under bvn only, then the NIN field reads the bvn key', async () => {
    server.use(
      http.post(`${BASE}/local/customers/profiles/nin-with-id/7`, () =>
        HttpResponse.json(
          { message: 'Failed', errors: { bvn: ['This NIN is not registered'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderScreen();
    await user.selectOptions(screen.getByLabelText('ID type'), 'nin');
    await user.type(screen.getByLabelText('NIN'), '12345670000');
    await user.click(continueButton());
    expect(await screen.findByText('This NIN is not registered')).toBeInTheDocument();
  });

  it('When the ID type changes, then the value typed for the other type is cleared', async () => {
    const { user } = renderScreen();
    await user.type(screen.getByLabelText('BVN'), '22345678901');
    await user.selectOptions(screen.getByLabelText('ID type'), 'vin');
    expect(screen.getByLabelText("Voter's Card number")).toHaveValue('');
    expect(continueButton()).toBeDisabled();
  });

  it("When a Voter's Card is validated, then the date of birth is asked and its second submit saves it", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${BASE}/local/customers/profiles/vin-with-id/7`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          data: { first_name: 'Chidi', last_name: 'Eze', id_type: 'vin' },
        });
      }),
      http.patch(`${BASE}/local/customers/7`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { id: 7 } });
      }),
    );
    const { user, onVerified } = renderScreen();
    await user.selectOptions(screen.getByLabelText('ID type'), 'vin');
    expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Voter's Card number"), '90f5 b1234');
    await user.click(continueButton());
    const dob = await screen.findByLabelText('Date of birth');
    expect(onVerified).toHaveBeenCalledWith('vin', 'first');
    expect(getCookie(COOKIE_KEYS.validationResult)).toEqual({
      first_name: 'Chidi',
      last_name: 'Eze',
      id_type: 'vin',
    });

    await user.click(continueButton());
    expect(await screen.findByText('Please select date of birth')).toBeInTheDocument();

    fireEvent.change(dob, { target: { value: '1990-04-12' } });
    await user.click(continueButton());
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('vin', 'second'));
    expect(sent).toEqual([{ vin: '90F5B1234' }, { dob: '1990-04-12' }]);
  });

  it("When the Voter's Card is registered to another name, then the mismatch is reported with that name", async () => {
    server.use(
      http.post(`${BASE}/local/customers/profiles/vin-with-id/7`, () =>
        HttpResponse.json(
          {
            message: 'Unable to validate VIN because name does not match.',
            errors: { VIN: ['Unable to validate VIN because name does not match.'] },
            data: { first_name: 'Adaeze', last_name: 'Okafor' },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, onNameMismatch, onVerified } = renderScreen();
    await user.selectOptions(screen.getByLabelText('ID type'), 'vin');
    await user.type(screen.getByLabelText("Voter's Card number"), 'VIN0001');
    await user.click(continueButton());
    await waitFor(() =>
      expect(onNameMismatch).toHaveBeenCalledWith({
        idType: 'vin',
        message: 'Unable to validate VIN because name does not match.',
        registered: { first_name: 'Adaeze', last_name: 'Okafor' },
      }),
    );
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('When the ID is a bank account, then the bank comes before the number, the name the bank gives is shown to confirm, and the gender comes before the date of birth', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${BASE}/local/banks`, ({ request }) => {
        const url = new URL(request.url);
        expect(url.searchParams.get('perPage')).toBe('50');
        expect(url.searchParams.get('currency')).toBe('NGN');
        return HttpResponse.json({
          data: [
            { id: 1, name: 'Access Bank', code: '044' },
            { id: 2, name: 'Zenith Bank', code: '057' },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 50, total: 2 },
        });
      }),
      http.post(`${BASE}/local/healthcash-account-number/verify/7`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          data: {
            first_name: 'Chidi',
            last_name: 'Eze',
            account_name: 'CHIDI EZE',
            bank_name: 'Zenith Bank',
          },
        });
      }),
      http.patch(`${BASE}/local/customers/7`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { id: 7 } });
      }),
    );
    const { user, onVerified } = renderScreen({
      product: 'HTCI',
      idTypes: idTypeOptionsFor('health-cash'),
    });
    await user.selectOptions(screen.getByLabelText('ID type'), 'account_number');
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Bank'), 'Zenith Bank');
    await user.type(screen.getByLabelText('Account number'), '0123456789');
    await user.click(continueButton());

    const gender = await screen.findByLabelText('Gender');
    // The account's name as the bank gave it, for the customer to confirm (issue 38).
    const holder = screen.getByRole('status');
    expect(
      within(holder).getByText('Zenith Bank says this account is in the name of CHIDI EZE.'),
    ).toBeVisible();
    expect(
      within(holder).getByText(
        'If this is your account, choose your gender and date of birth to finish. If it is not, change the account number.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument();
    await user.selectOptions(gender, 'Female');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1992-01-30' } });
    await user.click(continueButton());

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('account_number', 'second'));
    expect(sent).toEqual([
      { account_number: '0123456789', bank_code: '057' },
      { dob: '1992-01-30', gender: 'female' },
    ]);
  });

  it("When a driver's licence has images, then a wrong type is refused and the images go after the check", async () => {
    const uploads: { id_number: unknown; type: unknown; name: string }[] = [];
    server.use(
      http.post(
        `${BASE}/local/customers/profiles/driver-license-with-id/7`,
        async ({ request }) => {
          expect(await request.json()).toEqual({ driver_license_number: 'ABC12345DE67' });
          return HttpResponse.json({ data: { first_name: 'Chidi', last_name: 'Eze' } });
        },
      ),
      http.post(`${BASE}/local/customers/profiles/biometrics-with-id/7`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        uploads.push({ id_number: form.get('id_number'), type: form.get('type'), name: file.name });
        return HttpResponse.json({ data: { status: 'received' } });
      }),
    );
    const { user, onVerified } = renderScreen();
    await user.selectOptions(screen.getByLabelText('ID type'), 'dvl');
    await user.type(screen.getByLabelText("Driver's License number"), 'abc-12345-de67');

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const png = new File(['png'], 'front.png', { type: 'image/png' });
    const gif = new File(['gif'], 'back.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [png, gif] } });
    expect(screen.getByText('Only PNG, JPG and JPEG images can be added.')).toBeInTheDocument();
    expect(screen.getByText('front.png')).toBeInTheDocument();
    expect(screen.queryByText('back.gif')).not.toBeInTheDocument();
    expect(screen.getByText('Ready to upload')).toBeInTheDocument();

    const jpg = new File(['jpg'], 'side.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [jpg] } });
    await user.click(screen.getByRole('button', { name: 'Remove side.jpg' }));
    expect(screen.queryByText('side.jpg')).not.toBeInTheDocument();

    await user.click(continueButton());
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('dvl', 'first'));
    expect(uploads).toEqual([{ id_number: 'ABC12345DE67', type: 'frsc', name: 'front.png' }]);
  });

  it('When a licence image fails to upload, then it is marked failed and the screen waits', async () => {
    server.use(
      http.post(`${BASE}/local/customers/profiles/driver-license-with-id/7`, () =>
        HttpResponse.json({ data: {} }),
      ),
      http.post(`${BASE}/local/customers/profiles/biometrics-with-id/7`, () =>
        HttpResponse.json(
          {
            message: 'This type of file is not supported.',
            errors: { file: ['Please upload a PNG or JPG image'] },
          },
          { status: 415 },
        ),
      ),
    );
    const { user, onVerified } = renderScreen();
    await user.selectOptions(screen.getByLabelText('ID type'), 'dvl');
    await user.type(screen.getByLabelText("Driver's License number"), 'ABC123');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'front.png', { type: 'image/png' })] },
    });
    await user.click(continueButton());
    expect(await screen.findByText('Please upload a PNG or JPG image')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });
});
