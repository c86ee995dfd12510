import { z } from './zod.js';

// The answers of the health plan at the hospital (issue 28): the member card. The request schemas
// and rules are in health-members.ts.

/** GET /local/customers/{id}/member-card: the card of the customer's health policy. */
export const memberCardSchema = z.object({
  member_number: z.string().describe('AM and 10 characters of base32; not the policy number'),
  name: z.string().describe("the member's name as on the account"),
  plan: z.string().describe("the plan's name (SMEDAN)"),
  policy_number: z.string(),
  hospital: z
    .object({ code: z.string(), name: z.string() })
    .nullable()
    .describe('the hospital the member chose; null before one is chosen'),
  status: z
    .enum(['active', 'paused'])
    .describe('active: covered (see valid_until); paused: no cover until the reason is settled'),
  paused_reason: z.enum(['payment', 'verification']).nullable(),
  valid_until: z
    .string()
    .nullable()
    .describe(
      'the last day of cover without another payment (the paid period, or its grace days when the premium is overdue); null while paused',
    ),
});
export type MemberCard = z.infer<typeof memberCardSchema>;
