import { ROUTE_LIST, ROUTE_NAMES, ROUTES } from '@loyalty/contracts';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { buildRoutes, PLANNED_ROUTES, SCREENS, screenOfRoute } from './router';

describe('the route table', () => {
  it('has every route of the contracts, its metadata as handle and its name as id', () => {
    const children = buildRoutes(new QueryClient())[0]?.children ?? [];
    for (const name of ROUTE_NAMES) {
      const route = children.find((child) => child.id === name);
      expect(route?.path, name).toBe(ROUTES[name].path);
      expect(route?.handle, name).toBe(ROUTES[name].meta);
    }
  });

  it('gives every route of the table a real screen; only the member-card screens still being built are planned', async () => {
    expect([...PLANNED_ROUTES].sort()).toEqual(['member-card-condition', 'member-card-detail', 'member-card-list']);
    const planned = screenOfRoute('member-card-list');
    const PlannedComponent = await planned.load();
    for (const route of ROUTE_LIST) {
      if ((PLANNED_ROUTES as readonly string[]).includes(route.name)) continue;
      const screen = screenOfRoute(route.name);
      expect(screen, route.name).toBe(SCREENS[route.name as keyof typeof SCREENS]);
      const Component = await screen.load();
      expect(typeof Component, route.name).toBe('function');
      expect(Component, route.name).not.toBe(PlannedComponent);
      expect(screen.namespaces, route.name).not.toContain('screens');
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
    mockApi({ 'Customer/GetCustomerInfo': () => ok(null) });
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cancel-membership'));
    expect(window.sessionStorage.getItem('isCanceled')).toBe('true');
    expect(await screen.findByTestId('membership-notice-isCanceled')).toHaveTextContent(
      'This membership has been canceled.',
    );
  });

  it('frames a screen still to come with its title and purpose, in the current language', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({ 'Customer/GetCustomerInfo': () => ok(null) });
    renderApp('/member-card-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member cards' })).toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toHaveTextContent('Your member cards from the companies of our group.');
    await act(() => setLanguage('th'));
    expect(await screen.findByRole('heading', { level: 1, name: 'บัตรสมาชิก' })).toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toHaveTextContent('บัตรสมาชิกของคุณจากบริษัทในเครือ');
  });

  it('renders the not-found page for any other path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
