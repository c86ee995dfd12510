import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import pino, {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type LoggerOptions,
} from 'pino';

const CENSOR = '[redacted]';

/** Personal data and secrets never reach a log line (docs/architecture.md, 'Personal data'). */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-paystack-signature"]',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'new_password',
    'current_password',
    'token',
    'otp',
    'bvn',
    'nin',
    'vin',
    'dvl',
    'dob',
    'account_number',
    'driver_license_number',
    'id_number',
    'authorization_code',
    'secret',
  ].flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

/**
 * Routes whose query string carries personal data: every value of their query is masked in the log
 * (issue 24; docs/operations.md, 'Logs'). A new route that takes personal data in its query joins
 * this list, and test/request-log-masking.test.ts sends a value through each.
 */
export const PERSONAL_QUERY_ROUTES: readonly string[] = [
  /** Staff's customer search: an e-mail, a phone number or a policy number. */
  '/api/admin/customers',
  /** The address the customer is typing. */
  '/api/local/places/autocomplete',
  /** The public quote's salary. */
  '/api/local/products/income/quote',
  /** The sandbox outbox: a phone number or an e-mail. */
  '/api/sandbox/outbox',
  /** Africa's Talking's USSD callbacks: the callback key (issue 41). */
  '/api/ussd/africastalking',
  '/api/ussd/africastalking/events',
];

const personalQueryPaths = new Set(PERSONAL_QUERY_ROUTES);

/** A path as a route list compares it: decoded, lower case, without a trailing slash. */
function normalPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare it as it is.
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
}

/**
 * Masks what a URL can carry: the OTP in /nin-with-id/{otp}/..., tokens in query strings, and every
 * query value of a route that takes personal data (PERSONAL_QUERY_ROUTES).
 */
export function scrubUrl(url: string): string {
  // Most URLs carry neither (a line per request: skip the regular expressions).
  if (!url.includes('?') && !url.includes('/nin-with-id/')) return url;
  const query = url.indexOf('?');
  if (query !== -1 && personalQueryPaths.has(normalPath(url.slice(0, query)))) {
    const masked = url
      .slice(query + 1)
      .split('&')
      .map((part) => {
        const eq = part.indexOf('=');
        if (eq === -1) return part === '' ? part : '****';
        return `${part.slice(0, eq)}=****`;
      })
      .join('&');
    return `${url.slice(0, query)}?${masked}`;
  }
  return url
    .replace(/(\/nin-with-id\/)[^/]+(\/[^/]+\/verify)/, '$1****$2')
    .replace(/([?&](?:token|reference|trxref)=)[^&]*/gi, '$1****');
}

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && typeof (value as Error).message === 'string');

/**
 * A failed query: Drizzle's DrizzleQueryError ('Failed query: ... params: ...', with `query` and
 * `params`), PGlite's errors (which carry `query` and `params` too), and the drivers' own error with
 * its SQLSTATE `code` and `severity` (whose message and `detail` can quote the values: 'Key
 * (email)=(...) already exists', 'invalid input syntax for type integer: "..."').
 */
const isDatabaseError = (e: ErrorLike) =>
  (typeof e.query === 'string' && 'params' in e) ||
  (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e);

/** A query's first words, its verb and first table ('insert into "customers"'), never its values. */
export function querySummary(query: string): string {
  const text = query.replace(/\s+/g, ' ').trim();
  const verb = /^\w+/.exec(text)?.[0]?.toLowerCase() ?? 'query';
  const table =
    /\b(from|into|update|table)\s+((?:"[^"]{1,63}"|\w{1,63})(?:\.(?:"[^"]{1,63}"|\w{1,63}))?)/i.exec(
      text,
    );
  if (!table) return verb;
  const keyword = table[1]!.toLowerCase();
  return keyword === verb ? `${verb} ${table[2]}` : `${verb} ${keyword} ${table[2]}`;
}

/**
 * The `err` of every log line. An error from a failed query (or caused by one) is logged by its
 * SQLSTATE code, the query's first words and the names of the constraint, table and column, with
 * the stack's frames: never its parameters, nor the messages and detail that quote them (issue 12).
 * Any other error goes through pino's own serializer.
 */
function serializeError(err: unknown): unknown {
  const chain: ErrorLike[] = [];
  for (let e: unknown = err; isErrorLike(e) && chain.length < 10; e = e.cause) chain.push(e);
  if (!chain.some(isDatabaseError)) return pino.stdSerializers.err(err as Error);
  const withCode = chain.find((e) => isDatabaseError(e) && typeof e.code === 'string');
  const withQuery = chain.find((e) => typeof e.query === 'string');
  const text = (key: string) => {
    const v = withCode?.[key];
    return typeof v === 'string' ? v : undefined;
  };
  const code = text('code');
  const query = withQuery ? querySummary(withQuery.query as string) : undefined;
  const own = chain.filter((e) => !isDatabaseError(e)).map((e) => e.message);
  const first = chain[0]!;
  return {
    type: first.constructor?.name ?? first.name,
    message: [
      ...own,
      `database error ${code ?? 'without a code'}${query ? ` in ${query}` : ''}`,
    ].join(': '),
    code,
    query,
    constraint: text('constraint'),
    table: text('table'),
    column: text('column'),
    routine: text('routine'),
    stack: (first.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}

/**
 * The logger's options. Lines go to `stream`, or to stdout through an asynchronous pino destination
 * that writes them by 16 KB or every second, whichever comes first (one write per request was a fifth
 * of the time of a cached answer); pino writes what is pending when the process exits, so only a
 * SIGKILL can lose the last second of lines.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream: DestinationStream } {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: {
      err: serializeError,
      req(req: { method: string; url: string; id: string; ip?: string }) {
        return { id: req.id, method: req.method, url: scrubUrl(req.url), ip: req.ip };
      },
    },
    stream:
      stream ??
      pino.destination({
        dest: 1,
        sync: false,
        minLength: 16 * 1024,
        maxWrite: 64 * 1024,
        periodicFlush: 1000,
      }),
  };
}

/**
 * One log line per request, when it is answered: 'request completed' (or 'request errored') with the
 * request id, the request (id, method, masked URL, address), the status and the time taken. Fastify's
 * default also writes an 'incoming request' line first, which says nothing the completed line does
 * not, at twice the cost.
 */
export class RequestLogController extends LogController {
  #lines: FastifyBaseLogger | undefined;

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    // This line holds only what the serializers make of the request and the reply (id, method,
    // masked URL, address; status) and numbers, never a header or a body: the redaction, which costs
    // more than the rest of a cached answer, has nothing to find there. Every other line keeps it.
    this.#lines ??= request.server.log.child({}, { redact: { paths: [], censor: CENSOR } });
    this.#lines.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

type LevelMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger (request.log, reply.log) that makes its pino child, { reqId } and all, the first
 * time the request logs something. Fastify makes one for every request, and making it puts the
 * bindings through the redaction, wildcards and all: a twentieth of a cached answer's time, for a
 * child that most requests never use (the 'request completed' line does not).
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  #log(level: LevelMethod, args: unknown[]): void {
    const logger = this.#logger();
    Reflect.apply(logger[level], logger, args);
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: unknown[]) {
    this.#log('fatal', args);
  }
  error(...args: unknown[]) {
    this.#log('error', args);
  }
  warn(...args: unknown[]) {
    this.#log('warn', args);
  }
  info(...args: unknown[]) {
    this.#log('info', args);
  }
  debug(...args: unknown[]) {
    this.#log('debug', args);
  }
  trace(...args: unknown[]) {
    this.#log('trace', args);
  }
  silent(...args: unknown[]) {
    this.#log('silent', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: each request's logger is made when it is first used. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options);
}
