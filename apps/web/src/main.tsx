import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter, preloadOnIntent, preloadScreenAt } from '@/app/router';
import { seedLandingBannerFromPage } from '@/features/sign-in/api/get-landing-banner';
import { MEMBER_LOCALE_FILES } from '@/i18n/member-locales';
import { addLocaleFiles } from '@/i18n/resources';
import { expectAppNavigator, registerAppNavigator } from '@/lib/app-navigation';
import { refreshOnNewVersion } from '@/lib/app-version';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { watchScreenSize } from '@/lib/screen-size';
import './styles.css';

/**
 * Lets the browser paint and answer input before the next step of start-up: each step is then its own
 * task, not part of one long one a tap on the page would wait behind (issue 13: blocking time).
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** SPEC §4 start-up: version check first (a reload makes the rest moot), then language, size, router. */
async function start(): Promise<void> {
  if ((await refreshOnNewVersion()) === 'reloading') return;
  // The first screen's reads go out now, long before the router exists: a refused session's 401 waits for it.
  expectAppNavigator();
  const queryClient = createQueryClient();
  seedLandingBannerFromPage(queryClient);
  const firstScreen = preloadScreenAt(window.location.pathname, queryClient);
  addLocaleFiles(MEMBER_LOCALE_FILES);
  await initI18n(undefined, firstScreen?.screen.namespaces);
  await yieldToBrowser();
  watchScreenSize();
  // The app decides where each page scrolls (SPEC §2 scrolling), not the browser.
  window.history.scrollRestoration = 'manual';

  const router = createAppRouter(queryClient);
  registerAppNavigator((path, options) => router.navigate(path, options));
  preloadOnIntent(document);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  const root = createRoot(container);
  if (!container.firstElementChild) return root.render(app);
  // A page whose HTML already shows itself (decisions 033, 034, 036) is replaced by its screen, never by
  // the blank fallback shown while the screen's code arrives nor by the skeleton shown while its reads
  // are out: either would flash the page away. Nothing waits on that render, so it runs as a transition,
  // in slices the browser can answer taps between.
  await Promise.all([untilInitialized(router), firstScreen?.dataRead]);
  startTransition(() => root.render(app));
}

/** Resolves once the router has the first route's code and data, so its first render is the screen. */
function untilInitialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// After the task that evaluated the app's modules, not inside it.
void yieldToBrowser().then(start);
