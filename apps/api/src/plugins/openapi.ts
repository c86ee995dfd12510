import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBody } from '../lib/envelope.js';
import { routeAccess, type RouteAccess } from '../lib/route-access.js';
import {
  HOSPITAL_COOKIE,
  HOSPITAL_COOKIE_PATH,
  STAFF_COOKIE,
  STAFF_COOKIE_PATH,
} from '../lib/staff-cookies.js';

/**
 * OpenAPI 3.1: JSON Schema 2020-12, so a nullable field is `type: [..., 'null']` (3.0's `nullable`
 * cannot stand beside a schema without a type, such as an unknown value that may be null), and a
 * staff operation can name the roles it needs in its `security`.
 */
const OPENAPI_VERSION = '3.1.0';

/** The names of the document's security schemes. */
const SECURITY = {
  customer: 'customerSession',
  staff: 'staffSession',
  paystack: 'paystackSignature',
  claimant: 'claimantToken',
  hospital: 'hospitalSession',
  telemedicine: 'telemedicineSignature',
  ussd: 'ussdCallbackKey',
  whatsapp: 'whatsappSignature',
} as const;

/** `security` of an operation, from who may call its route (lib/route-access.ts). */
function securityOf(access: RouteAccess): Record<string, string[]>[] {
  switch (access.kind) {
    case 'public':
      return [];
    case 'customer':
      return [{ [SECURITY.customer]: [] }];
    case 'staff':
      return [{ [SECURITY.staff]: [...access.roles] }];
    case 'paystack-signature':
      return [{ [SECURITY.paystack]: [] }];
    case 'claimant-token':
      return [{ [SECURITY.claimant]: [] }];
    case 'hospital':
      return [{ [SECURITY.hospital]: [] }];
    case 'telemedicine-signature':
      return [{ [SECURITY.telemedicine]: [] }];
    case 'ussd-key':
      return [{ [SECURITY.ussd]: [] }];
    case 'whatsapp-signature':
      return [{ [SECURITY.whatsapp]: [] }];
  }
}

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operationId made from a route's method and path: the method, then each segment after /api
 * (and after /local, the spec's prefix of the customer API) in camel case, a parameter as
 * `By<Name>`. GET /api/local/customers/:id/policies -> getCustomersByIdPolicies; POST
 * /api/admin/auth/sign-in -> postAdminAuthSignIn. A route sets its own with config.operationId.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api(\/local)?(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  const parts = segments.flatMap((segment) => {
    if (segment === '*') return ['any'];
    const param = /^:(\w+)/.exec(segment);
    return param ? ['by', ...words(param[1]!)] : words(segment);
  });
  return [method.toLowerCase(), ...parts.map(capital)].join('');
}

const STATE_SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const methodsOf = (route: Pick<RouteOptions, 'method'>) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');

/**
 * The failures every route of a kind can answer whether or not its own schema lists them, added to
 * its documented responses where missing: 401 without the session its access needs, 403 for
 * another customer's id, a missing staff role or a request from another site (plugins/
 * request-origin.ts), 422 for input its schema refuses (plugins/errors.ts).
 */
function impliedFailures(route: RouteOptions, access: RouteAccess | undefined): number[] {
  const codes: number[] = [];
  if (access?.kind === 'customer' || access?.kind === 'staff' || access?.kind === 'hospital')
    codes.push(401);
  const changesState =
    methodsOf(route).some((m) => !STATE_SAFE.has(m)) || route.config?.changesState === true;
  const crossSiteChecked = changesState && route.config?.serverToServer !== true;
  const otherCustomer = access?.kind === 'customer' && route.preValidation !== undefined;
  const missingRole = access?.kind === 'staff' && access.roles.length > 0;
  if (crossSiteChecked || otherCustomer || missingRole) codes.push(403);
  const schema = route.schema ?? {};
  if (schema.params || schema.querystring || schema.body || schema.headers) codes.push(422);
  return codes;
}

/**
 * The implied failures (above) a route's own schema lists with the body the document would give
 * them anyway, `errorBody` itself: restated by hand, so the app does not start with them (the next
 * route copied from one would restate them too). A route keeps its own entry where it says more:
 * another body (KYC's 422 with the names found, telemedicine's urgent 422) or a description
 * (`errorBody.describe(...)`).
 */
function restatedFailures(
  route: RouteOptions,
  access: RouteAccess | undefined = routeAccess(route),
): number[] {
  const own = route.schema?.response as Record<string, unknown> | undefined;
  if (!own) return [];
  return impliedFailures(route, access).filter((code) => own[code] === errorBody);
}

/**
 * `anyOf` with a branch that accepts anything (zod's `z.unknown().nullable()`: `[{}, {type: 'null'}]`)
 * accepts anything: said as the empty schema, with the same description.
 */
function withoutAnythingBranches(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutAnythingBranches);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([k, v]) => [k, withoutAnythingBranches(v)] as const);
  const out = Object.fromEntries(entries) as Record<string, unknown>;
  const branches = out.anyOf;
  const isAnything = (b: unknown) =>
    typeof b === 'object' && b !== null && !Array.isArray(b) && Object.keys(b).length === 0;
  if (Array.isArray(branches) && branches.some(isAnything)) delete out.anyOf;
  return out;
}

const transform: NonNullable<FastifyDynamicSwaggerOptions['transform']> = (input) => {
  const route = input.route;
  const access = routeAccess(route);
  const response = { ...(route.schema?.response as Record<string, unknown> | undefined) };
  for (const code of impliedFailures(route, access)) response[code] ??= errorBody;
  const method = methodsOf(route)[0] ?? 'GET';
  const schema = {
    ...input.schema,
    response,
    operationId:
      route.config?.operationId ?? input.schema?.operationId ?? operationIdOf(method, route.url),
    ...(access ? { security: securityOf(access) } : {}),
  };
  const result = jsonSchemaTransform({ ...input, schema });
  return { ...result, schema: withoutAnythingBranches(result.schema) as typeof result.schema };
};

/**
 * The OpenAPI document, generated from the routes' zod schemas: /api/docs (UI) and /api/docs/json.
 * Each operation's operationId comes from its method and path, its `security` from how its route
 * is protected, so a new route is documented without a list to keep. Two routes whose ids would be
 * the same stop the app at start (set config.operationId on one).
 */
export async function registerOpenApi(app: FastifyInstance) {
  const { config } = app.ctx;
  const seen = new Map<string, string>();
  const documented: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide || route.url.startsWith('/api/docs')) return;
    // Fastify's HEAD twin of a GET shares its schema and is not in the document.
    if (methodsOf(route).length > 0) documented.push(route);
    for (const method of methodsOf(route)) {
      const id = route.config?.operationId ?? operationIdOf(method, route.url);
      const key = `${method} ${route.url}`;
      const other = seen.get(id);
      if (other !== undefined && other !== key)
        throw new Error(
          `${key}: operationId '${id}' is already ${other}'s; give one of them config.operationId`,
        );
      seen.set(id, key);
    }
  });
  // Checked once every route is in and its access hooks are added (lib/route-access.ts adds the
  // check of config.access after this hook runs): what the document will say is known only then.
  app.addHook('onReady', async () => {
    const restated = documented.flatMap((route) => {
      const codes = restatedFailures(route);
      return codes.length === 0
        ? []
        : [`${methodsOf(route).join(',')} ${route.url}: ${codes.join(', ')}`];
    });
    if (restated.length > 0)
      throw new Error(
        `These routes list errorBody for failures the OpenAPI document adds anyway (plugins/openapi.ts, impliedFailures); drop them:\n${restated.join('\n')}`,
      );
  });
  await app.register(swagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'Alaafia API',
        description:
          'Income protection, health and Health Cash insurance for customers in Nigeria. Success bodies are { data, meta? }; failures are { message, errors? }. Sign-in sets an HttpOnly session cookie; state-changing requests from another website are refused (403).',
        version: '0.1.0',
      },
      // The API is served by the server that serves this document (the one process: APP_URL).
      servers: [{ url: '/', description: 'The server this document is read from' }],
      components: {
        securitySchemes: {
          [SECURITY.customer]: {
            type: 'apiKey',
            in: 'cookie',
            name: config.session.cookieName,
            description:
              "The customer's session: an HttpOnly cookie set by POST /api/auth/signup and /api/auth/login, ended by /api/auth/logout.",
          },
          [SECURITY.staff]: {
            type: 'apiKey',
            in: 'cookie',
            name: STAFF_COOKIE,
            description: `A back-office staff member's session: an HttpOnly, SameSite=strict cookie sent only to ${STAFF_COOKIE_PATH}, set by the staff sign-in. The roles listed on an operation are the staff roles of which any one is enough; none listed, any staff member.`,
          },
          [SECURITY.hospital]: {
            type: 'apiKey',
            in: 'cookie',
            name: HOSPITAL_COOKIE,
            description: `A hospital staff member's session (issue 28): an HttpOnly, SameSite=strict cookie sent only to ${HOSPITAL_COOKIE_PATH}, set by POST /api/hospital/auth/login. Our staff's and customers' sessions are not accepted there, nor this one anywhere else.`,
          },
          [SECURITY.paystack]: {
            type: 'apiKey',
            in: 'header',
            name: 'x-paystack-signature',
            description:
              "Paystack's webhook signature: the HMAC-SHA512 of the raw body with the merchant's secret key.",
          },
          [SECURITY.telemedicine]: {
            type: 'apiKey',
            in: 'header',
            name: 'x-telemedicine-signature',
            description:
              "The telemedicine partner's callback signature: the hex HMAC-SHA256 of the raw body with TELEMEDICINE_WEBHOOK_SECRET.",
          },
          [SECURITY.ussd]: {
            type: 'apiKey',
            in: 'query',
            name: 'key',
            description:
              "Africa's Talking's USSD callbacks (issue 41): the secret USSD_CALLBACK_KEY the callback URL carries (Africa's Talking signs nothing); a wrong key is 403 with no body.",
          },
          [SECURITY.whatsapp]: {
            type: 'apiKey',
            in: 'header',
            name: 'x-hub-signature-256',
            description:
              "Meta's WhatsApp webhook signature: sha256= and the hex HMAC-SHA256 of the raw body with the app secret (WHATSAPP_APP_SECRET).",
          },
          [SECURITY.claimant]: {
            type: 'apiKey',
            in: 'header',
            name: 'x-claimant-token',
            description:
              "A next of kin's claim token (2 hours): answered by POST /api/local/claims/next-of-kin/verify for the code sent by SMS to the phone named on the policy.",
          },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
