import { pathOf, type RouteName } from '@loyalty/contracts';

type Navigate = (path: string, options: { replace: boolean }) => unknown;

let navigate: Navigate | null = null;

/**
 * Code outside React (the API client's response handling) moves the member through the router the app
 * registers here at start-up. With no router registered there is no in-app handler.
 */
export function registerAppNavigator(next: Navigate | null): void {
  navigate = next;
}

export function hasAppNavigator(): boolean {
  return navigate !== null;
}

export function navigateToRoute(name: RouteName): boolean {
  if (!navigate) return false;
  navigate(pathOf(name), { replace: true });
  return true;
}

export function redirectToExternal(url: string): void {
  window.location.assign(url);
}
