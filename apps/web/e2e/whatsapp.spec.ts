import { expect, test } from './fixtures';
import {
  expectNoAxeViolations,
  newStaff,
  okData,
  runJobs,
  signInStaff,
  signUpByApi,
} from './support';

// WhatsApp (issue 40): a customer links their number on the dashboard ("Use WhatsApp": a one-time
// code and a wa.me link), writes from it (the sandbox delivers the message to our webhook as Meta
// would, signed), asks for a person, and a support member answers in the back office's inbox.
test.use({ viewport: { width: 1024, height: 800 } });

type OutboxItem = { type: string; body: { text?: { body: string } } };

test('A customer links WhatsApp on the dashboard, asks for a person, and support answers in the back office', async ({
  page,
}) => {
  const customer = await signUpByApi(page, 'Adaeze');
  const waId = `23480${String(Date.now()).slice(-8)}`;

  await page.goto('/');
  await page.getByRole('button', { name: 'Use WhatsApp' }).click();
  const code = (await page.getByText(/^Your code: \d{6}$/).textContent())!.slice(-6);
  const open = page.getByRole('link', { name: 'Open WhatsApp' });
  await expect(open).toHaveAttribute('href', `https://wa.me/2348000000000?text=LINK%20${code}`);
  await expectNoAxeViolations(page, 'dashboard, WhatsApp code');

  // The customer sends the typed message from their phone.
  await okData(
    await page.request.post('/api/sandbox/whatsapp/inbound', {
      data: { from: waId, text: `LINK ${code}` },
    }),
  );
  await runJobs(page);
  await page.reload();
  await expect(page.getByText(`Linked to +•••••••••${waId.slice(-4)}.`)).toBeVisible();

  await okData(
    await page.request.post('/api/sandbox/whatsapp/inbound', {
      data: { from: waId, reply_id: 'agent' },
    }),
  );
  await okData(
    await page.request.post('/api/sandbox/whatsapp/inbound', {
      data: { from: waId, text: 'The hospital says my card is not active' },
    }),
  );
  await runJobs(page);

  const staff = await newStaff(page, 'reviewer', 'Sola Support');
  await signInStaff(page, staff);
  await page.goto('/admin/whatsapp');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Adaeze ${customer.body.last_name}` }).click();
  await expect(page.getByText('The hospital says my card is not active')).toBeVisible();
  await page
    .getByLabel('Reply (the customer receives it on WhatsApp)')
    .fill('Your card is active: we have told the hospital.');
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByText('Your card is active: we have told the hospital.')).toBeVisible();
  await expectNoAxeViolations(page, 'back office, WhatsApp inbox');
  await page.getByRole('button', { name: 'Hand back to the menu' }).click();
  await expect(page.getByText('Nobody is waiting.')).toBeVisible();

  await runJobs(page);
  const sent = await okData<OutboxItem[]>(
    await page.request.get(`/api/sandbox/whatsapp/outbox?to=${waId}`),
  );
  const texts = sent.map((m) => m.body.text?.body ?? '');
  expect(texts).toContain('Your card is active: we have told the hospital.');
  expect(texts).toContain('Our support team has finished. Here is the menu again.');
  expect(sent.at(-1)!.type).toBe('interactive');
});
