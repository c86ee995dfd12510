import { languageSchema } from './language.js';
import { z } from './zod.js';

// The answers of the operational routes: GET /api/health and the sandbox's own routes (the outbox,
// the clock, the job runner and the sandbox checkout), which exist only while SANDBOX is on.

/** GET /api/health: up, and the database answers. */
export const healthAnswerSchema = z.object({ status: z.literal('ok'), database: z.string() });

/** GET /api/sandbox/outbox: one SMS or e-mail the sandbox kept instead of sending. */
export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['sms', 'email']),
  subject: z.string().nullable(),
  body: z.string(),
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), size: z.number() }),
  ),
  /** The language it was written in (issue 42); null for a message sent before languages. */
  language: languageSchema.nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET and POST /api/sandbox/clock: the application's clock. */
export const sandboxClockSchema = z.object({ now: z.string() });

/** POST /api/sandbox/jobs/run: how many jobs of each kind ran. */
export const jobsRunSchema = z.object({
  ran: z.number(),
  failed: z.number(),
  kinds: z.record(z.string(), z.number()),
});

/** The sandbox checkout's answer on a reference: its status at the sandbox's Paystack. */
export const sandboxChargeAnswerSchema = z.object({ reference: z.string(), status: z.string() });
export type SandboxChargeAnswer = z.infer<typeof sandboxChargeAnswerSchema>;

/** GET /api/sandbox/paystack/refunds: the refunds the sandbox provider holds for a transaction. */
export const sandboxRefundSchema = z.object({
  id: z.number(),
  amount_kobo: z.number(),
  status: z.string(),
});

/** POST /api/sandbox/paystack/dispute: the dispute webhook delivered. */
export const sandboxDisputeAnswerSchema = z.object({ reference: z.string(), event: z.string() });

/** POST /api/sandbox/paystack/card-behaviour: how the customer's saved cards answer from now on. */
export const sandboxCardBehaviourSchema = z.object({
  email: z.string(),
  outcome: z.enum(['failed', 'success', 'invalid']),
});
