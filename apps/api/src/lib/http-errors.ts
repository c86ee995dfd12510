import { errorCopy } from '@alaafia/domain';
import { SOURCE_LANGUAGE } from '@alaafia/i18n';
import { errorWordsIn, type ErrorWords } from './translators.js';

/**
 * What an error says: the English words (a domain copy constant, which the error handler finds in
 * the catalogue's `errors` namespace by those words), or a message with values (`errorWords`).
 */
export type ErrorMessage = string | ErrorWords;

/**
 * An error message with values (issue 42; docs/architecture.md, 'Languages'): `copy` is the copy
 * constant, an ICU message of the `errors` namespace word for word ('You can request another change
 * from {date}.'), and `values` fill it, a date written in the language the message is said in.
 */
export const errorWords = (copy: string, values: ErrorWords['values']): ErrorWords => ({
  copy,
  values,
});

const englishOf = (message: ErrorMessage) =>
  typeof message === 'string' ? message : errorWordsIn(SOURCE_LANGUAGE, message);

/**
 * An error the API answers with on purpose: a status, the customer-facing message and, for
 * validation, the fields in the shape the spec's client reads (errors.salary[0], errors.bvn...).
 * `message` and `errors` are English (the logs, the tests, the back office); `words` keeps, by those
 * English words, each message that has values, for the error handler to say in the request's language.
 */
export class HttpError extends Error {
  public readonly errors?: Record<string, string[]>;
  public readonly words: ReadonlyMap<string, ErrorWords>;

  constructor(
    public readonly statusCode: number,
    message: ErrorMessage,
    errors?: Record<string, readonly ErrorMessage[]>,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(englishOf(message));
    this.name = 'HttpError';
    const words = new Map<string, ErrorWords>();
    const english = (each: ErrorMessage) => {
      const text = englishOf(each);
      if (typeof each !== 'string') words.set(text, each);
      return text;
    };
    english(message);
    if (errors)
      this.errors = Object.fromEntries(
        Object.entries(errors).map(([field, list]) => [field, list.map(english)]),
      );
    this.words = words;
  }
}

export const badRequest = (message: ErrorMessage = errorCopy.malformedBody) =>
  new HttpError(400, message);
export const unauthorized = (message: ErrorMessage = errorCopy.notSignedIn) =>
  new HttpError(401, message);
export const forbidden = (message: ErrorMessage = errorCopy.forbidden) =>
  new HttpError(403, message);
export const notFound = (message: ErrorMessage = errorCopy.notFound) => new HttpError(404, message);
export const conflict = (message: ErrorMessage, errors?: Record<string, readonly ErrorMessage[]>) =>
  new HttpError(409, message, errors);
export const unprocessable = (
  message: ErrorMessage,
  errors?: Record<string, readonly ErrorMessage[]>,
) => new HttpError(422, message, errors);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, errorCopy.rateLimited, undefined, { retryAfterSeconds });

/** A 422 for one field, with the message also used as the top-level message (the client shows either). */
export const fieldError = (field: string, message: ErrorMessage) =>
  unprocessable(message, { [field]: [message] });
