import type { RateLimitOptions } from '@fastify/rate-limit';
import { type CallContract, successEnvelope } from '@loyalty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contentDispositionOf, type StreamedAnswer } from './admin/admin-route.js';
import { refusesWithoutConsent } from './consent-gate.js';
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

/** The OpenAPI schema of a call's route, with its 200 answer: the success envelope, or a file. */
function routeSchemaOf(call: CallContract, inputPart: 'querystring' | 'body') {
  // Documented here, where the gate is added, rather than in each of the many member writes' contracts.
  const errors = refusesWithoutConsent(call) ? [...call.errors, 'CONSENT_REQUIRED' as const] : call.errors;
  const success =
    call.answer === 'file'
      ? { description: 'The JSON file, as an attachment', content: { 'application/json': { schema: call.output } } }
      : successEnvelope(call.output);
  return {
    operationId: call.name,
    summary: call.summary,
    description: `Access: ${Array.isArray(call.access) ? call.access.join(', ') : call.access}. Error codes: ${errors.join(', ')}.`,
    tags: [controllerOf(call.path)],
    security: call.access === 'public' ? [] : [{ bearerAuth: [] }],
    [inputPart]: call.input,
    ...(call.idempotent ? { headers: idempotencyHeaders } : {}),
    response: { 200: success, ...errorResponses(errors, call.method) },
  };
}

/**
 * Registers a contracts call under `/api/v1`: GET input from the query string, other methods from the
 * JSON body; the output wrapped in the success envelope; access (and, on a member's write, current consent)
 * enforced before the body is read.
 */
export function registerCall<C extends CallContract>(app: FastifyInstance, call: C, options: CallRouteOptions<C>) {
  const inputPart = inputPartOf(call.method);
  app.route({
    method: call.method,
    url: `${API_V1_PREFIX}${call.path}`,
    schema: routeSchemaOf(call, inputPart),
    config: routeConfigOf(options.rateLimit, call.upload),
    onRequest: refusesWithoutConsent(call)
      ? [app.authorize(call.access), app.requireCurrentConsent]
      : app.authorize(call.access),
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

/**
 * Registers a call whose answer is a JSON file (`answer: 'file'`, a member's data export): read as any
 * call, answered as an attachment that no cache keeps; a refusal is still the envelope. No HEAD route: it would
 * open the file to send nothing.
 */
export function registerFileCall<C extends CallContract>(
  app: FastifyInstance,
  call: C,
  options: {
    handler: (call: Omit<CallRequest<C>, 'idempotencyKey'>) => Promise<Pick<StreamedAnswer, 'body' | 'filename'>>;
  },
) {
  if (call.answer !== 'file') throw new Error(`${call.name} answers the envelope: register it with registerCall`);
  const inputPart = inputPartOf(call.method);
  app.route({
    method: call.method,
    url: `${API_V1_PREFIX}${call.path}`,
    schema: routeSchemaOf(call, inputPart),
    exposeHeadRoute: false,
    onRequest: app.authorize(call.access),
    ...(inputPart === 'body' ? { preValidation: bodyOrEmpty } : {}),
    handler: async (request, reply) => {
      const file = await options.handler({ input: inputOf<z.output<C['input']>>(request, inputPart), request, reply });
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', contentDispositionOf('attachment', file.filename))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}
