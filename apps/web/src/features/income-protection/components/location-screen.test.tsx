import { COOKIE_KEYS, onboardingDataSchema } from '@alaafia/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '#lib/storage.js';
import { clearCookies, customerFixture, renderWithProviders } from '#test/render.js';
import { BASE, employedOnboarding, recordEvents, storeOnboarding } from '../test/fixtures';
import { LocationScreen } from './location-screen';
import { server } from '#test/msw.js';

/** What the places route suggests, by the words typed (the gazetteer's matching is the API's to test). */
const places = [
  {
    place_id: 'lagos:adeola-odeku-street:victoria-island',
    description: 'Adeola Odeku Street, Victoria Island, Lagos, Nigeria',
    main_text: 'Adeola Odeku Street',
    secondary_text: 'Victoria Island, Lagos, Nigeria',
  },
  {
    place_id: 'lagos:adeola-hopewell-street:victoria-island',
    description: 'Adeola Hopewell Street, Victoria Island, Lagos, Nigeria',
    main_text: 'Adeola Hopewell Street',
    secondary_text: 'Victoria Island, Lagos, Nigeria',
  },
];
let placesAsked: URLSearchParams[] = [];
/** How the places route answers each request in turn; the last one repeats. */
let placesAnswers: (() => Response)[] = [];
const placesHandler = http.get(`${BASE}/local/places/autocomplete`, ({ request }) => {
  const params = new URL(request.url).searchParams;
  placesAsked.push(params);
  const answer = placesAnswers[Math.min(placesAsked.length, placesAnswers.length) - 1];
  if (answer) return answer();
  const input = (params.get('input') ?? '').toLowerCase();
  return HttpResponse.json({
    data: places.filter((p) => p.description.toLowerCase().startsWith(input)),
  });
});
beforeEach(() => {
  server.use(placesHandler);
});
beforeEach(() => {
  placesAsked = [];
  placesAnswers = [];
  clearCookies();
  localStorage.clear();
  storeOnboarding(employedOnboarding);
  server.use(
    http.get(`${BASE}/local/states/25`, () =>
      HttpResponse.json({
        data: {
          id: 25,
          name: 'Lagos',
          short_name: 'LA',
          capital: 'Ikeja',
          locals: [
            { id: 3, name: 'Ikeja' },
            { id: 1, name: 'Agege' },
            { id: 2, name: 'Eti-Osa' },
          ],
        },
      }),
    ),
  );
});

function geocodeAnswers(answer: unknown) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${BASE}/local/geocode`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: answer });
    }),
  );
  return bodies;
}

function renderScreen() {
  const onContinue = vi.fn();
  renderWithProviders(<LocationScreen customer={customerFixture()} onContinue={onContinue} />);
  return { user: userEvent.setup(), onContinue };
}

describe('Location (15)', () => {
  it("When it opens, then the Lagos local areas are listed with 'All' first and the rest by name, and Continue waits for an address", async () => {
    const { user } = renderScreen();
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'All',
        'Agege',
        'Eti-Osa',
        'Ikeja',
      ]),
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Company address'), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Company address'), '12 Allen Avenue');
    expect(button).toBeEnabled();
  });

  it("When the address cannot be placed, then 'This doesn't look correct.' asks for the specific office address", async () => {
    geocodeAnswers({ status: 'ZERO_RESULTS' });
    const { user, onContinue } = renderScreen();
    await user.type(screen.getByLabelText('Company address'), 'asdfgh');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const modal = await screen.findByRole('alertdialog', { name: "This doesn't look correct." });
    expect(modal).toHaveTextContent('Please enter your specific office address');
    await user.click(within(modal).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it("When the office is outside Lagos, then 'Location-not-lagos' is posted and the not-available modal offers 'Go Back'", async () => {
    geocodeAnswers({
      status: 'OK',
      lat: 9.07,
      lng: 7.39,
      state_short_name: 'FC',
      state_name: 'Federal Capital Territory',
      local_government: 'Abuja Municipal',
      formatted_address: 'Wuse 2, Abuja',
    });
    const events = recordEvents(server);
    const { user, onContinue } = renderScreen();
    await user.type(
      screen.getByLabelText('Company address'),
      '3 Aminu Kano Crescent, Wuse 2, Abuja',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const modal = await screen.findByRole('alertdialog', {
      name: 'Income Protection is not available in your state at this time.',
    });
    expect(modal).toHaveTextContent("You'll be the first to know when we're in town!");
    await waitFor(() =>
      expect(events).toEqual([
        { event: 'Location-not-lagos', uid: '7', properties: { stage: 15, state: 'FC' } },
      ]),
    );
    await user.click(within(modal).getByRole('button', { name: 'Go Back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('Company address')).toHaveValue(
      '3 Aminu Kano Crescent, Wuse 2, Abuja',
    );
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('When the office is in Lagos, then the address is saved on the profile and stored with the place, location-stage is posted and the flow goes on', async () => {
    const geocoded = geocodeAnswers({
      status: 'OK',
      lat: 6.6,
      lng: 3.35,
      state_short_name: 'LA',
      state_name: 'Lagos',
      local_government: 'Ikeja',
      formatted_address: '12 Allen Avenue, Ikeja, Lagos',
    });
    const saved: unknown[] = [];
    server.use(
      http.patch(`${BASE}/local/customers/7`, async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ data: customerFixture() });
      }),
    );
    const events = recordEvents(server);
    const { user, onContinue } = renderScreen();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(screen.getByLabelText('Local government area'), 'Agege');
    await user.type(screen.getByLabelText('Company address'), ' 12 Allen Avenue, Ikeja ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(geocoded).toEqual([{ address: '12 Allen Avenue, Ikeja' }]);
    expect(saved).toEqual([{ employer_address: '12 Allen Avenue, Ikeja' }]);
    expect(getCookie(COOKIE_KEYS.onboardingData, onboardingDataSchema)).toMatchObject({
      employer_address: '12 Allen Avenue, Ikeja',
      employer_state: 'Lagos',
      employer_lga: 'Agege',
      lat: 6.6,
      lng: 3.35,
    });
    await waitFor(() =>
      expect(events).toEqual([{ event: 'location-stage', uid: '7', properties: { stage: 15 } }]),
    );
  });

  it("When the lookup fails, then 'Error!' shows the server's message and nothing is stored", async () => {
    server.use(
      http.post(`${BASE}/local/geocode`, () =>
        HttpResponse.json(
          { message: 'We could not check this address right now. Please try again.' },
          { status: 503 },
        ),
      ),
    );
    const { user, onContinue } = renderScreen();
    await user.type(screen.getByLabelText('Company address'), '12 Allen Avenue, Ikeja');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error!' })).toHaveTextContent(
      'We could not check this address right now. Please try again.',
    );
    expect(onContinue).not.toHaveBeenCalled();
    expect(
      getCookie(COOKIE_KEYS.onboardingData, onboardingDataSchema)?.employer_address,
    ).toBeUndefined();
  });

  it('When part of an address is typed, then suggestions come once the typing pauses, and picking one fills the address the lookup is sent', async () => {
    const geocoded = geocodeAnswers({ status: 'ZERO_RESULTS' });
    const { user } = renderScreen();
    const address = screen.getByRole('combobox', { name: 'Company address' });
    await user.type(address, 'ad');
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Under 3 characters nothing is asked.
    expect(placesAsked).toHaveLength(0);
    await user.type(address, 'eola');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Adeola Odeku StreetVictoria Island, Lagos, Nigeria',
      'Adeola Hopewell StreetVictoria Island, Lagos, Nigeria',
    ]);
    expect(placesAsked.map((p) => p.get('input'))).toEqual(['adeola']);
    expect(placesAsked[0]!.get('session_token')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    await user.click(within(list).getByRole('option', { name: /Adeola Odeku Street/ }));
    expect(address).toHaveValue('Adeola Odeku Street, Victoria Island, Lagos, Nigeria');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(geocoded).toEqual([
        { address: 'Adeola Odeku Street, Victoria Island, Lagos, Nigeria' },
      ]),
    );
    // The picked line is not looked up again.
    expect(placesAsked).toHaveLength(1);
  });

  it('When the places route fails twice and then answers, then the suggestions show after the retries', async () => {
    placesAnswers = [
      () => HttpResponse.json({ message: 'down' }, { status: 503 }),
      () => HttpResponse.json({ message: 'down' }, { status: 503 }),
      () => HttpResponse.json({ data: places }),
    ];
    const { user } = renderScreen();
    await user.type(screen.getByRole('combobox', { name: 'Company address' }), 'adeola');
    expect(await screen.findAllByRole('option', { name: /Adeola/ })).toHaveLength(2);
    expect(placesAsked).toHaveLength(3);
  });

  it.each([
    [
      'the provider is down (503)',
      () => HttpResponse.json({ message: 'x' }, { status: 503 }),
      4,
      'Google maps script not loaded',
    ],
    ['nothing answers', () => HttpResponse.error(), 4, 'Google script not loaded'],
    [
      'the route refuses (429)',
      () => HttpResponse.json({ message: 'x' }, { status: 429 }),
      1,
      'Google maps places script not loaded',
    ],
  ])(
    "When %s, then it is tried as the spec's loader says and then the spec's error shows under the field",
    async (_situation, answer, requests, copy) => {
      placesAnswers = [answer];
      const { user } = renderScreen();
      const address = screen.getByRole('combobox', { name: 'Company address' });
      await user.type(address, 'adeola');
      await waitFor(() => expect(screen.getByText(copy)).toBeInTheDocument());
      expect(screen.getByText(copy)).toHaveAttribute('role', 'status');
      expect(address).toHaveAccessibleDescription(expect.stringContaining(copy) as string);
      expect(placesAsked).toHaveLength(requests);
      // The customer types on: the address is free text.
      expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    },
  );
});
