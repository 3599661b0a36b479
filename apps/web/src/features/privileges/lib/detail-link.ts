import { type PrivilegeCard, pathOf } from '@loyalty/contracts';

/** A live flash-sale price is what the member pays now (DESIGN §6: flash sales have their own price and stock). */
export function isFlashLive(privilege: Pick<PrivilegeCard, 'flash_sale'>): boolean {
  return privilege.flash_sale?.state === 'live';
}

/**
 * The detail of a privilege with SPEC §2's query values. fwsFlag is always given: the query capture
 * keeps it in session storage, so a flash sale seen before must not hide the heart of an ordinary one.
 */
export function detailPathOf(privilege: PrivilegeCard, options: { groupId?: number; backTo?: string } = {}): string {
  const query = new URLSearchParams({ catId: String(privilege.category_id) });
  if (options.groupId !== undefined) query.set('gId', String(options.groupId));
  query.set('fwsFlag', privilege.flash_sale ? '1' : '0');
  if (options.backTo) query.set('backTo', options.backTo);
  return `${pathOf('privilege-detail', { id: privilege.privilege_id })}?${query.toString()}`;
}

/** SPEC §9 lists show a "few left" badge under this many. */
export const LOW_STOCK_THRESHOLD = 10;
