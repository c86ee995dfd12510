import { describe, expect, it } from 'vitest';
import {
  createSponsorBodySchema,
  csvUploadAnswerSchema,
  enrolAnswerSchema,
  enrolmentBodySchema,
  enrolmentCsvBodySchema,
  sponsorAnswerSchema,
  sponsorCopy,
  sponsoredProductSchema,
} from './sponsors.js';

/**
 * What an administrator reads when a sponsor's or an enrolment's form is wrong, and the answers the
 * back office reads (issue 43).
 */
type Parsed = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messagesAt = (result: Parsed, field: string) =>
  (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

const base = { name: 'Dangote', contact_name: 'Ngozi Eze', contact_email: 'hr@d.ng' };

describe('creating a sponsor', () => {
  it('When a field is not text, then each has its own words', () => {
    const r = createSponsorBodySchema.safeParse({
      name: 1,
      contact_name: 2,
      contact_email: 3,
      contact_phone: 4,
      rc_number: 5,
    });
    expect(messagesAt(r, 'name')).toEqual([sponsorCopy.nameRequired]);
    expect(messagesAt(r, 'contact_name')).toEqual([sponsorCopy.contactNameRequired]);
    expect(messagesAt(r, 'contact_email')).toEqual([sponsorCopy.contactEmailInvalid]);
    expect(messagesAt(r, 'contact_phone')).toEqual([sponsorCopy.contactPhoneInvalid]);
    expect(messagesAt(r, 'rc_number')).toEqual([sponsorCopy.rcNumberInvalid]);
  });

  it('When the names are trimmed to under 2 characters or run past 120, then they are refused', () => {
    expect(
      createSponsorBodySchema.parse({ ...base, name: '  Dangote  ', contact_name: ' Ngozi Eze ' }),
    ).toEqual(base);
    expect(
      createSponsorBodySchema.safeParse({
        ...base,
        name: 'n'.repeat(120),
        contact_name: 'c'.repeat(120),
      }).success,
    ).toBe(true);
    const short = createSponsorBodySchema.safeParse({ ...base, name: ' D ', contact_name: ' N ' });
    expect(messagesAt(short, 'name')).toEqual([sponsorCopy.nameRequired]);
    expect(messagesAt(short, 'contact_name')).toEqual([sponsorCopy.contactNameRequired]);
    for (const over of [{ name: 'n'.repeat(121) }, { contact_name: 'c'.repeat(121) }])
      expect(createSponsorBodySchema.safeParse({ ...base, ...over }).success).toBe(false);
  });

  it('When the phone is Nigerian, then it is stored as 080...; else the administrator is asked for a valid one', () => {
    expect(
      createSponsorBodySchema.parse({ ...base, contact_phone: '+2348031234567' }).contact_phone,
    ).toBe('08031234567');
    expect(createSponsorBodySchema.parse({ ...base, contact_phone: null })).toEqual(base);
    const r = createSponsorBodySchema.safeParse({ ...base, contact_phone: '+254711000111' });
    expect(r.error!.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        path: ['contact_phone'],
        message: sponsorCopy.contactPhoneInvalid,
      }),
    ]);
  });

  it('When an RC number has spaces inside or words before it, then spaces go and words are refused', () => {
    expect(createSponsorBodySchema.parse({ ...base, rc_number: 'RC 12 34' }).rc_number).toBe(
      'RC1234',
    );
    const r = createSponsorBodySchema.safeParse({ ...base, rc_number: 'No RC1234' });
    expect(messagesAt(r, 'rc_number')).toEqual([sponsorCopy.rcNumberInvalid]);
  });
});

describe('enrolling one customer', () => {
  const row = { email: 'ada@example.ng', product: 'HI', plan_code: 'HI-SMEDAN-M', months: 3 };

  it('When the product is not one a sponsor pays for, then the administrator is told the products', () => {
    const r = enrolmentBodySchema.safeParse({ ...row, product: 'BI' });
    expect(messagesAt(r, 'product')).toEqual([sponsorCopy.productInvalid]);
    expect(sponsoredProductSchema.safeParse(3).error!.issues[0]!.message).toBe(
      sponsorCopy.productInvalid,
    );
  });

  it('When the product is not text, then it is refused as it is', () => {
    expect(messagesAt(enrolmentBodySchema.safeParse({ ...row, product: 7 }), 'product')).toEqual([
      sponsorCopy.productInvalid,
    ]);
  });

  it('When the plan code is not text, blank or past 60 characters, then each has its words', () => {
    expect(enrolmentBodySchema.parse({ ...row, plan_code: ' HI-SMEDAN-M ' })).toEqual(row);
    expect(enrolmentBodySchema.safeParse({ ...row, plan_code: 'P'.repeat(60) }).success).toBe(true);
    expect(
      messagesAt(enrolmentBodySchema.safeParse({ ...row, plan_code: 9 }), 'plan_code'),
    ).toEqual([sponsorCopy.planRequired]);
    expect(
      messagesAt(enrolmentBodySchema.safeParse({ ...row, plan_code: 'P'.repeat(61) }), 'plan_code'),
    ).toEqual([sponsorCopy.planUnknown]);
  });

  it('When the months are not a number, then the administrator is asked for 1 to 24', () => {
    expect(
      messagesAt(enrolmentBodySchema.safeParse({ ...row, months: 'three' }), 'months'),
    ).toEqual([sponsorCopy.monthsInvalid]);
  });
});

describe('enrolling by CSV', () => {
  it('When the file is not text, empty or over 512 KiB, then the administrator reads why', () => {
    expect(enrolmentCsvBodySchema.parse({ csv: 'email\n' })).toEqual({ csv: 'email\n' });
    expect(enrolmentCsvBodySchema.safeParse({ csv: 'x'.repeat(512 * 1024) }).success).toBe(true);
    for (const csv of [5, ''])
      expect(messagesAt(enrolmentCsvBodySchema.safeParse({ csv }), 'csv')).toEqual([
        sponsorCopy.csvRequired,
      ]);
    expect(
      messagesAt(enrolmentCsvBodySchema.safeParse({ csv: 'x'.repeat(512 * 1024 + 1) }), 'csv'),
    ).toEqual([sponsorCopy.csvTooLong]);
  });
});

describe('the answers the back office reads', () => {
  const enrolment = {
    id: 1,
    sponsor_id: 2,
    email: 'ada@example.ng',
    customer_id: null,
    customer_name: null,
    product: 'HI',
    plan_code: 'HI-SMEDAN-M',
    months: 3,
    status: 'pending',
    invoice_number: 'SPN-2026-0001',
    policy_number: null,
    premium: 5000,
    unit: 'Month',
    starts_on: null,
    ends_on: null,
    amount_due: null,
    enrolled_at: '2026-12-07T10:00:00.000Z',
  };

  it('When a sponsor is answered, then every field is kept', () => {
    const sponsor = {
      id: 2,
      ...base,
      contact_phone: null,
      rc_number: 'RC1234',
      created_at: '2026-12-01T10:00:00.000Z',
      enrolled: 3,
      pending: 1,
      amount_due: 15_000,
    };
    expect(sponsorAnswerSchema.parse(sponsor)).toEqual(sponsor);
  });

  it('When an enrolment call is answered, then its outcome is one of the four, with the enrolment', () => {
    for (const outcome of ['invoiced', 'enrolled', 'pending', 'already_enrolled'])
      expect(enrolAnswerSchema.parse({ outcome, enrolment })).toEqual({ outcome, enrolment });
    expect(enrolAnswerSchema.safeParse({ outcome: 'rejected', enrolment }).success).toBe(false);
  });

  it('When a CSV upload is answered, then its counts and each row’s errors are kept', () => {
    const answer = {
      rows: 3,
      invoiced: 1,
      invoice_number: 'SPN-2026-0002',
      enrolled: 0,
      pending: 0,
      already_enrolled: 1,
      errors: [{ row: 3, email: 'x', errors: { email: ['Enter a valid e-mail address'] } }],
    };
    expect(csvUploadAnswerSchema.parse(answer)).toEqual(answer);
  });
});
