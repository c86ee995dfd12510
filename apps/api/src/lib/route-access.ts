import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { StaffRole } from '@alaafia/domain';

/**
 * Who may call a route. The OpenAPI document's `security` of each operation is derived from it
 * (plugins/openapi.ts), so it comes from what enforces access, not from a second list:
 *
 * - the hooks that enforce it say it themselves: `onlyOwn`, `onlyOwnInBody` and `signedIn`
 *   (plugins/session.ts) are `customer`; `requireStaff(...roles)` is `staff` with those roles;
 * - reference data (`config.cacheSeconds`) is `public`: the cache answers before a session is read;
 * - every /api/sandbox route is `public` (sandbox tools, absent when SANDBOX=false);
 * - otherwise the route says it in `config.access`. `customer` or `staff` there also enforces it
 *   (the hook is added before validation), so a route cannot be documented as protected and not be.
 *
 * A route whose access cannot be told has no `security` in the document, and the OpenAPI test
 * (apps/api/test/openapi.test.ts) fails naming it.
 */
type RouteAccessName =
  | 'public'
  | 'customer'
  | 'staff'
  | 'paystack-signature'
  | 'claimant-token'
  | 'telemedicine-signature'
  | 'ussd-key'
  | 'whatsapp-signature';

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'customer' }
  | { kind: 'staff'; roles: readonly StaffRole[] }
  | { kind: 'paystack-signature' }
  /** The next of kin's short-lived token (header x-claimant-token) from a verified SMS code. */
  | { kind: 'claimant-token' }
  /** A hospital's staff member (issue 28): their own cookie on /api/hospital. */
  | { kind: 'hospital' }
  /** The telemedicine partner's callback: the handler checks its HMAC (x-telemedicine-signature). */
  | { kind: 'telemedicine-signature' }
  /** Africa's Talking's USSD callbacks: the key their URL carries (USSD_CALLBACK_KEY). */
  | { kind: 'ussd-key' }
  /** Meta's WhatsApp webhook: the handler checks X-Hub-Signature-256 (HMAC-SHA256, the app secret). */
  | { kind: 'whatsapp-signature' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call this route, for a route none of whose hooks says it (see lib/route-access.ts):
     * `public` (sign-in, sign-up), `customer` (enforced: 401 without a session), `staff` (enforced:
     * any staff member), `paystack-signature` (the webhook checks the HMAC itself) or
     * `claimant-token` (the next of kin's token from a verified SMS code, checked by the handler) or
     * `telemedicine-signature` (the telemedicine partner's callback checks its HMAC itself) or
     * `whatsapp-signature` (Meta's WhatsApp webhook checks X-Hub-Signature-256 itself).
     */
    access?: RouteAccessName;
    /** The operation's OpenAPI operationId, when the one made from the method and path will not do. */
    operationId?: string;
  }
}

const ACCESS = Symbol.for('alaafia.routeAccess');
type Tagged = { [ACCESS]?: RouteAccess };

/** Marks a hook as the one that enforces `access`, so the route's documented security follows it. */
export function enforcesAccess<T extends (...args: never[]) => unknown>(
  access: RouteAccess,
  hook: T,
): T {
  (hook as T & Tagged)[ACCESS] = access;
  return hook;
}

function taggedAccess(hook: unknown): RouteAccess | undefined {
  return typeof hook === 'function' ? (hook as Tagged)[ACCESS] : undefined;
}

type RouteLike = Pick<
  RouteOptions,
  'url' | 'config' | 'onRequest' | 'preValidation' | 'preHandler'
>;

const hooksOf = (route: RouteLike): unknown[] =>
  [route.onRequest, route.preValidation, route.preHandler].flatMap((h) =>
    h === undefined ? [] : Array.isArray(h) ? (h as unknown[]) : [h],
  );

const SANDBOX_PREFIX = '/api/sandbox/';

/** The access of a route as its hooks and config declare it; undefined when nothing says. */
export function routeAccess(route: RouteLike): RouteAccess | undefined {
  const tagged = hooksOf(route)
    .map(taggedAccess)
    .filter((a): a is RouteAccess => a !== undefined);
  const enforced = tagged.find((a) => a.kind === 'staff') ?? tagged[0];
  const declared = route.config?.access;
  if (enforced && declared && declared !== enforced.kind)
    throw new Error(
      `${route.url}: config.access is '${declared}' but its hooks require '${enforced.kind}'`,
    );
  if (enforced) return enforced;
  if (declared === 'staff') return { kind: 'staff', roles: [] };
  if (declared) return { kind: declared };
  if (route.config?.cacheSeconds !== undefined) return { kind: 'public' };
  if (route.url.startsWith(SANDBOX_PREFIX)) return { kind: 'public' };
  return undefined;
}

/**
 * Where `config.access` asks for a customer or a staff member and no hook of the route enforces it,
 * adds the check (401 before the body is validated), so what the document says is what happens.
 * Registered before any route, on the root instance.
 */
export function registerRouteAccess(
  app: FastifyInstance,
  checks: {
    customer: (request: FastifyRequest) => Promise<void>;
    staff: (request: FastifyRequest) => Promise<void>;
  },
) {
  app.addHook('onRoute', (route) => {
    if (route.schema && 'security' in route.schema)
      throw new Error(
        `${route.method.toString()} ${route.url}: set config.access (or use an access hook), not schema.security: the document derives it`,
      );
    // Throws here, at start, when config.access and the route's hooks disagree.
    routeAccess(route);
    const declared = route.config?.access;
    if (declared !== 'customer' && declared !== 'staff') return;
    if (hooksOf(route).some((h) => taggedAccess(h) !== undefined)) return;
    const check = declared === 'customer' ? checks.customer : checks.staff;
    const existing = route.preValidation;
    route.preValidation = [
      check,
      ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
    ] as RouteOptions['preValidation'];
  });
}
