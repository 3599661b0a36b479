import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { type LogFn, type Logger, stdSerializers } from 'pino';

/**
 * DESIGN §16 logs: no personal data or credential in any log line, whether it came in a body, a header or
 * a query string. Members send their e-mail, mobile, LINE ID token and the like as query parameters of GET
 * calls (`SMS/CheckOTPLock?Mobile_No=`, `authentication/LoginLiff?Id_Token=`), so a logged URL keeps its
 * path and parameter names and loses every value. Nothing logs a request's headers or body; should a
 * line ever carry them, they are censored whole, and a failed query's parameters (which drizzle writes
 * into its error message) never reach the log.
 */

export const REDACTED = '[redacted]';

/** A query parameter's name as calls spell them (`Mobile_No`, `page`); any other name may be a value. */
const PARAMETER_NAME = /^[A-Za-z_][\w.[\]-]{0,63}$/;

/** `url` with every query value replaced: `/api/v1/SMS/CheckOTPLock?Mobile_No=[redacted]`. */
export function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator === -1 ? '' : pair.slice(0, separator);
      return PARAMETER_NAME.test(name) ? `${name}=${REDACTED}` : REDACTED;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

/** drizzle's "Failed query: …\nparams: a@b.com,…": the statement stays, its parameters go. */
const QUERY_PARAMETERS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

function withoutQueryParameters(text: string): string {
  return text.replace(QUERY_PARAMETERS, `\nparams: ${REDACTED}`);
}

/**
 * An error as pino writes it, less what carries the values it was given: a failed query's parameters,
 * and its database cause's `detail` ("Key (email)=(…) already exists"), of which the code is kept.
 */
function serializedError(error: Error) {
  const { params: _params, ...serialized } = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & {
    params?: unknown;
  };
  const { cause } = error;
  const causeCode =
    typeof cause === 'object' && cause !== null && 'code' in cause ? (cause as { code: unknown }).code : undefined;
  return {
    ...serialized,
    message: withoutQueryParameters(serialized.message),
    stack: withoutQueryParameters(serialized.stack),
    ...(causeCode === undefined ? {} : { causeCode }),
  };
}

/**
 * pino writes a line logged with an error and no message under the error's message: that message is
 * cleared of query parameters like the error itself.
 */
function logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn) {
  const [first, second] = args as unknown[];
  const error = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
  if (error instanceof Error && typeof second !== 'string') {
    return method.apply(this, [first as object, withoutQueryParameters(error.message)]);
  }
  return method.apply(this, args);
}

/** The logger options every app gets (`buildApp`), merged over the caller's (level, stream). */
export const LOG_PRIVACY = {
  hooks: { logMethod },
  serializers: {
    req: (request: FastifyRequest) => ({ method: request.method, url: redactedUrl(request.url) }),
    err: serializedError,
  },
  redact: {
    paths: ['headers', 'body', 'query', '*.headers', '*.body', '*.query', 'req.raw'],
    censor: REDACTED,
  },
} satisfies FastifyServerOptions['logger'];

/** The app's logger options: the caller's, with `LOG_PRIVACY`; none when logging is off. */
export function privateLoggerOf(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return { ...(logger === true ? {} : logger), ...LOG_PRIVACY };
}
