import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { getCustomerInfoQueryOptions } from './get-customer-info';
import { useIsRedeemProfileFilled } from './use-redeem-profile-filled';

/** The fields SPEC §4's redemption rule asks of an e-mail (type 1) member, all filled. */
const redeemReady = {
  ...demoCustomer,
  gov_id_ref: 'AA1234567',
  gov_id_type: 'passport',
  mobile_no: '0812345678',
  gender: 'male',
  date_of_birth: '1990-01-31',
};

function renderReadiness(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useIsRedeemProfileFilled(), { wrapper });
}

function answerCustomerInfo(answer: typeof demoCustomer) {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
  mockApi({ 'Customer/GetCustomerInfo': () => ok(answer) });
}

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('redeemProfileFilled from the customer-info answer (SPEC §3, §4)', () => {
  it('follows every customer-info answer', async () => {
    answerCustomerInfo(redeemReady);
    const queryClient = newQueryClient();
    const { result } = renderReadiness(queryClient);
    await waitFor(() => expect(result.current).toBe(true));

    answerCustomerInfo({ ...redeemReady, date_of_birth: null });
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('is false while no answer is held: before the first read, and once an ended session drops it', async () => {
    answerCustomerInfo(redeemReady);
    const queryClient = newQueryClient();
    const first = renderReadiness(queryClient);
    expect(first.result.current).toBe(false);
    await waitFor(() => expect(first.result.current).toBe(true));

    // What the app shell does once the session ends (SPEC §3 reset): the member's answers leave the cache.
    first.unmount();
    queryClient.removeQueries({ type: 'inactive', fetchStatus: 'idle' });
    expect(queryClient.getQueryData(getCustomerInfoQueryOptions().queryKey)).toBeUndefined();
    expect(renderReadiness(queryClient).result.current).toBe(false);
  });
});
