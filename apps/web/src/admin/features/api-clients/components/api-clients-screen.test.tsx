import type { ApiClient } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAdminApi, ok, operatorOf, page, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const admin = operatorOf('admin');
const staff = operatorOf('staff');
const KEY = `lk_${'A'.repeat(40)}xyz`;
const NEW_KEY = `lk_${'B'.repeat(40)}xyz`;

const pos: ApiClient = {
  id: 7,
  name: 'Siam POS',
  partner_id: 3,
  partner_name: 'Chaba Mart',
  store_codes: ['SIAM-01', 'SIAM-02'],
  key_prefix: 'lk_AAAAAA',
  status: 'active',
  created_at: '2026-11-01T03:00:00.000Z',
  rotated_at: null,
  disabled_at: null,
  last_used_at: null,
};
const partner = {
  id: 3,
  name_en: 'Chaba Mart',
  name_th: 'ชบา มาร์ท',
  logo_url: '/media/partners/mart.svg',
  stores: [
    { id: 11, code: 'SIAM-01', name_en: 'Siam', name_th: 'สยาม' },
    { id: 12, code: 'SIAM-02', name_en: 'Siam 2', name_th: 'สยาม 2' },
  ],
};

describe('the API clients screen (admins)', () => {
  it('lists the clients with their key’s start, stores and status, and no key', async () => {
    mockAdminApi({
      ...signInAs(admin),
      'GET /api-clients': () => page([pos, { ...pos, id: 8, name: 'Old POS', status: 'disabled' }]),
    });
    renderAdmin('/admin/api-clients');
    const table = await screen.findByRole('table', { name: 'API clients' });
    const row = (await within(table).findByText('Siam POS')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('lk_AAAAAA…');
    expect(row).toHaveTextContent('SIAM-01, SIAM-02');
    expect(row).toHaveTextContent('Never');
    expect(row).toHaveTextContent('Active');
    const disabled = within(table).getByText('Old POS').closest('tr') as HTMLElement;
    expect(disabled).toHaveTextContent('Disabled');
    expect(within(disabled).queryByRole('button')).not.toBeInTheDocument();
  });

  it('creates a client for chosen stores and shows its key once, with a copy button', async () => {
    const posted: unknown[] = [];
    mockAdminApi({
      ...signInAs(admin),
      'GET /api-clients': () => page(posted.length ? [pos] : []),
      'GET /partners': () => page([partner]),
      'POST /api-clients': (body) => {
        posted.push(body);
        return ok({ ...pos, key: KEY });
      },
    });
    renderAdmin('/admin/api-clients');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('api-client-create'));
    const form = screen.getByRole('form', { name: 'New API client' });
    await user.click(within(form).getByRole('button', { name: 'Create and show the key' }));
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name'), 'Siam POS');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Chaba Mart' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText('Partner'), '3');
    await user.click(within(form).getByLabelText('SIAM-02 · Siam 2'));
    await user.click(within(form).getByRole('button', { name: 'Create and show the key' }));

    const dialog = await screen.findByRole('dialog', { name: 'The key of Siam POS' });
    expect(posted).toEqual([{ name: 'Siam POS', partner_id: 3, store_codes: ['SIAM-02'] }]);
    expect(within(dialog).getByLabelText('API key')).toHaveValue(KEY);
    expect(dialog).toHaveTextContent('It is shown this once');
    await user.click(within(dialog).getByRole('button', { name: 'Copy the key' }));
    // user-event's own clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Copied');
    await user.click(within(dialog).getByRole('button', { name: 'I have kept the key' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
  });

  it('gives a new key only once confirmed, and shows it', async () => {
    const rotations: unknown[] = [];
    mockAdminApi({
      ...signInAs(admin),
      'GET /api-clients': () => page([pos]),
      'POST /api-clients/7/rotate': (body) => {
        rotations.push(body);
        return ok({ ...pos, key_prefix: 'lk_BBBBBB', key: NEW_KEY });
      },
    });
    renderAdmin('/admin/api-clients');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Give Siam POS a new key' }));
    const question = screen.getByRole('alertdialog', { name: 'Give Siam POS a new key?' });
    expect(question).toHaveTextContent('stops working at once');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(rotations).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Give Siam POS a new key' }));
    await user.click(screen.getByRole('button', { name: 'Make a new key' }));
    const dialog = await screen.findByRole('dialog', { name: 'The key of Siam POS' });
    expect(within(dialog).getByLabelText('API key')).toHaveValue(NEW_KEY);
    expect(rotations).toHaveLength(1);
  });

  it('disables a client only once confirmed, and says so when the server refuses', async () => {
    let disabled = 0;
    mockAdminApi({
      ...signInAs(admin),
      'GET /api-clients': () => page([pos]),
      'POST /api-clients/7/disable': () => {
        disabled += 1;
        return disabled === 1 ? refused(503, 'SERVICE_UNAVAILABLE') : ok({ ...pos, status: 'disabled' });
      },
    });
    renderAdmin('/admin/api-clients');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable Siam POS' }));
    const question = screen.getByRole('alertdialog', { name: 'Disable Siam POS?' });
    await user.click(within(question).getByRole('button', { name: 'Disable for good' }));
    expect(await screen.findByTestId('api-client-failure')).toHaveTextContent('That did not work.');
    await user.click(screen.getByRole('button', { name: 'Disable Siam POS' }));
    await user.click(screen.getByRole('button', { name: 'Disable for good' }));
    await waitFor(() => expect(disabled).toBe(2));
    await waitFor(() => expect(screen.queryByTestId('api-client-failure')).not.toBeInTheDocument());
  });

  it('is an admin’s area: staff see no entry for it', async () => {
    mockAdminApi({ ...signInAs(staff), 'GET /dashboard': () => ok(null) });
    renderAdmin('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Back-office areas' });
    expect(within(nav).queryByRole('link', { name: 'API clients' })).not.toBeInTheDocument();
  });
});
