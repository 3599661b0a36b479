import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { useProfileStore } from '../stores/profile-store';
import { getCustomerInfoQueryOptions, resetProfileStore } from './get-customer-info';

describe('GetCustomerInfo and the app-side profile', () => {
  it('fills the profile store from every answer, and empties it on reset', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({ 'Customer/GetCustomerInfo': () => ok({ ...demoCustomer, point_balance: 321 }) });
    await new QueryClient().fetchQuery(getCustomerInfoQueryOptions());
    expect(useProfileStore.getState().profile).toMatchObject({ point: 321, tier: 'Gold', email: 'demo@example.com' });

    await resetProfileStore();
    expect(useProfileStore.getState().profile).toMatchObject({ point: 0, tier: '', acceptConsent: false });
  });
});
