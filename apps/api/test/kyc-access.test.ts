import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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

/** Only the signed-in customer's own id, and no identity number readable in the database. */
const t = useTestApp();

describe("Another customer's id in a KYC path", () => {
  it("When any KYC endpoint is called with another customer's id, then it is 403 and nothing changes for either", async () => {
    const victim = await signUp(t.app);
    const attacker = await signUp(t.app);
    // The victim has a code waiting: the attacker must not be able to use or spend it.
    const victimKyc = kycClient(t.app, victim.id, victim.cookie);
    await victimKyc.bvn(ownValue('digits11'));
    const victimCode = await latestCode(t.app, victim.body.phone_number);
    const before = {
      row: await customerRow(t.database.db, victim.id),
      docs: await documentsOf(t.database.db, victim.id),
      codes: await codesOf(t.database.db, victim.id),
      events: await eventsOf(t.database.db, victim.id),
    };

    const k = kycClient(t.app, attacker.id, attacker.cookie);
    const v = victim.id;
    const calls = [
      () => k.bvn(ownValue('digits11'), v),
      () => k.bvn('not a bvn', v),
      () => k.nin(ownValue('digits11'), v),
      () => k.verify(victimCode, v),
      () => k.vin({ vin: ownValue('card') }, v),
      () => k.licence({ driver_license_number: ownValue('card') }, v),
      () => k.account({ account_number: ownValue('digits10'), bank_code: '044' }, 'income', v),
      () => k.account({ account_number: ownValue('digits10'), bank_code: '044' }, 'health', v),
      () => k.account({ account_number: 'x', bank_code: '044' }, 'healthcash', v),
      () => k.resetName({ first_name: 'Ada', last_name: 'Obi', type: 'BVN' }, v),
      () => k.complete(v),
      () => k.clean(v),
      () => k.completeProfile({ customer_id: v, product_uid: 'HI' }),
      () => k.completeProfile({ customer_id: v, product_uid: 'not valid' }),
      () =>
        t.app.inject({
          method: 'POST',
          url: `/api/local/customers/profiles/biometrics-with-id/${v}`,
          headers: {
            cookie: attacker.cookie,
            'content-type': 'multipart/form-data; boundary=x',
          },
          payload: '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nfrsc\r\n--x--\r\n',
        }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: 'You can only act on your own account.' });
    }

    expect(await customerRow(t.database.db, victim.id)).toEqual(before.row);
    expect(await documentsOf(t.database.db, victim.id)).toEqual(before.docs);
    expect(await codesOf(t.database.db, victim.id)).toEqual(before.codes);
    expect(await eventsOf(t.database.db, victim.id)).toEqual(before.events);
    expect(await documentsOf(t.database.db, attacker.id)).toEqual([]);
    expect(await eventsOf(t.database.db, attacker.id)).toEqual([]);
    // The victim's own code still works.
    expect((await victimKyc.verify(victimCode)).statusCode).toBe(200);
  });

  it('When no session is sent, then every KYC endpoint is 401', async () => {
    const someone = await signUp(t.app);
    const k = kycClient(t.app, someone.id, '');
    for (const res of [
      await k.bvn(ownValue('digits11')),
      await k.verify('1234'),
      await k.vin({ vin: 'X' }),
      await k.complete(),
      await k.clean(),
      await k.completeProfile({ customer_id: someone.id, product_uid: 'HI' }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('Identity numbers at rest', () => {
  it('When every ID type has been checked, then no table holds a full ID number or date of birth in plain text', async () => {
    const c = await signUp(t.app);
    const kyc = kycClient(t.app, c.id, c.cookie);
    const values = {
      bvn: ownValue('digits11'),
      nin: sandboxValue('digits11', '0001'),
      vin: ownValue('card'),
      dvl: ownValue('card'),
      account: ownValue('digits10'),
    };
    await kyc.bvn(values.bvn);
    await kyc.verify(await latestCode(t.app, c.body.phone_number));
    await kyc.nin(values.nin);
    await kyc.vin({ vin: values.vin, dob: '1987-06-05' });
    await kyc.licence({ driver_license_number: values.dvl });
    await kyc.account({ account_number: values.account, bank_code: '044' });
    expect(await documentsOf(t.database.db, c.id)).toHaveLength(5);

    // Drizzle's execute answers { rows } on both PGlite and node-postgres.
    const query = async <T>(statement: SQL): Promise<T[]> => {
      const result: unknown = await t.database.db.execute(statement);
      return (result as { rows: T[] }).rows;
    };
    const tables = await query<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    let dump = '';
    for (const { table_name } of tables) {
      const rows = await query<{ row: string }>(
        sql.raw(`select row_to_json(t)::text as row from "${table_name}" t`),
      );
      dump += rows.map((r) => r.row).join('\n');
    }
    expect(dump).toContain(c.body.email); // the dump is readable: what is not encrypted shows
    for (const value of [...Object.values(values), '1987-06-05']) {
      expect(dump).not.toContain(value);
    }
  });
});
