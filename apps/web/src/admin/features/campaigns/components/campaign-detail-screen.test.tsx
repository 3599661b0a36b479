import type { CampaignSimulation } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, refused, renderAdmin, signInAs } from '../../../test/render-admin';
import { campaignOf, campaignReads } from './campaign-test-data';

afterEach(() => {
  vi.useRealTimers();
  return act(() => setLanguage('en'));
});

/** Another admin than the one `campaignOf` names as its maker. */
const secondAdmin = operatorOf('admin', { id: 5, name: 'Bea Boss', email: 'bea@example.com' });

describe('a campaign’s page', () => {
  it('simulates the last 30 Bangkok days by default and shows what the period would have cost', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T18:30:00.000Z') });
    const asked: unknown[] = [];
    const simulation: CampaignSimulation = {
      from: '2026-10-29T17:00:00.000Z',
      to: '2026-11-28T17:00:00.000Z',
      purchases: 4210,
      qualifying_purchases: 615,
      points: 18_450,
      members: 402,
      cost_thb: 4612.5,
      burn_thb_per_point: 0.25,
      budget_exhausted: true,
    };
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      ...campaignReads,
      'GET /campaigns/9': () => ok(campaignOf()),
      'POST /campaigns/9/simulate': (body) => {
        asked.push(body);
        return ok(simulation);
      },
    });
    renderAdmin('/admin/campaigns/9');
    const user = userEvent.setup();
    const from = await screen.findByLabelText('From (Bangkok date)');
    // 01:30 on 29 November in Bangkok: the last 30 whole days are 30 October to 28 November.
    expect(from).toHaveValue('2026-10-30');
    expect(screen.getByLabelText('To, inclusive (Bangkok date)')).toHaveValue('2026-11-28');
    await user.click(screen.getByRole('button', { name: 'Simulate' }));
    const figures = await screen.findByTestId('simulation');
    expect(asked).toEqual([{ from: '2026-10-30T00:00:00+07:00', to: '2026-11-28T17:00:00.000Z' }]);
    expect(within(figures).getByRole('heading')).toHaveTextContent('30 Oct 2026 to 28 Nov 2026');
    expect(within(figures).getByTestId('simulation-purchases')).toHaveTextContent('4,210');
    expect(within(figures).getByTestId('simulation-qualifying')).toHaveTextContent('615');
    expect(within(figures).getByTestId('simulation-points')).toHaveTextContent('18,450');
    expect(within(figures).getByTestId('simulation-members')).toHaveTextContent('402');
    expect(within(figures).getByTestId('simulation-cost')).toHaveTextContent('฿4,612.50');
    expect(within(figures).getByTestId('simulation-exhausted')).toHaveTextContent('The budget ran out');
    expect(screen.getByText('Only admins change, activate and end campaigns.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Every campaign change in the audit log' })).toHaveAttribute(
      'href',
      '/admin/audit?entity=campaign',
    );
    expect(screen.queryByTestId('campaign-activate')).not.toBeInTheDocument();
  });

  it('refuses a period longer than a simulation replays, in both languages, without asking the server', async () => {
    mockAdminApi({ ...signInAs(operatorOf('admin')), ...campaignReads, 'GET /campaigns/9': () => ok(campaignOf()) });
    renderAdmin('/admin/campaigns/9');
    const user = userEvent.setup();
    const from = await screen.findByLabelText('From (Bangkok date)');
    await user.clear(from);
    await user.type(from, '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Simulate' }));
    expect(await screen.findByText('Simulate at most 366 days at a time')).toBeInTheDocument();
    expect(screen.getByLabelText('To, inclusive (Bangkok date)')).toHaveAttribute('aria-invalid', 'true');
    await act(() => setLanguage('th'));
    expect(await screen.findByText('จำลองได้ครั้งละไม่เกิน 366 วัน')).toBeInTheDocument();
  });

  it('activates a draft whose budget needs a second admin: it says the campaign now waits for one', async () => {
    const draft = campaignOf({ budget_points: 250_000 });
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...campaignReads,
      'GET /campaigns/9': () => ok(draft),
      'POST /campaigns/9/activate': () => ok({ ...draft, status: 'pending_approval', requested_by: 1 }),
    });
    renderAdmin('/admin/campaigns/9');
    expect(await screen.findByTestId('campaign-approval-note')).toHaveTextContent(
      'Its budget is above 100,000 points: activating it asks a second admin to approve.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByTestId('write-message')).toHaveTextContent(
      "Double points Fridays is waiting for a second admin's approval.",
    );
    expect(screen.getByTestId('campaign-status')).toHaveTextContent('Waiting for approval');
    // Its maker, who asked too, is not offered the approval.
    expect(screen.queryByTestId('campaign-approve')).not.toBeInTheDocument();
    expect(screen.getByTestId('campaign-waiting')).toHaveTextContent('another admin approves it');
  });

  it('shows why an activation was refused, in the words of its field error', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...campaignReads,
      'GET /campaigns/9': () => ok(campaignOf()),
      'POST /campaigns/9/activate': () =>
        refused(400, 'VALIDATION_FAILED', [
          { field: 'ends_at', message: 'The campaign’s end has passed', message_th: 'แคมเปญเลยวันสิ้นสุดแล้ว' },
        ]),
    });
    renderAdmin('/admin/campaigns/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByTestId('campaign-action-error')).toHaveTextContent('The campaign’s end has passed');
    await act(() => setLanguage('th'));
    expect(await screen.findByTestId('campaign-action-error')).toHaveTextContent('แคมเปญเลยวันสิ้นสุดแล้ว');
  });

  it('offers the approval to a second admin only, and words a refused self-approval', async () => {
    const pending = campaignOf({ status: 'pending_approval', requested_by: 1, requested_by_name: 'Ada Admin' });
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...campaignReads,
      'GET /campaigns/9': () => ok(pending),
    });
    const { unmount } = renderAdmin('/admin/campaigns/9');
    expect(await screen.findByTestId('campaign-waiting')).toHaveTextContent('you made this campaign');
    expect(screen.queryByRole('button', { name: 'Approve and activate' })).not.toBeInTheDocument();
    unmount();

    let isSelf = true;
    mockAdminApi({
      ...signInAs(secondAdmin),
      ...campaignReads,
      'GET /campaigns/9': () => ok(pending),
      'POST /campaigns/9/approve': () =>
        isSelf
          ? refused(403, 'SELF_APPROVAL')
          : ok({ ...pending, status: 'active', approved_by: 5, approved_by_name: 'Bea Boss' }),
    });
    renderAdmin('/admin/campaigns/9');
    const approve = await screen.findByRole('button', { name: 'Approve and activate' });
    expect(screen.getByTestId('campaign-waiting')).toHaveTextContent("Waiting for a second admin's approval.");
    await userEvent.click(approve);
    expect(await screen.findByTestId('campaign-action-error')).toHaveTextContent(
      'Another admin must approve this campaign: you made it or asked for its activation.',
    );
    isSelf = false;
    await userEvent.click(approve);
    expect(await screen.findByTestId('write-message')).toHaveTextContent(
      'Double points Fridays is approved and active.',
    );
    expect(screen.getByTestId('campaign-status')).toHaveTextContent('Active');
    expect(screen.getByText('Approved by').nextSibling).toHaveTextContent('You');
  });

  it('ends a campaign only once the admin confirms it', async () => {
    const ended: unknown[] = [];
    const running = campaignOf({ status: 'active', budget_used: 3000 });
    mockAdminApi({
      ...signInAs(secondAdmin),
      ...campaignReads,
      'GET /campaigns/9': () => ok(running),
      'POST /campaigns/9/end': (body) => {
        ended.push(body);
        return ok({ ...running, status: 'ended', ended_at: '2026-12-10T03:00:00.000Z' });
      },
    });
    renderAdmin('/admin/campaigns/9');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End campaign' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End Double points Fridays now?' });
    expect(dialog).toHaveTextContent('It awards no points from now on');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(ended).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'End campaign' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'End Double points Fridays now?' })).getByRole('button', {
        name: 'End campaign',
      }),
    );
    expect(await screen.findByTestId('write-message')).toHaveTextContent('Double points Fridays has ended.');
    expect(ended).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('campaign-status')).toHaveTextContent('Ended');
    expect(screen.queryByRole('button', { name: 'End campaign' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('campaign-edit')).not.toBeInTheDocument();
  });
});
