import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the app and the API: a CSP the built app passes (scripts only from us; inline
 * styles allowed because the dialog library sets them), no framing, nosniff, and HSTS only when the
 * app is served over HTTPS in production.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const { isProduction, appUrl } = app.ctx.config;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(isProduction && appUrl.startsWith('https://')
          ? { 'upgrade-insecure-requests': [] }
          : {}),
      },
    },
    frameguard: { action: 'deny' },
    hsts:
      isProduction && appUrl.startsWith('https://')
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
