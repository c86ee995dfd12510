import type { Customer, SupportContacts } from '@alaafia/domain';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/** Where the web app's calls go in the tests (happy-dom's page is http://localhost:3000). */
export const BASE = 'http://localhost:3000/api';

/**
 * What every test's API answers unless the test says otherwise with `server.use(...)` (handlers a
 * test adds go first and are dropped after it). Only the calls a screen makes on the side belong
 * here, with the quiet answer a fresh account gets; what a test is about, it answers itself.
 */
/** How to reach us and who insures the cover (GET /local/support), as the seed's operator sets it. */
const supportContacts: SupportContacts = {
  phone: '0201 330 0000',
  whatsapp: '2348000000000',
  email: 'help@alaafia.ng',
  hours: 'Weekdays 8am to 6pm',
  answer_working_days: 10,
  underwriter: { name: 'Ayo Assurance Plc', naicom_licence: 'RIC-042' },
};

const defaultHandlers: RequestHandler[] = [
  // The checkout's and the help page's contacts.
  http.get(`${BASE}/local/support`, () => HttpResponse.json({ data: supportContacts })),
  // A document the back office shows in a frame (a review's letter, a claim's evidence).
  http.get(`${BASE}/admin/*/file`, () =>
    HttpResponse.text('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
  ),
  // The claims queue's warnings (the holidays of the claims clock running out): none.
  http.get(`${BASE}/admin/claims/notices`, () => HttpResponse.json({ data: { notices: [] } })),
  // The dashboard's WhatsApp card: no number linked.
  http.get(`${BASE}/local/customers/:id/whatsapp`, () =>
    HttpResponse.json({ data: { linked: false, number: null, consent: false } }),
  ),
];

/**
 * GET /api/auth/me answering this customer: who is signed in, for a screen or route that asks
 * (`server.use(signedInAs(customerFixture()))`).
 */
export const signedInAs = (customer: Customer) =>
  http.get(`${BASE}/auth/me`, () => HttpResponse.json({ data: customer }));

/** Requests no handler answered since the last test ended (setup.ts fails the test on them). */
const unhandled: string[] = [];

/**
 * The one mock server of the web tests (setup.ts starts it for each file and resets it after each
 * test). A request nothing answers is refused (the page sees a network error) and fails its test.
 */
export const server = setupServer(...defaultHandlers);

export const listenOptions = {
  onUnhandledFrame: ({ frame }: { frame: { data?: unknown } }) => {
    const request = (frame.data as { request?: Request } | undefined)?.request;
    if (!request) return;
    unhandled.push(`${request.method} ${request.url}`);
    throw new Error(`No handler for ${request.method} ${request.url}`);
  },
};

/** The requests no handler answered, emptied. */
export function takeUnhandled(): string[] {
  return unhandled.splice(0);
}
