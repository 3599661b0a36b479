import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoaderStore } from '@/components/feedback/loader-store';
import { mockApi, ok, refused } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { card, pageOf } from '../test/fixtures';
import {
  claimLists,
  clearPrivilegeStore,
  invalidatePrivilegeLists,
  loadFirstPage,
  loadNextPage,
  resetPrivilegeStore,
  setFavIcon,
  setRedemptionId,
  setStoreCode,
  setStoreCodeError,
  toggleFavourite,
  usePrivilegeStore,
} from './privilege-store';

beforeEach(() => {
  clearPrivilegeStore();
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});
afterEach(() => vi.unstubAllGlobals());

const state = () => usePrivilegeStore.getState();

describe('privilege store', () => {
  it('has SPEC §3 list state with the page sizes of SPEC §9', () => {
    expect(Object.keys(state().main).sort()).toEqual(
      [
        'categoryId',
        'storeCode',
        'storeCodeError',
        'storeCodeErrorMessage',
        'favIcon',
        'list',
        'page',
        'limit',
        'endPage',
        'isLoading',
      ].sort(),
    );
    expect([state().main.limit, state().exclusive.limit, state().favourite.limit]).toEqual([30, 6, 8]);
    expect([state().flashSale.limit, state().group.limit]).toEqual([8, 8]);
  });

  it('loads a category page by page and stops at the end', async () => {
    const fetchMock = mockApi({
      'Privilege/GetPrivilegeList': (_body, url) =>
        url.searchParams.get('page') === '1'
          ? ok(pageOf([card(1), card(2)], 1, false))
          : ok(pageOf([card(3)], 2, true)),
    });
    await loadFirstPage('main', 4, { subcategoryId: 9 });
    const firstUrl = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(firstUrl.searchParams.get('Category_Id')).toBe('4');
    expect(firstUrl.searchParams.get('Sub_Category_Id')).toBe('9');
    expect(firstUrl.searchParams.get('limit')).toBe('30');
    await loadNextPage('main');
    expect(state().main.list.map((item) => item.privilege_id)).toEqual([1, 2, 3]);
    expect(state().main).toMatchObject({ page: 2, endPage: true, isLoading: false, categoryId: 4 });
    await loadNextPage('main');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('drops the answer of a category tapped before the latest one', async () => {
    let answerFirst: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://x');
        if (url.searchParams.get('Category_Id') === '1') return new Promise<Response>((r) => (answerFirst = r));
        return Response.json({ status: 'success', data: pageOf([card(20)], 1, true) });
      }),
    );
    const first = loadFirstPage('main', 1);
    await loadFirstPage('main', 2);
    answerFirst(Response.json({ status: 'success', data: pageOf([card(10)], 1, true) }));
    await first;
    expect(state().main.list.map((item) => item.privilege_id)).toEqual([20]);
  });

  it('keeps a failed read for the screen', async () => {
    mockApi({ 'Privilege/GetFavPrivilegeList': () => refused(503, 'SERVICE_UNAVAILABLE') });
    await loadFirstPage('favourite');
    expect(state().errors.favourite).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(state().favourite.isLoading).toBe(false);
  });

  it('flips is_favorite in the main, exclusive and favourite lists on success, under the loader', async () => {
    const sent: { body: unknown; overlay: number }[] = [];
    mockApi({
      'Privilege/GetPrivilegeList': () => ok(pageOf([card(1), card(2)], 1, true)),
      'Privilege/GetExclusivePrivilegeList': () => ok(pageOf([card(1)], 1, true, 6)),
      'Privilege/GetFavPrivilegeList': () => ok(pageOf([card(1, { is_favorite: true })], 1, true, 8)),
      'Privilege/GetFlashSaleList': () => ok(pageOf([card(1)], 1, true, 8)),
      'Privilege/UpdateFavPrivilege': (body) => {
        sent.push({ body, overlay: useLoaderStore.getState().pending });
        return ok({ privilege_id: 1, is_favorite: true });
      },
    });
    await Promise.all([
      loadFirstPage('main'),
      loadFirstPage('exclusive'),
      loadFirstPage('favourite'),
      loadFirstPage('flashSale'),
    ]);
    await expect(toggleFavourite(card(1))).resolves.toBe(true);
    expect(sent).toEqual([{ body: { Privilege_Id: 1, Category_Id: 1 }, overlay: 1 }]);
    expect(state().main.list.map((item) => item.is_favorite)).toEqual([true, false]);
    expect(state().exclusive.list[0]?.is_favorite).toBe(true);
    expect(state().favourite.list[0]?.is_favorite).toBe(false);
    expect(state().flashSale.list[0]?.is_favorite).toBe(false);
    expect(state().main.favIcon).toBe(true);
    expect(useLoaderStore.getState().pending).toBe(0);
  });

  it('leaves the lists alone when the toggle is refused', async () => {
    mockApi({
      'Privilege/GetPrivilegeList': () => ok(pageOf([card(1)], 1, true)),
      'Privilege/UpdateFavPrivilege': () => refused(404, 'NOT_FOUND'),
    });
    await loadFirstPage('main');
    await expect(toggleFavourite(card(1))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(state().main.list[0]?.is_favorite).toBe(false);
    expect(useLoaderStore.getState().pending).toBe(0);
  });

  it('resets storeCode, the redemption id and the heart flag, keeping the lists', async () => {
    mockApi({ 'Privilege/GetPrivilegeList': () => ok(pageOf([card(1)], 1, true)) });
    await loadFirstPage('main');
    setStoreCode('BKK01');
    setStoreCodeError('Unknown store');
    setRedemptionId(42);
    setFavIcon(true);
    expect(state().main).toMatchObject({
      storeCode: 'BKK01',
      storeCodeError: true,
      storeCodeErrorMessage: 'Unknown store',
    });
    resetPrivilegeStore();
    expect(state().main).toMatchObject({
      storeCode: '',
      storeCodeError: false,
      storeCodeErrorMessage: '',
      favIcon: false,
    });
    expect(state().redemptionId).toBeNull();
    expect(state().main.list).toHaveLength(1);
  });

  it('empties the lists read for another member or in another language, keeping them otherwise', async () => {
    mockApi({ 'Privilege/GetPrivilegeList': () => ok(pageOf([card(1)], 1, true)) });
    claimLists('member-a', 'en');
    await loadFirstPage('main', 2);
    claimLists('member-a', 'en');
    expect(state().main.list).toHaveLength(1);
    claimLists('member-a', 'th');
    expect(state().main.list).toHaveLength(0);
    await loadFirstPage('main');
    claimLists('member-b', 'th');
    expect(state().main).toMatchObject({ list: [], page: 0 });
  });

  it('after a redemption, marks every list for a fresh read on its next visit', async () => {
    mockApi({ 'Privilege/GetPrivilegeList': () => ok(pageOf([card(1)], 1, true)) });
    await loadFirstPage('main', 3);
    invalidatePrivilegeLists();
    expect(state().main).toMatchObject({ page: 0, categoryId: 3 });
    expect(state().main.list).toHaveLength(1);
  });
});
