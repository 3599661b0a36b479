import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, page, refused, renderAdmin, signInAs } from '../../../test/render-admin';
import { bangkokToday } from '../api/run-reminders';

afterEach(() => act(() => setLanguage('en')));

const counts = { points_expiring: 1200, card_expiring: 3, tier_at_risk: 14, tier_down: 0 };

describe('the daily reminders on demand', () => {
  it('counts today’s reminders first, then sends them after a confirmation', async () => {
    const bodies: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /broadcasts': () => page([]),
      'POST /notifications/run-reminders': (body) => {
        bodies.push(body);
        const { as_of, dry_run } = body as { as_of: string; dry_run: boolean };
        return ok({ as_of, dry_run, ...counts });
      },
    });
    renderAdmin('/admin/broadcasts');

    await userEvent.click(await screen.findByTestId('reminders-count'));
    const counted = await screen.findByTestId('reminders-result');
    expect(counted).toHaveTextContent('Counted for today (nothing was sent):');
    expect(counted).toHaveTextContent('Points expiring: 1,200');
    expect(counted).toHaveTextContent('Tiers at risk: 14');

    await userEvent.click(screen.getByTestId('reminders-run'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send today’s reminders now?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Recorded for today and on their way:')).toBeInTheDocument();
    expect(bodies).toEqual([
      { as_of: bangkokToday(), dry_run: true },
      { as_of: bangkokToday(), dry_run: false },
    ]);

    await act(() => setLanguage('th'));
    expect(await screen.findByText('คะแนนใกล้หมดอายุ', { exact: false })).toBeInTheDocument();
  });

  it('says so when the run fails, and is not offered to staff', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /broadcasts': () => page([]),
      'POST /notifications/run-reminders': () => refused(503, 'INTERNAL_ERROR'),
    });
    const { unmount } = renderAdmin('/admin/broadcasts');
    await userEvent.click(await screen.findByTestId('reminders-count'));
    expect(await screen.findByTestId('reminders-error')).toHaveTextContent('The reminders could not be run.');
    unmount();

    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /broadcasts': () => page([]) });
    renderAdmin('/admin/broadcasts');
    expect(await screen.findByTestId('table-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('reminders-count')).toBeNull();
  });

  it('takes the Bangkok date, which turns at 17:00 UTC', () => {
    expect(bangkokToday(new Date('2026-11-28T16:59:00Z'))).toBe('2026-11-28');
    expect(bangkokToday(new Date('2026-11-28T17:00:00Z'))).toBe('2026-11-29');
  });
});
