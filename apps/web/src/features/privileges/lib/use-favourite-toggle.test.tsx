import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { PRIVILEGE_DETAIL_QUERY_KEY } from '../api/privileges';
import { clearPrivilegeStore } from '../stores/privilege-store';
import { detail } from '../test/fixtures';
import { useFavouriteToggle } from './use-favourite-toggle';

const KEY = [...PRIVILEGE_DETAIL_QUERY_KEY, 7, 1, 'en'];

function setup(refetchDetail: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(KEY, detail(7));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useFavouriteToggle({ refetchDetail }), { wrapper });
  return { queryClient, toggle: result.current };
}

beforeEach(() => {
  clearPrivilegeStore();
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

describe('useFavouriteToggle', () => {
  it('writes the new state into the cached detail', async () => {
    mockApi({ 'Privilege/UpdateFavPrivilege': () => ok({ privilege_id: 7, is_favorite: true }) });
    const { queryClient, toggle } = setup(false);
    await act(() => toggle(detail(7)));
    expect(queryClient.getQueryData<{ is_favorite: boolean }>(KEY)?.is_favorite).toBe(true);
    expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(false);
  });

  it('from the redemption screen, marks the detail for a fresh read', async () => {
    mockApi({ 'Privilege/UpdateFavPrivilege': () => ok({ privilege_id: 7, is_favorite: true }) });
    const { queryClient, toggle } = setup(true);
    await act(() => toggle(detail(7)));
    expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(true);
  });
});
