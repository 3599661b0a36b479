import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useLoaderStore } from '@/components/feedback/loader-store';
import { useModalStore } from '@/components/feedback/modal-store';
import { registerAppNavigator } from '@/lib/app-navigation';
import { initI18n } from '@/lib/i18n';
import { useScreenStore } from '@/lib/screen-size';

// Screens are lazy routes whose code and words load on first use; on a busy 2-core CI machine that can
// take longer than Testing Library's 1 s default wait, which made `findBy` queries fail at random.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  // jsdom does not scroll; the app's scrolling is asserted where it matters.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  useScreenStore.setState({ size: 'mobile' });
});

afterEach(async () => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  useModalStore.setState({ modals: [] });
  useLoaderStore.setState({ pending: 0 });
  registerAppNavigator(null);
  await initI18n('en');
});
