import {
  employmentCopy,
  employmentPayload,
  verificationBadge,
  verificationFactsOf,
  WORK_POSITIONS,
} from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customers,
  employmentInformation,
  employmentReviews,
  workPositions,
} from '../src/db/schema/index.js';
import { multipart, samples } from './file-samples.js';
import { signUp, useTestApp } from './helpers.js';

const t = useTestApp();

async function uploadLetter(cookie: string, content: Buffer = samples.pdf): Promise<string> {
  const { payload, headers } = await multipart(
    { type: 'employment_letter' },
    { name: 'letter.pdf', content },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/local/upload/s3',
    headers: { ...headers, cookie },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed ${res.statusCode}: ${res.body}`);
  return res.json().data.file_url as string;
}

const save = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/local/customers/profiles/bvn/employment',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const infoOf = async (customerId: number) =>
  t.database.db
    .select()
    .from(employmentInformation)
    .where(eq(employmentInformation.customerId, customerId));
const customerRow = async (id: number) =>
  (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0]!;

/** The payload of income-protection.md section 3, as the form builds it. */
const payloadFor = (id: number, url: string, overrides: Record<string, unknown> = {}) => ({
  ...employmentPayload({
    employment_letter_url: url,
    work_position: 'Senior Staff',
    number_of_jobs_in_five_years: 2,
    number_of_months_in_current_position: 18,
    contract: false,
    have_disability: false,
    user_id: id,
  }),
  ...overrides,
});

describe('PATCH /local/customers/profiles/bvn/employment', () => {
  it('When the form is saved with an uploaded letter, then it is stored and the record shows it', async () => {
    const { id, cookie } = await signUp(t.app);
    const url = await uploadLetter(cookie);
    const res = await save(cookie, payloadFor(id, url));
    expect(res.statusCode).toBe(200);
    const record = res.json().data;
    expect(record.employment_letter_url).toBe(url);
    expect(record.customer_employment_information).toEqual([
      {
        employment_letter_url: url,
        bank_statement_url: null,
        mono_account_statement_url: null,
        work_position: 'Senior Staff',
        work_position_id: 4,
        number_of_jobs_in_five_years: 2,
        number_of_months_in_current_position: 18,
        contract_or_permanent_staff: true,
        have_disability: false,
        is_confirmed_staff: true,
        updated_at: expect.any(String),
      },
    ]);
    expect(await infoOf(id)).toHaveLength(1);
  });

  it('When the profile is saved, then the letter waits for a reviewer and the profile is not complete yet', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await save(cookie, payloadFor(id, await uploadLetter(cookie)));
    expect(res.json().data).toMatchObject({
      have_completed_income_protection_profile: false,
      kyc_in_review_status: true,
    });
    expect(await customerRow(id)).toMatchObject({
      haveCompletedIncomeProtectionProfile: false,
      kycInReviewStatus: true,
    });
    const reviews = await t.database.db
      .select()
      .from(employmentReviews)
      .where(eq(employmentReviews.customerId, id));
    expect(reviews).toEqual([expect.objectContaining({ status: 'pending', decidedAt: null })]);
    // Before KYC is complete the dashboard still asks for verification; the letter alone does not verify.
    expect(verificationBadge('EI', verificationFactsOf(res.json().data)).status).toBe('unverified');
  });

  it('When the Contract toggle is on and no position is chosen, then the staff flag is false and the position empty', async () => {
    const { id, cookie } = await signUp(t.app);
    const url = await uploadLetter(cookie);
    const body = employmentPayload({
      employment_letter_url: url,
      work_position: null,
      number_of_jobs_in_five_years: 0,
      number_of_months_in_current_position: 0,
      contract: true,
      have_disability: true,
      user_id: id,
    });
    expect(body).not.toHaveProperty('work_position');
    const res = await save(cookie, body);
    expect(res.statusCode).toBe(200);
    const [row] = await infoOf(id);
    expect(row).toMatchObject({
      workPosition: null,
      workPositionId: null,
      contractOrPermanentStaff: false,
      haveDisability: true,
      numberOfJobsInFiveYears: 0,
      numberOfMonthsInCurrentPosition: 0,
    });
  });

  it('When it is saved twice, then the customer keeps one employment information, the newest', async () => {
    const { id, cookie } = await signUp(t.app);
    const first = await uploadLetter(cookie);
    await save(cookie, payloadFor(id, first));
    const second = await uploadLetter(cookie, samples.png);
    const res = await save(cookie, payloadFor(id, second, { work_position: 'Manager' }));
    expect(res.statusCode).toBe(200);
    const rows = await infoOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ employmentLetterUrl: second, workPosition: 'Manager' });
  });

  it("When the statements are the client's placeholders, then they are not stored; an own upload is", async () => {
    const { id, cookie } = await signUp(t.app);
    const letter = await uploadLetter(cookie);
    const statement = await uploadLetter(cookie, samples.jpg);
    const res = await save(
      cookie,
      payloadFor(id, letter, {
        bank_statement_url: statement,
        mono_account_statement_url: 'https://evil.example/x',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await infoOf(id))[0]).toMatchObject({
      bankStatementUrl: statement,
      monoAccountStatementUrl: null,
    });
  });

  it("When the letter is another customer's upload, then it is 422 on employment_letter_url and nothing changes", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const theirs = await uploadLetter(b.cookie);
    const res = await save(a.cookie, payloadFor(a.id, theirs));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.employment_letter_url).toEqual([employmentCopy.letterNotFound]);
    expect(await infoOf(a.id)).toHaveLength(0);
    expect(await customerRow(a.id)).toMatchObject({
      haveCompletedIncomeProtectionProfile: false,
      kycInReviewStatus: false,
    });
  });

  it('When the letter url is missing or not one of ours, then it is 422', async () => {
    const { id, cookie } = await signUp(t.app);
    const missing = await save(cookie, payloadFor(id, ''));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.employment_letter_url).toEqual([employmentCopy.letterRequired]);
    const foreign = await save(cookie, payloadFor(id, 'https://files.example.com/letter.pdf'));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.employment_letter_url).toEqual([employmentCopy.letterNotFound]);
  });

  it('When a counter, a toggle or the position is not valid, then it is 422 on that field', async () => {
    const { id, cookie } = await signUp(t.app);
    const url = await uploadLetter(cookie);
    for (const [field, value, message] of [
      ['number_of_jobs_in_five_years', -1, employmentCopy.jobsInvalid],
      ['number_of_jobs_in_five_years', 'two', employmentCopy.jobsInvalid],
      ['number_of_months_in_current_position', 2.5, employmentCopy.monthsInvalid],
      ['contract_or_permanent_staff', 'yes', employmentCopy.choiceInvalid],
      ['have_disability', null, employmentCopy.choiceInvalid],
      ['work_position', 'Intern', employmentCopy.workPositionInvalid],
    ] as const) {
      const res = await save(cookie, payloadFor(id, url, { [field]: value }));
      expect(res.statusCode, `${field}=${String(value)}`).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect(await infoOf(id)).toHaveLength(0);
  });

  it("When cust_id, user_id or engage_uid is another customer's, then it is 403 and nothing is stored", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const url = await uploadLetter(a.cookie);
    const [other] = await t.database.db.select().from(customers).where(eq(customers.id, b.id));
    for (const override of [
      { cust_id: b.id },
      { user_id: String(b.id) },
      { engage_uid: other!.engageUid },
      { engage_uid: b.id, number_of_jobs_in_five_years: 'not valid' },
    ]) {
      const res = await save(a.cookie, payloadFor(a.id, url, override));
      expect(res.statusCode, JSON.stringify(override)).toBe(403);
    }
    expect(await infoOf(a.id)).toHaveLength(0);
    expect(await infoOf(b.id)).toHaveLength(0);
  });

  it("When engage_uid is the customer's own engage uid, then it is accepted", async () => {
    const { id, cookie } = await signUp(t.app);
    const own = await customerRow(id);
    const res = await save(
      cookie,
      payloadFor(id, await uploadLetter(cookie), { engage_uid: own.engageUid }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('When nobody is signed in, then it is 401', async () => {
    expect((await save(undefined, payloadFor(1, '/api/local/uploads/x'))).statusCode).toBe(401);
  });

  it('When the customer record is read afterwards, then GET /auth/me carries the employment information', async () => {
    const { id, cookie } = await signUp(t.app);
    const url = await uploadLetter(cookie);
    await save(cookie, payloadFor(id, url));
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().data.customer_employment_information[0].employment_letter_url).toBe(url);
    expect(me.json().data.employment_letter_url).toBe(url);
  });

  it('When the work positions are read from the database, then they are the domain list the payload names', async () => {
    const rows = await t.database.db.select().from(workPositions);
    expect(rows.sort((x, y) => x.id - y.id)).toEqual(WORK_POSITIONS.map((p) => ({ ...p })));
  });
});
