import type { Claim } from '@alaafia/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#test/render.js';
import { yoruba } from '#test/yoruba.js';
import { ClaimsList } from './claims-list';

function incomeClaim(overrides: Partial<Claim> = {}): Claim {
  const payouts = Array.from({ length: 6 }, (_, i) => ({
    id: 100 + i,
    sequence: i + 1,
    due_date: `2027-0${i + 1}-05`,
    amount: 50_000,
    status: i === 0 ? ('paid' as const) : ('scheduled' as const),
    paid_at: i === 0 ? '2027-01-05T09:00:00.000Z' : null,
    confirmed: i === 0 ? true : null,
  }));
  return {
    id: 31,
    claim_number: 'CLM-2026-000031',
    product_uid: 'EI',
    policy_number: 'EI-000123',
    status: 'paying',
    status_label: 'Being paid',
    reason: 'dismissal',
    benefit: null,
    date_of_loss: '2026-12-01',
    amount_claimed: null,
    amount_approved: 300_000,
    description: null,
    documents: [],
    bank: { bank_code: '058', account_number: '******6789', account_name: 'CHIDI EZE' },
    timeline: [
      {
        status: 'submitted',
        label: 'Claim received',
        at: '2026-12-20T09:00:00.000Z',
        by: 'customer',
        note: null,
        note_copy: null,
        note_values: null,
      },
      {
        status: 'approved',
        label: 'Approved',
        at: '2027-01-02T09:00:00.000Z',
        by: 'claims_officer',
        note: 'Letter checked with the employer',
        note_copy: null,
        note_values: null,
      },
    ],
    payouts,
    due_for: null,
    due_by: null,
    late: false,
    statutory_due_by: '2027-02-18T09:00:00.000Z',
    premium_unpaid_due_on: null,
    confirmation_due_by: null,
    limits_left: null,
    automation: null,
    less_reason: null,
    follow_up_of: null,
    asked_to_pay_case_id: null,
    clock: { filed_at: '2026-10-01T10:00:00.000Z', approved_at: null, paid_at: null },
    created_at: '2026-12-20T09:00:00.000Z',
    ...overrides,
  };
}

function renderList(
  claims: Claim[],
  props: { confirming?: number | null; confirmError?: number | null } = {},
) {
  const onConfirm = vi.fn();
  renderWithProviders(
    <ClaimsList
      claims={claims}
      onConfirm={onConfirm}
      confirming={props.confirming ?? null}
      confirmError={props.confirmError ?? null}
    />,
  );
  return { user: userEvent.setup(), onConfirm };
}

describe('The claims list', () => {
  it('When an income claim is being paid, then it shows the first payment paid and five scheduled, and its timeline', async () => {
    const { user } = renderList([incomeClaim()]);
    expect(
      screen.getByRole('heading', { name: 'Income Protection: Dismissal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Being paid')).toBeInTheDocument();
    const payments = within(screen.getByRole('list', { name: 'Payments' }));
    expect(payments.getAllByRole('listitem')).toHaveLength(6);
    expect(payments.getAllByText('Paid')).toHaveLength(1);
    expect(payments.getAllByText('Scheduled')).toHaveLength(5);
    expect(payments.getByText('5 January 2027')).toBeInTheDocument();
    expect(payments.getAllByText('₦50,000')).toHaveLength(6);
    await user.click(screen.getByText('Show what has happened'));
    const timeline = within(screen.getByRole('list', { name: 'What has happened' }));
    expect(timeline.getByText('Claim received')).toBeVisible();
    expect(timeline.getByText('Letter checked with the employer')).toBeVisible();
  });

  it('When a claim waits for an unpaid premium (issue 36), then the card says which premium it waits for', () => {
    renderList([incomeClaim({ status: 'approved', premium_unpaid_due_on: '2026-11-05' })]);
    expect(
      screen.getByText(
        'Waiting for your premium due on 5 November 2026: this claim is paid once that premium is paid.',
      ),
    ).toBeInTheDocument();
  });

  it('When a claim waits for an unpaid premium and the page is in Yoruba, then the line is Yoruba with its day in Yoruba, no English (issue 42)', () => {
    renderWithProviders(
      <ClaimsList
        claims={[incomeClaim({ status: 'approved', premium_unpaid_due_on: '2026-11-05' })]}
        onConfirm={vi.fn()}
        confirming={null}
        confirmError={null}
      />,
      { translator: yoruba },
    );
    expect(
      screen.getByText(
        'Ó ń dúró de owó ààbò rẹ tó yẹ ní 5 Oṣù Bélú 2026: a máa san ìbéèrè owó yìí nígbà tí o bá san owó ààbò náà.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for your premium|November/)).toBeNull();
  });

  it("When the page is in Yoruba, then the claim's product and reason, state, payments and the system's timeline notes are Yoruba; an officer's own words stay as typed (issue 42)", async () => {
    const user = userEvent.setup();
    const claim = incomeClaim();
    renderWithProviders(
      <ClaimsList
        claims={[
          {
            ...claim,
            timeline: [
              ...claim.timeline,
              {
                status: 'submitted',
                label: 'Claim received',
                at: '2026-12-20T09:05:00.000Z',
                by: 'rules',
                note: 'For a claims officer: The amount is over what we approve at once.',
                note_copy: 'toAPerson',
                note_values: {
                  reasons: 'The amount is over what we approve at once.',
                  rules: 'within_claim_limit',
                },
              },
              {
                status: 'paying',
                label: 'Being paid',
                at: '2027-01-05T09:00:00.000Z',
                by: 'system',
                note: 'Payment 1 of ₦50,000 sent to the bank.',
                note_copy: 'paymentSent',
                note_values: { sequence: '1', amount: '₦50,000' },
              },
            ],
          },
        ]}
        onConfirm={vi.fn()}
        confirming={null}
        confirmError={null}
      />,
      { translator: yoruba },
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Ààbò owó-oṣù: Wọ́n dá mi dúró lẹ́nu iṣẹ́',
    );
    expect(screen.queryByText(/Dismissal/)).toBeNull();
    expect(screen.getAllByText('À ń sanwó').length).toBeGreaterThan(0);
    const payments = within(screen.getByRole('list', { name: yoruba.t('claims.payments') }));
    expect(payments.getAllByText('A ti sanwó')).toHaveLength(1);
    expect(payments.getAllByText('Ó wà lórí ètò')).toHaveLength(5);
    await user.click(screen.getByText(yoruba.t('claims.showTimeline')));
    const timeline = within(screen.getByRole('list', { name: yoruba.t('claims.timeline') }));
    expect(timeline.getByText('A ti fi ìsanwó 1 (₦50,000) ránṣẹ́ sí báǹkì.')).toBeVisible();
    expect(timeline.getAllByText('A ti gba ìbéèrè owó')).toHaveLength(2);
    expect(
      timeline.getByText(
        'Fún òṣìṣẹ́ ìbéèrè owó láti yẹ̀ wò: Iye owó náà ju ohun tí a máa ń fọwọ́ sí lẹ́sẹ̀kẹsẹ̀.',
      ),
    ).toBeVisible();
    expect(timeline.getByText('Letter checked with the employer')).toBeVisible();
    expect(
      screen.queryByText(
        /sent to the bank|^Being paid$|^Scheduled$|^Claim received$|Income Protection/,
      ),
    ).toBeNull();
  });

  it('When a decision is due, then the due-by shows, flagged when late', () => {
    renderList([
      incomeClaim({
        status: 'in_review',
        status_label: 'In review',
        payouts: [],
        due_for: 'decision',
        due_by: '2027-01-15T22:59:59.999Z',
        late: true,
      }),
    ]);
    const due = screen.getByText('Decision due by 15 January 2027');
    expect(due).toHaveClass('claim-card__due--late');
    expect(screen.queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();
  });

  it('When a later payment waits for the customer, then "still out of work?" asks, Yes confirms and No asks once more before stopping', async () => {
    const { user, onConfirm } = renderList([
      incomeClaim({ confirmation_due_by: '2027-02-01T22:59:59.999Z' }),
    ]);
    expect(screen.getByRole('heading', { name: 'Are you still out of work?' })).toBeInTheDocument();
    expect(
      screen.getByText('Please tell us by 1 February 2027 so your next payment goes out on time.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, I am still out of work' }));
    expect(onConfirm).toHaveBeenLastCalledWith(31, true);
    await user.click(screen.getByRole('button', { name: 'No, I have a job now' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Your payments will stop/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, stop my payments' }));
    expect(onConfirm).toHaveBeenLastCalledWith(31, false);
  });

  it('When no confirmation is due, then nothing asks', () => {
    renderList([incomeClaim()], {});
    expect(screen.queryByText('Are you still out of work?')).not.toBeInTheDocument();
  });

  it('When saving the answer failed, then the claim says so', () => {
    renderList([incomeClaim({ confirmation_due_by: '2027-02-01T22:59:59.999Z' })], {
      confirmError: 31,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not save your answer. Please try again.',
    );
  });

  it('When a HealthCash claim is paid once, then it shows the one payment paid', () => {
    renderList([
      incomeClaim({
        product_uid: 'HTCI',
        reason: null,
        benefit: 'accident_emergency',
        status: 'paid',
        status_label: 'Paid',
        payouts: [
          {
            id: 9,
            sequence: 1,
            due_date: '2027-01-05',
            amount: 45_000,
            status: 'paid',
            paid_at: '2027-01-05T10:00:00.000Z',
            confirmed: null,
          },
        ],
      }),
    ]);
    expect(
      screen.getByRole('heading', { name: 'Health Cash: Accidents and emergencies' }),
    ).toBeInTheDocument();
    const payments = within(screen.getByRole('list', { name: 'Payments' }));
    expect(payments.getAllByRole('listitem')).toHaveLength(1);
    expect(payments.getByText('₦45,000')).toBeInTheDocument();
  });

  it('When earlier HealthCash claims used part of the limit this policy year, then the claim says what is left', () => {
    renderList([
      incomeClaim({
        product_uid: 'HTCI',
        reason: null,
        benefit: 'accident_emergency',
        status: 'submitted',
        status_label: 'Claim received',
        payouts: [],
        limits_left: {
          year_from: '2026-01-05',
          year_to: '2027-01-05',
          total: { limit: 1_100_000, left: 1_020_000 },
          benefits: {
            accident_emergency: { limit: 100_000, left: 20_000 },
            permanent_disability: { limit: 500_000, left: 500_000 },
            accidental_death: { limit: 500_000, left: 500_000 },
          },
        },
      }),
    ]);
    expect(
      screen.getByText('This benefit can still pay ₦20,000 of ₦100,000 this policy year.'),
    ).toBeInTheDocument();
  });

  it('When a HealthCash claim was paid for less than claimed, then the card shows its clock with times and why not all was paid (issues 38, 39)', () => {
    renderList([
      incomeClaim({
        product_uid: 'HTCI',
        reason: null,
        benefit: 'accident_emergency',
        status: 'paid',
        status_label: 'Paid',
        amount_claimed: 48_000,
        amount_approved: 40_000,
        less_reason: 'Drugs are not covered.',
        payouts: [],
        clock: {
          filed_at: '2026-10-01T09:02:00.000Z',
          approved_at: '2026-10-01T09:03:00.000Z',
          paid_at: '2026-10-01T09:07:00.000Z',
        },
      }),
    ]);
    expect(
      screen.getByText(
        'Filed 1 October 2026, 10:02 · approved 1 October 2026, 10:03 · paid 1 October 2026, 10:07',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Why not all of what you claimed: Drugs are not covered.'),
    ).toBeInTheDocument();
  });
});
