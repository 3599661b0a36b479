import { RESTRICTED_SCOPE_FLAGS, type Scope } from '@loyalty/contracts';

export type RestrictedFlag = (typeof RESTRICTED_SCOPE_FLAGS)[keyof typeof RESTRICTED_SCOPE_FLAGS];

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The scopes claimed by a session JWT (DESIGN §5: `scope` is space-separated). The browser only reads
 * the claim to route the member; the server verifies the signature on every call.
 */
export function scopesOf(token: string | null): string[] {
  const payload = token?.split('.')[1];
  if (!payload) return [];
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null || !('scope' in claims)) return [];
    const { scope } = claims;
    return typeof scope === 'string' ? scope.split(' ').filter(Boolean) : [];
  } catch {
    return [];
  }
}

/** SPEC §4 token scope: the session flags a canceled, suspended or blocked membership sets. */
export function restrictedFlagsOf(token: string | null): RestrictedFlag[] {
  const scopes = scopesOf(token);
  return (Object.keys(RESTRICTED_SCOPE_FLAGS) as (keyof typeof RESTRICTED_SCOPE_FLAGS)[])
    .filter((scope: Scope) => scopes.includes(scope))
    .map((scope) => RESTRICTED_SCOPE_FLAGS[scope]);
}

/** DESIGN §5: a `bcrm-register` token proves an identity but is not a member yet. */
export function isRegistrationOnly(token: string | null): boolean {
  const scopes = scopesOf(token);
  return scopes.includes('bcrm-register') && !scopes.includes('bcrm-member');
}

/** A session that opens member pages: a member's, not a registration's, and no restricted membership. */
export function isMemberSession(token: string | null): token is string {
  return token !== null && !isRegistrationOnly(token) && restrictedFlagsOf(token).length === 0;
}
