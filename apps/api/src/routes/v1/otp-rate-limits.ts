import type { RateLimitConfig } from '../../config.js';

const MINUTE = 60_000;

/**
 * Per-address limits of the OTP calls, on top of the per-recipient cap in the OTP service: sending
 * costs money and fills inboxes, verifying is where codes are guessed, lookups tell who is a member.
 */
export function otpRateLimits(limits: RateLimitConfig) {
  return {
    send: { max: limits.otpMax, timeWindow: MINUTE },
    verify: { max: limits.otpMax * 2, timeWindow: MINUTE },
    lookup: { max: limits.otpMax * 3, timeWindow: MINUTE },
  };
}
