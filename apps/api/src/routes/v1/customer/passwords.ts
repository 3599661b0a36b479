import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import {
  changePassword,
  confirmPassword,
  forgetPassword,
  resetPassword,
  setPassword,
} from '../../../modules/auth/password-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';
import { otpRateLimits } from '../otp-rate-limits.js';

/** Passwords: change, confirm, first password, and the e-mailed reset link (DESIGN §5 sessions). */
export function registerPasswordCalls(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { auth, adapters, config } = app.deps;
  // A reset link is a message sent like a code, and guessing a reset token is like guessing a code.
  const limits = otpRateLimits(config.rateLimit);

  registerCall(app, calls.changePassword, {
    rateLimit: limits.verify,
    handler: ({ input, request }) =>
      changePassword({ ...auth, orm }, principalOf(request), {
        currentPassword: input.Current_Password,
        newPassword: input.New_Password,
      }),
  });

  registerCall(app, calls.confirmPassword, {
    rateLimit: limits.verify,
    handler: ({ input, request }) => confirmPassword(orm, principalOf(request).memberId, input.Password),
  });

  registerCall(app, calls.setPassword, {
    handler: ({ input, request }) => setPassword(orm, principalOf(request).memberId, input.New_Password),
  });

  registerCall(app, calls.forgetPassword, {
    rateLimit: limits.send,
    handler: ({ input, request }) =>
      forgetPassword(
        { orm, adapters, publicUrl: config.publicUrl },
        { identifier: input.Email, language: request.language },
      ),
  });

  registerCall(app, calls.resetPassword, {
    rateLimit: limits.verify,
    handler: ({ input }) =>
      resetPassword({ orm, sessions: app.deps.auth.sessions }, { token: input.Token, newPassword: input.New_Password }),
  });
}
