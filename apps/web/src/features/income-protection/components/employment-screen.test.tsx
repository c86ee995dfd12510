import { COOKIE_KEYS, LOCAL_STORAGE_KEYS, onboardingDataSchema } from '@alaafia/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, getStored } from '#lib/storage.js';
import { clearCookies, customerFixture, renderWithProviders } from '#test/render.js';
import {
  BASE,
  employedOnboarding,
  recordEvents,
  storeOnboarding,
  storeQuoteFor,
} from '../test/fixtures';
import { EmploymentScreen } from './employment-screen';
import { server } from '#test/msw.js';

/** The employer directory: what matches what was typed (the API's own matching is tested there). */
const directory = [
  { id: 11, name: 'Access Bank Plc', industry_id: 3 },
  { id: 12, name: 'Access Holdings Plc', industry_id: 3 },
  { id: 40, name: 'Dangote Cement Plc', industry_id: 15 },
];
const companyQueries: string[] = [];
beforeEach(() => {
  server.use(
    http.get(`${BASE}/local/companies`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      companyQueries.push(q);
      return HttpResponse.json({
        data: directory.filter((c) => c.name.toLowerCase().includes(q.toLowerCase())),
      });
    }),
    http.get(`${BASE}/local/industries`, () =>
      HttpResponse.json({
        data: [
          { id: 3, name: 'Banking & Finance' },
          { id: 15, name: 'Manufacturing' },
        ],
      }),
    ),
  );
});
beforeEach(() => {
  companyQueries.length = 0;
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
    expect(bodies).toEqual([
      { salary: 150_000, employer_name: 'Dangote Cement', company_id: null },
    ]);
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
    // Issue 38: the box states the minimum before asking.
    expect(modal).toHaveAccessibleDescription(
      'Income protection needs a monthly salary of at least ₦30,000. Can we keep your details?',
    );
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

  it('When the customer saved an employer before, then the stored values are filled in', () => {
    storeOnboarding({ ...employedOnboarding, employer_name: 'Dangote Cement', salary: 100_000 });
    renderWithProviders(
      <EmploymentScreen
        customer={customerFixture({ employer_name: 'Access Bank' })}
        onContinue={vi.fn()}
        onCleared={vi.fn()}
        onFinished={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Company name' })).toHaveValue('Dangote Cement');
    expect(screen.getByLabelText(/Monthly salary/)).toHaveValue('100,000');
  });

  it('When part of a company name is typed, then the directory suggests employers with their industry, once the typing pauses', async () => {
    const { user } = renderScreen();
    const company = screen.getByRole('combobox', { name: 'Company name' });
    await user.type(company, 'acc');
    const list = await screen.findByRole('listbox');
    expect(company).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Access Bank PlcBanking & Finance', 'Access Holdings PlcBanking & Finance']),
    );
    // One query for the pause, not one per key.
    expect(companyQueries).toEqual(['acc']);
  });

  it('When a suggestion is picked with the keyboard, then the name fills the field and its company_id is saved with it', async () => {
    recordEvents(server);
    const bodies = patchProfile(() => HttpResponse.json({ data: customer }));
    const { user, onContinue } = renderScreen();
    const company = screen.getByRole('combobox', { name: 'Company name' });
    await user.type(company, 'access');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(company).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Access Holdings Plc/ }).id,
    );
    await user.keyboard('{ArrowUp}{Enter}');
    expect(company).toHaveValue('Access Bank Plc');
    expect(screen.queryByRole('listbox')).toBeNull();
    await fill(user, '', '150000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ salary: 150_000, employer_name: 'Access Bank Plc', company_id: 11 }]);
    expect(getCookie(COOKIE_KEYS.onboardingData, onboardingDataSchema)).toMatchObject({
      employer_name: 'Access Bank Plc',
      company_id: 11,
    });
  });

  it('When a picked name is then edited, then it is saved as typed, without the company_id', async () => {
    recordEvents(server);
    const bodies = patchProfile(() => HttpResponse.json({ data: customer }));
    const { user, onContinue } = renderScreen();
    const company = screen.getByRole('combobox', { name: 'Company name' });
    await user.type(company, 'dango');
    await user.click(await screen.findByRole('option', { name: /Dangote Cement Plc/ }));
    expect(company).toHaveValue('Dangote Cement Plc');
    await user.type(company, ' Obajana');
    await fill(user, '', '150000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      { salary: 150_000, employer_name: 'Dangote Cement Plc Obajana', company_id: null },
    ]);
  });

  it('When Escape is pressed with the suggestions open, then only the list closes and the name typed stays', async () => {
    const { user } = renderScreen();
    const company = screen.getByRole('combobox', { name: 'Company name' });
    await user.type(company, 'acc');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(company).toHaveAttribute('aria-expanded', 'false');
    expect(company).toHaveValue('acc');
  });

  it('When Continue is pressed, then it is disabled (and busy) while the save is under way, and enabled again when it fails', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let saves = 0;
    server.use(
      http.patch(`${BASE}/local/customers/7`, async () => {
        saves += 1;
        await gate;
        return HttpResponse.json({ message: 'Ooops' }, { status: 500 });
      }),
    );
    const { user, onContinue } = renderScreen();
    await fill(user, 'Dangote Cement', '150000');
    const button = screen.getByRole('button', { name: 'Continue' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    // A second press while saving sends nothing more.
    await user.click(button);
    release();
    await screen.findByRole('alertdialog');
    expect(saves).toBe(1);
    expect(button).toBeEnabled();
    expect(onContinue).not.toHaveBeenCalled();
  });
});
