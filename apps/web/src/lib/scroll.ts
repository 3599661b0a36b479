import { SCROLL_RESTORE_DELAY_MS } from '@loyalty/contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export type ScrollPlan = { kind: 'top' } | { kind: 'restore'; top: number; delayMs: number };

/**
 * SPEC §2 scrolling: every navigation scrolls smoothly to the top; returning to a route that restores
 * its scroll (privilege, home-exclusive) goes back to the earlier position once its list has had
 * 1200 ms to render.
 */
export function planScroll(restoreScroll: boolean | undefined, savedTop: number | undefined): ScrollPlan {
  if (restoreScroll && savedTop !== undefined && savedTop > 0) {
    return { kind: 'restore', top: savedTop, delayMs: SCROLL_RESTORE_DELAY_MS };
  }
  return { kind: 'top' };
}

/**
 * Applies the plan on every change of page: remembers each route's scroll position as the member
 * scrolls, and either glides to the top or, on a route that restores, returns to where they were.
 */
export function useNavigationScroll(routeName: string | undefined, restoreScroll: boolean | undefined): void {
  const { pathname } = useLocation();
  const positions = useRef(new Map<string, number>());

  useEffect(() => {
    if (!routeName) return;
    const remember = () => positions.current.set(routeName, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [routeName]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the plan is made once per page change, on purpose.
  useEffect(() => {
    const plan = planScroll(restoreScroll, routeName ? positions.current.get(routeName) : undefined);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    if (plan.kind === 'top') return;
    const timer = window.setTimeout(() => window.scrollTo({ top: plan.top, behavior: 'smooth' }), plan.delayMs);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
