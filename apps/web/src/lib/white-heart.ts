import type { RouteMeta, RouteName } from '@loyalty/contracts';
import { isTruthyFlag } from './storage';

export interface WhiteHeartInput {
  routeName: RouteName | undefined;
  meta: RouteMeta;
  queryFwsFlag: string | null;
  storedFwsFlag: string | null;
}

/**
 * SPEC §2 top bar: a route asks for the white heart through `showWhiteFav`; on a privilege detail it
 * shows only when neither the `fwsFlag` query value nor the stored `fwsFlag` is truthy (a flash-sale
 * privilege cannot be a favourite).
 */
export function shouldShowWhiteHeart({ routeName, meta, queryFwsFlag, storedFwsFlag }: WhiteHeartInput): boolean {
  if (!meta.showWhiteFav) return false;
  if (routeName !== 'privilege-detail') return true;
  return !isTruthyFlag(queryFwsFlag) && !isTruthyFlag(storedFwsFlag);
}
