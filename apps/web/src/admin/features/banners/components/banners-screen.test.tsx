import type { AdminBanner } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockAdminApi, ok, operatorOf, page, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const HOUR_MS = 60 * 60 * 1000;

function bannerOf(extra: Partial<AdminBanner> = {}): AdminBanner {
  return {
    id: 7,
    group: 'Home',
    name: 'summer',
    title_th: 'โปรหน้าร้อน',
    title_en: 'Summer deals',
    image_url: '/media/banners/summer.webp',
    link_path: '/privilege?catId=2',
    sort: 1,
    starts_at: new Date(Date.now() - HOUR_MS).toISOString(),
    ends_at: null,
    created_at: '2026-11-01T03:00:00.000Z',
    ...extra,
  };
}

const STORED_URL = '/uploads/media/0123456789abcdef0123456789abcdef-1200.webp';

/** XMLHttpRequest at the network edge (the upload's progress needs it), answering every upload with STORED_URL. */
class StoringRequest extends EventTarget {
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    this.status = 200;
    this.responseText = JSON.stringify({
      status: 'success',
      data: { url: STORED_URL, srcset: `${STORED_URL} 1200w`, width: 1200, height: 400 },
    });
    setTimeout(() => this.dispatchEvent(new Event('load')));
  }
  abort() {}
}

describe('the banners screen', () => {
  it('lists every group’s banners with their window, and filters by group through the URL', async () => {
    const scheduled = bannerOf({ id: 8, name: 'later', starts_at: new Date(Date.now() + HOUR_MS).toISOString() });
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /banners': (_, url) => page(url.searchParams.get('group') === 'Landing-Kv' ? [] : [bannerOf(), scheduled]),
    });
    const { router } = renderAdmin('/admin/banners');
    const table = await screen.findByRole('table', { name: 'Banners' });
    await within(table).findByText('later');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Home carousel');
    expect(rows[1]).toHaveTextContent('Live');
    expect(rows[2]).toHaveTextContent('Scheduled');
    await userEvent.selectOptions(screen.getByLabelText('Group'), 'Landing-Kv');
    await waitFor(() => expect(router.state.location.search).toBe('?group=Landing-Kv'));
    expect(await screen.findByTestId('table-empty')).toBeInTheDocument();
  });

  it('adds a banner: checks the window first, places the server’s field errors, then sends Bangkok times as instants', async () => {
    const sent: unknown[] = [];
    let isTaken = true;
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /banners': () => page([]),
      'POST /banners': (body) => {
        sent.push(body);
        if (isTaken) {
          return refused(400, 'VALIDATION_FAILED', [{ field: 'name', message: 'taken', message_th: 'ซ้ำ' }]);
        }
        return ok(bannerOf());
      },
    });
    renderAdmin('/admin/banners');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('banner-create'));
    const form = screen.getByRole('form', { name: 'New banner' });
    await user.selectOptions(within(form).getByLabelText('Group'), 'Home');
    await user.type(within(form).getByLabelText('Name'), 'rainy');
    await user.type(within(form).getByLabelText('Title (Thai)'), 'หน้าฝน');
    await user.type(within(form).getByLabelText('Title (English)'), 'Rainy season');
    await user.type(within(form).getByLabelText('Picture'), '/media/banners/rainy.webp');
    await user.type(within(form).getByLabelText('Shown from (Bangkok time)'), '2026-12-01T10:00');
    await user.type(within(form).getByLabelText('Shown until (Bangkok time)'), '2026-11-30T10:00');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('The window must end after it starts')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Shown until (Bangkok time)'));
    await user.type(within(form).getByLabelText('Shown until (Bangkok time)'), '2026-12-31T23:00');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('taken')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    isTaken = false;
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(sent.at(-1)).toEqual({
      group: 'Home',
      name: 'rainy',
      title_th: 'หน้าฝน',
      title_en: 'Rainy season',
      image_url: '/media/banners/rainy.webp',
      link_path: null,
      sort: 0,
      starts_at: '2026-12-01T10:00:00+07:00',
      ends_at: '2026-12-31T23:00:00+07:00',
    });
  }, 20_000);

  it('offers the three screen widths as names of a landing key visual', async () => {
    mockAdminApi({ ...signInAs(operatorOf('admin')), 'GET /banners': () => page([]) });
    renderAdmin('/admin/banners');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('banner-create'));
    const form = screen.getByRole('form', { name: 'New banner' });
    await user.selectOptions(within(form).getByLabelText('Group'), 'Landing-Kv');
    const names = within(within(form).getByLabelText('Name') as HTMLElement).getAllByRole('option');
    expect(names.map((option) => option.textContent)).toEqual([
      'Choose a screen width',
      'Landing-Kv-Mobile',
      'Landing-Kv-Tablet',
      'Landing-Kv-Desktop',
    ]);
  });

  it('shows staff the banners without ways to change them', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /banners': () => page([bannerOf()]) });
    renderAdmin('/admin/banners');
    expect(await screen.findByText('summer')).toBeInTheDocument();
    expect(screen.queryByTestId('banner-create')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit summer' })).not.toBeInTheDocument();
  });

  it('uploads a new picture while editing, and the save that follows keeps it', async () => {
    vi.stubGlobal('XMLHttpRequest', StoringRequest);
    const sent: { image_url: string }[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /banners': () => page([bannerOf()]),
      'PUT /banners/7': (body) => {
        sent.push(body as { image_url: string });
        return ok(bannerOf({ image_url: STORED_URL }));
      },
    });
    renderAdmin('/admin/banners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit summer' }));
    const form = screen.getByRole('form', { name: 'Edit banner summer' });
    await user.upload(
      within(form).getByTestId('image-upload-input'),
      new File([new Uint8Array(64)], 'kv.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(form).getByTestId('image-upload-send'));
    expect(await within(form).findByTestId('image-upload-done')).toBeInTheDocument();
    expect(within(form).getByLabelText('Picture')).toHaveValue(STORED_URL);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.image_url).toBe(STORED_URL);
  });
});
