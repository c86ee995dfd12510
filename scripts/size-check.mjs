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
// Prints a table; exits 1 when a budget is over or the build is missing, 0 otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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
// The namespaces each first screen's route loads (route-modules.ts: load.login, load.signedInArea).
const SIGN_IN_NAMESPACES = ['auth'];
const DASHBOARD_NAMESPACES = ['dashboard'];
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
for (const file of fs
  .readdirSync(siteDir)
  .filter((f) => f.endsWith('.html'))
  .sort()) {
  const relative = `site-pages/${file}`;
  const page = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
  row(`public page ${page}`, [relative], BUDGET.publicPage);
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
console.log(
  `\nRender-blocking web fonts, scripts in public pages: ${problems.length === 0 ? 'none (ok)' : 'FOUND'}`,
);
problems.forEach((problem) => console.error(`  ${problem}`));

const over = rows.filter((r) => r.bytes > r.budget);
if (over.length > 0 || problems.length > 0) {
  console.error(
    `\n✗ Over budget: ${[...over.map((r) => r.group), ...(problems.length ? ['web fonts or scripts'] : [])].join(', ')}. ` +
      'Split what only some routes use (React.lazy / route lazy) rather than raising a budget.',
  );
  process.exit(1);
}
console.log('\n✓ Every size budget is met.');
