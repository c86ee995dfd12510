import type { Customer, MemberCard, TelemedicineRequestAnswer } from '@alaafia/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerFixture, renderWithProviders } from '#test/render.js';
import { HealthTileCare } from './health-tile-care';
import { BASE, server } from '#test/msw.js';

const member = (): Customer =>
  customerFixture({
    phone_number: '08031234567',
    preferred_hospital: {
      id: 1,
      name: 'Reddington Hospital',
      address: '1 Allen Avenue',
      full_address: '1 Allen Avenue, Ikeja, Lagos',
    },
  });

const card: MemberCard = {
  member_number: 'AMQ4K7ZP2XVM',
  name: 'Ada Obi',
  plan: 'SMEDAN',
  policy_number: 'HI-2026-000001',
  hospital: { code: 'LAG-001', name: 'Reddington Hospital' },
  status: 'active',
  paused_reason: null,
  valid_until: '2026-12-27',
};

/** The tile's API: the card, the requests, and what 'Talk to a doctor' sends. */
function careApi(requests: TelemedicineRequestAnswer[] = []) {
  const sent: unknown[] = [];
  server.use(
    http.get(`${BASE}/local/customers/7/member-card`, () => HttpResponse.json({ data: card })),
    http.get(`${BASE}/local/customers/7/telemedicine-requests`, () =>
      HttpResponse.json({ data: requests }),
    ),
    http.post(`${BASE}/local/customers/7/telemedicine-requests`, async ({ request }) => {
      sent.push(await request.json());
      const made: TelemedicineRequestAnswer = {
        reference: 'TM-ABCDEFGH12',
        status: 'requested',
        status_text: 'We have your request and are passing it to our doctors.',
        urgency: 'soon',
        created_at: '2026-11-27T10:00:00.000Z',
        updated_at: '2026-11-27T10:00:00.000Z',
      };
      requests.unshift(made);
      return HttpResponse.json({ data: made }, { status: 201 });
    }),
  );
  return sent;
}

describe('HealthTileCare (issue 28)', () => {
  it('When the member has a card and a request, then the tile shows the member number, the card page and PDF links, and the request state', async () => {
    careApi([
      {
        reference: 'TM-OLD1234567',
        status: 'sent',
        status_text: 'A doctor will call you back on your phone soon.',
        urgency: 'today',
        created_at: '2026-11-27T09:00:00.000Z',
        updated_at: '2026-11-27T09:05:00.000Z',
      },
    ]);
    renderWithProviders(<HealthTileCare customer={member()} />);
    expect(await screen.findByText('AMQ4K7ZP2XVM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show my member card' })).toHaveAttribute(
      'href',
      '/dashboard/card',
    );
    expect(screen.getByRole('link', { name: 'Download the card (PDF)' })).toHaveAttribute(
      'href',
      '/api/local/customers/7/member-card.pdf',
    );
    expect(
      await screen.findByText('TM-OLD1234567: A doctor will call you back on your phone soon.'),
    ).toBeInTheDocument();
  });

  it('When an urgent sign is ticked, then the go-to-hospital / 112 advice comes first, naming the hospital, and nothing is sent', async () => {
    const sent = careApi();
    const user = userEvent.setup();
    renderWithProviders(<HealthTileCare customer={member()} />);
    await user.click(await screen.findByRole('button', { name: 'Talk to a doctor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talk to a doctor' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Difficulty breathing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const urgent = await screen.findByRole('dialog', { name: 'Go to a hospital now' });
    expect(within(urgent).getByRole('alert')).toHaveTextContent(
      'Go to your hospital, Reddington Hospital, now, or call 112',
    );
    expect(within(urgent).getByRole('link', { name: 'Call 112' })).toHaveAttribute(
      'href',
      'tel:112',
    );
    expect(within(urgent).queryByRole('textbox')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('When nothing urgent is happening, then what is wrong and how soon are sent, and the customer is told a doctor will call back', async () => {
    const sent = careApi();
    const user = userEvent.setup();
    renderWithProviders(<HealthTileCare customer={member()} />);
    await user.click(await screen.findByRole('button', { name: 'Talk to a doctor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talk to a doctor' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ask for a call back' }));
    expect(await within(dialog).findByText('Please tell us what is wrong')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'What is wrong?' }), 'A cough');
    await user.click(within(dialog).getByRole('radio', { name: 'In the next day or two' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ask for a call back' }));
    await waitFor(() =>
      expect(sent).toEqual([{ symptoms: 'A cough', urgency: 'soon', urgent_signs: [] }]),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'A doctor will call you back on 08031234567 soon.',
    );
  });

  it('When the doctor form opens, then it shows no error before anything is typed; a field left empty says so on blur, and its error goes once it is right (the shared form mechanism)', async () => {
    const sent = careApi();
    const user = userEvent.setup();
    renderWithProviders(<HealthTileCare customer={member()} />);
    await user.click(await screen.findByRole('button', { name: 'Talk to a doctor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talk to a doctor' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const words = within(dialog).getByRole('textbox', { name: 'What is wrong?' });
    expect(within(dialog).queryByText('Please tell us what is wrong')).toBeNull();
    expect(words).not.toHaveAttribute('aria-invalid');
    // Into the box and out again with nothing typed: now it says so.
    await user.click(words);
    expect(within(dialog).queryByText('Please tell us what is wrong')).toBeNull();
    await user.tab();
    expect(await within(dialog).findByText('Please tell us what is wrong')).toBeInTheDocument();
    expect(words).toHaveAttribute('aria-invalid', 'true');
    // Typing it right takes the error away at once, before anything is sent again.
    await user.type(words, 'A cough');
    await waitFor(() =>
      expect(within(dialog).queryByText('Please tell us what is wrong')).toBeNull(),
    );
    expect(sent).toEqual([]);
  });

  it('When the words name an urgent sign, then the advice shows instead of sending', async () => {
    const sent = careApi();
    const user = userEvent.setup();
    renderWithProviders(<HealthTileCare customer={member()} />);
    await user.click(await screen.findByRole('button', { name: 'Talk to a doctor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talk to a doctor' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What is wrong?' }),
      'My husband has chest pain',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Today, it is getting worse' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ask for a call back' }));
    expect(await screen.findByRole('dialog', { name: 'Go to a hospital now' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
