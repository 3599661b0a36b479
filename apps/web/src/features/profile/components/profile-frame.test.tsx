import { type CustomerInfo, LANGUAGES } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { drawnBesideApp, drawnOf, FRAME_ATTRIBUTES, onPhoneAsMember } from '@/test/drawn-markup';
import { ok } from '@/test/render-app';
import { profileFrameWordsOf } from '../../../../build/frame-page-words';
import { renderProfileFrame } from '../../../../build/profile-frame';

const drawn = (element: Element) => drawnOf(element, [...FRAME_ATTRIBUTES, 'src', 'alt', 'style']);

/** The profile as the app draws it, but for the menu column, which comes below a phone's first screen. */
function detailsOnly(section: Element): Element {
  const copy = section.cloneNode(true) as Element;
  copy.querySelector('[data-testid="profile-columns"] > div:nth-child(2)')?.remove();
  return copy;
}

/** Members whose card reads otherwise: a picture and a Thai name, no first name and no contacts given. */
const MEMBERS: [string, CustomerInfo][] = [
  ['the demo member', demoCustomer],
  [
    'a Thai name with a picture and a kept tier',
    {
      ...demoCustomer,
      first_name: 'มาลี',
      last_name: 'ใจดี',
      picture_url: '/media/avatars/1.webp',
      spend_to_keep_tier: 0,
    },
  ],
  [
    'no first name and no contacts',
    { ...demoCustomer, first_name: null, email: null, mobile_no: null, spend_to_next_tier: null },
  ],
];

beforeAll(async () => {
  await import('@/app/routes/profile');
});

onPhoneAsMember();

describe('the profile drawn by its page from the member’s answer before the app (decision 067)', () => {
  const cases = LANGUAGES.flatMap((language) => MEMBERS.map(([name, customer]) => [language, name, customer] as const));
  it.each(cases)(
    'draws the profile in %s for %s where and as the app draws it on a phone',
    async (language, _, customer) => {
      const { frameScreen, appScreen } = await drawnBesideApp({
        path: '/profile',
        language,
        calls: { 'Customer/GetCustomerInfo': () => ok(customer) },
        appReady: 'profile-name',
        frameHtml: renderProfileFrame(customer, profileFrameWordsOf(language), language),
      });
      expect(drawn(frameScreen)).toEqual(drawn(detailsOnly(appScreen)));
    },
  );

  it('escapes the member’s own words and picture address', () => {
    const html = renderProfileFrame(
      { ...demoCustomer, last_name: '<script>x</script>', picture_url: '/p.webp" onerror="alert(1)' },
      profileFrameWordsOf('en'),
      'en',
    );
    expect(html).not.toContain('<script');
    expect(html).toContain('src="/p.webp&quot; onerror=&quot;alert(1)"');
  });
});
