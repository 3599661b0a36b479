import type { InfiniteData } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadScreenAt } from '@/app/router';
import { SEARCH_SETTLE_MS } from '@/components/ui/search-field';
import { createQueryClient } from '@/lib/query-client';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';
import { NO_FILTER, privilegeKeys } from '../api/privilege-keys';
import { clearPrivilegeUiStore } from '../stores/privilege-ui-store';
import { card, pageOf } from '../test/fixtures';

const categories = [
  { category_id: 1, name: 'Food', icon_url: '/media/icons/food.svg' },
  { category_id: 2, name: 'Travel', icon_url: '/media/icons/travel.svg' },
];

const liveSale = {
  flash_sale_id: 1,
  point_cost: 50,
  stock_left: 20,
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2099-01-01T00:00:00.000Z',
  state: 'live' as const,
};

beforeAll(async () => {
  await import('@/app/routes/privileges');
});

beforeEach(() => {
  clearPrivilegeUiStore();
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

afterEach(() => vi.useRealTimers());

const ids = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByTestId('privilege-card')
    .map((element) => Number(element.getAttribute('data-privilege-id')));

describe('privilege', () => {
  it('shows the list start-up asked for while the app started, without asking again', async () => {
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeCategories': () => ok(categories),
      'Privilege/GetPrivilegeList': () => ok(pageOf([card(1), card(2)], 1, true)),
    });
    const calls = (path: string) =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes(`/api/v1/${path}`)).length;
    // As the app starts: the language the member chose, and the app's cache settings.
    window.localStorage.setItem('lang', 'en');
    renderApp('/privilege', (queryClient) => {
      queryClient.setDefaultOptions(createQueryClient().getDefaultOptions());
      preloadScreenAt('/privilege', queryClient);
    });
    await waitFor(() => expect(ids('privilege-list')).toEqual([1, 2]));
    expect(await screen.findAllByTestId('category-button')).toHaveLength(2);
    expect([calls('Privilege/GetPrivilegeList'), calls('Privilege/GetPrivilegeCategories')]).toEqual([1, 1]);
  });

  it('shows the categories and pages the main list by 30', async () => {
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeCategories': () => ok(categories),
      'Privilege/GetPrivilegeList': (_body, url) =>
        url.searchParams.get('page') === '1'
          ? ok(
              pageOf(
                [card(1), card(2, { stock_left: 3, image_srcset: '/p2-320.webp 320w, /p2-640.webp 640w' })],
                1,
                false,
              ),
            )
          : ok(pageOf([card(3)], 2, true)),
    });
    renderApp('/privilege');
    expect(await screen.findAllByTestId('category-button')).toHaveLength(2);
    await waitFor(() => expect(ids('privilege-list')).toEqual([1, 2]));
    expect(screen.getAllByTestId('stock-badge')[0]).toHaveTextContent('Only 3 left');
    // An uploaded picture offers its widths for a grid tile; the seed's SVG its one file.
    const [seedPicture, uploadedPicture] = screen
      .getAllByTestId('privilege-card')
      .map((tile) => tile.querySelector('img'));
    expect(uploadedPicture).toHaveAttribute('srcset', '/p2-320.webp 320w, /p2-640.webp 640w');
    expect(uploadedPicture).toHaveAttribute('sizes', '(min-width: 770px) 240px, calc(50vw - 22px)');
    expect(seedPicture).not.toHaveAttribute('srcset');
    expect(screen.getAllByTestId('privilege-card')[0]?.querySelector('a')?.getAttribute('href')).toBe(
      '/privilege-detail/1?catId=1&fwsFlag=0',
    );
    // The first card's picture is the screen's largest paint (issue 13: LCP): loaded at once and first.
    const pictures = screen.getAllByTestId('privilege-card').map((element) => element.querySelector('img'));
    expect(pictures.map((img) => [img?.getAttribute('loading'), img?.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
    act(() => screen.getByTestId('paged-list-more').click());
    await waitFor(() => expect(ids('privilege-list')).toEqual([1, 2, 3]));
    expect(screen.queryByTestId('paged-list-more')).not.toBeInTheDocument();
    const listUrls = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname.endsWith('GetPrivilegeList'));
    expect(listUrls.map((url) => url.searchParams.get('limit'))).toEqual(['30', '30']);
  });

  it('filters by category and subcategory chip', async () => {
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeCategories': () => ok(categories),
      'Privilege/GetPrivilegeSubCategories': () => ok([{ subcategory_id: 7, category_id: 2, name: 'Hotels' }]),
      'Privilege/GetPrivilegeList': (_body, url) =>
        ok(
          pageOf(
            [card(Number(url.searchParams.get('Sub_Category_Id') ?? url.searchParams.get('Category_Id') ?? 9))],
            1,
            true,
          ),
        ),
    });
    renderApp('/privilege');
    await waitFor(() => expect(ids('privilege-list')).toEqual([9]));
    act(() => screen.getByRole('button', { name: 'Travel' }).click());
    await waitFor(() => expect(ids('privilege-list')).toEqual([2]));
    act(() => screen.getByRole('button', { name: 'Hotels' }).click());
    await waitFor(() => expect(ids('privilege-list')).toEqual([7]));
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x');
    expect(last.searchParams.get('Category_Id')).toBe('2');
    expect(last.searchParams.get('Sub_Category_Id')).toBe('7');
  });

  it('flips the heart of an ordinary card on success', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeCategories': () => ok(categories),
      'Privilege/GetPrivilegeList': () => ok(pageOf([card(1), card(2, { flash_sale: liveSale })], 1, true)),
      'Privilege/UpdateFavPrivilege': () => ok({ privilege_id: 1, is_favorite: true }),
    });
    renderApp('/privilege');
    const heart = await screen.findByTestId('card-heart');
    // A flash-sale privilege cannot be a favourite (SPEC §2), so only the ordinary card has a heart.
    expect(screen.getAllByTestId('card-heart')).toHaveLength(1);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    act(() => heart.click());
    await waitFor(() => expect(screen.getByTestId('card-heart')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('says so when a category is empty, and offers a retry when the list fails', async () => {
    let fails = true;
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeCategories': () => ok(categories),
      'Privilege/GetPrivilegeList': () => (fails ? refused(503, 'SERVICE_UNAVAILABLE') : ok(pageOf([], 1, true))),
    });
    renderApp('/privilege');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the privileges');
    fails = false;
    act(() => within(alert).getByRole('button').click());
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No privileges here yet');
  });

  it('prices a one-point card as "1 point" and the others in the plural', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeCategories': () => ok(categories),
      'Privilege/GetPrivilegeList': () =>
        ok(pageOf([card(1, { point_cost: 1 }), card(2, { point_cost: 1500 }), card(3, { point_cost: 0 })], 1, true)),
    });
    renderApp('/privilege');
    await waitFor(() => expect(ids('privilege-list')).toEqual([1, 2, 3]));
    expect(screen.getAllByTestId('privilege-points').map((price) => price.textContent)).toEqual([
      '1 point',
      '1,500 points',
      '0 points',
    ]);
  });
});

describe('a new session', () => {
  it('never shows the lists and hearts read for the member before', async () => {
    let member = 'first';
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeCategories': () => ok(categories),
      'Privilege/GetPrivilegeList': () =>
        ok(pageOf([member === 'first' ? card(1, { is_favorite: true }) : card(2)], 1, true)),
    });
    const { router } = renderApp('/privilege');
    await waitFor(() => expect(ids('privilege-list')).toEqual([1]));
    // The session ends (a 401 clears storage and leaves the member screens), and another member signs in.
    window.sessionStorage.removeItem('token');
    await act(() => router.navigate('/login-type'));
    member = 'second';
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    await act(() => router.navigate('/privilege'));
    const shown = () => screen.queryAllByTestId('privilege-card').map((card) => card.dataset.privilegeId);
    expect(shown()).not.toContain('1');
    await waitFor(() => expect(ids('privilege-list')).toEqual([2]));
  });
});

describe('privilege-search', () => {
  it('sends the settled Thai words once, not each keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const keywords: (string | null)[] = [];
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeList': (_body, url) => {
        keywords.push(url.searchParams.get('Keyword'));
        return ok(pageOf([card(5, { title: 'ชาไทยเย็น' })], 1, true));
      },
    });
    renderApp('/privilege-search');
    const input = await screen.findByTestId('privilege-search-input');
    fireEvent.change(input, { target: { value: 'ชา' } });
    fireEvent.change(input, { target: { value: 'ชาไทย' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_SETTLE_MS + 10));
    await waitFor(() => expect(ids('search-results')).toEqual([5]));
    expect(keywords).toEqual(['ชาไทย']);
    expect(screen.getByText('Results for “ชาไทย”')).toBeInTheDocument();
  });

  it('waits for an input method to finish composing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const keywords: (string | null)[] = [];
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeList': (_body, url) => {
        keywords.push(url.searchParams.get('Keyword'));
        return ok(pageOf([], 1, true));
      },
    });
    renderApp('/privilege-search');
    const input = await screen.findByTestId('privilege-search-input');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'กา' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_SETTLE_MS * 2));
    expect(keywords).toEqual([]);
    fireEvent.compositionEnd(input, { target: { value: 'กาแฟ' } });
    fireEvent.change(input, { target: { value: 'กาแฟ' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_SETTLE_MS + 10));
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Nothing matches “กาแฟ”');
    expect(keywords).toEqual(['กาแฟ']);
  });
});

describe('privilege-fav', () => {
  it('lists favourites by 8 and keeps an unfavourited one with an empty heart', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetFavPrivilegeList': (_body, url) => {
        expect(url.searchParams.get('limit')).toBe('8');
        return ok(pageOf([card(4, { is_favorite: true })], 1, true, 8));
      },
      'Privilege/UpdateFavPrivilege': () => ok({ privilege_id: 4, is_favorite: false }),
    });
    const { queryClient } = renderApp('/privilege-fav');
    const heart = await screen.findByTestId('card-heart');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    act(() => heart.click());
    await waitFor(() => expect(screen.getByTestId('card-heart')).toHaveAttribute('aria-pressed', 'false'));
    const cached = queryClient.getQueryData<InfiniteData<{ items: { is_favorite: boolean }[] }>>(
      privilegeKeys.list('favourite', NO_FILTER, 'en'),
    );
    expect(cached?.pages[0]?.items[0]?.is_favorite).toBe(false);
  });

  it('explains an empty favourites list', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetFavPrivilegeList': () => ok(pageOf([], 1, true, 8)),
    });
    renderApp('/privilege-fav');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have no favourites yet');
  });
});

describe('privilege-flashsale', () => {
  it('counts down a live sale to its end and an upcoming one to its start', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-22T03:00:00.000Z') });
    const sale = (state: 'live' | 'upcoming', startsAt: string, endsAt: string) => ({
      flash_sale_id: state === 'live' ? 1 : 2,
      point_cost: 50,
      stock_left: 20,
      starts_at: startsAt,
      ends_at: endsAt,
      state,
    });
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetFlashSaleList': () =>
        ok(
          pageOf(
            [
              card(1, { flash_sale: sale('live', '2026-11-22T02:00:00.000Z', '2026-11-22T04:30:00.000Z') }),
              card(2, { flash_sale: sale('upcoming', '2026-11-22T03:00:30.000Z', '2026-11-22T05:00:00.000Z') }),
            ],
            1,
            true,
            8,
          ),
        ),
    });
    renderApp('/privilege-flashsale');
    const footers = await screen.findAllByTestId('flash-sale-footer');
    expect(footers.map((footer) => footer.dataset.state)).toEqual(['live', 'upcoming']);
    expect(screen.getAllByTestId('paged-list-section').map((heading) => heading.textContent)).toEqual([
      'On now',
      'Coming soon',
    ]);
    expect(footers[0]).toHaveTextContent(/Ends in 01:(30:00|29:5\d)/);
    expect(footers[1]).toHaveTextContent(/Starts in 00:00:(30|2\d)/);
    expect(screen.getAllByTestId('privilege-points')[0]).toHaveTextContent('50 points');
    expect(screen.queryByTestId('card-heart')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('privilege-card')[0]?.querySelector('a')?.getAttribute('href')).toContain('fwsFlag=1');
  });
});

describe('privilege-group', () => {
  it('lists groups, then a group’s privileges through gId', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetGroupCategoryList': (_body, url) =>
        url.searchParams.get('gId') === '3'
          ? ok(pageOf([card(11, { group_id: 3 })], 1, true, 8))
          : ok({
              items: [{ group_id: 3, name: 'Weekend treats', image_url: '/media/g3.svg', privilege_count: 1 }],
              page: 1,
              limit: 8,
              total: 1,
              end_page: true,
            }),
    });
    renderApp('/privilege-group');
    const group = await screen.findByTestId('group-card');
    expect(group).toHaveTextContent('Weekend treats');
    expect(group).toHaveTextContent('1 privilege');
    act(() => group.click());
    await waitFor(() => expect(ids('group-privilege-list')).toEqual([11]));
    expect(screen.getByTestId('group-name')).toHaveTextContent('Weekend treats');
    expect(screen.getByTestId('privilege-card').querySelector('a')?.getAttribute('href')).toContain('gId=3');
  });
});

describe('home-exclusive', () => {
  it('pages the tier list by 6', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetExclusivePrivilegeList': (_body, url) => {
        expect(url.searchParams.get('limit')).toBe('6');
        return ok(pageOf([card(8, { min_tier: 'Gold' })], 1, true, 6));
      },
    });
    renderApp('/home-exclusive');
    await waitFor(() => expect(ids('exclusive-list')).toEqual([8]));
    expect(screen.getByTestId('privilege-card')).toHaveTextContent('Gold and above');
  });
});

describe.each([
  ['/privilege-fav', 'Privilege/GetFavPrivilegeList', 'You have no favourites yet'],
  ['/privilege-flashsale', 'Privilege/GetFlashSaleList', 'There is no flash sale right now'],
  ['/home-exclusive', 'Privilege/GetExclusivePrivilegeList', 'No exclusive privileges for your tier'],
  ['/privilege-group?gId=3', 'Privilege/GetGroupCategoryList', 'This group has no privileges right now'],
])('%s', (path, call, emptyText) => {
  it('explains an empty list', async () => {
    mockApi({ 'Customer/GetCustomerInfo': () => ok(demoCustomer), [call]: () => ok(pageOf([], 1, true, 8)) });
    renderApp(path);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(emptyText);
  });

  it('shows a failed read with a retry', async () => {
    mockApi({ 'Customer/GetCustomerInfo': () => ok(demoCustomer), [call]: () => refused(503, 'SERVICE_UNAVAILABLE') });
    renderApp(path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the privileges');
    expect(within(alert).getByRole('button')).toBeInTheDocument();
  });

  it('loads the next page when asked', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      [call]: (_body: unknown, url: URL) =>
        url.searchParams.get('page') === '1' ? ok(pageOf([card(1)], 1, false, 8)) : ok(pageOf([card(2)], 2, true, 8)),
    });
    renderApp(path);
    const more = await screen.findByTestId('paged-list-more');
    act(() => more.click());
    await waitFor(() => expect(screen.getAllByTestId('privilege-card')).toHaveLength(2));
    expect(screen.queryByTestId('paged-list-more')).not.toBeInTheDocument();
  });
});
