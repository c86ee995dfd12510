import { z } from './zod.js';

// The small answers of the sign-in routes (the others answer the customer, customerSchema).

/** POST /auth/logout and /admin/auth/logout. */
export const signedOutSchema = z.object({ signed_out: z.literal(true) });
export type SignedOut = z.infer<typeof signedOutSchema>;

/** A message to show: forgot and reset password, the next of kin's code. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;
