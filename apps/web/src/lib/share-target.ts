import { sessionStore } from './storage';

/** What the share dialog carries (SPEC §2 top bar actions). */
export interface ShareTarget {
  privilegeId: string | null;
  categoryId: string | null;
  groupId: string | null;
  fwsFlag: string | null;
}

/**
 * The privilege being shared: its id from the path, the rest from the query, falling back to what the
 * query capture stored earlier in the session (SPEC §3 browser storage: pId, cId, catId, gId, fwsFlag).
 */
export function shareTargetOf(pathId: string | undefined, search: URLSearchParams): ShareTarget {
  return {
    privilegeId: pathId ?? sessionStore.get('pId'),
    categoryId: search.get('catId') ?? sessionStore.get('cId') ?? sessionStore.get('catId'),
    groupId: search.get('gId') ?? sessionStore.get('gId'),
    fwsFlag: search.get('fwsFlag') ?? sessionStore.get('fwsFlag'),
  };
}

/** The link a friend opens: the privilege detail with the same category, group and flash-sale flag. */
export function shareUrlOf(target: ShareTarget, origin: string): string | null {
  if (!target.privilegeId) return null;
  const query = new URLSearchParams();
  if (target.categoryId) query.set('catId', target.categoryId);
  if (target.groupId) query.set('gId', target.groupId);
  if (target.fwsFlag) query.set('fwsFlag', target.fwsFlag);
  const search = query.toString();
  return `${origin}/privilege-detail/${encodeURIComponent(target.privilegeId)}${search ? `?${search}` : ''}`;
}
