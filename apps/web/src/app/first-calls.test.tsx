import { ROUTES } from '@loyalty/contracts';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE } from '@/lib/api-request';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { FIRST_VISIT_PAGES } from '../../build/first-paint-plugin';

/** Every call the app sends from here on, as its address under API_BASE with the query. */
function recordCalls(): () => string[] {
  const answered = globalThis.fetch;
  const urls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(`${url.pathname.replace(API_BASE, '')}${url.search}`);
    return answered(input, init);
  });
  return () => urls;
}

describe('the first reads a members’ page starts from its HTML (DESIGN §10)', () => {
  const pages = FIRST_VISIT_PAGES.filter((page) => page.firstCalls);

  it('are written for every bottom tab’s page a member opens without a picture of its own to paint', () => {
    expect(pages.map((page) => page.name).sort()).toEqual(['collect-point', 'home', 'profile']);
  });

  it.each(pages)('are, on $name, calls the page itself makes as it starts, with the same query', async (page) => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Banner/GetBannerList': () => ok([]),
      'VirtualCard/GetActiveVirtualCardList': () => ok({ items: [], page: 1, limit: 100, total: 0, end_page: true }),
      'Product/GetProductKindList': () => ok([]),
      'Notification/GetPreferences': () => ok({ line: true, email: true }),
    });
    const called = recordCalls();
    renderApp(ROUTES[page.name].path);
    await waitFor(() => expect(called()).toEqual(expect.arrayContaining(page.firstCalls ?? [])));
  });
});
