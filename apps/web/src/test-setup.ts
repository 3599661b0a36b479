import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useLoaderStore } from '@/components/feedback/loader-store';
import { useModalStore } from '@/components/feedback/modal-store';
import { ADMIN_LOCALE_FILES } from '@/i18n/admin-locales';
import { addLocaleFiles } from '@/i18n/resources';
import { registerAppNavigator } from '@/lib/app-navigation';
import { initI18n } from '@/lib/i18n';
import { useScreenStore } from '@/lib/screen-size';
import { failOnConsoleErrors, stopWatchingConsoleErrors, watchConsoleErrors } from '@/test/console-errors';
import { defineDialogMethods } from '@/test/dialog-element';
import { defineSearchElement } from '@/test/search-element';

// Screens are lazy routes whose code and words load on first use; on a busy 2-core CI machine that can
// take longer than Testing Library's 1 s default wait, which made `findBy` queries fail at random.
configure({ asyncUtilTimeout: 5000 });
defineSearchElement();
defineDialogMethods();

beforeAll(async () => {
  // Testing Library turns React's act() environment on from hooks it registers when first imported:
  // once per worker, as files share their modules (vitest.config.ts), while each file's jsdom global is
  // new. A test calling act() itself needs it on in every file.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  watchConsoleErrors();
  // Every namespace, the console's too: tests render both apps.
  addLocaleFiles(ADMIN_LOCALE_FILES);
  const i18n = await initI18n('en');
  // A key with no text in the language fails the test that rendered it (as a console error): a text
  // left out of a locale file, or a plural key (`_one`, `_other`) asked for without its `count`. Not a
  // lookup that names its own fallback (the server's message for an error code), nor one made while
  // the namespace's words are still loading (a component rendered outside its route, which loads them).
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (languages, namespace, key, _fallback, _update, options) => {
    if (options && 'defaultValue' in options) return;
    if (!i18n.hasLoadedNamespace(namespace)) return;
    console.error(`No ${languages.join(', ')} text for ${namespace}:${key}`);
  };
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
  // A warning is a bug (issue 10): an act() warning means a state update the test did not wait for.
  failOnConsoleErrors();
});

afterAll(() => {
  // A spy the file's last test left on console.error goes with the file: otherwise the next file's gate
  // would wrap it, and every message would be counted twice (files share their modules).
  vi.restoreAllMocks();
  stopWatchingConsoleErrors();
  failOnConsoleErrors();
});
