import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { cardPage, listedCard } from '../test/fixtures';

beforeAll(async () => {
  await Promise.all([import('@/app/routes/cards'), import('@/app/routes/home')]);
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

/** The server's side: each card's alert flags, cleared by its acknowledgement calls. */
function alertingServer() {
  const cards = [
    listedCard(1, { show_expire_alert: true, expires_at: '2026-12-20T03:00:00.000Z' }),
    listedCard(2, { show_create_alert: true }),
  ];
  const acknowledged: string[] = [];
  const acknowledge = (flag: 'show_create_alert' | 'show_expire_alert') => (body: unknown) => {
    const cardId = (body as { Card_Id: number }).Card_Id;
    acknowledged.push(`${flag}:${cardId}`);
    const card = cards.find((candidate) => candidate.card_id === cardId);
    if (!card) throw new Error(`No card ${cardId} on the server`);
    card[flag] = false;
    return ok({
      card_id: cardId,
      show_create_alert: card.show_create_alert,
      show_expire_alert: card.show_expire_alert,
    });
  };
  const handlers = {
    'Customer/GetCustomerInfo': () => ok(demoCustomer),
    'Banner/GetBannerList': () => ok([]),
    'VirtualCard/GetActiveVirtualCardList': () => ok(cardPage(cards.map((card) => ({ ...card })))),
    'VirtualCard/UpdateCreateAlert': acknowledge('show_create_alert'),
    'VirtualCard/UpdateExpireAlert': acknowledge('show_expire_alert'),
  };
  return { handlers, acknowledged };
}

describe('the new-card and expiry alerts', () => {
  it('raises the new-card alert, then the expiry alert, each once, acknowledging each', async () => {
    const server = alertingServer();
    mockApi(server.handlers);
    const { router } = renderApp('/member-card-list');
    const user = userEvent.setup();

    const created = await screen.findByTestId('card-alert-create');
    expect(created).toHaveTextContent('Chaba Mart has issued you this card.');
    expect(within(created).getByRole('img', { name: /Test Card 2/ })).toBeInTheDocument();
    await user.click(screen.getByTestId('card-alert-close'));
    const expiring = await screen.findByTestId('card-alert-expire');
    expect(expiring).toHaveTextContent('This card expires on');
    expect(within(expiring).getByRole('img', { name: /Test Card 1/ })).toBeInTheDocument();
    await user.click(screen.getByTestId('card-alert-close'));
    await waitFor(() => expect(server.acknowledged).toEqual(['show_create_alert:2', 'show_expire_alert:1']));

    await act(() => router.navigate('/home'));
    expect(await screen.findByTestId('home-cards-link')).toBeInTheDocument();
    await act(() => router.navigate('/member-card-list'));
    await screen.findByTestId('card-link-1');
    // Past the modal's opening delay: nothing is raised again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names new and expiring cards on home in one notice that blocks nothing, and remembers its dismissal', async () => {
    const server = alertingServer();
    mockApi(server.handlers);
    renderApp('/home');
    const notice = await screen.findByTestId('home-card-notice');
    expect(notice).toHaveTextContent('You have a new member card.');
    expect(notice).toHaveTextContent('A card expires on');
    // Past the modal's opening delay: home raises no dialog, and the page stays usable.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('home-cards-link')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss the card notice' }));
    await waitFor(() =>
      expect([...server.acknowledged].sort()).toEqual(['show_create_alert:2', 'show_expire_alert:1']),
    );
    expect(screen.queryByTestId('home-card-notice')).not.toBeInTheDocument();
  });

  it('opens the cards it names from the home notice', async () => {
    const server = alertingServer();
    mockApi(server.handlers);
    const { router } = renderApp('/home');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'View cards' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member-card-list'));
    await waitFor(() => expect(server.acknowledged).toContain('show_create_alert:2'));
  });
});
