import {
  acceptOperatorInvite,
  operatorLogin,
  operatorLogout,
  operatorMe,
  operatorTotpDisable,
  operatorTotpEnable,
  operatorTotpSetup,
} from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { logInOperator, logOutOperator } from '../../../modules/operators/operator-auth-service.js';
import { acceptInvite } from '../../../modules/operators/operator-invite-service.js';
import { describeOperator } from '../../../modules/operators/operator-service.js';
import { disableTotp, enableTotp, setUpTotp } from '../../../modules/operators/operator-totp-service.js';
import { operatorOf } from '../../../plugins/app/auth.js';
import { clientAddress } from '../../../plugins/external/rate-limit.js';
import { registerAdminCall } from '../admin-route.js';

const MINUTE = 60_000;

/** Operator sign-in, sign-out, the signed-in operator and the optional second factor (DESIGN §11 auth). */
export default async function authRoutes(app: FastifyInstance) {
  const { auth, config } = app.deps;
  const { orm } = app.deps.database;

  registerAdminCall(app, operatorLogin, {
    // Per address and e-mail, after validation, like the members' login: typos of one do not block an office.
    rateLimit: {
      max: config.rateLimit.loginMax,
      timeWindow: MINUTE,
      hook: 'preHandler',
      keyGenerator: (request) => {
        const body = request.body as { email?: string } | undefined;
        return `operator|${clientAddress(request)}|${body?.email ?? ''}`;
      },
    },
    handler: ({ input }) => logInOperator(auth, input),
  });

  registerAdminCall(app, acceptOperatorInvite, {
    // A link's token is 32 random bytes: the limit only keeps a flood of guesses from costing password hashing.
    rateLimit: {
      max: config.rateLimit.loginMax,
      timeWindow: MINUTE,
      hook: 'preHandler',
      keyGenerator: (request) => `operator-invite|${clientAddress(request)}`,
    },
    handler: ({ input }) => acceptInvite(orm, input),
  });

  registerAdminCall(app, operatorLogout, {
    handler: ({ request }) => logOutOperator(auth, operatorOf(request)),
  });

  registerAdminCall(app, operatorMe, {
    handler: ({ request }) => describeOperator(orm, operatorOf(request).operatorId),
  });

  registerAdminCall(app, operatorTotpSetup, {
    handler: ({ request }) => setUpTotp(orm, operatorOf(request).operatorId),
  });

  registerAdminCall(app, operatorTotpEnable, {
    handler: ({ input, request, actor }) =>
      enableTotp(orm, { ...actor, operatorId: operatorOf(request).operatorId }, input.code),
  });

  registerAdminCall(app, operatorTotpDisable, {
    handler: ({ input, request, actor }) =>
      disableTotp(orm, { ...actor, operatorId: operatorOf(request).operatorId }, input.code),
  });
}
