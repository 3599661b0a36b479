import { KEY_VISUAL_SLOT, LANDING_KEY_VISUALS_DATA_ID, LANGUAGES } from '@loyalty/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { landingFrame } from '@/../build/first-paint-plugin';
import { useLoaderStore } from '@/components/feedback/loader-store';
import type { KeyVisualImages } from '@/components/ui/key-visual';
import { setLanguage } from '@/lib/i18n';
import { useRegistrationDraftStore } from '@/lib/registration-draft-store';
import { mockApi, renderApp } from '@/test/render-app';
import { getLandingBannerQueryOptions, seedLandingBannerFromPage } from '../api/get-landing-banner';
import { useLandingKeyVisuals } from '../lib/use-landing-key-visuals';

const BANNERS = [
  { name: 'Landing-Kv-Mobile', image_url: '/media/kv-mobile.webp' },
  { name: 'Landing-Kv-Tablet', image_url: '/media/kv-tablet.webp' },
  { name: 'Landing-Kv-Desktop', image_url: '/media/kv-desktop.webp' },
];

/** The landing's HTML as the server sends it: the page's data block beside the app's root. */
function writePageData(json: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = LANDING_KEY_VISUALS_DATA_ID;
  block.text = json;
  document.body.append(block);
}

/** The class names of each element from the key-visual box up to (not including) the root. */
function classChain(box: Element, root: Element): string[][] {
  const chain: string[][] = [];
  for (let element: Element | null = box; element && element !== root; element = element.parentElement) {
    chain.push([...element.classList].sort());
  }
  return chain;
}

/** An element as a visitor meets it: its tag, classes, link, label and text, and its children alike. */
interface Drawn {
  tag: string;
  classes: string[];
  href: string | null;
  label: string | null;
  text: string;
  children: Drawn[];
}

function drawnOf(element: Element): Drawn {
  return {
    tag: element.tagName,
    classes: [...element.classList].sort(),
    href: element.getAttribute('href'),
    label: element.getAttribute('aria-label'),
    text: element.children.length === 0 ? (element.textContent ?? '') : '',
    children: [...element.children].map(drawnOf),
  };
}

beforeEach(() => useRegistrationDraftStore.setState(useRegistrationDraftStore.getInitialState()));
afterEach(() => document.getElementById(LANDING_KEY_VISUALS_DATA_ID)?.remove());

describe('the landing drawn by its HTML before the app (decision 033)', () => {
  it.each(LANGUAGES)(
    'draws the landing in %s where and as the app draws it on a phone (decision 034)',
    async (language) => {
      await act(() => setLanguage(language));
      mockApi({});
      const { container } = renderApp('/landing', (queryClient) =>
        queryClient.setQueryData(getLandingBannerQueryOptions().queryKey, BANNERS),
      );
      const drawn = await screen.findByTestId('key-visual');

      const frame = document.createElement('div');
      frame.innerHTML = landingFrame(i18n.getResourceBundle(language, 'landing'));
      const slot = [...frame.querySelectorAll('*')].find((element) => element.innerHTML === KEY_VISUAL_SLOT);
      if (!slot) throw new Error('the frame has no key-visual slot');
      // The frame hides itself from tablets on (where the app lays the landing out beside an aside).
      const [frameRoot, ...frameChain] = classChain(slot, frame).reverse();
      expect(frameRoot?.filter((name) => name !== 'tablet:hidden')).toEqual(
        [...(container.querySelector('[data-layout="register"]')?.classList ?? [])].sort(),
      );
      // The app's chain from the layout down, leaving out what the frame has no part in (the fixed bar).
      const drawnChain = classChain(drawn, container).reverse().slice(1);
      expect(frameChain).toEqual(drawnChain);

      // The welcome and the links: the same words, classes and targets as the app's.
      const appWelcome = container.querySelector('section[aria-labelledby="landing-title"]');
      const frameWelcome = frame.querySelector('section');
      if (!appWelcome || !frameWelcome) throw new Error('a welcome section is missing');
      expect(drawnOf(frameWelcome)).toEqual(drawnOf(appWelcome));
      expect(frameWelcome.parentElement?.previousElementSibling?.contains(slot) ?? false).toBe(false);
      expect(frameWelcome.previousElementSibling?.contains(slot)).toBe(true);
      await act(() => setLanguage('en'));
    },
  );

  it('draws the picture the page brought in its first render, with no call and no loader', async () => {
    const fetchMock = mockApi({});
    writePageData(JSON.stringify(BANNERS));
    renderApp('/landing', seedLandingBannerFromPage);
    const visual = await screen.findByTestId('key-visual');
    expect(visual.querySelector('img')).toHaveAttribute('src', '/media/kv-mobile.webp');
    expect(useLoaderStore.getState().pending).toBe(0);
    await waitFor(() => expect(useRegistrationDraftStore.getState().kvImageDesktop).toBe('/media/kv-desktop.webp'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns the cached key visuals from the very first render', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getLandingBannerQueryOptions().queryKey, BANNERS);
    const renders: KeyVisualImages[] = [];
    renderHook(
      () => {
        const images = useLandingKeyVisuals();
        renders.push(images);
        return images;
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        ),
      },
    );
    expect(renders[0]).toEqual({
      mobile: '/media/kv-mobile.webp',
      tablet: '/media/kv-tablet.webp',
      desktop: '/media/kv-desktop.webp',
    });
  });

  it('ignores page data that is not a banner list, leaving the key visuals to the call', () => {
    for (const json of ['{"name":"x"}', '[{"name":"x","image_url":1}]', '[{"name":']) {
      writePageData(json);
      const queryClient = new QueryClient();
      seedLandingBannerFromPage(queryClient);
      expect(queryClient.getQueryData(getLandingBannerQueryOptions().queryKey), json).toBeUndefined();
      document.getElementById(LANDING_KEY_VISUALS_DATA_ID)?.remove();
    }
  });
});
