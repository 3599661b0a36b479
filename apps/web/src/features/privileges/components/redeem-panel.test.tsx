import type { Address, CustomerInfo, PrivilegeDetail, Redemption } from '@loyalty/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ModalHost } from '@/components/feedback/modal-host';
import { setLanguage } from '@/lib/i18n';
import { CUSTOMER_INFO_QUERY_KEY, HISTORY_QUERY_KEY } from '@/lib/query-keys';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { NO_FILTER, privilegeKeys } from '../api/privilege-keys';
import { card, pageOf } from '../test/fixtures';
import { type RedeemMember, RedeemPanel } from './redeem-panel';

/** A member whose profile is complete enough to redeem (SPEC §4 redeemProfileFilled). */
const readyMember: RedeemMember = { balance: 12_000, isProfileReady: true };

const privilege: PrivilegeDetail = {
  privilege_id: 11,
  category_id: 2,
  subcategory_id: null,
  group_id: null,
  kind: 'ecoupon',
  title: 'Free latte',
  partner_name: 'Chaba Café',
  image_url: '/latte.svg',
  point_cost: 300,
  stock_left: 40,
  is_favorite: false,
  min_tier: null,
  is_tier_locked: false,
  ends_at: '2027-01-31T16:59:59.000Z',
  flash_sale: null,
  description: 'A latte.',
  conditions: 'One a day.',
  starts_at: '2026-01-01T00:00:00.000Z',
  per_member_limit: 2,
  member_redeemed: 0,
  member_remaining: 2,
  blocked_by: null,
};

const home: Address = {
  address_id: 5,
  recipient_name: 'Somchai Jaidee',
  mobile_no: '0812345678',
  address: '99 Sukhumvit Rd',
  province_id: 10,
  province_th: 'กรุงเทพมหานคร',
  province_en: 'Bangkok',
  district_id: 1001,
  district_th: 'วัฒนา',
  district_en: 'Watthana',
  sub_district_id: 100101,
  sub_district_th: 'คลองเตยเหนือ',
  sub_district_en: 'Khlong Toei Nuea',
  postal_code: '10110',
  is_default: true,
};
const office: Address = { ...home, address_id: 6, address: '1 Silom Rd', is_default: false };

const redemption: Redemption & { point_balance: number } = {
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
  expires_at: '2026-12-31T16:59:59.000Z',
  used_at: null,
  used_store: null,
  redeemed_at: '2026-11-22T03:00:00.000Z',
  point_balance: 11_700,
};

function RedemptionStub() {
  return <p data-testid="redemption-page">redemption {useParams().id}</p>;
}
/**
 * The panel as the route holds it: the member's profile turns redeem-ready when the profile step (here a
 * stub of the profile feature's) completes, as a refreshed customer-info would make it.
 */
function PanelHarness({
  detail,
  initial,
  addresses,
}: {
  detail: PrivilegeDetail;
  initial: RedeemMember | null;
  addresses: Address[];
}) {
  const [member, setMember] = useState(initial);
  return (
    <RedeemPanel
      privilege={detail}
      member={member}
      addressesQuery={addressesOf(addresses)}
      profileStep={(onCancel) => (
        <div data-testid="profile-step-stub">
          <button type="button" onClick={onCancel} data-testid="profile-step-back">
            Back
          </button>
          <button
            type="button"
            onClick={() => setMember((current) => current && { ...current, isProfileReady: true })}
            data-testid="profile-step-complete"
          >
            Done
          </button>
        </div>
      )}
    />
  );
}

/** The route hands the panel the profile feature's address list; here it is a list the test gives. */
const addressesOf = (addresses: Address[]) => ({
  queryKey: ['test-addresses'],
  queryFn: () => Promise.resolve(addresses),
});

function renderPanel(
  detail: PrivilegeDetail,
  { member = readyMember, addresses = [] }: { member?: RedeemMember | null; addresses?: Address[] } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '/privilege-detail',
        element: <PanelHarness detail={detail} initial={member} addresses={addresses} />,
      },
      { path: '/redemption/:id', element: <RedemptionStub /> },
    ],
    { initialEntries: ['/privilege-detail'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ModalHost />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

const redeemCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/Privilege/Redeem'));
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
const keyOf = (call: unknown[] | undefined) =>
  new Headers((call?.[1] as RequestInit | undefined)?.headers).get('Idempotency-Key');

async function confirmRedeem(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(screen.getByTestId('redeem-button')).toBeEnabled());
  await user.click(screen.getByTestId('redeem-button'));
  await user.click(await screen.findByTestId('redeem-confirm-send'));
}

beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

describe('the redeem panel', () => {
  it('asks an incomplete profile for what is missing in place of the panel, and Back returns to it', async () => {
    const fetchMock = mockApi({});
    const { router } = renderPanel(privilege, { member: { ...readyMember, isProfileReady: false } });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('redeem-button')).toBeEnabled());
    await user.click(screen.getByTestId('redeem-button'));
    expect(await screen.findByTestId('profile-step-stub')).toBeInTheDocument();
    expect(screen.queryByTestId('redeem-panel')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privilege-detail');
    await user.click(screen.getByTestId('profile-step-back'));
    expect(await screen.findByTestId('redeem-panel')).toBeInTheDocument();
    expect(screen.queryByTestId('redeem-confirm')).not.toBeInTheDocument();
    expect(redeemCalls(fetchMock)).toHaveLength(0);
  });

  it('returns to the privilege once the profile is ready and asks to confirm, then redeems', async () => {
    const fetchMock = mockApi({ 'Privilege/Redeem': () => ok(redemption) });
    renderPanel(privilege, { member: { ...readyMember, isProfileReady: false } });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('redeem-button')).toBeEnabled());
    await user.click(screen.getByTestId('redeem-button'));
    await user.click(await screen.findByTestId('profile-step-complete'));
    expect(await screen.findByTestId('redeem-confirm')).toHaveTextContent('Redeem this privilege?');
    expect(redeemCalls(fetchMock)).toHaveLength(0);
    await user.click(screen.getByTestId('redeem-confirm-send'));
    await screen.findByTestId('redemption-page');
    expect(redeemCalls(fetchMock)).toHaveLength(1);
  });

  it.each([
    ['en', 'You need 1,750 more points to redeem this privilege.', 'Scan a code'],
    ['th', 'คุณต้องมีคะแนนเพิ่มอีก 1,750 คะแนนเพื่อแลกสิทธิพิเศษนี้', 'สแกนโค้ด'],
  ] as const)(
    'says once in %s how many more points are needed and where to collect them',
    async (language, text, scan) => {
      await act(() => setLanguage(language));
      try {
        renderPanel(
          { ...privilege, point_cost: 2_000, blocked_by: 'INSUFFICIENT_POINTS' },
          { member: { ...readyMember, balance: 250 } },
        );
        expect(screen.getByTestId('redeem-blocked')).toHaveTextContent(text);
        expect(screen.getByTestId('redeem-button')).toBeDisabled();
        expect(screen.getByTestId('collect-way-scancode')).toHaveTextContent(scan);
        const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
        expect(links).toEqual(['/scancode', '/upload-receipt', '/home-list', '/friend-ref-code', '/home']);
      } finally {
        await act(() => setLanguage('en'));
      }
    },
  );

  it('confirms with the points and the balance after, then redeems and opens the new redemption', async () => {
    const fetchMock = mockApi({
      'Privilege/Redeem': () => ok(redemption),
    });
    const { router, queryClient } = renderPanel(privilege);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('redeem-button')).toBeEnabled());
    await user.click(screen.getByTestId('redeem-button'));
    expect(await screen.findByTestId('redeem-confirm-points')).toHaveTextContent('300');
    expect(screen.getByTestId('redeem-confirm-balance')).toHaveTextContent('12,000');
    expect(screen.getByTestId('redeem-confirm-balance-after')).toHaveTextContent('11,700');
    await user.click(screen.getByTestId('redeem-confirm-send'));
    expect(await screen.findByTestId('redemption-page')).toHaveTextContent('redemption 77');
    expect(router.state.location.pathname).toBe('/redemption/77');
    expect(router.state.location.state).toEqual({ justRedeemed: true });
    const [call] = redeemCalls(fetchMock);
    expect(bodyOf(call)).toEqual({ Privilege_Id: 11, Category_Id: 2 });
    expect(keyOf(call)).toMatch(/^[0-9a-f-]{36}$/);
    const { point_balance: _, ...redeemed } = redemption;
    expect(queryClient.getQueryData(privilegeKeys.redemption(77, 'en'))).toEqual(redeemed);
  });

  it('takes the new balance from the answer without reading the customer again, and reads stock afresh', async () => {
    const fetchMock = mockApi({ 'Privilege/Redeem': () => ok(redemption) });
    const { queryClient } = renderPanel(privilege);
    queryClient.setQueryData<CustomerInfo>(CUSTOMER_INFO_QUERY_KEY, { ...demoCustomer, point_balance: 12_000 });
    const listKey = privilegeKeys.list('main', NO_FILTER, 'en');
    queryClient.setQueryData(listKey, { pages: [pageOf([card(11)], 1, true)], pageParams: [1] });
    queryClient.setQueryData(HISTORY_QUERY_KEY, []);
    await confirmRedeem(userEvent.setup());
    await screen.findByTestId('redemption-page');
    expect(queryClient.getQueryData<CustomerInfo>(CUSTOMER_INFO_QUERY_KEY)?.point_balance).toBe(11_700);
    expect(queryClient.getQueryState(CUSTOMER_INFO_QUERY_KEY)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(HISTORY_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/Privilege/Redeem']);
  });

  it('sends the same Idempotency-Key again after a lost answer, and a new one after a refusal', async () => {
    let answer: () => { status: number; body: unknown } = () => refused(503, 'SERVICE_UNAVAILABLE');
    const fetchMock = mockApi({
      'Privilege/Redeem': () => answer(),
    });
    renderPanel(privilege);
    const user = userEvent.setup();
    await confirmRedeem(user);
    expect(await screen.findByTestId('redeem-error')).toBeInTheDocument();
    answer = () => refused(409, 'OUT_OF_STOCK');
    await confirmRedeem(user);
    expect(await screen.findByTestId('redeem-error')).toHaveTextContent(/out of stock|sold out/i);
    answer = () => ok(redemption);
    await confirmRedeem(user);
    await screen.findByTestId('redemption-page');
    const keys = redeemCalls(fetchMock).map(keyOf);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('pays the live flash-sale price and names the sale', async () => {
    const fetchMock = mockApi({
      'Privilege/Redeem': () => ok(redemption),
    });
    const sale = {
      flash_sale_id: 4,
      point_cost: 99,
      stock_left: 10,
      starts_at: '2026-11-22T00:00:00.000Z',
      ends_at: '2026-11-23T00:00:00.000Z',
      state: 'live' as const,
    };
    renderPanel({ ...privilege, flash_sale: sale });
    await confirmRedeem(userEvent.setup());
    await screen.findByTestId('redemption-page');
    const [call] = redeemCalls(fetchMock);
    expect(bodyOf(call)).toMatchObject({ Flash_Sale_Id: 4 });
  });

  it('disables Redeem with the reason when the privilege is blocked', async () => {
    renderPanel({ ...privilege, blocked_by: 'REDEEM_LIMIT_REACHED', member_remaining: 0 });
    const button = screen.getByTestId('redeem-button');
    expect(button).toBeDisabled();
    expect(screen.getByTestId('redeem-blocked')).toHaveTextContent('You have reached your redemption limit');
    expect(button).toHaveAccessibleDescription(/redemption limit/);
  });

  it('keeps Redeem disabled until the member profile has loaded', () => {
    renderPanel(privilege, { member: null });
    expect(screen.getByTestId('redeem-button')).toBeDisabled();
  });

  it('ships a physical reward to the default address unless the member picks another', async () => {
    const fetchMock = mockApi({
      'Privilege/Redeem': () => ok({ ...redemption, kind: 'physical', state: 'ordered' }),
    });
    renderPanel({ ...privilege, kind: 'physical' }, { addresses: [office, home] });
    const user = userEvent.setup();
    expect(await screen.findByTestId('redeem-address-5')).toBeChecked();
    await user.click(screen.getByTestId('redeem-address-6'));
    await user.click(screen.getByTestId('redeem-button'));
    expect(await screen.findByTestId('redeem-confirm-ship-to')).toHaveTextContent('1 Silom Rd');
    await user.click(screen.getByTestId('redeem-confirm-send'));
    await screen.findByTestId('redemption-page');
    const [call] = redeemCalls(fetchMock);
    expect(bodyOf(call)).toMatchObject({ Address_Id: 6 });
  });

  it('cannot redeem a physical reward without an address, and links to add one', async () => {
    renderPanel({ ...privilege, kind: 'physical' });
    expect(await screen.findByTestId('redeem-address-none')).toBeInTheDocument();
    expect(screen.getByTestId('redeem-address-add')).toHaveAttribute('href', '/address-field/new');
    expect(screen.getByTestId('redeem-button')).toBeDisabled();
  });
});
