import type { updateFavPrivilege } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import { type Executor, isTransaction, type Orm } from '../../db/client.js';
import type { FavouriteCache } from './favourite-cache.js';
import {
  deleteFavourite,
  findFavouriteIds,
  findPrivilegeCategory,
  insertFavourite,
  lockFavouriteToggle,
} from './favourite-repository.js';

type FavouriteAnswer = z.output<typeof updateFavPrivilege.output>;

/**
 * Privilege/UpdateFavPrivilege (SPEC §4 favourite toggle): removes the favourite when there is one, else
 * adds it, and answers the new state. Any privilege of the given category may be (un)favourited,
 * even one whose window ended, so a member can always clear their list. Toggles of the same favourite
 * run one after another, so n parallel toggles leave it set exactly when n is odd.
 */
export async function toggleFavourite(
  orm: Orm,
  favourites: FavouriteCache | undefined,
  request: { memberId: number; privilegeId: number; categoryId: number },
): Promise<FavouriteAnswer> {
  const categoryId = await findPrivilegeCategory(orm, request.privilegeId);
  if (categoryId === undefined || categoryId !== request.categoryId) throw new AppError('NOT_FOUND');
  const answer = await orm.transaction(async (tx) => {
    await lockFavouriteToggle(tx, request.memberId, request.privilegeId);
    const removed = await deleteFavourite(tx, request.memberId, request.privilegeId);
    if (!removed) await insertFavourite(tx, request.memberId, request.privilegeId);
    return { privilege_id: request.privilegeId, is_favorite: !removed };
  });
  // Read-your-writes: the member's next read here must show it at once, before the change notice arrives.
  favourites?.forget(request.memberId);
  return answer;
}

/**
 * The ids of the member's favourite privileges, for the hearts on a shared catalogue page: from this
 * process's memory while change notices keep it exact (decision 021), else from the database.
 */
export async function memberFavouriteIds(
  db: Executor,
  favourites: FavouriteCache | undefined,
  memberId: number,
): Promise<ReadonlySet<number>> {
  // What a transaction reads must be what it wrote.
  const cache = isTransaction(db) ? undefined : favourites;
  // Inline, not a named `const` closure, which tsx renames each time it is made (see `authenticate`).
  return (
    (cache ? await cache.read(memberId, () => findFavouriteIds(db, memberId)) : undefined) ??
    findFavouriteIds(db, memberId)
  );
}
