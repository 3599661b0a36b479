import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

/** GET Point/GetPointRules as the seed sets them (DESIGN §6 defaults). */
const rules = {
  transfer_daily_cap: 10_000,
  transfer_otp_threshold: 1000,
  birthday_bonus_points: 200,
  referral_referrer_points: 50,
  referral_referee_points: 20,
  receipt_baht_per_point: 25,
  receipt_daily_quota: 5,
  receipt_max_bytes: 10 * 1024 * 1024,
  point_expiry_years: 2,
  deletion_grace_days: 30,
};

beforeAll(async () => {
  // The route chunk is lazy in the app; loading it once here keeps the first test's timing like the rest.
  await import('@/app/routes/collect');
});

beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
  mockApi({
    'Customer/GetCustomerInfo': () => ok(demoCustomer),
    'Point/GetPointRules': () => ok(rules),
  });
});

describe('collect-point', () => {
  it('shows the balance and every way to collect, each with its link', async () => {
    renderApp('/collect-point');
    expect(await screen.findByTestId('collect-balance')).toHaveTextContent('12,000');
    const ways = within(screen.getByRole('navigation', { name: 'Ways to collect points' }));
    const links = ways.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/upload-receipt', '/scancode', '/promo-code', '/home-list', '/point-condition']);
    expect(ways.getByText('Upload a receipt')).toBeInTheDocument();
  });

  it('reads in Thai', async () => {
    await initI18n('th');
    renderApp('/collect-point');
    expect(await screen.findByText('อัปโหลดใบเสร็จ', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('กรอกโค้ดโปรโมชัน', { selector: 'span' })).toBeInTheDocument();
  });
});

describe('point-condition', () => {
  it('states the earning rules the programme runs on (GetPointRules)', async () => {
    renderApp('/point-condition');
    expect(await screen.findByTestId('condition-conditions.points.receipts')).toHaveTextContent(
      'You earn 1 point for every full ฿25 on an approved receipt.',
    );
    expect(screen.getByTestId('condition-conditions.points.receipts')).toHaveTextContent('up to 5 receipts a day');
    expect(screen.getByTestId('condition-conditions.points.referral')).toHaveTextContent(
      'You get 50 points and your friend gets 20 points.',
    );
    expect(screen.getByTestId('condition-conditions.points.transfer')).toHaveTextContent('up to 10,000 points a day');
    const year = new Date().getFullYear();
    expect(screen.getByTestId('condition-conditions.points.expiry')).toHaveTextContent('2 years after the year');
    expect(screen.getByTestId('condition-conditions.points.expiry')).toHaveTextContent(
      `points earned in ${year} expire on 31 December ${year + 2}`,
    );
  });

  it('states rules of one in the singular', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Point/GetPointRules': () =>
        ok({
          ...rules,
          transfer_daily_cap: 1,
          referral_referrer_points: 1,
          referral_referee_points: 2,
          receipt_daily_quota: 1,
          point_expiry_years: 1,
        }),
    });
    renderApp('/point-condition');
    expect(await screen.findByTestId('condition-conditions.points.receipts')).toHaveTextContent(
      'You can send up to 1 receipt a day',
    );
    expect(screen.getByTestId('condition-conditions.points.referral')).toHaveTextContent(
      'You get 1 point and your friend gets 2 points.',
    );
    expect(screen.getByTestId('condition-conditions.points.transfer')).toHaveTextContent('up to 1 point a day');
    expect(screen.getByTestId('condition-conditions.points.expiry')).toHaveTextContent('1 year after the year');
  });

  it('counts years in the Buddhist era in Thai', async () => {
    await initI18n('th');
    renderApp('/point-condition');
    const year = new Date().getFullYear() + 543;
    expect(await screen.findByTestId('condition-conditions.points.expiry')).toHaveTextContent(
      `คะแนนที่ได้รับในปี ${year} จะหมดอายุวันที่ 31 ธันวาคม ${year + 2}`,
    );
  });
});
