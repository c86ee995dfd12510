import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from './security-headers.js';

export interface WebPage {
  html: string;
  /** A CSP allowing the page's own inline script (a prerendered page's loader), when it has one. */
  contentSecurityPolicy?: string;
}

export interface WebApp {
  /** The page at `url` (path and query): its prerendered HTML, or index.html. */
  page(url: string): WebPage;
}

/** The 'sha256-...' of each inline script of a page, for its Content-Security-Policy. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `sha256-${crypto
        .createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
  );
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
  const index: WebPage = { html: fs.readFileSync(indexFile, 'utf8') };
  const prerendered = new Map<string, WebPage>();
  for (const [page, html] of readPrerendered(root)) {
    const scriptHashes = inlineScriptHashes(html);
    prerendered.set(page, {
      html,
      ...(scriptHashes.length
        ? { contentSecurityPolicy: contentSecurityPolicy(app.ctx.config, { scriptHashes }) }
        : {}),
    });
  }
  return {
    page(url) {
      if (url.includes('?')) return index;
      const path = url.length > 1 ? url.replace(/\/+$/, '') : url;
      return prerendered.get(path) ?? index;
    },
  };
}
