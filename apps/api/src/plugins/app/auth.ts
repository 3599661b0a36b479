import { type AdminAccess, type CallAccess, isAllowedFor } from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../app-error.js';
import { type AuthContext, authenticate, type Principal } from '../../modules/auth/auth-service.js';
import { consentGate } from '../../modules/consent/consent-service.js';
import type { ConsentVersionReader } from '../../modules/consent/consent-version-cache.js';
import { authenticateOperator, type OperatorPrincipal } from '../../modules/operators/operator-auth-service.js';
import type { RulesReader } from '../../modules/rules/rules-cache.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The signed-in operator of an admin call (`authorizeOperator`). */
    operator: OperatorPrincipal | null;
  }
  interface FastifyInstance {
    /** An onRequest hook enforcing a call's contract `access` (public, any session, or scopes). */
    authorize(access: CallAccess): onRequestAsyncHookHandler;
    /**
     * An onRequest hook enforcing an admin call's `access` (DESIGN §11): 401 without an operator token
     * (a member's token included), 403 FORBIDDEN to a role its access does not name (ADMIN_ACCESS_ROLES).
     */
    authorizeOperator(access: AdminAccess): onRequestAsyncHookHandler;
    /**
     * An onRequest hook after `authorize` on a member's write (`refusesWithoutConsent`): 403
     * CONSENT_REQUIRED while a newer policy or terms is in force than the member accepted (decision 062).
     */
    requireCurrentConsent: onRequestAsyncHookHandler;
  }
}

/** The bearer token of a request; 401 without one. */
export function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw new AppError('UNAUTHORIZED');
  return match[1];
}

/** The principal of an authorised request; a handler behind `authorize` always has one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHORIZED');
  return request.principal;
}

/** The operator of an authorised admin call; a handler behind `authorizeOperator` always has one. */
export function operatorOf(request: FastifyRequest): OperatorPrincipal {
  if (!request.operator) throw new AppError('UNAUTHORIZED');
  return request.operator;
}

/**
 * The principal of a public call that reads a session when one is sent (RequestOTP from a LINE
 * registration, GetConsent's member choices); a bad token is still refused, never ignored.
 */
export async function optionalPrincipalOf(context: AuthContext, request: FastifyRequest): Promise<Principal | null> {
  if (!request.headers.authorization) return null;
  return authenticate(context, bearerOf(request));
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { context: AuthContext; rules: RulesReader; consentVersions: ConsentVersionReader },
  ) => {
    app.decorateRequest('principal', null);
    app.decorate('authorize', (access: CallAccess): onRequestAsyncHookHandler => {
      return async (request) => {
        if (access === 'public') return;
        const principal = await authenticate(options.context, bearerOf(request));
        if (access !== 'session' && !principal.scopes.some((scope) => access.includes(scope))) {
          throw new AppError('FORBIDDEN');
        }
        request.principal = principal;
      };
    });
    const mustConsentAgain = consentGate(options.context.orm, options.consentVersions);
    app.decorate('requireCurrentConsent', async (request: FastifyRequest) => {
      const principal = principalOf(request);
      if (await mustConsentAgain(principal.memberId)) {
        throw new AppError('CONSENT_REQUIRED');
      }
    });
    app.decorateRequest('operator', null);
    // Issue 35: while the rule makes it compulsory, an admin without a second factor may only set one up
    // (their own session's calls); the rules are the cached copy, so this adds no query.
    const lacksCompulsorySecondFactor = async (operator: OperatorPrincipal) =>
      operator.role === 'admin' &&
      !operator.hasSecondFactor &&
      (await options.rules.read(options.context.orm)).adminSecondFactorRequired === 1;
    app.decorate('authorizeOperator', (access: AdminAccess): onRequestAsyncHookHandler => {
      return async (request) => {
        if (access === 'public') return;
        const operator = await authenticateOperator(options.context, bearerOf(request));
        if (!isAllowedFor(access, operator.role)) throw new AppError('FORBIDDEN');
        if (access !== 'session' && (await lacksCompulsorySecondFactor(operator))) {
          throw new AppError('SECOND_FACTOR_SETUP_REQUIRED');
        }
        request.operator = operator;
      };
    });
  },
  { name: 'auth' },
);
