import { pathOf, ROUTE_NAMES, ROUTES, type RouteName } from '@loyalty/contracts';

export type BackTarget = { kind: 'path'; to: string } | { kind: 'history' };

export interface BackSources {
  /** Step 1: the `backTo` query value. */
  queryBackTo?: string | null;
  /** Step 2: the route's `backTo` metadata. */
  metaBackTo?: RouteName | undefined;
  /** Step 3: a target the screen gives the button. */
  target?: string | undefined;
  /** Step 4: the route stored in local storage under `from`. */
  storedFrom?: string | null;
}

function isRouteName(value: string): value is RouteName {
  return (ROUTE_NAMES as readonly string[]).includes(value);
}

/**
 * A route name or an in-app path becomes a path; anything else (an outside URL, `//host`, garbage)
 * is ignored so a crafted link cannot send the back button off-site.
 */
function toPath(value: string | null | undefined): string | null {
  const candidate = value?.trim();
  if (!candidate) return null;
  if (candidate.startsWith('/') && !candidate.startsWith('//')) return candidate;
  if (isRouteName(candidate) && isStaticPath(candidate)) return pathOf(candidate);
  return null;
}

/** A route name alone cannot fill `:id`, and the catch-all has no path of its own. */
function isStaticPath(name: RouteName): boolean {
  const { path } = ROUTES[name];
  return path !== '*' && !path.includes(':');
}

/** SPEC §2 back button: the first of query backTo, meta backTo, a given target, stored `from`, history. */
export function resolveBackTarget(sources: BackSources): BackTarget {
  const candidates = [sources.queryBackTo, sources.metaBackTo, sources.target, sources.storedFrom];
  for (const candidate of candidates) {
    const to = toPath(candidate);
    if (to !== null) return { kind: 'path', to };
  }
  return { kind: 'history' };
}
