/**
 * The public surface of the members module (docs/architecture.md, 'The layers'): code outside
 * this folder imports only from here. Tests in apps/api/test may import the module's files directly.
 */
export { findMemberByNumber, findMemberOfCustomer, type HealthMember } from './members.repo.js';
export { memberRoutes } from './members.routes.js';
export { memberCardFileRoutes } from './member-card-files.routes.js';
export { memberCardPageRoutes } from './member-card-page.routes.js';
export { createMembersService } from './members.service.js';
