import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const KINDS = [
  { code: 'company', controller: 'Company', name: 'บริษัทในเครือ', name_en: 'Group companies' },
  { code: 'brand', controller: 'Brand', name: 'แบรนด์', name_en: 'Brands' },
];

const company = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  name: `บริษัท ชบา ${id}`,
  name_en: `Chaba Company ${id}`,
  logo_url: `/media/products/${id}-logo.svg`,
  cover_url: `/media/products/${id}-cover.svg`,
  category: 'Retail',
  ...fields,
});

const page = (items: unknown[], fields: Record<string, unknown> = {}) => ({
  items,
  page: 1,
  limit: 12,
  total: items.length,
  end_page: true,
  ...fields,
});

const privilege = {
  privilege_id: 41,
  category_id: 2,
  subcategory_id: null,
  group_id: null,
  kind: 'ecoupon',
  title: 'Free latte',
  partner_name: 'Baan Brew Coffee',
  image_url: '/media/privileges/latte.svg',
  point_cost: 120,
  stock_left: 80,
  is_favorite: false,
  min_tier: null,
  is_tier_locked: false,
  ends_at: '2030-01-01T00:00:00.000Z',
  flash_sale: null,
};

const detail = {
  ...company(3),
  description: 'บริษัทค้าปลีกของกลุ่ม',
  description_en: 'The group’s retail company.',
  website: 'https://retail.chaba-group.example',
  line_oa: '@chabaretail',
  branches: [
    {
      name: 'Head office',
      address: '999 Rama I Road, Bangkok 10330',
      map_url: 'https://www.google.com/maps/search/?api=1&query=13.7466,100.5393',
    },
  ],
  privileges: [privilege],
};

function signIn() {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
}

beforeAll(async () => {
  // The route chunk is lazy in the app; loading it once here keeps the first test's timing like the rest.
  await import('@/app/routes/products');
});

describe('a product kind’s list (/company, /brand)', () => {
  it('lists the kind’s companies under the kind’s name and searches them by name', async () => {
    signIn();
    const fetchMock = mockApi({
      'Product/GetProductKindList': () => ok(KINDS),
      'Company/GetCompanyList': (_body, url) =>
        ok(url.searchParams.get('q') === 'mart' ? page([company(2, { name_en: 'Chaba Mart' })]) : page([company(1)])),
    });
    const { router } = renderApp('/company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Group companies' })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: /Chaba Company 1/ });
    expect(card).toHaveAttribute('href', '/company-detail/1');

    fireEvent.change(screen.getByTestId('product-search-input'), { target: { value: '  mart ' } });
    expect(await screen.findByRole('link', { name: /Chaba Mart/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=mart');
    const listCalls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('GetCompanyList'));
    expect(listCalls.at(-1)).toBe('/api/v1/Company/GetCompanyList?page=1&limit=12&q=mart');
  });

  it('says so when nothing matches, and titles a brand list in Thai', async () => {
    signIn();
    await setLanguage('th');
    mockApi({
      'Product/GetProductKindList': () => ok(KINDS),
      'Brand/GetBrandList': () => ok(page([])),
    });
    renderApp('/brand?q=sushi');
    expect(await screen.findByRole('heading', { level: 1, name: 'แบรนด์' })).toBeInTheDocument();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('ไม่พบรายการที่ตรงกับ “sushi”');
  });

  it('sends a visitor without a session from a real kind to landing', async () => {
    mockApi({
      'Product/GetProductKindList': () => ok(KINDS),
      'Banner/GetLandingBanner': () => ok([]),
    });
    const { router } = renderApp('/brand');
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
  });
});

describe('a product’s detail (/company-detail/:id)', () => {
  it('shows the company, its links, branches and the privileges it offers', async () => {
    signIn();
    const fetchMock = mockApi({
      'Product/GetProductKindList': () => ok(KINDS),
      'Company/GetCompanyDetail': () => ok(detail),
    });
    renderApp('/company-detail/3');
    expect(await screen.findByTestId('product-name')).toHaveTextContent('Chaba Company 3');
    expect(screen.getByText('The group’s retail company.')).toBeInTheDocument();
    expect(screen.getByTestId('product-line-oa')).toHaveAttribute('href', 'https://line.me/R/ti/p/%40chabaretail');
    expect(screen.getByTestId('product-website')).toHaveAttribute('target', '_blank');
    const map = screen.getByRole('link', { name: /^Open on a map\W+Head office/ });
    expect(map).toHaveAttribute('href', detail.branches[0]?.map_url);
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    const offered = within(screen.getByTestId('product-privileges')).getByRole('link', { name: /Free latte/ });
    expect(offered).toHaveAttribute('href', '/privilege-detail/41?catId=2&fwsFlag=0&backTo=%2Fcompany-detail%2F3');
    const detailCalls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('Detail'));
    expect(detailCalls).toEqual(['/api/v1/Company/GetCompanyDetail?id=3']);
  });

  it('shows the name and description in Thai for a Thai reader', async () => {
    signIn();
    await setLanguage('th');
    mockApi({
      'Product/GetProductKindList': () => ok(KINDS),
      'Company/GetCompanyDetail': () => ok(detail),
    });
    renderApp('/company-detail/3');
    expect(await screen.findByTestId('product-name')).toHaveTextContent('บริษัท ชบา 3');
    expect(screen.getByText('บริษัทค้าปลีกของกลุ่ม')).toBeInTheDocument();
  });

  it('offers the way back to the list when the product is no longer shown', async () => {
    signIn();
    mockApi({
      'Product/GetProductKindList': () => ok(KINDS),
      'Company/GetCompanyDetail': () => refused(404, 'NOT_FOUND'),
    });
    renderApp('/company-detail/99');
    expect(await screen.findByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/company');
  });
});

describe('paths that name no product kind (DESIGN §3)', () => {
  it.each([
    ['/definitely-not-here', false],
    ['/definitely-not-here', true],
    ['/gadget-detail/1', true],
    ['/company-detail/abc', true],
    ['/company/7', false],
  ])('renders the not-found page for %s (signed in: %s), at that address', async (path, isSignedIn) => {
    if (isSignedIn) signIn();
    mockApi({
      'Product/GetProductKindList': () => ok(KINDS),
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
    });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByTestId('back-button')).not.toBeInTheDocument();
  });
});

describe('the way in (DESIGN §12: reached from profile and home)', () => {
  it('links each product kind from profile, named in the member’s language', async () => {
    signIn();
    await setLanguage('th');
    mockApi({
      'Product/GetProductKindList': () => ok(KINDS),
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
    });
    renderApp('/profile');
    const links = await screen.findByRole('navigation', { name: 'ในเครือของเรา' });
    expect(within(links).getByRole('link', { name: 'บริษัทในเครือ' })).toHaveAttribute('href', '/company');
    expect(within(links).getByRole('link', { name: 'แบรนด์' })).toHaveAttribute('href', '/brand');
  });
});
