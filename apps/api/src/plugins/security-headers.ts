import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the app and the API: a CSP the built app passes (scripts only from us, and
 * Paystack's popup when Paystack is the provider; inline styles allowed because the dialog library
 * sets them), no framing, nosniff, and HSTS only when the app is served over HTTPS in production.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const { isProduction, appUrl, payments } = app.ctx.config;
  // Paystack's popup (InlineJS v2): its script from js.paystack.co, the checkout frame from
  // checkout.paystack.com and its calls to api.paystack.co. Only when Paystack is the provider.
  const paystack = payments.provider === 'paystack';
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...(paystack ? ['https://js.paystack.co'] : [])],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...(paystack ? ['https://api.paystack.co'] : [])],
        ...(paystack ? { 'frame-src': ['https://checkout.paystack.com'] } : {}),
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
