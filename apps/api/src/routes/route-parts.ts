import type { RateLimitOptions } from '@fastify/rate-limit';
import { type CallUpload, ERRORS, type ErrorCode, errorEnvelopeSchema } from '@loyalty/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An upload call's file field, for the OpenAPI document's multipart form (plugins/external/swagger.ts). */
    upload?: CallUpload;
  }
}

/** The `Idempotency-Key` header of calls that move points or stock (DESIGN §5, §11). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8)
    .max(200)
    .optional()
    .describe('Any unique string per attempt; a retry with the same key returns the first answer'),
});

/**
 * What any call can answer, whatever its own codes: a fault of the server's, the database out of reach
 * (a lost connection, a pool with no free one: `isDatabaseUnavailable`), and the global rate limit.
 */
const SERVER_SIDE_ERRORS: readonly ErrorCode[] = ['INTERNAL_ERROR', 'SERVICE_UNAVAILABLE', 'RATE_LIMITED'];
/** What any call that reads a body can answer before its handler: a body over the limit, or of a type not read. */
const BODY_ERRORS: readonly ErrorCode[] = ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];

/**
 * The error responses of a call for the OpenAPI document: one per status, describing its codes, each the
 * one shared envelope (`$ref` to its component: a described copy would be a new schema, inlined each time).
 */
export function errorResponses(codes: readonly ErrorCode[], method = 'GET') {
  const byStatus = new Map<number, ErrorCode[]>();
  const always = inputPartOf(method) === 'body' ? [...SERVER_SIDE_ERRORS, ...BODY_ERRORS] : SERVER_SIDE_ERRORS;
  for (const code of new Set([...codes, ...always])) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      {
        description: `Error codes: ${list.join(', ')}`,
        content: { 'application/json': { schema: errorEnvelopeSchema } },
      },
    ]),
  );
}

/** Where a call's input is read: the query string of a GET, the JSON body otherwise (DESIGN §5). */
export function inputPartOf(method: string): 'querystring' | 'body' {
  return method === 'GET' ? 'querystring' : 'body';
}

/** A POST without a body is an empty input, so clients need not send `{}` for calls that take none. */
export async function bodyOrEmpty(request: FastifyRequest) {
  if (request.body === undefined) request.body = {};
}

/** The call's input, validated by its contract before the handler runs. */
export function inputOf<T>(request: FastifyRequest, part: 'querystring' | 'body'): T {
  return (part === 'body' ? request.body : request.query) as T;
}

/** The `Idempotency-Key` of an idempotent call, when the client sent one. */
export function idempotencyKeyOf(request: FastifyRequest, idempotent: boolean | undefined): string | undefined {
  return idempotent ? (request.headers['idempotency-key'] as string | undefined) : undefined;
}

/**
 * A route's config: its own rate limit when it has one, and its upload field for the OpenAPI upload form
 * (plugins/external/swagger.ts).
 */
export function routeConfigOf(rateLimit: RateLimitOptions | undefined, upload: CallUpload | undefined) {
  return { ...(rateLimit ? { rateLimit } : {}), ...(upload ? { upload } : {}) };
}
