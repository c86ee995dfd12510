import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_SESSION_IDLE_MINUTES, staffCopy, type StaffRole } from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import { staffMembers, staffSessions } from '../../../db/schema/index.js';
import { forbidden, unauthorized } from '../../../lib/http-errors.js';
import { enforcesAccess } from '../../../lib/route-access.js';
import { hashToken } from '../../../lib/tokens.js';
import { touchStaffSession } from './staff.repo.js';

/**
 * The staff cookie: its own name, sent only to /api/admin (never to customer routes), SameSite
 * strict, HttpOnly, Secure over https. A customer's cookie never signs anyone in here, and this one
 * never signs anyone in on a customer route.
 */
export const STAFF_COOKIE = 'alaafia_staff';
export const STAFF_COOKIE_PATH = '/api/admin';
const TOUCH_INTERVAL_MS = 30_000;

export interface StaffSession {
  staffId: number;
  sessionId: number;
  email: string;
  name: string;
  roles: StaffRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffSession | null;
    staffSessionExpired: boolean;
  }
}

export function setStaffCookie(
  ctx: AppContext,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(STAFF_COOKIE, token, {
    path: STAFF_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.appUrl.startsWith('https://'),
    expires: expiresAt,
  });
}

export function clearStaffCookie(reply: FastifyReply) {
  reply.clearCookie(STAFF_COOKIE, { path: STAFF_COOKIE_PATH });
}

/**
 * Reads the staff cookie on /api/admin requests: live, not revoked, seen within the last 15
 * minutes (the application's clock), and its staff member not disabled. Roles are read each time,
 * so a change applies at once.
 */
export function registerStaffSessions(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffSessionExpired', false);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[STAFF_COOKIE];
    if (!token || !request.url.startsWith(STAFF_COOKIE_PATH)) return;
    const { db } = app.ctx.database;
    const now = app.ctx.now();
    const idleCutoff = new Date(now.getTime() - STAFF_SESSION_IDLE_MINUTES * 60_000);
    const [row] = await db
      .select({
        sessionId: staffSessions.id,
        lastSeenAt: staffSessions.lastSeenAt,
        staffId: staffMembers.id,
        email: staffMembers.email,
        name: staffMembers.name,
        roles: staffMembers.roles,
      })
      .from(staffSessions)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.tokenHash, hashToken(token)),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, now),
          gt(staffSessions.lastSeenAt, idleCutoff),
          isNull(staffMembers.disabledAt),
        ),
      )
      .limit(1);
    if (!row) {
      request.staffSessionExpired = true;
      return;
    }
    request.staff = {
      staffId: row.staffId,
      sessionId: row.sessionId,
      email: row.email,
      name: row.name,
      roles: row.roles as StaffRole[],
    };
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
      await touchStaffSession(db, row.sessionId, now);
  });
}

/** The signed-in staff member, or 401. */
export function requireStaffSession(request: FastifyRequest): StaffSession {
  if (request.staff) return request.staff;
  throw unauthorized(staffCopy.notStaff);
}

/**
 * A preValidation hook: a staff session holding at least one of `roles` (any staff member when
 * none are named), else 401 (not signed in to the back office: customers too) or 403.
 */
export function requireStaff(...roles: StaffRole[]) {
  return enforcesAccess({ kind: 'staff', roles }, async (request: FastifyRequest) => {
    const staff = requireStaffSession(request);
    if (roles.length > 0 && !roles.some((r) => staff.roles.includes(r)))
      throw forbidden(staffCopy.roleMissing);
  });
}
