import type { PrivilegeDetail } from '@loyalty/contracts';
import { type InfiniteData, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLoaderStore } from '@/components/feedback/loader-store';
import { useModalStore } from '@/components/feedback/modal-store';
import { mockApi, ok, refused } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { card, detail, pageOf } from '../test/fixtures';
import type { PrivilegePage } from './list-page';
import { NO_FILTER, type PrivilegeListName, privilegeKeys } from './privilege-keys';
import { useUpdateFavPrivilege } from './update-fav-privilege';

const LISTED: PrivilegeListName[] = ['main', 'exclusive', 'favourite', 'flashSale'];
const listKey = (name: PrivilegeListName) => privilegeKeys.list(name, NO_FILTER, 'en');
const detailKey = privilegeKeys.detail(1, 1, 'en');

/** A cache holding privilege 1 (not a favourite) in four lists and its detail, as screens leave it. */
function setup({ refetchDetail = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const name of LISTED) {
    queryClient.setQueryData<InfiniteData<PrivilegePage>>(listKey(name), {
      pages: [pageOf([card(1), card(2)], 1, false), pageOf([card(3)], 2, true)],
      pageParams: [1, 2],
    });
  }
  queryClient.setQueryData(detailKey, detail(1));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdateFavPrivilege({ refetchDetail }), { wrapper });
  return { queryClient, toggle: () => result.current.mutateAsync(card(1)) };
}

const heartsOf = (queryClient: QueryClient, name: PrivilegeListName) =>
  queryClient
    .getQueryData<InfiniteData<PrivilegePage>>(listKey(name))
    ?.pages.flatMap((page) => page.items.map((item) => item.is_favorite));

beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

describe('the favourite toggle (SPEC §4)', () => {
  it('is sent by id and category under the loader, and flips the main, exclusive and favourite lists only', async () => {
    const sent: { body: unknown; overlay: number }[] = [];
    mockApi({
      'Privilege/UpdateFavPrivilege': (body) => {
        sent.push({ body, overlay: useLoaderStore.getState().pending });
        return ok({ privilege_id: 1, is_favorite: true });
      },
    });
    const { queryClient, toggle } = setup();
    await act(() => toggle());
    expect(sent).toEqual([{ body: { Privilege_Id: 1, Category_Id: 1 }, overlay: 1 }]);
    for (const name of ['main', 'exclusive', 'favourite'] as const) {
      expect(heartsOf(queryClient, name)).toEqual([true, false, false]);
    }
    expect(heartsOf(queryClient, 'flashSale')).toEqual([false, false, false]);
    expect(queryClient.getQueryData<PrivilegeDetail>(detailKey)?.is_favorite).toBe(true);
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(false);
    expect(useLoaderStore.getState().pending).toBe(0);
  });

  it('from the redemption screen, reads the detail again instead', async () => {
    mockApi({ 'Privilege/UpdateFavPrivilege': () => ok({ privilege_id: 1, is_favorite: true }) });
    const { queryClient, toggle } = setup({ refetchDetail: true });
    await act(() => toggle());
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true);
    expect(heartsOf(queryClient, 'main')).toEqual([true, false, false]);
  });

  it('leaves every list alone when refused, and shows why in the error modal', async () => {
    mockApi({ 'Privilege/UpdateFavPrivilege': () => refused(404, 'NOT_FOUND') });
    const { queryClient, toggle } = setup();
    await act(() => expect(toggle()).rejects.toMatchObject({ code: 'NOT_FOUND' }));
    for (const name of LISTED) expect(heartsOf(queryClient, name)).toEqual([false, false, false]);
    expect(queryClient.getQueryData<PrivilegeDetail>(detailKey)?.is_favorite).toBe(false);
    expect(useModalStore.getState().modals.map((modal) => modal.type)).toEqual(['errorMessage']);
    expect(useLoaderStore.getState().pending).toBe(0);
  });
});
