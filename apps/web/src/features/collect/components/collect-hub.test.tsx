import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

beforeAll(async () => {
  // The route chunk is lazy in the app; loading it once here keeps the first test's timing like the rest.
  await import('@/app/routes/collect');
});

beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
  mockApi({ 'Customer/GetCustomerInfo': () => ok(demoCustomer) });
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
  it('states the earning rules from the contracts’ constants', async () => {
    renderApp('/point-condition');
    expect(await screen.findByTestId('condition-conditions.points.receipts')).toHaveTextContent(
      'You earn 1 point for every full 25 THB on an approved receipt.',
    );
    expect(screen.getByTestId('condition-conditions.points.receipts')).toHaveTextContent('up to 5 receipts a day');
    expect(screen.getByTestId('condition-conditions.points.referral')).toHaveTextContent(
      'You get 50 points and your friend gets 20 points.',
    );
    expect(screen.getByTestId('condition-conditions.points.transfer')).toHaveTextContent('up to 10,000 points a day');
    const year = new Date().getFullYear();
    expect(screen.getByTestId('condition-conditions.points.expiry')).toHaveTextContent(
      `points earned in ${year} expire on 31 December ${year + 2}`,
    );
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
