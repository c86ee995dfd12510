import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kycReviews } from '../src/db/schema/index.js';
import { signUp, useTestApp } from './helpers.js';
import { kycClient, sandboxValue, STRANGER_PHONE } from './kyc-support.js';

/**
 * Issue 24, 'A second account with the same name takes a bank account's identity': an account signed
 * up as "Adaeze Okafor" verified her bank account and completed KYC. A voter's card or bank account
 * that matches only on the name is held for review unless the customer's phone is the record's
 * phone. On the sandbox provider, values ending in 0001 are Adaeze Okafor's, phone 08030000001.
 */
const t = useTestApp();

const adaeze = (phone: string) =>
  signUp(t.app, { first_name: 'Adaeze', last_name: 'Okafor', phone_number: phone });

const reviewsOf = (customerId: number) =>
  t.database.db.select().from(kycReviews).where(eq(kycReviews.customerId, customerId));

describe('an ID without a code that matches only on the name', () => {
  it.each([['bank account', 'account_number'] as const, ["voter's card", 'vin'] as const])(
    "When a second account with Adaeze's name but another phone passes her %s, then KYC is held for review, not completed",
    async (_label, idType) => {
      const c = await adaeze('08034445566');
      const kyc = kycClient(t.app, c.id, c.cookie);
      const passed =
        idType === 'vin'
          ? await kyc.vin({ vin: sandboxValue('card', '0001') })
          : await kyc.account({
              account_number: sandboxValue('digits10', '0001'),
              bank_code: '058',
            });
      expect(passed.statusCode, passed.body).toBe(200);
      const completed = await kyc.complete();
      expect(completed.json().data).toMatchObject({
        have_completed_kyc: false,
        kyc_in_review_status: true,
      });
      expect(await reviewsOf(c.id)).toMatchObject([
        { status: 'held', reason: 'name_only_match', idType },
      ]);
    },
  );

  it("When the customer's phone is the record's phone, then the name and the phone together prove it and nothing is held", async () => {
    const c = await adaeze(STRANGER_PHONE);
    const kyc = kycClient(t.app, c.id, c.cookie);
    expect(
      (await kyc.account({ account_number: sandboxValue('digits10', '0001'), bank_code: '058' }))
        .statusCode,
    ).toBe(200);
    expect((await kyc.complete()).json().data).toMatchObject({
      have_completed_kyc: true,
      kyc_in_review_status: false,
    });
    expect(await reviewsOf(c.id)).toEqual([]);
  });
});
