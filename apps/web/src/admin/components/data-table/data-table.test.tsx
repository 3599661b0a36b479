import { defineAdminCall, ERRORS, adminListQuery as listInput, noParams, pagedList } from '@loyalty/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadNamespaces } from '@/lib/i18n';
import { adminListQuery } from '../../lib/admin-list';
import { captureDownloads, mockAdminApi, page, refused } from '../../test/render-admin';
import { columnHelperOf, DataTable } from './data-table';
import { sortableColumnsOf, useListParams } from './list-params';

const itemSchema = z.object({ id: z.number(), label: z.string() });
type Item = z.infer<typeof itemSchema>;
const listItems = defineAdminCall({
  name: 'ListItems',
  method: 'GET',
  path: '/items',
  summary: 'Items',
  access: 'operator',
  params: noParams,
  input: listInput(['label'], 'label').extend({ kind: z.string().optional() }),
  output: pagedList(itemSchema),
  errors: [],
});
const exportItems = defineAdminCall({
  name: 'ExportItems',
  method: 'GET',
  path: '/items.csv',
  summary: 'Items as CSV',
  access: 'operator',
  params: noParams,
  input: listItems.input.omit({ page: true, limit: true }),
  output: z.never(),
  errors: [],
  answer: 'csv',
});

const column = columnHelperOf<Item>();
const columns = [column.accessor('label', { header: 'Label' })];

function ItemsTable() {
  const params = useListParams(listItems.input);
  const list = useQuery(adminListQuery(listItems, params.input));
  return (
    <DataTable
      caption="Items"
      columns={columns}
      list={list}
      params={params}
      sortable={sortableColumnsOf(listItems.input)}
      getRowId={(item) => String(item.id)}
      exportCall={exportItems}
    />
  );
}

async function renderTable(path: string) {
  await loadNamespaces(['admin']);
  const router = createMemoryRouter([{ path: '/admin/items', Component: ItemsTable }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the data table', () => {
  it('changes the page size through the URL, back to the first page', async () => {
    const fetchMock = mockAdminApi({ 'GET /items': () => page([{ id: 1, label: 'One' }], { total: 120 }) });
    const router = await renderTable('/admin/items?page=3&kind=a');
    await screen.findByText('One');
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=a&limit=50'));
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(Object.fromEntries(last.searchParams)).toEqual({ page: '1', limit: '50', sort: 'label', kind: 'a' });
  });

  it('exports every row the search and filters select, under the server’s file name', async () => {
    const saved = captureDownloads();
    const fetchMock = mockAdminApi({ 'GET /items': () => page([{ id: 1, label: 'One' }]) });
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('.csv')) {
        return new Response('id,label\n1,One\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="items-2026-11-23.csv"' },
        });
      }
      return new Response(JSON.stringify(page([{ id: 1, label: 'One' }]).body), { status: 200 });
    });
    await renderTable('/admin/items?page=2&q=on&kind=b&sort=-label');
    await screen.findByText('One');
    await userEvent.click(screen.getByTestId('table-export'));
    await waitFor(() => expect(saved).toEqual(['items-2026-11-23.csv']));
    const exportCall = fetchMock.mock.calls.find(([url]) => String(url).includes('.csv'));
    expect(String(exportCall?.[0])).toBe('/api/admin/v1/items.csv?q=on&sort=-label&kind=b');
  });

  it('shows a refused export in the console’s words', async () => {
    mockAdminApi({
      'GET /items': () => page([{ id: 1, label: 'One' }]),
      'GET /items.csv': () => refused(429, 'RATE_LIMITED'),
    });
    await renderTable('/admin/items');
    await screen.findByText('One');
    await userEvent.click(screen.getByTestId('table-export'));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(ERRORS.RATE_LIMITED.en));
    expect(alert).toHaveTextContent('The export could not be downloaded.');
  });
});
