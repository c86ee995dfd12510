import { z } from './zod.js';

// The answers of the reference lists (GET /local/states, /banks, /industries, ...): the routes in
// apps/api/src/modules/platform/reference declare them, the web app types its fetchers with them.

/** An item of a plain reference list: industries, work positions, relationships, local areas. */
export const referenceItemSchema = z.object({ id: z.number(), name: z.string() });
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

/** A state of GET /local/states (Lagos first), with its local government areas. */
export const stateSchema = z.object({
  id: z.number(),
  name: z.string(),
  short_name: z.string(),
  capital: z.string(),
  locals: z.array(referenceItemSchema),
});
export type StateAnswer = z.infer<typeof stateSchema>;

/** A bank of GET /local/banks. */
export const bankSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  slug: z.string(),
  description: z.string(),
  currency: z.string(),
});
export type BankAnswer = z.infer<typeof bankSchema>;

/** A reason of GET /local/policy-cancellation/reasons. */
export const cancellationReasonSchema = z.object({ id: z.number(), reason: z.string() });
export type CancellationReason = z.infer<typeof cancellationReasonSchema>;

/** An ID type of GET /local/id-types, with the spec's option id. */
export const idTypeOptionSchema = z.object({
  key: z.string(),
  name: z.string(),
  option_id: z.number().nullable(),
});
export type IdTypeListItem = z.infer<typeof idTypeOptionSchema>;
