import { afterEach, describe, expect, it, vi } from 'vitest';

/** A page load's start: the app's modules (i18next's instance among them) fresh, i18n not yet started. */
async function freshPage() {
  vi.resetModules();
  const [i18n, storage, resources, memberLocales] = await Promise.all([
    import('./i18n'),
    import('./storage'),
    import('@/i18n/resources'),
    import('@/i18n/member-locales'),
  ]);
  resources.addLocaleFiles(memberLocales.MEMBER_LOCALE_FILES);
  return { ...i18n, ...storage };
}

const languageCookie = () => /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie)?.[1];

afterEach(() => {
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the one cookie the app sets
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

describe('starting i18n on a page load (SPEC §1, §4; decision 034)', () => {
  it('stores no language nobody chose, so a 401 that empties storage while the words load stays done', async () => {
    const page = await freshPage();
    page.localStore.set('appVersion', '2.0.4');

    const starting = page.initI18n();
    page.clearStorageKeepingVersion();
    await starting;

    expect(Object.keys(window.localStorage)).toEqual(['appVersion']);
    expect(languageCookie()).toBeUndefined();
    expect(document.documentElement.lang).toBe('en');
  });

  it('writes a language kept from before back as read, with its cookie', async () => {
    window.localStorage.setItem('lang', 'TH');
    const page = await freshPage();

    await page.initI18n();

    expect(window.localStorage.getItem('lang')).toBe('th');
    expect(languageCookie()).toBe('th');
    expect(document.documentElement.lang).toBe('th');
  });

  it('stores the language the member switches to once started', async () => {
    const page = await freshPage();
    await page.initI18n();

    await page.setLanguage('th');

    expect(window.localStorage.getItem('lang')).toBe('th');
    expect(languageCookie()).toBe('th');
  });
});
