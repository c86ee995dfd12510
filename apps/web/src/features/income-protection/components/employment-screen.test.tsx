import { COOKIE_KEYS, LOCAL_STORAGE_KEYS, onboardingDataSchema } from '@alaafia/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, getStored } from '../../../lib/storage';
import { clearCookies, customerFixture, renderWithProviders } from '../../../test/render';
import {
  BASE,
  employedOnboarding,
  recordEvents,
  storeOnboarding,
  storeQuoteFor,
} from '../test/fixtures';
import { EmploymentScreen } from './employment-screen';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  clearCookies();
  localStorage.clear();
  storeOnboarding({ ...employedOnboarding, employer_name: null, salary: null });
});

const customer = customerFixture();
const salaryTooLow = 'The minimum monthly salary for income protection is ₦30,000.';

function renderScreen() {
  const handlers = { onContinue: vi.fn(), onCleared: vi.fn(), onFinished: vi.fn() };
  renderWithProviders(<EmploymentScreen customer={customer} {...handlers} />);
  return { user: userEvent.setup(), ...handlers };
}

function patchProfile(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.patch(`${BASE}/local/customers/7`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const refuseSalary = () =>
  HttpResponse.json({ message: salaryTooLow, errors: { salary: [salaryTooLow] } }, { status: 422 });

async function fill(user: ReturnType<typeof userEvent.setup>, company: string, salary: string) {
  if (company) await user.type(screen.getByLabelText('Company name'), company);
  if (salary) await user.type(screen.getByLabelText(/Monthly salary/), salary);
}

describe('Employment (10)', () => {
  it('When only one of company and salary is set, then Continue stays disabled; with both it is enabled', async () => {
    const { user } = renderScreen();
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    await fill(user, 'Dangote Cement', '');
    expect(button).toBeDisabled();
    await fill(user, '', '150000');
    expect(screen.getByLabelText(/Monthly salary/)).toHaveValue('150,000');
    expect(button).toBeEnabled();
  });

  it('When the salary is saved, then salary and employer are sent, employment-stage is posted and the flow goes on with both stored', async () => {
    const bodies = patchProfile(() => HttpResponse.json({ data: customer }));
    const events = recordEvents(server);
    storeQuoteFor(90_000);
    const { user, onContinue } = renderScreen();
    await fill(user, '  Dangote Cement ', '150000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ salary: 150_000, employer_name: 'Dangote Cement' }]);
    const stored = getCookie(COOKIE_KEYS.onboardingData, onboardingDataSchema);
    expect(stored).toMatchObject({ employer_name: 'Dangote Cement', salary: 150_000 });
    // Plans priced for another salary are forgotten.
    expect(getStored(LOCAL_STORAGE_KEYS.incomePlans)).toBeNull();
    await waitFor(() =>
      expect(events).toEqual([{ event: 'employment-stage', uid: '7', properties: { stage: 10 } }]),
    );
  });

  it("When a salary of 29,999 is refused, then the salary-rejection modal asks 'Can we keep your details?' and 'Yes!' keeps a lead, then thanks", async () => {
    patchProfile(refuseSalary);
    const leads: unknown[] = [];
    server.use(
      http.post(`${BASE}/local/customers/lead/create`, async ({ request }) => {
        leads.push(await request.json());
        return HttpResponse.json({ data: { id: 1 } }, { status: 201 });
      }),
    );
    const { user, onContinue, onFinished } = renderScreen();
    await fill(user, 'Corner Shop', '29999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const modal = await screen.findByRole('alertdialog', {
      name: "We're sorry you do not meet our salary requirements for income protection.",
    });
    expect(within(modal).getByText('Can we keep your details?')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Yes!' }));
    const thanks = await screen.findByRole('dialog', { name: "Thank you, we'll be in touch" });
    expect(leads).toEqual([
      {
        name: 'Chidi Eze',
        email: 'chidi@example.ng',
        phone: '08031234567',
        uid: '7',
        completion_failed_reason: 'Monthly salary below the ₦30,000 minimum for income protection',
        salary: 29_999,
      },
    ]);
    expect(onContinue).not.toHaveBeenCalled();
    await user.click(within(thanks).getByRole('button', { name: 'Close' }));
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it("When 'No, thanks' is pressed, then the lead is deleted, the saved onboarding data is cleared and the flow restarts", async () => {
    patchProfile(refuseSalary);
    let deleted = 0;
    server.use(
      http.delete(`${BASE}/local/customers/lead/delete/7`, () => {
        deleted += 1;
        return HttpResponse.json({ data: { deleted: 1 } });
      }),
    );
    storeQuoteFor(100_000);
    const { user, onCleared } = renderScreen();
    await fill(user, 'Corner Shop', '20000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(onCleared).toHaveBeenCalledTimes(1));
    expect(deleted).toBe(1);
    expect(getCookie(COOKIE_KEYS.onboardingData)).toBeNull();
    expect(getStored(LOCAL_STORAGE_KEYS.incomePlans)).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("When deleting the lead fails, then the modal closes and the 'Error!' alert shows the message", async () => {
    patchProfile(refuseSalary);
    server.use(
      http.delete(`${BASE}/local/customers/lead/delete/7`, () =>
        HttpResponse.json(
          { message: 'Too many attempts. Please wait a little and try again.' },
          { status: 429 },
        ),
      ),
    );
    const { user, onCleared } = renderScreen();
    await fill(user, 'Corner Shop', '20000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'No, thanks' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(alert).toHaveTextContent('Too many attempts. Please wait a little and try again.');
    expect(screen.queryByText('Can we keep your details?')).toBeNull();
    expect(onCleared).not.toHaveBeenCalled();
    expect(getCookie(COOKIE_KEYS.onboardingData)).not.toBeNull();
  });

  it("When a salary of 30,000 or more is refused, then no rejection modal shows but 'Error!' with errors.salary[0]", async () => {
    patchProfile(() =>
      HttpResponse.json(
        {
          message: 'Please check the highlighted fields.',
          errors: { salary: ['Please enter your monthly salary in naira'] },
        },
        { status: 422 },
      ),
    );
    const { user, onContinue } = renderScreen();
    await fill(user, 'Dangote Cement', '45000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(alert).toHaveTextContent('Please enter your monthly salary in naira');
    expect(screen.queryByText('Can we keep your details?')).toBeNull();
    // Onboarding: only 'Ok' closes it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Error!' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('When the customer saved an employer before, then it is offered as a suggestion and the stored values are filled in', () => {
    storeOnboarding({ ...employedOnboarding, employer_name: 'Dangote Cement', salary: 100_000 });
    renderWithProviders(
      <EmploymentScreen
        customer={customerFixture({ employer_name: 'Access Bank' })}
        onContinue={vi.fn()}
        onCleared={vi.fn()}
        onFinished={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Company name')).toHaveValue('Dangote Cement');
    expect(screen.getByLabelText(/Monthly salary/)).toHaveValue('100,000');
    const options = [...document.querySelectorAll('#income-company-suggestions option')].map(
      (o) => (o as HTMLOptionElement).value,
    );
    expect(options).toEqual(['Dangote Cement', 'Access Bank']);
  });
});
