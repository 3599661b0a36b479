import type { ErrorEnvelope } from '@loyalty/contracts';
import { navigateToRoute, redirectToExternal, whenAppNavigatorReady } from './app-navigation';
import { config } from './config';
import { clearStorageKeepingVersion, sessionStore } from './storage';
import { type RestrictedFlag, restrictedFlagsOf } from './token';

export type ResponseDestination = { route: 'landing' | 'cancel-membership' | 'consent' } | { external: true } | null;

/** What the app does after a failed call: pure data, so every branch of SPEC §4 is testable. */
export interface ResponsePlan {
  clearStorage: boolean;
  sessionFlags: (RestrictedFlag | 'merged')[];
  destination: ResponseDestination;
}

export interface ResponseContext {
  /** The session token the call was made with. */
  token: string | null;
  /** Whether the call needs no session (a log-in): its 401 is a wrong password, not a lost session. */
  isPublicCall: boolean;
}

/**
 * SPEC §4 global response handling and token scope. 401 ends the session (the merged code goes to
 * cancel-membership with `merged`, anything else to landing) and 422 clears storage and leaves for the
 * external home page; those sessions are over, so their scope no longer matters. Any other failure
 * checks the token scope (canceled, suspended, blocked → their flag and cancel-membership) and
 * otherwise continues. A 401 answering a public call, other than the merged code, is a refused log-in:
 * the form shows it and the visitor stays where they are.
 */
export function planErrorResponse(error: ErrorEnvelope, context: ResponseContext): ResponsePlan {
  if (error.http_status === 422) {
    return { clearStorage: true, sessionFlags: [], destination: { external: true } };
  }
  const isMerged = error.code === 'MEMBER_MERGED';
  if (error.http_status === 401 && (isMerged || !context.isPublicCall)) {
    return {
      clearStorage: true,
      sessionFlags: isMerged ? ['merged'] : [],
      destination: { route: isMerged ? 'cancel-membership' : 'landing' },
    };
  }
  const flags = restrictedFlagsOf(context.token);
  if (flags.length > 0)
    return { clearStorage: false, sessionFlags: flags, destination: { route: 'cancel-membership' } };
  // DESIGN §16: a newer policy or terms came into force during the session; the consent screen asks.
  if (error.code === 'CONSENT_REQUIRED')
    return { clearStorage: false, sessionFlags: [], destination: { route: 'consent' } };
  return { clearStorage: false, sessionFlags: [], destination: null };
}

/** SPEC §8: an error with http_status 401 or 422 is the global handling's (SPEC §4), not a screen's to show. */
export function isHandledGlobally(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { http_status?: unknown }).http_status : null;
  return status === 401 || status === 422;
}

/**
 * Carries a plan out once the app's router is there (at once after start-up); with no in-app router to
 * take the member somewhere, the external home page does.
 */
export function applyResponsePlan(plan: ResponsePlan): void {
  whenAppNavigatorReady(() => carryOut(plan));
}

function carryOut(plan: ResponsePlan): void {
  if (plan.clearStorage) clearStorageKeepingVersion();
  for (const flag of plan.sessionFlags) sessionStore.set(flag, 'true');
  const { destination } = plan;
  if (destination === null) return;
  if ('external' in destination || !navigateToRoute(destination.route)) redirectToExternal(config.externalHomeUrl);
}
