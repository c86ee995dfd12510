import { COOKIE_KEYS, onboardingDataSchema } from '@alaafia/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '#lib/storage.js';
import { clearCookies, customerFixture, renderWithProviders } from '#test/render.js';
import {
  employedOnboarding,
  incomePlan,
  incomeQuote,
  recordEvents,
  storeOnboarding,
  storeQuoteFor,
} from '../test/fixtures';
import { PlanChoiceScreen } from './plan-choice-screen';
import { server } from '#test/msw.js';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  storeOnboarding(employedOnboarding);
});

function renderScreen() {
  const onChosen = vi.fn();
  renderWithProviders(<PlanChoiceScreen customer={customerFixture()} onChosen={onChosen} />);
  return { user: userEvent.setup(), onChosen };
}

const plans = () => screen.getAllByRole<HTMLInputElement>('radio');
const planCard = (radio: HTMLElement) => radio.closest('label')!;

describe('Plan choice (30)', () => {
  it("When several plans are offered, then they show ascending by benefit with 'We pay' = benefit / duration, and the second is preselected and reads 'This is what we'll pay you.'", () => {
    storeQuoteFor(100_000);
    renderScreen();
    expect(
      screen.getByRole('heading', {
        name: 'How much would you like us to pay you if you lose your job?',
      }),
    ).toBeInTheDocument();
    const cards = plans().map((radio) => planCard(radio).textContent);
    expect(cards[0]).toContain('₦25,000 / month');
    expect(cards[0]).toContain('₦150,000 in total');
    expect(cards[0]).toContain('You pay ₦1,000 / month');
    expect(cards[1]).toContain('₦50,000 / month');
    expect(cards[2]).toContain('₦75,000 / month');
    expect(plans().map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(screen.getAllByText("This is what we'll pay you.")).toHaveLength(1);
    expect(planCard(plans()[1]!)).toHaveTextContent("This is what we'll pay you.");
  });

  it('When only one Month plan is offered, then it is selected', () => {
    storeQuoteFor(
      100_000,
      incomeQuote([incomePlan(11, 10_000, 500), { ...incomePlan(14, 20_000, 850), unit: 'Year' }]),
    );
    renderScreen();
    expect(plans()).toHaveLength(1);
    expect(plans()[0]).toBeChecked();
  });

  it('When another plan is chosen and Continue pressed, then plan value, price and cart are stored, setplan-stage is posted and the flow goes to 40 after 500 ms', async () => {
    storeQuoteFor(100_000);
    const events = recordEvents(server);
    const { user, onChosen } = renderScreen();
    await user.click(plans()[2]!);
    expect(planCard(plans()[2]!)).toHaveTextContent("This is what we'll pay you.");
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onChosen).not.toHaveBeenCalled();
    await waitFor(() => expect(onChosen).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(getCookie(COOKIE_KEYS.onboardingData, onboardingDataSchema)).toMatchObject({
      plan_value: 450_000,
      plan_price: 2_650,
      cart: [{ id: 1, plan_id: 13, price: 2_650 }],
      products: [{ id: 1, plan_id: 13, price: 2_650 }],
    });
    await waitFor(() =>
      expect(events).toEqual([
        { event: 'setplan-stage', uid: '7', properties: { stage: 30, plan_id: 13 } },
      ]),
    );
  });

  it('When a plan was chosen before, then it is selected again', () => {
    storeQuoteFor(100_000);
    storeOnboarding({ ...employedOnboarding, cart: [{ id: 1, plan_id: 11, price: 1_000 }] });
    renderScreen();
    expect(plans().map((radio) => radio.checked)).toEqual([true, false, false]);
  });

  it("When the public quote's 'Buy this plan' chose a plan, then that plan is selected first (issue 30)", () => {
    storeQuoteFor(100_000);
    const third = incomeQuote().pricing_plans.toSorted((a, b) => b.price - a.price)[0]!;
    storeOnboarding({ ...employedOnboarding, quote_plan_code: third.code });
    renderScreen();
    const checked = plans().find((radio) => radio.checked);
    expect(checked?.value).toBe(String(third.id));
  });
});
