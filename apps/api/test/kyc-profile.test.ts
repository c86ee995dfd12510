import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.js';
import { signUp, useTestApp } from './helpers.js';
import {
  codesOf,
  customerRow,
  documentsOf,
  eventsOf,
  kycClient,
  latestCode,
  ownValue,
  sandboxValue,
} from './kyc-support.js';

/** set-kyc-complete, complete-profile-by-product, clean and the licence picture (biometrics-with-id). */
const t = useTestApp();

async function customer() {
  const { id, cookie, body } = await signUp(t.app);
  return { id, cookie, phone: body.phone_number, kyc: kycClient(t.app, id, cookie) };
}

async function verifiedByBvn() {
  const c = await customer();
  await c.kyc.bvn(ownValue('digits11'));
  expect((await c.kyc.verify(await latestCode(t.app, c.phone))).statusCode).toBe(200);
  return c;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-not-a-real-picture-but-png-bytes'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jfif body')]);
const GIF = Buffer.from('GIF89a-some-gif-bytes');

/** A multipart body by hand: fields, then the file. */
function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = `----alaafia${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadLicence = (
  c: { id: number; cookie: string },
  fields: Record<string, string>,
  file?: { name: string; content: Buffer },
  forId = c.id,
) => {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/local/customers/profiles/biometrics-with-id/${forId}`,
    headers: { ...body.headers, cookie: c.cookie },
    payload: body.payload,
  });
};

describe('PATCH /local/customers/{id}/set-kyc-complete', () => {
  it('When no ID is verified yet, then it is 422 with a message and KYC stays incomplete', async () => {
    const c = await customer();
    const res = await c.kyc.complete();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Please verify your identity with one of the ID types before you continue.',
    });
    expect((await customerRow(t.database.db, c.id)).haveCompletedKyc).toBe(false);
  });

  it('When an ID is verified, then KYC is complete, once', async () => {
    const c = await verifiedByBvn();
    const res = await c.kyc.complete();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ have_completed_kyc: true, have_verified_bvn: true });
    const first = (await customerRow(t.database.db, c.id)).kycCompletedAt;
    expect(first).not.toBeNull();
    expect((await c.kyc.complete()).statusCode).toBe(200);
    expect((await customerRow(t.database.db, c.id)).kycCompletedAt).toEqual(first);
  });

  it('When the phone number and e-mail on file are not valid, then it is 422 with errors.phone_number and errors.email', async () => {
    const c = await verifiedByBvn();
    await t.database.db
      .update(customers)
      .set({ phoneNumber: '12345', email: 'not-an-email' })
      .where(eq(customers.id, c.id));
    const res = await c.kyc.complete();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Please enter a valid e-mail address. Enter a valid Nigerian phone number',
      errors: {
        email: ['Please enter a valid e-mail address'],
        phone_number: ['Enter a valid Nigerian phone number'],
      },
    });
    expect((await customerRow(t.database.db, c.id)).haveCompletedKyc).toBe(false);
  });

  it('When the name was changed after the ID was verified, then it is 422 and KYC stays incomplete', async () => {
    const c = await verifiedByBvn();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/local/customers/${c.id}`,
      headers: { cookie: c.cookie },
      payload: { first_name: 'Somebody', last_name: 'Else' },
    });
    const res = await c.kyc.complete();
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Your name no longer matches the name on your verified ID. Please verify your identity again.',
    );
  });
});

describe('POST /local/customers/profiles/complete-profile-by-product', () => {
  it('When KYC is complete, then the product profile flag is set for HI and HTCI; EI waits for the employment letter review', async () => {
    const c = await verifiedByBvn();
    await c.kyc.complete();
    const ei = await c.kyc.completeProfile({ customer_id: c.id, product_uid: 'EI' });
    expect(ei.statusCode).toBe(200);
    expect(ei.json().data.have_completed_income_protection_profile).toBe(false);
    expect((await customerRow(t.database.db, c.id)).haveCompletedIncomeProtectionProfile).toBe(
      false,
    );
    const cases = [
      ['HI', 'have_completed_health_insurance_profile'],
      ['HTCI', 'have_completed_health_cash_profile'],
    ] as const;
    for (const [uid, flag] of cases) {
      const res = await c.kyc.completeProfile({ customer_id: c.id, product_uid: uid });
      expect(res.statusCode).toBe(200);
      expect(res.json().data[flag]).toBe(true);
    }
  });

  it('When KYC is not complete, then it is 422 on errors.product_uid and no flag is set', async () => {
    const c = await verifiedByBvn();
    const res = await c.kyc.completeProfile({ customer_id: c.id, product_uid: 'HI' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      product_uid: ['Please complete your identity verification first.'],
    });
    expect((await customerRow(t.database.db, c.id)).haveCompletedHealthInsuranceProfile).toBe(
      false,
    );
  });

  it('When the product is not sold online or unknown, then it is 422', async () => {
    const c = await verifiedByBvn();
    await c.kyc.complete();
    const bi = await c.kyc.completeProfile({ customer_id: c.id, product_uid: 'BI' });
    expect(bi.statusCode).toBe(422);
    expect(bi.json().errors.product_uid).toEqual([
      'This product is not sold online, so it has no profile to complete.',
    ]);
    const unknown = await c.kyc.completeProfile({ customer_id: c.id, product_uid: 'XX' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.product_uid).toEqual(['Please choose one of our products.']);
  });
});

describe('GET /local/customers/profiles/clean/{cust_id}', () => {
  it('When an attempt is cancelled, then documents, codes, dob, gender and KYC flags are wiped; salary stays', async () => {
    const c = await customer();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/local/customers/${c.id}`,
      headers: { cookie: c.cookie },
      payload: { salary: 90000, employer_name: 'Dangote', dob: '1990-01-02', gender: 'female' },
    });
    await c.kyc.bvn(ownValue('digits11'));
    await c.kyc.verify(await latestCode(t.app, c.phone));
    await c.kyc.nin(sandboxValue('digits11', '0001'));
    await c.kyc.vin({ vin: sandboxValue('card', '0001') });
    expect(await documentsOf(t.database.db, c.id)).toHaveLength(3);

    const res = await c.kyc.clean();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      dob: null,
      gender: null,
      bvn: null,
      have_verified_bvn: false,
      have_completed_kyc: false,
      salary: 90000,
      employer_name: 'Dangote',
    });
    expect(await documentsOf(t.database.db, c.id)).toEqual([]);
    expect(await codesOf(t.database.db, c.id)).toEqual([]);
    expect((await eventsOf(t.database.db, c.id)).at(-1)?.event).toBe('cleaned');
  });

  it('When KYC is already complete, then the completed verification is kept and only the unfinished attempt goes', async () => {
    const c = await verifiedByBvn();
    await c.kyc.complete();
    await c.kyc.vin({ vin: sandboxValue('card', '0001') });
    const res = await c.kyc.clean();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ have_completed_kyc: true, have_verified_bvn: true });
    const docs = await documentsOf(t.database.db, c.id);
    expect(docs.map((d) => [d.type, d.status])).toEqual([['bvn', 'verified']]);
  });
});

describe('POST /local/customers/profiles/biometrics-with-id/{cust_id}', () => {
  it('When a PNG of the licence comes with a good licence number, then it is stored and the licence verified, awaiting review', async () => {
    const c = await customer();
    const res = await uploadLicence(
      c,
      { id_number: ownValue('card'), type: 'frsc' },
      { name: 'licence.png', content: PNG },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { first_name: 'Chinedu', last_name: 'Okeke', id_type: 'dvl' },
    });
    const [doc] = await documentsOf(t.database.db, c.id);
    expect(doc?.status).toBe('verified');
    expect(doc?.evidenceKey).toMatch(new RegExp(`^kyc/licences/${c.id}/[0-9a-f-]{36}\\.png$`));
    const stored = await t.ctx.storage.get(doc!.evidenceKey!);
    expect(stored).toEqual({ content: PNG, contentType: 'image/png' });
    expect((await customerRow(t.database.db, c.id)).kycInReviewStatus).toBe(true);
  });

  it('When the picture is a JPEG named .png, then it is recognised by its bytes', async () => {
    const c = await customer();
    const res = await uploadLicence(
      c,
      { id_number: ownValue('card'), type: 'frsc' },
      { name: 'licence.png', content: JPEG },
    );
    expect(res.statusCode).toBe(200);
    expect((await documentsOf(t.database.db, c.id))[0]?.evidenceKey).toMatch(/\.jpg$/);
  });

  it('When the file is a GIF, then it is 415 and nothing is stored', async () => {
    const c = await customer();
    const res = await uploadLicence(
      c,
      { id_number: ownValue('card'), type: 'frsc' },
      { name: 'licence.jpg', content: GIF },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please upload your licence as a PNG or JPEG image.');
    expect(await documentsOf(t.database.db, c.id)).toEqual([]);
  });

  it('When the file is larger than 10 MB, then it is 413 and nothing is stored', async () => {
    const c = await customer();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await uploadLicence(
      c,
      { id_number: ownValue('card'), type: 'frsc' },
      { name: 'licence.png', content: big },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'The image is larger than 10 MB. Please upload a smaller picture of your licence.',
    );
    expect(await documentsOf(t.database.db, c.id)).toEqual([]);
  });

  it('When the number, the type or the file is missing, then it is 422 on those fields', async () => {
    const c = await customer();
    const res = await uploadLicence(c, { id_number: '', type: 'vio' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      DRIVER_LICENSE: ["Please enter a valid Driver's License number"],
      type: ["The licence type must be 'frsc'."],
      file: ['Please add a picture of your licence.'],
    });
  });

  it('When the licence is registered to someone else, then it is the DRIVER_LICENSE mismatch and the picture stays with the attempt', async () => {
    const c = await customer();
    const res = await uploadLicence(
      c,
      { id_number: sandboxValue('card', '0001'), type: 'frsc' },
      { name: 'licence.png', content: PNG },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Unable to validate DRIVER_LICENSE because name does not match.',
    );
    const [doc] = await documentsOf(t.database.db, c.id);
    expect(doc?.status).toBe('name_mismatch');
    // Cancel (clean) removes the picture too.
    await c.kyc.clean();
    expect(await t.ctx.storage.get(doc!.evidenceKey!)).toBeNull();
  });

  it('When the body is JSON, then it is 415', async () => {
    const c = await customer();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/local/customers/profiles/biometrics-with-id/${c.id}`,
      headers: { cookie: c.cookie },
      payload: { id_number: 'ABC', type: 'frsc' },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('POST /local/customers/profiles/reset-name/{cust_id} after KYC', () => {
  it('When KYC is complete, then the name cannot be reset here (409) and stays', async () => {
    const c = await verifiedByBvn();
    await c.kyc.complete();
    const res = await c.kyc.resetName({ first_name: 'Adaeze', last_name: 'Okafor', type: 'BVN' });
    expect(res.statusCode).toBe(409);
    expect((await customerRow(t.database.db, c.id)).firstName).toBe('Chinedu');
    expect((await eventsOf(t.database.db, c.id)).at(-1)).toMatchObject({
      event: 'rejected',
      success: false,
    });
  });
});
