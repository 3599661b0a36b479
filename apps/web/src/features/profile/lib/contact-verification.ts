import { LOGIN_TYPE, type LoginType } from '@loyalty/contracts';

function differs(value: string | null | undefined, stored: string | null | undefined): value is string {
  const next = value?.trim() ?? '';
  return next !== '' && next.toLowerCase() !== (stored?.trim() ?? '').toLowerCase();
}

/** SPEC §5: an e-mail is verified only when present, the login type is not 2 and it differs from the stored one. */
export function needsEmailVerification(
  email: string | null | undefined,
  loginType: LoginType,
  storedEmail: string | null | undefined,
): boolean {
  return loginType !== LOGIN_TYPE.thai && differs(email, storedEmail);
}

/** SPEC §5: a mobile number is verified only for login type 2, when present and different from the stored one. */
export function needsMobileVerification(
  mobile: string | null | undefined,
  loginType: LoginType,
  storedMobile: string | null | undefined,
): boolean {
  return loginType === LOGIN_TYPE.thai && differs(mobile, storedMobile);
}

export interface ContactChecks {
  /** Whether the channel needed a check, and whether it answered success. */
  email: { needed: boolean; passed: boolean };
  mobile: { needed: boolean; passed: boolean };
}

export interface ContactPlan {
  proceed: boolean;
  /** Channels whose change leaves the update: their check ran and did not succeed. */
  skipEmail: boolean;
  skipMobile: boolean;
}

/**
 * SPEC §5: a channel whose verification does not return success is skipped; the update proceeds when
 * either check passes, or when no check was needed at all.
 */
export function planContactUpdate(checks: ContactChecks): ContactPlan {
  const ran = [checks.email, checks.mobile].filter((check) => check.needed);
  return {
    proceed: ran.length === 0 || ran.some((check) => check.passed),
    skipEmail: checks.email.needed && !checks.email.passed,
    skipMobile: checks.mobile.needed && !checks.mobile.passed,
  };
}

export interface VerificationResult {
  passed: boolean;
  /** The refusal, kept so the screen can say why the channel was skipped. */
  error: unknown;
}

/** Runs a verification call and reads SPEC §7's success: an object whose status is `success`. */
export async function runVerification(
  verify: () => Promise<{ status?: unknown } | null | undefined>,
): Promise<VerificationResult> {
  try {
    const answer = await verify();
    return { passed: answer?.status === 'success', error: null };
  } catch (error) {
    return { passed: false, error };
  }
}
