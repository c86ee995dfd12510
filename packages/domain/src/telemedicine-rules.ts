// ---------------------------------------------------------------------------------------------
// 'Talk to a doctor' (issue 28 item 4), the rules without zod (the dashboard's tile reads them
// without loading zod; the request schemas are in telemedicine.ts): the states and moves, as
// POLICY_MOVES and PAYOUT_MOVES are (policy-moves.ts, money-moves.ts), the urgent signs and the
// words. The API moves a request only through moveTelemedicine() (apps/api/src/modules/cover/
// telemedicine). docs/business-rules.md, 'Telemedicine'.
// ---------------------------------------------------------------------------------------------

/**
 * requested (saved, waiting to be handed to the partner) → sent (the partner has it) → called_back
 * (a doctor spoke to the customer) → closed; the partner may also close a request it could not
 * serve (no answer, not for telemedicine) from sent, or from requested when its own copy arrived
 * before our record of sending it.
 */
export const TELEMEDICINE_STATUSES = ['requested', 'sent', 'called_back', 'closed'] as const;
export type TelemedicineStatus = (typeof TELEMEDICINE_STATUSES)[number];

/** Who moves a request: our job that hands it to the partner, or the partner's signed callback. */
export type TelemedicineActor = 'system' | 'partner';

export const TELEMEDICINE_MOVES: readonly {
  from: TelemedicineStatus;
  to: TelemedicineStatus;
  by: TelemedicineActor;
}[] = [
  { from: 'requested', to: 'sent', by: 'system' },
  { from: 'requested', to: 'called_back', by: 'partner' },
  { from: 'requested', to: 'closed', by: 'partner' },
  { from: 'sent', to: 'called_back', by: 'partner' },
  { from: 'sent', to: 'closed', by: 'partner' },
  { from: 'called_back', to: 'closed', by: 'partner' },
];

export function canMoveTelemedicine(
  from: TelemedicineStatus,
  to: TelemedicineStatus,
  by: TelemedicineActor,
): boolean {
  return TELEMEDICINE_MOVES.some((m) => m.from === from && m.to === to && m.by === by);
}

/** A request still waiting for the doctor: the customer cannot open a second one meanwhile. */
export const OPEN_TELEMEDICINE_STATUSES: readonly TelemedicineStatus[] = ['requested', 'sent'];

/**
 * The urgent signs: any one of them means emergency care now, not a call back. A short list, after
 * the signs first-aid and emergency guidance names for going to hospital at once.
 */
export const URGENT_SIGNS = [
  { key: 'chest_pain', label: 'Chest pain or tightness' },
  { key: 'breathing', label: 'Difficulty breathing' },
  { key: 'bleeding', label: 'Heavy bleeding that will not stop' },
  { key: 'seizure', label: 'Fits (a seizure)' },
  { key: 'unconscious', label: 'Fainted, unconscious or hard to wake' },
  { key: 'stroke', label: 'Signs of a stroke: face drooping, arm weakness, slurred speech' },
  { key: 'burns', label: 'Severe burns' },
  { key: 'pregnancy_bleeding', label: 'Pregnant and bleeding, or severe belly pain' },
  { key: 'poisoning', label: 'Poisoning or an overdose' },
  { key: 'injury', label: 'A serious injury (a road accident, a fall, a deep wound)' },
] as const;
export type UrgentSign = (typeof URGENT_SIGNS)[number]['key'];
export const URGENT_SIGN_KEYS = URGENT_SIGNS.map((s) => s.key) as [UrgentSign, ...UrgentSign[]];

/**
 * Words in 'what is wrong' that mean the same urgent signs, for the customer who types instead of
 * ticking: matched as whole words, case-insensitive.
 */
const URGENT_WORDS = [
  /\bchest pain/i,
  /\bcan'?not breathe?\b/i,
  /\bcan'?t breathe?\b/i,
  /\bdifficulty breathing\b/i,
  /\bnot breathing\b/i,
  /\bunconscious\b/i,
  /\bseizures?\b/i,
  /\bconvulsions?\b/i,
  /\bfits\b/i,
  /\bstroke\b/i,
  /\bheavy bleeding\b/i,
  /\bsevere burns?\b/i,
  /\boverdose\b/i,
  /\bpoison(ed|ing)?\b/i,
];

/** How soon the customer wants the call. */
export const TELEMEDICINE_URGENCIES = [
  { key: 'today', label: 'Today, it is getting worse' },
  { key: 'soon', label: 'In the next day or two' },
  { key: 'advice', label: 'Whenever a doctor is free: I need advice' },
] as const;
export type TelemedicineUrgency = (typeof TELEMEDICINE_URGENCIES)[number]['key'];
export const URGENCY_KEYS = TELEMEDICINE_URGENCIES.map((u) => u.key) as [
  TelemedicineUrgency,
  ...TelemedicineUrgency[],
];

export const SYMPTOMS_MAX_LENGTH = 1000;

export const telemedicineCopy = {
  symptomsRequired: 'Please tell us what is wrong',
  symptomsTooLong: `Please keep it to ${SYMPTOMS_MAX_LENGTH} characters or fewer`,
  urgencyRequired: 'Please tell us how soon you need a doctor',
  signUnknown: 'Please choose from the list',
  /** Urgent: shown before anything else, with the hospital's name when the customer has one. */
  urgentTitle: 'Go to a hospital now',
  urgentAdvice: (hospital: string | null) =>
    hospital
      ? `This needs care at once. Go to your hospital, ${hospital}, now, or call 112 for an ambulance. Do not wait for a call back.`
      : 'This needs care at once. Go to the nearest hospital now, or call 112 for an ambulance. Do not wait for a call back.',
  /** The API's refusal when the request carries urgent signs (nothing is sent to the partner). */
  urgentRefused:
    'This needs care at once, not a call back. Go to your hospital now, or call 112 for an ambulance.',
  noHealthPlan:
    'Talk to a doctor comes with an active health plan. Your health plan is not active at the moment.',
  openRequest:
    'You already asked to talk to a doctor. A doctor will call you back soon; you can ask again once that call is done.',
  statusText: {
    requested: 'We have your request and are passing it to our doctors.',
    sent: 'A doctor will call you back on your phone soon.',
    called_back: 'A doctor called you back.',
    closed: 'Your request to talk to a doctor is closed.',
  } satisfies Record<TelemedicineStatus, string>,
} as const;

/**
 * Whether what the customer told us is an emergency: a ticked urgent sign, or one named in their
 * own words. The web form asks this before sending and the API again before saving.
 */
export function isUrgent(input: { symptoms?: string; urgent_signs?: readonly string[] }): boolean {
  if ((input.urgent_signs ?? []).length > 0) return true;
  const words = input.symptoms ?? '';
  return URGENT_WORDS.some((w) => w.test(words));
}
