import type { PrivilegeDetail, Redemption } from '@loyalty/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { privilegeKeys } from '../api/privilege-keys';
import { clearPrivilegeUiStore, usePrivilegeUiStore } from '../stores/privilege-ui-store';
import { detail } from '../test/fixtures';

const coupon: Redemption = {
  redemption_id: 77,
  privilege_id: 11,
  category_id: 2,
  kind: 'ecoupon',
  title: 'Free latte',
  partner_name: 'Chaba Café',
  image_url: '/latte.svg',
  points_spent: 300,
  state: 'active',
  coupon_code: 'CR7K2M9Q4X',
  partner_code: null,
  expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  used_at: null,
  used_store: null,
  redeemed_at: '2026-11-22T03:00:00.000Z',
};
const used: Redemption = {
  ...coupon,
  state: 'used',
  used_at: '2026-11-22T05:00:00.000Z',
  used_store: 'Chaba Café Siam',
};

beforeAll(async () => {
  await import('@/app/routes/redemption');
});
beforeEach(() => {
  clearPrivilegeUiStore();
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

/** What the chrome and the top bar's heart read besides the redemption. */
const customerInfo = {
  'Customer/GetCustomerInfo': () => ok(demoCustomer),
  'Privilege/GetPrivilegeDetail': () => ok(detail(11, { category_id: 2 })),
};

describe('the redemption screen', () => {
  it('shows an active e-coupon as QR, barcode and code with the date it is valid until', async () => {
    mockApi({ ...customerInfo, 'Privilege/GetRedemptionDetail': () => ok(coupon) });
    renderApp('/redemption/77');
    expect(await screen.findByTestId('redemption-title')).toHaveTextContent('Free latte');
    expect(screen.getByTestId('redemption-state')).toHaveTextContent('Ready to use');
    expect(screen.getByTestId('redemption-code')).toHaveTextContent('CR7K2M9Q4X');
    expect(screen.getByRole('img', { name: 'Barcode of coupon CR7K2M9Q4X' })).toBeInTheDocument();
    expect(await screen.findByTestId('redemption-qr')).toHaveAttribute('alt', 'QR code of coupon CR7K2M9Q4X');
    expect(screen.getByTestId('redemption-expiry')).toHaveTextContent(/^Valid until /);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('celebrates a redemption just made before its coupon, and not on a later visit', async () => {
    mockApi({ ...customerInfo, 'Privilege/GetRedemptionDetail': () => ok(coupon) });
    const { router } = renderApp('/redemption/77');
    await screen.findByTestId('redemption-title');
    expect(screen.queryByTestId('redeemed-moment')).toBeNull();
    await act(() => router.navigate('/redemption/77', { state: { justRedeemed: true } }));
    const moment = await screen.findByRole('status');
    expect(moment).toHaveTextContent('Redeemed!');
    expect(moment).toHaveTextContent('Show this code at the store to use your privilege.');
  });

  it('counts a coupon’s last day down to its expiry', async () => {
    const lastDay = { ...coupon, expires_at: new Date(Date.now() + 2 * 3_600_000).toISOString() };
    mockApi({ ...customerInfo, 'Privilege/GetRedemptionDetail': () => ok(lastDay) });
    renderApp('/redemption/77');
    expect(await screen.findByRole('timer', { name: 'Expires in' })).toHaveTextContent(/^0[12]:\d\d:\d\d$/);
    expect(screen.getByTestId('redemption-expiry')).toHaveTextContent(/Valid until /);
  });

  it('checks the store code, asks to confirm the store, then marks the coupon used once', async () => {
    const fetchMock = mockApi({
      ...customerInfo,
      'Privilege/GetRedemptionDetail': () => ok(coupon),
      'Privilege/CheckMerchant': () => ok({ store_code: 'SIAM-01', store_name: 'Chaba Café Siam' }),
      'Privilege/UpdateCouponCode': () => ok(used),
    });
    renderApp('/redemption/77');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('store-code-input'), 'siam-01');
    expect(usePrivilegeUiStore.getState().storeCode).toBe('siam-01');
    await user.click(screen.getByTestId('store-code-check'));
    expect(await screen.findByTestId('store-code-confirm')).toHaveTextContent('Use this coupon at Chaba Café Siam?');
    await user.click(screen.getByTestId('store-code-use'));
    expect(await screen.findByTestId('redemption-used-now')).toHaveTextContent('Coupon used');
    expect(screen.getByTestId('redemption-used')).toHaveTextContent('at Chaba Café Siam');
    expect(screen.getByTestId('redemption-state')).toHaveTextContent('Used');
    expect(screen.queryByTestId('store-code-form')).not.toBeInTheDocument();
    const uses = fetchMock.mock.calls.filter(([url]) => String(url).includes('UpdateCouponCode'));
    expect(uses).toHaveLength(1);
    expect(JSON.parse(String((uses[0]?.[1] as RequestInit | undefined)?.body))).toEqual({
      Redemption_Id: 77,
      Store_Code: 'SIAM-01',
    });
  });

  it('keeps a refused store code in the store as storeCodeError with its message, cleared by typing', async () => {
    mockApi({
      ...customerInfo,
      'Privilege/GetRedemptionDetail': () => ok(coupon),
      'Privilege/CheckMerchant': () => refused(400, 'MERCHANT_INVALID'),
    });
    renderApp('/redemption/77');
    const user = userEvent.setup();
    const input = await screen.findByTestId('store-code-input');
    await user.type(input, 'x');
    await user.click(screen.getByTestId('store-code-check'));
    expect(await screen.findByRole('alert')).toHaveTextContent('A store code is 3 to 32 letters, digits or dashes.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'YZ-9');
    expect(usePrivilegeUiStore.getState().storeCodeError).toBe(false);
    await user.click(screen.getByTestId('store-code-check'));
    await waitFor(() => expect(usePrivilegeUiStore.getState().storeCodeError).toBe(true));
    const { storeCodeErrorMessage } = usePrivilegeUiStore.getState();
    expect(storeCodeErrorMessage).not.toBe('');
    expect(await screen.findByRole('alert')).toHaveTextContent(storeCodeErrorMessage);
    expect(screen.queryByTestId('store-code-confirm')).not.toBeInTheDocument();
  });

  it('clears the store code and its error on leaving the redemption (SPEC §4 reset)', async () => {
    mockApi({
      ...customerInfo,
      'Privilege/GetRedemptionDetail': () => ok(coupon),
      'Privilege/CheckMerchant': () => refused(400, 'MERCHANT_INVALID'),
    });
    const { unmount } = renderApp('/redemption/77');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('store-code-input'), 'NOPE-1');
    await user.click(screen.getByTestId('store-code-check'));
    await waitFor(() => expect(usePrivilegeUiStore.getState().storeCodeError).toBe(true));
    unmount();
    expect(usePrivilegeUiStore.getState()).toMatchObject({
      storeCode: '',
      storeCodeError: false,
      storeCodeErrorMessage: '',
    });
  });

  it('tells the member when the coupon was already used elsewhere, and keeps the coupon on screen', async () => {
    mockApi({
      ...customerInfo,
      'Privilege/GetRedemptionDetail': () => ok(coupon),
      'Privilege/CheckMerchant': () => ok({ store_code: 'CHB-BKK-001', store_name: 'Baan Brew Siam Square' }),
      'Privilege/UpdateCouponCode': () => refused(409, 'CODE_USED'),
    });
    renderApp('/redemption/77');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('store-code-input'), 'CHB-BKK-001');
    await user.click(screen.getByTestId('store-code-check'));
    await user.click(await screen.findByTestId('store-code-use'));
    expect(await screen.findByTestId('store-code-use-error')).not.toBeEmptyDOMElement();
    expect(screen.getByTestId('redemption-code')).toHaveTextContent('CR7K2M9Q4X');
    expect(screen.queryByTestId('redemption-used-now')).not.toBeInTheDocument();
  });

  it('says when and where a used coupon was used, and when an expired one lapsed, without a code form', async () => {
    mockApi({ ...customerInfo, 'Privilege/GetRedemptionDetail': () => ok(used) });
    const { unmount } = renderApp('/redemption/77');
    expect(await screen.findByTestId('redemption-used')).toHaveTextContent('Chaba Café Siam');
    expect(screen.queryByTestId('redemption-coupon')).not.toBeInTheDocument();
    expect(screen.queryByTestId('store-code-form')).not.toBeInTheDocument();
    unmount();
    mockApi({
      ...customerInfo,
      'Privilege/GetRedemptionDetail': () =>
        ok({ ...coupon, state: 'expired', expires_at: '2026-11-01T00:00:00.000Z' }),
    });
    renderApp('/redemption/77');
    expect(await screen.findByText(/This coupon expired .* can no longer be used/)).toBeInTheDocument();
    expect(screen.getByTestId('redemption-state')).toHaveTextContent('Expired');
  });

  it('reveals a partner code only when asked', async () => {
    const fetchMock = mockApi({
      ...customerInfo,
      'Privilege/GetRedemptionDetail': () => ok({ ...coupon, kind: 'partner_code' }),
      'Privilege/ShowCouponCode': () => ok({ redemption_id: 77, partner_code: 'GRAB-50-XYZ' }),
    });
    renderApp('/redemption/77');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('redemption-show-code'));
    expect(await screen.findByTestId('redemption-partner-code')).toHaveTextContent('GRAB-50-XYZ');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('ShowCouponCode'))).toHaveLength(1);
    expect(screen.queryByTestId('store-code-form')).not.toBeInTheDocument();
  });

  it('leads a physical reward to its tracking status', async () => {
    mockApi({
      ...customerInfo,
      'Privilege/GetRedemptionDetail': () => ok({ ...coupon, kind: 'physical', state: 'shipped', expires_at: null }),
    });
    renderApp('/redemption/77');
    expect(await screen.findByTestId('redemption-track')).toHaveAttribute('href', '/tracking-status/77');
    expect(screen.getByTestId('redemption-order-no')).toHaveTextContent('CR7K2M9Q4X');
  });

  it('puts the redeemed privilege’s heart in the top bar, and reads the detail again after a toggle', async () => {
    let isFavourite = false;
    const fetchMock = mockApi({
      ...customerInfo,
      'Privilege/GetRedemptionDetail': () => ok(coupon),
      'Privilege/GetPrivilegeDetail': () => ok(detail(11, { category_id: 2, is_favorite: isFavourite })),
      'Privilege/UpdateFavPrivilege': () => {
        isFavourite = !isFavourite;
        return ok({ privilege_id: 11, is_favorite: isFavourite });
      },
    });
    const { queryClient } = renderApp('/redemption/77');
    const heart = await screen.findByTestId('white-heart');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(heart);
    await waitFor(() => expect(screen.getByTestId('white-heart')).toHaveAttribute('aria-pressed', 'true'));
    const detailReads = fetchMock.mock.calls.filter(([url]) => String(url).includes('GetPrivilegeDetail'));
    expect(detailReads).toHaveLength(2);
    expect(new URL(String(detailReads[0]?.[0]), 'http://localhost').searchParams.get('privilege_Id')).toBe('11');
    // SPEC §3 favIcon is the cached detail's flag, read again after the toggle.
    expect(queryClient.getQueryData<PrivilegeDetail>(privilegeKeys.detail(11, 2, 'en'))?.is_favorite).toBe(true);
  });

  it('draws the top bar heart white on a disc, grey while off, though the sub-page bar is white with ink text (SPEC §2)', async () => {
    mockApi({ ...customerInfo, 'Privilege/GetRedemptionDetail': () => ok(coupon) });
    renderApp('/redemption/77');
    const heart = await screen.findByTestId('white-heart');
    expect(screen.getByTestId('top-bar')).toHaveClass('bg-white', 'text-ink-900');
    const icon = heart.querySelector('svg');
    // The icon strokes and fills in currentColor: its own text-white is what makes it white.
    expect(icon).toHaveAttribute('stroke', 'currentColor');
    expect(icon).toHaveClass('text-white');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(icon?.parentElement).toHaveClass('bg-ink-900/40');
    expect(icon?.parentElement).not.toHaveClass('bg-brand-600');
  });

  it('shows the not-found page for an id that is not a number', async () => {
    mockApi(customerInfo);
    renderApp('/redemption/abc');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('redemption-screen')).not.toBeInTheDocument();
  });
});
