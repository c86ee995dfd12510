import { hospitalChangeStatusSchema } from './change-hospital.js';
import { z } from './zod.js';

// The answers of the hospital network: GET /local/hospitals/states/{stateId} (paged) and the
// change-hospital request (its body is changeHospitalBodySchema, change-hospital.ts).

/** A hospital of the network, as the paged lists show it. */
export const hospitalSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  full_address: z.string(),
  city: z.string(),
  state_id: z.number(),
});
export type Hospital = z.infer<typeof hospitalSchema>;

/** POST /local/customers/{userId}/change-hospital-request: the request the care team reviews. */
export const hospitalChangeRequestSchema = z.object({
  id: z.number(),
  status: hospitalChangeStatusSchema,
  hospital_id: z.number(),
  change_reason: z.string(),
  created_at: z.string(),
});
export type HospitalChangeRequest = z.infer<typeof hospitalChangeRequestSchema>;
