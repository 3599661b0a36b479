import { callRoutes } from 'virtual:api-calls';
import type { PrivilegeCard, PrivilegeDetail } from '@loyalty/contracts';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorModal } from '@/components/feedback/error-modal';
import { withLoader } from '@/components/feedback/loader-store';
import { callApi } from '@/lib/api-client';
import type { PrivilegePage } from './list-page';
import { type PrivilegeListName, privilegeKeys } from './privilege-keys';

export type FavouriteTarget = Pick<PrivilegeCard, 'privilege_id' | 'category_id'>;

/** POST Privilege/UpdateFavPrivilege, sent by the privilege's id and category (SPEC §4); the answer is the new state. */
export async function updateFavPrivilege(privilege: FavouriteTarget) {
  const input = { Privilege_Id: privilege.privilege_id, Category_Id: privilege.category_id };
  return (await callApi(callRoutes.updateFavPrivilege, input)).data;
}

/** SPEC §4: the lists in which the heart flips. */
const FAVOURITE_LISTS: readonly PrivilegeListName[] = ['main', 'exclusive', 'favourite'];

/**
 * SPEC §4 favourite toggle under the loader overlay. On success the privilege takes the answer's state in
 * the cached main, exclusive and favourite lists and in its cached detail, or, toggled from the redemption
 * screen (`refetchDetail`), its detail is read again. A refusal shows in the error modal (SPEC §8).
 */
export function useUpdateFavPrivilege({ refetchDetail = false }: { refetchDetail?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (privilege: FavouriteTarget) => withLoader(() => updateFavPrivilege(privilege)),
    onSuccess: ({ privilege_id, is_favorite }) => {
      const mark = (item: PrivilegeCard) => (item.privilege_id === privilege_id ? { ...item, is_favorite } : item);
      for (const name of FAVOURITE_LISTS) {
        queryClient.setQueriesData<InfiniteData<PrivilegePage>>({ queryKey: privilegeKeys.listsNamed(name) }, (old) =>
          old ? { ...old, pages: old.pages.map((page) => ({ ...page, items: page.items.map(mark) })) } : old,
        );
      }
      const detailKey = privilegeKeys.detailsOf(privilege_id);
      if (refetchDetail) return queryClient.invalidateQueries({ queryKey: detailKey });
      queryClient.setQueriesData<PrivilegeDetail>({ queryKey: detailKey }, (old) =>
        old ? { ...old, is_favorite } : old,
      );
    },
    onError: showErrorModal,
  });
}
