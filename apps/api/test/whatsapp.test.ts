import { nairaToKobo, WHATSAPP_LINK_CODE_MINUTES } from '@alaafia/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  claimDocuments,
  claims,
  consents,
  customers,
  notificationDeliveries,
  notifications,
  outboxMessages,
  policies,
  whatsappLinks,
  whatsappMessages,
} from '../src/db/schema/index.js';
import { notify, whatsappRepliesIn } from '../src/modules/platform/messaging/index.js';
import {
  api,
  cardReference,
  fillCart,
  payCall,
  sandboxCharge,
  sandboxControls,
  seededPlans,
  testClock,
} from './checkout-helpers.js';
import { samples } from './file-samples.js';
import { signUp, useTestApp } from './helpers.js';
import { signedInStaff } from './staff-support.js';
import {
  messageEvent,
  outbox,
  postEvent,
  runJobs,
  statusEvent,
  wordsOf,
} from './whatsapp-support.js';
import { issueTestPolicy } from './builders/customer.js';
import { markKycComplete } from '../src/modules/customers/customers/index.js';

// The WhatsApp channel (issue 40) on the sandbox provider: Meta's webhook bodies, signed; the
// replies read from the sandbox outbox (what we would POST to Meta's messages endpoint).
const clock = testClock(new Date('2026-06-01T08:00:00Z'));
const t = useTestApp({ overrides: { now: clock.now } });
let plans: Awaited<ReturnType<typeof seededPlans>>;
let n = 0;

beforeAll(async () => {
  plans = await seededPlans(t);
});

const nextWaId = () => `23480${String(10_000_000 + (n += 1) * 7919).slice(-8)}`;
const say = (from: string, body: string) =>
  postEvent(t, messageEvent(from, { type: 'text', text: { body } }));

type Customer = Awaited<ReturnType<typeof signUp>>;

async function linked(customer?: Customer) {
  const c = customer ?? (await signUp(t.app));
  const waId = nextWaId();
  const res = await api(t.app, c).post(`/api/local/customers/${c.id}/whatsapp/link`, {});
  expect(res.statusCode).toBe(200);
  const { code, wa_me_url } = res.json<{ data: { code: string; wa_me_url: string } }>().data;
  expect(wa_me_url).toBe(`https://wa.me/2348000000000?text=LINK%20${code}`);
  expect((await say(waId, `LINK ${code}`)).statusCode).toBe(200);
  await runJobs(t);
  return { customer: c, waId, code };
}

/** The customer verified (customers' markKycComplete) with a HealthCash policy issued by its owner. */
async function insuredHealthCash(customer: Customer, nextPaymentDate = '2026-12-05') {
  await markKycComplete(t.database.db, customer.id, t.ctx.now());
  return issueTestPolicy(t, customer.id, 'HTCI', {
    planId: plans.healthCash.planId,
    startDate: '2026-01-05',
    paidTo: nextPaymentDate,
    sumAssuredKobo: nairaToKobo(500_000),
    premiumKobo: nairaToKobo(3450),
  });
}

const last = async (waId: string) => (await outbox(t, waId)).at(-1)!;

/**
 * A customer who bought the monthly health plan (HI, ₦1,100) at the checkout with a card the
 * sandbox charged, so the card is saved for the renewals; answers them and the policy issued.
 */
async function boughtHealthPlan() {
  const customer = await signUp(t.app);
  await api(t.app, customer).patch(`/api/local/customers/${customer.id}`, {
    preferred_hospital: 1,
  });
  await fillCart(t.app, customer, [{ id: 'HI', plan_id: plans.health.planId, price: 1100 }]);
  const { reference } = await cardReference(t.app, customer);
  await sandboxCharge(t.app, reference);
  expect(
    (await payCall(t.app, customer, { payment_reference: reference, has_payed: true })).statusCode,
  ).toBe(200);
  const [policy] = await t.database.db
    .select()
    .from(policies)
    .where(eq(policies.customerId, customer.id));
  expect(policy, 'the purchase issued a policy').toBeDefined();
  return { customer, policy: policy! };
}

describe('The webhook, as Meta calls it', () => {
  it('When Meta checks the subscription with our verify token, then the challenge is answered as text; with another token, 403', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=sandbox-whatsapp-verify-token&hub.challenge=1158201444',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('When an event is signed with another secret, then it is 401 and nothing is stored or answered', async () => {
    const waId = nextWaId();
    const res = await postEvent(
      t,
      messageEvent(waId, { type: 'text', text: { body: 'MENU' } }),
      'not-the-app-secret',
    );
    expect(res.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(messageEvent(waId, { type: 'text', text: { body: 'MENU' } })),
    });
    expect(unsigned.statusCode).toBe(401);
    const stored = await t.database.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.waId, waId));
    expect(stored).toEqual([]);
  });

  it('When the same message is delivered twice (a replay), then it is stored and answered once', async () => {
    const waId = nextWaId();
    const body = messageEvent(waId, { type: 'text', text: { body: 'hello' } });
    const first = await postEvent(t, body);
    const again = await postEvent(t, body);
    expect(first.json().data.messages).toBe(1);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.messages).toBe(0);
    await runJobs(t);
    const rows = await t.database.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.waId, waId));
    expect(rows.filter((r) => r.direction === 'in')).toHaveLength(1);
    expect(await outbox(t, waId)).toHaveLength(1);
  });

  it('When a signed body is not JSON, then it is 400; when it is not a WhatsApp event, it is taken and ignored', async () => {
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': (
          await import('../src/integrations/messaging/whatsapp.js')
        ).signWhatsAppBody(t.ctx.config.whatsapp.appSecret, '{not json'),
      },
      payload: '{not json',
    });
    expect(raw.statusCode).toBe(400);
    const other = await postEvent(t, { object: 'page', entry: [{ messages: 'x' }] });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toEqual({ received: true, messages: 0, statuses: 0 });
  });
});

describe('An unlinked number', () => {
  it("When a number that is not linked writes, then it gets the products, how to buy and how to link, and nobody's data", async () => {
    const waId = nextWaId();
    await say(waId, 'COVER');
    await runJobs(t);
    const reply = await last(waId);
    expect(reply.type).toBe('text');
    expect(wordsOf(reply)).toContain('Use WhatsApp');
    expect(wordsOf(reply)).toContain('from ₦');
    expect(wordsOf(reply)).not.toContain('Policy');
  });
});

describe('Linking a number', () => {
  it('When the customer sends LINK with the code from the dashboard, then the number is linked, consent is recorded and the menu comes', async () => {
    const { customer, waId } = await linked();
    const [link] = await t.database.db
      .select()
      .from(whatsappLinks)
      .where(eq(whatsappLinks.customerId, customer.id));
    expect(link).toMatchObject({ waId, consent: true });
    const recorded = await t.database.db
      .select()
      .from(consents)
      .where(eq(consents.customerId, customer.id));
    expect(recorded.map((c) => c.kind)).toEqual(['whatsapp_messages']);
    const sent = await outbox(t, waId);
    expect(wordsOf(sent.at(-2)!)).toContain('is now linked');
    expect(sent.at(-1)!.body.interactive.type).toBe('list');
    expect(
      sent.at(-1)!.body.interactive.action.sections[0].rows.map((r: { id: string }) => r.id),
    ).toEqual(['cover', 'card', 'pay', 'claim', 'status', 'agent', 'language']);
    const status = await api(t.app, customer).get(`/api/local/customers/${customer.id}/whatsapp`);
    expect(status.json().data).toEqual({
      linked: true,
      number: expect.stringMatching(/\d{4}$/),
      consent: true,
    });
  });

  it('When a code is used a second time, or after 15 minutes, then it links nothing', async () => {
    const { code } = await linked();
    const other = nextWaId();
    await say(other, `LINK ${code}`);
    await runJobs(t);
    expect(wordsOf(await last(other))).toBe(whatsappRepliesIn('en').linkInvalid);

    const customer = await signUp(t.app);
    const res = await api(t.app, customer).post(
      `/api/local/customers/${customer.id}/whatsapp/link`,
      {},
    );
    clock.advance((WHATSAPP_LINK_CODE_MINUTES + 1) * 60_000);
    const late = nextWaId();
    await say(late, `LINK ${res.json().data.code}`);
    await runJobs(t);
    expect(wordsOf(await last(late))).toBe(whatsappRepliesIn('en').linkInvalid);
    const links = await t.database.db
      .select()
      .from(whatsappLinks)
      .where(eq(whatsappLinks.customerId, customer.id));
    expect(links).toEqual([]);
  });

  it("When another customer asks for a code, then it is 403 for someone else's id", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const res = await api(t.app, a).post(`/api/local/customers/${b.id}/whatsapp/link`, {});
    expect(res.statusCode).toBe(403);
  });
});

describe('The menu', () => {
  it('When a linked customer types something we do not know, then they are told and get the menu; a sticker gets a clear sentence', async () => {
    const { waId } = await linked();
    await say(waId, 'what is this');
    await runJobs(t);
    const sent = await outbox(t, waId);
    expect(wordsOf(sent.at(-2)!)).toBe(whatsappRepliesIn('en').unknown);
    expect(sent.at(-1)!.type).toBe('interactive');
    await postEvent(
      t,
      messageEvent(waId, { type: 'sticker', sticker: { id: '1', mime_type: 'image/webp' } }),
    );
    await runJobs(t);
    const after = await outbox(t, waId);
    expect(wordsOf(after.at(-2)!)).toBe(whatsappRepliesIn('en').unsupported);
  });

  it("When the linked customer reads Hausa, then the conversation answers in the account's language (issue 42)", async () => {
    const customer = await signUp(t.app);
    const res = await api(t.app, customer).patch(`/api/local/customers/${customer.id}`, {
      language: 'ha',
    });
    expect(res.statusCode).toBe(200);
    const { waId } = await linked(customer);
    await say(waId, 'what is this');
    await runJobs(t);
    const sent = await outbox(t, waId);
    const ha = whatsappRepliesIn('ha');
    expect(wordsOf(sent.at(-2)!)).toBe(ha.unknown);
    expect(sent.at(-1)!.body.interactive.action.button).toBe(ha.menuButton);
  });

  it('When a Yoruba or Hausa customer types a command in their language (with or without tone marks), then it is understood and the menu suggests their words (issue 42)', async () => {
    const yoruba = await signUp(t.app);
    await api(t.app, yoruba).patch(`/api/local/customers/${yoruba.id}`, { language: 'yo' });
    const yo = await linked(yoruba);
    await say(yo.waId, 'aabo mi');
    await runJobs(t);
    // The cover, then what next (buttons).
    expect(wordsOf((await outbox(t, yo.waId)).at(-2)!)).toBe(whatsappRepliesIn('yo').noPolicies);
    const hausa = await signUp(t.app);
    await api(t.app, hausa).patch(`/api/local/customers/${hausa.id}`, { language: 'ha' });
    const ha = await linked(hausa);
    await say(ha.waId, 'Taimako');
    await runJobs(t);
    const menuSent = (await outbox(t, ha.waId)).at(-1)!;
    expect(menuSent.body.interactive.type).toBe('list');
    expect(menuSent.body.interactive.body.text).toBe(whatsappRepliesIn('ha').menuBody);
    expect(menuSent.body.interactive.body.text).toContain(
      "INSHORA, KATI, BIYA, DA'AWA, MATSAYI, MUTUM",
    );
    // English stays understood whatever the account's language (STOP above all).
    await say(ha.waId, 'STOP');
    await runJobs(t);
    expect(wordsOf((await outbox(t, ha.waId)).at(-1)!)).toBe(whatsappRepliesIn('ha').stopped);
  });

  it('When the customer types LANGUAGE and picks Yorùbá from the list, then their account reads Yoruba and the replies come in it', async () => {
    const { customer, waId } = await linked();
    await say(waId, 'language');
    await runJobs(t);
    const list = (await outbox(t, waId)).at(-1)!;
    expect(
      (list.body.interactive.action.sections[0].rows as { id: string; title: string }[]).map(
        (row) => [row.id, row.title],
      ),
    ).toEqual([
      ['LANGUAGE en', 'English'],
      ['LANGUAGE pcm', 'Naijá Pidgin'],
      ['LANGUAGE yo', 'Yorùbá'],
      ['LANGUAGE ha', 'Hausa'],
      ['LANGUAGE ig', 'Igbo'],
    ]);
    await postEvent(
      t,
      messageEvent(waId, {
        type: 'interactive',
        interactive: { type: 'list_reply', list_reply: { id: 'LANGUAGE yo', title: 'Yorùbá' } },
      }),
    );
    await runJobs(t);
    const sent = await outbox(t, waId);
    expect(wordsOf(sent.at(-2)!)).toBe(whatsappRepliesIn('yo').languageSet('Yorùbá'));
    const [row] = await t.database.db
      .select({ language: customers.language })
      .from(customers)
      .where(eq(customers.id, customer.id));
    expect(row!.language).toBe('yo');
    // A language that is not ours changes nothing.
    await say(waId, 'language xx');
    await runJobs(t);
    expect(wordsOf((await outbox(t, waId)).at(-2)!)).toBe(whatsappRepliesIn('yo').unknown);
  });

  it('When the customer picks My cover from the list, then each policy is told with its next payment and what is left of each limit', async () => {
    const { customer, waId } = await linked();
    const policy = await insuredHealthCash(customer);
    await postEvent(
      t,
      messageEvent(waId, {
        type: 'interactive',
        interactive: { type: 'list_reply', list_reply: { id: 'cover', title: 'My cover' } },
      }),
    );
    await runJobs(t);
    const words = wordsOf((await outbox(t, waId)).at(-2)!);
    expect(words).toContain(policy.policyNumber);
    expect(words).toContain('active');
    expect(words).toContain('Next payment: ₦3,450 on 5 December 2026');
    expect(words).toContain('Accidents and emergencies: ₦100,000 left of ₦100,000');
    const buttons = (await last(waId)).body.interactive;
    expect(buttons.type).toBe('button');
    expect(buttons.action.buttons.map((b: { reply: { id: string } }) => b.reply.id)).toEqual([
      'pay',
      'claim',
      'menu',
    ]);
    // A reply button's id is the command: 'pay' pressed is PAY.
    await postEvent(
      t,
      messageEvent(waId, {
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { id: 'pay', title: 'Pay' } },
      }),
    );
    await runJobs(t);
    expect(wordsOf(await last(waId))).toBe(whatsappRepliesIn('en').nothingDue);
  });

  it('When a customer with no health plan asks for the card, then they are told there is none', async () => {
    const { waId } = await linked();
    await say(waId, 'card');
    await runJobs(t);
    expect(wordsOf((await outbox(t, waId)).at(-2)!)).toBe(whatsappRepliesIn('en').noCard);
  });

  it('When a health plan member asks for the card, then it comes as the card’s picture with the member number and as a PDF, both uploaded through the media endpoint', async () => {
    const { customer, policy } = await boughtHealthPlan();
    const { waId } = await linked(customer);
    await say(waId, 'CARD');
    await runJobs(t);
    const sent = await outbox(t, waId);
    const image = sent.find((m) => m.type === 'image')!;
    const pdf = sent.find((m) => m.type === 'document')!;
    expect(image.body.image.caption).toContain(policy.memberNumber!);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/whatsapp/media/${image.body.image.id}/file`,
    });
    expect(file.headers['content-type']).toBe('image/png');
    // The card itself (its lines and the code on the card's shape), not the QR code alone.
    expect([file.rawPayload.readUInt32BE(16), file.rawPayload.readUInt32BE(20)]).toEqual([
      1012, 638,
    ]);
    expect(pdf.body.document.filename).toBe(`alaafia-member-card-${policy.memberNumber}.pdf`);
    const pdfFile = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/whatsapp/media/${pdf.body.document.id}/file`,
    });
    expect(pdfFile.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('When the customer asks for the status of their claims and has none, then they are told so', async () => {
    const { waId } = await linked();
    await say(waId, 'STATUS');
    await runJobs(t);
    expect(wordsOf((await outbox(t, waId)).at(-2)!)).toBe(whatsappRepliesIn('en').noClaims);
  });

  it("When a Yoruba customer asks for the status of their claims, then each claim's state is the claim page's Yoruba, not the API's English label (issue 42)", async () => {
    const customer = await signUp(t.app);
    await api(t.app, customer).patch(`/api/local/customers/${customer.id}`, { language: 'yo' });
    const { waId } = await linked(customer);
    const policy = await insuredHealthCash(customer);
    await claimOnFile(customer, policy.id);
    const [claim] = await t.database.db
      .select()
      .from(claims)
      .where(eq(claims.customerId, customer.id));
    await say(waId, 'STATUS');
    await runJobs(t);
    const reply = wordsOf((await outbox(t, waId)).at(-2)!);
    expect(reply).toBe(`${claim!.claimNumber}: A kò fọwọ́ sí i (₦1,000)`);
    expect(reply).not.toContain('Not approved');
  });
});

describe('Pay', () => {
  it('When a premium is overdue and the customer sends PAY, then a Paystack payment link comes; once paid, the payment is confirmed in the chat', async () => {
    const { customer, waId } = await linked();
    await insuredHealthCash(customer, '2026-05-20');
    await say(waId, 'PAY');
    await runJobs(t);
    const words = wordsOf(await last(waId));
    expect(words).toContain('Pay ₦');
    const url = /(http\S+)/.exec(words)![1]!;
    const reference = /ALF-[\w-]+/.exec(url)?.[0] ?? new URL(url).pathname.split('/').pop()!;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/paystack/charge',
      payload: { reference, outcome: 'success' },
    });
    expect(paid.statusCode).toBe(200);
    await runJobs(t);
    const after = await outbox(t, waId);
    // Inside the 24-hour window the confirmation goes as text; the catalogue's words.
    expect(after.some((m) => wordsOf(m).includes('Payment received'))).toBe(true);
  });

  it("When the saved card is declined, then the reply says so with the bank's words before the link to pay another way", async () => {
    const { customer, policy } = await boughtHealthPlan();
    await sandboxControls(t).cards(customer.body.email, 'failed');
    const { waId } = await linked(customer);
    const before = clock.now();
    // A week before the next premium: due within 30 days.
    clock.set(new Date(`${policy.nextPaymentDate}T08:00:00Z`));
    clock.advance(-7 * 86_400_000);
    try {
      await say(waId, 'PAY');
      await runJobs(t);
    } finally {
      clock.set(before);
    }
    const words = wordsOf(await last(waId));
    expect(words).toMatch(
      /^We could not renew it: your bank declined ₦1,100 on your Visa card ending \d{4}, so nothing was charged\. Your bank said: “Declined”\.\nPay ₦1,100 for .+ here: http/,
    );
  });

  it('When nothing is due, then the customer is told so', async () => {
    const { customer, waId } = await linked();
    await insuredHealthCash(customer, '2027-03-01');
    await say(waId, 'PAY');
    await runJobs(t);
    expect(wordsOf(await last(waId))).toBe(whatsappRepliesIn('en').nothingDue);
  });
});

async function claimOnFile(customer: Customer, policyId: number) {
  await t.database.db.insert(claims).values({
    claimNumber: `CLM-WA-${customer.id}-${(n += 1)}`,
    customerId: customer.id,
    policyId,
    productUid: 'HTCI',
    benefit: 'permanent_disability',
    benefitKey: 'permanent_disability',
    dateOfLoss: '2026-02-01',
    amountClaimedKobo: nairaToKobo(1000),
    status: 'rejected',
    bankCode: '058',
    accountNumberEnc: t.ctx.cipher.encrypt('0123456789'),
    accountLast4: '6789',
    accountName: 'Chinedu Okeke',
    completeOn: '2026-02-01',
    createdAt: clock.now(),
    updatedAt: clock.now(),
  });
}

async function uploadMedia(content: Buffer, type: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/whatsapp/media',
    headers: { 'content-type': type },
    payload: content,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

describe('Closing the account', () => {
  it('When a customer with a linked number closes their account, then the link and the conversation go, and the number gets general help only', async () => {
    const { customer, waId } = await linked();
    const closed = await api(t.app, customer).post(
      `/api/local/customers/${customer.id}/close-account`,
      { password: customer.body.password },
    );
    expect(closed.statusCode).toBe(200);
    const links = await t.database.db
      .select()
      .from(whatsappLinks)
      .where(eq(whatsappLinks.waId, waId));
    expect(links).toEqual([]);
    const kept = await t.database.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.customerId, customer.id));
    expect(kept).toEqual([]);
    await say(waId, 'COVER');
    await runJobs(t);
    expect(wordsOf(await last(waId))).toContain('Use WhatsApp');
  });
});

describe('Make a claim', () => {
  it('When a first claim has no payout account on file, then the chat asks for the account number and the bank (a name, or a choice when several match) and files it to that account', async () => {
    const { customer, waId } = await linked();
    await insuredHealthCash(customer);
    const en = whatsappRepliesIn('en');
    await say(waId, 'CLAIM');
    await runJobs(t);
    expect(wordsOf(await last(waId))).toBe(en.claimDate);
    await say(waId, '31/05/2026');
    await runJobs(t);
    await say(waId, '25000');
    await runJobs(t);
    const mediaId = await uploadMedia(samples.png, 'image/png');
    await postEvent(
      t,
      messageEvent(waId, { type: 'image', image: { id: mediaId, mime_type: 'image/png' } }),
    );
    await runJobs(t);
    expect(wordsOf(await last(waId))).toBe(en.claimAccount);
    await say(waId, '12345');
    await runJobs(t);
    expect(wordsOf(await last(waId))).toBe(en.claimAccountInvalid);
    await say(waId, '012 345 6789');
    await runJobs(t);
    expect(wordsOf(await last(waId))).toBe(en.claimBank);
    await say(waId, 'no such bank');
    await runJobs(t);
    expect(wordsOf(await last(waId))).toBe(en.claimBankUnknown);
    // Two banks' names hold 'first': the customer chooses from a list.
    await say(waId, 'first');
    await runJobs(t);
    const list = await last(waId);
    expect(list.body.interactive.type).toBe('list');
    const rows = list.body.interactive.action.sections[0].rows as { id: string; title: string }[];
    expect(rows).toContainEqual({ id: 'BANK 011', title: 'First Bank of Nigeria' });
    expect(rows.length).toBeGreaterThan(1);
    await postEvent(
      t,
      messageEvent(waId, {
        type: 'interactive',
        interactive: {
          type: 'list_reply',
          list_reply: { id: 'BANK 011', title: 'First Bank of Nigeria' },
        },
      }),
    );
    await runJobs(t);
    const [claim] = await t.database.db
      .select()
      .from(claims)
      .where(eq(claims.customerId, customer.id));
    expect(claim).toMatchObject({
      status: 'submitted',
      dateOfLoss: '2026-05-31',
      amountClaimedKobo: nairaToKobo(25_000),
      bankCode: '011',
      accountLast4: '6789',
    });
    expect(
      await t.database.db
        .select()
        .from(claimDocuments)
        .where(eq(claimDocuments.claimId, claim!.id)),
    ).toHaveLength(1);
    expect(wordsOf((await outbox(t, waId)).at(-2)!)).toBe(en.claimFiled(claim!.claimNumber));
  });

  it('When the customer claims with the date, the amount and a photo of the receipt, then the claim is filed through the claims module with the photo as its document', async () => {
    const { customer, waId } = await linked();
    const policy = await insuredHealthCash(customer);
    await claimOnFile(customer, policy.id);
    await say(waId, 'CLAIM');
    await runJobs(t);
    expect(wordsOf(await last(waId))).toBe(whatsappRepliesIn('en').claimDate);
    await say(waId, '31/05/2026');
    await runJobs(t);
    await say(waId, '₦25,000');
    await runJobs(t);
    expect(wordsOf(await last(waId))).toBe(whatsappRepliesIn('en').claimReceipt);
    const mediaId = await uploadMedia(samples.png, 'image/png');
    await postEvent(
      t,
      messageEvent(waId, {
        type: 'image',
        image: { id: mediaId, mime_type: 'image/png', sha256: 'x' },
      }),
    );
    await runJobs(t);
    const [claim] = await t.database.db
      .select()
      .from(claims)
      .where(and(eq(claims.customerId, customer.id), eq(claims.benefitKey, 'accident_emergency')));
    expect(claim).toMatchObject({
      status: 'submitted',
      dateOfLoss: '2026-05-31',
      amountClaimedKobo: nairaToKobo(25_000),
      bankCode: '058',
    });
    const docs = await t.database.db
      .select()
      .from(claimDocuments)
      .where(eq(claimDocuments.claimId, claim!.id));
    expect(docs).toHaveLength(1);
    const sent = await outbox(t, waId);
    expect(wordsOf(sent.at(-2)!)).toBe(whatsappRepliesIn('en').claimFiled(claim!.claimNumber));
    await say(waId, 'STATUS');
    await runJobs(t);
    expect(wordsOf((await outbox(t, waId)).at(-2)!)).toContain(claim!.claimNumber);
  });

  it('When the receipt cannot be downloaded from the media endpoint, then the customer is asked to send it again and nothing is filed', async () => {
    const { customer, waId } = await linked();
    const policy = await insuredHealthCash(customer);
    await claimOnFile(customer, policy.id);
    for (const text of ['CLAIM', '30/05/2026', '5000']) {
      await say(waId, text);
      await runJobs(t);
    }
    await postEvent(
      t,
      messageEvent(waId, { type: 'image', image: { id: '999999999', mime_type: 'image/jpeg' } }),
    );
    await runJobs(t);
    expect(wordsOf(await last(waId))).toBe(whatsappRepliesIn('en').claimReceiptFailed);
    // A file that is not a receipt (a text file sent as a document) is refused as the web refuses it.
    const mediaId = await uploadMedia(Buffer.from('just some words'), 'application/pdf');
    await postEvent(
      t,
      messageEvent(waId, {
        type: 'document',
        document: { id: mediaId, mime_type: 'application/pdf', filename: 'r.pdf' },
      }),
    );
    await runJobs(t);
    expect(wordsOf(await last(waId))).toContain('Please send a photo or a PDF of the receipt.');
    const filed = await t.database.db
      .select()
      .from(claims)
      .where(and(eq(claims.customerId, customer.id), eq(claims.benefitKey, 'accident_emergency')));
    expect(filed).toEqual([]);
  });
});

describe('Consent: STOP and START', () => {
  it("When a Hausa customer asks for My cover, then the product is named in Hausa (its catalogue entry, not the English title), and STOP's consent records Hausa (issue 42)", async () => {
    const customer = await signUp(t.app);
    await api(t.app, customer).patch(`/api/local/customers/${customer.id}`, { language: 'ha' });
    const { waId } = await linked(customer);
    await insuredHealthCash(customer);
    await say(waId, 'INSHORA');
    await runJobs(t);
    const words = wordsOf((await outbox(t, waId)).at(-2)!);
    expect(words).toContain('*Inshorar HealthCash*');
    expect(words).not.toContain('HealthCash Insurance');
    await say(waId, 'STOP');
    await runJobs(t);
    const recorded = await t.database.db
      .select({ kind: consents.kind, language: consents.language })
      .from(consents)
      .where(eq(consents.customerId, customer.id))
      .orderBy(asc(consents.id));
    // Linking was read in the unlinked conversation's English; STOP in the customer's Hausa.
    expect(recorded).toEqual([
      { kind: 'whatsapp_messages', language: 'en' },
      { kind: 'whatsapp_withdrawn', language: 'ha' },
    ]);
  });

  it('When the customer sends STOP, then consent is withdrawn (recorded) and messages we start go by SMS; START brings WhatsApp back', async () => {
    const { customer, waId } = await linked();
    await say(waId, 'STOP');
    await runJobs(t);
    expect(wordsOf(await last(waId))).toBe(whatsappRepliesIn('en').stopped);
    const kinds = (
      await t.database.db
        .select()
        .from(consents)
        .where(eq(consents.customerId, customer.id))
        .orderBy(asc(consents.id))
    ).map((c) => c.kind);
    expect(kinds).toEqual(['whatsapp_messages', 'whatsapp_withdrawn']);
    const before = (await outbox(t, waId)).length;
    await notify(t.database.db, {
      customerId: customer.id,
      event: 'card.declined',
      key: `wa-stop-${customer.id}`,
      params: { product: 'Health Cash', amount: '₦3,450', nextAttempt: '5 June 2026' },
      at: clock.now(),
    });
    await runJobs(t);
    expect(await outbox(t, waId)).toHaveLength(before);
    const sms = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, customer.body.phone_number));
    expect(sms.some((m) => m.body.includes('could not charge'))).toBe(true);

    await say(waId, 'START');
    await runJobs(t);
    expect(wordsOf((await outbox(t, waId)).at(-2)!)).toBe(whatsappRepliesIn('en').started);
    await notify(t.database.db, {
      customerId: customer.id,
      event: 'card.declined',
      key: `wa-start-${customer.id}`,
      params: { product: 'Health Cash', amount: '₦3,450', nextAttempt: '6 June 2026' },
      at: clock.now(),
    });
    await runJobs(t);
    expect(wordsOf(await last(waId))).toContain('6 June 2026');
  });
});

describe('Messages we start', () => {
  it("When a message goes as a template outside the window, then it is in the customer's language where Meta takes it (Hausa) and English otherwise (Yoruba)", async () => {
    const codeFor = async (language: 'ha' | 'yo') => {
      const customer = await signUp(t.app);
      await api(t.app, customer).patch(`/api/local/customers/${customer.id}`, { language });
      const { waId } = await linked(customer);
      clock.advance(25 * 3_600_000);
      await notify(t.database.db, {
        customerId: customer.id,
        event: 'claim.rejected',
        key: `wa-template-language-${customer.id}`,
        params: { claimNumber: 'CLM-2', reason: 'No cover on that date.' },
        at: clock.now(),
      });
      await runJobs(t);
      const sent = await last(waId);
      expect(sent.body.template.name).toBe('alaafia_claim_declined');
      return sent.body.template.language.code;
    };
    expect(await codeFor('ha')).toBe('ha');
    expect(await codeFor('yo')).toBe('en');
  });

  it('When the customer has not written for a day, then a message goes as the approved template; when Meta says it failed, the SMS goes instead', async () => {
    const { customer, waId } = await linked();
    clock.advance(25 * 3_600_000);
    await notify(t.database.db, {
      customerId: customer.id,
      event: 'claim.rejected',
      key: `wa-template-${customer.id}`,
      // The officer's reason on two lines: Meta takes a parameter on one line only.
      params: { claimNumber: 'CLM-1', reason: 'No cover on that date.\nThe policy started later.' },
      at: clock.now(),
    });
    await runJobs(t);
    const template = await last(waId);
    expect(template.body.template).toEqual({
      name: 'alaafia_claim_declined',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'CLM-1' },
            { type: 'text', text: 'No cover on that date. The policy started later.' },
          ],
        },
      ],
    });
    const [row] = await t.database.db
      .select()
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.waId, waId), eq(whatsappMessages.type, 'template')))
      .orderBy(desc(whatsappMessages.id));
    const [notification] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.key, `wa-template-${customer.id}`));
    const smsBefore = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.notificationId, notification!.id),
          eq(notificationDeliveries.channel, 'sms'),
        ),
      );
    expect(smsBefore[0]).toMatchObject({ status: 'skipped', via: 'whatsapp' });

    // Statuses out of order: delivered, then a late 'sent', change it once.
    await postEvent(t, statusEvent(waId, row!.wamid!, 'delivered'));
    const late = await postEvent(t, statusEvent(waId, row!.wamid!, 'sent'));
    expect(late.json().data.statuses).toBe(0);
    const [delivered] = await t.database.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, row!.id));
    expect(delivered!.status).toBe('delivered');

    const failed = await postEvent(
      t,
      statusEvent(waId, row!.wamid!, 'failed', [{ code: 131026, title: 'Message undeliverable' }]),
    );
    expect(failed.json().data.statuses).toBe(1);
    await runJobs(t);
    const [sms] = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.notificationId, notification!.id),
          eq(notificationDeliveries.channel, 'sms'),
        ),
      );
    expect(sms).toMatchObject({ status: 'sent', via: 'fallback' });
  });
});

describe('Talk to a person', () => {
  it('When the customer asks for a person, then support reads the history in the inbox, replies inside the window and hands back to the menu', async () => {
    const { customer, waId } = await linked();
    await say(waId, 'AGENT');
    await say(waId, 'My card was charged twice');
    await runJobs(t);
    expect(wordsOf(await last(waId))).toBe(whatsappRepliesIn('en').agentWaiting);
    const staff = await signedInStaff(t.app, ['reviewer'], 'wa');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/whatsapp/conversations',
      headers: { cookie: staff.cookie },
    });
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.find((c: { wa_id: string }) => c.wa_id === waId);
    expect(mine).toMatchObject({ customer_id: customer.id, window_open: true });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/admin/whatsapp/conversations/${waId}`,
      headers: { cookie: staff.cookie },
    });
    expect(history.json().data.map((m: { text: string }) => m.text)).toContain(
      'My card was charged twice',
    );
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/whatsapp/conversations/${waId}/reply`,
      headers: { cookie: staff.cookie },
      payload: { text: 'We have refunded the second charge.' },
    });
    expect(reply.statusCode).toBe(200);
    await runJobs(t);
    expect(wordsOf(await last(waId))).toBe('We have refunded the second charge.');
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/admin/whatsapp/conversations/${waId}/hand-back`,
      headers: { cookie: staff.cookie },
    });
    expect(back.statusCode).toBe(200);
    await runJobs(t);
    const sent = await outbox(t, waId);
    expect(wordsOf(sent.at(-2)!)).toBe(whatsappRepliesIn('en').agentHandedBack);
    const [link] = await t.database.db
      .select()
      .from(whatsappLinks)
      .where(eq(whatsappLinks.waId, waId));
    expect(link!.agentSince).toBeNull();
  });

  it('When the customer last wrote more than 24 hours ago, then a reply is refused with 422 and nothing is queued', async () => {
    const { waId } = await linked();
    await say(waId, 'AGENT');
    await runJobs(t);
    clock.advance(25 * 3_600_000);
    const staff = await signedInStaff(t.app, ['reviewer'], 'wa2');
    const before = (await outbox(t, waId)).length;
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/whatsapp/conversations/${waId}/reply`,
      headers: { cookie: staff.cookie },
      payload: { text: 'Hello?' },
    });
    expect(reply.statusCode).toBe(422);
    await runJobs(t);
    expect(await outbox(t, waId)).toHaveLength(before);
    const customerCannot = await t.app.inject({
      method: 'GET',
      url: '/api/admin/whatsapp/conversations',
    });
    expect(customerCannot.statusCode).toBe(401);
  });
});
