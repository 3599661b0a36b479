import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { otpContextOf } from '../../../deps.js';
import { assertEmailAvailable } from '../../../modules/customers/contact-service.js';
import { requestOtp } from '../../../modules/otp/otp-request-service.js';
import { getOtpResponse, verifyOtp } from '../../../modules/otp/otp-service.js';
import { optionalPrincipalOf, principalOf } from '../../../plugins/app/auth.js';
import { statedLanguageOf } from '../../../plugins/app/language.js';
import { registerCall } from '../../call-route.js';
import { otpRateLimits } from '../otp-rate-limits.js';

export default async function mailRoutes(app: FastifyInstance) {
  const { auth, database } = app.deps;
  const context = otpContextOf(app.deps);
  const limits = otpRateLimits(app.deps.config.rateLimit);

  registerCall(app, calls.verifyEmail, {
    rateLimit: limits.lookup,
    handler: ({ input }) => assertEmailAvailable(database.orm, input.Email),
  });

  registerCall(app, calls.requestOtpByEmail, {
    rateLimit: limits.send,
    handler: async ({ input, request }) =>
      requestOtp(context, {
        channel: 'email',
        recipient: input.Email,
        purpose: input.Purpose,
        principal: await optionalPrincipalOf(auth, request),
        language: request.language,
      }),
  });

  registerCall(app, calls.requestOtpChangeEmail, {
    rateLimit: limits.send,
    handler: ({ input, request }) =>
      requestOtp(context, {
        channel: 'email',
        recipient: input.Email,
        purpose: 'change_contact',
        principal: principalOf(request),
        language: request.language,
      }),
  });

  registerCall(app, calls.verifyOtpByEmail, {
    rateLimit: limits.verify,
    handler: ({ input, request }) =>
      verifyOtp(
        { ...context, auth: { ...context.auth, language: statedLanguageOf(request) } },
        { channel: 'email', recipient: input.Email, refId: input.Ref_Id, code: input.Otp },
      ),
  });

  registerCall(app, calls.getOtpResponse, {
    rateLimit: limits.lookup,
    handler: ({ input }) => getOtpResponse(database.orm, input.Ref_Id),
  });
}
