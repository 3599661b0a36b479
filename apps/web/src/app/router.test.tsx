import { readdirSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTE_LIST, ROUTE_NAMES, ROUTES } from '@loyalty/contracts';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { FIRST_VISIT_PAGES } from '../../build/first-paint-plugin';
import { buildRoutes, preloadOnIntent, preloadScreenAt, SCREENS } from './router';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('the route table', () => {
  it('has every route of the contracts, its metadata as handle and its name as id', () => {
    const children = buildRoutes(new QueryClient())[0]?.children ?? [];
    for (const name of ROUTE_NAMES) {
      const route = children.find((child) => child.id === name);
      expect(route?.path, name).toBe(ROUTES[name].path);
      expect(route?.handle, name).toBe(ROUTES[name].meta);
    }
  });

  it('gives every route of SPEC §2 a real screen: no placeholder frame is left', async () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...ROUTE_NAMES].sort());
    expect(Object.keys(import.meta.glob('./routes/planned.tsx'))).toEqual([]);
    for (const route of ROUTE_LIST) {
      const Component = await SCREENS[route.name].load();
      expect(typeof Component, route.name).toBe('function');
    }
  });

  it('finds the screen a first visit shows, path parameters included, for start-up to fetch early', () => {
    mockApi({ 'Banner/GetLandingBanner': () => ok([]) });
    const queryClient = new QueryClient();
    expect(preloadScreenAt('/home', queryClient)?.screen).toBe(SCREENS.home);
    expect(preloadScreenAt('/privilege', queryClient)?.screen).toBe(SCREENS.privilege);
    expect(preloadScreenAt('/privilege-detail/12', queryClient)?.screen).toBe(SCREENS['privilege-detail']);
    expect(preloadScreenAt('/no/such/page/here', queryClient)?.screen).toBe(SCREENS['not-found']);
    expect(preloadScreenAt('/', queryClient)).toBeNull();
  });

  it('starts a screen’s code and words when a link to it is pressed or focused, and no other’s', async () => {
    const detail = vi.spyOn(SCREENS['privilege-detail'], 'load');
    const cards = vi.spyOn(SCREENS['member-card-list'], 'load');
    const page = document.createElement('div');
    document.body.append(page);
    page.innerHTML = [
      '<a href="/privilege-detail/12?catId=3"><img alt=""></a>',
      '<a href="/member-card-list">Cards</a>',
      '<a href="https://line.me/R/ti/p/@chaba">LINE</a>',
      '<p>Text</p>',
    ].join('');
    preloadOnIntent(page);
    const [detailLink, cardsLink, outside, text] = [...page.children];
    text?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    outside?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(detail).not.toHaveBeenCalled();
    detailLink?.querySelector('img')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(detail).toHaveBeenCalledOnce();
    expect(cards).not.toHaveBeenCalled();
    cardsLink?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(cards).toHaveBeenCalledOnce();
    await Promise.all([detail.mock.results[0]?.value, cards.mock.results[0]?.value]);
    page.remove();
  });

  it('starts the reads a first screen’s largest picture and the member chrome wait for, a member page’s only for a member', async () => {
    const fetchMock = mockApi({
      'Banner/GetLandingBanner': () => ok([]),
      'Banner/GetBannerList': () => ok([]),
      'VirtualCard/GetActiveVirtualCardList': () => ok({ items: [], page: 1, limit: 100, total: 0, end_page: true }),
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeCategories': () => ok([]),
      'Privilege/GetPrivilegeList': () => ok({ items: [], page: 1, limit: 30, total: 0, end_page: true }),
    });
    const called = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    preloadScreenAt('/landing', new QueryClient());
    await waitFor(() => expect(called()).toEqual(['/api/v1/Banner/GetLandingBanner']));

    preloadScreenAt('/home', new QueryClient());
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-register'));
    preloadScreenAt('/home', new QueryClient());
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    preloadScreenAt('/home', new QueryClient());
    await waitFor(() =>
      expect(called().sort()).toEqual([
        '/api/v1/Banner/GetBannerList',
        '/api/v1/Banner/GetLandingBanner',
        '/api/v1/Customer/GetCustomerInfo',
        '/api/v1/VirtualCard/GetActiveVirtualCardList',
      ]),
    );

    fetchMock.mockClear();
    const queryClient = new QueryClient();
    const privilege = preloadScreenAt('/privilege', queryClient);
    await waitFor(() =>
      expect(called().sort()).toEqual([
        '/api/v1/Customer/GetCustomerInfo',
        '/api/v1/Privilege/GetPrivilegeCategories',
        '/api/v1/Privilege/GetPrivilegeList',
      ]),
    );
    // Start-up replaces a page that drew itself once these reads are in (decision 036), not before.
    await privilege?.dataRead;
    expect(
      queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'success' }),
    ).toHaveLength(3);
  });

  it('says when the first screen’s reads are in, failed ones too, and at once for a screen with none', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeCategories': () => refused(500, 'SYSTEM_ERROR'),
      'Privilege/GetPrivilegeList': () => ok({ items: [], page: 1, limit: 30, total: 0, end_page: true }),
    });
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    const noRetries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(preloadScreenAt('/privilege', noRetries)?.dataRead).resolves.toBeUndefined();
    expect(noRetries.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })).toHaveLength(1);
    await expect(preloadScreenAt('/profile', new QueryClient())?.dataRead).resolves.toBeUndefined();
  });

  it('names, for each page the build writes for first visits, a screen module that exists', () => {
    const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).map(
      (file) => `/${file.split(sep).join('/')}`,
    );
    for (const page of FIRST_VISIT_PAGES) {
      expect(
        sources.filter((file) => page.screen.test(file)),
        page.name,
      ).toHaveLength(1);
    }
  });

  it('preloads, in the pages the build writes for first visits, exactly the words their screens read', () => {
    for (const page of FIRST_VISIT_PAGES) {
      expect(page.namespaces, page.name).toEqual(SCREENS[page.name].namespaces);
    }
  });

  it('redirects the root path to landing', async () => {
    mockApi({ 'Banner/GetLandingBanner': () => ok([]) });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
  });

  it('captures ?token= into session storage and takes it out of the address', async () => {
    mockApi({ 'Banner/GetLandingBanner': () => ok([]) });
    const { router } = renderApp('/landing?token=abc.def.ghi&ref=R1');
    await waitFor(() => expect(router.state.location.search).toBe('?ref=R1'));
    expect(window.sessionStorage.getItem('token')).toBe('abc.def.ghi');
    expect(window.localStorage.getItem('ref')).toBe('R1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a visitor without a session from a member route to landing', async () => {
    mockApi({ 'Banner/GetLandingBanner': () => ok([]) });
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
  });

  it('sends a canceled membership to cancel-membership with its flag and says so', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-canceled'));
    mockApi({ 'Customer/GetCustomerInfo': () => ok(demoCustomer) });
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cancel-membership'));
    expect(window.sessionStorage.getItem('isCanceled')).toBe('true');
    expect(await screen.findByTestId('membership-notice-isCanceled')).toHaveTextContent(
      'This membership has been canceled.',
    );
  });

  it('renders the not-found page for any other path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
