/**
 * The public surface of the access module (docs/architecture.md, 'The layers'): who may do what
 * in the back office and the hospital portal. Staff and hospital staff accounts (invitations,
 * sign-in, sessions and their cookies, roles and the second administrator's approval), the guards
 * (requireStaff, requireHospitalStaff), the audit log, the rule on who may approve money, and the
 * authenticator codes. Code outside this folder imports only from here; tests in apps/api/test may
 * import the module's files directly.
 */
export {
  actorOf,
  audit,
  type AuditActor,
  commandLineActor,
  hospitalActorOf,
  listAudit,
} from './audit.js';
export { assertMayApproveMoney, proposalAnswer } from './money-approval.js';
export {
  clearStaffCookie,
  type HospitalStaffSession,
  registerStaffSessions,
  requireHospitalSession,
  requireHospitalStaff,
  requireStaff,
  requireStaffSession,
  setStaffCookie,
} from './staff-session.js';
export { staffRoutes } from './staff.routes.js';
export {
  activeAdministrators,
  activeStaffWithRoles,
  staffContact,
  staffNames,
} from './staff.repo.js';
export { createStaffService } from './staff.service.js';
