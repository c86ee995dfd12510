// npm run size (and the 'size budgets' step of npm test): the JavaScript and CSS budgets of issue 8,
// measured on the production build (apps/web/dist, or WEB_DIST) after `npm run build`.
//
// It reads Vite's chunk graph (dist/.vite/manifest.json, `build.manifest: true`) and gzips every
// file with node:zlib at level 9 (what a CDN or our server sends). 1 KB = 1000 bytes, as Vite and
// size-limit print it. The groups:
//   sign-in      the entry chunk + the /auth/login route's lazy module + all their static imports
//   dashboard    the entry chunk + the signed-in layout + the dashboard page + their static imports
//   <wizard>     what opening a wizard adds beyond the dashboard: its lazy route module, the
//                wizard chunk that route imports on demand, and their static imports, minus
//                every file the dashboard already loaded
//   CSS          every stylesheet in the build, together
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
const LOGIN = 'src/features/auth/components/login-page.tsx';
const LAYOUT = 'src/app/signed-in-layout.tsx';
const DASHBOARD = 'src/features/dashboard/components/dashboard-page.tsx';
const WIZARDS = [
  { name: 'income-protection wizard (/buy/income)', route: 'src/app/income-route.tsx' },
  { name: 'health wizard (/buy/health)', route: 'src/app/health-route.tsx' },
  { name: 'HealthCash wizard (/buy/health-cash)', route: 'src/app/health-cash-route.tsx' },
  { name: 'KYC wizard (/kyc/income, /kyc/health)', route: 'src/app/kyc-route.tsx' },
];
const BUDGET = { signIn: 150 * KB, dashboard: 150 * KB, wizard: 60 * KB, css: 25 * KB };

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

const rows = [];
function row(group, files, budget) {
  const bytes = total(files);
  rows.push({ group, bytes, budget, files: [...files].length });
}

row('sign-in (first screen)', staticClosure([ENTRY, LOGIN]), BUDGET.signIn);
const dashboardFiles = staticClosure([ENTRY, LAYOUT, DASHBOARD]);
row('dashboard', dashboardFiles, BUDGET.dashboard);
for (const wizard of WIZARDS) {
  const opened = staticClosure([wizard.route, ...(chunk(wizard.route).dynamicImports ?? [])]);
  const own = [...opened].filter((file) => !dashboardFiles.has(file));
  row(`${wizard.name}, its own`, own, BUDGET.wizard);
}
const cssFiles = new Set(
  Object.values(manifest).flatMap((entry) => [
    ...(entry.css ?? []),
    ...(entry.file.endsWith('.css') ? [entry.file] : []),
  ]),
);
row('CSS, all stylesheets', cssFiles, BUDGET.css);

// Render-blocking web fonts: none linked from index.html, none loaded by @import, and every
// @font-face of ours swaps (text shows in a system font while the web font downloads).
const problems = [];
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
console.log(`\nRender-blocking web fonts: ${problems.length === 0 ? 'none (ok)' : 'FOUND'}`);
problems.forEach((problem) => console.error(`  ${problem}`));

const over = rows.filter((r) => r.bytes > r.budget);
if (over.length > 0 || problems.length > 0) {
  console.error(
    `\n✗ Over budget: ${[...over.map((r) => r.group), ...(problems.length ? ['web fonts'] : [])].join(', ')}. ` +
      'Split what only some routes use (React.lazy / route lazy) rather than raising a budget.',
  );
  process.exit(1);
}
console.log('\n✓ Every size budget is met.');
