import type { updateFavPrivilege } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { deleteFavourite, findPrivilegeCategory, insertFavourite } from './favourite-repository.js';

type FavouriteAnswer = z.output<typeof updateFavPrivilege.output>;

/**
 * Privilege/UpdateFavPrivilege (SPEC §4 favourite toggle): removes the favourite when there is one, else
 * adds it, and answers the new state. Any privilege of the given category may be (un)favourited,
 * even one whose window ended, so a member can always clear their list.
 */
export async function toggleFavourite(
  db: Executor,
  request: { memberId: number; privilegeId: number; categoryId: number },
): Promise<FavouriteAnswer> {
  const categoryId = await findPrivilegeCategory(db, request.privilegeId);
  if (categoryId === undefined || categoryId !== request.categoryId) throw new AppError('NOT_FOUND');
  const removed = await deleteFavourite(db, request.memberId, request.privilegeId);
  if (!removed) await insertFavourite(db, request.memberId, request.privilegeId);
  return { privilege_id: request.privilegeId, is_favorite: !removed };
}
