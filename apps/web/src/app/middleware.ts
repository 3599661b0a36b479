import { pathOf } from '@loyalty/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { type MiddlewareFunction, replace } from 'react-router';
import { CONSENT_NEXT_PARAM, checkConsentQueryOptions } from '@/features/registration/api/consent';
import { captureQuery } from '@/lib/query-capture';
import { useRegistrationDraftStore } from '@/lib/registration-draft-store';
import { getSessionToken, sessionStore } from '@/lib/storage';
import { isMemberSession, isRegistrationOnly, restrictedFlagsOf } from '@/lib/token';

/**
 * SPEC §4 query capture on every navigation, before any screen or guard runs: deep-link values are
 * stored and a `?token=` leaves the address bar (a replace, so Back never shows it again).
 */
export const captureQueryMiddleware: MiddlewareFunction = ({ request }) => {
  const cleaned = captureQuery(new URL(request.url));
  if (cleaned !== null) throw replace(cleaned);
};

/**
 * Member routes (`meta.requiresAuth`) need a session token, else landing. A token whose scope says the
 * membership is canceled, suspended or blocked sets its flag and goes to cancel-membership (SPEC §4).
 */
/** A member's own session: a token that is neither a registration token nor a restricted membership's. */
export function hasMemberSession(): boolean {
  return isMemberSession(getSessionToken());
}

export const requireMemberMiddleware: MiddlewareFunction = () => {
  const token = getSessionToken();
  if (!token) throw replace(pathOf('landing'));
  if (isRegistrationOnly(token)) throw replace(pathOf(registrationStepOf()));
  const flags = restrictedFlagsOf(token);
  if (flags.length === 0) return;
  for (const flag of flags) sessionStore.set(flag, 'true');
  throw replace(pathOf('cancel-membership'));
};

/** Where an unfinished registration continues: register once the identity is proven, else phone. */
function registrationStepOf(): 'register' | 'phone' {
  const draft = useRegistrationDraftStore.getState();
  return draft.email && draft.nationalType ? 'register' : 'phone';
}

/**
 * Registration routes (scope `bcrm-register`, SPEC §2). A member with a register token is kept inside
 * registration by the member guard above; register itself needs that token, else the flow starts on phone.
 */
export const registrationMiddleware: MiddlewareFunction = ({ request }) => {
  const isRegisterStep = new URL(request.url).pathname === pathOf('register');
  if (isRegisterStep && !isRegistrationOnly(getSessionToken())) throw replace(pathOf('phone'));
};

/**
 * DESIGN §16: once a newer policy or terms is in force, the consent screen comes before any other member
 * screen until the member accepts it. CheckConsent is asked once per session (its query never goes stale
 * until an UpdateConsent invalidates it); the page asked for waits in `?next=`.
 */
export function consentFirstMiddleware(queryClient: QueryClient): MiddlewareFunction {
  return async ({ request }) => {
    if (!hasMemberSession()) return;
    // A check that fails (no network, the server busy) lets the page open: the server still refuses the
    // member's writes with CONSENT_REQUIRED, which leads here, and the next page asks again.
    const check = await queryClient.fetchQuery(checkConsentQueryOptions()).catch(() => null);
    if (!check?.must_consent) return;
    const url = new URL(request.url);
    const next = new URLSearchParams({ [CONSENT_NEXT_PARAM]: `${url.pathname}${url.search}` });
    throw replace(`${pathOf('consent')}?${next}`);
  };
}
