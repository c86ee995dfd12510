import { z } from './zod.js';

// The answers of the hospital network: GET /local/hospitals/states/{stateId} (paged). The
// change-hospital request's body and answers are in change-hospital.ts.

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
