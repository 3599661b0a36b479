import type { RateLimitOptions } from '@fastify/rate-limit';
import { type CallContract, ERRORS, type ErrorCode, errorEnvelopeSchema, successEnvelope } from '@loyalty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendSharedAnswer } from './shared-answers.js';

export const API_V1_PREFIX = '/api/v1';

/** The `Idempotency-Key` header of calls that move points or stock (DESIGN §5). */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8)
    .max(200)
    .optional()
    .describe('Any unique string per attempt; a retry with the same key returns the first answer'),
});

export interface CallRequest<C extends CallContract> {
  input: z.output<C['input']>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Present for `idempotent` calls when the client sent the header. */
  idempotencyKey: string | undefined;
}

export interface CallRouteOptions<C extends CallContract> {
  rateLimit?: RateLimitOptions;
  /** A frozen answer (a kept page many members share) is serialized and compressed once (`shared-answers.ts`). */
  handler: (call: CallRequest<C>) => Promise<z.output<C['output']>>;
}

/** The error responses of a call for the OpenAPI document: one envelope per status, naming its codes. */
function errorResponses(codes: readonly ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes, 'INTERNAL_ERROR' as const]) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [status, errorEnvelopeSchema.describe(`Error codes: ${list.join(', ')}`)]),
  );
}

function controllerOf(path: string): string {
  return path.split('/')[1] ?? 'api';
}

/**
 * Registers a contracts call under `/api/v1`: GET input from the query string, other methods from the
 * JSON body; the output wrapped in the success envelope; access enforced before the body is read.
 */
export function registerCall<C extends CallContract>(app: FastifyInstance, call: C, options: CallRouteOptions<C>) {
  const inputPart = call.method === 'GET' ? 'querystring' : 'body';
  app.route({
    method: call.method,
    url: `${API_V1_PREFIX}${call.path}`,
    schema: {
      operationId: call.name,
      summary: call.summary,
      description: `Access: ${Array.isArray(call.access) ? call.access.join(', ') : call.access}. Error codes: ${call.errors.join(', ')}.`,
      tags: [controllerOf(call.path)],
      ...(call.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      [inputPart]: call.input,
      ...(call.idempotent ? { headers: idempotencyHeaders } : {}),
      response: { 200: successEnvelope(call.output), ...errorResponses(call.errors) },
    },
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    onRequest: app.authorize(call.access),
    // A POST without a body is an empty input, so clients need not send `{}` for calls that take none.
    preValidation: async (request) => {
      if (inputPart === 'body' && request.body === undefined) request.body = {};
    },
    handler: async (request, reply) => {
      const input = (inputPart === 'body' ? request.body : request.query) as z.output<C['input']>;
      const key = call.idempotent ? (request.headers['idempotency-key'] as string | undefined) : undefined;
      const data = await options.handler({ input, request, reply, idempotencyKey: key });
      if (typeof data === 'object' && data !== null && Object.isFrozen(data))
        return sendSharedAnswer(request, reply, data);
      return { status: 'success' as const, data };
    },
  });
}
