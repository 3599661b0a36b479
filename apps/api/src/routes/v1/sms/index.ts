import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { otpContextOf } from '../../../deps.js';
import { assertMobileAvailable } from '../../../modules/customers/contact-service.js';
import { requestOtp, resendOtp } from '../../../modules/otp/otp-request-service.js';
import { checkOtpLock, verifyOtp } from '../../../modules/otp/otp-service.js';
import { optionalPrincipalOf } from '../../../plugins/app/auth.js';
import { statedLanguageOf } from '../../../plugins/app/language.js';
import { registerCall } from '../../call-route.js';
import { otpRateLimits } from '../otp-rate-limits.js';

export default async function smsRoutes(app: FastifyInstance) {
  const { auth } = app.deps;
  const context = otpContextOf(app.deps);
  const limits = otpRateLimits(app.deps.config.rateLimit);

  registerCall(app, calls.verifyMobileNo, {
    rateLimit: limits.lookup,
    handler: ({ input }) => assertMobileAvailable(auth.orm, input.Mobile_No),
  });

  registerCall(app, calls.requestOtp, {
    rateLimit: limits.send,
    handler: async ({ input, request }) =>
      requestOtp(context, {
        channel: 'sms',
        recipient: input.Mobile_No,
        purpose: input.Purpose,
        principal: await optionalPrincipalOf(auth, request),
        language: request.language,
      }),
  });

  registerCall(app, calls.resendOtp, {
    rateLimit: limits.send,
    handler: ({ input, request }) =>
      resendOtp(context, { channel: 'sms', refId: input.Ref_Id, language: request.language }),
  });

  registerCall(app, calls.verifyOtp, {
    rateLimit: limits.verify,
    handler: ({ input, request }) =>
      verifyOtp(
        { ...context, auth: { ...context.auth, language: statedLanguageOf(request) } },
        { channel: 'sms', recipient: input.Mobile_No, refId: input.Ref_Id, code: input.Otp },
      ),
  });

  registerCall(app, calls.checkOtpLock, {
    rateLimit: limits.lookup,
    handler: ({ input }) => checkOtpLock(context.orm, input.Mobile_No),
  });
}
