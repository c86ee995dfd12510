import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

/** The Content-Security-Policy directives, in the order they are sent. */
function cspDirectives(config: AppConfig, scriptHashes: readonly string[]): [string, string[]][] {
  const { isProduction, appUrl, payments } = config;
  // Paystack's popup (InlineJS v2): its script from js.paystack.co, the checkout frame from
  // checkout.paystack.com and its calls to api.paystack.co. Only when Paystack is the provider.
  const paystack = payments.provider === 'paystack';
  return [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...scriptHashes.map((hash) => `'${hash}'`),
        ...(paystack ? ['https://js.paystack.co'] : []),
      ],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(paystack ? ['https://api.paystack.co'] : [])]],
    ...(paystack ? [['frame-src', ['https://checkout.paystack.com']] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(isProduction && appUrl.startsWith('https://')
      ? [['upgrade-insecure-requests', []] as [string, string[]]]
      : []),
  ];
}

/**
 * The Content-Security-Policy. `scriptHashes` ('sha256-...') allow exactly those inline scripts: a
 * prerendered page's loader (plugins/web-app.ts); every other answer allows none.
 */
export function contentSecurityPolicy(
  config: AppConfig,
  { scriptHashes = [] }: { scriptHashes?: readonly string[] } = {},
): string {
  return cspDirectives(config, scriptHashes)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * The security headers of every answer, worked out once from the configuration: a CSP the built app
 * passes (scripts only from us, and Paystack's popup when Paystack is the provider; inline styles
 * allowed because the dialog library sets them), no framing, nosniff, and HSTS only when the app is
 * served over HTTPS in production. The same set helmet 8 sends with the options this app used to give
 * @fastify/helmet (its defaults, frameguard deny, strict-origin-when-cross-origin, no COEP), which
 * rebuilt them on every request: a third of the time of a cached reference answer.
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const https = config.isProduction && config.appUrl.startsWith('https://');
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * What an answer that is not a document keeps of the headers above (issue 38: on a phone's data plan
 * the document's dozen headers, about 550 bytes, went with each of the purchase's 70 scripts and API
 * answers). The headers that only a document reads (its CSP's script and style sources, the opener
 * and agent-cluster policies, the referrer policy, prefetching, the old IE and Flash switches) are
 * dropped from:
 * - a JSON answer, which keeps what OWASP's REST security cheat sheet asks of an API: a CSP that lets
 *   it load and frame nothing (`default-src 'none'; frame-ancestors 'none'`), no framing, nosniff,
 *   the resource policy and HSTS;
 * - a hashed build file (/assets/: scripts, stylesheets, images), which keeps nosniff, the resource
 *   policy and HSTS.
 * Every other answer (pages, documents, downloads, the member card's worker, whose CSP governs its
 * fetches) keeps the whole set. A header a route set to a value of its own is left as it is.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** The kind of answer, for its headers: a document (the whole set), JSON, or a hashed build file. */
function answerKind(url: string, contentType: unknown): 'document' | 'json' | 'asset' {
  if (url.startsWith('/assets/')) return 'asset';
  if (typeof contentType === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/.test(contentType))
    return 'json';
  return 'document';
}

/**
 * Sets the security headers on every answer (pages, API, errors, 404s), first of all hooks; as it is
 * sent, an answer that is not a document keeps only what applies to it (above).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders(app.ctx.config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const kind = answerKind(request.url, reply.getHeader('content-type'));
    if (kind === 'document') return done(null, payload);
    const isDefault = (name: string) => reply.getHeader(name) === headers[name];
    for (const name of DOCUMENT_ONLY) if (isDefault(name)) reply.removeHeader(name);
    if (isDefault('content-security-policy')) {
      if (kind === 'json') reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
      else reply.removeHeader('content-security-policy');
    }
    if (kind === 'asset' && isDefault('x-frame-options')) reply.removeHeader('x-frame-options');
    done(null, payload);
  });
}
