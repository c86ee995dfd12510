// After `vite build` (the app, in dist/) and `vite build --ssr src/prerender.tsx` (dist-ssr/), writes
// dist/prerendered/<path>.html for each of src/prerender.tsx's PRERENDERED_PATHS: dist/index.html
// with the page's first render inside <div id="root" data-prerendered="<path>">. The API serves
// them (apps/api/src/plugins/web-app.ts); boot.tsx hydrates them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.resolve(web, process.argv[2] ?? 'dist');
const ssrDir = path.resolve(web, process.argv[3] ?? 'dist-ssr');

const { PRERENDERED_PATHS, render } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);
// The app's stylesheet goes inline: the page paints as soon as its HTML arrives, rather than after a
// second request that shares a slow phone's bandwidth with the scripts (style-src allows inline).
const indexHtml = fs
  .readFileSync(path.join(outDir, 'index.html'), 'utf8')
  .replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_link, file) => {
    const css = fs.readFileSync(path.join(outDir, file), 'utf8');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
const root = '<div id="root"></div>';
if (!indexHtml.includes(root)) throw new Error(`${outDir}/index.html has no ${root}`);

for (const page of PRERENDERED_PATHS) {
  const body = await render(page);
  const html = indexHtml.replace(root, `<div id="root" data-prerendered="${page}">${body}</div>`);
  const file = path.join(outDir, 'prerendered', `${page.replace(/^\//, '')}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  console.log(`prerendered ${page} -> ${path.relative(web, file)} (${body.length} characters)`);
}
fs.rmSync(ssrDir, { recursive: true, force: true });
