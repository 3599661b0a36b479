import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, operatorOf, page, renderAdmin, signInAs } from '../../../test/render-admin';
import { campaignOf } from './campaign-test-data';

afterEach(() => act(() => setLanguage('en')));

describe('the campaigns list', () => {
  it('shows each campaign’s rule, status and budget used, in the console’s language, and filters by status', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /campaigns': (_, url) =>
        url.searchParams.get('status') === 'ended'
          ? page([])
          : page([
              campaignOf({ status: 'active', budget_used: 12_500 }),
              campaignOf({
                id: 10,
                name: 'โบนัสวันเกิด',
                name_en: 'Birthday bonus',
                kind: 'bonus',
                multiplier: null,
                bonus_points: 200,
                budget_points: null,
                budget_used: 400,
                status: 'pending_approval',
              }),
            ]),
    });
    const { router } = renderAdmin('/admin/campaigns');
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    await within(table).findByText('Birthday bonus');
    const [, doubled, bonus] = within(table).getAllByRole('row');
    expect(doubled).toHaveTextContent('Double points Fridays');
    expect(doubled).toHaveTextContent('×2 base points');
    expect(doubled).toHaveTextContent('Active');
    expect(doubled).toHaveTextContent('12,500 of 50,000 points');
    expect(within(doubled as HTMLElement).getByRole('link', { name: 'Double points Fridays' })).toHaveAttribute(
      'href',
      '/admin/campaigns/9',
    );
    expect(bonus).toHaveTextContent('+200 points a purchase');
    expect(bonus).toHaveTextContent('Waiting for approval');
    expect(bonus).toHaveTextContent('400 points (no budget)');

    await act(() => setLanguage('th'));
    expect(await within(table).findByText('คะแนนสองเท่าวันศุกร์')).toBeInTheDocument();
    expect(within(table).getByText('รออนุมัติ')).toBeInTheDocument();
    await act(() => setLanguage('en'));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'ended');
    await waitFor(() => expect(router.state.location.search).toBe('?status=ended'));
    expect(await screen.findByTestId('table-empty')).toHaveTextContent('Nothing matches');
  });

  it('offers admins a first campaign from the empty list, and staff only the list', async () => {
    mockAdminApi({ ...signInAs(operatorOf('admin')), 'GET /campaigns': () => page([]) });
    const { router, unmount } = renderAdmin('/admin/campaigns');
    const empty = await screen.findByTestId('table-empty');
    expect(empty).toHaveTextContent('No campaigns yet.');
    await userEvent.click(within(empty).getByRole('link', { name: 'New campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/campaigns/new'));
    unmount();

    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /campaigns': () => page([campaignOf()]) });
    renderAdmin('/admin/campaigns');
    expect(await screen.findByText('Double points Fridays')).toBeInTheDocument();
    expect(screen.queryByTestId('campaign-create')).not.toBeInTheDocument();
  });
});
