import type { AdminProduct } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAdminApi, ok, operatorOf, page, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const KINDS = {
  'GET /api/v1/Product/GetProductKindList': () =>
    ok([
      { code: 'company', controller: 'Company', name: 'บริษัทในเครือ', name_en: 'Group companies' },
      { code: 'brand', controller: 'Brand', name: 'แบรนด์', name_en: 'Brands' },
    ]),
};

const BRANCH = {
  name_th: 'สยามสแควร์',
  name_en: 'Siam Square',
  address_th: '254 สยามสแควร์',
  address_en: '254 Siam Square',
  map_url: 'https://maps.example/?q=13.7,100.5',
};

function productOf(extra: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 3,
    kind: 'brand',
    name_th: 'บ้านบรูว์',
    name_en: 'Baan Brew',
    logo_url: '/media/products/brew.webp',
    cover_url: '/media/products/brew-cover.webp',
    description_th: 'คาเฟ่',
    description_en: 'A café',
    category_th: 'คาเฟ่',
    category_en: 'Café',
    website: 'https://baanbrew.example',
    line_oa: '@baanbrew',
    partner_id: 4,
    is_published: true,
    sort: 2,
    branches: [BRANCH],
    created_at: '2026-11-01T03:00:00.000Z',
    ...extra,
  };
}

describe('the companies and brands screen', () => {
  it('lists products with their kind’s name and branch count, and filters by kind', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      ...KINDS,
      'GET /products': (_, url) => page(url.searchParams.get('kind') === 'company' ? [] : [productOf()]),
    });
    const { router } = renderAdmin('/admin/products');
    const table = await screen.findByRole('table', { name: 'Companies and brands' });
    const row = (await within(table).findByText('Baan Brew')).closest('tr') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('Brands'));
    expect(within(row).getByText('1 branch')).toBeInTheDocument();
    expect(screen.queryByTestId('product-create')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'company');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=company'));
  });

  it('edits a brand’s branches and sends the whole product, with the server’s error under the branch field', async () => {
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...KINDS,
      'GET /products': () => page([productOf()]),
      'PUT /products/3': (body) => {
        sent.push(body);
        if (sent.length === 1) {
          return refused(400, 'VALIDATION_FAILED', [
            { field: 'branches.1.map_url', message: 'Use https', message_th: 'ใช้ https' },
          ]);
        }
        return ok(productOf());
      },
    });
    renderAdmin('/admin/products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Baan Brew' }));
    const form = screen.getByRole('form', { name: 'Edit Baan Brew' });
    await user.click(within(form).getByTestId('product-add-branch'));
    const second = within(form).getByRole('group', { name: 'Branch 2' });
    await user.type(within(second).getByLabelText('Branch name (Thai)'), 'อารีย์');
    await user.type(within(second).getByLabelText('Branch name (English)'), 'Ari');
    await user.type(within(second).getByLabelText('Address (Thai)'), '11 พหลโยธิน');
    await user.type(within(second).getByLabelText('Address (English)'), '11 Phahonyothin');
    await user.type(within(second).getByLabelText('Map link (https://)'), 'https://maps.example/?q=13.8,100.5');
    await user.clear(within(form).getByLabelText('Website'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(second).findByText('Use https')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      kind: 'brand',
      website: null,
      partner_id: 4,
      sort: 2,
      is_published: true,
      branches: [
        BRANCH,
        {
          name_th: 'อารีย์',
          name_en: 'Ari',
          address_th: '11 พหลโยธิน',
          address_en: '11 Phahonyothin',
          map_url: 'https://maps.example/?q=13.8,100.5',
        },
      ],
    });

    await user.click(within(form).getByRole('button', { name: 'Remove branch 1' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect((sent[1] as AdminProduct).branches.map((branch) => branch.name_en)).toEqual(['Ari']);
  }, 20_000);

  it('refuses a product without a kind or names before calling the server', async () => {
    mockAdminApi({ ...signInAs(operatorOf('admin')), ...KINDS, 'GET /products': () => page([]) });
    renderAdmin('/admin/products');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('product-create'));
    const form = screen.getByRole('form', { name: 'New company or brand' });
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByLabelText('Kind')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Name (English)')).toHaveAttribute('aria-invalid', 'true');
  });
});
