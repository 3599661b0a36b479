import type { PrivilegeDetail } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { privilegeKeys } from '../api/privilege-keys';
import { detail } from '../test/fixtures';

beforeAll(async () => {
  await import('@/app/routes/privilege-detail');
});

beforeEach(() => {
  window.sessionStorage.clear();
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

const liveSale = {
  flash_sale_id: 4,
  point_cost: 40,
  stock_left: 6,
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2099-01-01T00:00:00.000Z',
  state: 'live' as const,
};

function mockDetail(fields: Parameters<typeof detail>[1] = {}, favourites: boolean[] = []) {
  const inputs: string[] = [];
  const fetchMock = mockApi({
    'Customer/GetCustomerInfo': () => ok(demoCustomer),
    'Privilege/GetPrivilegeDetail': (_body, url) => {
      inputs.push(`${url.searchParams.get('privilege_Id')}/${url.searchParams.get('category_Id')}`);
      return ok(detail(7, { category_id: 3, ...fields }));
    },
    'Privilege/UpdateFavPrivilege': () => ok({ privilege_id: 7, is_favorite: favourites.shift() ?? true }),
  });
  return { inputs, fetchMock };
}

describe('privilege detail', () => {
  it('opens the share dialog with the privilege, category, group and flash-sale flag, and closes it', async () => {
    // The privilege answers, so no error modal (SPEC §8) stands beside the share dialog.
    mockDetail();
    renderApp('/privilege-detail/42?catId=3&gId=9&fwsFlag=true');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with your friends!' }, { timeout: 2000 });
    const body = within(dialog).getByTestId('share-dialog');
    expect(body.dataset).toMatchObject({ privilegeId: '42', categoryId: '3', groupId: '9', fwsFlag: 'true' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads the privilege by session pId and cId and shows its facts', async () => {
    const { inputs } = mockDetail({ stock_left: 12, member_remaining: 1, per_member_limit: 2 });
    renderApp('/privilege-detail/7?catId=3&fwsFlag=0');
    expect(await screen.findByTestId('detail-title')).toHaveTextContent('Privilege 7');
    expect(inputs).toEqual(['7/3']);
    expect(window.sessionStorage.getItem('pId')).toBe('7');
    expect(window.sessionStorage.getItem('cId')).toBe('3');
    expect(screen.getByTestId('detail-points')).toHaveTextContent('100 points');
    expect(screen.getByTestId('detail-stock')).toHaveTextContent('12');
    expect(screen.getByTestId('detail-remaining')).toHaveTextContent('1 of 2');
    expect(screen.getByTestId('detail-conditions')).toHaveTextContent('One cup per coupon.');
    expect(screen.queryByTestId('detail-blocked')).not.toBeInTheDocument();
  });

  it('finds the category stored for the same privilege when the link has none', async () => {
    window.sessionStorage.setItem('pId', '7');
    window.sessionStorage.setItem('cId', '3');
    const { inputs } = mockDetail();
    renderApp('/privilege-detail/7');
    await screen.findByTestId('detail-title');
    expect(inputs).toEqual(['7/3']);
  });

  it('shows the live flash price and its stock, with the usual price struck', async () => {
    mockDetail({ flash_sale: liveSale });
    renderApp('/privilege-detail/7?catId=3&fwsFlag=1');
    expect(await screen.findByTestId('detail-points')).toHaveTextContent('40 points');
    expect(screen.getByTestId('detail-usual-points')).toHaveTextContent('Usually 100 points');
    expect(screen.getByTestId('detail-stock')).toHaveTextContent('6');
    expect(screen.getByTestId('detail-flash-countdown')).toHaveTextContent(
      /Flash price ends in \d+ days \d\d:\d\d:\d\d/,
    );
  });

  it('explains in words why it cannot be redeemed', async () => {
    mockDetail({ blocked_by: 'REDEEM_LIMIT_REACHED', member_remaining: 0 });
    renderApp('/privilege-detail/7?catId=3');
    expect(await screen.findByTestId('detail-blocked')).toHaveTextContent(
      'You have redeemed this privilege as many times as allowed.',
    );
  });

  it('says a privilege that is gone is no longer available', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeDetail': () => refused(404, 'NOT_FOUND'),
    });
    renderApp('/privilege-detail/7?catId=3');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('This privilege is no longer available.');
  });
});

describe('privilege detail read failing (SPEC §8)', () => {
  it('opens the error modal with the error, the retry behind it', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeDetail': () => refused(503, 'SERVICE_UNAVAILABLE'),
    });
    renderApp('/privilege-detail/7?catId=3');
    const dialog = await screen.findByRole('dialog', { name: 'Sorry' });
    expect(dialog).toHaveTextContent('The service is temporarily unavailable.');
    expect(screen.getByRole('alert')).toHaveTextContent('The service is temporarily unavailable.');
  });

  it('opens it for a privilege that is gone too, over the words saying so', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeDetail': () => refused(404, 'NOT_FOUND'),
    });
    renderApp('/privilege-detail/7?catId=3');
    expect(await screen.findByRole('dialog', { name: 'Sorry' })).toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toHaveTextContent('This privilege is no longer available.');
  });
});

describe('privilege detail redeem panel, composed with the profile by the route', () => {
  it('asks a new member only for the birth date (year prefilled) and the mobile with its code, then confirms', async () => {
    const newMember = { ...demoCustomer, gov_id_ref: 'AB1234567', gender: 'female', birth_year: 1990 };
    let held: typeof demoCustomer = newMember;
    const sent: Record<string, unknown> = {};
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    const challenge = {
      ref_id: 'ABCD',
      otp_ref: 'KMPQ',
      purpose: 'change_contact' as const,
      recipient_masked: '081-xxx-5678',
      expires_at: inAMinute,
      resend_available_at: inAMinute,
    };
    mockApi({
      'Customer/GetCustomerInfo': () => ok(held),
      'Privilege/GetPrivilegeDetail': () => ok(detail(7, { category_id: 3 })),
      'Customer/UpdateCustomer': (body) => {
        sent.update = body;
        held = { ...held, date_of_birth: (body as { Date_Of_Birth: string }).Date_Of_Birth };
        return ok({ extra_point: 0 });
      },
      'SMS/RequestOTP': (body) => {
        sent.request = body;
        return ok(challenge);
      },
      'SMS/VerifyOTP': () =>
        ok({ ref_id: 'ABCD', purpose: 'change_contact', token: null, scope: null, expires_at: null }),
      'Customer/ChangeMobileNo': (body) => {
        held = { ...held, mobile_no: body.Mobile_No };
        return ok({ mobile_no: body.Mobile_No });
      },
    });
    renderApp('/privilege-detail/7?catId=3');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('redeem-button')).toBeEnabled());
    await user.click(screen.getByTestId('redeem-button'));

    expect(await screen.findByTestId('redeem-profile-step')).toHaveTextContent('Before your first redemption');
    expect(screen.getByTestId('redeem-profile-progress')).toHaveTextContent('Step 1 of 2');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.getByTestId('redeem-birth-date-year')).toHaveValue('1990');
    await user.selectOptions(screen.getByLabelText('Day'), '14');
    await user.selectOptions(screen.getByLabelText('Month'), '2');
    await user.click(screen.getByTestId('redeem-profile-save'));
    await waitFor(() =>
      expect(sent.update).toEqual({ First_Name: 'Somchai', Last_Name: 'Jaidee', Date_Of_Birth: '1990-02-14' }),
    );

    await user.type(await screen.findByTestId('redeem-mobile'), '0812345678');
    await user.click(screen.getByTestId('redeem-mobile-send'));
    expect(sent.request).toEqual({ Mobile_No: '0812345678', Purpose: 'change_contact' });
    await user.type(await screen.findByTestId('otp-input'), '123456');
    await user.click(screen.getByTestId('otp-submit'));

    expect(await screen.findByTestId('redeem-confirm')).toHaveTextContent('Redeem this privilege?');
    expect(screen.queryByTestId('redeem-profile-step')).not.toBeInTheDocument();
  });

  it('reads the member address list for a physical reward', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeDetail': () => ok(detail(7, { category_id: 3, kind: 'physical' })),
      'Address/GetAddress': () => ok([]),
    });
    renderApp('/privilege-detail/7?catId=3');
    expect(await screen.findByTestId('redeem-address-none')).toBeInTheDocument();
  });
});

describe('privilege detail heart (SPEC §2, §4)', () => {
  it('shows the white heart without a flash-sale flag and flips it under the loader', async () => {
    mockDetail({}, [true, false]);
    const { queryClient } = renderApp('/privilege-detail/7?catId=3&fwsFlag=0');
    const heart = await screen.findByTestId('white-heart');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    act(() => heart.click());
    await waitFor(() => expect(screen.getByTestId('white-heart')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('white-heart').querySelector('svg')?.parentElement).toHaveClass('bg-brand-600');
    // SPEC §3 favIcon is the cached detail's flag, which took the answer's state.
    expect(queryClient.getQueryData<PrivilegeDetail>(privilegeKeys.detail(7, 3, 'en'))?.is_favorite).toBe(true);
    act(() => screen.getByTestId('white-heart').click());
    await waitFor(() => expect(screen.getByTestId('white-heart')).toHaveAttribute('aria-pressed', 'false'));
  });

  it('hides the white heart when the query flags a flash sale', async () => {
    mockDetail({ flash_sale: liveSale });
    renderApp('/privilege-detail/7?catId=3&fwsFlag=1');
    await screen.findByTestId('detail-title');
    expect(screen.queryByTestId('white-heart')).not.toBeInTheDocument();
  });

  it('hides the white heart when the stored fwsFlag is truthy', async () => {
    window.sessionStorage.setItem('fwsFlag', 'true');
    mockDetail();
    renderApp('/privilege-detail/7?catId=3');
    await screen.findByTestId('detail-title');
    expect(screen.queryByTestId('white-heart')).not.toBeInTheDocument();
  });
});

describe('privilege detail share', () => {
  it('opens the share dialog carrying the privilege, category, group and flash-sale flag', async () => {
    mockDetail();
    renderApp('/privilege-detail/7?catId=3&gId=5&fwsFlag=0');
    await screen.findByTestId('detail-title');
    act(() => screen.getByRole('button', { name: 'Share' }).click());
    const dialog = await screen.findByTestId('share-dialog');
    expect(dialog.dataset).toMatchObject({ privilegeId: '7', categoryId: '3', groupId: '5', fwsFlag: '0' });
    expect(dialog).toHaveTextContent('Close');
  });
});
