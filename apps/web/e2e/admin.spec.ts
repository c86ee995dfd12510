import { generate } from 'otplib';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  buyByApi,
  expectNoAxeViolations,
  latestOutboxMessage,
  newCustomer,
  okData,
  ownBvn,
  runJobs,
  sandboxStaff,
  signUpByApi,
  signUpThroughPage,
  STAFF_PASSWORD,
  trackStaff,
  type ApiCustomer,
  type StaffAction,
} from './support';

/** The code an authenticator app shows now for a key (RFC 6238, as the API checks it). */
const totpCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

/** What staff did in this file's run: the last test finds each in the audit log. */
const staffActions: StaffAction[] = [];
const watch = (page: Page, email: string) =>
  page.on('response', (response) => trackStaff(staffActions, email, response));

// The back office (issue 16): staff sign in at /admin with their own cookie; an administrator adds
// a staff member and sees it in the audit log. Desktop first, usable at 768 px.
test.use({ viewport: { width: 1024, height: 800 } });

test('An administrator signs in to the back office, adds a staff member and finds it in the audit log', async ({
  page,
  request,
}) => {
  const email = `admin.${Date.now().toString(36)}@alaafia.ng`;
  const password = 'staff password 123';
  const created = await request.post('/api/sandbox/staff', {
    data: { email, password, role: 'administrator', name: 'Ada Admin' },
  });
  expect(created.status()).toBe(201);
  watch(page, email);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Alaafia back office' })).toBeVisible();
  await expectNoAxeViolations(page, 'back-office sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail, password or code is not correct.');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin' })).toBeVisible();

  await page.getByRole('link', { name: 'Staff' }).click();
  const newEmail = `reviewer.${Date.now().toString(36)}@alaafia.ng`;
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText('Choose at least one role.')).toBeVisible();
  await page.getByLabel('Name').fill('Remi Reviewer');
  await page.getByLabel('E-mail').fill(newEmail);
  await page.getByLabel('Reviewer').check();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  // Issue 24: no credentials on screen; the member is e-mailed a single-use link.
  await expect(page.getByRole('heading', { name: 'Remi Reviewer is invited' })).toBeVisible();
  await expect(page.getByRole('cell', { name: newEmail })).toBeVisible();
  await expectNoAxeViolations(page, 'back-office staff page');

  // The member opens the e-mailed link in their own browser, sets a password and enrols.
  const mail = await latestOutboxMessage(request, newEmail);
  expect(mail?.subject).toBe('Your invitation to the Alaafia back office');
  const link = /(\/admin\/invitation#[\w-]+)/.exec(mail?.body ?? '')?.[1];
  expect(link).toBeTruthy();
  const memberContext = await page.context().browser()!.newContext();
  const member = await memberContext.newPage();
  await member.goto(new URL(link!, page.url()).href);
  await expect(member.getByRole('heading', { name: 'Welcome, Remi Reviewer' })).toBeVisible();
  await expectNoAxeViolations(member, 'staff invitation page');
  const key = (await member.getByLabel('Authenticator key').innerText()).replace(/\s/g, '');
  await member.getByLabel('Choose a password').fill('remi own password');
  await member.getByLabel('Code from your authenticator app').fill(await totpCode(key));
  await member.getByRole('button', { name: 'Set up my account' }).click();
  await expect(member.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await expect(
    member.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  // The same link again, in a fresh tab: used, so refused.
  const again = await memberContext.newPage();
  await again.goto(new URL(link!, page.url()).href);
  await expect(again.getByRole('alert')).toContainText('This invitation link is not valid');
  await memberContext.close();

  await page.getByRole('link', { name: 'Audit log' }).click();
  // Actions read as words (issue 30): 'staff.created' is 'Staff created'.
  await expect(page.getByRole('cell', { name: 'Staff created' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Staff signed in' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Staff sign in failed' }).first()).toBeVisible();
  // The action and the actor are chosen from lists, the range from dates.
  await page.getByLabel('Action').selectOption({ label: 'Staff created' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('cell', { name: 'Staff signed in' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Staff created' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'back-office audit log');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Alaafia back office' })).toBeVisible();
});

test("A customer's session opens nothing in the back office", async ({ page }) => {
  await signUpThroughPage(page, newCustomer());
  const res = await page.request.get('/api/admin/staff');
  expect(res.status()).toBe(401);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Alaafia back office' })).toBeVisible();
  await expect(page.getByLabel('Authenticator code')).toBeVisible();
});

test('A reviewer finds a customer, sees the BVN masked, and sees it in full only after giving a reason', async ({
  page,
  request,
}) => {
  const customer = newCustomer();
  const signup = await request.post('/api/auth/signup', {
    data: {
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      phone_number: customer.phone,
      password: customer.password,
    },
  });
  const id = ((await signup.json()) as { data: { id: number } }).data.id;
  const bvn = ownBvn();
  await request.post(`/api/local/customers/profiles/bvn-with-id/${id}`, { data: { bvn } });
  const sms = await latestOutboxMessage(request, '08031234567');
  expect(sms).toBeDefined();
  const code = /code is (\d{4})/.exec(sms?.body ?? '')?.[1];
  const verified = await request.get(
    `/api/local/customers/profiles/nin-with-id/${code}/${id}/verify`,
  );
  expect(verified.ok()).toBe(true);

  const email = `reviewer.${Date.now().toString(36)}@alaafia.ng`;
  await request.post('/api/sandbox/staff', {
    data: { email, password: 'staff password 123', role: 'reviewer', name: 'Remi Reviewer' },
  });
  await page.context().clearCookies();
  watch(page, email);
  await page.goto('/admin/customers');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('staff password 123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByLabel('Name, e-mail, phone number or policy number').fill(customer.email);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `${customer.firstName} ${customer.lastName}` }).click();
  await expect(page.getByText(`••••••${bvn.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(bvn, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'back-office customer look-up');
  await page.getByRole('button', { name: 'Show the full BVN' }).click();
  await page.getByRole('button', { name: 'Show the number' }).click();
  await expect(page.getByText('Say why you need the full number.').first()).toBeVisible();
  await page
    .getByLabel('Why do you need the full number?')
    .fill('The customer called about a name mismatch');
  await page.getByRole('button', { name: 'Show the number' }).click();
  await expect(page.getByText(bvn, { exact: true })).toBeVisible();
});

/** A real 1x1 PNG: an employment letter sent as a picture (shown in an <img> to the reviewer). */
const LETTER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** KYC through the sandbox (the BVN and its code from the outbox), then KYC complete. */
async function completeKyc(page: Page, customer: ApiCustomer) {
  await okData(
    await page.request.post(`/api/local/customers/profiles/bvn-with-id/${customer.id}`, {
      data: { bvn: ownBvn() },
    }),
  );
  const sms = await latestOutboxMessage(page.request, customer.body.phone_number);
  const code = /code is (\d{4})/.exec(sms?.body ?? '')?.[1];
  expect(code, 'the code in the outbox').toBeTruthy();
  await okData(
    await page.request.get(
      `/api/local/customers/profiles/nin-with-id/${code}/${customer.id}/verify`,
    ),
  );
  await okData(await page.request.patch(`/api/local/customers/${customer.id}/set-kyc-complete`));
}

/** A staff member signed in through the API in a context of their own, every call tracked. */
async function staffApi(
  playwright: { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string | undefined,
  email: string,
) {
  const context = await playwright.request.newContext({ baseURL });
  const track = (method: string, res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    trackStaff(staffActions, email, {
      ok: () => res.ok(),
      url: () => res.url(),
      request: () => ({ method: () => method }),
    });
    return res;
  };
  const api = {
    get: async (url: string) => track('GET', await context.get(url)),
    post: async (url: string, data: object) => track('POST', await context.post(url, { data })),
    dispose: () => context.dispose(),
  };
  expect((await api.post('/api/admin/auth/login', { email, password: STAFF_PASSWORD })).ok()).toBe(
    true,
  );
  return api;
}

test("A reviewer approves an employment letter and the customer's badge turns 'Account Verified'", async ({
  page,
  browser,
}) => {
  const customer = await signUpByApi(page, 'Tunde');
  await buyByApi(page, customer, 'EI');
  await completeKyc(page, customer);
  const upload = await okData<{ file_url: string }>(
    await page.request.post('/api/local/upload/s3', {
      multipart: {
        type: 'employment_letter',
        file: { name: 'employment-letter.png', mimeType: 'image/png', buffer: LETTER_PNG },
      },
    }),
  );
  await okData(
    await page.request.patch('/api/local/customers/profiles/bvn/employment', {
      data: {
        employment_letter_url: upload.file_url,
        work_position: 'Manager',
        number_of_jobs_in_five_years: 1,
        number_of_months_in_current_position: 24,
        contract_or_permanent_staff: true,
        have_disability: false,
        is_confirmed_staff: true,
        user_id: customer.id,
      },
    }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Pending review' })).toBeVisible();

  // The reviewer, in a browser of their own.
  const reviewer = await sandboxStaff(page.request, ['reviewer'], 'Remi Reviewer');
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staffPage = await staffContext.newPage();
  watch(staffPage, reviewer.email);
  await staffPage.goto('/admin/reviews');
  await staffPage.getByLabel('Email').fill(reviewer.email);
  await staffPage.getByLabel('Password').fill(STAFF_PASSWORD);
  await staffPage.getByRole('button', { name: 'Sign in' }).click();
  await staffPage.getByRole('link', { name: 'Reviews' }).click();
  await expect(staffPage.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(staffPage.getByRole('tab', { name: 'Employment letters' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const item = staffPage.getByRole('article').filter({ hasText: customer.body.email });
  await expect(item.getByRole('heading', { name: 'Tunde Nwosu' })).toBeVisible();
  const letter = item.getByRole('img', { name: 'Employment letter of Tunde Nwosu' });
  await expect(letter).toBeVisible();
  // The picture really loaded from the staff file route.
  await expect
    .poll(() => letter.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(item.getByText('Manager', { exact: true })).toBeVisible();
  await expectNoAxeViolations(staffPage, 'back-office reviews');
  await staffPage.screenshot({ path: 'test-results/e2e/admin-reviews-1280.png', fullPage: false });

  // A rejection needs a reason.
  await item.getByLabel('Reject').check();
  await item.getByRole('button', { name: 'Save decision' }).click();
  await expect(
    item.getByText('Say why, so we can tell the customer what to do next.'),
  ).toBeVisible();
  await expectNoAxeViolations(staffPage, 'back-office reviews: reason required');

  // Usable at 768 px: nothing wider than the window.
  await staffPage.setViewportSize({ width: 768, height: 900 });
  expect(await staffPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    768,
  );
  await staffPage.screenshot({ path: 'test-results/e2e/admin-reviews-768.png', fullPage: true });
  await item.getByLabel('Approve').check();
  await item.getByRole('button', { name: 'Save decision' }).click();
  await expect(staffPage.getByRole('status')).toHaveText(
    'Approved: Tunde Nwosu. They have been told.',
  );
  await expect(item).toHaveCount(0);
  await staffContext.close();

  // The customer: verified, and told.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Account Verified' })).toBeVisible();
  await expect(
    page.getByText(
      'Your account has been successfully verified. You can now enjoy Income Protection full benefits',
    ),
  ).toBeVisible();
  await page.request.post('/api/sandbox/jobs/run');
  const mail = await latestOutboxMessage(page.request, customer.body.email);
  expect(mail?.subject).toBe('Your employment letter is approved');
});

test('A refund started by one finance member is sent only after another approves it', async ({
  page,
  playwright,
  baseURL,
}) => {
  // HealthCash is yearly: no free month, so the card pays the whole premium (money to give back).
  const customer = await signUpByApi(page, 'Bisi');
  await buyByApi(page, customer, 'HTCI');
  const maker = await sandboxStaff(page.request, ['finance'], 'Fola Finance');
  const checker = await sandboxStaff(page.request, ['finance'], 'Kola Finance');
  const a = await staffApi(playwright, baseURL, maker.email);
  const b = await staffApi(playwright, baseURL, checker.email);

  const profile = await okData<{ payments: { reference: string; status: string }[] }>(
    await a.get(`/api/admin/customers/${customer.id}`),
  );
  const reference = profile.payments.find((p) => p.status === 'success')?.reference;
  expect(reference, 'the paid premium').toBeTruthy();
  const started = await okData<{ id: number; status: string }>(
    await a.post('/api/admin/refunds', {
      reference: reference!,
      reason: 'Bought twice by mistake',
    }),
  );
  expect(started.status).toBe('awaiting_approval');

  // Nothing reaches the provider's ledger while it waits, whatever jobs run.
  const ledger = async () =>
    okData<{ id: number; amount_kobo: number; status: string }[]>(
      await page.request.get(`/api/sandbox/paystack/refunds?reference=${reference}`),
    );
  await page.request.post('/api/sandbox/jobs/run');
  const before = await ledger();
  const own = await a.post(`/api/admin/refunds/${started.id}/decision`, { decision: 'approve' });
  expect(own.status()).toBe(403);
  await page.request.post('/api/sandbox/jobs/run');
  expect(await ledger()).toEqual(before);

  const approved = await okData<{ status: string; refund_id: number | null; amount_kobo: number }>(
    await b.post(`/api/admin/refunds/${started.id}/decision`, { decision: 'approve' }),
  );
  expect(approved.status).toBe('approved');
  expect(approved.refund_id).not.toBeNull();
  await page.request.post('/api/sandbox/jobs/run');
  const after = await ledger();
  expect(after).toHaveLength(before.length + 1);
  expect(after.at(-1)?.amount_kobo).toBe(approved.amount_kobo);
  // Paystack processes it: the customer is told it was sent.
  await okData(
    await page.request.post('/api/sandbox/paystack/refund-outcome', {
      data: { reference, outcome: 'processed' },
    }),
  );
  await page.request.post('/api/sandbox/jobs/run');
  const mail = await latestOutboxMessage(page.request, customer.body.email);
  expect(mail?.subject).toBe('Your refund has been sent');
  await a.dispose();
  await b.dispose();
});

test('Someone without an account complains on the help page, and a reviewer answers it in the back office', async ({
  page,
}) => {
  // The visitor, on a phone, signed out.
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `ngozi.${Date.now().toString(36)}@example.ng`;
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help and support' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', /^tel:/);
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByText('Please choose what your complaint is about')).toBeVisible();
  await page.getByLabel('What is it about?').selectOption('payment');
  await page
    .getByLabel('What happened?')
    .fill('I paid for HealthCash by transfer on Monday and my dashboard still says unpaid.');
  await page.getByLabel('Full name').fill('Ngozi Eze');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Phone number').fill('0803 555 0101');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  const done = page.getByRole('status');
  await expect(done).toContainText(/Your reference is CMP-\d{8}-[0-9A-F]{6}\./);
  const reference = /CMP-\d{8}-[0-9A-F]{6}/.exec((await done.textContent()) ?? '')![0];
  await expectNoAxeViolations(page, 'help page, complaint sent');
  expect((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390).toBe(true);
  await runJobs(page);
  expect((await latestOutboxMessage(page.request, email))?.body).toContain(reference);

  // A reviewer, at a desk.
  await page.setViewportSize({ width: 1024, height: 800 });
  const staffEmail = `reviewer.cmp.${Date.now().toString(36)}@alaafia.ng`;
  const created = await page.request.post('/api/sandbox/staff', {
    data: { email: staffEmail, password: STAFF_PASSWORD, role: 'reviewer', name: 'Remi Reviewer' },
  });
  expect(created.status()).toBe(201);
  watch(page, staffEmail);
  await page.goto('/admin');
  await page.getByLabel('Email').fill(staffEmail);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Complaints' }).click();
  await page.getByRole('button', { name: reference }).click();
  await expect(page.getByRole('heading', { name: `Complaint ${reference}` })).toBeVisible();
  await page.getByRole('button', { name: 'Take this complaint' }).click();
  await expect(page.getByText('Being looked into · yours')).toBeVisible();
  await expectNoAxeViolations(page, 'back-office complaint');
  const answer =
    'Your transfer of Monday reached us late; your HealthCash cover is now active and dated from Monday.';
  await page.getByLabel(/Written answer/).fill(answer);
  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByRole('button', { name: reference })).toHaveCount(0);
  await runJobs(page);
  expect((await latestOutboxMessage(page.request, email))?.body).toContain(answer);
  await page.getByRole('button', { name: 'Sign out' }).click();
});

test("A customer's session is refused on every /api/admin route of the OpenAPI document", async ({
  page,
}) => {
  await signUpByApi(page, 'Sade');
  const doc = (await (await page.request.get('/api/docs/json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((method) => ({ method, path })),
    )
    // Signing in and out are open to anyone by design: sign-in is how staff get a session, and
    // sign-out without a staff session does nothing (checked below). The invitation page's calls
    // are open too: the e-mailed token is the proof (API test staff-separation.test.ts).
    .filter(
      (r) =>
        r.path !== '/api/admin/auth/login' &&
        r.path !== '/api/admin/auth/logout' &&
        !r.path.startsWith('/api/admin/auth/invitation/'),
    );
  expect(routes.length).toBeGreaterThan(10);
  expect(routes).toContainEqual({ method: 'post', path: '/api/admin/reviews/{reviewId}/decision' });
  for (const { method, path } of routes) {
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'reviewId' ? 'employment-1' : '1',
    );
    const res = await page.request.fetch(url, {
      method: method.toUpperCase(),
      ...(method === 'get' ? {} : { data: {} }),
    });
    expect([401, 403], `${method.toUpperCase()} ${path}`).toContain(res.status());
  }
  const out = await page.request.post('/api/admin/auth/logout');
  expect(out.headers()['set-cookie'] ?? '').not.toContain('alaafia_staff=');
  // ...and the customer is still signed in as a customer, nothing more.
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  expect((await page.request.get('/api/admin/auth/me')).status()).toBe(401);
});

test('The audit log has a row for every staff action of the run', async ({
  playwright,
  baseURL,
  page,
}) => {
  expect(staffActions.length).toBeGreaterThan(10);
  const admin = await sandboxStaff(page.request, ['administrator'], 'Audrey Auditor');
  const api = await playwright.request.newContext({ baseURL });
  await okData(
    await api.post('/api/admin/auth/login', {
      data: { email: admin.email, password: STAFF_PASSWORD },
    }),
  );
  type Row = { id: number; staff_email: string | null; action: string; record_id: string | null };
  const rows: Row[] = [];
  for (let before: number | null = null; ;) {
    const page_: Row[] = await okData<Row[]>(
      await api.get(`/api/admin/audit?limit=500${before ? `&before=${before}` : ''}`),
    );
    rows.push(...page_);
    if (page_.length < 500) break;
    before = page_.at(-1)!.id;
  }
  // Each action has its own row: as many rows as times it was done.
  const used = new Set<number>();
  for (const done of staffActions) {
    const row = rows.find(
      (r) =>
        !used.has(r.id) &&
        r.staff_email === done.email &&
        done.action.test(r.action) &&
        (done.recordId === null || r.record_id === done.recordId),
    );
    expect(row, `${done.method} ${done.path} by ${done.email}`).toBeDefined();
    used.add(row!.id);
  }
  await api.dispose();
});
