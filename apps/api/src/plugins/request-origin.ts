import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/http-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET that changes something (the spec's KYC clean, OTP check and payment reference): refused
     * from another site like every POST, PUT, PATCH and DELETE.
     */
    changesState?: boolean;
    /** Called by another server, not a browser (Paystack's signed webhook): no origin check. */
    serverToServer?: boolean;
  }
}

/** The answer to a state-changing request sent by another site. */
export const crossSiteRefused =
  'This request came from another website and was refused. Open Alaafia and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request's `Origin` is the app's own: APP_URL's origin, or the origin the request was
 * addressed to (the same server under another name, such as 127.0.0.1 for localhost; behind a
 * proxy, with TRUST_PROXY, the address the browser used).
 */
function isOwnOrigin(request: FastifyRequest, origin: string, appOrigin: string): boolean {
  if (origin === appOrigin) return true;
  return origin === `${request.protocol}://${request.host}`;
}

/**
 * Cross-site request forgery: a page on another site can make the customer's browser send a form
 * POST, or navigate to a GET, with the customer's cookie. Every state-changing request (any method
 * but GET, HEAD and OPTIONS, and the GETs marked `changesState`) is refused with 403, before its
 * session is read or its body parsed, when the browser says it came from another site
 * (`Sec-Fetch-Site: cross-site`, or `same-site`, another subdomain, unless its Origin is ours) or
 * its `Origin` is not the app's own (`null` included). Requests without these headers (API
 * clients, older browsers, a URL typed in: `Sec-Fetch-Site: none`) pass. Routes marked
 * `serverToServer` (the Paystack webhook, signed) are not checked.
 */
export function registerCrossSiteGuard(app: FastifyInstance) {
  const appOrigin = new URL(app.ctx.config.appUrl).origin;
  app.addHook('onRequest', async (request) => {
    const { config } = request.routeOptions;
    if (SAFE_METHODS.has(request.method) && !config.changesState) return;
    if (config.serverToServer) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const ownOrigin = origin !== undefined && isOwnOrigin(request, origin, appOrigin);
    if (origin !== undefined && !ownOrigin) throw forbidden(crossSiteRefused);
    if (site === 'cross-site') throw forbidden(crossSiteRefused);
    if (site === 'same-site' && !ownOrigin) throw forbidden(crossSiteRefused);
  });
}
