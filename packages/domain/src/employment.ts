import { text, int4 } from './input.js';
import { z } from './zod.js';

/**
 * The employment information of income protection (income-protection.md sections 3 and 4, stage 94),
 * sent to PATCH /local/customers/profiles/bvn/employment.
 */

/** The work-position options with the spec's ids (seeded as the work_positions reference table). */
export const WORK_POSITIONS = [
  { id: 0, name: 'MD' },
  { id: 1, name: 'CEO' },
  { id: 2, name: 'Manager' },
  { id: 3, name: 'Executive' },
  { id: 4, name: 'Senior Staff' },
  { id: 5, name: 'Staff' },
] as const;
export type WorkPositionName = (typeof WORK_POSITIONS)[number]['name'];

export function workPositionId(name: WorkPositionName): number {
  return WORK_POSITIONS.find((p) => p.name === name)!.id;
}

export const employmentCopy = {
  title: 'Please provide some employment information',
  note: 'This validates your legal relationship with your employer.',
  letterRequired: 'Please upload your employment letter',
  letterNotFound: 'We could not find your employment letter. Please upload it again.',
  workPositionInvalid: 'Please choose your work position from the list',
  jobsInvalid: 'Please enter how many jobs you have had in the last 5 years',
  monthsInvalid: 'Please enter how many months you have been in your current position',
  choiceInvalid: 'Please choose Yes or No',
} as const;

/** The counters: the form starts them at 0 and its minus stops at 1 (COUNTER_MINIMUM); 0 stays valid. */
export const MAX_JOBS_IN_FIVE_YEARS = 60;
export const MAX_MONTHS_IN_POSITION = 600;

const count = (message: string, max: number) =>
  int4({ error: message }).int(message).min(0, message).max(max, message);

const flag = z.boolean({ error: employmentCopy.choiceInvalid });

/** An id the wizard sends (the user's id as cust_id, user_id and engage_uid); the server checks it is the customer's own. */
const customerRef = z.union([int4().int(), text().trim().max(100)]).optional();

export const employmentInformationBodySchema = z.object({
  /** The employment letter's file_url from POST /local/upload/s3: one of the customer's own uploads. */
  employment_letter_url: text({ error: employmentCopy.letterRequired })
    .trim()
    .min(1, employmentCopy.letterRequired)
    .max(500, employmentCopy.letterRequired),
  /** A fixed placeholder in the spec's client; kept only when it is one of the customer's own uploads. */
  bank_statement_url: text().trim().max(500).nullish(),
  mono_account_statement_url: text().trim().max(500).nullish(),
  /** The name of the chosen option, absent (or empty) when none was chosen. */
  work_position: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .enum(WORK_POSITIONS.map((p) => p.name) as [WorkPositionName, ...WorkPositionName[]], {
        error: employmentCopy.workPositionInvalid,
      })
      .optional(),
  ),
  number_of_jobs_in_five_years: count(employmentCopy.jobsInvalid, MAX_JOBS_IN_FIVE_YEARS),
  number_of_months_in_current_position: count(employmentCopy.monthsInvalid, MAX_MONTHS_IN_POSITION),
  /** true means permanent staff: the inverse of the form's Contract toggle. */
  contract_or_permanent_staff: flag,
  have_disability: flag,
  is_confirmed_staff: flag.default(true),
  cust_id: customerRef,
  user_id: customerRef,
  engage_uid: customerRef,
});
export type EmploymentInformationBody = z.input<typeof employmentInformationBodySchema>;

/** The form's state as the spec describes it (section 4, 'Employment information form'). */
export interface EmploymentFormValues {
  employment_letter_url: string;
  work_position: WorkPositionName | null;
  number_of_jobs_in_five_years: number;
  number_of_months_in_current_position: number;
  /** The Contract toggle: on means a contract worker. */
  contract: boolean;
  have_disability: boolean;
  user_id: number;
}

/** The fixed placeholder the spec's client sends for the statement urls. */
export const STATEMENT_URL_PLACEHOLDER = 'not-provided';

/** The payload of section 3 from the form: contract_or_permanent_staff is the inverse of the Contract toggle. */
export function employmentPayload(form: EmploymentFormValues): EmploymentInformationBody {
  return {
    employment_letter_url: form.employment_letter_url,
    bank_statement_url: STATEMENT_URL_PLACEHOLDER,
    ...(form.work_position ? { work_position: form.work_position } : {}),
    number_of_jobs_in_five_years: form.number_of_jobs_in_five_years,
    number_of_months_in_current_position: form.number_of_months_in_current_position,
    contract_or_permanent_staff: !form.contract,
    have_disability: form.have_disability,
    is_confirmed_staff: true,
    mono_account_statement_url: STATEMENT_URL_PLACEHOLDER,
    cust_id: form.user_id,
    user_id: form.user_id,
    engage_uid: form.user_id,
  };
}

/** One item of the customer record's customer_employment_information. */
export const employmentInformationSchema = z.object({
  employment_letter_url: z.string().nullable(),
  bank_statement_url: z.string().nullable(),
  mono_account_statement_url: z.string().nullable(),
  work_position: z.string().nullable(),
  work_position_id: z.number().nullable(),
  number_of_jobs_in_five_years: z.number(),
  number_of_months_in_current_position: z.number(),
  contract_or_permanent_staff: z.boolean(),
  have_disability: z.boolean(),
  is_confirmed_staff: z.boolean(),
  updated_at: z.string(),
});
export type EmploymentInformation = z.infer<typeof employmentInformationSchema>;
