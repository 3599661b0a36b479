import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from '@/components/feedback/modal-store';
import { addFriendUrl } from '@/lib/config';
import { setLanguage } from '@/lib/i18n';
import { keyVisualsOf, useRegistrationDraftStore } from '@/lib/registration-draft-store';
import { useScreenStore } from '@/lib/screen-size';
import { mockApi, ok, renderApp } from '@/test/render-app';

const MOBILE = { name: 'Landing-Kv-Mobile', image_url: '/media/kv-mobile.webp' };
const TABLET = { name: 'Landing-Kv-Tablet', image_url: '/media/kv-tablet.webp' };
const DESKTOP = { name: 'Landing-Kv-Desktop', image_url: '/media/kv-desktop.webp' };
const BANNERS = [MOBILE, TABLET, DESKTOP];

// Reset before each test: after one, its screen is still mounted until the shared clean-up unmounts it.
beforeEach(() => useRegistrationDraftStore.setState(useRegistrationDraftStore.getInitialState()));

describe('the landing page', () => {
  it('offers a phone one button that opens LINE to add us, not a QR code the phone would have to scan', async () => {
    mockApi({ 'Banner/GetLandingBanner': () => ok(BANNERS) });
    const before = useScreenStore.getState().size;
    useScreenStore.setState({ size: 'mobile' });
    try {
      renderApp('/landing');
      const button = await screen.findByTestId('add-friend-open-line');
      expect(button).toHaveAttribute('href', addFriendUrl('@chabarewards'));
      expect(button).toHaveAccessibleName('Add @chabarewards as a friend on LINE');
      expect(screen.queryByTestId('add-friend-qr')).not.toBeInTheDocument();
    } finally {
      useScreenStore.setState({ size: before });
    }
  });

  it('fetches the key visuals once and draws one image per width', async () => {
    const fetchMock = mockApi({ 'Banner/GetLandingBanner': () => ok(BANNERS) });
    const first = renderApp('/landing');
    const visual = await screen.findByTestId('key-visual');
    await waitFor(() => expect(visual.querySelector('img')).toHaveAttribute('src', '/media/kv-mobile.webp'));
    const sources = [...visual.querySelectorAll('source')].map((source) => [source.media, source.srcset]);
    expect(sources).toEqual([
      ['(min-width: 1024px)', '/media/kv-desktop.webp'],
      ['(min-width: 770px)', '/media/kv-tablet.webp'],
    ]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/Banner/GetLandingBanner?group=Landing-Kv');
    first.unmount();

    renderApp('/landing');
    await screen.findByTestId('key-visual');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leads Log in to login-type, and Register to login-type titled for registering in both languages', async () => {
    mockApi({ 'Banner/GetLandingBanner': () => ok(BANNERS) });
    renderApp('/landing');
    expect(await screen.findByTestId('landing-login')).toHaveAttribute('href', '/login-type');
    await userEvent.setup().click(screen.getByTestId('landing-register'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose how to register' })).toBeInTheDocument();
    // The tab (and a phone's top bar) read the route's title: the register one, not "Choose how to log in".
    await waitFor(() => expect(document.title).toMatch(/^Choose how to register \| /));
    expect(screen.getByTestId('login-type-line')).toHaveTextContent('Register with LINE');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await act(() => setLanguage('th'));
    expect(await screen.findByRole('heading', { level: 1, name: 'เลือกวิธีสมัครสมาชิก' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^เลือกวิธีสมัครสมาชิก \| /));
    await act(() => setLanguage('en'));
  });

  it('opens the error modal when the banners cannot be fetched', async () => {
    mockApi({
      'Banner/GetLandingBanner': () => ({
        status: 500,
        body: { status: 'error', http_status: 500, code: 'INTERNAL_ERROR', message: 'x', message_th: 'x' },
      }),
    });
    renderApp('/landing');
    await waitFor(() => expect(useModalStore.getState().modals.map((modal) => modal.type)).toEqual(['errorMessage']));
  });

  it('picks each width’s image by its banner name', () => {
    expect(keyVisualsOf([DESKTOP, MOBILE])).toEqual({
      mobile: '/media/kv-mobile.webp',
      tablet: null,
      desktop: '/media/kv-desktop.webp',
    });
  });
});
