import { describe, expect, it } from 'vitest';
import { ADMIN_LOCALE_FILES } from './admin-locales';
import { MEMBER_LOCALE_FILES } from './member-locales';
import { localeFileOf } from './resources';

describe('the locale files each entry can load', () => {
  it('gives the member app every namespace of its own in both languages, and none of the console’s', () => {
    const files = Object.keys(MEMBER_LOCALE_FILES);
    expect(files).toEqual(expect.arrayContaining([localeFileOf('en', 'common'), localeFileOf('th', 'member')]));
    expect(files.filter((file) => file.includes('/admin'))).toEqual([]);
  });

  it('gives the console its namespaces and the shared ones it reads', () => {
    expect(Object.keys(ADMIN_LOCALE_FILES)).toEqual(
      expect.arrayContaining([
        localeFileOf('th', 'admin-members'),
        localeFileOf('en', 'common'),
        localeFileOf('th', 'registration'),
      ]),
    );
  });
});
