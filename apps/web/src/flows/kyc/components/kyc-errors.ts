import {
  errorCopy,
  isNameMismatchMessage,
  kycFieldErrorText,
  otpErrorText,
  type ApiErrorBody,
  type IdType,
} from '@alaafia/domain';
import { z } from 'zod';
import { ApiError } from '#lib/api-client.js';

/** The name registered to the ID, sent with a name-mismatch answer as data. */
export type RegisteredName = { first_name: string; last_name: string };

export type KycFailure =
  | { kind: 'name-mismatch'; message: string; registered: RegisteredName | null }
  | { kind: 'error'; message: string };

const registeredNameSchema = z.object({ first_name: z.string(), last_name: z.string() });

function bodyOf(error: ApiError): ApiErrorBody {
  return { message: error.message, errors: error.errors };
}

function registeredNameOf(error: ApiError): RegisteredName | null {
  const data = (error.body as { data?: unknown } | null)?.data;
  const parsed = registeredNameSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** A mismatch when the message or the field text contains 'Unable to validate'. */
function classify(error: ApiError, text: string): KycFailure {
  if (isNameMismatchMessage(error.message))
    return { kind: 'name-mismatch', message: error.message, registered: registeredNameOf(error) };
  if (isNameMismatchMessage(text))
    return { kind: 'name-mismatch', message: text, registered: registeredNameOf(error) };
  return { kind: 'error', message: text };
}

/** No answer, a rate limit or a server fault: the client's own message, not the ID's errors. */
function isTransport(error: ApiError) {
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * A failed ID check (screen 60): the errors under the ID type's key joined with '. ' (the NIN field
 * also reads bvn), else the message; 'Unable to validate' opens the name-mismatch modal.
 */
export function readIdCheckError(error: unknown, idType: IdType): KycFailure {
  if (!(error instanceof ApiError)) return { kind: 'error', message: errorCopy.generic };
  if (isTransport(error)) return { kind: 'error', message: error.message };
  return classify(error, kycFieldErrorText(idType, bodyOf(error)));
}

/** A failed code check (screen 70): the nin or bvn error text, else 'Invalid OTP'. */
export function readOtpError(error: unknown): KycFailure {
  if (!(error instanceof ApiError)) return { kind: 'error', message: errorCopy.generic };
  if (isTransport(error)) return { kind: 'error', message: error.message };
  return classify(error, otpErrorText(bodyOf(error)));
}

/** A field's server errors joined with '. ' (screen 90's email and phone_number), or undefined. */
export function joinedFieldErrors(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const list = error.errors[field];
  return list && list.length > 0 ? list.join('. ') : undefined;
}
