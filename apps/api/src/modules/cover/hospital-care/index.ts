/**
 * The public surface of the hospital-care module (docs/architecture.md, 'The layers'): the
 * health plan at the hospital (issue 28): the portal, visits, pre-authorisations and capitation.
 * Code outside this folder imports only from here. Tests in apps/api/test may import its files.
 */
export { makeCapitationStatements } from './capitation.js';
export { hospitalCareAdminRoutes } from './hospital-care-admin.routes.js';
export { hospitalPortalRoutes } from './hospital-portal.routes.js';
export { escalatePreauthorisations } from './preauthorisations.service.js';
export { careConfirmationRoutes } from './care-confirmations.routes.js';
export {
  findCapitationStatement,
  preauthorisationsOfMemberAt,
  usedByBenefit,
} from './hospital-care.repo.js';
