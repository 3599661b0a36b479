import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { useScreenStore } from '@/lib/screen-size';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { useFavouriteActionStore } from './favourite-action-store';

function signIn() {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
  mockApi({ 'Customer/GetCustomerInfo': () => ok(demoCustomer), 'Banner/GetLandingBanner': () => ok([]) });
}

describe('bottom navigation (SPEC §2)', () => {
  it.each([
    ['/home', 'home'],
    ['/edit-profile', 'profile'],
    ['/address-list', 'profile'],
    ['/upload-receipt', 'collect-point'],
    ['/scancode', 'collect-point'],
    ['/privilege-search', 'privilege'],
  ])('on %s lights the %s tab only', async (path, tab) => {
    signIn();
    renderApp(path);
    const nav = await screen.findByTestId('bottom-nav');
    const lit = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(lit.map((link) => link.dataset.testid)).toEqual([`tab-${tab}`]);
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
  });

  it('is not drawn on desktop, where the desktop bar carries the tabs', async () => {
    signIn();
    useScreenStore.setState({ size: 'desktop' });
    renderApp('/home');
    const bar = await screen.findByTestId('desktop-bar');
    expect(screen.queryByTestId('bottom-nav')).not.toBeInTheDocument();
    expect(await within(bar).findByTestId('tab-home')).toHaveAttribute('aria-current', 'page');
  });
});

describe('the tab the member came from (issue 34)', () => {
  function signInWithHistory() {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Banner/GetBannerList': () => ok([]),
      'History/GetRedemptionHistory': () => ok({ items: [], page: 1, limit: 20, total: 0, end_page: true }),
      'History/GetTrackingStatus': () => refused(404, 'NOT_FOUND'),
    });
  }

  const litTabs = (nav: HTMLElement) =>
    within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.dataset.testid);

  it('lights Home on the history opened from home’s shortcut, and keeps it on the history’s tracking pages', async () => {
    signInWithHistory();
    const { router } = renderApp('/home');
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    await userEvent.setup().click(within(shortcuts).getByRole('link', { name: 'History' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    await screen.findByText('You have not redeemed anything yet.');
    expect(litTabs(screen.getByTestId('bottom-nav'))).toEqual(['tab-home']);
    await act(() => router.navigate('/tracking-status/2'));
    expect(litTabs(screen.getByTestId('bottom-nav'))).toEqual(['tab-home']);
  });

  it('lights Profile on the history reached from profile, and Profile (its own tab) when opened directly', async () => {
    signInWithHistory();
    const { router } = renderApp('/history');
    await screen.findByText('You have not redeemed anything yet.');
    expect(litTabs(screen.getByTestId('bottom-nav'))).toEqual(['tab-profile']);
    await act(() => router.navigate('/home'));
    await act(() => router.navigate('/profile'));
    await act(() => router.navigate('/history'));
    expect(litTabs(screen.getByTestId('bottom-nav'))).toEqual(['tab-profile']);
  });

  it('lights the tab the member came from in the desktop bar too', async () => {
    signInWithHistory();
    useScreenStore.setState({ size: 'desktop' });
    const { router } = renderApp('/privilege-search');
    const bar = await screen.findByTestId('desktop-bar');
    expect(await within(bar).findByTestId('tab-privilege')).toHaveAttribute('aria-current', 'page');
    await act(() => router.navigate('/history'));
    await screen.findByText('You have not redeemed anything yet.');
    expect(litTabs(screen.getByTestId('desktop-bar'))).toEqual(['tab-privilege']);
  });
});

describe('home when the member’s figures fail to load (issue 34)', () => {
  it('keeps the bottom bar and the desktop bar’s tabs and log-out, and retries in place', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    let isDown = true;
    mockApi({
      'Customer/GetCustomerInfo': () => (isDown ? refused(503, 'SERVICE_UNAVAILABLE') : ok(demoCustomer)),
      'Banner/GetBannerList': () => ok([]),
    });
    renderApp('/home');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(within(screen.getByTestId('bottom-nav')).getAllByRole('link')).toHaveLength(4);

    act(() => useScreenStore.setState({ size: 'desktop' }));
    const bar = await screen.findByTestId('desktop-bar');
    expect(await within(bar).findByTestId('tab-home')).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByTestId('bar-logout')).toBeInTheDocument();

    isDown = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByTestId('home-greeting')).toHaveTextContent('Somchai');
  });
});

describe('back button (SPEC §2)', () => {
  it('follows the route metadata: login goes back to login-type', async () => {
    const { router } = renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-type'));
  });

  it('prefers the backTo query value over the metadata', async () => {
    mockApi({ 'Banner/GetLandingBanner': () => ok([]) });
    const { router } = renderApp('/login?backTo=landing');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
  });

  it('uses the stored `from` route when the route has no back target', async () => {
    window.localStorage.setItem('from', 'condition');
    const { router } = renderApp('/policy');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/condition'));
  });

  it('is hidden at 1024 px and wider', async () => {
    useScreenStore.setState({ size: 'desktop' });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});

describe('top bar actions (SPEC §2)', () => {
  it('links the search icon to privilege-search and the heart to privilege-fav', async () => {
    signIn();
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'Search privileges' })).toHaveAttribute('href', '/privilege-search');
    expect(screen.getByRole('link', { name: 'Favourite privileges' })).toHaveAttribute('href', '/privilege-fav');
  });

  it('titles the share dialog in Thai when the language is Thai', async () => {
    signIn();
    await act(() => setLanguage('th'));
    renderApp('/privilege-detail/42');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'แชร์' }));
    expect(await screen.findByRole('dialog', { name: 'แชร์ให้เพื่อนของคุณ!' }, { timeout: 2000 })).toBeInTheDocument();
  });

  it('shows the white heart on a privilege detail unless a flash-sale flag is set', async () => {
    signIn();
    useFavouriteActionStore.setState({ action: { isFavourite: false, toggle: () => undefined } });
    const first = renderApp('/privilege-detail/42');
    expect(await screen.findByTestId('white-heart')).toHaveAccessibleName('Add to favourites');
    first.unmount();

    window.sessionStorage.setItem('fwsFlag', 'true');
    const second = renderApp('/privilege-detail/42');
    await screen.findByRole('button', { name: 'Share' });
    expect(screen.queryByTestId('white-heart')).not.toBeInTheDocument();
    second.unmount();
    useFavouriteActionStore.setState({ action: null });
  });
});

describe('member bars and footer (SPEC §2)', () => {
  it('shows the desktop bar with polite name, tier, points, avatar, language and logout', async () => {
    signIn();
    useScreenStore.setState({ size: 'desktop' });
    renderApp('/profile');
    const bar = await screen.findByTestId('desktop-bar');
    expect(await within(bar).findByTestId('member-name')).toHaveTextContent('Khun Somchai');
    expect(within(bar).getByTestId('member-points')).toHaveTextContent('12,000');
    expect(within(bar).getByTestId('member-tier')).toHaveTextContent('Gold');
    expect(within(bar).getByTestId('member-avatar').getAttribute('src')).toMatch(/default-avatar|^data:image\/svg/);
    expect(within(bar).getByTestId('language-switch')).toBeInTheDocument();
    const logout = within(bar).getByRole('button', { name: 'Log out' });
    expect(within(logout).getByText('Log out')).not.toHaveClass('sr-only');
  });

  it('labels the tablet bar’s log-out for screen readers only, where the bar has no room for words', async () => {
    signIn();
    useScreenStore.setState({ size: 'tablet' });
    renderApp('/edit-profile');
    const logout = within(await screen.findByTestId('tablet-bar')).getByRole('button', { name: 'Log out' });
    expect(within(logout).getByText('Log out')).toHaveClass('sr-only');
  });

  it('shows the tablet bar on sub-pages only', async () => {
    signIn();
    useScreenStore.setState({ size: 'tablet' });
    const sub = renderApp('/edit-profile');
    expect(await screen.findByTestId('tablet-bar')).toBeInTheDocument();
    sub.unmount();
    renderApp('/home');
    await screen.findByTestId('home-greeting');
    expect(screen.queryByTestId('tablet-bar')).not.toBeInTheDocument();
  });

  it('shows one language switch on a tablet sub-page that has both the member bar and the route switch', async () => {
    signIn();
    useScreenStore.setState({ size: 'tablet' });
    renderApp('/cancel-membership');
    await screen.findByTestId('tablet-bar');
    await screen.findByTestId('top-bar');
    expect(screen.getAllByTestId('language-switch')).toHaveLength(1);
  });

  it('draws the footer on desktop only, with policy, terms and four social links', async () => {
    signIn();
    useScreenStore.setState({ size: 'desktop' });
    const desktop = renderApp('/home');
    const footer = await screen.findByTestId('footer');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
    expect(within(footer).getByRole('link', { name: 'Terms and Condition' })).toHaveAttribute('href', '/condition');
    for (const name of ['LINE official account', 'Website', 'Facebook', 'YouTube']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    desktop.unmount();
    useScreenStore.setState({ size: 'mobile' });
    renderApp('/home');
    await screen.findByTestId('home-greeting');
    expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
  });
});

describe('language switch and register layout', () => {
  it('switches to Thai: stored lowercase, <html lang> follows, words change', async () => {
    mockApi({ 'Banner/GetLandingBanner': () => ok([]) });
    renderApp('/landing');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'เปลี่ยนเป็นภาษาไทย' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
    expect(window.localStorage.getItem('lang')).toBe('th');
    expect(await screen.findByRole('heading', { level: 1, name: 'ยินดีต้อนรับสู่ชบา รีวอร์ด' })).toBeInTheDocument();
  });

  it('shows the language switch only where the route allows it', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.queryByTestId('language-switch')).not.toBeInTheDocument();
  });

  it('adds the add-friend panel, footer links and 2023 copyright beside register pages on tablets', async () => {
    mockApi({ 'Banner/GetLandingBanner': () => ok([]) });
    useScreenStore.setState({ size: 'tablet' });
    renderApp('/landing');
    const aside = await screen.findByTestId('register-aside');
    expect(within(aside).getByTestId('add-friend-handle')).toHaveTextContent('@chabarewards');
    expect(within(aside).getByTestId('add-friend-handle')).toHaveAttribute(
      'href',
      'https://line.me/R/ti/p/%40chabarewards',
    );
    expect(within(aside).getByTestId('add-friend-invitation')).toHaveTextContent(
      'Scan to become friends today and receive many special privileges every day.',
    );
    expect(within(aside).getByTestId('copyright')).toHaveTextContent('2023');
    expect(within(aside).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
