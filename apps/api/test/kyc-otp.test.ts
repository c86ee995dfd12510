import { describe, expect, it } from 'vitest';
import { sessionCookie, setLanguage, signUp } from './helpers.js';
import {
  STRANGER_PHONE,
  codesOf,
  customerRow,
  documentsOf,
  eventsOf,
  kycClient,
  latestCode,
  otherCode,
  ownValue,
  sandboxValue,
  smsTo,
} from './kyc-support.js';
import { useKycCodeApp } from './kyc-otp-support.js';

/** The one-time code of a BVN or NIN: 4 digits, 10 minutes, single use, 5 tries, resends limited. */
const { clock, t, advance, withCodeSent } = useKycCodeApp();

describe('GET nin-with-id/{otp}/{cust_id}/verify', () => {
  it("When the code is wrong, then it is 422 'Invalid OTP' with the tries left on the ID's key and nothing is verified", async () => {
    for (const type of ['bvn', 'nin'] as const) {
      const c = await withCodeSent(type);
      const res = await c.kyc.verify(otherCode(c.code));
      expect(res.statusCode).toBe(422);
      const message = 'Invalid OTP. You have 4 tries left.';
      expect(res.json()).toEqual({ message, errors: { [type]: [message] } });
      const row = await customerRow(t.database.db, c.id);
      expect(row.haveVerifiedBvn || row.haveVerifiedNin).toBe(false);
      expect((await codesOf(t.database.db, c.id))[0]?.attempts).toBe(1);
    }
  });

  it('When a customer who reads Yoruba enters a wrong code, then the 422 says it and the tries left in Yoruba', async () => {
    const c = await withCodeSent('nin');
    await setLanguage(t.app, c, 'yo');
    const res = await c.kyc.verify(otherCode(c.code));
    expect(res.statusCode).toBe(422);
    const message = 'Kóòdù kò tọ̀nà. O ṣì ní àǹfààní 4 láti gbìyànjú.';
    expect(res.json()).toEqual({ message, errors: { nin: [message] } });
    expect((await codesOf(t.database.db, c.id))[0]?.attempts).toBe(1);
  });

  it('When the code is right after a wrong one, then it verifies', async () => {
    const c = await withCodeSent();
    await c.kyc.verify(otherCode(c.code));
    const res = await c.kyc.verify(c.code);
    expect(res.statusCode).toBe(200);
    expect((await customerRow(t.database.db, c.id)).haveVerifiedBvn).toBe(true);
  });

  it('When the code is used a second time, then it is 422 asking for a new code', async () => {
    const c = await withCodeSent();
    expect((await c.kyc.verify(c.code)).statusCode).toBe(200);
    const again = await c.kyc.verify(c.code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'This code has already been used. Please request a new code.',
      errors: { bvn: ['This code has already been used. Please request a new code.'] },
    });
  });

  it('When 10 minutes have passed, then the right code is 422 expired and nothing is verified', async () => {
    const c = await withCodeSent('nin');
    advance(10 * 60_000 + 1000);
    const res = await c.kyc.verify(c.code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'This code has expired. Please request a new code.',
      errors: { nin: ['This code has expired. Please request a new code.'] },
    });
    expect((await customerRow(t.database.db, c.id)).haveVerifiedNin).toBe(false);
  });

  it('When the code is entered at 9 minutes 59, then it still verifies', async () => {
    const c = await withCodeSent();
    advance(10 * 60_000 - 1000);
    expect((await c.kyc.verify(c.code)).statusCode).toBe(200);
  });

  it('When 5 wrong codes were tried, then the sixth try is refused even with the right code', async () => {
    const c = await withCodeSent();
    const left = ['4 tries', '3 tries', '2 tries', '1 try'];
    for (let i = 0; i < 5; i += 1) {
      const res = await c.kyc.verify(otherCode(c.code));
      expect(res.json().message).toBe(
        left[i]
          ? `Invalid OTP. You have ${left[i]} left.`
          : 'Invalid OTP. You have no tries left. Please request a new code.',
      );
    }
    const sixth = await c.kyc.verify(c.code);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().message).toBe(
      'You have entered a wrong code too many times. Please request a new code.',
    );
    expect((await customerRow(t.database.db, c.id)).haveVerifiedBvn).toBe(false);
    const [otp] = await codesOf(t.database.db, c.id);
    expect(otp).toMatchObject({ attempts: 5, consumedAt: null });
    expect(otp?.revokedAt).not.toBeNull();
  });

  it('When the code is not 4 digits, then it is Invalid OTP and no try is counted', async () => {
    const c = await withCodeSent();
    for (const bad of ['12a4', '123', '12345']) {
      const res = await c.kyc.verify(bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Invalid OTP');
    }
    expect((await codesOf(t.database.db, c.id))[0]?.attempts).toBe(0);
    expect((await c.kyc.verify(c.code)).statusCode).toBe(200);
  });

  it('When no code was ever sent, then it is 422 asking for the BVN or NIN', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await kycClient(t.app, id, cookie).verify('1234');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'There is no code waiting to be checked. Please enter your BVN or NIN to get a code.',
    );
  });

  it('When the code is stored, then it is a keyed hash, never the code', async () => {
    const c = await withCodeSent();
    const [otp] = await codesOf(t.database.db, c.id);
    expect(otp?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(otp?.codeHash).not.toContain(c.code);
    expect(otp?.sentToLast4).toBe(c.phone.slice(-4));
  });
});

describe('Resending (the same call again)', () => {
  it('When the BVN is sent again, then a new code replaces the old one', async () => {
    const c = await withCodeSent();
    const again = await c.kyc.submit('bvn', ownValue('digits11'));
    expect(again.statusCode).toBe(200);
    const fresh = await latestCode(t.app, c.phone);
    if (fresh !== c.code) {
      const old = await c.kyc.verify(c.code);
      expect(old.json().message).toBe('Invalid OTP. You have 4 tries left.');
    }
    expect((await c.kyc.verify(fresh)).statusCode).toBe(200);
    const codes = await codesOf(t.database.db, c.id);
    expect(codes.filter((o) => o.revokedAt !== null)).toHaveLength(1);
  });

  it('When a sixth code is asked for within the hour, then it is 429 and no SMS is sent', async () => {
    const c = await withCodeSent();
    for (let i = 0; i < 4; i += 1) {
      expect((await c.kyc.submit('bvn', ownValue('digits11'))).statusCode).toBe(200);
    }
    const sixth = await c.kyc.submit('bvn', ownValue('digits11'));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many attempts. Please wait a little and try again.');
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(await smsTo(t.app, c.phone)).toHaveLength(5);
    expect((await eventsOf(t.database.db, c.id)).some((e) => e.event === 'rate_limited')).toBe(
      true,
    );
    // The next hour (a new sign-in: the session has been idle as long).
    advance(60 * 60_000);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.body.email, password: c.body.password },
    });
    const kyc = kycClient(t.app, c.id, sessionCookie(login));
    expect((await kyc.submit('bvn', ownValue('digits11'))).statusCode).toBe(200);
  });
});

describe('The code step: where the code went and a new code (otp-status, otp-resend; issue 18)', () => {
  it('When a code was sent, then the status shows the phone masked, the wait before a new code and the expiry', async () => {
    const c = await withCodeSent();
    const res = await c.kyc.codeStatus();
    expect(res.statusCode).toBe(200);
    const masked = `${c.phone.slice(0, 4)} *** **${c.phone.slice(-2)}`;
    expect(res.json()).toEqual({
      data: {
        status: 'otp_sent',
        phone_hint: masked,
        resend_after_seconds: 60,
        expires_at: new Date(clock.now.getTime() + 10 * 60_000).toISOString(),
      },
    });
    expect(JSON.stringify(res.json())).not.toContain(c.phone);
    advance(45_000);
    expect((await c.kyc.codeStatus()).json().data.resend_after_seconds).toBe(15);
  });

  it('When a new code is asked for before the minute is up, then it is 429 with the seconds left and no SMS is sent', async () => {
    const c = await withCodeSent();
    advance(20_000);
    const res = await c.kyc.resend();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('40');
    expect(await smsTo(t.app, c.phone)).toHaveLength(1);
  });

  it('When five wrong codes spent the code, then a new code goes to the same phone, without a second look-up, and it verifies', async () => {
    const c = await withCodeSent();
    for (let i = 0; i < 5; i += 1) await c.kyc.verify(otherCode(c.code));
    const spent = await c.kyc.verify(c.code);
    expect(spent.json().message).toBe(
      'You have entered a wrong code too many times. Please request a new code.',
    );
    advance(60_000);
    const looked = (await eventsOf(t.database.db, c.id)).filter((e) => e.event === 'submitted');
    const res = await c.kyc.resend();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'otp_sent', resend_after_seconds: 60 });
    expect(await smsTo(t.app, c.phone)).toHaveLength(2);
    expect((await eventsOf(t.database.db, c.id)).filter((e) => e.event === 'submitted')).toEqual(
      looked,
    );
    const fresh = await latestCode(t.app, c.phone);
    expect((await c.kyc.verify(fresh)).statusCode).toBe(200);
    expect((await customerRow(t.database.db, c.id)).haveVerifiedBvn).toBe(true);
  });

  it("When the hour's five codes are used, then the wait shown is until the oldest leaves the hour, and a resend is 429 with that wait", async () => {
    const c = await withCodeSent();
    for (let i = 0; i < 4; i += 1) {
      advance(60_000);
      expect((await c.kyc.resend()).statusCode).toBe(200);
    }
    // Five codes sent at 0, 1, 2, 3 and 4 minutes: the first leaves the hour at 60 minutes.
    advance(60_000);
    const status = (await c.kyc.codeStatus()).json().data;
    expect(status.resend_after_seconds).toBe(55 * 60);
    const res = await c.kyc.resend();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(55 * 60));
    expect(await smsTo(t.app, c.phone)).toHaveLength(5);
  });

  it('When the code was used or none was sent, then status and resend are 422 and nothing is sent', async () => {
    const { id, cookie } = await signUp(t.app);
    const none = kycClient(t.app, id, cookie);
    expect((await none.codeStatus()).statusCode).toBe(422);
    expect((await none.resend()).json().message).toBe(
      'There is no code waiting to be checked. Please enter your BVN or NIN to get a code.',
    );
    const c = await withCodeSent();
    expect((await c.kyc.verify(c.code)).statusCode).toBe(200);
    advance(60_000);
    expect((await c.kyc.resend()).statusCode).toBe(422);
    expect(await smsTo(t.app, c.phone)).toHaveLength(1);
  });

  it("When another customer's id is used, then status and resend are 403", async () => {
    const c = await withCodeSent();
    const other = await signUp(t.app);
    expect((await c.kyc.codeStatus(other.id)).statusCode).toBe(403);
    expect((await c.kyc.resend(other.id)).statusCode).toBe(403);
  });
});

describe('Name mismatch at the code step, then reset-name (screen 80 back to 70)', () => {
  it('When the customer takes the registered name, then a new code goes to the registered phone and it verifies', async () => {
    const { id, cookie } = await signUp(t.app);
    const kyc = kycClient(t.app, id, cookie);
    await kyc.bvn(sandboxValue('digits11', '0001'));
    const mismatch = await kyc.verify(await latestCode(t.app, STRANGER_PHONE));
    expect(mismatch.json().data).toEqual({ first_name: 'Adaeze', last_name: 'Okafor' });
    const sentBefore = (await smsTo(t.app, STRANGER_PHONE)).length;

    const reset = await kyc.resetName({ first_name: 'Adaeze', last_name: 'Okafor', type: 'BVN' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toMatchObject({
      first_name: 'Adaeze',
      last_name: 'Okafor',
      name: 'Adaeze Okafor',
    });
    expect(await smsTo(t.app, STRANGER_PHONE)).toHaveLength(sentBefore + 1);

    const verified = await kyc.verify(await latestCode(t.app, STRANGER_PHONE));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ first_name: 'Adaeze', last_name: 'Okafor' });
    expect((await customerRow(t.database.db, id)).haveVerifiedBvn).toBe(true);
    expect((await documentsOf(t.database.db, id))[0]?.status).toBe('verified');
    const events = (await eventsOf(t.database.db, id)).map((e) => e.event);
    expect(events).toEqual([
      'submitted',
      'otp_sent',
      'name_mismatch',
      'name_reset',
      'otp_sent',
      'otp_verified',
    ]);
  });

  it('When the new name has characters other than letters, then they are dropped', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await kycClient(t.app, id, cookie).resetName({
      first_name: 'Ada-eze1 ',
      last_name: "O'Kafor",
      type: 'VIN',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Adaeze', last_name: 'OKafor' });
  });

  it('When the name is empty or the type unknown, then it is 422 and the name is unchanged', async () => {
    const { id, cookie } = await signUp(t.app);
    const kyc = kycClient(t.app, id, cookie);
    const empty = await kyc.resetName({ first_name: '123', last_name: 'Okafor', type: 'BVN' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.first_name).toEqual(['Please enter your first name']);
    const badType = await kyc.resetName({ first_name: 'Ada', last_name: 'Okafor', type: 'DL' });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors.type).toBeDefined();
    expect((await customerRow(t.database.db, id)).firstName).toBe('Chinedu');
  });
});
