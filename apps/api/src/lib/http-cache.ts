import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reference data: cacheable by the browser for this many seconds, with an ETag for revalidation. */
    cacheSeconds?: number;
  }
  interface FastifyReply {
    servedFromCache?: boolean;
  }
}

interface CachedResponse {
  etag: string;
  cacheControl: string;
  contentType: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  expiresAt: number;
}

/** How long this process reuses a reference answer without asking the database (an import shows within this). */
const MEMORY_TTL_MS = 60_000;
const MAX_ENTRIES = 500;
/** Lower case, as @fastify/compress writes it, so a first (compressed by it) answer does not say it twice. */
const VARY = 'accept-encoding';

/** What every API answer says unless its route is reference data (`cacheSeconds`). */
const PRIVATE = 'private, no-store';

const isApiUrl = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Every /api answer is `private, no-store` (personal data, sign-ins, errors: issue 12), set here
 * once, unless the route set its own Cache-Control or is reference data.
 *
 * Reference data rarely changes and customers pay for every byte. Routes with `cacheSeconds` answer
 * with Cache-Control and a strong ETag (304 with no body when the browser has it), and this process
 * keeps the serialized and compressed answer for a minute, so a busy reference route costs neither a
 * query nor a compression per request.
 */
export function registerHttpCache(app: FastifyInstance) {
  const entries = new Map<string, CachedResponse>();
  const keyOf = (request: FastifyRequest) => request.url;

  function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
    reply.servedFromCache = true;
    reply
      .header('ETag', entry.etag)
      .header('Cache-Control', entry.cacheControl)
      .header('Vary', VARY);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.type(entry.contentType);
    if (encoding === 'br') {
      // The best brotli (about a sixth smaller than quality 6 on the products), made once a minute.
      entry.br ??= brotliCompressSync(entry.body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
        },
      });
      return reply.header('Content-Encoding', 'br').send(entry.br);
    }
    if (encoding === 'gzip') {
      entry.gzip ??= gzipSync(entry.body, { level: 6 });
      return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.body);
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cacheSeconds) return;
    const entry = entries.get(keyOf(request));
    if (!entry) return;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(keyOf(request));
      return;
    }
    return sendCached(request, reply, entry);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const seconds = request.routeOptions.config.cacheSeconds;
    if (
      !seconds ||
      reply.servedFromCache ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string'
    ) {
      // Every other API answer (a customer's record, a sign-in, an error) is kept by no cache.
      if (!reply.hasHeader('cache-control') && isApiUrl(request.url))
        reply.header('Cache-Control', PRIVATE);
      return payload;
    }
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    const cacheControl = `public, max-age=${seconds}, stale-while-revalidate=86400`;
    reply.header('ETag', etag).header('Cache-Control', cacheControl).header('Vary', VARY);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(keyOf(request), {
      etag,
      cacheControl,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      body: Buffer.from(payload),
      expiresAt: Date.now() + MEMORY_TTL_MS,
    });
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
