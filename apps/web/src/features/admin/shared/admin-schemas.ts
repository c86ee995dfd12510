// The back office's form schemas, imported on demand (lib/lazy-zod-resolver.ts).
export {
  acceptInvitationBodySchema,
  createStaffBodySchema,
  staffLoginBodySchema,
} from '@alaafia/domain';
export { createSponsorBodySchema, enrolmentBodySchema } from '@alaafia/domain';
