import { sessionStore } from '@/lib/storage';

const positiveId = (value: string | null | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * SPEC §7: GetPrivilegeDetail takes privilege_Id and category_Id from session storage pId and cId. The
 * detail's path id and catId query value are stored there first (SPEC §3), so a reload or a shared link
 * finds them; without catId a category stored for the same privilege still serves.
 */
export function storeDetailIds(
  pathId: string | undefined,
  queryCatId: string | null,
): {
  privilegeId: number | null;
  categoryId: number | null;
} {
  const privilegeId = positiveId(pathId);
  if (privilegeId === null) return { privilegeId: null, categoryId: null };
  const isSamePrivilege = sessionStore.get('pId') === String(privilegeId);
  const categoryId =
    positiveId(queryCatId) ??
    (isSamePrivilege ? positiveId(sessionStore.get('cId')) : null) ??
    positiveId(sessionStore.get('catId'));
  sessionStore.set('pId', String(privilegeId));
  if (categoryId === null) sessionStore.remove('cId');
  else sessionStore.set('cId', String(categoryId));
  return { privilegeId: positiveId(sessionStore.get('pId')), categoryId: positiveId(sessionStore.get('cId')) };
}
