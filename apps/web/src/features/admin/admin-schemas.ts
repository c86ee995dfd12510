// The back office's form schemas, imported on demand (lib/lazy-zod-resolver.ts).
export { createStaffBodySchema, staffLoginBodySchema } from '@alaafia/domain';
export { createSponsorBodySchema, enrolmentBodySchema } from '@alaafia/domain';
