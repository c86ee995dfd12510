import { complaintCopy, type Complaint } from '@alaafia/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerFixture, renderWithProviders } from '#test/render.js';
import { HelpPage } from './help-page';
import { BASE, server } from '#test/msw.js';

const contacts = {
  phone: '0201 330 0000',
  whatsapp: '2348000000000',
  email: 'help@alaafia.ng',
  hours: 'Monday to Friday, 8am to 6pm',
  answer_working_days: 10,
};

const filed: Complaint = {
  reference: 'CMP-20261126-ABC123',
  category: 'payment',
  category_label: 'A payment or refund',
  description: 'I was charged twice for November.',
  policy_number: null,
  status: 'open',
  status_label: 'Received',
  filed_at: '2026-11-26T09:00:00.000Z',
  answer_due_by: '2026-12-10',
  response: null,
  resolved_at: null,
};

function serve(signedIn: boolean, sent: { url: string; body: unknown }[]) {
  server.use(
    http.get(`${BASE}/local/support`, () => HttpResponse.json({ data: contacts })),
    http.get(`${BASE}/auth/me`, () =>
      signedIn
        ? HttpResponse.json({ data: customerFixture() })
        : HttpResponse.json({ message: 'Please sign in' }, { status: 401 }),
    ),
    http.get(`${BASE}/local/customers/7/premiums`, () => HttpResponse.json({ data: [] })),
    http.get(`${BASE}/local/customers/7/complaints`, () =>
      HttpResponse.json({ data: sent.length ? [filed] : [] }),
    ),
    http.post(`${BASE}/local/customers/7/complaints`, async ({ request }) => {
      sent.push({ url: request.url, body: await request.json() });
      return HttpResponse.json({ data: filed }, { status: 201 });
    }),
    http.post(`${BASE}/local/complaints`, async ({ request }) => {
      const body = (await request.json()) as { email: string };
      sent.push({ url: request.url, body });
      if (body.email === 'taken@example.ng')
        return HttpResponse.json(
          { message: 'Invalid', errors: { email: ['Please enter a valid email address'] } },
          { status: 422 },
        );
      return HttpResponse.json({ data: filed }, { status: 201 });
    }),
  );
}

describe('the help page', () => {
  it('When anyone opens it, then the configured phone, WhatsApp and e-mail are links a phone can use', async () => {
    serve(false, []);
    renderWithProviders(<HelpPage />);
    expect(await screen.findByRole('link', { name: /Call us/ })).toHaveAttribute(
      'href',
      'tel:02013300000',
    );
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/2348000000000',
    );
    expect(screen.getByRole('link', { name: /E-mail us/ })).toHaveAttribute(
      'href',
      'mailto:help@alaafia.ng',
    );
    expect(screen.getByText('Opening hours: Monday to Friday, 8am to 6pm.')).toBeInTheDocument();
  });

  it('When a signed-out visitor sends an incomplete complaint, then each field says what is missing and nothing is sent; complete, it shows the reference and the due day', async () => {
    const sent: { url: string; body: unknown }[] = [];
    serve(false, sent);
    const user = userEvent.setup();
    renderWithProviders(<HelpPage />);
    const send = await screen.findByRole('button', { name: 'Send complaint' });
    await user.click(send);
    // The form checks its fields asynchronously (its schema may still be arriving): wait for it.
    expect(await screen.findByText(complaintCopy.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText(complaintCopy.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(complaintCopy.nameRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(screen.getByLabelText('What is it about?'), 'payment');
    await user.type(screen.getByLabelText('What happened?'), 'I was charged twice for November.');
    await user.type(screen.getByLabelText('Full name'), 'Ngozi Eze');
    await user.type(screen.getByLabelText('E-mail address'), 'ngozi@example.ng');
    await user.type(screen.getByLabelText('Phone number'), '0803 555 0101');
    await user.click(send);
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your reference is CMP-20261126-ABC123.');
    expect(within(done).getByText(/answer you in writing by 10 December 2026/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${BASE}/local/complaints`);
    expect(sent[0]!.body).toMatchObject({
      category: 'payment',
      full_name: 'Ngozi Eze',
      phone_number: '08035550101',
    });
  });

  it('When the server refuses a field, then its message shows under that field', async () => {
    serve(false, []);
    const user = userEvent.setup();
    renderWithProviders(<HelpPage />);
    await user.selectOptions(await screen.findByLabelText('What is it about?'), 'service');
    await user.type(
      screen.getByLabelText('What happened?'),
      'Nobody answered my e-mail for a week.',
    );
    await user.type(screen.getByLabelText('Full name'), 'Ngozi Eze');
    await user.type(screen.getByLabelText('E-mail address'), 'taken@example.ng');
    await user.type(screen.getByLabelText('Phone number'), '08035550101');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('When a signed-in customer complains, then no contact fields are asked, it goes under their account and appears in Your complaints', async () => {
    const sent: { url: string; body: unknown }[] = [];
    serve(true, sent);
    const user = userEvent.setup();
    renderWithProviders(<HelpPage />);
    await user.selectOptions(await screen.findByLabelText('What is it about?'), 'payment');
    expect(screen.queryByLabelText('Full name')).toBeNull();
    await user.type(screen.getByLabelText('What happened?'), 'I was charged twice for November.');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    await screen.findByRole('status');
    expect(sent[0]!.url).toBe(`${BASE}/local/customers/7/complaints`);
    const yours = await screen.findByRole('region', { name: 'Your complaints' });
    expect(within(yours).getByText('CMP-20261126-ABC123')).toBeInTheDocument();
  });
});
