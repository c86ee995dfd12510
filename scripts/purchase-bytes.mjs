// npm run bytes (issue 38, item 16): what the income-protection purchase moves over the wire, from
// the sign-up page to 'You are now covered', as a new customer on a phone does it.
//
// It starts the production build the way `npm start` serves it (scripts/local-server.mjs: a fresh
// DATA_DIR, the sandbox providers), opens Debian's Chromium at 390 px (a phone, an empty cache) and
// goes through the purchase by the screens, as a customer would: the sign-up page, 'Create account',
// the dashboard's 'Explore Income Protection', the employer typed and picked from the suggestions,
// the salary, the office address picked from the suggestions, the plan, the summary, 'Subscribe Now',
// the terms, the sandbox's card payment, the covered screen. Every response the page receives is
// read from Chromium's network events (the DevTools protocol's encodedDataLength: headers and body
// as they came over the wire, compressed as the server sent them; what the cache answered counts 0)
// and summed by request type, by step of the purchase, and by API route (how often each was asked).
//
//   npm run bytes                                   # the build in apps/web/dist and apps/api/dist
//   BYTES_BASELINE=../before-web npm run bytes      # also that web build, as a baseline, same run
//   BYTES_BASELINE_API=../before-api ...            # the baseline's own API build (default: ours)
//   BYTES_RUNS=3 npm run bytes                      # runs per build (the median run is shown)
//   BYTES_DETAIL=1 npm run bytes                    # every response of the median run, largest first
//
// A baseline is a build of another commit: `node apps/web/build/build.mjs ../before-web` and
// `API_OUT_DIR=../before-api npm run build -w apps/api` there (any folder outside the worktree). The two builds take turns run by
// run. A measurement, not a test: it exits 0 whatever the figure, non-zero when it cannot measure
// (the purchase did not reach 'covered'). The goal (issue 38) is at most 250 KB: docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { buildIfNeeded, loadAverage, root, startServer } from './local-server.mjs';

const KB = 1000;
const GOAL = 250 * KB;
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const apiDist = path.resolve(process.env.API_OUT_DIR ?? path.join(root, 'apps/api/dist'));
const baselineWeb = process.env.BYTES_BASELINE ? path.resolve(process.env.BYTES_BASELINE) : null;
const baselineApi = process.env.BYTES_BASELINE_API
  ? path.resolve(process.env.BYTES_BASELINE_API)
  : apiDist;
const RUNS = Math.max(1, Math.round(Number(process.env.BYTES_RUNS) || 1));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TIMEOUT = 60_000;

/** Chromium's resource types, grouped as the table shows them. */
const TYPE_NAMES = {
  Document: 'HTML',
  Script: 'JavaScript',
  Stylesheet: 'CSS',
  Font: 'fonts',
  Image: 'images',
  Fetch: 'API answers',
  XHR: 'API answers',
};
const typeOf = (type, url) =>
  new URL(url).pathname.startsWith('/api/') ? 'API answers' : (TYPE_NAMES[type] ?? 'other');

/** An API request's route, with ids and references as placeholders: /api/local/customers/:id/carts. */
function routeOf(url) {
  const { pathname } = new URL(url);
  return pathname
    .split('/')
    .map((part) => (/^\d+$/.test(part) ? ':id' : /^ALF-/i.test(part) ? ':reference' : part))
    .join('/');
}

/**
 * Records every response the page receives through the DevTools protocol, each against the step
 * of the purchase it came in; `quiet()` waits until nothing is in flight.
 */
async function recordNetwork(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const done = [];
  let step = '';
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    // A redirect reuses the id: the earlier hop's response is finished by then (counted below).
    requests.set(requestId, { url: request.url, method: request.method, type, step, bytes: 0 });
  });
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.type = type;
    entry.status = response.status;
    entry.cached = Boolean(response.fromDiskCache || response.fromPrefetchCache);
    entry.encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'];
  });
  const finish = (requestId, bytes) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    requests.delete(requestId);
    entry.bytes = bytes;
    done.push(entry);
  };
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
    finish(requestId, encodedDataLength),
  );
  cdp.on('Network.loadingFailed', ({ requestId }) => finish(requestId, 0));
  return {
    at(name) {
      step = name;
    },
    done,
    /** Resolves once no request has been in flight for `still` ms (at most `limit` ms). */
    async quiet(still = 800, limit = 15_000) {
      const end = Date.now() + limit;
      let calmSince = Date.now();
      while (Date.now() < end) {
        if (requests.size > 0) calmSince = Date.now();
        else if (Date.now() - calmSince >= still) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** A customer unique in the run (e-mail and phone). */
function newCustomer() {
  const n = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    firstName: 'Amaka',
    lastName: 'Nwosu',
    email: `amaka.bytes.${n}@example.ng`,
    phone: `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    password: 'a long passphrase 1',
  };
}

async function visible(locator) {
  await locator.waitFor({ state: 'visible', timeout: TIMEOUT });
}

/** The purchase, screen by screen, as income.spec.ts drives it; `net.at()` names each step. */
async function purchase(page, base, net) {
  const customer = newCustomer();
  net.at('1 sign-up page');
  await page.goto(`${base}/auth/signup`);
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Phone number').fill(customer.phone);
  await page.getByLabel('Password').fill(customer.password);
  await net.quiet();

  net.at('2 account made, the dashboard');
  await page.getByRole('button', { name: 'Create account' }).click();
  await visible(page.getByRole('heading', { name: `Welcome, ${customer.firstName}.` }));
  await net.quiet();

  net.at('3 the wizard: employer, office, plan');
  await page.getByRole('button', { name: 'Explore Income Protection' }).click();
  const wizard = page.getByRole('dialog', { name: 'Income protection' });
  await visible(wizard.getByRole('heading', { name: /I'm your Alaafia assistant/ }));
  await wizard.getByRole('button', { name: "Let's Proceed" }).click();
  const company = page.getByRole('combobox', { name: 'Company name' });
  await company.pressSequentially('dangote cem', { delay: 60 });
  await page.getByRole('option', { name: /Dangote Cement Plc/ }).click();
  await page.getByLabel(/Monthly salary/).fill('100000');
  await page.getByRole('button', { name: 'Continue' }).click();
  const address = page.getByRole('combobox', { name: 'Company address' });
  await address.pressSequentially('12 Allen Av', { delay: 60 });
  await page.getByRole('option', { name: /12 Allen Avenue.*Ikeja, Lagos, Nigeria/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await visible(
    page.getByRole('heading', {
      name: 'How much would you like us to pay you if you lose your job?',
    }),
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await visible(page.getByText('Available to you if you lose your job'));
  await net.quiet();

  net.at('4 summary, payment, covered');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  const method = page.getByRole('dialog', { name: 'How would you like to pay?' });
  await method.getByRole('checkbox', { name: /I agree to the policy terms/ }).check();
  await method.getByRole('button', { name: 'Continue' }).click();
  const sandbox = page.getByRole('dialog', { name: 'Test mode: no real money moves' });
  await sandbox.getByRole('button', { name: /^Pay ₦/ }).click();
  await visible(
    page.getByRole('heading', {
      name: `Congratulations ${customer.firstName}! You are now covered`,
    }),
  );
  await net.quiet(1500);
}

/** One purchase in a new browser context (an empty cache, no cookies) against `base`. */
async function measure(browser, base) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  try {
    const net = await recordNetwork(context, page);
    await purchase(page, base, net);
    return net.done;
  } finally {
    await context.close();
  }
}

const sum = (entries) => entries.reduce((total, entry) => total + entry.bytes, 0);
const kb = (bytes) => (bytes / KB).toFixed(1);

function groupBy(entries, key) {
  const groups = new Map();
  for (const entry of entries) {
    const name = key(entry);
    const group = groups.get(name) ?? [];
    group.push(entry);
    groups.set(name, group);
  }
  return groups;
}

function printTable(header, lines) {
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((l) => l[i].length)));
  const line = (cells) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  lines.forEach((cells) => console.log(line(cells)));
}

/** A table of `key`'s groups: requests and KB per build (ours, then the baseline's). */
function compare(title, builds, key, order) {
  const grouped = builds.map((build) => groupBy(build.entries, key));
  const names = [...new Set(grouped.flatMap((groups) => [...groups.keys()]))].sort(order);
  const header = [title, ...builds.flatMap((b) => [`${b.label} requests`, `${b.label} KB`])];
  const lines = names.map((name) => [
    name,
    ...grouped.flatMap((groups) => {
      const entries = (groups.get(name) ?? []).filter((e) => e.bytes > 0);
      return [String(entries.length), kb(sum(entries))];
    }),
  ]);
  lines.push([
    'total',
    ...builds.flatMap((b) => [
      String(b.entries.filter((e) => e.bytes > 0).length),
      kb(sum(b.entries)),
    ]),
  ]);
  printTable(header, lines);
}

async function main() {
  console.log(`Load average at the start: ${loadAverage()}`);
  buildIfNeeded(webDist, apiDist);
  if (baselineWeb && !fs.existsSync(path.join(baselineWeb, 'index.html')))
    throw new Error(`BYTES_BASELINE=${baselineWeb} holds no web build (index.html)`);
  const servers = [];
  let browser = null;
  const cleanUp = async () => {
    await browser?.close().catch(() => undefined);
    for (const server of servers.splice(0)) await server.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => void cleanUp().then(() => process.exit(130)));
  try {
    const builds = [{ label: 'this build', web: webDist, api: apiDist }];
    if (baselineWeb) builds.push({ label: 'baseline', web: baselineWeb, api: baselineApi });
    for (const build of builds) {
      const server = await startServer({ webDist: build.web, apiDist: build.api });
      servers.push(server);
      build.base = server.base;
      build.runs = [];
    }
    browser = await chromium.launch({
      executablePath: chromePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
    });
    for (let run = 1; run <= RUNS; run += 1) {
      for (const build of builds) {
        console.log(`The purchase on ${build.label} (${build.web}), run ${run} of ${RUNS}...`);
        const entries = await measure(browser, build.base);
        build.runs.push(entries);
        console.log(
          `  ${kb(sum(entries))} KB in ${entries.filter((e) => e.bytes > 0).length} responses`,
        );
      }
    }
    for (const build of builds) {
      build.runs.sort((a, b) => sum(a) - sum(b));
      build.entries = build.runs[Math.floor(build.runs.length / 2)];
    }

    console.log(
      `\nThe income-protection purchase, sign-up to covered, bytes received (KB = 1000 bytes), ` +
        `Chromium ${browser.version()} at 390 px, ${os.cpus().length} CPUs, load average ${loadAverage()}` +
        `${RUNS > 1 ? `, the median of ${RUNS} runs` : ''}:\n`,
    );
    compare('by type', builds, (e) => typeOf(e.type, e.url));
    console.log('');
    compare('by step', builds, (e) => e.step);
    console.log('');
    compare(
      'API route (our build first)',
      builds,
      (e) =>
        typeOf(e.type, e.url) === 'API answers' ? `${e.method} ${routeOf(e.url)}` : '(not API)',
      (a, b) => a.localeCompare(b),
    );
    const [ours] = builds;
    const uncompressed = ours.entries.filter(
      (e) => e.bytes > 1500 && !e.encoding && typeOf(e.type, e.url) !== 'images',
    );
    if (uncompressed.length) {
      console.log('\nSent without compression (over 1.5 KB):');
      for (const e of uncompressed) console.log(`  ${kb(e.bytes)} KB ${e.method} ${e.url}`);
    }
    if (process.env.BYTES_DETAIL === '1') {
      console.log('\nEvery response of this build, largest first:');
      for (const e of [...ours.entries].sort((a, b) => b.bytes - a.bytes))
        console.log(
          `  ${kb(e.bytes).padStart(6)} KB ${String(e.status ?? '-').padStart(3)} ${(e.encoding ?? '').padEnd(4)} ${e.step.slice(0, 1)} ${e.method} ${new URL(e.url).pathname}`,
        );
    }
    const total = sum(ours.entries);
    console.log(
      `\nbytes: ${kb(total)} KB for the purchase (goal ${kb(GOAL)} KB: ${total <= GOAL ? 'met' : 'NOT met'})` +
        (builds[1] ? `, baseline ${kb(sum(builds[1].entries))} KB` : ''),
    );
  } finally {
    await cleanUp();
  }
}

try {
  await main();
} catch (error) {
  console.error(`bytes: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
