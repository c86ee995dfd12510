import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CUSTOMER_HINT_COOKIE, errorCopy } from '@alaafia/domain';
import { customers, sessions } from '../db/schema/index.js';
import type { DbOrTx } from '../db/client.js';
import { forbidden, unauthorized } from '../lib/http-errors.js';
import { enforcesAccess } from '../lib/route-access.js';
import { hashToken, newToken } from '../lib/tokens.js';
import type { AppContext } from '../app-context.js';

/** What the hooks below enforce, for the OpenAPI document's `security` (lib/route-access.ts). */
const CUSTOMER = { kind: 'customer' } as const;

/** Idle expiry is refreshed at most this often, so a busy customer does not cost a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

/*
 * This file owns the `sessions` table: every write of it is here (createSession, the idle touch,
 * revokeSession, revokeCustomerSessions, deleteCustomerSessions).
 */

export async function createSession(
  deps: { db: DbOrTx; now: () => Date; absoluteMs: number },
  customerId: number,
  meta: { userAgent?: string; ip?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const { db } = deps;
  const token = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.absoluteMs);
  await db.insert(sessions).values({
    customerId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  return { token, expiresAt };
}

export function setSessionCookie(
  ctx: AppContext,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(ctx.config.session.cookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.appUrl.startsWith('https://'),
    expires: expiresAt,
  });
  setSessionHint(ctx, reply, expiresAt);
}

/**
 * The pages' hint that a customer may be signed in (CUSTOMER_HINT_COOKIE, issue 38): readable by the
 * page, nothing secret in it, ending with the session. The page asks who is signed in only when it
 * is there; the API never reads it for anything but clearing it.
 */
function setSessionHint(ctx: AppContext, reply: FastifyReply, expiresAt: Date) {
  reply.setCookie(CUSTOMER_HINT_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: ctx.config.appUrl.startsWith('https://'),
    expires: expiresAt,
  });
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply) {
  reply.clearCookie(ctx.config.session.cookieName, { path: '/' });
  reply.clearCookie(CUSTOMER_HINT_COOKIE, { path: '/' });
}

/** A request for a file of the build (a script, a stylesheet, an image): a name with an extension. */
const isFile = (url: string) => /^[^?]*\/[^/?]*\.[a-z0-9]+(?:\?|$)/i.test(url);

/** Reads the session cookie on every request; routes that need a customer call requireCustomer. */
export function registerSessions(app: FastifyInstance) {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionExpired', false);
  app.decorateRequest('ownCustomerId', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[app.ctx.config.session.cookieName];
    // The hint is kept in step on pages and API answers, never on a file (a hashed script is cached
    // by anyone for a year: no cookie goes with it).
    const keepsHint = !isFile(request.url);
    const hinted = Boolean(request.cookies[CUSTOMER_HINT_COOKIE]);
    if (!token) {
      // A hint with no session behind it (issue 38): it goes, so the page stops asking.
      if (hinted && keepsHint) reply.clearCookie(CUSTOMER_HINT_COOKIE, { path: '/' });
      return;
    }
    const { db } = app.ctx.database;
    const now = app.ctx.now();
    const idleCutoff = new Date(now.getTime() - app.ctx.config.session.idleMs);
    const [row] = await db
      .select({
        id: sessions.id,
        customerId: sessions.customerId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, hashToken(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleCutoff),
        ),
      )
      .limit(1);
    if (!row) {
      request.sessionExpired = true;
      // The session is over: the hint goes with the API's answer (a page still asks once, and is
      // told 'Your session has expired'; the session cookie stays for that), then nothing is asked.
      if (hinted && request.url.startsWith('/api/'))
        reply.clearCookie(CUSTOMER_HINT_COOKIE, { path: '/' });
      return;
    }
    request.session = { customerId: row.customerId, sessionId: row.id };
    // A session begun before the hint existed gets it with its next page or GET answer, with the
    // session's end (a POST changes cookies only as its route says: sign-in, sign-out).
    if (!hinted && keepsHint && request.method === 'GET')
      setSessionHint(app.ctx, reply, row.expiresAt);
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
    }
  });
}

/** The signed-in customer, or 401: 'Your session has expired' when a cookie was sent but is no longer valid. */
export function requireCustomer(request: FastifyRequest): {
  customerId: number;
  sessionId: number;
} {
  if (request.session) return request.session;
  throw unauthorized(request.sessionExpired ? errorCopy.sessionExpired : errorCopy.notSignedIn);
}

/**
 * Every {id}, {userId} and {cust_id} in a path is the signed-in customer's own: anything else is 403.
 * Run by the access hooks (onlyOwn...), which hand the id to the handler: ownCustomerId(request).
 */
export function requireOwnCustomer(request: FastifyRequest, pathId: unknown): number {
  const { customerId } = requireCustomer(request);
  if (Number(pathId) !== customerId) throw forbidden();
  request.ownCustomerId = customerId;
  return customerId;
}

/**
 * In a handler: the customer id its access hook (onlyOwn, onlyOwnInBody) already checked as the
 * signed-in customer's own, so the handler does not check again. A route without such a hook has
 * no id to hand over: that is a programming error (500), never a way in.
 */
export function ownCustomerId(request: FastifyRequest): number {
  const id = request.ownCustomerId;
  if (id === null)
    throw new Error(`${request.routeOptions.url}: ownCustomerId() on a route without onlyOwn`);
  return id;
}

/**
 * A preValidation hook for routes with a customer id in the path: answers 401 or 403 before the body
 * is even read, so another customer's id never gets a validation message.
 */
export function onlyOwn(param: string) {
  return enforcesAccess(CUSTOMER, async (request: FastifyRequest) => {
    requireOwnCustomer(request, (request.params as Record<string, string>)[param] ?? '');
  });
}

/** A hook for routes of the signed-in customer without an id to check: 401 before anything else. */
export const signedIn = enforcesAccess(CUSTOMER, async (request: FastifyRequest) => {
  requireCustomer(request);
});

/**
 * A preValidation hook for bodies that name the customer (the wizards send the user's id as cust_id,
 * user_id and engage_uid, a lead its uid): each listed field that is present must be the signed-in
 * customer's id, or for `uids` their id or engage uid; anything else is 403 before validation.
 */
export function onlyOwnInBody(fields: { ids?: readonly string[]; uids?: readonly string[] }) {
  return enforcesAccess(CUSTOMER, async (request: FastifyRequest) => {
    const { customerId } = requireCustomer(request);
    // Handed to the handler (ownCustomerId); the request goes no further if a field below is not theirs.
    request.ownCustomerId = customerId;
    const body = request.body;
    if (typeof body !== 'object' || body === null) return;
    const values = body as Record<string, unknown>;
    const named = (field: string) => {
      const v = values[field];
      if (v === undefined || v === null) return null;
      // Anything but a string or number cannot be an id of theirs.
      const text = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '\u0000';
      return text === '' ? null : text;
    };
    const own = String(customerId);
    for (const field of fields.ids ?? []) {
      const v = named(field);
      if (v !== null && v !== own) throw forbidden();
    }
    let engageUid: string | undefined;
    for (const field of fields.uids ?? []) {
      const v = named(field);
      if (v === null || v === own) continue;
      if (engageUid === undefined) {
        const [row] = await request.server.ctx.database.db
          .select({ engageUid: customers.engageUid })
          .from(customers)
          .where(eq(customers.id, customerId))
          .limit(1);
        engageUid = row?.engageUid ?? '';
      }
      if (v !== engageUid) throw forbidden();
    }
  });
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Signs the customer out everywhere (a new password), or everywhere but `exceptSessionId`. */
export async function revokeCustomerSessions(
  db: DbOrTx,
  customerId: number,
  now: Date,
  exceptSessionId?: number,
) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.customerId, customerId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
}

/** A closed account: its sessions go. */
export async function deleteCustomerSessions(db: DbOrTx, customerId: number) {
  await db.delete(sessions).where(eq(sessions.customerId, customerId));
}
