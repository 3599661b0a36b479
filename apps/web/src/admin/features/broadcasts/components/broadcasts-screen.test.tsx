import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, operatorOf, page, renderAdmin, signInAs } from '../../../test/render-admin';
import { broadcastOf } from './broadcast-test-data';

afterEach(() => act(() => setLanguage('en')));

describe('the broadcasts list', () => {
  it('shows each broadcast’s status and progress in the console’s language, and filters by status', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /broadcasts': (_, url) =>
        url.searchParams.get('status') === 'canceled'
          ? page([])
          : page([
              broadcastOf({
                status: 'sending',
                progress: { notified: 2100, sent: 2000, failed: 3, pending: 97, skipped: 5 },
              }),
              broadcastOf({ id: 8, title_en: 'Tier news', title: 'ข่าวระดับสมาชิก', send_at: null, status: 'sent' }),
            ]),
    });
    const { router } = renderAdmin('/admin/broadcasts');
    const table = await screen.findByRole('table', { name: 'Broadcasts' });
    await within(table).findByText('Tier news');
    const [, sending, sent] = within(table).getAllByRole('row');
    expect(sending).toHaveTextContent('Double points this weekend');
    expect(sending).toHaveTextContent('Sending');
    expect(sending).toHaveTextContent('2,100 of 4,200 members told');
    expect(sending).toHaveTextContent('Sent 2,000 · failed 3 · pending 97');
    expect(within(sending as HTMLElement).getByRole('link', { name: 'Double points this weekend' })).toHaveAttribute(
      'href',
      '/admin/broadcasts/7',
    );
    expect(sent).toHaveTextContent('As soon as it may');

    await act(() => setLanguage('th'));
    expect(await within(table).findByText('ข่าวระดับสมาชิก')).toBeInTheDocument();
    expect(within(table).getByText('กำลังส่ง')).toBeInTheDocument();
    await act(() => setLanguage('en'));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'canceled');
    await waitFor(() => expect(router.state.location.search).toBe('?status=canceled'));
    expect(await screen.findByTestId('table-empty')).toHaveTextContent('Nothing matches');
  });

  it('offers admins a first broadcast from the empty list, and staff only the list', async () => {
    mockAdminApi({ ...signInAs(operatorOf('admin')), 'GET /broadcasts': () => page([]) });
    const { router, unmount } = renderAdmin('/admin/broadcasts');
    const empty = await screen.findByTestId('table-empty');
    expect(empty).toHaveTextContent('No broadcast yet.');
    await userEvent.click(within(empty).getByRole('link', { name: 'New broadcast' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/broadcasts/new'));
    unmount();

    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /broadcasts': () => page([broadcastOf()]) });
    renderAdmin('/admin/broadcasts');
    expect(await screen.findByText('Double points this weekend')).toBeInTheDocument();
    expect(screen.queryByTestId('broadcast-create')).not.toBeInTheDocument();
  });
});
