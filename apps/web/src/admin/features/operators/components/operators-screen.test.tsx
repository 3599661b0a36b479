import { ERRORS } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEARCH_SETTLE_MS } from '@/components/ui/search-field';
import { initI18n } from '@/lib/i18n';
import {
  captureDownloads,
  mockAdminApi,
  ok,
  operatorOf,
  page,
  refused,
  renderAdmin,
  signInAs,
} from '../../../test/render-admin';

const admin = operatorOf('admin');
const staff = operatorOf('staff');
const company = (id: number, name_en: string, name_th: string) => ({
  id,
  kind: 'company',
  name_en,
  name_th,
  logo_url: '/media/companies/logo.webp',
  cover_url: '/media/companies/cover.webp',
  description_en: '',
  description_th: '',
  category_en: 'Retail',
  category_th: 'ค้าปลีก',
  website: null,
  line_oa: null,
  partner_id: id + 100,
  is_published: true,
  sort: 0,
  branches: [],
  created_at: '2026-11-01T03:00:00.000Z',
});
const COMPANY_CHOICES = {
  'GET /products': () => page([company(5, 'Chaba Mart', 'ชบา มาร์ท'), company(6, 'Chaba Hotel', 'โรงแรมชบา')]),
};
const team = Array.from({ length: 20 }, (_, index) =>
  operatorOf('staff', { id: index + 10, email: `staff${index}@example.com`, name: `Staff ${index}` }),
);

/** The query of every list call the screen made, in order. */
const listQueries = (fetchMock: ReturnType<typeof mockAdminApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/v1/operators')
    .map((url) => Object.fromEntries(url.searchParams));

describe('the operators screen (admins)', () => {
  it('exports the operators its search finds as CSV, every page, in the list order', async () => {
    const saved = captureDownloads();
    const fetchMock = mockAdminApi({
      ...signInAs(admin),
      ...COMPANY_CHOICES,
      'GET /operators': () => page(team),
      'GET /exports/operators.csv': () => ok(null),
    });
    renderAdmin('/admin/operators?q=staff&sort=-name&page=2');
    await screen.findByText('staff0@example.com');
    await userEvent.click(screen.getByTestId('table-export'));
    await waitFor(() => expect(saved).toEqual(['ExportOperators.csv']));
    const exported = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname.endsWith('.csv'));
    expect(`${exported?.pathname}${exported?.search}`).toBe('/api/admin/v1/exports/operators.csv?q=staff&sort=-name');
  });

  it('pages, sorts and searches through the server, keeping each in the URL', async () => {
    const fetchMock = mockAdminApi({
      ...signInAs(admin),
      ...COMPANY_CHOICES,
      'GET /operators': (_, url) => {
        const current = Number(url.searchParams.get('page') ?? 1);
        return page(current === 1 ? team : [admin], { page: current, total: 21 });
      },
    });
    const { router } = renderAdmin('/admin/operators');
    const table = await screen.findByRole('table', { name: 'Operators' });
    expect(await within(table).findByText('staff0@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('table-position')).toHaveTextContent('Page 1 of 2 · 21 in total');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByText('admin@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(table).getByRole('button', { name: /E-mail/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-email'));
    // The URL changes before React draws the new sort: wait for the header, as an operator would.
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: /E-mail/ })).toHaveAttribute('aria-sort', 'descending'),
    );

    await user.type(screen.getByTestId('table-search'), 'ada');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-email&q=ada'), {
      timeout: SEARCH_SETTLE_MS * 10,
    });
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', limit: '20', sort: '-email', q: 'ada' }),
    );
    expect(listQueries(fetchMock)[1]).toEqual({ page: '2', limit: '20', sort: 'email' });
  });

  it('says so when a search matches nobody, and clears it', async () => {
    mockAdminApi({
      ...signInAs(admin),
      ...COMPANY_CHOICES,
      'GET /operators': (_, url) => page(url.searchParams.get('q') ? [] : [admin]),
    });
    const { router } = renderAdmin('/admin/operators?q=nobody');
    expect(await screen.findByTestId('table-empty')).toHaveTextContent('Nothing matches this search');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText('admin@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows a failed list in the console’s words with a retry', async () => {
    let isDown = true;
    mockAdminApi({
      ...signInAs(admin),
      ...COMPANY_CHOICES,
      'GET /operators': () => (isDown ? refused(503, 'SERVICE_UNAVAILABLE') : page([admin])),
    });
    renderAdmin('/admin/operators');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This list could not be loaded.');
    await waitFor(() => expect(alert).toHaveTextContent(ERRORS.SERVICE_UNAVAILABLE.en));
    isDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('admin@example.com')).toBeInTheDocument();
  });

  it('invites an operator: checks the fields first, shows the server’s refusal of a taken e-mail, then says where the link went', async () => {
    const created: unknown[] = [];
    mockAdminApi({
      ...signInAs(admin),
      ...COMPANY_CHOICES,
      'GET /operators': () => page([admin, ...created.map(() => staff)]),
      'POST /operators': (body) => {
        const input = body as { email: string };
        if (input.email === 'admin@example.com') return refused(409, 'EMAIL_TAKEN');
        created.push(body);
        return ok({ ...staff, invite_pending: true });
      },
    });
    renderAdmin('/admin/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('operator-create'));
    const form = screen.getByRole('form', { name: 'New operator' });
    expect(form).toHaveTextContent('a link to choose their own password, valid 72 hours');
    expect(within(form).queryByLabelText(/password/i)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add operator' }));
    expect(within(form).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(created).toHaveLength(0);

    await user.type(within(form).getByLabelText('E-mail'), 'admin@example.com');
    await user.type(within(form).getByLabelText('Name'), 'Sam Staff');
    await user.click(within(form).getByRole('button', { name: 'Add operator' }));
    expect(await within(form).findByTestId('operator-notice')).toHaveTextContent(ERRORS.EMAIL_TAKEN.en);

    await user.clear(within(form).getByLabelText('E-mail'));
    await user.type(within(form).getByLabelText('E-mail'), 'staff@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add operator' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New operator' })).not.toBeInTheDocument());
    expect(created).toEqual([{ email: 'staff@example.com', name: 'Sam Staff', role: 'staff', company_ids: [] }]);
    expect(screen.getByTestId('write-message')).toHaveTextContent('Invitation sent to staff@example.com.');
    expect(await screen.findByText('staff@example.com')).toBeInTheDocument();
  });

  it('offers every role, and adds a cashier shown with the role’s name in Thai too', async () => {
    const cashier = operatorOf('cashier');
    const created: unknown[] = [];
    mockAdminApi({
      ...signInAs(admin),
      ...COMPANY_CHOICES,
      'GET /operators': () => page([admin, ...created.map(() => cashier)]),
      'POST /operators': (body) => {
        created.push(body);
        return ok(cashier);
      },
    });
    renderAdmin('/admin/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('operator-create'));
    const form = screen.getByRole('form', { name: 'New operator' });
    const role = within(form).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a role', 'Admin', 'Staff', 'Content', 'Cashier']);
    await user.type(within(form).getByLabelText('E-mail'), 'cashier@example.com');
    await user.type(within(form).getByLabelText('Name'), 'Cal Cashier');
    await user.selectOptions(role, 'cashier');
    await user.click(within(form).getByRole('button', { name: 'Add operator' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New operator' })).not.toBeInTheDocument());
    expect(created).toEqual([{ email: 'cashier@example.com', name: 'Cal Cashier', role: 'cashier', company_ids: [] }]);
    const table = screen.getByRole('table', { name: 'Operators' });
    expect(await within(table).findByText('Cashier')).toBeInTheDocument();
    await act(() => initI18n('th'));
    expect(await within(table).findByText('แคชเชียร์')).toBeInTheDocument();
  });

  it('shows who is still invited and sends them a new link, saying so', async () => {
    const invited = operatorOf('staff', { id: 30, email: 'new@example.com', name: 'New Staff', invite_pending: true });
    const resent: string[] = [];
    mockAdminApi({
      ...signInAs(admin),
      ...COMPANY_CHOICES,
      'GET /operators': () => page([admin, invited]),
      'POST /operators/30/invite': (_, url) => {
        resent.push(url.pathname);
        return ok(invited);
      },
    });
    renderAdmin('/admin/operators');
    const table = await screen.findByRole('table', { name: 'Operators' });
    const row = (await within(table).findByText('new@example.com')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Invited, no password yet');
    expect(within(table).getAllByTestId('operator-resend-invite')).toHaveLength(1);
    await userEvent.click(within(row).getByRole('button', { name: 'Send new@example.com a new invitation link' }));
    expect(await screen.findByTestId('write-message')).toHaveTextContent(
      'A new invitation link was sent to new@example.com; the previous link no longer works.',
    );
    expect(resent).toEqual(['/api/admin/v1/operators/30/invite']);
  });

  it('changes an operator’s role and deactivates them, and shows the last-admin refusal', async () => {
    const updates: { path: string; body: unknown }[] = [];
    mockAdminApi({
      ...signInAs(admin),
      ...COMPANY_CHOICES,
      'GET /operators': () => page([admin, staff]),
      'PUT /operators/1': (body) => {
        updates.push({ path: '/operators/1', body });
        return refused(409, 'LAST_ADMIN');
      },
      'PUT /operators/2': (body) => {
        updates.push({ path: '/operators/2', body });
        return ok({ ...staff, role: 'admin', is_disabled: true });
      },
    });
    renderAdmin('/admin/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit staff@example.com' }));
    const form = screen.getByRole('form', { name: 'Edit staff@example.com' });
    await user.selectOptions(within(form).getByLabelText('Role'), 'admin');
    await user.click(within(form).getByTestId('operator-disabled'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(updates[0]).toEqual({
      path: '/operators/2',
      body: { name: 'Sam Staff', role: 'admin', disabled: true, company_ids: [] },
    });

    await user.click(screen.getByRole('button', { name: 'Edit admin@example.com' }));
    const own = screen.getByRole('form', { name: 'Edit admin@example.com' });
    await user.click(within(own).getByTestId('operator-disabled'));
    await user.click(within(own).getByRole('button', { name: 'Save changes' }));
    expect(await within(own).findByTestId('operator-notice')).toHaveTextContent(ERRORS.LAST_ADMIN.en);
  });

  it('limits an operator to the companies ticked in the picker, none being the whole group, and lists the limit in both languages', async () => {
    const limited = operatorOf('content', {
      id: 40,
      email: 'mart@example.com',
      name: 'Mart Content',
      company_ids: [5],
    });
    const created: unknown[] = [];
    const updates: unknown[] = [];
    mockAdminApi({
      ...signInAs(admin),
      ...COMPANY_CHOICES,
      'GET /operators': () => page([admin, limited]),
      'POST /operators': (body) => {
        created.push(body);
        return ok({ ...limited, id: 41 });
      },
      'PUT /operators/40': (body) => {
        updates.push(body);
        return ok({ ...limited, company_ids: [] });
      },
    });
    renderAdmin('/admin/operators');
    const table = await screen.findByRole('table', { name: 'Operators' });
    const row = (await within(table).findByText('mart@example.com')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Chaba Mart')).toBeInTheDocument();
    const adminRow = within(table).getByText('admin@example.com').closest('tr') as HTMLElement;
    expect(adminRow).toHaveTextContent('Whole group');

    const user = userEvent.setup();
    await user.click(screen.getByTestId('operator-create'));
    const form = screen.getByRole('form', { name: 'New operator' });
    const picker = within(form).getByRole('group', { name: 'Companies' });
    expect(picker).toHaveTextContent('Tick none for the whole group');
    await user.click(await within(picker).findByRole('checkbox', { name: 'Chaba Hotel' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Chaba Mart' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Chaba Hotel' }));
    await user.type(within(form).getByLabelText('E-mail'), 'mart2@example.com');
    await user.type(within(form).getByLabelText('Name'), 'Mart Two');
    await user.selectOptions(within(form).getByLabelText('Role'), 'content');
    await user.click(within(form).getByRole('button', { name: 'Add operator' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({ email: 'mart2@example.com', name: 'Mart Two', role: 'content', company_ids: [5] });

    await user.click(await screen.findByRole('button', { name: 'Edit mart@example.com' }));
    const edit = screen.getByRole('form', { name: 'Edit mart@example.com' });
    const ticked = within(edit).getByRole('checkbox', { name: 'Chaba Mart' });
    expect(ticked).toBeChecked();
    await user.click(ticked);
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ company_ids: [] });

    await act(() => initI18n('th'));
    expect(await within(row).findByText('ชบา มาร์ท')).toBeInTheDocument();
    expect(adminRow).toHaveTextContent('ทั้งกลุ่ม');
  });
});
