import type { Claim } from '@alaafia/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { ClaimInfoForm } from './claim-info-form';
import { BASE, server } from '#test/msw.js';

const FILE_URL = '/api/local/uploads/Pq7rS9tU1vW3xY5zA7bC9dE';

const claim = {
  id: 44,
  status: 'info_requested',
  timeline: [
    {
      status: 'submitted',
      label: 'Claim received',
      at: '2027-01-02T09:00:00.000Z',
      by: 'customer',
      note: null,
    },
    {
      status: 'info_requested',
      label: 'More information needed',
      at: '2027-01-03T09:00:00.000Z',
      by: 'claims_officer',
      note: 'Please send the discharge summary from the hospital.',
    },
  ],
} as unknown as Claim;

describe('Answering a request for more information', () => {
  it('When the officer asked for a document, then the customer sees the request, uploads it with a note and it is sent', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${BASE}/local/upload/s3`, () =>
        HttpResponse.json({ data: { file_url: FILE_URL } }),
      ),
      http.post(`${BASE}/local/customers/7/claims/44/documents`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { ...claim, status: 'in_review' } });
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ClaimInfoForm customerId={7} claim={claim} />);
    expect(
      screen.getByText('Please send the discharge summary from the hospital.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please add a document or a note');
    expect(sent).toEqual([]);
    await user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['%PDF-1.7'], 'discharge-summary.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText('Uploaded');
    await user.type(screen.getByLabelText('Add a note (optional)'), 'From Lagos Island General');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent).toEqual([{ documents: [FILE_URL], note: 'From Lagos Island General' }]),
    );
  });
});
