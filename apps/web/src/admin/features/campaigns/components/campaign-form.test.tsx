import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, refused, renderAdmin, signInAs } from '../../../test/render-admin';
import { campaignOf, campaignReads } from './campaign-test-data';

afterEach(() => act(() => setLanguage('en')));

const openNewForm = async () => {
  renderAdmin('/admin/campaigns/new');
  return screen.findByRole('form', { name: 'New campaign' });
};

describe('the campaign form', () => {
  it('checks every field with the contract before sending anything, in both languages', async () => {
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...campaignReads,
      'POST /campaigns': (body) => {
        sent.push(body);
        return ok(campaignOf());
      },
    });
    const form = await openNewForm();
    const user = userEvent.setup();
    const field = (label: string) => within(form).getByLabelText(label);
    await user.click(within(form).getByRole('checkbox', { name: 'Till sales' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Approved receipts' }));
    await user.type(field('Multiplier'), '1');
    await user.type(field('Smallest purchase (THB)'), '500');
    await user.type(field('Largest purchase (THB)'), '100');
    await user.type(field('Store codes'), 'BKK-01, x');
    await user.clear(field('Ends (Bangkok time)'));
    await user.type(field('Ends (Bangkok time)'), '2020-01-01T10:00');
    await user.type(field('Budget (points)'), '0');
    await user.click(within(form).getByRole('button', { name: 'Create' }));

    expect(await within(form).findByText('The campaign must end after it starts')).toBeInTheDocument();
    expect(field('Name (Thai)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Multiplier')).toHaveAccessibleDescription(
      expect.stringContaining('A multiplier above 1 and at most 10'),
    );
    expect(within(form).getByText('At least one.').closest('fieldset')).toHaveTextContent(
      'Choose where purchases earn from the campaign: at least one.',
    );
    expect(field('Largest purchase (THB)')).toHaveAccessibleDescription(
      expect.stringContaining('The smallest amount is above the largest'),
    );
    expect(field('Store codes')).toHaveAccessibleDescription(
      expect.stringContaining('A store code is 3 to 32 letters'),
    );
    expect(field('Budget (points)')).toHaveAttribute('aria-invalid', 'true');

    await act(() => setLanguage('th'));
    expect(await within(form).findByText('แคมเปญต้องสิ้นสุดหลังวันเริ่มต้น')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  }, 20_000);

  it('creates a campaign with every condition, places the server’s field errors, then opens its page', async () => {
    const sent: unknown[] = [];
    let isStoreKnown = false;
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...campaignReads,
      'POST /campaigns': (body) => {
        sent.push(body);
        if (!isStoreKnown) {
          return refused(400, 'VALIDATION_FAILED', [
            {
              field: 'conditions.store_codes.1',
              message: 'CNX-09 does not exist',
              message_th: 'ไม่มี CNX-09 ในระบบ',
            },
          ]);
        }
        return ok(campaignOf({ id: 12 }));
      },
      'GET /campaigns/12': () => ok(campaignOf({ id: 12 })),
    });
    const { router } = renderAdmin('/admin/campaigns/new');
    const form = await screen.findByRole('form', { name: 'New campaign' });
    const user = userEvent.setup();
    const field = (label: string) => within(form).getByLabelText(label);
    await user.type(field('Name (Thai)'), 'โบนัสร้านกาแฟ');
    await user.type(field('Name (English)'), 'Coffee bonus');
    await user.click(within(form).getByRole('radio', { name: 'Add bonus points' }));
    expect(within(form).queryByLabelText('Multiplier')).not.toBeInTheDocument();
    await user.type(field('Bonus points'), '200');
    await user.click(within(form).getByRole('checkbox', { name: 'Approved receipts' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Gold' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Platinum' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Sat' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Mon' }));
    await user.click(await within(form).findByRole('checkbox', { name: 'Chaba Mart' }));
    await user.type(field('Store codes'), 'bkk-01, CNX-09');
    await user.type(field('Smallest purchase (THB)'), '300.50');
    await user.click(within(form).getByRole('checkbox', { name: "Only the member's first purchase" }));
    await user.clear(field('Starts (Bangkok time)'));
    await user.type(field('Starts (Bangkok time)'), '2026-12-01T00:00');
    await user.clear(field('Ends (Bangkok time)'));
    await user.type(field('Ends (Bangkok time)'), '2026-12-31T23:59');
    await user.type(field('Most points a member'), '1000');
    await user.type(field('Budget (points)'), '200000');
    expect(field('Budget (points)')).toHaveAccessibleDescription(expect.stringContaining('Above 100,000 points'));
    await user.click(within(form).getByRole('button', { name: 'Create' }));

    expect(await within(form).findByText('CNX-09 does not exist')).toBeInTheDocument();
    expect(field('Store codes')).toHaveAttribute('aria-invalid', 'true');
    await act(() => setLanguage('th'));
    expect(await screen.findByText('ไม่มี CNX-09 ในระบบ')).toBeInTheDocument();
    await act(() => setLanguage('en'));

    isStoreKnown = true;
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/campaigns/12'));
    expect(sent.at(-1)).toEqual({
      name: 'โบนัสร้านกาแฟ',
      name_en: 'Coffee bonus',
      kind: 'bonus',
      multiplier: null,
      bonus_points: 200,
      conditions: {
        channels: ['till'],
        partner_ids: [4],
        store_codes: ['BKK-01', 'CNX-09'],
        tiers: ['gold', 'platinum'],
        min_amount: 300.5,
        max_amount: null,
        days_of_week: [1, 6],
        birthday_month: false,
        first_purchase: true,
      },
      starts_at: '2026-12-01T00:00:00+07:00',
      ends_at: '2026-12-31T23:59:00+07:00',
      per_member_cap: 1000,
      budget_points: 200_000,
    });
  }, 30_000);

  it('locks a running campaign’s form but its end and budget, and sends the rest unchanged', async () => {
    const running = campaignOf({ status: 'active', budget_used: 1200, activated_at: '2026-12-01T03:00:00.000Z' });
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...campaignReads,
      'GET /campaigns/9': () => ok(running),
      'PUT /campaigns/9': (body) => {
        sent.push(body);
        return ok({ ...running, budget_points: 80_000 });
      },
    });
    renderAdmin('/admin/campaigns/9');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('campaign-edit'));
    const form = screen.getByRole('form', { name: 'Edit Double points Fridays' });
    expect(within(form).getByTestId('campaign-running')).toHaveTextContent(
      'only a later end and a larger budget can be set',
    );
    expect(within(form).getByLabelText('Name (English)')).toBeDisabled();
    expect(within(form).getByLabelText('Multiplier')).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: 'Fri' })).toBeDisabled();
    expect(within(form).getByLabelText('Most points a member')).toBeDisabled();
    expect(within(form).getByLabelText('Ends (Bangkok time)')).toBeEnabled();
    const budget = within(form).getByLabelText('Budget (points)');
    expect(budget).toBeEnabled();
    await user.clear(budget);
    await user.type(budget, '80000');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('write-message')).toHaveTextContent('Double points Fridays is saved.');
    expect(sent).toEqual([
      expect.objectContaining({
        name_en: 'Double points Fridays',
        multiplier: 2,
        conditions: expect.objectContaining({ days_of_week: [5] }),
        starts_at: '2026-12-01T10:00:00+07:00',
        ends_at: '2026-12-31T23:59:00+07:00',
        budget_points: 80_000,
      }),
    ]);
  }, 20_000);

  it('tells staff following a link to a new campaign that it is not open to their role', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')) });
    renderAdmin('/admin/campaigns/new');
    expect(await screen.findByText('Not open to your role')).toBeInTheDocument();
  });
});
