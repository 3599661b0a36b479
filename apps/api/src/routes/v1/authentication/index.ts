import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { checkUserEmail, logInWithPassword, logOut } from '../../../modules/auth/auth-service.js';
import { logInWithLine } from '../../../modules/auth/line-login-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { statedLanguageOf } from '../../../plugins/app/language.js';
import { clientAddress } from '../../../plugins/external/rate-limit.js';
import { registerCall } from '../../call-route.js';

const MINUTE = 60_000;

export default async function authenticationRoutes(app: FastifyInstance) {
  const { auth, config } = app.deps;

  // Tighter limits than the global one: these answers help guess passwords and list members.
  registerCall(app, calls.checkUserEmail, {
    rateLimit: { max: config.rateLimit.checkEmailMax, timeWindow: MINUTE },
    handler: ({ input }) => checkUserEmail(auth.orm, input.Email),
  });

  registerCall(app, calls.loginEmail, {
    rateLimit: {
      max: config.rateLimit.loginMax,
      timeWindow: MINUTE,
      // Counted after validation, per address and identifier, so one member's typos do not block a shop's Wi-Fi.
      hook: 'preHandler',
      keyGenerator: (request) => {
        const body = request.body as { Email?: string } | undefined;
        return `${clientAddress(request)}|${body?.Email?.trim().toLowerCase() ?? ''}`;
      },
    },
    handler: ({ input, request }) =>
      logInWithPassword(
        { ...auth, language: statedLanguageOf(request) },
        { identifier: input.Email, password: input.Password },
      ),
  });

  registerCall(app, calls.loginLiff, {
    rateLimit: { max: config.rateLimit.loginMax, timeWindow: MINUTE },
    handler: ({ input, request }) =>
      logInWithLine(
        { ...auth, orm: app.deps.database.orm, line: app.deps.adapters.line, language: statedLanguageOf(request) },
        input.Id_Token,
      ),
  });

  registerCall(app, calls.logout, {
    handler: ({ request }) => logOut(auth, principalOf(request)),
  });
}
