import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { historyItem, historyPage } from '../test/fixtures';

const timeline = {
  items: [
    { expires_on: '2026-12-31', points: 1_200 },
    { expires_on: '2027-12-31', points: 10_800 },
  ],
  total: 12_000,
};

const SALE_AWARDS = [
  { rule_id: 'base', name: 'คะแนนพื้นฐาน', name_en: 'Base points', points: 1_200 },
  { rule_id: '12', name: 'คะแนนสองเท่าสุดสัปดาห์', name_en: 'Double points weekend', points: 1_200 },
];

const historyCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/History/GetPointHistory'))
    .map((url) => Object.fromEntries(url.searchParams));

// The first render would otherwise also pay for transforming the screens' modules, and time out.
beforeAll(async () => {
  await import('@/app/routes/point-transaction');
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the point-transaction screen', () => {
  it('shows the balance, the expiry timeline soonest first, and signed entries at Bangkok time', async () => {
    stubIntersectionObserver();
    const fetchMock = mockApi({
      'History/GetPointExpireTimeline': () => ok(timeline),
      'History/GetPointHistory': () =>
        ok(
          historyPage(
            [
              historyItem(2, {
                kind: 'transfer_out',
                source: 'transfer',
                points: -25,
                description: 'Points transferred',
                expires_at: null,
              }),
              historyItem(1),
            ],
            1,
            true,
          ),
        ),
    });
    renderApp('/point-transaction');

    expect(await screen.findByTestId('points-balance')).toHaveTextContent('12,000');
    const days = within(screen.getByTestId('expire-timeline')).getAllByRole('time');
    expect(days.map((day) => day.textContent)).toEqual(['31 December 2026', '31 December 2027']);
    expect(screen.getByTestId('expire-timeline-total')).toHaveTextContent('12,000 points');
    expect(screen.getByTestId('points-next-expiry')).toHaveTextContent('1,200 points expire on 31 December 2026');

    const rows = await screen.findAllByTestId('history-row');
    expect(rows).toHaveLength(2);
    const [spent, earned] = rows as [HTMLElement, HTMLElement];
    expect(within(spent).getByTestId('history-points')).toHaveTextContent('\u221225');
    expect(within(spent).getByTestId('history-points')).toHaveClass('text-brand-700');
    expect(within(spent).queryByText(/Expires/)).toBeNull();
    expect(within(earned).getByTestId('history-points')).toHaveTextContent('+100');
    expect(within(earned).getByTestId('history-points')).toHaveClass('text-emerald-700');
    expect(within(earned).getByText('22 Nov 2026, 01:30')).toBeInTheDocument();
    expect(within(earned).getByText('Expires 31 Dec 2028')).toBeInTheDocument();
    expect(screen.getByTestId('paged-list-end')).toBeInTheDocument();

    expect(historyCalls(fetchMock)).toEqual([{ type: 'all', page: '1', limit: '20' }]);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('GetPointHistory')) ?? [];
    expect((init?.headers as Record<string, string> | undefined)?.['Accept-Language']).toBe('en');
  });

  it('explains an earn by its awards under its label, and leaves entries without awards as they were', async () => {
    stubIntersectionObserver();
    mockApi({
      'History/GetPointExpireTimeline': () => ok(timeline),
      'History/GetPointHistory': () =>
        ok(
          historyPage(
            [
              historyItem(2, { source: 'till', points: 2_400, description: 'In-store purchase', awards: SALE_AWARDS }),
              historyItem(1),
            ],
            1,
            true,
          ),
        ),
    });
    renderApp('/point-transaction');
    const [sale, receipt] = (await screen.findAllByTestId('history-row')) as [HTMLElement, HTMLElement];
    expect(within(sale).getByTestId('history-awards')).toHaveTextContent(
      'Base points 1,200 · Double points weekend +1,200',
    );
    expect(within(receipt).queryByTestId('history-awards')).toBeNull();
  });

  it('switches between All, Earned and Used, asking the server for that type', async () => {
    stubIntersectionObserver();
    const fetchMock = mockApi({
      'History/GetPointExpireTimeline': () => ok(timeline),
      'History/GetPointHistory': (_body, url) =>
        ok(historyPage(url.searchParams.get('type') === 'spend' ? [] : [historyItem(1)], 1, true)),
    });
    renderApp('/point-transaction');
    await screen.findAllByTestId('history-row');
    const user = userEvent.setup();

    await user.click(screen.getByRole('tab', { name: 'Used' }));
    expect(screen.getByRole('tab', { name: 'Used' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have not used points yet.');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Earned' })).toHaveFocus();
    expect(await screen.findAllByTestId('history-row')).toHaveLength(1);
    expect(historyCalls(fetchMock).map((query) => query.type)).toEqual(['all', 'spend', 'earn']);
  });

  it('fetches the next page when the end of the list scrolls into view, and stops at the last page', async () => {
    const viewport = stubIntersectionObserver();
    const firstPage = Array.from({ length: 20 }, (_, index) => historyItem(40 - index));
    const fetchMock = mockApi({
      'History/GetPointExpireTimeline': () => ok(timeline),
      'History/GetPointHistory': (_body, url) =>
        url.searchParams.get('page') === '1'
          ? ok(historyPage(firstPage, 1, false))
          : ok(historyPage([historyItem(20), historyItem(19)], 2, true)),
    });
    renderApp('/point-transaction');
    expect(await screen.findAllByTestId('history-row')).toHaveLength(20);
    expect(screen.queryByTestId('paged-list-end')).toBeNull();

    await waitFor(() => expect(viewport.observedCount()).toBe(1));
    viewport.scrollIntoView();
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(22));
    expect(screen.getByTestId('paged-list-end')).toBeInTheDocument();

    viewport.scrollIntoView();
    expect(historyCalls(fetchMock).map((query) => query.page)).toEqual(['1', '2']);
    expect(viewport.observedCount()).toBe(0);
  });

  it('shows an empty timeline and an empty history calmly', async () => {
    stubIntersectionObserver();
    mockApi({
      'History/GetPointExpireTimeline': () => ok({ items: [], total: 0 }),
      'History/GetPointHistory': () => ok(historyPage([], 1, true)),
    });
    renderApp('/point-transaction');
    expect(await screen.findByTestId('expire-timeline-empty')).toHaveTextContent(
      'You have no points waiting to expire.',
    );
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No point movements yet.');
    expect(screen.getByTestId('points-balance')).toHaveTextContent('0');
    expect(screen.queryByTestId('points-next-expiry')).toBeNull();
  });

  it('shows a failed history with a retry that loads it', async () => {
    stubIntersectionObserver();
    let isDown = true;
    mockApi({
      'History/GetPointExpireTimeline': () => ok(timeline),
      'History/GetPointHistory': () =>
        isDown ? refused(503, 'SERVICE_UNAVAILABLE') : ok(historyPage([historyItem(1)], 1, true)),
    });
    renderApp('/point-transaction');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('We could not load your point history');
    // The error texts load on first use; the server's own words show until then.
    await waitFor(() => expect(failure).toHaveTextContent('The service is temporarily unavailable.'));
    isDown = false;
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('history-row')).toHaveLength(1);
  });

  it('reads in Thai, with Thai dates, when the member chose Thai', async () => {
    window.localStorage.setItem('lang', 'th');
    const { initI18n } = await import('@/lib/i18n');
    await initI18n('th');
    stubIntersectionObserver();
    const fetchMock = mockApi({
      'History/GetPointExpireTimeline': () => ok(timeline),
      'History/GetPointHistory': () =>
        ok(historyPage([historyItem(1, { description: 'คะแนนจากใบเสร็จ', awards: SALE_AWARDS })], 1, true)),
    });
    renderApp('/point-transaction');
    const row = await screen.findByTestId('history-row');
    expect(within(row).getByText('คะแนนจากใบเสร็จ')).toBeInTheDocument();
    expect(within(row).getByTestId('history-awards')).toHaveTextContent('คะแนนพื้นฐาน 1,200 · คะแนนสองเท่าสุดสัปดาห์ +1,200');
    expect(within(row).getByText('22 พ.ย. 2569 01:30')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ใช้ไป' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('GetPointHistory')) ?? [];
    expect((init?.headers as Record<string, string> | undefined)?.['Accept-Language']).toBe('th');
  });
});
