import {
  PARTNER_API_PREFIX,
  PARTNER_KEY_ERRORS,
  PARTNER_KEY_SCHEME,
  type PartnerCallContract,
  partnerTagOf,
  successEnvelope,
} from '@loyalty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PartnerClient } from '../../modules/api-clients/api-client-service.js';
import { partnerClientOf } from '../../plugins/app/partner-auth.js';
import { fastifyPathOf } from '../admin/admin-route.js';
import { bodyOrEmpty, errorResponses, inputOf, inputPartOf } from '../route-parts.js';

const MINUTE = 60_000;

export interface PartnerCallRequest<C extends PartnerCallContract> {
  params: z.output<C['params']>;
  input: z.output<C['input']>;
  /** The API client the key belongs to: its id, partner and store codes (`assertClientStore`). */
  client: PartnerClient;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface PartnerRouteOptions<C extends PartnerCallContract> {
  handler: (call: PartnerCallRequest<C>) => Promise<z.output<C['output']>>;
}

/**
 * Registers a call of the till and partner API under `/api/partner/v1` (DESIGN §13): the API key checked
 * before anything is read (401 otherwise), path parameters, then the GET query or JSON body validated by
 * the contract, the answer in the success envelope, failures in the §5 envelope. Documented under its
 * `partner: …` tag with the key's security scheme and the contract's example input. Partner calls are
 * limited per client address by their own limit (a store system's server sends every till's calls).
 */
export function registerPartnerCall<C extends PartnerCallContract>(
  app: FastifyInstance,
  call: C,
  options: PartnerRouteOptions<C>,
) {
  const inputPart = inputPartOf(call.method);
  const limits = app.deps.config.rateLimit;
  const errors = [...new Set([...call.errors, ...PARTNER_KEY_ERRORS])];
  app.route({
    method: call.method,
    url: `${PARTNER_API_PREFIX}${fastifyPathOf(call.path)}`,
    schema: {
      operationId: `partner${call.name}`,
      summary: call.summary,
      description: `${call.description ? `${call.description}\n\n` : ''}Access: an API client's key. Error codes: ${errors.join(', ')}.`,
      tags: [partnerTagOf(call.path)],
      security: [{ [PARTNER_KEY_SCHEME]: [] }],
      params: call.params,
      [inputPart]: call.input.meta({ examples: [call.example] }),
      response: { 200: successEnvelope(call.output), ...errorResponses(errors, call.method) },
    },
    config: { rateLimit: { max: limits.partnerMax ?? limits.globalMax * 10, timeWindow: MINUTE } },
    onRequest: app.authorizePartner,
    ...(inputPart === 'body' ? { preValidation: bodyOrEmpty } : {}),
    handler: async (request, reply) => {
      const data = await options.handler({
        params: request.params as z.output<C['params']>,
        input: inputOf<z.output<C['input']>>(request, inputPart),
        client: partnerClientOf(request),
        request,
        reply,
      });
      return { status: 'success' as const, data };
    },
  });
}
