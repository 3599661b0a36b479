import { type CustomerInfo, checkConsent, getCustomerInfo, LANGUAGES } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@/lib/api-request';
import { CONSENT_CALL, MEMBER_CALL } from '@/lib/drawn-first-screen';
import { demoCustomer } from '@/test/customer';
import { drawnBesideApp, drawnOf, FRAME_ATTRIBUTES, onPhoneAsMember } from '@/test/drawn-markup';
import { ok } from '@/test/render-app';
import { homeFrameWordsOf } from '../../../../build/frame-page-words';
import { renderHomeFrame } from '../../../../build/home-frame';

const drawn = (element: Element) => drawnOf(element, FRAME_ATTRIBUTES);

/** Home as the app draws it, but for what comes below the first screen (the member's cards, links, highlights). */
function firstScreenOf(page: Element): Element {
  const copy = page.cloneNode(true) as Element;
  for (const block of copy.querySelectorAll('[data-testid="home-columns"] > div > div')) {
    if (!block.classList.contains('order-1') && !block.classList.contains('order-2')) block.remove();
  }
  return copy;
}

/** Members whose home says it otherwise: each tier-status line and bar, a Thai name, no name, one point. */
const MEMBERS: [string, CustomerInfo][] = [
  ['the demo member', demoCustomer],
  [
    'a Thai name, a kept tier and one point',
    { ...demoCustomer, first_name: 'มาลี', point_balance: 1, spend_to_keep_tier: 0, spent_to_keep_tier: 52_000 },
  ],
  [
    'no name, the lowest tier and the top one’s figures',
    {
      ...demoCustomer,
      first_name: ' ',
      member_tier_desc: 'Silver <b>',
      spend_to_keep_tier: null,
      spend_to_next_tier: null,
      member_tier_criteria: '',
    },
  ],
];

beforeAll(async () => {
  await import('@/app/routes/home');
});

onPhoneAsMember();

describe('home drawn by its page from the member’s answer before the app (decision 067)', () => {
  const cases = LANGUAGES.flatMap((language) => MEMBERS.map(([name, customer]) => [language, name, customer] as const));
  it.each(cases)('draws home in %s for %s where and as the app draws it on a phone', async (language, _, customer) => {
    const { frameScreen, appScreen } = await drawnBesideApp({
      path: '/home',
      language,
      calls: { 'Customer/GetCustomerInfo': () => ok(customer), 'Banner/GetBannerList': () => ok([]) },
      appReady: 'home-points',
      frameHtml: renderHomeFrame(customer, homeFrameWordsOf(language), language),
    });
    // The screen: greeting, points card with the tier status, member code and shortcuts, to the attribute.
    expect(drawn(frameScreen)).toEqual(drawn(firstScreenOf(appScreen)));
  });

  it('escapes the member’s own words', () => {
    const html = renderHomeFrame(
      { ...demoCustomer, first_name: '<img src=x onerror=alert(1)>', member_tier_criteria: '</p><script>' },
      homeFrameWordsOf('en'),
      'en',
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
  });

  it('waits for the calls the page starts, at the contracts’ paths', () => {
    expect(MEMBER_CALL).toBe(`${API_BASE}${getCustomerInfo.path}`);
    expect(CONSENT_CALL).toBe(`${API_BASE}${checkConsent.path}`);
  });
});
