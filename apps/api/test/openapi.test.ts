/**
 * The published contract (issue 14): every operation of the document served at /api/docs/json has
 * a unique operationId and a `security` derived from how its route is protected, so a new route
 * that no hook or config.access protects (or declares public) fails here, and what the document
 * says is what the API does. Redocly's lint of the same document is a step of npm test.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody } from '../src/lib/envelope.js';
import { operationIdOf, registerOpenApi } from '../src/plugins/openapi.js';
import { routeAccess } from '../src/lib/route-access.js';
import { signUp, useTestApp } from './helpers.js';

const t = useTestApp();

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};
type OpenApi = {
  openapi: string;
  servers?: { url: string }[];
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
};

async function documentOf(app = t.app) {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json<OpenApi>();
}

function operations(doc: OpenApi) {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );
}

/** A path of the document with every parameter filled, for a request. */
const filled = (path: string, id: number) => path.replace(/\{[^}]+\}/g, String(id));

describe('the OpenAPI document', () => {
  it('When it is read, then every operation has a unique operationId and a security entry', async () => {
    const doc = await documentOf();
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(60);
    const withoutId = ops.filter((o) => !o.op.operationId).map((o) => `${o.method} ${o.path}`);
    const withoutSecurity = ops.filter((o) => !Array.isArray(o.op.security));
    expect(withoutId).toEqual([]);
    expect(withoutSecurity.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers?.length).toBeGreaterThan(0);
  });

  it('When it is read, then ids come from the method and path and security names the cookie or header used', async () => {
    const doc = await documentOf();
    const op = (path: string, method: string) => doc.paths[path]![method]!;
    expect(op('/api/local/customers/{id}/carts', 'get').operationId).toBe('getCustomersByIdCarts');
    expect(op('/api/auth/login', 'post').operationId).toBe('postAuthLogin');
    // Public reference data and sign-in need nothing.
    expect(op('/api/local/states', 'get').security).toEqual([]);
    expect(op('/api/auth/login', 'post').security).toEqual([]);
    expect(op('/api/admin/auth/login', 'post').security).toEqual([]);
    // The customer's session cookie.
    expect(op('/api/local/customers/{id}', 'get').security).toEqual([{ customerSession: [] }]);
    expect(op('/api/auth/me', 'get').security).toEqual([{ customerSession: [] }]);
    expect(op('/api/local/geocode', 'post').security).toEqual([{ customerSession: [] }]);
    // The staff cookie, with the roles of which one is needed.
    expect(op('/api/admin/audit', 'get').security).toEqual([{ staffSession: ['administrator'] }]);
    expect(op('/api/admin/auth/me', 'get').security).toEqual([{ staffSession: [] }]);
    // Paystack's signature header.
    expect(op('/api/webhooks/paystack', 'post').security).toEqual([{ paystackSignature: [] }]);
    const schemes = doc.components.securitySchemes;
    expect(schemes.customerSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: t.ctx.config.session.cookieName,
    });
    expect(schemes.staffSession).toMatchObject({ in: 'cookie', name: 'alaafia_staff' });
    expect(schemes.paystackSignature).toMatchObject({ in: 'header', name: 'x-paystack-signature' });
    // What every protected or validated route can answer is documented: 401, 403 and 422.
    expect(Object.keys(op('/api/auth/me', 'get').responses!)).toContain('401');
    expect(Object.keys(op('/api/auth/logout', 'post').responses!)).toContain('403');
  });

  it('When an operation needs a session, then without one it answers 401; a public one never does', async () => {
    const doc = await documentOf();
    const probes = operations(doc).filter(
      (o) => !o.path.startsWith('/api/sandbox') && !o.path.startsWith('/api/docs'),
    );
    const wrong: string[] = [];
    for (const { path, method, op } of probes) {
      const res = await t.app.inject({ method: method.toUpperCase(), url: filled(path, 1) });
      const needsSession = op.security!.some((s) => 'customerSession' in s || 'staffSession' in s);
      if (needsSession && res.statusCode !== 401)
        wrong.push(`${method} ${path}: ${res.statusCode}`);
      if (op.security!.length === 0 && res.statusCode === 401)
        wrong.push(`${method} ${path}: public but 401`);
    }
    expect(wrong).toEqual([]);
  });

  it('When a customer is signed in, then a customer operation does not answer 401 (the cookie it names is the one read)', async () => {
    const { id, cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/local/customers/${id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(cookie).toContain(`${t.ctx.config.session.cookieName}=`);
  });
});

describe('operation ids and access of routes that do not exist yet', () => {
  it('When a path has parameters and dashes, then its id is readable camel case', () => {
    expect(operationIdOf('POST', '/api/local/customers/:id/payment-methods/replace')).toBe(
      'postCustomersByIdPaymentMethodsReplace',
    );
    expect(operationIdOf('GET', '/api/admin/claims/:claim_id')).toBe('getAdminClaimsByClaimId');
    expect(operationIdOf('DELETE', '/api/local/x')).toBe('deleteX');
  });

  it('When a new route has no access hook and no config.access, then its access is unknown (and the document test fails)', () => {
    expect(routeAccess({ url: '/api/local/claims', config: {} })).toBeUndefined();
    expect(routeAccess({ url: '/api/local/claims', config: { access: 'customer' } })).toEqual({
      kind: 'customer',
    });
    expect(routeAccess({ url: '/api/local/claims', config: { cacheSeconds: 60 } })).toEqual({
      kind: 'public',
    });
  });

  it("When a route's config.access and its hooks disagree, then the app does not start", async () => {
    await expect(async () => {
      const { onlyOwn } = await import('../src/plugins/session.js');
      const { registerRouteAccess } = await import('../src/lib/route-access.js');
      const app = Fastify();
      registerRouteAccess(app, { customer: async () => {}, staff: async () => {} });
      app.get(
        '/api/local/claims/:id',
        { preValidation: onlyOwn('id'), config: { access: 'public' } },
        async () => ({}),
      );
      await app.ready();
    }).rejects.toThrow(/config.access is 'public' but its hooks require 'customer'/);
  });

  it('When a new route says config.access customer, then it is enforced: 401 without a session', async () => {
    const { registerRouteAccess } = await import('../src/lib/route-access.js');
    const { signedIn } = await import('../src/plugins/session.js');
    const { requireStaff } = await import('../src/modules/platform/access/staff-session.js');
    const app = Fastify();
    app.decorateRequest('session', null);
    app.decorateRequest('sessionExpired', false);
    app.setErrorHandler((err: { statusCode?: number }, _req, reply) =>
      reply.code(err.statusCode ?? 500).send({}),
    );
    registerRouteAccess(app, { customer: signedIn, staff: requireStaff() });
    app.post('/api/local/claims', { config: { access: 'customer' } }, async () => ({ ok: true }));
    await app.ready();
    const res = await app.inject({ method: 'POST', url: '/api/local/claims', payload: {} });
    expect(res.statusCode).toBe(401);
    await app.close();
  });

  it('When two routes would have the same operationId, then the app does not start', async () => {
    const app = Fastify();
    app.decorate('ctx', t.ctx);
    await registerOpenApi(app);
    app.get('/api/local/claim-list', { config: { access: 'public' } }, async () => ({}));
    expect(() =>
      app.get('/api/local/claim_list', { config: { access: 'public' } }, async () => ({})),
    ).toThrow(/operationId 'getClaimList' is already/);
    // Unless one of them names its own.
    app.get(
      '/api/local/claim_list',
      { config: { access: 'public', operationId: 'listClaimsOld' } },
      async () => ({}),
    );
    await app.ready();
    await app.close();
  });
});

describe('failures the document adds to every route of a kind', () => {
  /** An app with only the OpenAPI plugin and one customer route answering `response`. */
  async function appWith(response: Record<number, z.ZodType>) {
    const app = Fastify();
    app.decorate('ctx', t.ctx);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app);
    app.get(
      '/api/local/claim-notes',
      {
        config: { access: 'customer' },
        schema: { querystring: z.object({ page: z.coerce.number() }), response },
      },
      async () => ({ data: [] }),
    );
    return app;
  }
  const ok = z.object({ data: z.array(z.string()) });

  it('When a customer route lists 401 or 422 as errorBody by hand, then the app does not start, naming the route and the codes', async () => {
    const app = await appWith({ 200: ok, 401: errorBody, 404: errorBody, 422: errorBody });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/local\/claim-notes: 401, 422$/m);
    await app.close();
  });

  it('When its own 401 says more (a description, another body) or a failure is not implied (404), then it starts and the document keeps them', async () => {
    const described = errorBody.describe('Signed out, or the session ended an hour ago');
    const app = await appWith({
      200: ok,
      401: described,
      404: errorBody,
      422: errorBody.extend({ page: z.number() }),
    });
    await app.ready();
    const responses = (await documentOf(app)).paths['/api/local/claim-notes']!.get!.responses!;
    expect(Object.keys(responses)).toEqual(['200', '401', '404', '422']);
    expect(JSON.stringify(responses['401'])).toContain('the session ended an hour ago');
    expect(JSON.stringify(responses['422'])).toContain('"page"');
    await app.close();
  });

  it('When a route lists nothing but its success, then the document still has the 401 and 422 it implies', async () => {
    const app = await appWith({ 200: ok });
    await app.ready();
    const responses = (await documentOf(app)).paths['/api/local/claim-notes']!.get!.responses!;
    expect(Object.keys(responses)).toEqual(['200', '401', '422']);
    await app.close();
  });
});
