import { errorCopy } from '@alaafia/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * The one place a failed call's answer (`{ message, errors: { field: [...] } }`) meets a form
 * (react-hook-form, docs/architecture.md 'The web client'): puts the server's field errors on the
 * form's fields; answers the message to show above the form (FormError) when no field took it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError)) return errorMessageOf(error);
  let placed = false;
  for (const field of fields) {
    const message = error.field(field);
    if (message) {
      setError(field, { type: 'server', message });
      placed = true;
    }
  }
  return placed ? null : error.message;
}

/**
 * The words for a failed call shown on one line: the server's message for the first of `fields` it
 * names, else its message; a failure that is not the server's answer (no network) reads `fallback`.
 */
export function errorMessageOf(
  error: unknown,
  fields: string | readonly string[] = [],
  fallback: string = errorCopy.generic,
): string {
  if (!(error instanceof ApiError)) return fallback;
  for (const field of typeof fields === 'string' ? [fields] : fields) {
    const message = error.field(field);
    if (message) return message;
  }
  return error.message;
}
