import type { AdminCode } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, page, renderAdmin, signInAs } from '../../../test/render-admin';

const admin = operatorOf('admin');
const staff = operatorOf('staff');

function codeOf(fields: Partial<AdminCode> = {}): AdminCode {
  return {
    id: 7,
    code: 'WELCOME100',
    kind: 'promo',
    points: 100,
    title: 'Welcome',
    title_th: 'ยินดีต้อนรับ',
    max_uses: null,
    uses: 41,
    batch_id: null,
    company_id: null,
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2027-11-01T00:00:00.000Z',
    disabled_at: null,
    created_at: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}

/** A code the mock server disables and enables, counting each write. */
function codeServer() {
  let code = codeOf();
  const writes: string[] = [];
  const handlers = {
    'GET /codes': () => page([code]),
    'POST /codes/7/disable': () => {
      writes.push('disable');
      code = codeOf({ disabled_at: '2026-11-28T06:00:00.000Z' });
      return ok(code);
    },
    'POST /codes/7/enable': () => {
      writes.push('enable');
      code = codeOf();
      return ok(code);
    },
  };
  return { handlers, writes };
}

describe('the codes screen', () => {
  it('asks before disabling a code, says what changed and undoes it from the message', {
    timeout: 20_000,
  }, async () => {
    const server = codeServer();
    mockAdminApi({ ...signInAs(admin), ...server.handlers });
    renderAdmin('/admin/codes');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Codes' });
    await user.click(await within(table).findByRole('button', { name: 'Disable WELCOME100' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Disable WELCOME100?' });
    expect(dialog).toHaveTextContent('Members can no longer use WELCOME100. You can enable it again.');
    expect(server.writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disable code' }));

    const message = screen.getByTestId('write-message');
    await waitFor(() => expect(message).toHaveTextContent('WELCOME100 disabled'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await within(table).findByText('Disabled')).toBeInTheDocument();

    await user.click(within(message).getByRole('button', { name: 'Enable again' }));
    await waitFor(() => expect(message).toHaveTextContent('WELCOME100 enabled'));
    expect(await within(table).findByRole('button', { name: 'Disable WELCOME100' })).toBeInTheDocument();
    expect(server.writes).toEqual(['disable', 'enable']);
  });

  it('leaves the code as it was when the operator cancels', async () => {
    const server = codeServer();
    mockAdminApi({ ...signInAs(admin), ...server.handlers });
    renderAdmin('/admin/codes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable WELCOME100' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.writes).toEqual([]);
    expect(screen.getByTestId('write-message')).toBeEmptyDOMElement();
  });

  it('enables a disabled code without asking, in Thai too', async () => {
    await initI18n('th');
    const writes: string[] = [];
    mockAdminApi({
      ...signInAs(admin),
      'GET /codes': () => page([codeOf({ disabled_at: '2026-11-28T06:00:00.000Z' })]),
      'POST /codes/7/enable': () => {
        writes.push('enable');
        return ok(codeOf());
      },
    });
    renderAdmin('/admin/codes');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'เปิดใช้งาน WELCOME100' }));
    await waitFor(() => expect(screen.getByTestId('write-message')).toHaveTextContent('เปิดใช้งาน WELCOME100 แล้ว'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes).toEqual(['enable']);
  });

  it('shows staff no disable or enable', async () => {
    mockAdminApi({ ...signInAs(staff), 'GET /codes': () => page([codeOf()]) });
    renderAdmin('/admin/codes');
    const table = await screen.findByRole('table', { name: 'Codes' });
    await within(table).findByText('WELCOME100');
    expect(within(table).queryByRole('button', { name: /WELCOME100/ })).not.toBeInTheDocument();
  });

  it('lets content disable a code and add one, as an admin does', async () => {
    const { handlers, writes } = codeServer();
    mockAdminApi({ ...signInAs(operatorOf('content')), ...handlers });
    renderAdmin('/admin/codes');
    expect(await screen.findByTestId('code-create')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable WELCOME100' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable code' }));
    await waitFor(() => expect(writes).toEqual(['disable']));
  });
});
