import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { cardPage, listedCard } from '../test/fixtures';

// The first render would otherwise also pay for transforming the screens' modules, and time out.
beforeAll(async () => {
  await import('@/app/routes/cards');
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

const callsTo = (fetchMock: ReturnType<typeof mockApi>, action: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(`/VirtualCard/${action}`));

describe('the member-card-list screen', () => {
  it('shows the active cards in the server’s order, favourites first, with masked numbers', async () => {
    const cards = [listedCard(3, { is_favorite: true }), listedCard(1), listedCard(2)];
    mockApi({ 'VirtualCard/GetActiveVirtualCardList': () => ok(cardPage(cards)) });
    renderApp('/member-card-list');
    const items = await screen.findAllByTestId('card-item');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Test Card 3',
      'Test Card 1',
      'Test Card 2',
    ]);
    expect(screen.getByTestId('card-favourite-3')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('card-favourite-1')).toHaveAttribute('aria-pressed', 'false');
    expect(within(items[0] as HTMLElement).getByTestId('card-face')).toHaveAccessibleName(
      'Test Card 3, Gold, card number •••• 0003',
    );
    expect(within(items[0] as HTMLElement).getByTestId('card-validity')).toHaveTextContent('Valid until');
  });

  it('switches to the expired cards and keeps the tab in the address', async () => {
    const fetchMock = mockApi({
      'VirtualCard/GetActiveVirtualCardList': () => ok(cardPage([listedCard(1)])),
      'VirtualCard/GetExpiredVirtualCardList': () =>
        ok(cardPage([listedCard(9, { status: 'expired', expires_at: '2026-01-05T03:00:00.000Z' })])),
    });
    const { router } = renderApp('/member-card-list');
    await screen.findByTestId('card-link-1');
    expect(callsTo(fetchMock, 'GetExpiredVirtualCardList')).toHaveLength(0);
    await userEvent.setup().click(screen.getByTestId('card-tab-expired'));
    expect(await screen.findByTestId('card-link-9')).toBeInTheDocument();
    expect(screen.getByTestId('card-tab-expired')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('card-validity')).toHaveTextContent('Expired on');
    expect(router.state.location.search).toBe('?tab=expired');
  });

  it('says so when a tab holds no card, in the member’s language', async () => {
    mockApi({
      'VirtualCard/GetActiveVirtualCardList': () => ok(cardPage([])),
      'VirtualCard/GetExpiredVirtualCardList': () => ok(cardPage([])),
    });
    renderApp('/member-card-list?tab=expired');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have no expired cards.');
    await act(() => setLanguage('th'));
    await waitFor(() => expect(screen.getByTestId('empty-state')).toHaveTextContent('คุณไม่มีบัตรที่หมดอายุ'));
  });

  it('toggles a favourite from the server’s answer without reading the list again', async () => {
    const fetchMock = mockApi({
      'VirtualCard/GetActiveVirtualCardList': () => ok(cardPage([listedCard(1), listedCard(2)])),
      'VirtualCard/UpdateFavVirtualCard': (body) =>
        ok({ card_id: (body as { Card_Id: number }).Card_Id, is_favorite: true }),
    });
    renderApp('/member-card-list');
    const heart = await screen.findByTestId('card-favourite-2');
    const listReads = callsTo(fetchMock, 'GetActiveVirtualCardList').length;
    await userEvent.setup().click(heart);
    await waitFor(() => expect(screen.getByTestId('card-favourite-2')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('card-favourite-2')).toHaveAccessibleName('Remove Test Card 2 from favourites');
    const [, init] = callsTo(fetchMock, 'UpdateFavVirtualCard')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ Card_Id: 2 });
    expect(callsTo(fetchMock, 'GetActiveVirtualCardList')).toHaveLength(listReads);
  });

  it('offers no removal on the list: a card is removed from its detail', async () => {
    mockApi({ 'VirtualCard/GetActiveVirtualCardList': () => ok(cardPage([listedCard(1), listedCard(2)])) });
    renderApp('/member-card-list');
    await screen.findByTestId('card-link-2');
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
