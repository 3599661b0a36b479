import { isTitleInTopBar, ROUTE_NAMES, type RouteMeta, type RouteName, titleOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useScreenSize } from './screen-size';

export interface CurrentRoute {
  name: RouteName | undefined;
  meta: RouteMeta;
}

function isRouteName(value: string): value is RouteName {
  return (ROUTE_NAMES as readonly string[]).includes(value);
}

/**
 * What a route's loader may answer to be shown as another route: a product kind's list under the
 * kind's own title, or the not-found page for a path that names no kind (DESIGN §3, §6).
 */
export interface ShownRoute {
  shown: CurrentRoute;
}

function shownRouteOf(loaderData: unknown): CurrentRoute | undefined {
  return (loaderData as Partial<ShownRoute> | undefined)?.shown;
}

/** The deepest matched route's metadata (its `handle`) and name (its id): what the chrome draws from. */
export function useCurrentRoute(): CurrentRoute {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const shown = shownRouteOf(match?.loaderData);
    if (shown) return shown;
    if (match?.handle && isRouteName(match.id)) return { name: match.id, meta: match.handle as RouteMeta };
  }
  return { name: undefined, meta: {} };
}

/** The current route's title in the current language, and whether the top bar already shows it. */
export function useRouteTitle(): { title: string; isInTopBar: boolean } {
  const { i18n } = useTranslation();
  const { meta } = useCurrentRoute();
  const isDesktop = useScreenSize() === 'desktop';
  return { title: titleOf(meta, i18n.language), isInTopBar: isTitleInTopBar(meta, isDesktop) };
}
