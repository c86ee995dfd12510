import { errorCopy } from '@alaafia/domain';

/**
 * An error the API answers with on purpose: a status, the customer-facing message and, for
 * validation, the fields in the shape the spec's client reads (errors.salary[0], errors.bvn...).
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string = errorCopy.malformedBody) =>
  new HttpError(400, message);
export const unauthorized = (message: string = errorCopy.notSignedIn) =>
  new HttpError(401, message);
export const forbidden = (message: string = errorCopy.forbidden) => new HttpError(403, message);
export const notFound = (message: string = errorCopy.notFound) => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(409, message, errors);
export const unprocessable = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(422, message, errors);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, errorCopy.rateLimited, undefined, { retryAfterSeconds });

/** A 422 for one field, with the message also used as the top-level message (the client shows either). */
export const fieldError = (field: string, message: string) =>
  unprocessable(message, { [field]: [message] });
