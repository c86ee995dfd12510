import { text } from './input.js';
import { z } from './zod.js';

/** The Location stage's address lookup (income-protection.md sections 2, 4 and 8). */
export const geocodeCopy = {
  addressRequired: 'Please enter your specific office address',
  /** The address-problem modal, word for word. */
  addressProblemTitle: "This doesn't look correct.",
  addressProblemText: 'Please enter your specific office address',
  unavailable: 'We could not check this address right now. Please try again.',
} as const;

export const geocodeBodySchema = z.object({
  address: text({ error: geocodeCopy.addressRequired })
    .trim()
    .min(1, geocodeCopy.addressRequired)
    .max(300, geocodeCopy.addressRequired),
});
export type GeocodeBody = z.input<typeof geocodeBodySchema>;

export const geocodeResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('OK'),
    lat: z.number(),
    lng: z.number(),
    /** Two letters: 'LA' for Lagos, the only state income protection is sold in. */
    state_short_name: z.string(),
    state_name: z.string(),
    local_government: z.string().nullable(),
    formatted_address: z.string(),
  }),
  z.object({ status: z.literal('ZERO_RESULTS') }),
]);
export type GeocodeAnswer = z.infer<typeof geocodeResultSchema>;
