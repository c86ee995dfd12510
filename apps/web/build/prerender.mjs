// After `vite build` (the app, in dist/) and `vite build --ssr src/server-render.tsx` (dist/server/),
// writes the page shell: dist/index.html with its stylesheet inline and its scripts loaded after the
// first paint (below), as dist/server/page-shell.html, which the API renders signed-in pages into; and
// dist/prerendered/<path>.html for each of src/server-render.tsx's PRERENDERED_PATHS: the shell with
// the page's first render inside <div id="root" data-prerendered="<path>">. The API serves them
// (apps/api/src/plugins/web-app.ts); boot.tsx hydrates them (a back-office page once main.tsx has run
// its chunks one per task, in the order written here: evaluationOrder). Then the public pages (below).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.resolve(web, process.argv[2] ?? 'dist');
const serverDir = path.join(outDir, 'server');

const {
  PRERENDERED_PATHS,
  PRERENDERED_PATHS_PER_LANGUAGE,
  PRERENDERED_PAGE_MODULES,
  PUBLIC_RENDERED_PATHS,
  render,
  EARLY_PRESSES_SCRIPT,
  renderSitePages,
  withHtmlLanguage,
  LANGUAGES,
} = await import(pathToFileURL(path.join(serverDir, 'server-render.js')).href);
// The app's stylesheet goes inline: the page paints as soon as its HTML arrives, rather than after a
// second request that shares a slow phone's bandwidth with the scripts (style-src allows inline).
// Its <link> stays beside it, disabled: a disabled stylesheet is not fetched, and the app's loader
// (Vite's preload helper, which fetches a chunk's stylesheets unless the page has a <link> to them)
// sees that the page has it. Without it, the first chunk that depends on the entry fetched the
// entry's stylesheet again, over the page that had it inline (6 KB; issue 38).
const inlineStyle = (file) => {
  const css = fs.readFileSync(path.join(outDir, file), 'utf8');
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/${file}" disabled>`;
};
// The favicon goes inline too, as a data: URL of public/favicon.svg (about 250 bytes): a page asks for
// no icon file (the browser asked again on each navigation of the app, a revalidation each time).
const favicon = fs.readFileSync(path.join(outDir, 'favicon.svg'), 'utf8').trim();
const faviconUrl = `data:image/svg+xml,${favicon.replace(/"/g, "'").replace(/[<>#%\n\r\t]/g, encodeURIComponent)}`;
const withInlineFavicon = (html) => {
  if (!html.includes('href="/favicon.svg"')) throw new Error('a page has no /favicon.svg link');
  return html.replaceAll('href="/favicon.svg"', () => `href="${faviconUrl}"`);
};
const builtIndex = withInlineFavicon(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'));
fs.writeFileSync(path.join(outDir, 'index.html'), builtIndex);
const indexHtml = builtIndex.replace(
  /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
  (_link, file) => inlineStyle(file),
);

// The signed-in pages the server renders (the dashboard, and the wizard pages with the wizard open)
// have every other stylesheet of the build inline too (about 3 KB gzip more than the entry's): a
// stylesheet that arrived later, with its script, would move the server-rendered page.
const entryStyles = new Set(
  [...builtIndex.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/g)].map(
    (m) => m[1],
  ),
);
const signedInStyles = fs
  .readdirSync(path.join(outDir, 'assets'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => `assets/${file}`)
  .filter((file) => !entryStyles.has(file))
  .sort();
if (!signedInStyles.length)
  throw new Error(`${outDir}/assets has no stylesheet beside the entry's`);
// The scripts wait for the first paint: the page is rendered from its HTML, and the app's files (which
// the browser would otherwise start fetching while it parses, sharing a slow phone's bandwidth with
// the page's first paint) are asked for by a small inline loader once the page is on screen. The
// server allows that one inline script by its hash (apps/api/src/plugins/web-app.ts).
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(indexHtml);
if (!entry) throw new Error(`${outDir}/index.html has no module script`);
const preloads = [
  ...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
];
// Its first lines hold a press made before the app has the page (lib/early-presses.ts). `scripts`: the
// entry first, then the files to preload with it; those in `steps` are marked data-step, for main.tsx
// to run one per task in the order written (src/lib/evaluate-in-steps.ts).
const loaderOf = (scripts, steps = []) =>
  EARLY_PRESSES_SCRIPT +
  'requestAnimationFrame(function(){setTimeout(function(){var d=document;' +
  `${JSON.stringify(scripts)}.forEach(function(u,i){` +
  "var e=d.createElement(i?'link':'script');e.crossOrigin='';" +
  "if(i){e.rel='modulepreload';e.href=u}else{e.type='module';e.src=u}" +
  (steps.length ? `if(i>0&&i<=${steps.length})e.setAttribute('data-step','');` : '') +
  'd.head.appendChild(e)})},0)})';
const entryScripts = [entry[1], ...preloads.map((m) => m[1])];
const bareShell = [entry, ...preloads].reduce(
  (html, match) => html.replace(match[0], ''),
  indexHtml,
);
/**
 * The shell with `styles` inline and a loader that asks for the entry's scripts and `extraScripts`;
 * with `steps` (scripts in the order they can run one at a time), for those first, marked.
 */
const shellWith = (styles, extraScripts, steps = []) => {
  const rest = [...entryScripts.slice(1), ...extraScripts].filter((s) => !steps.includes(s));
  const scripts = [entryScripts[0], ...steps, ...rest];
  return bareShell
    .replace('</head>', () => `${styles.map(inlineStyle).join('')}</head>`)
    .replace('</body>', () => `<script>${loaderOf(scripts, steps)}</script></body>`);
};
const pageShell = shellWith([], []);
const root = '<div id="root"></div>';
if (!indexHtml.includes(root)) throw new Error(`${outDir}/index.html has no ${root}`);

// Issue 30: a prerendered page whose code is a chunk of its own (the back office's,
// src/server-render.tsx's PRERENDERED_PAGE_MODULES) has that chunk's stylesheets inline, so nothing
// moves when its script arrives, and its loader asks for the chunk and what it imports together with
// the entry (the build's manifest, dist/.vite/manifest.json, names them): one round trip, not two.
const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
/** The manifest's chunks `key` needs (itself and its static imports), as { scripts, styles }. */
function chunksOf(key) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`the build's manifest has no ${name}`);
    if (scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, styles };
}
const entryChunks = chunksOf('index.html');
/**
 * The chunks that `keys` need and the entry does not bring, each after the chunks it imports: the
 * order in which main.tsx can run them one per task, each finding its imports already run
 * (src/lib/evaluate-in-steps.ts). The entry and its static imports have run before main.tsx does.
 */
function evaluationOrder(keys) {
  const order = [];
  const seen = new Set(['index.html']);
  const visit = (name, own) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`the build's manifest has no ${name}`);
    for (const imported of chunk.imports ?? []) visit(imported, false);
    const script = `/${chunk.file}`;
    if (entryChunks.scripts.has(script)) return;
    // A small chunk is no step of its own: it runs in the task of the next step that imports it
    // (or of boot), so a page takes a few steps, not twenty (each a timer's hop).
    if (own || fs.statSync(path.join(outDir, chunk.file)).size >= STEP_BYTES) order.push(script);
  };
  keys.forEach((key) => visit(key, true));
  return order;
}
/** A chunk this large (bytes, uncompressed) runs in a step of its own: React, the router, zod... */
const STEP_BYTES = 12_000;
// What main.tsx runs before the page's own code: React (its own task, as on every page), then boot.
const BOOT_MODULES = ['src/lib/react-library.ts', 'src/boot.tsx'];
/** The page's HTML around `body`: the shell, with its own chunks' styles and scripts when it has any. */
function prerenderedShell(page) {
  const keys = PRERENDERED_PAGE_MODULES[page] ?? [];
  if (!keys.length) return pageShell;
  const scripts = new Set();
  const styles = new Set();
  for (const key of keys) {
    const own = chunksOf(key);
    own.scripts.forEach((script) => scripts.add(script));
    own.styles.forEach((css) => styles.add(css));
  }
  return shellWith(
    [...styles].filter((css) => !entryChunks.styles.has(css)).sort(),
    [...scripts].filter(
      (script) => !entryChunks.scripts.has(script) && !entryScripts.includes(script),
    ),
    evaluationOrder([...BOOT_MODULES, ...keys]),
  );
}

fs.writeFileSync(path.join(serverDir, 'page-shell.html'), shellWith(signedInStyles, []));
// A page the server renders for anyone (help) has a shell of its own: its own stylesheets inline
// (not every signed-in page's) and its chunks asked for with the entry's (dist/server/page-shell/).
for (const page of PUBLIC_RENDERED_PATHS) {
  const file = path.join(serverDir, 'page-shell', `${page.replace(/^\//, '')}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, prerenderedShell(page));
}

// Issue 42: the customers' prerendered pages once per language, into prerendered/<language>/, each
// with its <html lang> (the browser loads that language's messages and hydrates the page with them);
// the back office's in English only (docs/decisions/2026-12-07-pages-per-language.md).
fs.rmSync(path.join(outDir, 'prerendered'), { recursive: true, force: true });
for (const language of LANGUAGES) {
  const pages = language === 'en' ? PRERENDERED_PATHS : PRERENDERED_PATHS_PER_LANGUAGE;
  for (const page of pages) {
    const body = await render(page, language);
    const html = withHtmlLanguage(prerenderedShell(page), language).replace(
      root,
      () => `<div id="root" data-prerendered="${page}">${body}</div>`,
    );
    const folder = language === 'en' ? 'prerendered' : `prerendered/${language}`;
    const file = path.join(outDir, folder, `${page.replace(/^\//, '')}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    console.log(`prerendered ${page} -> ${path.relative(web, file)} (${body.length} characters)`);
  }
}

// The public pages (issue 18): whole documents without a script, from the product catalogue the
// database is seeded with at every start (the API's seed file: the same products the wizards sell),
// into dist/site-pages/. The server sends them (apps/api/src/plugins/web-app.ts).
const catalogueFile = path.resolve(web, '../api/src/db/seed/data/products.json');
const catalogue = JSON.parse(fs.readFileSync(catalogueFile, 'utf8'));
const siteDir = path.join(outDir, 'site-pages');
fs.rmSync(siteDir, { recursive: true, force: true });
for (const language of LANGUAGES) {
  for (const page of renderSitePages(catalogue, language)) {
    const file = path.join(siteDir, page.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, withInlineFavicon(page.html));
    console.log(
      `public page ${page.path} (${language}) -> ${path.relative(web, file)} (${page.html.length} characters)`,
    );
  }
}
