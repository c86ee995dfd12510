// npm run size (and the 'size budgets' step of npm test): the JavaScript and CSS budgets of issue 8,
// measured on the production build (apps/web/dist, or WEB_DIST) after `npm run build`.
//
// It reads Vite's chunk graph (dist/.vite/manifest.json, `build.manifest: true`) and gzips every
// file with node:zlib at level 9 (what a CDN or our server sends). 1 KB = 1000 bytes, as Vite and
// size-limit print it. main.tsx is a small first script that loads React and the app (src/boot.tsx)
// and the page's modules (src/app/route-modules.ts) at once, so a page's JavaScript is the entry,
// boot and the page's modules with all their static imports. The groups:
//   sign-in      the entry + boot + the /auth/login page module + their static imports + the page's
//                translator (issue 42: Lingui's runtime, src/lib/translator.ts, its language's first
//                module and the route's namespaces, fetched beside them; counted with the heaviest
//                language's, and each language's chunks printed under the table)
//   dashboard    the entry + boot + the signed-in layout with the dashboard page + their static
//                imports + the translator, as for sign-in
//   <wizard>, its own   what opening that wizard adds beyond the dashboard (its route module, the
//                wizard module, and their static imports) that no other wizard loads
//   shared by the wizards   what opening any wizard adds beyond the dashboard and at least two
//                wizards load (zod, react-hook-form, the dialog, the checkout, the KYC chain):
//                fetched with the first wizard a customer opens, then cached
//   CSS          every stylesheet in the build, together
//   public pages each page of dist/site-pages/ (issue 18: the front page, the product pages, the
//                privacy notice, the terms), HTML with its stylesheet inline: it must hold no script
//   sharing card the Open Graph image (a PNG, measured as it is: it does not gzip)
// and index.html must not link a web font (a font stylesheet or preload blocks the first render);
// an @font-face in our CSS must say font-display: swap or optional.
//
// Then, per route (issue 38): what a phone downloads on a first visit to each page of the app
// (route-modules.ts's pageModules: the page's HTML, the entry, React, boot and the page's modules,
// with their static imports and stylesheets), counted as the server sends it (the build's brotli
// copy, apps/web/build/precompress.mjs; a page's HTML at the server's own brotli level), against a
// budget per kind of page, in every language (issue 42): a customer's page in a language fetches
// Lingui's runtime (src/lib/translator.ts), the language's first module and the namespaces its
// route's modules load (route-modules.ts's withMessages), and its HTML is the language's own
// drawing where the build made one (dist/prerendered/<language>/); the table shows each route's
// heaviest language, and the sign-in page's every one. The staff's pages load no catalogue. The
// whole purchase, with the API's answers and what loads on demand, is `npm run bytes`
// (scripts/purchase-bytes.mjs).
// Prints a table; exits 1 when a budget is over or the build is missing, 0 otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const KB = 1000;

const ENTRY = 'index.html';
const BOOT = 'src/boot.tsx';
const LOGIN = 'src/features/auth/components/login-page.tsx';
const SIGNED_IN = 'src/app/signed-in-area.ts'; // the signed-in layout and the dashboard page
// The modules each wizard's page loads (route-modules.ts pageModules), beyond the signed-in layout.
const WIZARDS = [
  {
    name: 'income-protection wizard (/buy/income)',
    modules: [
      'src/app/income-route.tsx',
      'src/features/income-protection/components/income-wizard.tsx',
    ],
  },
  {
    name: 'health wizard (/buy/health)',
    modules: ['src/app/health-route.tsx', 'src/features/health/components/health-wizard.tsx'],
  },
  {
    name: 'HealthCash wizard (/buy/health-cash)',
    modules: [
      'src/app/health-cash-route.tsx',
      'src/features/health-cash/components/health-cash-wizard.tsx',
    ],
  },
  { name: 'KYC wizard (/kyc/income, /kyc/health)', modules: ['src/app/kyc-route.tsx'] },
  {
    name: 'claim wizard (/claim/income, /claim/health-cash)',
    modules: ['src/app/claim-route.tsx', 'src/features/claims/components/claim-wizard.tsx'],
  },
];
const BUDGET = {
  signIn: 150 * KB,
  dashboard: 150 * KB,
  wizard: 60 * KB,
  // Ours, not the issue's: the libraries every wizard needs stay within one wizard's budget and a half.
  sharedByWizards: 90 * KB,
  css: 25 * KB,
  // Ours (issue 18): a public page is one HTML file with its CSS, no script; about 6 KB today.
  publicPage: 15 * KB,
  shareImage: 100 * KB,
  // Ours: the back office's frame (each page is a chunk of its own since issue 30); the first
  // screens' budget. 233 KB in one chunk when issue 28 added the row, 161 KB with the frame split
  // from the pages, 131 KB once the frame stopped loading the dashboard's file and the sign-in form.
  backOffice: 150 * KB,
  // The hospital portal: its first screen, within the back office's budget and the first screens'.
  hospitalPortal: 150 * KB,
};

function fail(message) {
  console.error(`size check: ${message}`);
  process.exit(1);
}

const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  fail(`${path.relative(root, manifestPath)} is missing: run \`npm run build\` first.`);
}
/** @type {Record<string, { file: string, imports?: string[], dynamicImports?: string[], css?: string[] }>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

function chunk(key) {
  const entry = manifest[key];
  if (!entry)
    fail(`${key} is not in the Vite manifest: update the groups in scripts/size-check.mjs.`);
  return entry;
}

/** The JS files of these manifest keys and everything they import statically. */
function staticClosure(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = chunk(key);
    if (entry.file.endsWith('.js')) files.add(entry.file);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    const bytes = fs.readFileSync(path.join(dist, file));
    gzipCache.set(file, gzipSync(bytes, { level: 9 }).length);
  }
  return gzipCache.get(file);
}
const total = (files) => [...files].reduce((sum, file) => sum + gzipBytes(file), 0);

// The page's translator (issue 42): the runtime, one language's first module (its `common`
// messages and a loader per namespace) and the namespaces of the page's route, each a chunk of its
// own (src/app/route-modules.ts: withMessages), fetched with the page.
const LANGUAGES = ['en', 'pcm', 'yo', 'ha', 'ig'];
// The namespaces each first screen's route loads (route-modules.ts: load.login; load.signedInArea,
// the signed-in frame's, and load.home, the dashboard's own).
const SIGN_IN_NAMESPACES = ['auth'];
const DASHBOARD_NAMESPACES = ['frame', 'dashboard'];
const languageModule = (language) => staticClosure([`alaafia-language:${language}`]);
const namespaceOf = (language, namespace) =>
  staticClosure([`alaafia-messages:${language}/${namespace}`]);
const messagesOf = (language, namespaces) =>
  new Set([
    ...languageModule(language),
    ...namespaces.flatMap((namespace) => [...namespaceOf(language, namespace)]),
  ]);
const heaviest = (namespaces) =>
  LANGUAGES.reduce((a, b) =>
    total(messagesOf(b, namespaces)) > total(messagesOf(a, namespaces)) ? b : a,
  );
const withTranslator = (files, namespaces) =>
  new Set([
    ...files,
    ...staticClosure(['src/lib/translator.ts']),
    ...messagesOf(heaviest(namespaces), namespaces),
  ]);

const rows = [];
function row(group, files, budget) {
  const bytes = total(files);
  rows.push({ group, bytes, budget, files: [...files].length });
}

row(
  'sign-in (first screen)',
  withTranslator(staticClosure([ENTRY, BOOT, LOGIN]), SIGN_IN_NAMESPACES),
  BUDGET.signIn,
);
const dashboardFiles = staticClosure([ENTRY, BOOT, SIGNED_IN]);
row('dashboard', withTranslator(dashboardFiles, DASHBOARD_NAMESPACES), BUDGET.dashboard);
row(
  'back office (/admin)',
  staticClosure([ENTRY, BOOT, 'src/app/admin-area.ts']),
  BUDGET.backOffice,
);
row(
  'hospital portal (/hospital)',
  staticClosure([ENTRY, BOOT, 'src/app/hospital-area.ts']),
  BUDGET.hospitalPortal,
);
const beyondDashboard = WIZARDS.map(
  (wizard) => new Set([...staticClosure(wizard.modules)].filter((f) => !dashboardFiles.has(f))),
);
const shared = new Set(
  beyondDashboard
    .flatMap((files) => [...files])
    .filter((file) => beyondDashboard.filter((files) => files.has(file)).length >= 2),
);
WIZARDS.forEach((wizard, i) => {
  const own = [...beyondDashboard[i]].filter((file) => !shared.has(file));
  row(`${wizard.name}, its own`, own, BUDGET.wizard);
});
row('shared by the wizards (fetched with the first one)', shared, BUDGET.sharedByWizards);
const openedInAll = WIZARDS.map(
  (wizard, i) => `${wizard.name.split(' (')[0]} ${(total(beyondDashboard[i]) / KB).toFixed(1)} KB`,
);
const cssFiles = new Set(
  Object.values(manifest).flatMap((entry) => [
    ...(entry.css ?? []),
    ...(entry.file.endsWith('.css') ? [entry.file] : []),
  ]),
);
row('CSS, all stylesheets', cssFiles, BUDGET.css);

// The public pages (build/prerender.mjs): script-free HTML, one file each.
const problems = [];
const siteDir = path.join(dist, 'site-pages');
if (!fs.existsSync(siteDir))
  fail(`${path.relative(root, siteDir)} is missing: run \`npm run build\`.`);
// Each page is drawn once per language (English at the top, the others in site-pages/<language>/,
// issue 42): its row holds the heaviest language's drawing to the budget, and each page's every
// language is printed after the table.
const publicPerLanguage = [];
for (const file of fs
  .readdirSync(siteDir)
  .filter((f) => f.endsWith('.html'))
  .sort()) {
  const page = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
  const drawings = LANGUAGES.map((language) => ({
    language,
    relative: language === 'en' ? `site-pages/${file}` : `site-pages/${language}/${file}`,
  })).filter(({ relative }) => fs.existsSync(path.join(dist, relative)));
  const heaviest = drawings.reduce((a, b) => (total([b.relative]) > total([a.relative]) ? b : a));
  row(`public page ${page} (${heaviest.language})`, [heaviest.relative], BUDGET.publicPage);
  publicPerLanguage.push(
    `public page ${page} in each language, KB gzip: ${drawings
      .map(({ language, relative }) => `${language} ${(total([relative]) / KB).toFixed(1)}`)
      .join(', ')}`,
  );
  for (const { relative } of drawings)
    if (/<script\b/i.test(fs.readFileSync(path.join(dist, relative), 'utf8')))
      problems.push(`${relative} has a script: the public pages are read without JavaScript`);
}
const shareImage = 'og/alaafia-card.png';
if (!fs.existsSync(path.join(dist, shareImage))) fail(`${shareImage} is missing from the build.`);
rows.push({
  group: 'sharing card (PNG, not gzipped)',
  bytes: fs.statSync(path.join(dist, shareImage)).size,
  budget: BUDGET.shareImage,
  files: 1,
});

// Render-blocking web fonts: none linked from index.html, none loaded by @import, and every
// @font-face of ours swaps (text shows in a system font while the web font downloads).
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const link of html.match(/<link\b[^>]*>/gi) ?? []) {
  const isFont =
    /\bas=["']?font\b/i.test(link) ||
    /href=["'][^"']*(fonts\.googleapis|fonts\.gstatic|typekit|\.woff2?|\.ttf|\.otf)/i.test(link);
  if (isFont) problems.push(`index.html links a web font, which blocks rendering: ${link}`);
}
for (const file of cssFiles) {
  const css = fs.readFileSync(path.join(dist, file), 'utf8');
  if (/@import[^;]*(font|\.woff2?|\.ttf|\.otf)/i.test(css)) {
    problems.push(`${file} @imports a web font, which blocks rendering`);
  }
  for (const face of css.match(/@font-face\s*{[^}]*}/gi) ?? []) {
    if (!/font-display\s*:\s*(swap|optional)/i.test(face)) {
      problems.push(`${file} has an @font-face without font-display: swap or optional`);
    }
  }
}

// Per route, as sent (issue 38).
/**
 * A route's budget, by the kind of page, in KB as sent (brotli). Each is what the kind weighed when
 * issue 38 set them, rounded up, plus about 10 KB for a language's catalogue (issue 42), which is
 * counted here once it exists.
 */
const ROUTE_BUDGET = [
  // React, the router, the form library and the page, with the HTML and its CSS (118 KB).
  { kind: 'sign-in page', test: (route) => route.startsWith('/auth/'), budget: 130 * KB },
  // The first page after signing in: the layout, the dashboard and its data's HTML (124 KB).
  { kind: 'dashboard', test: (route) => route === '/', budget: 135 * KB },
  // Help, which anyone opens (120 KB); the next of kin's claim, a wizard without an account (194 KB).
  { kind: 'help', test: (route) => route === '/help', budget: 130 * KB },
  { kind: 'public claim', test: (route) => route === '/claim/next-of-kin', budget: 205 * KB },
  // The back office and the hospital portal, each page with its frame (up to 144 KB).
  {
    kind: 'staff page',
    test: (route) => route.startsWith('/admin') || route === '/hospital',
    budget: 155 * KB,
  },
  // Verification, drawn by the server at its first screen, whose code comes with the page (193 KB).
  { kind: 'verification', test: (route) => route.startsWith('/kyc/'), budget: 205 * KB },
  // The signed-in pages with a form or a wizard over the dashboard: zod and the forms library come
  // with them (up to 180 KB; a wizard's own code follows its route: the rows above).
  { kind: 'signed-in form', test: () => true, budget: 190 * KB },
];

/** The bytes the server sends for a built file: its brotli copy, or the file when it has none. */
function sentBytes(file) {
  const full = path.join(dist, file);
  return fs.existsSync(`${full}.br`) ? fs.statSync(`${full}.br`).size : fs.statSync(full).size;
}
/** A page's HTML as the server compresses it per request (@fastify/compress: brotli at quality 4). */
function sentHtml(file) {
  const html = fs.readFileSync(path.join(dist, file));
  return html.length < 1024
    ? html.length
    : brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }).length;
}

const web = path.join(root, 'apps/web');
/** paths.ts's names and the paths they stand for. */
const pathOf = new Map(
  [
    ...fs
      .readFileSync(path.join(web, 'src/config/paths.ts'), 'utf8')
      .matchAll(/^ {2}(\w+): '([^']+)',/gm),
  ].map((m) => [m[1], m[2]]),
);

/**
 * A list of paths server-render.tsx exports (`export const NAME ... = [paths.x, ...]`), read from its
 * source, as the server reads the built module: which pages it renders into which shell.
 */
function serverRenderList(name) {
  const source = fs.readFileSync(path.join(web, 'src/server-render.tsx'), 'utf8');
  const list = new RegExp(`export const ${name}[^=]*= \\[([\\s\\S]*?)\\];`).exec(source)?.[1];
  if (!list) fail(`server-render.tsx has no ${name}: update scripts/size-check.mjs`);
  return new Set(
    [...list.replace(/\/\/[^\n]*/g, '').matchAll(/paths\.(\w+)/g)].map(
      (m) => pathOf.get(m[1]) ?? fail(`paths.${m[1]} is not in paths.ts`),
    ),
  );
}

/** route-modules.ts's pageModules, read from its source: each page's path and its modules' manifest keys. */
function pageRoutes() {
  const source = fs.readFileSync(path.join(web, 'src/app/route-modules.ts'), 'utf8');
  const moduleOf = new Map();
  const namespacesOf = new Map();
  // `name: () => import('...')`, or `name: withMessages(['auth', ...], () => import('...'))`.
  for (const [, name, namespaces, specifier] of source.matchAll(
    /(\w+): (?:withMessages\(\s*\[([^\]]*)\],\s*)?\(\) =>\s*import\('([^']+)'\)/g,
  )) {
    namespacesOf.set(
      name,
      [...(namespaces ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]),
    );
    const base = path
      .relative(web, path.resolve(web, 'src/app', specifier))
      .split(path.sep)
      .join('/');
    const key = ['.tsx', '.ts'].map((ext) => base + ext).find((k) => manifest[k]);
    if (!key) fail(`route-modules.ts loads ${specifier}, which is not in the manifest`);
    moduleOf.set(name, key);
  }
  const block = /export const pageModules[^=]*= \{([\s\S]*?)\n\};/.exec(source)?.[1];
  if (!block) fail('route-modules.ts has no pageModules: update scripts/size-check.mjs');
  const routes = [];
  for (const [, pathName, list] of block.matchAll(/\[paths\.(\w+)\]: ([^\n]+),/g)) {
    const route = pathOf.get(pathName);
    if (!route) fail(`paths.${pathName} is not in paths.ts`);
    const names = [...list.matchAll(/load\.(\w+)/g)].map((m) => m[1]);
    if (list.startsWith('signedIn(')) names.unshift('signedInArea');
    const keys = names.map((name) => moduleOf.get(name) ?? fail(`load.${name} is not parsed`));
    const namespaces = [...new Set(names.flatMap((name) => namespacesOf.get(name)))];
    routes.push({ route, keys, namespaces });
  }
  if (routes.length === 0)
    fail('no route read from route-modules.ts: update scripts/size-check.mjs');
  return routes;
}

/** The JS and CSS files of these manifest keys with their static imports, and what they load on demand. */
function pageFiles(keys) {
  const js = new Set();
  const css = new Set();
  const onDemand = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = chunk(key);
    js.add(entry.file);
    (entry.css ?? []).forEach((file) => css.add(file));
    (entry.dynamicImports ?? []).forEach((imported) => onDemand.add(imported));
    (entry.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return { js, css, onDemand };
}

/**
 * What a first visit to a customer's page in `language` fetches for its words (src/lib/messages.ts,
 * started by main.tsx beside the page's chunks), as sent: Lingui's runtime, the language's first
 * module and the route's namespaces, less what the page's code already holds (`js`).
 */
function catalogueBytes(language, namespaces, js) {
  const files = new Set([
    ...pageFiles(['src/lib/translator.ts']).js,
    ...pageFiles([`alaafia-language:${language}`]).js,
    ...namespaces.flatMap((namespace) => [
      ...pageFiles([`alaafia-messages:${language}/${namespace}`]).js,
    ]),
  ]);
  return [...files].filter((file) => !js.has(file)).reduce((n, f) => n + sentBytes(f), 0);
}

// The HTML a first visit gets (apps/api/src/plugins/web-app.ts): a page rendered for anyone in its own
// shell (help), one rendered for the signed-in customer in the page shell, a prerendered page's
// file, or index.html. A rendered page's data (the customer's, help's lines) is not counted.
const SERVER_RENDERED = serverRenderList('SERVER_RENDERED_PATHS');
const PUBLIC_RENDERED = serverRenderList('PUBLIC_RENDERED_PATHS');
/**
 * The HTML file the server answers a first visit to `route` in `language` with: a page the build drew
 * in the language (prerendered/<language>/), else English's drawing's file (the server sends a page
 * drawn in English only in English: index.html otherwise, whose size is about that of a shell).
 */
function htmlFileOf(route, language) {
  const own = `server/page-shell${route}.html`;
  if (PUBLIC_RENDERED.has(route) && fs.existsSync(path.join(dist, own))) return own;
  if (PUBLIC_RENDERED.has(route) || SERVER_RENDERED.has(route)) return 'server/page-shell.html';
  const folder = language === 'en' ? 'prerendered' : `prerendered/${language}`;
  const prerendered = `${folder}${route}.html`;
  return fs.existsSync(path.join(dist, prerendered)) ? prerendered : 'index.html';
}
/** The staff's pages stay English and load no catalogue (main.tsx's isStaffArea). */
const isStaffRoute = (route) => route.startsWith('/admin') || route === '/hospital';
/** Every route in every language it is served in: one row per route and language. */
const routeLanguageRows = pageRoutes().flatMap(({ route, keys, namespaces }) => {
  const { js, css } = pageFiles([ENTRY, 'src/lib/react-library.ts', BOOT, ...keys]);
  const { kind, budget } = ROUTE_BUDGET.find((b) => b.test(route));
  return (isStaffRoute(route) ? ['en'] : LANGUAGES).map((language) => {
    const htmlFile = htmlFileOf(route, language);
    const html = fs.readFileSync(path.join(dist, htmlFile), 'utf8');
    // A stylesheet the page has inline (build/prerender.mjs) is not asked for again.
    const fetchedCss = [...css].filter(
      (file) => !html.includes(`<link rel="stylesheet" href="/${file}" disabled>`),
    );
    const code = [...js, ...fetchedCss].reduce((n, file) => n + sentBytes(file), 0);
    const catalogue = isStaffRoute(route) ? 0 : catalogueBytes(language, namespaces, js);
    const r = { route, language, kind, html: sentHtml(htmlFile), code, catalogue, budget };
    return { ...r, bytes: r.html + r.code + r.catalogue };
  });
});
/** Each route's heaviest language (the one the budget must hold for). */
const heaviestByRoute = new Map();
for (const r of routeLanguageRows)
  if (!(heaviestByRoute.get(r.route)?.bytes >= r.bytes)) heaviestByRoute.set(r.route, r);
const routeRows = [...heaviestByRoute.values()];

const kb = (bytes) => (bytes / KB).toFixed(1);
const table = [
  ['Chunk group', 'Files', 'gzip KB', 'Budget KB', ''],
  ...rows.map((r) => [
    r.group,
    String(r.files),
    kb(r.bytes),
    kb(r.budget),
    r.bytes <= r.budget ? 'ok' : 'OVER',
  ]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
const line = (cells) =>
  `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
console.log(`JavaScript and CSS budgets (gzip -9) of ${path.relative(root, dist) || dist}:\n`);
console.log(line(table[0]));
console.log(
  `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
);
table.slice(1).forEach((cells) => console.log(line(cells)));
console.log(
  `\nOpening a wizard first from the dashboard fetches, in all: ${openedInAll.join(', ')}.`,
);
const entryFiles = staticClosure([ENTRY]);
const namespaces = Object.keys(manifest)
  .filter((key) => key.startsWith('alaafia-messages:en/'))
  .map((key) => key.slice('alaafia-messages:en/'.length));
console.log(
  `\nEach language's messages, gzip KB (its first module, fetched with every customer page, then each namespace, fetched with the routes that show it; src/app/route-modules.ts):`,
);
for (const language of LANGUAGES) {
  const parts = namespaces.map(
    (namespace) => `${namespace} ${kb(total(namespaceOf(language, namespace)))}`,
  );
  // The first module's own bytes (it imports the entry's preload helper, counted with the entry).
  const first = [...languageModule(language)].filter((file) => !entryFiles.has(file));
  console.log(`  ${language}: first ${kb(total(first))}, ${parts.join(', ')}`);
}
console.log(`Lingui's runtime ${kb(total(staticClosure(['src/lib/translator.ts'])))} KB.`);
const routeTable = [
  [
    'Route (first visit)',
    'Kind',
    'Language',
    'HTML KB',
    'Code KB',
    'Catalogue KB',
    'Total KB',
    'Budget KB',
    '',
  ],
  ...routeRows.map((r) => [
    r.route,
    r.kind,
    r.language,
    kb(r.html),
    kb(r.code),
    kb(r.catalogue),
    kb(r.bytes),
    kb(r.budget),
    r.bytes <= r.budget ? 'ok' : 'OVER',
  ]),
];
const routeWidths = routeTable[0].map((_, i) =>
  Math.max(...routeTable.map((cells) => cells[i].length)),
);
const routeLine = (cells) =>
  `| ${cells.map((cell, i) => (i < 3 ? cell.padEnd(routeWidths[i]) : cell.padStart(routeWidths[i]))).join(' | ')} |`;
console.log(
  "\nPer route, a first visit as the server sends it (brotli; the HTML at its level 4), in the route's heaviest language:\n",
);
console.log(routeLine(routeTable[0]));
console.log(
  `|${routeWidths.map((w, i) => (i < 3 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
);
routeTable.slice(1).forEach((cells) => console.log(routeLine(cells)));
for (const route of ['/auth/login', '/auth/signup']) {
  const perLanguage = routeLanguageRows
    .filter((r) => r.route === route)
    .map((r) => `${r.language} ${kb(r.bytes)} (catalogue ${kb(r.catalogue)}, HTML ${kb(r.html)})`);
  console.log(`${route} in each language, KB: ${perLanguage.join(', ')}`);
}
publicPerLanguage.forEach((line) => console.log(line));
console.log(
  `\nRender-blocking web fonts, scripts in public pages: ${problems.length === 0 ? 'none (ok)' : 'FOUND'}`,
);
problems.forEach((problem) => console.error(`  ${problem}`));

const over = [
  ...rows.filter((r) => r.bytes > r.budget),
  ...routeLanguageRows
    .filter((r) => r.bytes > r.budget)
    .map((r) => ({ group: `route ${r.route} (${r.language})` })),
];
if (over.length > 0 || problems.length > 0) {
  console.error(
    `\n✗ Over budget: ${[...over.map((r) => r.group), ...(problems.length ? ['web fonts or scripts'] : [])].join(', ')}. ` +
      'Split what only some routes use (React.lazy / route lazy) rather than raising a budget.',
  );
  process.exit(1);
}
console.log('\n✓ Every size budget is met.');
