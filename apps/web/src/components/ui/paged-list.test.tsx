import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { PagedList } from './paged-list';

interface Page {
  items: { id: number }[];
  page: number;
  end_page: boolean;
}

function NumberList({
  fetchPage,
  sectionOf,
}: {
  fetchPage: (page: number) => Promise<Page>;
  sectionOf?: (item: { id: number }) => string;
}) {
  const query = useInfiniteQuery({
    queryKey: ['numbers'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: (last: Page) => (last.end_page ? undefined : last.page + 1),
  });
  return (
    <PagedList
      query={query}
      keyOf={(item) => item.id}
      renderItem={(item) => <span>item {item.id}</span>}
      emptyText="Nothing here yet"
      skeleton={<p>skeleton</p>}
      testId="numbers"
      showEnd
      sectionOf={sectionOf}
    />
  );
}

function renderList(fetchPage: (page: number) => Promise<Page>, sectionOf?: (item: { id: number }) => string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NumberList fetchPage={fetchPage} sectionOf={sectionOf} />
    </QueryClientProvider>,
  );
}

const pageOf = (page: number, endPage: boolean): Page => ({
  items: [{ id: page * 10 + 1 }, { id: page * 10 + 2 }],
  page,
  end_page: endPage,
});

describe('PagedList', () => {
  it('shows the skeleton, then the first page, and the next page when the end scrolls into view', async () => {
    const observer = stubIntersectionObserver();
    const fetchPage = vi.fn(async (page: number) => pageOf(page, page === 2));
    renderList(fetchPage);
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(await screen.findByText('item 11')).toBeInTheDocument();
    expect(screen.queryByTestId('paged-list-end')).not.toBeInTheDocument();

    observer.scrollIntoView();
    expect(await screen.findByText('item 21')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(await screen.findByTestId('paged-list-end')).toBeInTheDocument();
  });

  it('shows what the list is for when it is empty', async () => {
    stubIntersectionObserver();
    renderList(async () => ({ items: [], page: 1, end_page: true }));
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });

  it('retries a failed first page in place', async () => {
    stubIntersectionObserver();
    let attempts = 0;
    renderList(async (page) => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return pageOf(page, true);
    });
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.getByText('item 11')).toBeInTheDocument());
  });

  it('puts each run of items that share a section under its heading, in order', async () => {
    stubIntersectionObserver();
    const ids = [1, 2, 3, 4];
    renderList(
      async () => ({ items: ids.map((id) => ({ id })), page: 1, end_page: true }),
      (item) => (item.id === 3 ? 'odd one' : 'the rest'),
    );
    await screen.findByText('item 1');
    const sections = screen.getAllByTestId('paged-list-section').map((heading) => heading.textContent);
    expect(sections).toEqual(['the rest', 'odd one', 'the rest']);
    const list = screen.getByTestId('numbers');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['item 1', 'item 2', 'item 3', 'item 4']);
  });
});
