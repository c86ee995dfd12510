import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reference data: cacheable by the browser for this many seconds, with an ETag for revalidation. */
    cacheSeconds?: number;
  }
}

/**
 * Reference data rarely changes and customers pay for every byte: such routes answer with
 * Cache-Control and a strong ETag of the body, and 304 with no body when the browser has it.
 */
export function registerHttpCache(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const seconds = request.routeOptions.config.cacheSeconds;
    if (!seconds || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('ETag', etag);
    reply.header('Cache-Control', `public, max-age=${seconds}, stale-while-revalidate=86400`);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
