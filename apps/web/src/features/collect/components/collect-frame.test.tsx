import { LANGUAGES } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { drawnBesideApp, drawnOf, FRAME_ATTRIBUTES, onPhoneAsMember } from '@/test/drawn-markup';
import { ok } from '@/test/render-app';
import { renderCollectFrame } from '../../../../build/collect-frame';
import { collectFrameWordsOf } from '../../../../build/frame-page-words';

const drawn = (element: Element) => drawnOf(element, FRAME_ATTRIBUTES);

beforeAll(async () => {
  await import('@/app/routes/collect-point');
});

onPhoneAsMember();

describe('the collect tab drawn by its page from the member’s answer before the app (decision 067)', () => {
  const cases = LANGUAGES.flatMap((language) => [
    [language, 'a balance of many points', demoCustomer] as const,
    [language, 'a balance of one point', { ...demoCustomer, point_balance: 1 }] as const,
  ]);
  it.each(cases)(
    'draws the hub in %s for %s where and as the app draws it on a phone',
    async (language, _, customer) => {
      const { frameScreen, appScreen } = await drawnBesideApp({
        path: '/collect-point',
        language,
        calls: { 'Customer/GetCustomerInfo': () => ok(customer) },
        appReady: 'collect-balance',
        frameHtml: renderCollectFrame(customer, collectFrameWordsOf(language), language),
      });
      expect(drawn(frameScreen)).toEqual(drawn(appScreen));
    },
  );
});
