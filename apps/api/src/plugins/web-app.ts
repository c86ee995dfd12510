import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface WebApp {
  /** The HTML of the page at `url` (path and query): its prerendered HTML or index.html. */
  pageHtml(url: string): string;
}

/** dist/prerendered/<path>.html (apps/web/build/prerender.mjs), by path: '/auth/login' -> HTML. */
function readPrerendered(root: string): Map<string, string> {
  const dir = path.join(root, 'prerendered');
  const pages = new Map<string, string>();
  if (!fs.existsSync(dir)) return pages;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const page = `/${path
      .relative(dir, file)
      .replace(/\.html$/, '')
      .split(path.sep)
      .join('/')}`;
    pages.set(page, fs.readFileSync(file, 'utf8'));
  }
  return pages;
}

/**
 * Serves the built React app. Hashed assets are cached for a year; index.html is always revalidated.
 * Any GET for a page that is not a file answers index.html, so client routes survive a reload; a page
 * the build prerendered (the sign-in pages) answers its prerendered HTML when asked without a query
 * string (with one, say ?next=..., the page differs, so the app draws it itself).
 */
export async function registerWebApp(app: FastifyInstance): Promise<WebApp | null> {
  const root = app.ctx.config.webDist;
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: run npm run build (npm start does it)');
    return null;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const prerendered = readPrerendered(root);
  return {
    pageHtml(url) {
      if (url.includes('?')) return indexHtml;
      const page = url.length > 1 ? url.replace(/\/+$/, '') : url;
      return prerendered.get(page) ?? indexHtml;
    },
  };
}
