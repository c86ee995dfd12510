import { PROGRESS_COOKIE_KEYS } from '@alaafia/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from '#lib/storage.js';
import { clearCookies, customerFixture, renderWithProviders } from '#test/render.js';
import { BASE, recordEvents } from '../test/fixtures';
import { EmploymentInformationScreen } from './employment-information-screen';
import { server } from '#test/msw.js';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

const FILE_URL = '/api/local/uploads/Zx9k2mQp4rT7vW1yA3bC5dE';
const customer = customerFixture();

function renderScreen() {
  const onSaved = vi.fn();
  const events = recordEvents(server);
  const { queryClient } = renderWithProviders(
    <EmploymentInformationScreen
      customer={customer}
      employmentLetterUrl={FILE_URL}
      onSaved={onSaved}
    />,
  );
  return { user: userEvent.setup(), onSaved, events, queryClient };
}

function saveAnswers(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.patch(`${BASE}/local/customers/profiles/bvn/employment`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const counter = (name: string) => screen.getByRole('group', { name });

describe('Employment information (94)', () => {
  it("When it is viewed, then the stored progress resets to 0 and 'ViewContent' is posted", async () => {
    setCookie(PROGRESS_COOKIE_KEYS.income, 94);
    const { events } = renderScreen();
    expect(
      screen.getByRole('heading', { name: 'Please provide some employment information' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This validates your legal relationship with your employer.'),
    ).toBeInTheDocument();
    expect(getCookie(PROGRESS_COOKIE_KEYS.income)).toBe(0);
    await waitFor(() =>
      expect(events).toEqual([{ event: 'ViewContent', uid: '7', properties: { stage: 94 } }]),
    );
  });

  it('When a minus is pressed at 0 or 1, then the counter stays; plus adds one', async () => {
    const { user } = renderScreen();
    const months = counter('Months in your current employment');
    const value = () => within(months).getByRole<HTMLInputElement>('spinbutton').value;
    await user.click(within(months).getByRole('button', { name: 'One month fewer' }));
    expect(value()).toBe('0');
    await user.click(within(months).getByRole('button', { name: 'One month more' }));
    await user.click(within(months).getByRole('button', { name: 'One month fewer' }));
    expect(value()).toBe('1');
    await user.click(within(months).getByRole('button', { name: 'One month more' }));
    await user.click(within(months).getByRole('button', { name: 'One month more' }));
    await user.click(within(months).getByRole('button', { name: 'One month fewer' }));
    expect(value()).toBe('2');
  });

  it('When the form is sent untouched, then the defaults go with the letter: permanent staff, no disability, confirmed staff, no position', async () => {
    const bodies = saveAnswers(() => HttpResponse.json({ data: customer }));
    const { user, onSaved } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      {
        employment_letter_url: FILE_URL,
        bank_statement_url: 'not-provided',
        number_of_jobs_in_five_years: 0,
        number_of_months_in_current_position: 0,
        contract_or_permanent_staff: true,
        have_disability: false,
        is_confirmed_staff: true,
        mono_account_statement_url: 'not-provided',
        cust_id: 7,
        user_id: 7,
        engage_uid: 7,
      },
    ]);
  });

  it('When a contract Manager with a disability fills it in, then contract_or_permanent_staff is false and the counters are sent', async () => {
    const bodies = saveAnswers(() =>
      HttpResponse.json({ data: { ...customer, have_completed_income_protection_profile: true } }),
    );
    const { user, onSaved, queryClient } = renderScreen();
    await user.selectOptions(screen.getByLabelText('Work position'), 'Manager');
    const jobs = counter('Jobs in the last 5 years');
    await user.click(within(jobs).getByRole('button', { name: 'One job more' }));
    await user.click(within(jobs).getByRole('button', { name: 'One job more' }));
    const months = counter('Months in your current employment');
    for (let i = 0; i < 3; i += 1)
      await user.click(within(months).getByRole('button', { name: 'One month more' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Type of employment' })).getByRole('radio', {
        name: 'Contract',
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Do you have a disability?' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies[0]).toMatchObject({
      work_position: 'Manager',
      number_of_jobs_in_five_years: 2,
      number_of_months_in_current_position: 3,
      contract_or_permanent_staff: false,
      have_disability: true,
    });
    expect(queryClient.getQueryData(['auth', 'me'])).toMatchObject({
      have_completed_income_protection_profile: true,
    });
  });

  it('When two years are typed into the months box, then 24 months are sent, and minus still stops at 1', async () => {
    const bodies = saveAnswers(() => HttpResponse.json({ data: customer }));
    const { user, onSaved } = renderScreen();
    const months = counter('Months in your current employment');
    const box = within(months).getByRole('spinbutton', {
      name: 'Months in your current employment',
    });
    await user.clear(box);
    await user.type(box, '24');
    expect(box).toHaveValue('24');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies[0]).toMatchObject({ number_of_months_in_current_position: 24 });

    await user.clear(box);
    await user.type(box, '1');
    await user.click(within(months).getByRole('button', { name: 'One month fewer' }));
    expect(box).toHaveValue('1');
  });

  it("When the save fails, then 'Error!' shows the first error and can be dismissed with Escape", async () => {
    saveAnswers(() =>
      HttpResponse.json(
        {
          message: 'Please check the highlighted fields.',
          errors: {
            employment_letter_url: [
              'We could not find your employment letter. Please upload it again.',
            ],
          },
        },
        { status: 422 },
      ),
    );
    const { user, onSaved } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error!' })).toHaveTextContent(
      'We could not find your employment letter. Please upload it again.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onSaved).not.toHaveBeenCalled();
  });
});
