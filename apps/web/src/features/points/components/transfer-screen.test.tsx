import type { TransferRecipient } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const info = {
  point_balance: 12_000,
  daily_cap: 10_000,
  transferred_today: 9_500,
  transferable: 500,
  recent_recipients: [],
};
const friend: TransferRecipient = {
  member_id: 'CR00000002',
  display_name: 'Malee J.',
  masked_mobile: '081-xxx-5678',
  picture_url: null,
};
const result = {
  transfer_id: 7,
  reference_no: 'TR261122-000007',
  points: 25,
  recipient: friend,
  point_balance: 11_975,
  transferred_today: 9_525,
  created_at: '2026-11-21T18:30:00.000Z',
};

// The first render would otherwise also pay for transforming the screens' modules, and time out.
beforeAll(async () => {
  await import('@/app/routes/points');
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

const requestsTo = (fetchMock: ReturnType<typeof mockApi>, call: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === `/api/v1/Point/${call}`);

async function findFriend(user: ReturnType<typeof userEvent.setup>, text = '081-234-5678') {
  await user.type(await screen.findByTestId('recipient-input'), text);
  await user.click(screen.getByTestId('recipient-search-submit'));
  return screen.findByTestId('recipient-card');
}

describe('the transfer screen', () => {
  it('heads the screen with the one number the member can send today, not the balance and the cap apart', async () => {
    mockApi({ 'Point/GetTransferPointInfo': () => ok(info) });
    renderApp('/transfer');
    expect(await screen.findByTestId('transfer-transferable')).toHaveTextContent('You can send 500 points today');
    expect(screen.queryByText('12,000')).not.toBeInTheDocument();
    expect(screen.getByText('You can send up to 10,000 points a day.')).toBeInTheDocument();
  });

  it('checks the recipient before asking the server, then shows the masked member found', async () => {
    const fetchMock = mockApi({
      'Point/GetTransferPointInfo': () => ok(info),
      'Point/SearchMember': () => ok(friend),
    });
    renderApp('/transfer');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('recipient-input'), '12345');
    await user.click(screen.getByTestId('recipient-search-submit'));
    expect(
      await screen.findByText(/Enter a Thai mobile number, such as 081-234-5678, or a member ID/),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'SearchMember')).toHaveLength(0);

    await user.clear(screen.getByTestId('recipient-input'));
    const card = await findFriend(user);
    expect(within(card).getByText('Malee J.')).toBeInTheDocument();
    expect(within(card).getByText('081-xxx-5678 · CR00000002')).toBeInTheDocument();
    const [, init] = requestsTo(fetchMock, 'SearchMember')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ Mobile_No: '0812345678' });
  });

  it('fills the recipient from a recent recipient with one tap, without searching again', async () => {
    const fetchMock = mockApi({ 'Point/GetTransferPointInfo': () => ok({ ...info, recent_recipients: [friend] }) });
    renderApp('/transfer');
    const user = userEvent.setup();
    const chip = await screen.findByTestId('recent-recipient');
    expect(chip).toHaveTextContent('Malee J.');
    expect(chip).toHaveTextContent('081-xxx-5678');
    await user.click(chip);
    expect(within(await screen.findByTestId('recipient-card')).getByText('Malee J.')).toBeInTheDocument();
    expect(screen.queryByTestId('recent-recipients')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'SearchMember')).toHaveLength(0);
  });

  it('shows no recent recipients to a member who never sent points', async () => {
    mockApi({ 'Point/GetTransferPointInfo': () => ok(info) });
    renderApp('/transfer');
    await screen.findByTestId('recipient-input');
    expect(screen.queryByTestId('recent-recipients')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a recipient in the member’s language', async () => {
    mockApi({
      'Point/GetTransferPointInfo': () => ok(info),
      'Point/SearchMember': () => refused(400, 'INVALID_RECIPIENT'),
    });
    renderApp('/transfer');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('recipient-input'), 'cr00000001');
    await user.click(screen.getByTestId('recipient-search-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('recipient-error')).toHaveTextContent('Points cannot be sent to this member.'),
    );
  });

  it('explains a wrong amount inline: empty, not whole, zero, over what can be sent', async () => {
    mockApi({ 'Point/GetTransferPointInfo': () => ok(info), 'Point/SearchMember': () => ok(friend) });
    renderApp('/transfer');
    const user = userEvent.setup();
    await findFriend(user);
    const amount = screen.getByTestId('transfer-amount');
    const submit = screen.getByTestId('transfer-submit');
    const cases: [string, string][] = [
      ['', 'Enter how many points to send.'],
      ['2.5', 'Enter whole points only, without decimals or signs.'],
      ['0', 'Send at least 1 point.'],
      ['501', 'You can send at most 500 points now.'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(submit);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.queryByTestId('transfer-confirm')).toBeNull();
    // The most one transfer may carry (1,000,000) fits in the field: it once took six digits only.
    await user.clear(amount);
    await user.type(amount, '1000000');
    expect(amount).toHaveValue('1000000');
  });

  it('asks for confirmation, sends once with an Idempotency-Key, refreshes the balance and history, and shows the result', async () => {
    const fetchMock = mockApi({
      'Point/GetTransferPointInfo': () => ok(info),
      'Point/SearchMember': () => ok(friend),
      'Point/TransferPoint': () => ok(result),
    });
    const { router, queryClient } = renderApp('/transfer');
    queryClient.setQueryData(['customer-info'], { point_balance: 12_000 });
    queryClient.setQueryData(['point-expire-timeline'], { items: [], total: 12_000 });
    const user = userEvent.setup();
    await findFriend(user);
    await user.type(screen.getByTestId('transfer-amount'), '25');
    await user.click(screen.getByTestId('transfer-submit'));

    const dialog = await screen.findByTestId('transfer-confirm');
    expect(dialog.closest('[role="dialog"]')).not.toBeNull();
    expect(dialog).toHaveTextContent('Send 25 points to Malee J.?');
    await user.click(within(dialog).getByTestId('transfer-confirm-cancel'));
    expect(requestsTo(fetchMock, 'TransferPoint')).toHaveLength(0);

    await user.click(screen.getByTestId('transfer-submit'));
    await user.click(await screen.findByTestId('transfer-confirm-send'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-transfer'));

    const sends = requestsTo(fetchMock, 'TransferPoint');
    expect(sends).toHaveLength(1);
    const [, init] = sends[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ Member_Id: 'CR00000002', Points: 25 });
    expect((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(queryClient.getQueryState(['customer-info'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['point-expire-timeline'])?.isInvalidated).toBe(true);
    expect(await screen.findByTestId('complete-transfer')).toHaveTextContent(
      'Malee J. has received 25 points from you.',
    );
    expect(screen.getByTestId('complete-reference')).toHaveTextContent('TR261122-000007');
  });

  it('retries a transfer whose answer was lost with the same key, and a refused one with a new key', async () => {
    const answers = [refused(503, 'SERVICE_UNAVAILABLE'), refused(409, 'LIMIT_EXCEEDED'), ok(result)];
    const fetchMock = mockApi({
      'Point/GetTransferPointInfo': () => ok(info),
      'Point/SearchMember': () => ok(friend),
      'Point/TransferPoint': () => answers.shift() ?? ok(result),
    });
    const { router } = renderApp('/transfer');
    const user = userEvent.setup();
    await findFriend(user);
    await user.type(screen.getByTestId('transfer-amount'), '25');
    const sendOnce = async () => {
      await user.click(screen.getByTestId('transfer-submit'));
      await user.click(await screen.findByTestId('transfer-confirm-send'));
    };
    await sendOnce();
    await waitFor(() =>
      expect(screen.getByTestId('transfer-error')).toHaveTextContent('The service is temporarily unavailable.'),
    );
    await sendOnce();
    await waitFor(() =>
      expect(screen.getByTestId('transfer-error')).toHaveTextContent('This goes over the allowed limit.'),
    );
    await sendOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-transfer'));

    const keys = requestsTo(fetchMock, 'TransferPoint').map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    );
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    // Each refusal reads the allowance again: it may have moved meanwhile.
    expect(requestsTo(fetchMock, 'GetTransferPointInfo').length).toBeGreaterThanOrEqual(3);
  });

  it('speaks of a single point in the singular, from the cap to the completed transfer', async () => {
    const onePoint = { ...info, daily_cap: 1, transferred_today: 0, transferable: 1 };
    mockApi({
      'Point/GetTransferPointInfo': () => ok(onePoint),
      'Point/SearchMember': () => ok(friend),
      'Point/TransferPoint': () => ok({ ...result, points: 1, point_balance: 1, transferred_today: 1 }),
    });
    const { router } = renderApp('/transfer');
    expect(await screen.findByText('You can send up to 1 point a day.')).toBeInTheDocument();
    const user = userEvent.setup();
    await findFriend(user);
    await user.type(screen.getByTestId('transfer-amount'), '2');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(screen.getByRole('alert')).toHaveTextContent('You can send at most 1 point now.');

    await user.clear(screen.getByTestId('transfer-amount'));
    await user.type(screen.getByTestId('transfer-amount'), '1');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByTestId('transfer-confirm')).toHaveTextContent('Send 1 point to Malee J.?');
    await user.click(screen.getByTestId('transfer-confirm-send'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-transfer'));
    expect(await screen.findByTestId('complete-transfer')).toHaveTextContent('Malee J. has received 1 point from you.');
    expect(within(screen.getByTestId('complete-points')).getByText('1 point')).toBeInTheDocument();
    expect(within(screen.getByTestId('complete-balance')).getByText('1 point')).toBeInTheDocument();
  });

  it('says so when there is nothing to send today', async () => {
    mockApi({ 'Point/GetTransferPointInfo': () => ok({ ...info, transferred_today: 10_000, transferable: 0 }) });
    renderApp('/transfer');
    expect(await screen.findByTestId('transfer-nothing')).toHaveTextContent('You have no points to send right now.');
    expect(screen.queryByTestId('recipient-search')).toBeNull();
  });
});

describe('the complete-transfer screen', () => {
  it('links to the point history when opened without a transfer (a reload or a typed address)', async () => {
    mockApi({});
    renderApp('/complete-transfer');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('There is no transfer to show here.');
    expect(screen.getByTestId('complete-to-history')).toHaveAttribute('href', '/point-transaction');
  });

  it('sums up the transfer it was handed: points, recipient, new balance and Bangkok time', async () => {
    mockApi({});
    const { router } = renderApp('/complete-transfer');
    await act(() => router.navigate('/complete-transfer', { state: { transfer: result } }));
    expect(await screen.findByTestId('complete-points')).toHaveTextContent('25 points');
    expect(screen.getByTestId('complete-recipient')).toHaveTextContent('Malee J. · 081-xxx-5678');
    expect(screen.getByTestId('complete-balance')).toHaveTextContent('11,975 points');
    expect(screen.getByTestId('complete-time')).toHaveTextContent('22 Nov 2026, 01:30');
    expect(screen.getByTestId('complete-to-home')).toHaveAttribute('href', '/home');
  });
});
