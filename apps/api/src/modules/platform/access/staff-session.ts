import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_SESSION_IDLE_MINUTES, staffCopy, type StaffRole } from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import { hospitals, staffMembers, staffSessions } from '../../../db/schema/index.js';
import { forbidden, unauthorized } from '../../../lib/http-errors.js';
import { enforcesAccess } from '../../../lib/route-access.js';
import { hashToken } from '../../../lib/tokens.js';
import { touchStaffSession } from './staff.repo.js';
import {
  HOSPITAL_COOKIE,
  HOSPITAL_COOKIE_PATH,
  HOSPITAL_HINT_COOKIE,
  HOSPITAL_HINT_PATH,
  STAFF_COOKIE,
  STAFF_COOKIE_PATH,
  STAFF_HINT_COOKIE,
  STAFF_HINT_PATH,
} from '../../../lib/staff-cookies.js';

export type Portal = 'back_office' | 'hospital';
const PORTALS: Record<Portal, { cookie: string; path: string; hint: string; hintPath: string }> = {
  back_office: {
    cookie: STAFF_COOKIE,
    path: STAFF_COOKIE_PATH,
    hint: STAFF_HINT_COOKIE,
    hintPath: STAFF_HINT_PATH,
  },
  hospital: {
    cookie: HOSPITAL_COOKIE,
    path: HOSPITAL_COOKIE_PATH,
    hint: HOSPITAL_HINT_COOKIE,
    hintPath: HOSPITAL_HINT_PATH,
  },
};
const TOUCH_INTERVAL_MS = 30_000;

interface StaffSession {
  staffId: number;
  sessionId: number;
  email: string;
  name: string;
  roles: StaffRole[];
}

/** A hospital's staff member signed in to the portal, with their hospital. */
export interface HospitalStaffSession {
  staffId: number;
  sessionId: number;
  email: string;
  name: string;
  hospitalId: number;
  hospitalCode: string;
  hospitalName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffSession | null;
    staffSessionExpired: boolean;
    hospitalStaff: HospitalStaffSession | null;
  }
}

export function setStaffCookie(
  ctx: AppContext,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  portal: Portal = 'back_office',
) {
  reply.setCookie(PORTALS[portal].cookie, token, {
    path: PORTALS[portal].path,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.appUrl.startsWith('https://'),
    expires: expiresAt,
  });
  // The pages' hint that a session may be there (lib/staff-cookies.ts): nothing secret in it.
  reply.setCookie(PORTALS[portal].hint, '1', {
    path: PORTALS[portal].hintPath,
    httpOnly: false,
    sameSite: 'strict',
    secure: ctx.config.appUrl.startsWith('https://'),
    expires: expiresAt,
  });
}

export function clearStaffCookie(reply: FastifyReply, portal: Portal = 'back_office') {
  reply.clearCookie(PORTALS[portal].cookie, { path: PORTALS[portal].path });
  reply.clearCookie(PORTALS[portal].hint, { path: PORTALS[portal].hintPath });
}

/**
 * Reads the staff cookie on /api/admin requests: live, not revoked, seen within the last 15
 * minutes (the application's clock), and its staff member not disabled. Roles are read each time,
 * so a change applies at once.
 */
export function registerStaffSessions(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffSessionExpired', false);
  app.decorateRequest('hospitalStaff', null);
  app.addHook('onRequest', async (request, reply) => {
    const portal: Portal | null = request.url.startsWith(STAFF_COOKIE_PATH)
      ? 'back_office'
      : request.url.startsWith(HOSPITAL_COOKIE_PATH)
        ? 'hospital'
        : null;
    if (portal === null) return;
    const token = request.cookies[PORTALS[portal].cookie];
    if (!token) return;
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
        hospitalId: hospitals.id,
        hospitalCode: hospitals.code,
        hospitalName: hospitals.name,
      })
      .from(staffSessions)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
      .leftJoin(hospitals, eq(hospitals.id, staffMembers.hospitalId))
      .where(
        and(
          eq(staffSessions.tokenHash, hashToken(token)),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, now),
          gt(staffSessions.lastSeenAt, idleCutoff),
          isNull(staffMembers.disabledAt),
          portal === 'hospital'
            ? isNotNull(staffMembers.hospitalId)
            : isNull(staffMembers.hospitalId),
        ),
      )
      .limit(1);
    if (!row) {
      request.staffSessionExpired = true;
      // The session is over: its cookie and the pages' hint go, so the page asks no more.
      clearStaffCookie(reply, portal);
      return;
    }
    if (portal === 'hospital') {
      request.hospitalStaff = {
        staffId: row.staffId,
        sessionId: row.sessionId,
        email: row.email,
        name: row.name,
        hospitalId: row.hospitalId!,
        hospitalCode: row.hospitalCode!,
        hospitalName: row.hospitalName!,
      };
    } else
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

/** The signed-in hospital staff member, or 401. */
export function requireHospitalSession(request: FastifyRequest): HospitalStaffSession {
  if (request.hospitalStaff) return request.hospitalStaff;
  throw unauthorized(staffCopy.notHospitalStaff);
}

/** A preValidation hook: a hospital staff member's session (issue 28), else 401. */
export const requireHospitalStaff = enforcesAccess(
  { kind: 'hospital' },
  async (request: FastifyRequest) => {
    requireHospitalSession(request);
  },
);
