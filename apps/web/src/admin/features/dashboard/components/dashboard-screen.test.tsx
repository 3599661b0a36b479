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
  jobs_failed: 3,
  finance: {
    from: '2026-10-01',
    to: '2026-10-31',
    burn_thb_per_point: 0.25,
    points_outstanding: 987_654,
    liability_thb: 246_913.5,
    expiring: { days_30: 100, days_60: 300, days_90: 700 },
    points_earned: 1000,
    points_expired: 240,
    breakage: 0.24,
    active_members: 321,
    tier_mix: [
      { tier_code: 'member', name: 'สมาชิก', name_en: 'Member', members: 300 },
      { tier_code: 'gold', name: 'โกลด์', name_en: 'Gold', members: 21 },
    ],
    companies: [
      {
        company_id: 7,
        name: 'ชบา มาร์ท',
        name_en: 'Chaba Mart',
        points_outstanding: 400,
        liability_thb: 100,
        expiring: { days_30: 0, days_60: 0, days_90: 50 },
      },
      {
        company_id: null,
        name: null,
        name_en: null,
        points_outstanding: 987_254,
        liability_thb: 246_813.5,
        expiring: { days_30: 100, days_60: 300, days_90: 650 },
      },
    ],
  },
  daily_points: days,
  as_of: '2026-11-30T05:00:00.000Z',
};

describe('the dashboard', () => {
  it('shows the figures as cards and the 30 days as a chart with a table of the same days', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /dashboard': () => ok(dashboard) });
    renderAdmin('/admin/dashboard');
    const figures = await screen.findByRole('list', { name: 'Programme figures' });
    expect(within(figures).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByTestId('members_total')).toHaveTextContent('Members12,345');
    expect(screen.getByTestId('points_outstanding')).toHaveTextContent('987,654');
    expect(screen.getByTestId('till_points_30_days')).toHaveTextContent('Points earned at tills, last 30 days2,560');
    expect(screen.getByTestId('chart-summary')).toHaveTextContent(
      'The last 30 days: 4,400 points issued, 40 redeemed.',
    );
    expect(await screen.findByTestId('points-chart')).toHaveAttribute('aria-hidden', 'true');
    const table = screen.getByTestId('daily-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(DASHBOARD_DAYS + 1);
    expect(rows.at(-1)).toHaveTextContent('30 November 20261,5000');
  });

  it('opens each queue from its tile, filtered to the work waiting', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /dashboard': () => ok(dashboard) });
    renderAdmin('/admin/dashboard');
    const receipts = await screen.findByTestId('queue-receipts_pending');
    expect(receipts).toHaveTextContent('Receipts waiting for review5');
    expect(receipts).toHaveAttribute('href', '/admin/receipts?status=pending');
    expect(screen.getByTestId('queue-adjustments_pending')).toHaveAttribute(
      'href',
      '/admin/adjustments?status=pending',
    );
    expect(screen.getByTestId('queue-shipments_open')).toHaveTextContent('Rewards not yet delivered2');
    expect(screen.getByTestId('queue-jobs_failed')).toHaveTextContent('Background work that failed3');
  });

  it('tells finance the liability, what expires, breakage, active members, the tier mix and each company', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /dashboard': () => ok(dashboard) });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByTestId('finance-liability')).toHaveTextContent(
      'Liability฿246,913.50987,654 points outstanding × ฿0.25 a point',
    );
    expect(screen.getByTestId('finance-expiring-days_30')).toHaveTextContent('Points expiring within 30 days100');
    expect(screen.getByTestId('finance-expiring-days_90')).toHaveTextContent('700');
    expect(screen.getByTestId('finance-breakage')).toHaveTextContent(
      'Breakage24%Points expired in the period ÷ points earned in the period',
    );
    expect(screen.getByTestId('finance-active')).toHaveTextContent('Active members321');
    expect(screen.getByTestId('finance-period-summary')).toHaveTextContent('1 October 2026 to 31 October 2026');
    const companies = within(screen.getByTestId('company-liabilities')).getAllByRole('row');
    expect(companies[1]).toHaveTextContent('Chaba Mart฿100400050');
    expect(companies[2]).toHaveTextContent('Points earned elsewhere');
  });

  it('reads the finance figures of the period chosen, and refuses an end before the start', async () => {
    const asked: string[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /dashboard': (_body, url) => {
        asked.push(url.search);
        return ok(dashboard);
      },
    });
    renderAdmin('/admin/dashboard');
    const form = await screen.findByTestId('finance-period');
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-09-01');
    expect(within(form).getByText('The end must not be before the start')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Show this period' })).toBeDisabled();
    await userEvent.clear(from);
    await userEvent.type(from, '2026-08-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Show this period' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?from=2026-08-01&to=2026-09-01'));
  });

  it('reads in Thai', async () => {
    await initI18n('th');
    mockAdminApi({ ...signInAs(operatorOf('admin')), 'GET /dashboard': () => ok(dashboard) });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'ภาพรวม' })).toBeInTheDocument();
    expect(await screen.findByTestId('queue-receipts_pending')).toHaveTextContent('ใบเสร็จรอตรวจ5');
    expect(screen.getByTestId('finance-breakage')).toHaveTextContent('อัตราคะแนนที่ไม่ถูกใช้ (Breakage)24%');
    expect(within(screen.getByTestId('tier-mix')).getByText('โกลด์')).toBeInTheDocument();
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
