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
  preauthTitle: 'Pre-authorisations',
  preauthIntro:
    'For treatment outside primary care. A claims officer decides within the working day; the code is shown here when it is approved.',
  preauthSent: (id: number) => `Sent: pre-authorisation ${id} is waiting for a decision.`,
  preauthListTitle: 'Your pre-authorisations',
  visitsTitle: 'Primary-care visits',
  visitsListTitle: 'Recent visits',
  statementsTitle: 'Capitation statements',
  statementsNone: 'No statement yet.',
  status: { pending: 'Waiting', approved: 'Approved', rejected: 'Not approved' },
  failed: 'Something went wrong. Please try again.',
} as const;

/** A failed call's words in the portal: the server's message, or the portal's own. */
export const hospitalErrorOf = (error: unknown) => errorMessageOf(error, [], hospitalCopy.failed);
