import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built React app. Hashed assets are cached for a year; index.html is always revalidated.
 * Any GET for a page that is not a file answers index.html, so client routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance): Promise<{ indexHtml: string | null }> {
  const root = app.ctx.config.webDist;
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: run npm run build (npm start does it)');
    return { indexHtml: null };
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
  return { indexHtml: fs.readFileSync(indexFile, 'utf8') };
}
