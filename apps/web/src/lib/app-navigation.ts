import { pathOf, type RouteName } from '@loyalty/contracts';

type Navigate = (path: string, options: { replace: boolean }) => unknown;

let navigate: Navigate | null = null;

/** Work waiting for the router start-up announced (`expectAppNavigator`); null when none is expected. */
let waitingForNavigator: (() => void)[] | null = null;

/**
 * Start-up announces its router before it lets the first call out. The router is built only once the
 * first screen's reads are on their way and the words have loaded (main.tsx); a refused session answers
 * those reads first, and its handling must wait for the router to take the member to landing (SPEC §4)
 * rather than find none and leave for the external home page, and must clear storage after start-up
 * has written the language, not before.
 */
export function expectAppNavigator(): void {
  waitingForNavigator ??= [];
}

/**
 * Code outside React (the API client's response handling) moves the member through the router the app
 * registers here at start-up, which also runs what waited for it. With no router registered there is no
 * in-app handler.
 */
export function registerAppNavigator(next: Navigate | null): void {
  navigate = next;
  const waiting = waitingForNavigator ?? [];
  waitingForNavigator = null;
  for (const run of waiting) run();
}

/** Runs `work` now, or once the router start-up announced is registered. */
export function whenAppNavigatorReady(work: () => void): void {
  if (waitingForNavigator) waitingForNavigator.push(work);
  else work();
}

export function navigateToRoute(name: RouteName): boolean {
  if (!navigate) return false;
  navigate(pathOf(name), { replace: true });
  return true;
}

export function redirectToExternal(url: string): void {
  window.location.assign(url);
}
