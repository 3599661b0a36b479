import type { BannerListItem } from '@loyalty/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { AUTOPLAY_MS } from './banner-carousel';

/** An uploaded banner's copies (the API's image pipeline); the others are single-file artwork. */
const UPLOADED_SRCSET = '/uploads/media/b1-320.webp 320w, /uploads/media/b1-640.webp 640w';

const banners: BannerListItem[] = [
  {
    banner_id: 1,
    name: 'home-points',
    title: 'Double points weekend',
    image_url: '/uploads/media/b1-640.webp',
    image_srcset: UPLOADED_SRCSET,
    link_path: '/privilege',
  },
  {
    banner_id: 2,
    name: 'home-flash-sale',
    title: 'Flash sale at noon',
    image_url: '/b2.svg',
    link_path: '/privilege-flashsale',
  },
  {
    banner_id: 3,
    name: 'home-welcome',
    title: 'Welcome to Chaba',
    image_url: '/b3.svg',
    link_path: 'https://example.com',
  },
];

function stubReducedMotion(isReduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: isReduced && query.includes('reduce'), media: query })),
  );
}

beforeAll(async () => {
  await Promise.all([import('@/app/routes/home'), import('@/app/routes/banner-list')]);
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const api = (list: BannerListItem[] = banners) =>
  mockApi({
    'Customer/GetCustomerInfo': () => ok(demoCustomer),
    'Banner/GetBannerList': (_body, url) => {
      expect(url.searchParams.get('group')).toBe('Home');
      return ok(list);
    },
  });

const current = () => screen.getByTestId('banner-position').textContent;

describe('the home banner carousel', () => {
  it('shows the Home banners as labelled slides, only the current one reachable, links to in-app paths only', async () => {
    stubReducedMotion(true);
    api();
    renderApp('/home');
    expect(await screen.findByTestId('banner-slide-0')).toHaveAccessibleName('Slide 1 of 3');
    expect(screen.getByTestId('banner-carousel')).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByTestId('banner-slide-1')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('banner-link-1')).toHaveAttribute('href', '/privilege');
    // The banner's title names it; the operator's banner name is an identifier, never read out to members.
    expect(screen.getByTestId('banner-link-1')).toHaveAccessibleName('Double points weekend');
    expect(screen.queryByTestId('banner-link-3')).not.toBeInTheDocument();
    expect(screen.getByTestId('banner-see-all')).toHaveAttribute('href', '/banner-list');
  });

  it('offers an uploaded banner’s every width for the column, and artwork its one file', async () => {
    stubReducedMotion(true);
    api();
    renderApp('/home');
    const uploaded = (await screen.findByTestId('banner-slide-0')).querySelector('img');
    expect(uploaded).toHaveAttribute('srcset', UPLOADED_SRCSET);
    expect(uploaded).toHaveAttribute('sizes', '(min-width: 770px) 736px, calc(100vw - 32px)');
    const artwork = screen.getByTestId('banner-slide-1').querySelector('img');
    expect(artwork).toHaveAttribute('src', '/b2.svg');
    expect(artwork).not.toHaveAttribute('srcset');
    expect(artwork).not.toHaveAttribute('sizes');
  });

  it('moves with the previous and next buttons, wrapping around', async () => {
    stubReducedMotion(true);
    api();
    renderApp('/home');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('banner-next'));
    expect(current()).toBe('2 / 3');
    expect(screen.getByTestId('banner-slide-1')).not.toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByTestId('banner-previous'));
    await user.click(screen.getByTestId('banner-previous'));
    expect(current()).toBe('3 / 3');
  });

  it('does not autoplay for members who prefer reduced motion', async () => {
    stubReducedMotion(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api();
    renderApp('/home');
    await screen.findByTestId('banner-position');
    await act(async () => vi.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(current()).toBe('1 / 3');
    expect(screen.getByTestId('banner-autoplay')).toHaveAccessibleName('Play the slideshow');
  });

  it('autoplays otherwise, and stops when paused', async () => {
    stubReducedMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api();
    renderApp('/home');
    await screen.findByTestId('banner-position');
    await act(async () => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(current()).toBe('2 / 3');
    act(() => screen.getByTestId('banner-autoplay').click());
    await act(async () => vi.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(current()).toBe('2 / 3');
  });

  it('stays out of home when there are no banners', async () => {
    stubReducedMotion(true);
    api([]);
    renderApp('/home');
    expect(await screen.findByTestId('home-greeting')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('banner-carousel')).not.toBeInTheDocument());
  });
});

describe('the banner-list screen', () => {
  it('lists every banner by its title, each linking where its slide leads', async () => {
    api();
    renderApp('/banner-list');
    expect(await screen.findByTestId('banner-list')).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'Double points weekend',
      'Flash sale at noon',
      'Welcome to Chaba',
    ]);
    expect(screen.getByTestId('banner-link-2')).toHaveAttribute('href', '/privilege-flashsale');
  });

  it('says when there are none', async () => {
    api([]);
    renderApp('/banner-list');
    expect(await screen.findByText('There is no news or promotion right now.')).toBeInTheDocument();
  });
});
