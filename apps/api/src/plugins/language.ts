import { chooseLanguage, isLanguage, SOURCE_LANGUAGE, type Language } from '@alaafia/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The language a request is answered in (issue 42; docs/architecture.md, 'Languages'): a signed-in
 * customer's own choice (their account's `language`), else `?lang=`, the `lang` cookie, the
 * browser's Accept-Language, English otherwise (`chooseLanguage`, packages/i18n). A page asked for
 * with `?lang=` of ours keeps it in the `lang` cookie, so the visitor's next pages are in it too.
 * Pages (their `<html lang>` and words), the API's error and field messages and the e-mails a
 * request sends at once read it; messages sent later read the customer's account alone.
 */
const LANGUAGE_COOKIE = 'lang';
/** A year: the visitor's choice outlives a session. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

interface LanguageDeps {
  /** The signed-in customer's own language (customers/customers), read only when asked for. */
  accountLanguage(customerId: number): Promise<Language | null>;
}

const QUERY_LANG = /[?&]lang=([^&#]*)/;

/** `?lang=` of a URL, as written (not checked). */
function queryLanguage(url: string): string | undefined {
  const match = QUERY_LANG.exec(url);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1] ?? '');
  } catch {
    return undefined;
  }
}

/** The request's language, worked out once, when first asked for (an error, a page). */
export async function requestLanguage(request: FastifyRequest): Promise<Language> {
  // Before the hooks ran (an error in the very first hook), nothing is known: English.
  if (typeof request.chooseLanguage !== 'function') return SOURCE_LANGUAGE;
  request.languageChosen ??= request.chooseLanguage();
  return request.languageChosen;
}

export function registerLanguages(app: FastifyInstance, deps: LanguageDeps) {
  app.decorateRequest('languageChosen', null);
  app.decorateRequest('chooseLanguage', async function (this: FastifyRequest) {
    const account = this.session ? await deps.accountLanguage(this.session.customerId) : null;
    return chooseLanguage({
      account,
      query: queryLanguage(this.url),
      cookie: this.cookies[LANGUAGE_COOKIE],
      acceptLanguage: this.headers['accept-language'],
    });
  });
  app.addHook('onRequest', async (request, reply) => {
    // A page's ?lang= is remembered; the API's routes take no such parameter.
    if (request.method !== 'GET' || request.url.startsWith('/api/')) return;
    const asked = queryLanguage(request.url);
    if (!isLanguage(asked) || request.cookies[LANGUAGE_COOKIE] === asked) return;
    reply.setCookie(LANGUAGE_COOKIE, asked, {
      path: '/',
      sameSite: 'lax',
      secure: app.ctx.config.appUrl.startsWith('https://'),
      maxAge: COOKIE_MAX_AGE_SECONDS,
    });
  });
}
