import { DASHBOARD_DAYS, type Dashboard, ERRORS } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => ({
  date: `2026-11-${String(index + 1).padStart(2, '0')}`,
  issued: index === DASHBOARD_DAYS - 1 ? 1500 : 100,
  redeemed: index === 0 ? 40 : 0,
}));

const dashboard: Dashboard = {
  members_total: 12_345,
  members_new_7_days: 67,
  points_issued_30_days: 4400,
  points_redeemed_30_days: 40,
  points_expired_30_days: 3,
  points_outstanding: 987_654,
  redemptions_30_days: 8,
  till_sales_30_days: 640,
  till_points_30_days: 2_560,
  receipts_pending: 5,
  shipments_open: 2,
  adjustments_pending: 1,
  daily_points: days,
  as_of: '2026-11-30T05:00:00.000Z',
};

describe('the dashboard', () => {
  it('shows the figures as cards and the 30 days as a chart with a table of the same days', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /dashboard': () => ok(dashboard) });
    renderAdmin('/admin/dashboard');
    const figures = await screen.findByRole('list', { name: 'Programme figures' });
    expect(within(figures).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByTestId('members_total')).toHaveTextContent('Members12,345');
    expect(screen.getByTestId('points_outstanding')).toHaveTextContent('987,654');
    expect(screen.getByTestId('till_points_30_days')).toHaveTextContent('Points earned at tills, last 30 days2,560');
    expect(screen.getByTestId('adjustments_pending')).toHaveTextContent('Adjustments waiting for approval1');
    expect(screen.getByTestId('chart-summary')).toHaveTextContent(
      'The last 30 days: 4,400 points issued, 40 redeemed.',
    );
    expect(await screen.findByTestId('points-chart')).toHaveAttribute('aria-hidden', 'true');
    const table = screen.getByTestId('daily-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(DASHBOARD_DAYS + 1);
    expect(rows.at(-1)).toHaveTextContent('30 November 20261,5000');
  });

  it('reads in Thai', async () => {
    await initI18n('th');
    mockAdminApi({ ...signInAs(operatorOf('admin')), 'GET /dashboard': () => ok(dashboard) });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'ภาพรวม' })).toBeInTheDocument();
    expect(await screen.findByTestId('receipts_pending')).toHaveTextContent('ใบเสร็จรอตรวจ5');
    expect(await screen.findByTestId('points-chart')).toBeInTheDocument();
  });

  it('shows a failed load in the console’s words with a retry', async () => {
    let isDown = true;
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /dashboard': () => (isDown ? refused(503, 'SERVICE_UNAVAILABLE') : ok(dashboard)),
    });
    renderAdmin('/admin/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded.');
    await waitFor(() => expect(alert).toHaveTextContent(ERRORS.SERVICE_UNAVAILABLE.en));
    isDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('members_total')).toHaveTextContent('12,345');
    expect(await screen.findByTestId('points-chart')).toBeInTheDocument();
  });
});
