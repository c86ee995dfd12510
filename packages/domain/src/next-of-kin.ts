import { text } from './input.js';
import { z } from './zod.js';
import { NEXT_OF_KIN_PHONE_LENGTH, NEXT_OF_KIN_PAYOUT } from './constants.js';
import { stripNextOfKinName, stripToDigits } from './id-rules.js';
import { formatNaira } from './money.js';
import { phoneCopy } from './phone.js';

/** The next-of-kin modal and form (dashboard-and-kyc.md sections 3, 4 and 5). */
export const RELATIONSHIPS = [
  'Husband',
  'Father',
  'Mother',
  'Son',
  'Daughter',
  'Brother',
  'Sister',
  'Wife',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** The spec gives the gist of the modal's copy; the words are ours, in its style. */
export const nextOfKinCopy = {
  title: 'Add your next of kin',
  payout: `Up to ${formatNaira(NEXT_OF_KIN_PAYOUT)} is available to this person in case of your death.`,
  /**
   * Ours (issue 38): the ₦500,000 is HealthCash's death-by-accident benefit, so a customer without
   * HealthCash is not promised it.
   */
  contactOnly:
    'The person we contact if something happens to you. If you hold HealthCash, they can also claim its death by accident benefit.',
  /** Ours (issue 18): the editor is in Settings, not on the dashboard (the spec's hint). */
  updateHint: 'You can update your next of kin anytime in Settings.',
  settingsLink: 'Go to Settings',
  save: 'Save',
  firstNameRequired: 'Please enter their first name',
  lastNameRequired: 'Please enter their last name',
  invalidPhone: phoneCopy.invalid,
  invalidEmail: 'Invalid email',
  relationshipRequired: 'Please select a relationship',
  nameCharacters: 'Please use only letters, hyphens and periods',
} as const;

const kinName = (message: string) =>
  text({ error: message }).overwrite(stripNextOfKinName).min(1, message).max(60, message);

/** Non-digits stripped, then 11 digits starting with 0. */
export const nextOfKinPhoneSchema = text({ error: nextOfKinCopy.invalidPhone })
  .overwrite(stripToDigits)
  .regex(new RegExp(`^0\\d{${NEXT_OF_KIN_PHONE_LENGTH - 1}}$`), nextOfKinCopy.invalidPhone);

/** Optional: empty is allowed, anything else must look like an address. */
const optionalEmail = text({ error: nextOfKinCopy.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, nextOfKinCopy.invalidEmail)
  .refine((value) => value === '' || z.regexes.email.test(value), nextOfKinCopy.invalidEmail)
  .optional();

export const nextOfKinFormSchema = z.object({
  first_name: kinName(nextOfKinCopy.firstNameRequired),
  last_name: kinName(nextOfKinCopy.lastNameRequired),
  phone: nextOfKinPhoneSchema,
  email: optionalEmail,
  relationship: z.enum(RELATIONSHIPS, { error: nextOfKinCopy.relationshipRequired }),
});
export type NextOfKinFormValues = z.input<typeof nextOfKinFormSchema>;
export type NextOfKinForm = z.output<typeof nextOfKinFormSchema>;

/**
 * A name as the API receives it: the form strips other characters as the customer types, so the
 * server strips nothing and refuses a name with anything but letters, hyphens and periods.
 */
const kinNameStrict = (requiredMessage: string) =>
  text({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(60, { error: requiredMessage, abort: true })
    .regex(/^[A-Za-z.-]+$/, { error: nextOfKinCopy.nameCharacters, abort: true })
    .regex(/[A-Za-z]/, requiredMessage);

/**
 * The body of POST /local/customer/next-of-kin/{customer_id}: the form's rules, with names checked
 * rather than cleaned, an email that may be null (the payload's empty email) and name accepted but
 * recomputed by the server from first and last name.
 */
export const nextOfKinBodySchema = nextOfKinFormSchema.extend({
  first_name: kinNameStrict(nextOfKinCopy.firstNameRequired),
  last_name: kinNameStrict(nextOfKinCopy.lastNameRequired),
  email: optionalEmail.nullable(),
  name: text().optional().describe('ignored: the server joins first_name and last_name'),
});
export type NextOfKinBody = z.output<typeof nextOfKinBodySchema>;

export interface NextOfKinPayload {
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  relationship: Relationship;
  /** First and last name joined by a space. */
  name: string;
}

/** The payload's and the record's name: first and last name joined by a space. */
export function nextOfKinName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`;
}

export function toNextOfKinPayload(values: NextOfKinForm): NextOfKinPayload {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    phone: values.phone,
    email: values.email ? values.email : null,
    relationship: values.relationship,
    name: nextOfKinName(values.first_name, values.last_name),
  };
}

/** Save is enabled only when first name, last name, a valid phone and a relationship are all filled. */
export function canSaveNextOfKin(
  values: Partial<Record<'first_name' | 'last_name' | 'phone' | 'relationship', string>>,
): boolean {
  const shape = nextOfKinFormSchema.shape;
  return (
    shape.first_name.safeParse(values.first_name).success &&
    shape.last_name.safeParse(values.last_name).success &&
    shape.phone.safeParse(values.phone).success &&
    shape.relationship.safeParse(values.relationship).success
  );
}
