import type { AskedToPayCase } from '@alaafia/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { yoruba } from '#test/yoruba.js';
import { RefundClaim } from './refund-claim-form';

const paidCase: AskedToPayCase = {
  id: 9,
  hospital: { code: 'LAG-001', name: 'Reddington Hospital' },
  visit_date: '2026-03-10',
  amount_asked: 60_000,
  paid: true,
  receipt: true,
  opened_at: '2026-03-10T13:00:00.000Z',
  answer_due_by: '2026-03-10T14:00:00.000Z',
  minutes_left: null,
  escalated_at: null,
  answered_at: '2026-03-10T13:20:00.000Z',
  answer: null,
  refund_claim: {
    id: 41,
    claim_number: 'CLM-20260310-ABC123',
    status: 'in_review',
    status_label: 'In review',
    amount_claimed: 50_000,
  },
};

describe('RefundClaim (issue 39 item 6, issue 42)', () => {
  it("When the page is in Yoruba and the refund claim was filed, then its state is said in Yoruba from the catalogue, not the API's English label", () => {
    renderWithProviders(<RefundClaim customerId={7} item={paidCase} />, { translator: yoruba });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ìbéèrè owó-padà CLM-20260310-ABC123 fún ₦50,000: À ń yẹ̀ ẹ́ wò. O lè tẹ̀lé e pẹ̀lú àwọn ìbéèrè rẹ.',
    );
    expect(screen.queryByText(/In review/)).toBeNull();
  });
});
