import type { AdminFlashSale, AdminPrivilege } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, page, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const admin = operatorOf('admin');
const staff = operatorOf('staff');

const latte: AdminPrivilege = {
  id: 7,
  category_id: 1,
  category_name_en: 'Food & Drink',
  category_name_th: 'อาหารและเครื่องดื่ม',
  subcategory_id: null,
  group_id: null,
  partner_id: 2,
  partner_name_en: 'Brew House',
  partner_name_th: 'บรูว์ เฮาส์',
  kind: 'ecoupon',
  title_en: 'Free latte',
  title_th: 'ลาเต้ฟรี',
  description_en: 'One latte',
  description_th: 'ลาเต้หนึ่งแก้ว',
  conditions_en: 'One per visit',
  conditions_th: 'หนึ่งสิทธิ์ต่อครั้ง',
  image_url: '/media/privileges/latte.svg',
  point_cost: 120,
  stock_total: 30,
  stock_used: 10,
  stock_left: 20,
  per_member_limit: 2,
  min_tier: null,
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: '2027-01-01T00:00:00.000Z',
  coupon_valid_days: 30,
  sort: 0,
  state: 'active',
  created_at: '2026-11-01T00:00:00.000Z',
  revision: 'r-latte-1',
};

const coming: AdminFlashSale = {
  id: 31,
  privilege_id: 7,
  point_cost: 60,
  stock_total: 10,
  stock_used: 0,
  starts_at: '2026-12-01T03:00:00.000Z',
  ends_at: '2026-12-01T05:00:00.000Z',
  state: 'upcoming',
  created_at: '2026-11-20T00:00:00.000Z',
};

const references = {
  'GET /categories': () =>
    page([{ id: 1, code: 'food', name_en: 'Food & Drink', name_th: 'อาหาร', icon_url: '/i.svg', sort: 0 }]),
  'GET /subcategories': () => page([]),
  'GET /groups': () => page([]),
  'GET /partners': () => page([{ id: 2, name_en: 'Brew House', name_th: 'บรูว์', logo_url: '/l.svg', stores: [] }]),
};

describe('the catalogue screen', () => {
  // The first test loads the screen's lazy chunks and words, seconds on the shared two-core machine.
  it('lists privileges and filters them through the server, keeping the filter in the URL', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = mockAdminApi({ ...signInAs(admin), ...references, 'GET /privileges': () => page([latte]) });
    const { router } = renderAdmin('/admin/catalogue');
    const table = await screen.findByRole('table', { name: 'Privileges' });
    expect(await within(table).findByText('Free latte')).toBeInTheDocument();
    expect(within(table).getByText('20 of 30')).toBeInTheDocument();

    const user = userEvent.setup();
    const filters = screen.getByTestId('privilege-filters');
    await waitFor(() => expect(within(filters).getAllByRole('option', { name: 'Food & Drink' })).toHaveLength(1));
    await user.selectOptions(within(filters).getByLabelText('Category'), '1');
    await user.selectOptions(within(filters).getByLabelText('Stock'), 'sold_out');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category_id=1&stock=sold_out'));
    const lastList = () =>
      fetchMock.mock.calls
        .map(([url]) => new URL(String(url), 'http://localhost'))
        .filter((url) => url.pathname === '/api/admin/v1/privileges')
        .at(-1);
    await waitFor(() =>
      expect(Object.fromEntries(lastList()?.searchParams ?? [])).toMatchObject({ category_id: '1', stock: 'sold_out' }),
    );
  });

  it('shows the contract’s and the server’s field errors on the privilege form', { timeout: 20_000 }, async () => {
    mockAdminApi({
      ...signInAs(admin),
      ...references,
      'GET /privileges': () => page([latte]),
      'POST /privileges': () =>
        refused(400, 'VALIDATION_FAILED', [
          { field: 'category_id', message: 'This choice does not exist (any more)', message_th: 'ไม่มีตัวเลือกนี้ (แล้ว)' },
        ]),
    });
    renderAdmin('/admin/catalogue');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('privilege-create'));
    const form = screen.getByTestId('privilege-form');
    await user.click(within(form).getByRole('button', { name: 'Create privilege' }));
    expect(await within(form).findAllByText('This field is required')).not.toHaveLength(0);

    await user.type(within(form).getByLabelText('Title (Thai)'), 'ลาเต้ฟรี');
    await user.type(within(form).getByLabelText('Title (English)'), 'Free latte');
    for (const label of ['Description (Thai)', 'Description (English)', 'Conditions (Thai)', 'Conditions (English)']) {
      await user.type(within(form).getByLabelText(label), 'x');
    }
    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Food & Drink' })).toHaveLength(1));
    await user.selectOptions(within(form).getByLabelText('Category'), '1');
    await user.selectOptions(within(form).getByLabelText('Partner'), '2');
    await user.type(within(form).getByLabelText('Point cost'), '120');
    await user.type(within(form).getByLabelText('First stock'), '30');
    await user.type(within(form).getByLabelText('Picture address'), '/media/latte.svg');
    await user.click(within(form).getByRole('button', { name: 'Create privilege' }));
    expect(await within(form).findByText('This choice does not exist (any more)')).toBeInTheDocument();
  });

  it('sends the revision it read with an edit, and says so when another operator changed the privilege first', async () => {
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(admin),
      ...references,
      'GET /privileges': () => page([latte]),
      'PUT /privileges/7': (body) => {
        sent.push(body);
        return refused(409, 'EDIT_CONFLICT');
      },
    });
    renderAdmin('/admin/catalogue');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Free latte' }));
    const form = screen.getByTestId('privilege-form');
    await user.clear(within(form).getByLabelText('Point cost'));
    await user.type(within(form).getByLabelText('Point cost'), '150');
    await user.click(within(form).getByRole('button', { name: 'Save privilege' }));

    expect(
      await within(form).findByText(
        'Someone else changed this while you were editing it. Reload it to see their change, then make yours again.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ point_cost: 150, revision: 'r-latte-1' })]);
  });

  it('changes stock with an Idempotency-Key and shows a refusal under the field', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    mockAdminApi({
      ...signInAs(admin),
      ...references,
      'GET /privileges': () => page([latte]),
      'POST /privileges/7/stock': (body, _url, init) => {
        sent.push({ body, key: new Headers(init?.headers).get('Idempotency-Key') });
        return refused(400, 'VALIDATION_FAILED', [
          { field: 'add', message: 'The total would be 5, below the 10 already redeemed', message_th: 'x' },
        ]);
      },
    });
    renderAdmin('/admin/catalogue');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change the stock of Free latte' }));
    const form = screen.getByTestId('stock-form');
    expect(within(form).getByText('30 in total, 10 redeemed, 20 left.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Add (negative to withdraw)'), '-25');
    await user.click(within(form).getByRole('button', { name: 'Change stock' }));
    expect(await within(form).findByText('The total would be 5, below the 10 already redeemed')).toBeInTheDocument();
    expect(sent).toEqual([{ body: { add: -25 }, key: expect.stringMatching(/.{8,}/) }]);
  });

  it('lists a privilege’s flash sales in Thai and removes one not started', async () => {
    let sales = [coming];
    mockAdminApi({
      ...signInAs(admin),
      ...references,
      'GET /privileges': () => page([latte]),
      'GET /privileges/7/flash-sales': () => page(sales),
      'DELETE /flash-sales/31': () => {
        sales = [];
        return ok(coming);
      },
    });
    await act(() => setLanguage('th'));
    renderAdmin('/admin/catalogue');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'แฟลชเซลของ ลาเต้ฟรี' }));
    const panel = screen.getByTestId('flash-sales');
    expect(await within(panel).findByText('60 คะแนน')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'ลบแฟลชเซล #31' }));
    expect(await within(panel).findByText('ยังไม่มีแฟลชเซล')).toBeInTheDocument();
  });

  it('edits a partner’s stores on its tab and shows a store code refusal under that store', async () => {
    const bodies: unknown[] = [];
    const partner = { id: 2, name_en: 'Brew House', name_th: 'บรูว์', logo_url: '/l.svg', stores: [] };
    mockAdminApi({
      ...signInAs(admin),
      ...references,
      'GET /partners': () => page([partner]),
      'PUT /partners/2': (body) => {
        bodies.push(body);
        return refused(400, 'VALIDATION_FAILED', [
          { field: 'stores.0.code', message: 'This code already exists', message_th: 'มีรหัสนี้อยู่แล้ว' },
        ]);
      },
    });
    renderAdmin('/admin/catalogue?tab=partners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Brew House' }));
    const form = screen.getByTestId('partners-form');
    await user.click(within(form).getByRole('button', { name: 'Add store' }));
    await user.type(within(form).getByLabelText('Store 1 code'), 'BKK-001');
    await user.type(within(form).getByLabelText('Store 1 name (Thai)'), 'สยาม');
    await user.type(within(form).getByLabelText('Store 1 name (English)'), 'Siam');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('This code already exists')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name_en: 'Brew House',
        name_th: 'บรูว์',
        logo_url: '/l.svg',
        stores: [{ code: 'BKK-001', name_en: 'Siam', name_th: 'สยาม' }],
      },
    ]);
  });

  // Two tabs, each rendered on a loaded machine: seconds, not the default five.
  it('shows staff the lists, numbers grouped, without the admins’ add, edit, stock and flash-sale actions', {
    timeout: 20_000,
  }, async () => {
    const big = { ...latte, point_cost: 1600, stock_total: 1200, stock_used: 10, stock_left: 1190 };
    mockAdminApi({ ...signInAs(staff), ...references, 'GET /privileges': () => page([big]) });
    renderAdmin('/admin/catalogue');
    expect(await screen.findByText('Free latte')).toBeInTheDocument();
    expect(screen.getByText('1,600')).toBeInTheDocument();
    expect(screen.getByText('1,190 of 1,200')).toBeInTheDocument();
    expect(screen.queryByTestId('privilege-create')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Free latte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the stock of Free latte' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByTestId('catalogue-tab-partners'));
    expect(await screen.findByText('Brew House')).toBeInTheDocument();
    expect(screen.queryByTestId('partners-create')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Brew House' })).not.toBeInTheDocument();
  });

  it('names a subcategory’s category instead of its number', async () => {
    mockAdminApi({
      ...signInAs(admin),
      ...references,
      'GET /subcategories': () => page([{ id: 4, category_id: 1, name_en: 'Cafés', name_th: 'คาเฟ่', sort: 0 }]),
    });
    renderAdmin('/admin/catalogue?tab=subcategories');
    const row = (await screen.findByText('Cafés')).closest('tr');
    if (!row) throw new Error('no row');
    expect(await within(row).findByText('Food & Drink')).toBeInTheDocument();
  });
});
