import type { Readable } from 'node:stream';
import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  ADMIN_ACCESS_ROLES,
  ADMIN_API_PREFIX,
  type AdminAccess,
  type AdminAnswer,
  type AdminCallAnswer,
  type AdminCallContract,
  type ErrorCode,
  successEnvelope,
} from '@loyalty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuditActor } from '../../modules/audit/audit-service.js';
import {
  bodyOrEmpty,
  errorResponses,
  idempotencyHeaders,
  idempotencyKeyOf,
  inputOf,
  inputPartOf,
  routeConfigOf,
} from '../route-parts.js';

/** A streamed answer (`csv` or `file` calls): never built in memory, whatever its size. */
export interface StreamedAnswer {
  body: Readable;
  /** The download's name, any script (a Thai batch name): `content-disposition` carries it as RFC 6266 asks. */
  filename: string;
  /** A `file` answer's own type (`image/jpeg`, `application/pdf`…); CSV answers are always `text/csv`. */
  contentType?: string;
  /** `inline` for a file the console shows (the receipt viewer); a download otherwise. */
  disposition?: 'inline' | 'attachment';
}

export interface AdminCallRequest<C extends AdminCallContract> {
  params: z.output<C['params']>;
  input: z.output<C['input']>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Present for `idempotent` calls when the client sent the header. */
  idempotencyKey: string | undefined;
  /** Who writes, for `recordAudit`: the signed-in operator (null on public calls) and the request id. */
  actor: AuditActor;
}

/** A JSON call's handler answers its `output`; a `csv` or `file` call's handler answers a stream. */
export type AdminHandlerAnswer<C extends AdminCallContract> =
  AdminCallAnswer<C> extends 'json' ? z.output<C['output']> : StreamedAnswer;

export interface AdminRouteOptions<C extends AdminCallContract> {
  rateLimit?: RateLimitOptions;
  handler: (call: AdminCallRequest<C>) => Promise<AdminHandlerAnswer<C>>;
}

const STREAM_TYPES: Record<Exclude<AdminAnswer, 'json'>, string> = {
  csv: 'text/csv; charset=utf-8',
  file: 'application/octet-stream',
};
/** What an old client that ignores `filename*` may read: anything else becomes `_`. */
const UNSAFE_FILENAME_CHARACTERS = /[^A-Za-z0-9._-]/g;

/**
 * `attachment; filename="code-batch-_____.csv"; filename*=UTF-8''code-batch-%E0%B8%AA….csv` (RFC 6266
 * with RFC 8187's encoding): browsers take the UTF-8 name, so a Thai name survives; the plain one is the
 * fallback. encodeURIComponent leaves ' ( ) * as they are, which RFC 8187's attr-char does not allow.
 */
export function contentDispositionOf(disposition: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(UNSAFE_FILENAME_CHARACTERS, '_');
  if (fallback === filename) return `${disposition}; filename="${filename}"`;
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Who may make a call of `access`, for its OpenAPI description. */
function accessRolesOf(access: AdminAccess): string {
  return access === 'public' ? 'no sign-in' : ADMIN_ACCESS_ROLES[access].join(', ');
}

/** `/members/{member_id}` → `/members/:member_id`, Fastify's spelling of a path parameter. */
export function fastifyPathOf(path: string): string {
  return path.replace(/\{([a-z_]+)\}/g, ':$1');
}

/** The OpenAPI tag of a call: `admin: <first path segment>` (`/members/{id}` → `admin: members`). */
export function adminTagOf(path: string): string {
  return `admin: ${path.split('/')[1] ?? 'admin'}`;
}

function successResponse(answer: AdminAnswer, output: z.ZodType) {
  if (answer === 'json') return successEnvelope(output);
  return {
    description: answer === 'csv' ? 'A CSV file, streamed' : 'The file, streamed, in its own media type',
    content: { [answer === 'csv' ? 'text/csv' : 'application/octet-stream']: { schema: z.string() } },
  };
}

function sendStream(reply: FastifyReply, answer: Exclude<AdminAnswer, 'json'>, streamed: StreamedAnswer) {
  const type = answer === 'file' && streamed.contentType ? streamed.contentType : STREAM_TYPES[answer];
  return reply
    .type(type)
    .header('content-disposition', contentDispositionOf(streamed.disposition ?? 'attachment', streamed.filename))
    .header('cache-control', 'no-store')
    .send(streamed.body);
}

/**
 * Registers a back-office call under `/api/admin/v1` (DESIGN §11): the operator's token checked before
 * anything is read (401 without one or with a member's, 403 FORBIDDEN to a role the call's access does not name), path
 * parameters, then the GET query or JSON body validated by the contract with bilingual field errors,
 * the answer wrapped in the success envelope or streamed, failures in the §5 envelope.
 */
export function registerAdminCall<C extends AdminCallContract>(
  app: FastifyInstance,
  call: C,
  options: AdminRouteOptions<C>,
) {
  const inputPart = inputPartOf(call.method);
  const answer = call.answer ?? 'json';
  // A call some roles may not make refuses them with FORBIDDEN, whether or not its contract lists it; an
  // admin without the second factor the programme rule makes compulsory is refused beyond their session.
  const errors: readonly ErrorCode[] =
    call.access === 'public' || call.access === 'session'
      ? call.errors
      : [...new Set([...call.errors, 'FORBIDDEN' as const, 'SECOND_FACTOR_SETUP_REQUIRED' as const])];
  app.route({
    method: call.method,
    url: `${ADMIN_API_PREFIX}${fastifyPathOf(call.path)}`,
    schema: {
      operationId: `admin${call.name}`,
      summary: call.summary,
      description: `Access: ${call.access} (${accessRolesOf(call.access)}). Error codes: ${errors.join(', ')}.`,
      tags: [adminTagOf(call.path)],
      security: call.access === 'public' ? [] : [{ bearerAuth: [] }],
      params: call.params,
      [inputPart]: call.input,
      ...(call.idempotent ? { headers: idempotencyHeaders } : {}),
      response: { 200: successResponse(answer, call.output), ...errorResponses(errors, call.method) },
    },
    config: routeConfigOf(options.rateLimit, call.upload),
    // A HEAD of an export would run its query and audit an export that sent nothing.
    exposeHeadRoute: answer === 'json',
    onRequest: app.authorizeOperator(call.access),
    ...(inputPart === 'body' ? { preValidation: bodyOrEmpty } : {}),
    handler: async (request, reply) => {
      const result = await options.handler({
        params: request.params as z.output<C['params']>,
        input: inputOf<z.output<C['input']>>(request, inputPart),
        request,
        reply,
        idempotencyKey: idempotencyKeyOf(request, call.idempotent),
        actor: { operatorId: request.operator?.operatorId ?? null, requestId: request.id },
      });
      if (answer === 'json') return { status: 'success' as const, data: result };
      return sendStream(reply, answer, result as StreamedAnswer);
    },
  });
}
