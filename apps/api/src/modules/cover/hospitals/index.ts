/**
 * The public surface of the hospitals module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export {
  decideChangeRequest,
  findChangeRequest,
  listPendingChangeRequests,
} from './change-hospital-review.js';
export {
  deleteChangeHospitalRequestsOf,
  hospitalAtSql,
  lastApprovedChangesAt,
} from './change-hospital.repo.js';
export { changeHospitalRoutes } from './change-hospital.routes.js';
export { findHospital, findHospitalAnyState, findHospitalSummary } from './hospitals.repo.js';
export { hospitalRoutes } from './hospitals.routes.js';
