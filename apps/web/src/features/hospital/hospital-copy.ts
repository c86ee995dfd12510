import { formatCalendarDate, formatLongDate, lagosTime } from '@alaafia/domain';
import { errorMessageOf } from '#lib/form-errors.js';

// The hospital portal's words (issue 28): ours, the spec is silent on the portal.
export const hospitalCopy = {
  signInTitle: 'Alaafia for hospitals',
  signInIntro: 'For the staff of hospitals in the Alaafia network. Every look-up is recorded.',
  checkTitle: 'Eligibility',
  covered: 'Covered today',
  notCovered: 'Not covered today',
  atThisHospital: 'at this hospital',
  notAtThisHospital: 'not at this hospital',
  dobHint: 'Ask the member and type it here: we say whether it is theirs.',
  dobOnFile: (masked: string | null) =>
    masked === null ? 'No date of birth on file' : `Date of birth on file: ${masked}`,
  dobMatches: 'the date of birth given is the member’s',
  dobDiffers: 'the date of birth given is NOT the member’s: check who you are treating',
  notYet: 'Not yet: 12 months after the plan began',
  aMonth: (limit: string) => `${limit} a month`,
  upTo: (limit: string) => `Up to ${limit}`,
  preauthTitle: 'Pre-authorisations',
  preauthIntro:
    'For treatment outside primary care. We answer within one hour, day and night; the code is shown here when it is approved. In an emergency, tick the box: you get a provisional code at once and treatment may start; our decision follows within 48 hours, and the care given before it is paid either way.',
  emergency: 'Emergency: the care must start now',
  preauthSent: (id: number, minutes: number) =>
    `Sent: pre-authorisation ${id} is waiting for a decision. We answer within ${minutes} minutes.`,
  preauthProvisional: (id: number, code: string) =>
    `Emergency: pre-authorisation ${id} has the provisional code ${code}. Treatment may start; our decision follows within 48 hours.`,
  preauthApproved: (id: number, code: string) =>
    `Approved at once: pre-authorisation ${id} has the code ${code}.`,
  minutesLeft: (minutes: number) => `${minutes} min left`,
  late: 'answer overdue',
  billLabel: (id: number) => `Final bill for ${id} (₦)`,
  billSave: 'Record the bill',
  preauthListTitle: 'Your pre-authorisations',
  visitsTitle: 'Primary-care visits',
  visitsListTitle: 'Recent visits',
  statementsTitle: 'Capitation statements',
  statementsNone: 'No statement yet.',
  status: {
    pending: 'Waiting',
    provisional: 'Provisional',
    approved: 'Approved',
    rejected: 'Not approved',
  },
  failed: 'Something went wrong. Please try again.',
} as const;

/** A failed call's words in the portal: the server's message, or the portal's own. */
export const hospitalErrorOf = (error: unknown) => errorMessageOf(error, [], hospitalCopy.failed);

/*
 * One date format across the portal (issue 38 item 7): a day as '10 March 2026', a moment as
 * '10 March 2026, 14:05' (Lagos), a month as 'March 2026'.
 */
export const portalDay = (day: string) => formatCalendarDate(day);
export const portalMoment = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '—' : `${formatLongDate(at)}, ${lagosTime(at)}`;
};
export const portalMonth = (month: string) => formatCalendarDate(`${month}-01`).replace(/^1 /, '');
