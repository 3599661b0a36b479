import type { RateLimitOptions } from '@fastify/rate-limit';
import { type CallContract, successEnvelope } from '@loyalty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  bodyOrEmpty,
  errorResponses,
  idempotencyHeaders,
  idempotencyKeyOf,
  inputOf,
  inputPartOf,
  routeConfigOf,
} from './route-parts.js';
import { sendSharedAnswer } from './shared-answers.js';

export const API_V1_PREFIX = '/api/v1';

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

function controllerOf(path: string): string {
  return path.split('/')[1] ?? 'api';
}

/**
 * Registers a contracts call under `/api/v1`: GET input from the query string, other methods from the
 * JSON body; the output wrapped in the success envelope; access enforced before the body is read.
 */
export function registerCall<C extends CallContract>(app: FastifyInstance, call: C, options: CallRouteOptions<C>) {
  const inputPart = inputPartOf(call.method);
  app.route({
    method: call.method,
    url: `${API_V1_PREFIX}${call.path}`,
    schema: {
      operationId: call.name,
      summary: call.summary,
      description: `Access: ${Array.isArray(call.access) ? call.access.join(', ') : call.access}. Error codes: ${call.errors.join(', ')}.`,
      tags: [controllerOf(call.path)],
      security: call.access === 'public' ? [] : [{ bearerAuth: [] }],
      [inputPart]: call.input,
      ...(call.idempotent ? { headers: idempotencyHeaders } : {}),
      response: { 200: successEnvelope(call.output), ...errorResponses(call.errors, call.method) },
    },
    config: routeConfigOf(options.rateLimit, call.upload),
    onRequest: app.authorize(call.access),
    ...(inputPart === 'body' ? { preValidation: bodyOrEmpty } : {}),
    handler: async (request, reply) => {
      const input = inputOf<z.output<C['input']>>(request, inputPart);
      const idempotencyKey = idempotencyKeyOf(request, call.idempotent);
      const data = await options.handler({ input, request, reply, idempotencyKey });
      if (typeof data === 'object' && data !== null && Object.isFrozen(data))
        return sendSharedAnswer(request, reply, data);
      return { status: 'success' as const, data };
    },
  });
}
