import type { FastifyServerOptions } from 'fastify';

/** Personal data and secrets never reach a log line (DESIGN.md section 6). */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-paystack-signature"]',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'new_password',
    'current_password',
    'token',
    'otp',
    'bvn',
    'nin',
    'vin',
    'dvl',
    'dob',
    'account_number',
    'driver_license_number',
    'id_number',
    'authorization_code',
    'secret',
  ].flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

/** Masks what a URL can carry: the OTP in /nin-with-id/{otp}/..., and tokens in query strings. */
export function scrubUrl(url: string): string {
  return url
    .replace(/(\/nin-with-id\/)[^/]+(\/[^/]+\/verify)/, '$1****$2')
    .replace(/([?&](?:token|reference|trxref)=)[^&]*/gi, '$1****');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(req: { method: string; url: string; id: string; ip?: string }) {
        return { id: req.id, method: req.method, url: scrubUrl(req.url), ip: req.ip };
      },
    },
  };
}
