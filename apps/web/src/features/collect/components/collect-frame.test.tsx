import { type CustomerInfo, LANGUAGES, type Language } from '@loyalty/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { useScreenStore } from '@/lib/screen-size';
import { demoCustomer } from '@/test/customer';
import { drawnOf, expectMemberShellAlike, FRAME_ATTRIBUTES } from '@/test/drawn-markup';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { renderCollectFrame } from '../../../../build/collect-frame';
import { collectFrameWordsOf } from '../../../../build/frame-page-words';

const drawn = (element: Element) => drawnOf(element, FRAME_ATTRIBUTES);

function frameOf(customer: CustomerInfo, language: Language): Element {
  const frame = document.createElement('div');
  frame.innerHTML = renderCollectFrame(customer, collectFrameWordsOf(language), language);
  return frame;
}

beforeAll(async () => {
  await import('@/app/routes/collect-point');
});

beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
  useScreenStore.getState().update(390);
});

afterEach(async () => {
  act(() => useScreenStore.getState().update(window.innerWidth));
  await act(() => setLanguage('en'));
});

describe('the collect tab drawn by its page from the member’s answer before the app (decision 067)', () => {
  const cases = LANGUAGES.flatMap((language) => [
    [language, 'a balance of many points', demoCustomer] as const,
    [language, 'a balance of one point', { ...demoCustomer, point_balance: 1 }] as const,
  ]);
  it.each(cases)(
    'draws the hub in %s for %s where and as the app draws it on a phone',
    async (language, _, customer) => {
      await act(() => setLanguage(language));
      mockApi({ 'Customer/GetCustomerInfo': () => ok(customer) });
      const { container } = renderApp('/collect-point');
      await screen.findByTestId('collect-balance');
      const frame = frameOf(customer, language);

      const { frameMain, appMain } = expectMemberShellAlike(frame, container);
      const appHub = appMain.firstElementChild;
      const frameHub = frameMain.firstElementChild;
      if (!appHub || !frameHub) throw new Error('a hub is missing');
      expect(drawn(frameHub)).toEqual(drawn(appHub));
    },
  );
});
