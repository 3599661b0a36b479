import { type AdminTier, ERRORS } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, page, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const TIERS: AdminTier[] = [
  { code: 'member', name_en: 'Member', name_th: 'สมาชิก', min_spending: 0, revision: 'r-member' },
  { code: 'silver', name_en: 'Silver', name_th: 'ซิลเวอร์', min_spending: 20_000, revision: 'r-silver' },
  { code: 'gold', name_en: 'Gold', name_th: 'โกลด์', min_spending: 50_000, revision: 'r-gold' },
];

afterEach(() => act(() => setLanguage('en')));

describe('the tier thresholds screen', () => {
  it('shows each tier between its neighbours, confirms what changes, and says it is saved', async () => {
    let tiers = TIERS;
    const saved: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /tiers': () => ok({ items: tiers }),
      'GET /audit': () => page([]),
      'PUT /tiers/silver': (body) => {
        saved.push(body);
        const silver = { ...(TIERS[1] as AdminTier), min_spending: 15_000, revision: 'r-silver-2' };
        tiers = [TIERS[0] as AdminTier, silver, TIERS[2] as AdminTier];
        return ok(silver);
      },
    });
    renderAdmin('/admin/tiers');
    const user = userEvent.setup();
    const silver = await screen.findByRole('form', { name: 'Tier Silver' });
    expect(
      within(screen.getByRole('form', { name: 'Tier Member' })).getByLabelText(/Spending to reach it/),
    ).toHaveAttribute('readonly');
    const threshold = within(silver).getByLabelText(/Spending to reach it/);
    expect(silver).toHaveTextContent('Above ฿0 (the tier below) and below ฿50,000 (the tier above).');
    await user.clear(threshold);
    await user.type(threshold, '15000');
    await user.click(within(silver).getByRole('button', { name: 'Save tier' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the tier Silver?' });
    expect(within(dialog).getByTestId('tier-changes')).toHaveTextContent('Spending to reach it: ฿20,000 → ฿15,000');
    expect(saved).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByTestId('write-message')).toHaveTextContent(
      'Silver saved: reached from ฿15,000. Members see it now.',
    );
    expect(saved).toEqual([{ name_en: 'Silver', name_th: 'ซิลเวอร์', min_spending: 15_000, revision: 'r-silver' }]);
    await waitFor(() => expect(screen.getByRole('form', { name: 'Tier Gold' })).toHaveTextContent('Above ฿15,000'));
  });

  it('shows the server’s refusal of a threshold under the field, in Thai', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /tiers': () => ok({ items: TIERS }),
      'PUT /tiers/gold': () =>
        refused(400, 'VALIDATION_FAILED', [
          {
            field: 'min_spending',
            message: 'Must be above 20000 THB, the threshold of the tier below',
            message_th: 'ต้องมากกว่า 20000 บาท ซึ่งเป็นยอดขั้นต่ำของระดับที่ต่ำกว่า',
          },
        ]),
    });
    renderAdmin('/admin/tiers');
    const user = userEvent.setup();
    await act(() => setLanguage('th'));
    const gold = await screen.findByRole('form', { name: 'ระดับ โกลด์' });
    const threshold = within(gold).getByLabelText(/ยอดใช้จ่ายที่ต้องถึง/);
    await user.clear(threshold);
    await user.type(threshold, '10000');
    await user.click(within(gold).getByRole('button', { name: 'บันทึกระดับ' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ใช้การเปลี่ยนแปลง' }));
    await waitFor(() => expect(threshold).toHaveAttribute('aria-invalid', 'true'));
    expect(gold).toHaveTextContent('ต้องมากกว่า 20000 บาท');
  });

  it('tells an operator whose read is stale and reads the tier again on request', async () => {
    let gold = TIERS[2] as AdminTier;
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /tiers': () => ok({ items: [TIERS[0], TIERS[1], gold] }),
      'PUT /tiers/gold': () => {
        gold = { ...gold, min_spending: 60_000, revision: 'r-gold-other' };
        return refused(409, 'EDIT_CONFLICT');
      },
    });
    renderAdmin('/admin/tiers');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Tier Gold' });
    await user.clear(within(form).getByLabelText('Name in English'));
    await user.type(within(form).getByLabelText('Name in English'), 'Gold Plus');
    await user.click(within(form).getByRole('button', { name: 'Save tier' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByTestId('tier-gold-notice')).toHaveTextContent(ERRORS.EDIT_CONFLICT.en);
    await user.click(screen.getByRole('button', { name: 'Reload this tier' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Tier Gold' })).getByLabelText(/Spending to reach it/),
      ).toHaveValue('60000'),
    );
    expect(screen.queryByTestId('tier-gold-notice')).not.toBeInTheDocument();
  });

  it('is in the menu for admins only', async () => {
    mockAdminApi({ ...signInAs(operatorOf('admin')), 'GET /tiers': () => ok({ items: TIERS }) });
    const { unmount } = renderAdmin('/admin/tiers');
    expect(await screen.findByRole('link', { name: 'Tier thresholds' })).toBeInTheDocument();
    unmount();
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /dashboard': () => ok({}) });
    renderAdmin('/admin/rules');
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Tier thresholds' })).not.toBeInTheDocument();
  });
});
