// No zod here: the dashboard's cancel modal reads these, and the dashboard's first script stays
// without the schemas (docs/performance.md). The body schema is in checkout.ts.

/** The longest note a customer may give with the reason 'Other' (issue 18). */
export const CANCELLATION_NOTE_MAX = 500;

export const cancellationCopy = {
  /** Ours (issue 18): the reason 'Other' needs the customer's own words. */
  noteRequired: 'Please tell us why you are cancelling.',
  noteTooLong: `Please keep your reason to ${CANCELLATION_NOTE_MAX} characters or fewer.`,
} as const;
