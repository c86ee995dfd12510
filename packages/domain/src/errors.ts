/**
 * Copy that customers see when something fails. Quoted from the specification word for word,
 * misspellings included; where the spec has no words, the text follows its style.
 */
export const errorCopy = {
  generic: 'Oops! Something went wrong.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notSignedIn: 'Please sign in to continue.',
  forbidden: 'You can only act on your own account.',
  notFound: 'We could not find what you were looking for.',
  unknownState: 'We could not find that state.',
  malformedBody: 'We could not read your request. Please try again.',
  validation: 'Please check the highlighted fields.',
  rateLimited: 'Too many attempts. Please wait a little and try again.',
  invalidCredentials: 'The e-mail or password you entered is incorrect.',
  emailTaken: 'An account with this e-mail already exists. Please sign in instead.',
  invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
  internal: 'Oops, something went wrong.',
} as const;

/** The failure body every API error answers with (docs/architecture.md, 'The API contract'). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** The success body of the API. */
export interface ApiEnvelope<T> {
  data: T;
  meta?: PageMeta;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** The meta of a keyset (cursor) page: `next_cursor` asks for the next page, null on the last. */
export interface CursorMeta {
  next_cursor: string | null;
  limit: number;
}
