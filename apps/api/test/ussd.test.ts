import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maskPhoneNumber, USSD_PIN_MAX_TRIES } from '@alaafia/domain';
import {
  auditLog,
  customerPins,
  customers,
  financeItems,
  paymentReferences,
  policies,
  ussdSessions,
} from '../src/db/schema/index.js';
import { setUssdPinHash } from '../src/modules/identity/auth/index.js';
import { ussdTextsIn } from '../src/workflows/ussd/ussd-texts.js';
import {
  cardReference,
  fillCart,
  DAY,
  MINUTE,
  payCall,
  sandboxCharge,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';
import { latestCode, otherCode, ownValue, sandboxValue, smsTo } from './kyc-support.js';
import { callback, dial, expectScreen, newPhone, screensSeen } from './ussd-support.js';
import { runJobs } from './builders/jobs.js';

const clock = testClock(new Date('2027-03-10T09:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
const en = ussdTextsIn('en');

/** A web customer whose account phone is this number, holding HealthCash bought by card. */
async function customerWithHealthCash(local: string, pin?: string) {
  const customer = await signUp(t.app, { phone_number: local });
  const plans = await seededPlans(t);
  await fillCart(t.app, customer, [{ plan_id: plans.healthCash.planId }]);
  const { reference } = await cardReference(t.app, customer);
  await sandboxCharge(t.app, reference);
  const paid = await payCall(t.app, customer, { payment_reference: reference });
  expect(paid.statusCode, paid.body).toBe(200);
  if (pin)
    await setUssdPinHash(t.database.db, customer.id, await t.ctx.passwords.hash(pin), clock.now());
  return customer;
}

describe('the callback and its key', () => {
  it('When the key is wrong or missing, then the answer is 403 with no body and no session starts', async () => {
    const phone = newPhone();
    for (const key of ['wrong-key', null]) {
      const res = await callback(
        t.app,
        {
          sessionId: `ATUid_k${key}`,
          serviceCode: '*347*123#',
          phoneNumber: phone.gateway,
          text: '',
        },
        key,
      );
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe('');
    }
    const rows = await t.database.db
      .select()
      .from(ussdSessions)
      .where(eq(ussdSessions.phone, phone.local));
    expect(rows).toHaveLength(0);
  });

  it('When a field is missing, then the answer is a 4xx END and nothing is stored', async () => {
    const res = await callback(t.app, { serviceCode: '*347*123#', text: '' });
    expect(res.statusCode).toBe(422);
    expectScreen(res.body);
  });

  it('When the number is not Nigerian, then the session ends at once', async () => {
    const session = dial(t.app, '+254711000111');
    expect(await session.start()).toBe(`END ${en.notNigerian}`);
  });
});

describe('an unknown number', () => {
  it('When it dials, then it is offered HealthCash, our products and a call back', async () => {
    const session = dial(t.app, newPhone().gateway);
    expect(await session.start()).toBe(`CON ${en.menuUnknown}`);
  });

  it('When it asks for our products, then they go by SMS with the web link', async () => {
    const phone = newPhone();
    const session = dial(t.app, phone.gateway);
    await session.start();
    expect(await session.send('2')).toBe(`END ${en.productsSent}`);
    await runJobs(t);
    const sms = await smsTo(t.app, phone.local);
    expect(sms[0]).toContain('http://localhost:3000');
  });

  it('When it asks to talk to us, then a call-back request waits in the support queue', async () => {
    const phone = newPhone();
    const session = dial(t.app, phone.gateway);
    await session.start();
    expect(await session.send('3')).toMatch(/^END Thank you\. We will call you on 0706/);
    const items = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.kind, 'callback.requested'));
    expect(items.some((i) => i.note.includes(phone.local) && i.resolvedAt === null)).toBe(true);
    // Asking again while the first request waits is the same request (one per number).
    const again = dial(t.app, phone.gateway);
    await again.start();
    await again.send('3');
    const mine = await t.database.db
      .select()
      .from(financeItems)
      .where(
        and(
          eq(financeItems.kind, 'callback.requested'),
          eq(financeItems.subject, `callback:${phone.local}`),
        ),
      );
    expect(mine).toHaveLength(1);
  });
});

describe('a customer with a policy', () => {
  it('When they choose My cover without a PIN set, then each policy shows its product, status and next payment', async () => {
    const phone = newPhone();
    await customerWithHealthCash(phone.local);
    const session = dial(t.app, phone.gateway);
    expect(await session.start()).toBe(`CON ${en.menuCustomer('Chinedu')}`);
    const cover = await session.send('1');
    expect(cover).toBe('CON My cover\n1 Health Cash: Active, next 10 March 2028\n0 Back 00 Menu');
    const detail = await session.send('1');
    expect(detail).toContain('Health Cash: Active');
    expect(detail).toContain('Next payment 10 March 2028 N1,000');
    expect(detail).toContain('Left: A&E');
  });

  it('When a PIN is set, then My cover asks for it first; a right PIN shows the cover', async () => {
    const phone = newPhone();
    await customerWithHealthCash(phone.local, '2580');
    const session = dial(t.app, phone.gateway);
    await session.start();
    expect(await session.send('1')).toBe(`CON ${en.pinEnter}\n${en.backHint}`);
    expect(await session.send('2580')).toMatch(/^CON My cover\n1 Health Cash: Active/);
  });

  it('When the PIN is wrong, then the screen says how many tries are left and the count is kept, never the PIN', async () => {
    const phone = newPhone();
    const customer = await customerWithHealthCash(phone.local, '2580');
    const session = dial(t.app, phone.gateway);
    await session.start();
    await session.send('1');
    const wrong = await session.send('1111');
    expect(wrong).toBe(
      `CON ${en.pinWrong(USSD_PIN_MAX_TRIES - 1)}\n${en.pinEnter}\n${en.backHint}`,
    );
    const [pin] = await t.database.db
      .select()
      .from(customerPins)
      .where(eq(customerPins.customerId, customer.id));
    expect(pin!.failedTries).toBe(1);
    expect(pin!.pinHash).not.toContain('2580');
    const [row] = await t.database.db
      .select()
      .from(ussdSessions)
      .where(eq(ussdSessions.sessionId, session.sessionId));
    expect(JSON.stringify(row)).not.toContain('1111');
    expect(JSON.stringify(row)).not.toContain('2580');
  });

  it('When the PIN is wrong 5 times, then it locks for 30 minutes, the customer is told by SMS, and the right PIN waits', async () => {
    const phone = newPhone();
    await customerWithHealthCash(phone.local, '2580');
    const session = dial(t.app, phone.gateway);
    await session.start();
    await session.send('1');
    for (let i = 1; i < USSD_PIN_MAX_TRIES; i += 1) await session.send('1111');
    expect(await session.send('1111')).toBe(`END ${en.pinLocked(30)}`);
    await runJobs(t);
    expect((await smsTo(t.app, phone.local))[0]).toContain('locked for 30 minutes');
    const again = dial(t.app, phone.gateway);
    await again.start();
    await again.send('1');
    expect(await again.send('2580')).toBe(`END ${en.pinLocked(30)}`);
    clock.advance(31 * MINUTE);
    const later = dial(t.app, phone.gateway);
    await later.start();
    await later.send('1');
    expect(await later.send('2580')).toMatch(/^CON My cover/);
  });

  it('When they press 0, then they go back a screen; 00 goes to the main menu', async () => {
    const phone = newPhone();
    await customerWithHealthCash(phone.local);
    const session = dial(t.app, phone.gateway);
    const menu = await session.start();
    const cover = await session.send('1');
    await session.send('1');
    expect(await session.send('0')).toBe(cover);
    expect(await session.send('0')).toBe(menu);
    await session.send('1');
    await session.send('1');
    expect(await session.send('00')).toBe(menu);
  });

  it('When the same sessionId and text come again, then the same screen comes back and nothing runs twice', async () => {
    const phone = newPhone();
    await customerWithHealthCash(phone.local, '2580');
    const session = dial(t.app, phone.gateway);
    await session.start();
    await session.send('1');
    const first = await session.send('1111');
    expect(await session.repeat()).toBe(first);
    const [row] = await t.database.db
      .select({ tries: customerPins.failedTries })
      .from(customerPins)
      .innerJoin(customers, eq(customers.id, customerPins.customerId))
      .where(eq(customers.phoneNumber, phone.local));
    expect(row!.tries).toBe(1);
  });

  it('When the session is older than 180 seconds, then it ends with the timed-out screen', async () => {
    const phone = newPhone();
    await customerWithHealthCash(phone.local);
    const session = dial(t.app, phone.gateway);
    await session.start();
    clock.advance(181_000);
    expect(await session.send('1')).toBe(`END ${en.sessionExpired}`);
  });

  it('When they ask for their claims, their hospital or a call back, then each answers', async () => {
    const phone = newPhone();
    await customerWithHealthCash(phone.local);
    const claims = dial(t.app, phone.gateway);
    await claims.start();
    expect(await claims.send('4')).toBe(`END ${en.claimStatusNone}`);
    const hospital = dial(t.app, phone.gateway);
    await hospital.start();
    expect(await hospital.send('5')).toBe(`END ${en.hospitalNone}`);
    const language = dial(t.app, phone.gateway);
    await language.start();
    expect(await language.send('6')).toBe(
      `CON ${en.languageChoose(['English', 'Naijá Pidgin', 'Yorùbá', 'Hausa', 'Igbo'])}\n${en.backHint}`,
    );
    expect(await language.send('1')).toBe(`CON ${en.menuCustomer('Chinedu')}`);
    const call = dial(t.app, phone.gateway);
    await call.start();
    expect(await call.send('7')).toMatch(/^END Thank you/);
  });

  it('When a caller chooses Yorùbá on Language, then the menu, their account and their next call are in it (issue 42)', async () => {
    const phone = newPhone();
    await customerWithHealthCash(phone.local);
    const yo = ussdTextsIn('yo');
    const session = dial(t.app, phone.gateway);
    await session.start();
    await session.send('6');
    expect(await session.send('3')).toBe(`CON ${yo.menuCustomer('Chinedu')}`);
    const [row] = await t.database.db
      .select({ language: customers.language })
      .from(customers)
      .where(eq(customers.phoneNumber, phone.local));
    expect(row!.language).toBe('yo');
    const again = dial(t.app, phone.gateway);
    expect(await again.start()).toBe(`CON ${yo.menuCustomer('Chinedu')}`);
    // A choice that is not on the list changes nothing.
    await again.send('6');
    expect(await again.send('9')).toBe(
      `CON ${yo.invalidChoice}\n${yo.languageChoose(['English', 'Naijá Pidgin', 'Yorùbá', 'Hausa', 'Igbo'])}\n${yo.backHint}`,
    );
  });

  it('When an answer is not a choice, then the screen says so and stays', async () => {
    const phone = newPhone();
    await customerWithHealthCash(phone.local);
    const session = dial(t.app, phone.gateway);
    await session.start();
    expect(await session.send('9')).toBe(`CON ${en.invalidChoice}\n${en.menuCustomer('Chinedu')}`);
  });
});

describe('reporting a claim', () => {
  const reportsOf = (customerId: number) =>
    t.database.db
      .select()
      .from(financeItems)
      .where(and(eq(financeItems.kind, 'claim.reported'), eq(financeItems.customerId, customerId)));

  it('When a HealthCash customer reports an emergency with its date, then support has the details, the customer gets the next step by SMS, and a repeat changes nothing', async () => {
    const phone = newPhone();
    const customer = await customerWithHealthCash(phone.local, '2580');
    const session = dial(t.app, phone.gateway);
    await session.start();
    expect(await session.send('3')).toBe(`CON ${en.pinEnter}\n${en.backHint}`);
    expect(await session.send('2580')).toBe(
      `CON ${en.claimProduct(['Health Cash'])}\n${en.backHint}`,
    );
    expect(await session.send('1')).toBe(
      `CON ${en.claimWhat(['Accident or emergency care', 'Disability from an accident'])}\n${en.backHint}`,
    );
    expect(await session.send('3')).toBe(
      `CON ${en.invalidChoice}\n${en.claimWhat(['Accident or emergency care', 'Disability from an accident'])}\n${en.backHint}`,
    );
    expect(await session.send('1')).toBe(`CON ${en.claimWhen}\n${en.backHint}`);
    expect(await session.send('31022027')).toBe(
      `CON ${en.claimDateBad}\n${en.claimWhen}\n${en.backHint}`,
    );
    // The clock is at 10 March 2027: the 11th has not come.
    expect(await session.send('11032027')).toBe(
      `CON ${en.claimDateFuture}\n${en.claimWhen}\n${en.backHint}`,
    );
    expect(await session.send('05032027')).toBe(
      `CON ${en.claimConfirm({ product: 'Health Cash', event: 'Accident or emergency care', date: '5 March 2027' })}\n${en.backHint}`,
    );
    expect(await reportsOf(customer.id)).toHaveLength(0);
    const done = await session.send('1');
    expect(done).toBe(`END ${en.claimReported(maskPhoneNumber(phone.local))}`);
    expect(await session.repeat()).toBe(done);

    const [item, ...more] = await reportsOf(customer.id);
    expect(more).toHaveLength(0);
    expect(item).toMatchObject({
      subject: `ussd-claim:${customer.id}:accident_emergency:2027-03-05`,
      resolvedAt: null,
      amountKobo: null,
    });
    expect(item!.note).toContain('Health Cash, Accident or emergency care, on 2027-03-05');
    expect(item!.note).toContain(phone.local);
    await runJobs(t);
    const [sms] = await smsTo(t.app, phone.local);
    expect(sms).toContain('accident or emergency care on 5 March 2027');
    expect(sms).toContain('the hospital bill and the medical report');
    expect(sms).toContain('http://localhost:3000');
  });

  it('When the customer goes back from the date, then they choose what happened again', async () => {
    const phone = newPhone();
    await customerWithHealthCash(phone.local, '2580');
    const session = dial(t.app, phone.gateway);
    await session.start();
    await session.send('3');
    await session.send('2580');
    const what = await session.send('1');
    await session.send('2');
    expect(await session.send('0')).toBe(what);
    await session.send('2');
    await session.send('01032027');
    expect(await session.send('1')).toMatch(/^END Thank you/);
  });

  it('When no PIN is set, then a claim is not reported and the customer is told to set one on the web', async () => {
    const phone = newPhone();
    const customer = await customerWithHealthCash(phone.local);
    const session = dial(t.app, phone.gateway);
    await session.start();
    expect(await session.send('3')).toBe(`END ${en.pinNotSet}`);
    expect(await reportsOf(customer.id)).toHaveLength(0);
  });

  it('When the PIN is wrong, then nothing is reported', async () => {
    const phone = newPhone();
    const customer = await customerWithHealthCash(phone.local, '2580');
    const session = dial(t.app, phone.gateway);
    await session.start();
    await session.send('3');
    expect(await session.send('1357')).toBe(
      `CON ${en.pinWrong(4)}\n${en.pinEnter}\n${en.backHint}`,
    );
    expect(await reportsOf(customer.id)).toHaveLength(0);
  });
});

describe("support's call-backs in the back office", () => {
  type Listed = {
    id: number;
    kind: string;
    customer_id: number | null;
    customer_name: string | null;
    phone: string | null;
    note: string;
  };

  it('When a caller without an account asks to be called back and a customer reports a claim, then support lists both with whom to call; other roles are refused', async () => {
    const caller = newPhone();
    const ask = dial(t.app, caller.gateway);
    await ask.start();
    await ask.send('3');
    const phone = newPhone();
    const customer = await customerWithHealthCash(phone.local, '2580');
    const report = dial(t.app, phone.gateway);
    await report.start();
    for (const answer of ['3', '2580', '1', '2', '01032027']) await report.send(answer);
    expect(await report.send('1')).toMatch(/^END Thank you/);

    const reviewer = await signedInStaff(t.app, ['reviewer'], 'callbacks');
    const res = await reviewer.get('/api/admin/support/call-backs');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const rows = res.json<{ data: Listed[] }>().data;
    expect(rows.find((r) => r.phone === caller.local)).toMatchObject({
      kind: 'callback.requested',
      customer_id: null,
      customer_name: null,
    });
    const claim = rows.find((r) => r.customer_id === customer.id);
    expect(claim).toMatchObject({
      kind: 'claim.reported',
      customer_name: 'Chinedu Okeke',
      phone: phone.local,
    });
    expect(claim!.note).toContain('Disability from an accident, on 2027-03-01');

    const finance = await signedInStaff(t.app, ['finance'], 'callbacks');
    expect((await finance.get('/api/admin/support/call-backs')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/support/call-backs' })).statusCode,
    ).toBe(401);
  });

  it("When support marks a call-back done with a note, then it leaves the list, is audited, and cannot be done twice; a vague note or another team's item is refused", async () => {
    const caller = newPhone();
    const ask = dial(t.app, caller.gateway);
    await ask.start();
    await ask.send('3');
    const officer = await signedInStaff(t.app, ['claims_officer'], 'callbacks');
    const listed = async () =>
      (await officer.get('/api/admin/support/call-backs')).json<{ data: Listed[] }>().data;
    const item = (await listed()).find((r) => r.phone === caller.local)!;

    const vague = await officer.post(`/api/admin/support/call-backs/${item.id}/done`, {
      note: 'ok',
    });
    expect(vague.statusCode).toBe(422);
    const done = await officer.post(`/api/admin/support/call-backs/${item.id}/done`, {
      note: 'Called back; they will buy HealthCash by USSD tomorrow.',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ id: item.id, done: true });
    expect((await listed()).some((r) => r.id === item.id)).toBe(false);
    const [row] = await t.database.db
      .select()
      .from(financeItems)
      .where(eq(financeItems.id, item.id));
    expect(row!.resolvedAt).not.toBeNull();
    expect(row!.note).toContain('Resolved: Called back');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'callback.done'), eq(auditLog.recordId, String(item.id))));
    expect(entry).toMatchObject({ staffId: officer.id });

    const again = await officer.post(`/api/admin/support/call-backs/${item.id}/done`, {
      note: 'Called back a second time.',
    });
    expect(again.statusCode).toBe(409);
    // A finance item is not support's to close.
    const [financeItem] = await t.database.db
      .insert(financeItems)
      .values({
        kind: 'reconciliation.break',
        subject: `test-break-${item.id}`,
        customerId: null,
        transactionReference: 'T-BREAK',
        amountKobo: 100,
        note: 'A break',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning({ id: financeItems.id });
    const other = await officer.post(`/api/admin/support/call-backs/${financeItem!.id}/done`, {
      note: 'Not mine to close.',
    });
    expect(other.statusCode).toBe(404);
    const missing = await officer.post('/api/admin/support/call-backs/999999999/done', {
      note: 'Nothing here at all.',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the PIN on the web', () => {
  it('When a signed-in customer sets a PIN with their password, then USSD asks for it; a locked PIN reset works at once', async () => {
    const phone = newPhone();
    const customer = await customerWithHealthCash(phone.local);
    const set = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/ussd-pin',
        headers: { cookie: customer.cookie },
        payload: body,
      });
    const wrong = await set({ current_password: 'not the password', pin: '2580' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toBeDefined();
    const weak = await set({ current_password: 'correct horse battery', pin: '4444' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.pin).toBeDefined();
    expect((await set({ current_password: 'correct horse battery', pin: '2580' })).statusCode).toBe(
      200,
    );
    const session = dial(t.app, phone.gateway);
    await session.start();
    await session.send('1');
    for (let i = 0; i < USSD_PIN_MAX_TRIES; i += 1) await session.send('1111');
    expect((await set({ current_password: 'correct horse battery', pin: '1357' })).statusCode).toBe(
      200,
    );
    const again = dial(t.app, phone.gateway);
    await again.start();
    await again.send('1');
    expect(await again.send('1357')).toMatch(/^CON My cover/);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/ussd-pin',
      payload: { current_password: 'x', pin: '2580' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the PIN reset by support', () => {
  it('When a reviewer removes a locked PIN after checking who asks, then it is audited and the customer chooses a new one', async () => {
    const phone = newPhone();
    const customer = await customerWithHealthCash(phone.local, '2580');
    const customerStaff = await signedInStaff(t.app, ['claims_officer'], 'ussd');
    const refused = await customerStaff.post(`/api/admin/customers/${customer.id}/ussd-pin/reset`, {
      identity_check: 'BVN and date of birth matched on the call',
    });
    expect(refused.statusCode).toBe(403);
    const reviewer = await signedInStaff(t.app, ['reviewer'], 'ussd');
    const vague = await reviewer.post(`/api/admin/customers/${customer.id}/ussd-pin/reset`, {
      identity_check: 'ok',
    });
    expect(vague.statusCode).toBe(422);
    const reset = await reviewer.post(`/api/admin/customers/${customer.id}/ussd-pin/reset`, {
      identity_check: 'BVN and date of birth matched on the call',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.pin_removed).toBe(true);
    expect(
      await t.database.db
        .select()
        .from(customerPins)
        .where(eq(customerPins.customerId, customer.id)),
    ).toHaveLength(0);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customer.ussd_pin_reset'));
    expect(entry).toMatchObject({ recordId: String(customer.id), staffId: reviewer.id });
    // The customer is told by SMS.
    await runJobs(t);
    const [sms] = await smsTo(t.app, phone.local);
    expect(sms).toContain('removed your Alaafia PIN');
  });
});

describe('a customer with no policy', () => {
  it('When a web customer without a policy dials, then they are offered HealthCash', async () => {
    const phone = newPhone();
    await signUp(t.app, { phone_number: phone.local, first_name: 'Amaka' });
    const session = dial(t.app, phone.gateway);
    expect(await session.start()).toBe(`CON ${en.menuNoPolicy('Amaka')}`);
  });
});

/** Walks the sign-up to the identity number screen; answers the session. */
async function toIdNumber(phone: { gateway: string }, type: '1' | '2' = '1') {
  const session = dial(t.app, phone.gateway);
  await session.start();
  expect(await session.send('1')).toBe(`CON ${en.signupFirstName}\n${en.backHint}`);
  expect(await session.send('Ngozi')).toBe(`CON ${en.signupLastName}\n${en.backHint}`);
  expect(await session.send('Eze')).toBe(`CON ${en.signupDob}\n${en.backHint}`);
  expect(await session.send('31021990')).toBe(
    `CON ${en.signupDobBad}\n${en.signupDob}\n${en.backHint}`,
  );
  expect(await session.send('15061990')).toBe(`CON ${en.signupIdType}\n${en.backHint}`);
  await session.send(type);
  return session;
}

describe('buying HealthCash with only a phone', () => {
  it('When a sign-up stopped after the identity check, then dialling again goes on to the PIN; a web account without a PIN is sent to the web', async () => {
    const phone = newPhone();
    const first = await toIdNumber(phone);
    await first.send(ownValue('digits11'));
    await first.send(await latestCode(t.app, phone.local));
    const again = dial(t.app, phone.gateway);
    expect(await again.start()).toBe(`CON ${en.menuNoPolicy('Ngozi')}`);
    expect(await again.send('1')).toBe(`CON ${en.signupPin}\n${en.backHint}`);

    const web = newPhone();
    const customer = await signUp(t.app, { phone_number: web.local, first_name: 'Amaka' });
    await t.app.inject({
      method: 'POST',
      url: `/api/local/customers/profiles/bvn-with-id/${customer.id}`,
      headers: { cookie: customer.cookie },
      payload: { bvn: ownValue('digits11') },
    });
    const code = await latestCode(t.app, web.local);
    await t.app.inject({
      method: 'GET',
      url: `/api/local/customers/profiles/nin-with-id/${code}/${customer.id}/verify`,
      headers: { cookie: customer.cookie },
    });
    const webSession = dial(t.app, web.gateway);
    await webSession.start();
    expect(await webSession.send('1')).toBe(`END ${en.pinNotSet}`);
  });

  it('When every step passes, then a phone-only account pays by bank USSD and charge.success issues the policy', async () => {
    const phone = newPhone();
    const session = await toIdNumber(phone);
    const code = await session.send(ownValue('digits11'));
    expect(code).toMatch(/^CON Enter the 4-digit code sent by SMS to 0706 \*\*\* \*\*\d\d/);
    expect(await session.send(await latestCode(t.app, phone.local))).toBe(
      `CON ${en.signupPin}\n${en.backHint}`,
    );
    expect(await session.send('1234')).toBe(
      `CON ${en.signupPinWeak}\n${en.signupPin}\n${en.backHint}`,
    );
    expect(await session.send('2468')).toBe(`CON ${en.signupPinAgain}\n${en.backHint}`);
    expect(await session.send('2469')).toBe(
      `CON ${en.signupPinMismatch}\n${en.signupPin}\n${en.backHint}`,
    );
    await session.send('2468');
    expect(await session.send('2468')).toBe(`CON ${en.signupTerms('N1,000')}\n${en.backHint}`);
    expect(await session.send('1')).toBe(`CON ${en.bankChoose('N1,000')}\n${en.backHint}`);
    const last = await session.send('1');
    const ussdCode = /Dial (\*737\*\d+\*\d+#)/.exec(last)?.[1];
    expect(ussdCode).toBeDefined();

    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.phoneNumber, phone.local));
    expect(customer!.email).toMatch(/@phone-only\.invalid$/);
    expect(customer!.haveVerifiedBvn).toBe(true);
    const [ref] = await t.database.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.customerId, customer!.id));
    expect(ref).toMatchObject({ paymentType: 'ussd', amountKobo: 100_000, status: 'pending' });

    await runJobs(t);
    const sms = await smsTo(t.app, phone.local);
    expect(sms.some((m) => m.includes(ussdCode!))).toBe(true);
    expect(sms.some((m) => m.includes('HealthCash Insurance: N1,000 a year'))).toBe(true);

    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/ussd',
      payload: { reference: ref!.reference, outcome: 'success' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await runJobs(t);
    const held = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.customerId, customer!.id));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ productUid: 'HTCI', status: 'active' });
    expect((await smsTo(t.app, phone.local))[0]).toMatch(
      /received your payment of ₦1,000 for HealthCash Insurance/,
    );

    const back = dial(t.app, phone.gateway);
    expect(await back.start()).toBe(`CON ${en.menuCustomer('Ngozi')}`);
    expect(await back.send('1')).toBe(`CON ${en.pinEnter}\n${en.backHint}`);
    expect(await back.send('2468')).toMatch(/^CON My cover\n1 Health Cash: Active/);
  });

  it('When the bank-USSD payment fails, then no policy is issued and the reference is not paid', async () => {
    const phone = newPhone();
    const session = await toIdNumber(phone, '2');
    await session.send(ownValue('digits11'));
    await session.send(await latestCode(t.app, phone.local));
    await session.send('1357');
    await session.send('1357');
    await session.send('1');
    expect(await session.send('4')).toMatch(/^END Dial \*966\*/);
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.phoneNumber, phone.local));
    const [ref] = await t.database.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.customerId, customer!.id));
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/ussd',
      payload: { reference: ref!.reference, outcome: 'failed' },
    });
    expect(failed.json().data.status).toBe('failed');
    await runJobs(t);
    expect(
      await t.database.db.select().from(policies).where(eq(policies.customerId, customer!.id)),
    ).toHaveLength(0);
    const again = dial(t.app, phone.gateway);
    expect(await again.start()).toBe(`CON ${en.menuNoPolicy('Ngozi')}`);
  });

  it('When the ID is not found, then the check says so and the number can be typed again', async () => {
    const phone = newPhone();
    const session = await toIdNumber(phone);
    const screen = await session.send(sandboxValue('digits11', '0000'));
    expect(screen).toMatch(/^CON We could not find this BVN/);
    expect(screen).toContain(en.backHint);
  });

  it('When the ID is registered to another name, then the name mismatch is told', async () => {
    const phone = newPhone();
    const session = await toIdNumber(phone);
    await session.send(sandboxValue('digits11', '0001'));
    const code = await latestCode(t.app, '08030000001');
    const screen = await session.send(code);
    expect(screen).toMatch(/^CON Unable to validate/);
  });

  it('When the code is wrong, then the tries left are told; the right one then passes', async () => {
    const phone = newPhone();
    const session = await toIdNumber(phone);
    await session.send(ownValue('digits11'));
    const code = await latestCode(t.app, phone.local);
    expect(await session.send(otherCode(code))).toMatch(/^CON .*(try|tries)/i);
    expect(await session.send('12')).toBe(
      `CON ${en.signupCodeBad}\n${en.signupCode('0706 *** **' + phone.local.slice(-2))}\n${en.backHint}`,
    );
    expect(await session.send(code)).toBe(`CON ${en.signupPin}\n${en.backHint}`);
  });

  it('When the ID is already linked to another account, then the check refuses it', async () => {
    const first = newPhone();
    const value = ownValue('digits11');
    const one = await toIdNumber(first);
    await one.send(value);
    await one.send(await latestCode(t.app, first.local));
    const second = newPhone();
    const two = await toIdNumber(second);
    expect(await two.send(value)).toMatch(/^CON This ID is already linked to another account\./);
  });

  it('When a name has digits, then it is refused', async () => {
    const session = dial(t.app, newPhone().gateway);
    await session.start();
    await session.send('1');
    expect(await session.send('N90zi')).toBe(
      `CON ${en.signupNameBad}\n${en.signupFirstName}\n${en.backHint}`,
    );
  });
});

describe('a phone-only account on the web', () => {
  it('When its owner proves the phone (SMS code) and the PIN, then the account takes their e-mail and password and they are signed in', async () => {
    const phone = newPhone();
    const session = await toIdNumber(phone);
    await session.send(ownValue('digits11'));
    await session.send(await latestCode(t.app, phone.local));
    await session.send('2468');
    await session.send('2468');
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-account/code',
      payload: { phone_number: phone.local },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const code = /is (\d{6})\./.exec((await smsTo(t.app, phone.local))[0] ?? '')?.[1];
    expect(code).toBeDefined();
    const body = {
      phone_number: phone.local,
      code: code!,
      pin: '2468',
      email: `ngozi.${phone.local}@example.ng`,
      password: 'correct horse battery',
    };
    const wrongPin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-account',
      payload: { ...body, pin: '9753' },
    });
    expect(wrongPin.statusCode).toBe(422);
    expect(wrongPin.json().errors.pin[0]).toMatch(/4 tries left/);
    // The code is spent by the try: each PIN tried on the web costs a code sent to the phone.
    const spent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-account',
      payload: body,
    });
    expect(spent.json().errors.code).toBeDefined();
    clock.advance(MINUTE);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-account/code',
      payload: { phone_number: phone.local },
    });
    body.code = /is (\d{6})\./.exec((await smsTo(t.app, phone.local))[0] ?? '')![1]!;
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-account',
      payload: body,
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(claimed.json().data.email).toBe(body.email);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-account',
      payload: body,
    });
    expect(again.statusCode).toBe(422);
  });

  it('When a number has no phone-only account, then the code answer is the same and nothing is sent', async () => {
    const phone = newPhone();
    await signUp(t.app, { phone_number: phone.local });
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-account/code',
      payload: { phone_number: phone.local },
    });
    expect(ask.statusCode).toBe(200);
    expect(await smsTo(t.app, phone.local)).toHaveLength(0);
  });
});

describe('the end-of-session notification', () => {
  it("When Africa's Talking reports the end, then status, cost and error are recorded, never the input", async () => {
    const phone = newPhone();
    const session = dial(t.app, phone.gateway);
    await session.start();
    const res = await callback(
      t.app,
      {
        sessionId: session.sessionId,
        serviceCode: '*347*123#',
        networkCode: '62120',
        phoneNumber: phone.gateway,
        status: 'Failed',
        cost: 'NGN 1.5000',
        errorMessage: 'USER_TIMEOUT',
        durationInMillis: '45000',
        hopsCount: '2',
        input: '1*2580',
        lastAppResponse: 'CON ...',
        date: '2027-03-10 10:00:00',
      },
      undefined,
      '/api/ussd/africastalking/events',
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(ussdSessions)
      .where(eq(ussdSessions.sessionId, session.sessionId));
    expect(row).toMatchObject({
      endStatus: 'Failed',
      endCost: 'NGN 1.5000',
      endError: 'USER_TIMEOUT',
      endDurationMs: 45000,
      endHops: 2,
    });
    expect(JSON.stringify(row)).not.toContain('2580');
  });
});

describe('paying what is due', () => {
  it('When nothing is due, then Pay says so; when the premium is near, then it is paid by bank USSD and the policy runs a year more', async () => {
    const phone = newPhone();
    const customer = await customerWithHealthCash(phone.local, '2580');
    const early = dial(t.app, phone.gateway);
    await early.start();
    expect(await early.send('2')).toBe(`END ${en.payNothingDue}`);

    clock.advance(360 * DAY);
    const session = dial(t.app, phone.gateway);
    await session.start();
    expect(await session.send('2')).toBe(`CON ${en.pinEnter}\n${en.backHint}`);
    expect(await session.send('2580')).toBe(
      `CON ${en.payChoose([{ product: 'Health Cash', amount: 'N1,000' }])}\n${en.backHint}`,
    );
    expect(await session.send('1')).toBe(`CON ${en.bankChoose('N1,000')}\n${en.backHint}`);
    expect(await session.send('2')).toMatch(/^END Dial \*919\*000\*\d{5}# to pay N1,000/);
    const refs = await t.database.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.customerId, customer.id));
    const renewal = refs.find((r) => r.purpose === 'renewal' && r.paymentType === 'ussd');
    expect(renewal).toBeDefined();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/ussd',
      payload: { reference: renewal!.reference, outcome: 'success' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await runJobs(t);
    const [policy] = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.customerId, customer.id));
    expect(policy!.nextPaymentDate).toBe('2029-03-10');
  });
});

describe('the simulator page', () => {
  it('When the sandbox is on, then /sandbox/ussd is a phone screen that posts to the callback with the sandbox key', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/ussd' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('"key":"sandbox-ussd-key"');
    expect(page.body).toContain('<script src="/sandbox/ussd.js" defer></script>');
    const script = await t.app.inject({ method: 'GET', url: '/sandbox/ussd.js' });
    expect(script.body).toContain('/api/ussd/africastalking?key=');
  });
});

describe('every screen seen', () => {
  it('When the file has run, then every screen answered was at most 182 characters with CON or END', () => {
    expect(screensSeen.length).toBeGreaterThan(50);
    for (const screen of screensSeen) expectScreen(screen);
  });
});
