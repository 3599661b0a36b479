import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * Thailand's entry of libphonenumber-js's mobile metadata (`metadata.mobile.json`), the only country the
 * app reads numbers for. The whole file is 24 KB gzip in the web app's sign-in code; this is 0.4 KB.
 * `thai-mobile.test.ts` checks it against the installed library, so an update that moves Thailand's
 * mobile ranges fails until it is copied here again.
 */
export const THAI_MOBILE_METADATA: MetadataJson = {
  version: 4,
  country_calling_codes: { '66': ['TH'] },
  countries: {
    TH: [
      '66',
      '00[1-9]',
      '(?:001800|[2-57]|[689]\\d)\\d{7}|1\\d{7,9}',
      [8, 9, 10, 13],
      [
        ['(\\d)(\\d{3})(\\d{4})', '$1 $2 $3', ['2'], '0$1'],
        ['(\\d{2})(\\d{3})(\\d{3,4})', '$1 $2 $3', ['[13-9]'], '0$1'],
        ['(\\d{4})(\\d{3})(\\d{3})', '$1 $2 $3', ['1']],
      ],
      '0',
      0,
      0,
      0,
      0,
      0,
      [0, ['(?:(?:14|[89]\\d)\\d\\d|6(?:[1-6]\\d\\d|7(?:1[0-8]|2[4-7]|3[1-6])))\\d{5}', [9]]],
    ],
  },
  nonGeographic: {},
} as unknown as MetadataJson;
