import { claimCopy, EI_CLAIM_REASONS } from '@alaafia/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, customerFixture, renderWithProviders } from '#test/render.js';
import { yoruba } from '#test/yoruba.js';
import { ClaimWizard } from './claim-wizard';
import { BASE, server } from '#test/msw.js';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

const customer = customerFixture({ id: 7 });
const FILE_URL = '/api/local/uploads/Zx9k2mQp4rT7vW1yA3bC5dE';

function claimAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 31,
    claim_number: 'CLM-2026-000031',
    product_uid: 'EI',
    policy_number: 'EI-000123',
    status: 'submitted',
    status_label: 'Claim received',
    reason: 'dismissal',
    benefit: null,
    date_of_loss: '2026-10-01',
    amount_claimed: null,
    amount_approved: null,
    description: null,
    documents: [FILE_URL],
    bank: { bank_code: '058', account_number: '******6789', account_name: 'CHIDI EZE' },
    timeline: [],
    payouts: [],
    due_for: 'decision',
    due_by: '2026-10-15T22:59:59.999Z',
    late: false,
    statutory_due_by: '2026-11-30T10:00:00.000Z',
    confirmation_due_by: null,
    limits_left: null,
    automation: null,
    less_reason: null,
    follow_up_of: null,
    asked_to_pay_case_id: null,
    clock: { filed_at: '2026-10-01T10:00:00.000Z', approved_at: null, paid_at: null },
    created_at: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The banks reference list, the upload and the claim, each call recorded. */
const limitsAnswer = (accidentLeft = 100_000) => ({
  policy_number: 'HTCI-000045',
  year_from: '2026-01-05',
  year_to: '2027-01-05',
  total: { limit: 1_100_000, left: 1_000_000 + accidentLeft },
  benefits: {
    accident_emergency: { limit: 100_000, left: accidentLeft },
    permanent_disability: { limit: 500_000, left: 500_000 },
    accidental_death: { limit: 500_000, left: 500_000 },
  },
});

const MISMATCH = claimCopy.bankNameMismatch;

/** The payout account on file (GET claims/payout-account): none unless a test sets one. */
let payoutAccount: { bank_code: string; account_number: string; source: string } | null = null;
beforeEach(() => {
  payoutAccount = null;
});

function api(
  claim: () => Response = () => HttpResponse.json({ data: claimAnswer() }, { status: 201 }),
  accidentLeft = 100_000,
  eligibility: (date: string) => Response = () =>
    HttpResponse.json({
      data: { eligible: true, policy_number: 'EI-000123', waiting_period_ends_on: '2026-04-05' },
    }),
) {
  const claims: unknown[] = [];
  const eligibilityChecks: (string | null)[] = [];
  const accountChecks: unknown[] = [];
  const uploads: { type: FormDataEntryValue | null; name: string | undefined }[] = [];
  server.use(
    http.get(`${BASE}/local/banks`, () =>
      HttpResponse.json({
        data: [
          { id: 1, name: 'Access Bank', code: '044' },
          { id: 2, name: 'Guaranty Trust Bank', code: '058' },
        ],
        meta: { current_page: 1, last_page: 1, per_page: 50, total: 2 },
      }),
    ),
    http.post(`${BASE}/local/upload/s3`, async ({ request }) => {
      const form = await request.formData();
      uploads.push({ type: form.get('type'), name: (form.get('file') as File | null)?.name });
      return HttpResponse.json({ data: { file_url: FILE_URL } });
    }),
    http.get(`${BASE}/local/customers/:id/claims/payout-account`, () =>
      HttpResponse.json({ data: payoutAccount }),
    ),
    http.get(`${BASE}/local/customers/7/claims/limits`, () =>
      HttpResponse.json({ data: limitsAnswer(accidentLeft) }),
    ),
    http.get(`${BASE}/local/customers/7/claims/eligibility`, ({ request }) => {
      const date = new URL(request.url).searchParams.get('date');
      eligibilityChecks.push(date);
      return eligibility(date ?? '');
    }),
    http.post(`${BASE}/local/customers/7/claims/bank-account`, async ({ request }) => {
      const body = (await request.json()) as { account_number: string };
      accountChecks.push(body);
      return body.account_number.endsWith('0001')
        ? HttpResponse.json(
            { message: MISMATCH, errors: { account_number: [MISMATCH] } },
            { status: 422 },
          )
        : HttpResponse.json({ data: { account_name: 'Chidi Eze' } });
    }),
    http.post(`${BASE}/local/customers/7/claims`, async ({ request }) => {
      claims.push(await request.json());
      return claim();
    }),
  );
  return { claims, uploads, eligibilityChecks, accountChecks };
}

function renderWizard(product: 'EI' | 'HTCI' = 'EI') {
  const onClose = vi.fn();
  const { unmount } = renderWithProviders(
    <ClaimWizard customer={customer} product={product} onClose={onClose} />,
  );
  return { user: userEvent.setup({ applyAccept: false }), onClose, unmount };
}

const button = (name: string) => screen.getByRole('button', { name });
const letter = () =>
  new File(['%PDF-1.7 letter'], 'termination-letter.pdf', { type: 'application/pdf' });

async function fillToReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Dismissal/ }));
  await user.click(button('Continue'));
  await user.type(await screen.findByLabelText('Date of job loss'), '2026-10-01');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(button('Continue'));
  await screen.findByRole('heading', { name: 'Upload your documents' });
  await user.upload(screen.getByTestId('claim-camera-input'), letter());
  await screen.findByText('Uploaded');
  await user.click(button('Continue'));
  await user.selectOptions(await screen.findByLabelText('Bank'), '058');
  await user.type(screen.getByLabelText('Account number'), '0123456789');
  await screen.findByText('Account name: Chidi Eze');
  await user.click(button('Continue'));
  await screen.findByRole('heading', { name: 'Check your claim' });
}

describe('The claim wizard', () => {
  it("When the customer chooses resignation, then it is explained in the spec's words and nothing is sent", async () => {
    const { claims } = api();
    const { user, onClose } = renderWizard();
    expect(
      await screen.findByRole('heading', { name: 'Why did you lose your job?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    await user.click(screen.getByRole('radio', { name: /Resignation/ }));
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'This is not covered' })).toBeInTheDocument();
    expect(screen.getByText(EI_CLAIM_REASONS.resignation.explanation)).toBeInTheDocument();
    await user.click(button('Choose another reason'));
    expect(
      await screen.findByRole('heading', { name: 'Why did you lose your job?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Resignation/ }));
    await user.click(button('Continue'));
    await user.click(await screen.findByRole('button', { name: 'Back to dashboard' }));
    expect(onClose).toHaveBeenCalled();
    expect(claims).toEqual([]);
  });

  it('When a dismissal is claimed with a photo of the letter, then the claim is sent as the API expects and its number shown', async () => {
    const { claims, uploads } = api();
    const { user } = renderWizard();
    await fillToReview(user);
    expect(screen.getByText('Dismissal')).toBeInTheDocument();
    expect(screen.getByText('1 October 2026')).toBeInTheDocument();
    expect(screen.getByText('1 document')).toBeInTheDocument();
    expect(screen.getByText('Guaranty Trust Bank, 0123456789')).toBeInTheDocument();
    await user.click(button('Submit claim'));
    expect(
      await screen.findByRole('heading', { name: 'We have received your claim' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your claim number is CLM-2026-000031.')).toBeInTheDocument();
    expect(uploads).toEqual([{ type: 'claim_document', name: 'termination-letter.pdf' }]);
    expect(claims).toEqual([
      {
        product_uid: 'EI',
        reason: 'dismissal',
        date_of_job_loss: '2026-10-01',
        notice_before_purchase: false,
        documents: [FILE_URL],
        bank_code: '058',
        account_number: '0123456789',
      },
    ]);
  });

  it('When the identity check verified a bank account, then the bank step is prefilled with it and shows its name', async () => {
    payoutAccount = { bank_code: '058', account_number: '0123456789', source: 'identity_check' };
    const { accountChecks } = api();
    const { user } = renderWizard();
    await user.click(await screen.findByRole('radio', { name: /Dismissal/ }));
    await user.click(button('Continue'));
    await user.type(await screen.findByLabelText('Date of job loss'), '2026-10-01');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(button('Continue'));
    await screen.findByRole('heading', { name: 'Upload your documents' });
    await user.upload(screen.getByTestId('claim-camera-input'), letter());
    await screen.findByText('Uploaded');
    await user.click(button('Continue'));
    expect(await screen.findByLabelText('Bank')).toHaveValue('058');
    expect(screen.getByLabelText('Account number')).toHaveValue('0123456789');
    expect(await screen.findByText('Account name: Chidi Eze')).toBeInTheDocument();
    expect(accountChecks).toEqual([{ bank_code: '058', account_number: '0123456789' }]);
    await user.click(button('Continue'));
    await screen.findByRole('heading', { name: 'Check your claim' });
    expect(screen.getByText('Guaranty Trust Bank, 0123456789')).toBeInTheDocument();
  });

  it('When the page is reloaded part-way, then the answers, the uploaded letter and the account are still there; once filed, the draft is gone', async () => {
    const { claims, uploads } = api();
    const first = renderWizard();
    await fillToReview(first.user);
    // A reload: the page and its memory go; the wizard opens again from what the browser kept.
    first.unmount();
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Check your claim' })).toBeInTheDocument();
    expect(screen.getByText('Dismissal')).toBeInTheDocument();
    expect(screen.getByText('1 October 2026')).toBeInTheDocument();
    expect(screen.getByText('1 document')).toBeInTheDocument();
    expect(await screen.findByText('Guaranty Trust Bank, 0123456789')).toBeInTheDocument();
    await user.click(button('Submit claim'));
    expect(
      await screen.findByRole('heading', { name: 'We have received your claim' }),
    ).toBeInTheDocument();
    // The receipt was uploaded once, before the reload, and filed with the claim.
    expect(uploads).toHaveLength(1);
    expect(claims).toEqual([
      expect.objectContaining({ reason: 'dismissal', documents: [FILE_URL], bank_code: '058' }),
    ]);
    expect(localStorage.getItem('alaafia_claim_draft')).toBeNull();
  });

  it('When another customer signs in on this browser, then a draft left by someone else is not shown', async () => {
    api();
    const first = renderWizard();
    await first.user.click(await screen.findByRole('radio', { name: /Dismissal/ }));
    await first.user.click(button('Continue'));
    await screen.findByLabelText('Date of job loss');
    first.unmount();
    renderWithProviders(
      <ClaimWizard customer={customerFixture({ id: 8 })} product="EI" onClose={vi.fn()} />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Why did you lose your job?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Dismissal/ })).not.toBeChecked();
  });

  it('When the documents screen opens, then the camera takes photos or PDFs and a file can be picked too', async () => {
    api();
    const { user } = renderWizard();
    await user.click(await screen.findByRole('radio', { name: /Business Closure/ }));
    await user.click(button('Continue'));
    await user.type(await screen.findByLabelText('Date of job loss'), '2026-10-01');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(button('Continue'));
    const camera = await screen.findByTestId('claim-camera-input');
    expect(camera).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(camera).toHaveAttribute('capture');
    expect(button('Take a photo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Choose a file/ })).toBeInTheDocument();
    await user.click(button('Continue'));
    expect(await screen.findByText('Please upload at least one document')).toBeInTheDocument();
  });

  it('When the API says the account is in another name, then the bank screen shows its message', async () => {
    const message =
      'This bank account is not in your verified name. Payouts go only to an account in your name.';
    api(() =>
      HttpResponse.json(
        { message: 'The claim could not be made.', errors: { account_number: [message] } },
        { status: 422 },
      ),
    );
    const { user } = renderWizard();
    await fillToReview(user);
    await user.click(button('Submit claim'));
    expect(
      await screen.findByRole('heading', { name: 'Where should we pay you?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('When the API refuses for the waiting period, then the date screen shows why', async () => {
    const message =
      "Your policy's 90-day waiting period ends on 2026-12-01; events before then cannot be claimed.";
    api(() =>
      HttpResponse.json(
        { message: 'The claim could not be made.', errors: { date_of_job_loss: [message] } },
        { status: 422 },
      ),
    );
    const { user } = renderWizard();
    await fillToReview(user);
    await user.click(button('Submit claim'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Date of job loss')).toHaveValue('2026-10-01');
  });

  it('When a HealthCash claim is over the benefit limit, then it asks for at most the limit, and the benefits exclude death (claimed by the next of kin)', async () => {
    const { claims } = api(() =>
      HttpResponse.json(
        { data: claimAnswer({ product_uid: 'HTCI', reason: null, benefit: 'accident_emergency' }) },
        { status: 201 },
      ),
    );
    const { user } = renderWizard('HTCI');
    expect(
      await screen.findByRole('heading', { name: 'What are you claiming for?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('radio', { name: /Death by accident/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim for someone who has died' })).toHaveAttribute(
      'href',
      '/claim/next-of-kin',
    );
    await user.click(screen.getByRole('radio', { name: /Accidents and emergencies/ }));
    await user.click(button('Continue'));
    await user.type(
      await screen.findByLabelText('Date of the accident or emergency'),
      '2026-10-03',
    );
    await user.type(screen.getByLabelText('Amount you are claiming'), '150000');
    await user.click(button('Continue'));
    expect(await screen.findByText('This benefit pays up to ₦100,000')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount you are claiming'));
    await user.type(screen.getByLabelText('Amount you are claiming'), '45000');
    await user.click(button('Continue'));
    await user.upload(await screen.findByTestId('claim-camera-input'), letter());
    await screen.findByText('Uploaded');
    await user.click(button('Continue'));
    await user.selectOptions(await screen.findByLabelText('Bank'), '044');
    await user.type(screen.getByLabelText('Account number'), '0123456789');
    await screen.findByText('Account name: Chidi Eze');
    await user.click(button('Continue'));
    expect(await screen.findByText('₦45,000')).toBeInTheDocument();
    await user.click(button('Submit claim'));
    await screen.findByRole('heading', { name: 'We have received your claim' });
    await waitFor(() =>
      expect(claims).toEqual([
        expect.objectContaining({
          product_uid: 'HTCI',
          benefit: 'accident_emergency',
          date_of_event: '2026-10-03',
          amount_claimed: 45000,
        }),
      ]),
    );
  });

  it('When the customer was told of the job loss before buying, then the exclusion is explained on the date screen and nothing goes further', async () => {
    const { claims } = api();
    const { user } = renderWizard();
    await user.click(await screen.findByRole('radio', { name: /Dismissal/ }));
    await user.click(button('Continue'));
    await user.type(await screen.findByLabelText('Date of job loss'), '2026-10-01');
    await user.click(button('Continue'));
    expect(await screen.findByText('Please answer Yes or No')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText(claimCopy.noticeBeforePurchase)).toBeInTheDocument();
    await user.click(button('Continue'));
    expect(
      screen.getByRole('heading', { name: 'When did you lose your job?' }),
    ).toBeInTheDocument();
    expect(claims).toEqual([]);
  });

  it('When earlier claims used part of a HealthCash limit this policy year, then the amount screen says what is left and asks for at most that', async () => {
    api(undefined, 20_000);
    const { user } = renderWizard('HTCI');
    await user.click(await screen.findByRole('radio', { name: /Accidents and emergencies/ }));
    await user.click(button('Continue'));
    expect(
      await screen.findByText(
        'This benefit can still pay ₦20,000 in this policy year (of ₦100,000), as your hospital bill or receipt shows.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Date of the accident or emergency'), '2026-10-03');
    await user.type(screen.getByLabelText('Amount you are claiming'), '45000');
    await user.click(button('Continue'));
    expect(
      await screen.findByText('This benefit can still pay up to ₦20,000 in this policy year'),
    ).toBeInTheDocument();
  });

  it('When the job loss falls inside the waiting period, then the date screen says so before anything is uploaded', async () => {
    const message =
      "Your policy's 90-day waiting period ends on 5 April 2026; events before then cannot be claimed.";
    const { uploads, claims, eligibilityChecks } = api(undefined, undefined, (date) =>
      date < '2026-04-05'
        ? HttpResponse.json({ message, errors: { date_of_job_loss: [message] } }, { status: 422 })
        : HttpResponse.json({
            data: { eligible: true, policy_number: 'EI-1', waiting_period_ends_on: '2026-04-05' },
          }),
    );
    const { user } = renderWizard();
    await user.click(await screen.findByRole('radio', { name: /Dismissal/ }));
    await user.click(button('Continue'));
    await user.type(await screen.findByLabelText('Date of job loss'), '2026-03-20');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(button('Continue'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Date of job loss')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByRole('heading', { name: 'When did you lose your job?' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('claim-camera-input')).not.toBeInTheDocument();
    // A date after the waiting period goes on to the documents.
    await user.clear(screen.getByLabelText('Date of job loss'));
    await user.type(screen.getByLabelText('Date of job loss'), '2026-04-10');
    await user.click(button('Continue'));
    expect(
      await screen.findByRole('heading', { name: 'Upload your documents' }),
    ).toBeInTheDocument();
    expect(eligibilityChecks).toEqual(['2026-03-20', '2026-04-10']);
    expect(uploads).toEqual([]);
    expect(claims).toEqual([]);
  });

  it('When the job loss falls in the grace days of an unpaid premium, then the date screen tells the customer before filing, and a second Continue goes on (issue 36)', async () => {
    const notice =
      'Your premium due on 1 October 2026 is not paid yet. We will take your claim, but we can pay it only once that premium is paid.';
    const { uploads, eligibilityChecks } = api(undefined, undefined, () =>
      HttpResponse.json({
        data: {
          eligible: true,
          policy_number: 'EI-1',
          waiting_period_ends_on: '2026-04-05',
          premium_unpaid_due_on: '2026-10-01',
          notice,
        },
      }),
    );
    const { user } = renderWizard();
    await user.click(await screen.findByRole('radio', { name: /Dismissal/ }));
    await user.click(button('Continue'));
    await user.type(await screen.findByLabelText('Date of job loss'), '2026-10-05');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(button('Continue'));
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'When did you lose your job?' }),
    ).toBeInTheDocument();
    await user.click(button('Continue'));
    expect(
      await screen.findByRole('heading', { name: 'Upload your documents' }),
    ).toBeInTheDocument();
    expect(eligibilityChecks).toEqual(['2026-10-05']);
    expect(uploads).toEqual([]);
  });

  it("When the wizard is in Yoruba and the job loss falls in the grace days of an unpaid premium, then the notice is Yoruba with its day in Yoruba, not the API's English (issue 42)", async () => {
    api(undefined, undefined, () =>
      HttpResponse.json({
        data: {
          eligible: true,
          policy_number: 'EI-1',
          waiting_period_ends_on: '2026-04-05',
          premium_unpaid_due_on: '2026-10-01',
          follow_up_of: null,
          notice:
            'Your premium due on 1 October 2026 is not paid yet. We will take your claim, but we can pay it only once that premium is paid.',
        },
      }),
    );
    renderWithProviders(<ClaimWizard customer={customer} product="EI" onClose={vi.fn()} />, {
      translator: yoruba,
    });
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('heading', { name: yoruba.t('claims.reasonTitle') });
    await user.click(screen.getAllByRole('radio')[0]!);
    await user.click(button(yoruba.t('claims.continue')));
    await user.type(await screen.findByLabelText(yoruba.t('claims.jobLossDate')), '2026-10-05');
    await user.click(screen.getByRole('radio', { name: yoruba.t('claims.noticeNo') }));
    await user.click(button(yoruba.t('claims.continue')));
    expect(
      await screen.findByText(
        'O kò tíì san owó ààbò rẹ tó yẹ ní 1 Oṣù Ọ̀wàrà 2026. A máa gba ìbéèrè owó rẹ, ṣùgbọ́n a lè san án nìkan lẹ́yìn tí o bá san owó ààbò náà.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your premium due on|October/)).toBeNull();
  });

  it("When the wizard is in Yoruba, then the reasons, their lines and a not-covered explanation are Yoruba from the catalogue, not the domain's English (issue 42)", async () => {
    api();
    renderWithProviders(<ClaimWizard customer={customer} product="EI" onClose={vi.fn()} />, {
      translator: yoruba,
    });
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('heading', { name: yoruba.t('claims.reasonTitle') });
    expect(screen.getByRole('radio', { name: /Wọ́n dá mi dúró lẹ́nu iṣẹ́/ })).toBeInTheDocument();
    expect(screen.getByText('Ilé-iṣẹ́ náà kò ṣiṣẹ́ mọ́.')).toBeInTheDocument();
    expect(
      screen.queryByText(/Dismissal|Business Closure|Resignation|Paycuts|out of business/),
    ).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Mo fi iṣẹ́ sílẹ̀/ }));
    await user.click(button(yoruba.t('claims.continue')));
    expect(
      await screen.findByText(
        'Ààbò owó-oṣù kò bo fífi iṣẹ́ sílẹ̀ fúnra rẹ, nítorí náà a kò lè gba ìbéèrè owó fún un.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Willingly resigning|Resignation/)).toBeNull();
  });

  it('When the HealthCash wizard is in Yoruba, then its benefits and their lines are Yoruba (issue 42)', async () => {
    api();
    renderWithProviders(<ClaimWizard customer={customer} product="HTCI" onClose={vi.fn()} />, {
      translator: yoruba,
    });
    await screen.findByRole('heading', { name: yoruba.t('claims.benefitTitle') });
    expect(screen.getByRole('radio', { name: /Ìjàmbá àti pàjáwìrì/ })).toBeInTheDocument();
    expect(
      screen.getByText('Ààbọ̀ ara títí láé tí ìjàmbá fà, títí dé ₦500,000.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Accidents and emergencies|Permanent disability|up to ₦/)).toBeNull();
  });

  it("When 10 digits of an account in someone else's name are typed, then the bank screen refuses it there; the customer's own account shows its name", async () => {
    const { accountChecks, claims } = api();
    const { user } = renderWizard();
    await user.click(await screen.findByRole('radio', { name: /Dismissal/ }));
    await user.click(button('Continue'));
    await user.type(await screen.findByLabelText('Date of job loss'), '2026-10-01');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(button('Continue'));
    await user.upload(await screen.findByTestId('claim-camera-input'), letter());
    await screen.findByText('Uploaded');
    await user.click(button('Continue'));
    await user.selectOptions(await screen.findByLabelText('Bank'), '058');
    await user.type(screen.getByLabelText('Account number'), '012345000');
    expect(accountChecks).toEqual([]);
    await user.type(screen.getByLabelText('Account number'), '1');
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveAttribute('aria-invalid', 'true');
    await user.click(button('Continue'));
    expect(screen.getByRole('heading', { name: 'Where should we pay you?' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), '0123456789');
    expect(await screen.findByText('Account name: Chidi Eze')).toBeInTheDocument();
    expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument();
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Check your claim' })).toBeInTheDocument();
    expect(accountChecks).toEqual([
      { bank_code: '058', account_number: '0123450001' },
      { bank_code: '058', account_number: '0123456789' },
    ]);
    expect(claims).toEqual([]);
  });
});
