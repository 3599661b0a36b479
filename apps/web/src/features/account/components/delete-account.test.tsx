import type { PrivacyRequest } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOtpStore } from '@/lib/otp/otp-store';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

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
  deletion_grace_days: 14,
};

const request: PrivacyRequest = {
  request_id: '0b9f7c1e-8f57-4d6a-9d2c-3c1b2a4e5f60',
  kind: 'deletion',
  status: 'pending',
  created_at: '2026-11-29T01:00:00.000Z',
  download_url: null,
  expires_at: null,
  erase_after: '2026-12-13T01:00:00.000Z',
  completed_at: null,
};

beforeEach(() => useOtpStore.setState({ pending: null }));

describe('cancel-membership: delete my account and personal data', () => {
  it('explains the erasure with the programme’s grace days, confirms by password and signs out with the erase date', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    const sent: unknown[] = [];
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Point/GetPointRules': () => ok(rules),
      'Privacy/RequestDeletion': (body) => {
        sent.push(body);
        return sent.length === 1 ? refused(400, 'PASSWORD_INCORRECT') : ok(request);
      },
    });
    const user = userEvent.setup();
    renderApp('/cancel-membership');
    await user.click(await screen.findByTestId('delete-open'));
    const terms = await screen.findByTestId('delete-account-terms');
    expect(terms).toHaveTextContent('14 days after your request');
    expect(terms).toHaveTextContent('remaining points are forfeited');
    expect(terms).toHaveTextContent('kept without your name');

    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByTestId('delete-submit'));
    await waitFor(() => expect(screen.getByTestId('delete-error')).toHaveTextContent('The password is incorrect.'));

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByTestId('delete-submit'));
    expect(await screen.findByTestId('cancel-done')).toHaveTextContent('erased on 13 December 2026');
    expect(sent[1]).toEqual({ Password: 'Demo1234!' });
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('offers a canceled member, signed in again, a copy of their data and the date rule of the erasure, not a form', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-canceled'));
    window.sessionStorage.setItem('isCanceled', 'true');
    const asked: string[] = [];
    mockApi({
      'Point/GetPointRules': () => ok(rules),
      'Privacy/GetRequests': () => ok({ items: [], page: 1, limit: 20, total: 0, end_page: true }),
      'Privacy/RequestExport': () => {
        asked.push('export');
        return ok({ ...request, kind: 'export', erase_after: null });
      },
    });
    const user = userEvent.setup();
    renderApp('/cancel-membership');
    const data = await screen.findByTestId('canceled-member-data');
    expect(await screen.findByText(/erase your personal data 14 days after the cancellation/)).toBeInTheDocument();
    expect(screen.queryByTestId('cancel-membership-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('delete-open')).not.toBeInTheDocument();
    await user.click(await within(data).findByTestId('privacy-export-request'));
    await waitFor(() => expect(asked).toEqual(['export']));
  });
});
