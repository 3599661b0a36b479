import type { AuditEntry } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  captureDownloads,
  mockAdminApi,
  ok,
  operatorOf,
  page,
  renderAdmin,
  signInAs,
} from '../../../test/render-admin';

const approval: AuditEntry = {
  id: 7,
  at: '2026-11-23T03:30:00.000Z',
  operator: { id: 1, email: 'admin@example.com', name: 'Ada Admin' },
  action: 'operator.update',
  entity: 'operator',
  entity_id: '2',
  before: { name: 'Sam Staff', role: 'staff', disabled: false },
  after: { name: 'Sam Staff', role: 'admin', disabled: false },
  request_id: 'req-42',
};
const fromCli: AuditEntry = {
  ...approval,
  id: 6,
  operator: null,
  action: 'operator.create',
  before: null,
  request_id: null,
};

const auditQueries = (fetchMock: ReturnType<typeof mockAdminApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/v1/audit')
    .map((url) => Object.fromEntries(url.searchParams));

describe('the audit screen', () => {
  it('exports the rows its filters select as CSV, every page', async () => {
    const saved = captureDownloads();
    const fetchMock = mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /audit': () => page([approval]),
      'GET /exports/audit.csv': () => ok(null),
    });
    renderAdmin('/admin/audit?action=operator.update&operator_id=1');
    await screen.findByText('req-42');
    await userEvent.click(screen.getByTestId('table-export'));
    await waitFor(() => expect(saved).toEqual(['ExportAudit.csv']));
    const exported = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname.endsWith('.csv'));
    expect(exported?.pathname).toBe('/api/admin/v1/exports/audit.csv');
    expect(Object.fromEntries(exported?.searchParams ?? [])).toEqual({
      sort: '-at',
      action: 'operator.update',
      operator_id: '1',
    });
  });

  it('lists who changed what, and shows only the fields a change touched', async () => {
    const olderAction = { ...approval, id: 5, action: 'legacy.thing' };
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /audit': () => page([approval, fromCli, olderAction]) });
    renderAdmin('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    // Each action by its name in the console's language, its code beside it for searching.
    expect(await within(table).findByText('Operator changed')).toBeInTheDocument();
    expect(within(table).getByText('operator.update')).toBeInTheDocument();
    expect(within(table).getByText('Operator CLI')).toBeInTheDocument();
    // An action this version does not name (an older row) keeps its code.
    expect(within(table).getAllByText('legacy.thing')).toHaveLength(2);
    expect(within(table).getAllByText('req-42').length).toBeGreaterThan(0);

    const changes = screen.getByTestId('audit-changes-7');
    await userEvent.click(within(changes).getByText('Show changes'));
    const rows = within(changes).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['rolestaffadmin']);

    const created = screen.getByTestId('audit-changes-6');
    const createdRows = within(created).getAllByRole('row', { hidden: true }).slice(1);
    expect(createdRows.map((row) => row.textContent)).toEqual(['name—Sam Staff', 'role—admin', 'disabled—false']);
  });

  it('sends its filters to the server, Bangkok times as instants, and narrows by an operator from a row', async () => {
    const fetchMock = mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /audit': () => page([approval]) });
    const { router } = renderAdmin('/admin/audit');
    await screen.findByText('operator.update');
    const user = userEvent.setup();
    const filters = screen.getByTestId('audit-filters');
    await user.selectOptions(within(filters).getByLabelText('Action'), 'Operator changed');
    await user.type(within(filters).getByLabelText('Record type'), 'operator');
    await user.type(within(filters).getByLabelText('From (Bangkok time)'), '2026-11-01T00:00');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(auditQueries(fetchMock).at(-1)).toEqual({
        page: '1',
        limit: '20',
        sort: '-at',
        action: 'operator.update',
        entity: 'operator',
        from: '2026-11-01T00:00:00+07:00',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Only Ada Admin' }));
    await waitFor(() =>
      expect(auditQueries(fetchMock).at(-1)).toMatchObject({ operator_id: '1', action: 'operator.update' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('operator_id')).toBe('1');
    expect(within(screen.getByTestId('audit-filters')).getByLabelText('Operator ID')).toHaveValue('1');
  });

  it('opens a hand-edited link with its bad values dropped instead of failing', async () => {
    const fetchMock = mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /audit': () => page([]) });
    renderAdmin('/admin/audit?sort=-password&from=yesterday&entity=member&page=0');
    expect(await screen.findByTestId('table-empty')).toHaveTextContent('Nothing matches');
    expect(auditQueries(fetchMock)).toEqual([{ page: '1', limit: '20', sort: '-at', entity: 'member' }]);
  });

  it('says the trail is empty when nothing narrows it', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /audit': () => page([]) });
    renderAdmin('/admin/audit');
    expect(await screen.findByTestId('table-empty')).toHaveTextContent('There is nothing here yet.');
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
  });
});
