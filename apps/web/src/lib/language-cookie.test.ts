import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';
import { clearStorageKeepingVersion, localStore } from './storage';

const languageCookie = () => /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie)?.[1];

afterEach(() => act(() => setLanguage('en')));

describe('the language cookie mirrors local storage’s lang (decision 034)', () => {
  it('follows every change of language', async () => {
    await act(() => setLanguage('th'));
    expect(localStore.get('lang')).toBe('th');
    expect(languageCookie()).toBe('th');
    await act(() => setLanguage('en'));
    expect(languageCookie()).toBe('en');
  });

  it('is cleared with local storage on log-out, so the next page is not sent in a forgotten language', async () => {
    await act(() => setLanguage('th'));
    clearStorageKeepingVersion();
    expect(localStore.get('lang')).toBeNull();
    expect(languageCookie()).toBeUndefined();
  });
});
