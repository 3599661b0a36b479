import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import type { PrivilegeListFilter } from '../api/privilege-keys';
import { card, pageOf } from '../test/fixtures';
import { usePrivilegeList } from './use-privilege-list';

function renderList(name: Parameters<typeof usePrivilegeList>[0], filter: Partial<PrivilegeListFilter> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook((current: Partial<PrivilegeListFilter>) => usePrivilegeList(name, current), {
    wrapper,
    initialProps: filter,
  });
}

const urlOf = (call: unknown[] | undefined) => new URL(String(call?.[0]), 'http://x');

beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

describe('usePrivilegeList', () => {
  it('reads SPEC §3 list state from the query, a category page by page until its end', async () => {
    const fetchMock = mockApi({
      'Privilege/GetPrivilegeList': (_body, url) =>
        url.searchParams.get('page') === '1'
          ? ok(pageOf([card(1), card(2)], 1, false))
          : ok(pageOf([card(3)], 2, true)),
    });
    const { result } = renderList('main', { categoryId: 4, subcategoryId: 9 });
    await waitFor(() => expect(result.current.page).toBe(1));
    const first = urlOf(fetchMock.mock.calls[0]);
    expect([first.searchParams.get('Category_Id'), first.searchParams.get('Sub_Category_Id')]).toEqual(['4', '9']);
    expect(first.searchParams.get('limit')).toBe('30');
    expect(result.current).toMatchObject({ categoryId: 4, limit: 30, endPage: false, isLoading: false });
    await act(() => result.current.query.fetchNextPage());
    // The hook's state follows the query on its next render, which may come after fetchNextPage settles.
    await waitFor(() => expect(result.current.list.map((item) => item.privilege_id)).toEqual([1, 2, 3]));
    expect(result.current).toMatchObject({ page: 2, endPage: true, isLoading: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['exclusive', 'Privilege/GetExclusivePrivilegeList', '6'],
    ['favourite', 'Privilege/GetFavPrivilegeList', '8'],
    ['flashSale', 'Privilege/GetFlashSaleList', '8'],
    ['group', 'Privilege/GetGroupCategoryList', '8'],
  ] as const)('pages the %s list by SPEC §9 size', async (name, call, limit) => {
    const fetchMock = mockApi({ [call]: () => ok(pageOf([card(1)], 1, true, Number(limit))) });
    const { result } = renderList(name, { groupId: 3 });
    await waitFor(() => expect(result.current.endPage).toBe(true));
    expect(urlOf(fetchMock.mock.calls[0]).searchParams.get('limit')).toBe(limit);
    expect(result.current.limit).toBe(Number(limit));
  });

  it('shows the latest category, even when an earlier one answers last', async () => {
    let answerFirst: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (urlOf([input]).searchParams.get('Category_Id') === '1')
          return new Promise<Response>((r) => (answerFirst = r));
        return Response.json({ status: 'success', data: pageOf([card(20)], 1, true) });
      }),
    );
    const { result, rerender } = renderList('main', { categoryId: 1 });
    rerender({ categoryId: 2 });
    await waitFor(() => expect(result.current.list.map((item) => item.privilege_id)).toEqual([20]));
    await act(async () => answerFirst(Response.json({ status: 'success', data: pageOf([card(10)], 1, true) })));
    expect(result.current).toMatchObject({ categoryId: 2, page: 1 });
    expect(result.current.list.map((item) => item.privilege_id)).toEqual([20]);
  });
});
