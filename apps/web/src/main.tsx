import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter, preloadScreenAt } from '@/app/router';
import { seedLandingBannerFromPage } from '@/features/auth/api/get-landing-banner';
import { registerAppNavigator } from '@/lib/app-navigation';
import { refreshOnNewVersion } from '@/lib/app-version';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { watchScreenSize } from '@/lib/screen-size';
import './styles.css';

/** SPEC §4 start-up: version check first (a reload makes the rest moot), then language, size, router. */
async function start(): Promise<void> {
  if ((await refreshOnNewVersion()) === 'reloading') return;
  const queryClient = createQueryClient();
  seedLandingBannerFromPage(queryClient);
  const firstScreen = preloadScreenAt(window.location.pathname, queryClient);
  await initI18n(undefined, firstScreen?.namespaces);
  watchScreenSize();
  // The app decides where each page scrolls (SPEC §2 scrolling), not the browser.
  window.history.scrollRestoration = 'manual';

  const router = createAppRouter(queryClient);
  registerAppNavigator((path, options) => router.navigate(path, options));

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A page whose HTML already draws its first picture (decision 033) is replaced by its screen, never by
  // the blank fallback shown while the screen's code arrives: that would flash the picture away.
  if (container.firstElementChild) await untilInitialized(router);
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
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

void start();
