import type { CallOutput, getArticleList } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const summary = (id: number, fields: Record<string, unknown> = {}) => ({
  article_id: id,
  title: `Article ${id}`,
  summary: 'A short story',
  image_url: `/media/articles/${id}.webp`,
  reward_points: 10,
  min_read_seconds: 10,
  rewarded: false,
  published_at: '2026-11-01T00:00:00.000Z',
  ...fields,
});

const NOW = new Date('2026-11-22T03:00:00.000Z');

const detail = (fields: Record<string, unknown> = {}) => ({
  ...summary(7),
  body_html: '<p>Thai tea is brewed strong.</p><h2>Serving</h2>',
  first_opened_at: NOW.toISOString(),
  reward_available_at: new Date(NOW.getTime() + 10_000).toISOString(),
  ...fields,
});

beforeAll(async () => {
  // The route chunk is lazy in the app; loading it once here keeps the first test's timing like the rest.
  await import('@/app/routes/articles');
});

beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

afterEach(() => vi.useRealTimers());

describe('home-list', () => {
  it('shows each article with its reward badge or collected mark, and pages on', async () => {
    const pages: Record<string, CallOutput<typeof getArticleList>> = {
      '1': { items: [summary(3), summary(2, { rewarded: true })], page: 1, limit: 6, total: 3, end_page: false },
      '2': { items: [summary(1, { reward_points: 0 })], page: 2, limit: 6, total: 3, end_page: true },
    };
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Article/GetArticleList': (_body, url) => {
        const page = pages[url.searchParams.get('page') ?? '1'];
        if (!page) throw new Error(`No article page ${url.searchParams.get('page')}`);
        return ok(page);
      },
    });
    renderApp('/home-list');
    const cards = await screen.findAllByTestId('article-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/home-detail?id=3', '/home-detail?id=2']);
    expect(within(cards[0] as HTMLElement).getByTestId('article-badge-points')).toHaveTextContent('+10 points');
    expect(within(cards[1] as HTMLElement).getByTestId('article-badge-collected')).toHaveTextContent('Collected');

    act(() => screen.getByTestId('paged-list-more').click());
    await waitFor(() => expect(screen.getAllByTestId('article-card')).toHaveLength(3));
    expect(screen.queryByTestId('paged-list-more')).not.toBeInTheDocument();
  });

  it('says when there are no articles yet', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Article/GetArticleList': () => ok({ items: [], page: 1, limit: 6, total: 0, end_page: true }),
    });
    renderApp('/home-list');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('There are no articles yet.');
  });
});

describe('home-detail', () => {
  it('counts down the read time, then collects the reward once with a key and shows it collected', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Article/GetArticleDetail': (_body, url) => {
        expect(url.searchParams.get('Article_Id')).toBe('7');
        return ok(detail());
      },
      'Article/EarnArticleReward': (body) => {
        expect(body).toEqual({ Article_Id: 7 });
        return ok({ article_id: 7, points: 10, entry_id: 4, point_balance: 12_010 });
      },
    });
    renderApp('/home-detail?id=7');
    expect(await screen.findByTestId('article-title')).toHaveTextContent('Article 7');
    expect(screen.getByTestId('article-body').innerHTML).toContain('<h2>Serving</h2>');
    expect(screen.getByTestId('article-countdown')).toHaveTextContent(/^0:(10|09)$/);
    expect(screen.getByTestId('article-collect')).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(screen.getByTestId('article-collect')).toBeEnabled();
    act(() => screen.getByTestId('article-collect').click());

    expect(await screen.findByTestId('article-reward-collected')).toHaveTextContent('10 points collected');
    expect(screen.getByTestId('article-reward-collected')).toHaveTextContent('Your balance is now 12,010 points.');
    const earn = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/Article/EarnArticleReward');
    expect(new Headers(earn?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows an article already rewarded as collected, without a button', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Article/GetArticleDetail': () => ok(detail({ rewarded: true })),
    });
    renderApp('/home-detail?id=7');
    expect(await screen.findByTestId('article-reward-collected')).toHaveTextContent(
      'You have already collected the points for this article.',
    );
    expect(screen.queryByTestId('article-collect')).not.toBeInTheDocument();
  });

  it('treats ALREADY_REWARDED from another device as collected', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Article/GetArticleDetail': () => ok(detail({ reward_available_at: '2020-01-01T00:00:00.000Z' })),
      'Article/EarnArticleReward': () => refused(409, 'ALREADY_REWARDED'),
    });
    renderApp('/home-detail?id=7');
    const collect = await screen.findByTestId('article-collect');
    act(() => collect.click());
    expect(await screen.findByTestId('article-reward-collected')).toBeInTheDocument();
  });

  it('shows READ_TIME_NOT_REACHED in words and keeps the button', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Article/GetArticleDetail': () => ok(detail({ reward_available_at: '2020-01-01T00:00:00.000Z' })),
      'Article/EarnArticleReward': () => refused(409, 'READ_TIME_NOT_REACHED'),
    });
    renderApp('/home-detail?id=7');
    const collect = await screen.findByTestId('article-collect');
    act(() => collect.click());
    expect(await screen.findByTestId('article-reward-error')).toHaveTextContent('Please keep reading');
    expect(screen.getByTestId('article-collect')).toBeEnabled();
  });

  it('shows the not-found state for an unknown article or a missing id', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Article/GetArticleDetail': () => refused(404, 'NOT_FOUND'),
    });
    const { router } = renderApp('/home-detail?id=999');
    expect(await screen.findByTestId('article-not-found')).toHaveTextContent('We could not find this article.');
    await act(() => router.navigate('/home-detail'));
    expect(await screen.findByTestId('article-not-found')).toBeInTheDocument();
  });
});
