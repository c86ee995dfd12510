import { SOURCE_LANGUAGE } from '@alaafia/i18n';
import { errorCopy, type ApiErrorBody } from '@alaafia/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.js';
import { apiMessageIn, errorWordsIn } from '../lib/translators.js';
import { requestLanguage } from './language.js';

/** Turns a zod validation failure into { field: [messages] }, keyed by the first path segment. */
function fieldsFromValidation(
  validation: {
    instancePath?: string;
    params?: { issue?: { path?: PropertyKey[] } };
    message?: string;
  }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const v of validation) {
    const issuePath = v.params?.issue?.path;
    const key =
      issuePath && issuePath.length > 0
        ? String(issuePath[0])
        : ((v.instancePath ?? '').split('/').filter(Boolean)[0] ?? 'body');
    (errors[key] ??= []).push(v.message ?? errorCopy.validation);
  }
  return errors;
}

/**
 * The one error shape of docs/architecture.md, 'The API contract': { message, errors? }. Bad input is never a 5xx, and a
 * 5xx body says nothing internal (the details go to the log, with the request id).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    // In the request's language (issue 42): the customer's, or the visitor's (plugins/language.ts).
    // Working it out may read the database; an error doing so leaves the answer in English.
    const language = await requestLanguage(request).catch(() => SOURCE_LANGUAGE);
    // A message with values is said from its copy and values (lib/http-errors.ts, errorWords).
    const withValues = error instanceof HttpError ? error.words : undefined;
    const say = (text: string) => {
      const words = withValues?.get(text);
      return words ? errorWordsIn(language, words) : apiMessageIn(language, text);
    };
    const sayAll = (errors: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map(say)]));
    if (error instanceof HttpError) {
      const body: ApiErrorBody = { message: say(error.message) };
      if (error.errors) body.errors = sayAll(error.errors);
      const { retryAfterSeconds, ...extra } = error.extra ?? {};
      if (typeof retryAfterSeconds === 'number')
        reply.header('Retry-After', String(retryAfterSeconds));
      return reply.code(error.statusCode).send({ ...extra, ...body });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = sayAll(fieldsFromValidation(error.validation));
      const first = Object.values(errors)[0]?.[0];
      return reply
        .code(422)
        .send({ message: first ?? say(errorCopy.validation), errors } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.code(413).send({ message: 'The file or request is too large.' });
    if (status === 415)
      return reply.code(415).send({ message: 'This type of content is not supported.' });
    if (status === 429) return reply.code(429).send({ message: say(errorCopy.rateLimited) });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, empty JSON body, bad content type...
      request.log.info({ err: error }, 'client error');
      return reply.code(status === 404 ? 404 : 400).send({ message: say(errorCopy.malformedBody) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: say(errorCopy.internal) });
  });
}
