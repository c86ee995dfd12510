/**
 * The public surface of the staff module (docs/architecture.md, "Module groups"): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export {
  actorOf,
  audit,
  type AuditActor,
  commandLineActor,
  hospitalActorOf,
  listAudit,
} from './audit.js';
export { assertMayApproveMoney } from './money-approval.js';
export {
  clearStaffCookie,
  HOSPITAL_COOKIE,
  HOSPITAL_COOKIE_PATH,
  type HospitalStaffSession,
  registerStaffSessions,
  requireHospitalSession,
  requireHospitalStaff,
  requireStaff,
  requireStaffSession,
  setStaffCookie,
  STAFF_COOKIE,
  STAFF_COOKIE_PATH,
} from './staff-session.js';
export { staffRoutes } from './staff.routes.js';
export { createStaffService } from './staff.service.js';
