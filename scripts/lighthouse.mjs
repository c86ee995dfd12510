// npm run lighthouse: Lighthouse (mobile default settings: simulated slow 4G, 150 ms RTT,
// 1.6 Mbps, 4x CPU slowdown) in Debian's Chromium, on the production build served the way
// `npm start` serves it, for every page a person can reach (issue 38): the sign-in pages, the
// dashboard, the first stage of each wizard, the other signed-in pages, help, the claim pages, the
// member card, the hospital portal, the sponsor's payment page, the public pages
// (LIGHTHOUSE_PAGES=public for those alone) and the back office's pages, signed in as a staff member
// (issue 30; LIGHTHOUSE_PAGES='back office' for those alone). A page that needs a customer with a
// policy, a hospital's staff member or a sponsor's invoice has them made through the API first.
//
// It builds if the build is missing, starts node <api dist>/server.js on a free loopback port with a
// fresh DATA_DIR, signs a new customer up through the API for each signed-in page and puts the
// session cookie into Chrome's cookie jar (as signing in does; Lighthouse clears the cache between
// runs but not cookies), runs Lighthouse on each page in turn, prints a table beside
// the budgets of issue 8 and writes the JSON reports to lighthouse-reports/ (git-ignored).
// A measurement, not a test: exits 0 even below target; non-zero only when it cannot measure.
//
//   npm run lighthouse
//   WEB_DIST=../perf-web API_OUT_DIR=../perf-api npm run lighthouse       # a private build
//   CHROME_PATH=/path/to/chrome npm run lighthouse                        # another browser
//   LIGHTHOUSE_PAGES=dashboard,healthcash npm run lighthouse              # only these pages
//   LIGHTHOUSE_TRACE=1 npm run lighthouse      # also writes each page's trace (<page>.trace.json)
//   LIGHTHOUSE_RUNS=5 npm run lighthouse                                  # runs per page (median shown)
//   LIGHTHOUSE_BASELINE=../before-web npm run lighthouse     # also the build in that folder, as a baseline
//   LIGHTHOUSE_LANG=yo npm run lighthouse       # the customers' pages in Yoruba (pcm, yo, ha, ig; issue 42)
//
// With LIGHTHOUSE_LANG the visitor's browser holds the `lang` cookie (as choosing a language on the
// first screen leaves it) and each customer is signed up from it, so their account's language is that
// one: every customer and public page is drawn in it, its catalogue chunk loaded. The back office
// and the hospital portal stay English whatever the cookie (docs/languages/).
//
// With LIGHTHOUSE_BASELINE (a web build made from another commit: `node apps/web/build/build.mjs
// ../before-web` there) a second server serves that build beside the first (same API build), each
// page's runs alternate between the two, and the table has a baseline row under each page's: both
// measured in the same minutes, at the same load.
//
// Beside Lighthouse's own figures the table gives three that hardly depend on how busy the machine
// is (Lighthouse's TBT is the tasks' wall time, which a loaded machine stretches): the TBT the page's
// main-thread tasks would make from their CPU time alone (each task's thread time x4, the simulated
// slowdown, less 50 ms; median of the runs), the count of such tasks over 50 ms, and the JavaScript
// transferred (bytes as sent: the server compresses them, brotli for Chromium).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildIfNeeded, loadAverage, root, startServer } from './local-server.mjs';

const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const apiDist = path.resolve(process.env.API_OUT_DIR ?? path.join(root, 'apps/api/dist'));
const reportsDir = path.join(root, 'lighthouse-reports');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const RUNS = Math.max(1, Math.round(Number(process.env.LIGHTHOUSE_RUNS) || 3));
const LANGUAGES = ['en', 'pcm', 'yo', 'ha', 'ig'];
const LANG = process.env.LIGHTHOUSE_LANG ?? 'en';
if (!LANGUAGES.includes(LANG)) {
  console.error(`LIGHTHOUSE_LANG=${LANG}: one of ${LANGUAGES.join(', ')}`);
  process.exit(2);
}
/** The `lang` cookie a visitor who chose LANG holds (none for English, the default). */
const langPair = LANG === 'en' ? null : `lang=${LANG}`;
const PAGES = [
  { name: 'sign-in', path: '/auth/login', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: true },
  { name: 'income wizard', path: '/buy/income', signedIn: true },
  { name: 'health wizard', path: '/buy/health', signedIn: true },
  { name: 'HealthCash wizard', path: '/buy/health-cash', signedIn: true },
  // Every other page a person can reach (issue 38, item 17), each as that person reaches it.
  { name: 'sign-up', path: '/auth/signup', signedIn: false },
  { name: 'forgotten password', path: '/auth/forgot-password', signedIn: false },
  { name: 'help', path: '/help', signedIn: false },
  { name: 'help signed in', path: '/help', signedIn: true },
  { name: 'settings', path: '/settings', signedIn: true },
  { name: 'enrollee profile', path: '/enrollee/profile', signedIn: true },
  { name: 'verification (KYC)', path: '/kyc/income', buys: ['EI'] },
  { name: 'income claim', path: '/claim/income', buys: ['EI'] },
  { name: 'HealthCash claim', path: '/claim/health-cash', buys: ['HTCI'] },
  { name: "next of kin's claim", path: '/claim/next-of-kin', signedIn: false },
  { name: 'member card', path: '/dashboard/card', buys: ['HI'] },
  { name: 'hospital portal sign-in', path: '/hospital', signedIn: false },
  { name: 'hospital portal', path: '/hospital', hospital: true },
  { name: 'back office sign-in', path: '/admin', signedIn: false },
  { name: 'staff invitation', path: '/admin/invitation', signedIn: false },
  // The payment link a sponsor's invoice is paid through (the sandbox's page stands in for Paystack's).
  {
    name: "sponsor's payment page",
    path: '/api/sandbox/paystack/checkout/…',
    sponsorInvoice: true,
  },
  // The public pages (issue 18), for a visitor who is not signed in: LIGHTHOUSE_PAGES=public.
  { name: 'public front page', path: '/', signedIn: false },
  { name: 'public income protection', path: '/income-protection', signedIn: false },
  { name: 'public health insurance', path: '/health-insurance', signedIn: false },
  { name: 'public HealthCash', path: '/health-cash', signedIn: false },
  { name: 'public business insurance', path: '/business-insurance', signedIn: false },
  { name: 'public credit life', path: '/credit-life', signedIn: false },
  { name: 'public quote', path: '/income-protection/quote?salary=150000', signedIn: false },
  { name: 'public privacy notice', path: '/privacy', signedIn: false },
  { name: 'public policy terms', path: '/terms', signedIn: false },
  // The back office (issue 30), signed in as a staff member with every role: LIGHTHOUSE_PAGES='back office'.
  { name: 'back office customers', path: '/admin/customers', staff: true },
  { name: 'back office reviews', path: '/admin/reviews', staff: true },
  { name: 'back office claims', path: '/admin/claims', staff: true },
  { name: 'back office payouts', path: '/admin/payouts', staff: true },
  { name: 'back office complaints', path: '/admin/complaints', staff: true },
  { name: 'back office sponsors', path: '/admin/sponsors', staff: true },
  { name: 'back office leads', path: '/admin/leads', staff: true },
  { name: 'back office audit log', path: '/admin/audit', staff: true },
  { name: 'back office staff', path: '/admin/staff', staff: true },
  { name: 'back office finance', path: '/admin/finance', staff: true },
  { name: 'back office pre-authorisations', path: '/admin/preauthorisations', staff: true },
  { name: 'back office capitation', path: '/admin/capitation', staff: true },
  { name: 'back office automation', path: '/admin/automation', staff: true },
];
// Issue 8's budgets. Scores are 0-100; times in ms.
const TARGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  lcp: 2000,
  cls: 0.05,
  tbt: 150,
};

const baselineDist = process.env.LIGHTHOUSE_BASELINE
  ? path.resolve(process.env.LIGHTHOUSE_BASELINE)
  : null;

/** The servers started (the build's, and the baseline's), each with its own DATA_DIR. */
const servers = [];
let chrome = null;

async function cleanUp() {
  if (chrome) {
    const c = chrome;
    chrome = null;
    await Promise.resolve(c.kill()).catch(() => {});
  }
  for (const started of servers.splice(0)) await started.stop();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
}

/** An API call as `cookie`'s holder; answers the answer's `data`, or throws with what it said. */
async function call(base, method, url, { cookie, body } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie || langPair
        ? {
            cookie: [cookie ? `${cookie.name}=${cookie.value}` : null, langPair]
              .filter(Boolean)
              .join('; '),
          }
        : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return { data: (await res.json()).data, res };
}

let customers = 0;
/** Signs a new customer up through the API: their id, e-mail and session cookie (path '/'). */
async function signUp(base) {
  customers += 1;
  const stamp = `${Date.now()}${customers}`;
  const email = `lighthouse.${stamp}@example.ng`;
  const { data, res } = await call(base, 'POST', '/api/auth/signup', {
    body: {
      first_name: 'Chinedu',
      last_name: 'Okeke',
      email,
      phone_number: `0803${stamp.slice(-7)}`,
      password: 'correct horse battery',
    },
  });
  const pair = res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((p) => p.startsWith('alaafia_session='));
  if (!pair) throw new Error('sign-up answered no session cookie');
  const [name, value] = pair.split('=');
  return { id: data.id, email, cookie: { name, value, path: '/' } };
}

/** The session cookie of a signed-in customer (path '/'). */
async function customerCookie(base) {
  return (await signUp(base)).cookie;
}

/** Buys `uid`'s plan by card in the sandbox, as the checkout does (docs/business-rules.md). */
async function buy(base, customer, uid) {
  const { cookie, id } = customer;
  const { data: product } =
    uid === 'EI'
      ? await call(base, 'POST', '/api/local/products/salary', {
          cookie,
          body: { salary: 100000 },
        })
      : await call(base, 'GET', '/api/local/products').then(({ data }) => ({
          data: data.find((p) => p.uid === uid),
        }));
  const plan = product.pricing_plans[uid === 'EI' ? 1 : 0];
  await call(base, 'PATCH', `/api/local/customers/${id}`, {
    cookie,
    body: { products: [{ id: product.id, plan_id: plan.id, price: 0 }] },
  });
  const { data: quote } = await call(
    base,
    'GET',
    `/api/local/customers/${id}/quotes/payment-reference?accept_terms=true`,
    { cookie },
  );
  await call(base, 'POST', '/api/sandbox/paystack/charge', {
    body: { reference: quote.reference, outcome: 'success' },
  });
  await call(base, 'POST', `/api/local/customers/${id}/payments`, {
    cookie,
    body: {
      payment_reference: quote.reference,
      has_payed: true,
      referral_code: null,
      plan_value: null,
      first_name: 'Chinedu',
      engage_uid: String(id),
    },
  });
}

/** A new customer who holds the policies of `uids`: their session cookie. */
async function policyholderCookie(base, uids) {
  const customer = await signUp(base);
  for (const uid of uids) await buy(base, customer, uid);
  return customer.cookie;
}

/**
 * A member of a hospital's staff (the hospital of a new health plan member), made by the sandbox's
 * route (no second factor) and signed in at the portal's door: the cookie (path /api/hospital). One
 * per server, kept while it is signed in.
 */
const hospitalSessions = new Map();
async function hospitalCookie(base) {
  const kept = hospitalSessions.get(base);
  if (kept) {
    const me = await fetch(`${base}/api/hospital/auth/me`, {
      headers: { cookie: `${kept.name}=${kept.value}` },
    });
    if (me.ok) return kept;
  }
  const member = await signUp(base);
  const { data: hospitals } = await call(base, 'GET', '/api/local/hospitals/states/25?page=1');
  await call(base, 'PATCH', `/api/local/customers/${member.id}`, {
    cookie: member.cookie,
    body: { preferred_hospital: hospitals[0].id },
  });
  await buy(base, member, 'HI');
  const { data: card } = await call(base, 'GET', `/api/local/customers/${member.id}/member-card`, {
    cookie: member.cookie,
  });
  const email = `lighthouse.desk.${Date.now()}@hospital.example`;
  const password = 'lighthouse desk password';
  await call(base, 'POST', '/api/sandbox/hospital-staff', {
    body: { email, password, hospital_code: card.hospital.code, name: 'Lighthouse Desk' },
  });
  const { res } = await call(base, 'POST', '/api/hospital/auth/login', {
    body: { email, password },
  });
  const pair = res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((p) => p.startsWith('alaafia_hospital='));
  if (!pair) throw new Error('the hospital sign-in answered no session cookie');
  const [name, value] = pair.split('=');
  const cookie = { name, value, path: '/api/hospital' };
  hospitalSessions.set(base, cookie);
  return cookie;
}

/**
 * The path of a sponsor's invoice's payment link (the sandbox's page): a sponsor made by a staff
 * member, a customer (their e-mail proven) enrolled on the health plan for three months, the link
 * made by finance. One per server: the page is the same for every run.
 */
const sponsorPages = new Map();
async function sponsorPaymentPath(base) {
  if (sponsorPages.has(base)) return sponsorPages.get(base);
  const staff = await staffCookie(base);
  const member = await signUp(base);
  const { data: outbox } = await call(
    base,
    'GET',
    `/api/sandbox/outbox?to=${encodeURIComponent(member.email)}`,
  );
  const code = outbox
    .map((message) => /confirmation code is (\d{6})/.exec(message.body)?.[1])
    .find(Boolean);
  await call(base, 'POST', '/api/auth/email/verify', { cookie: member.cookie, body: { code } });
  const { data: sponsor } = await call(base, 'POST', '/api/admin/sponsors', {
    cookie: staff,
    body: {
      name: `Lighthouse Foods ${Date.now()}`,
      contact_name: 'Bola Ade',
      contact_email: `pay.${Date.now()}@sponsor.example.ng`,
    },
  });
  const { data: enrolled } = await call(
    base,
    'POST',
    `/api/admin/sponsors/${sponsor.id}/enrolments`,
    {
      cookie: staff,
      body: { email: member.email, product: 'HI', plan_code: 'HI-SMEDAN-M', months: 3 },
    },
  );
  const { data: unpaid } = await call(base, 'GET', '/api/admin/sponsor-invoices?status=unpaid', {
    cookie: staff,
  });
  const invoice = unpaid.find((i) => i.number === enrolled.enrolment.invoice_number);
  if (!invoice) throw new Error(`invoice ${enrolled.enrolment.invoice_number} is not unpaid`);
  const { data: link } = await call(
    base,
    'POST',
    `/api/admin/sponsor-invoices/${invoice.id}/payment-link`,
    { cookie: staff, body: {} },
  );
  const paymentPath = new URL(link.payment_url).pathname;
  sponsorPages.set(base, paymentPath);
  return paymentPath;
}

/** Who opens `page` (a cookie, or nobody) and at which path. */
async function visitOf(page, base) {
  if (page.staff) return { cookie: await staffCookie(base), path: page.path };
  if (page.hospital) return { cookie: await hospitalCookie(base), path: page.path };
  if (page.buys) return { cookie: await policyholderCookie(base, page.buys), path: page.path };
  if (page.sponsorInvoice) return { cookie: null, path: await sponsorPaymentPath(base) };
  return { cookie: page.signedIn ? await customerCookie(base) : null, path: page.path };
}

/**
 * A staff member with every role, made by the sandbox's staff route (no second factor) and signed
 * in: the back office's cookie, whose path is /api/admin (README, 'Sandbox staff'). One per server,
 * kept while it is signed in: the staff sign-in is rate-limited (a new one for each of 36 runs met
 * its 429).
 */
const staffSessions = new Map();
async function staffCookie(base) {
  const kept = staffSessions.get(base);
  if (kept) {
    const me = await fetch(`${base}/api/admin/auth/me`, {
      headers: { cookie: `${kept.name}=${kept.value}` },
    });
    if (me.ok) return kept;
  }
  const cookie = await newStaffCookie(base);
  staffSessions.set(base, cookie);
  return cookie;
}

async function newStaffCookie(base) {
  const email = `lighthouse.staff.${Date.now()}@alaafia.example`;
  const password = 'lighthouse staff password';
  const created = await fetch(`${base}/api/sandbox/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      name: 'Lighthouse Staff',
      roles: ['administrator', 'finance', 'reviewer', 'claims_officer'],
    }),
  });
  if (created.status !== 201) {
    throw new Error(`sandbox staff failed ${created.status}: ${await created.text()}`);
  }
  const res = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`staff sign-in failed ${res.status}: ${await res.text()}`);
  const pair = res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((p) => p.startsWith('alaafia_staff='));
  if (!pair) throw new Error('staff sign-in answered no session cookie');
  const [name, value] = pair.split('=');
  return { name, value, path: '/api/admin' };
}

/**
 * Clears the origin's cookies and local storage (the previous page's customer and wizard progress)
 * and, for a signed-in page, stores the session cookie the way the browser would after sign-in.
 * (Lighthouse's extraHeaders is not enough: once the page writes a cookie of its own, Chrome sends
 * its cookie jar instead, without the session, and the page ends on sign-in.)
 */
async function prepareBrowser(base, cookie) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', {
      origin: base,
      storageTypes: 'cookies,local_storage',
    });
    if (langPair) {
      await cdp.send('Network.setCookie', { name: 'lang', value: LANG, url: base, path: '/' });
    }
    if (cookie) {
      await cdp.send('Network.setCookie', {
        name: cookie.name,
        value: cookie.value,
        url: base,
        httpOnly: true,
        sameSite: 'Lax',
        path: cookie.path,
      });
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const failing = (lhr, id) =>
  (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);

/**
 * What the page's main thread did, from the run's trace, by CPU time rather than wall time: each
 * top-level task's thread time x4 (the simulated slowdown), the TBT those would make (the part of
 * each over 50 ms, summed) and how many are over 50 ms. A loaded machine stretches a task's wall time
 * (the thread waits for a core) far more than its thread time.
 */
function cpuFigures(trace, base) {
  const events = trace?.traceEvents ?? [];
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(base),
  );
  if (!parse) return { tbt: NaN, longTasks: NaN };
  let tbt = 0;
  let longTasks = 0;
  let end = -1;
  const tasks = events
    .filter(
      (e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.name === 'RunTask',
    )
    .sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the previous task
    end = task.ts + task.dur;
    const slowed = (4 * (task.tdur ?? task.dur)) / 1000;
    if (slowed > 50) {
      tbt += slowed - 50;
      longTasks += 1;
    }
  }
  return { tbt, longTasks };
}

/** The JavaScript the page downloaded (bytes as sent), from Lighthouse's network requests. */
function scriptBytes(lhr) {
  return (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** `make()` again after a network error (a loaded machine's server can drop a connection), 3 tries. */
async function retried(make) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await make();
    } catch (error) {
      if (attempt === 3 || !(error instanceof TypeError)) throw error;
      await sleep(2000);
    }
  }
}

/** One Lighthouse run of `page` on the server at `base`: its result and the CPU figures. */
async function measure(page, base) {
  // A new customer (or staff member), so a fresh session and no wizard progress, for each page.
  const { cookie, path: url } = await retried(() => visitOf(page, base));
  await prepareBrowser(base, cookie);
  const result = await lighthouse(`${base}${url}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
  return { ...result, cpu: cpuFigures(result.artifacts?.Trace, base) };
}

async function main() {
  console.log(`Load average at the start: ${loadAverage()}`);
  buildIfNeeded(webDist, apiDist);
  if (baselineDist && !fs.existsSync(path.join(baselineDist, 'index.html'))) {
    throw new Error(`LIGHTHOUSE_BASELINE=${baselineDist} holds no web build (index.html)`);
  }
  const serve = async (dist, port = 0) => {
    const server = await startServer({ webDist: dist, apiDist, port });
    servers.push(server);
    return server.base;
  };
  const builds = [{ label: '', base: await serve(webDist, Number(process.env.LIGHTHOUSE_PORT)) }];
  if (baselineDist) builds.push({ label: 'baseline', base: await serve(baselineDist) });
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
  fs.mkdirSync(reportsDir, { recursive: true });

  const only = (process.env.LIGHTHOUSE_PAGES ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const pages = only.length
    ? PAGES.filter((page) => only.some((name) => page.name.toLowerCase().includes(name)))
    : PAGES;
  const rows = [];
  for (const page of pages) {
    // Simulated throttling scales the CPU time the run observed, so a busy machine reads slow:
    // every page runs RUNS times and the run with the median Performance score is the one reported
    // (Lighthouse's own advice for noisy machines). A run that fails to measure is run again. With a
    // baseline, the two builds take turns, run by run.
    const runs = builds.map(() => []);
    /** What stopped a run, by build: a page that is not HTML (a JSON answer) is not retried. */
    const stopped = builds.map(() => null);
    for (let round = 0; round < RUNS + 2 && runs.some((r) => r.length < RUNS); round += 1) {
      for (const [i, build] of builds.entries()) {
        if (runs[i].length >= RUNS || stopped[i]?.code === 'NOT_HTML') continue;
        const which = build.label ? ` (${build.label})` : '';
        console.log(
          `Lighthouse: ${page.name} (${page.path})${which}, run ${runs[i].length + 1} of ${RUNS}...`,
        );
        const result = await measure(page, build.base);
        if (result.lhr.runtimeError) {
          console.error(`  ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
          stopped[i] = result.lhr.runtimeError;
          continue;
        }
        runs[i].push(result);
      }
    }
    for (const [i, build] of builds.entries()) {
      const own = runs[i];
      // Not a page (yet): the table says so rather than stopping the run (the sponsor's payment
      // link answers JSON until it is a page of its own).
      if (own.length === 0 && stopped[i]?.code === 'NOT_HTML') {
        const label = build.label ? `  ${build.label}` : `${page.name} ${page.path}`;
        rows.push({ page: label, notMeasured: 'not a page: the server answers JSON' });
        continue;
      }
      if (own.length === 0) throw new Error(`Lighthouse could not measure ${page.path}`);
      own.sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
      const result = own[Math.floor(own.length / 2)];
      const { lhr } = result;
      const name = `${build.label ? `${page.name} ${build.label}` : page.name}${langPair ? ` ${LANG}` : ''}`;
      const file = path.join(reportsDir, `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`);
      fs.writeFileSync(file, result.report);
      // LIGHTHOUSE_TRACE=1: the run's Chromium trace too (open it in DevTools' Performance panel), to
      // see what the long tasks were. Simulated throttling recorded it unslowed: tasks read 4x shorter.
      if (process.env.LIGHTHOUSE_TRACE === '1' && result.artifacts?.Trace) {
        fs.writeFileSync(
          file.replace(/\.json$/, '.trace.json'),
          JSON.stringify(result.artifacts.Trace),
        );
      }
      const each = (id, unit) =>
        own
          .map((run) => `${Math.round(run.lhr.audits[id]?.numericValue ?? NaN)}${unit}`)
          .join(', ');
      console.log(
        `  ${name}: Performance of the runs: ${own.map((run) => score(run.lhr, 'performance')).join(', ')}` +
          ` (TBT ${each('total-blocking-time', ' ms')}; LCP ${each('largest-contentful-paint', ' ms')};` +
          ` TBT from CPU time ${own.map((run) => Math.round(run.cpu.tbt)).join(', ')} ms)`,
      );
      rows.push({
        page: build.label ? `  ${build.label}` : `${page.name} ${page.path}`,
        path: page.path,
        finalUrl: lhr.finalDisplayedUrl,
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cpuTbt: median(own.map((run) => run.cpu.tbt)),
        longTasks: median(own.map((run) => run.cpu.longTasks)),
        js: median(own.map((run) => scriptBytes(run.lhr))),
        misses: [...failing(lhr, 'accessibility'), ...failing(lhr, 'best-practices')],
      });
    }
  }

  const mark = (ok) => (ok ? 'ok' : 'below target');
  const header = [
    'Page',
    'Performance',
    'Accessibility',
    'Best Practices',
    'LCP',
    'CLS',
    'TBT',
    'TBT from CPU time',
    'tasks > 50 ms (CPU)',
    'JS (KB)',
  ];
  const lines = rows.map((r) =>
    r.notMeasured
      ? [r.page, r.notMeasured, ...header.slice(2).map(() => '')]
      : [
          r.page,
          `${r.performance} (${mark(r.performance >= TARGET.performance)})`,
          `${r.accessibility} (${mark(r.accessibility >= TARGET.accessibility)})`,
          `${r.bestPractices} (${mark(r.bestPractices >= TARGET.bestPractices)})`,
          `${(r.lcp / 1000).toFixed(2)} s (${mark(r.lcp <= TARGET.lcp)})`,
          `${r.cls.toFixed(3)} (${mark(r.cls <= TARGET.cls)})`,
          `${Math.round(r.tbt)} ms (${mark(r.tbt <= TARGET.tbt)})`,
          `${Math.round(r.cpuTbt)} ms`,
          `${r.longTasks}`,
          `${(r.js / 1000).toFixed(1)}`,
        ],
  );
  const budget = [
    'Budget (issue 8)',
    `>= ${TARGET.performance}`,
    `${TARGET.accessibility}`,
    `>= ${TARGET.bestPractices}`,
    `<= ${(TARGET.lcp / 1000).toFixed(1)} s`,
    `<= ${TARGET.cls}`,
    `<= ${TARGET.tbt} ms`,
    `<= ${TARGET.tbt} ms`,
    '',
    '',
  ];
  console.log(
    `\nLighthouse ${lighthouseVersion()} (mobile defaults${langPair ? `, pages in ${LANG}` : ''}) in ${chromePath}, ${os.cpus().length}x ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}:\n`,
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const cells of [budget, ...lines]) console.log(`| ${cells.join(' | ')} |`);
  for (const r of rows) {
    if (r.finalUrl && !r.finalUrl.endsWith(r.path)) {
      console.log(`\nNote: ${r.page.trim()} ${r.path} ended on ${r.finalUrl}`);
    }
    if (r.misses?.length) console.log(`\n${r.page}: audits not passed: ${r.misses.join(', ')}`);
  }
  console.log(`\nReports: ${path.relative(root, reportsDir)}/`);
}

function lighthouseVersion() {
  const pkg = path.join(root, 'node_modules/lighthouse/package.json');
  return JSON.parse(fs.readFileSync(pkg, 'utf8')).version;
}

try {
  await main();
  await cleanUp();
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : error}`);
  await cleanUp();
  process.exit(1);
}
